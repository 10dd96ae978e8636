import Cairn
import CairnCairo
import CairnSpriteKit
import CairnTestSupport
import Foundation
import Testing

/// `SpriteView` draws a scene's first frame: Apple's documented defaults, scene coordinates
/// (y up) scaled by the scale mode, SpriteKit's node transforms and z order; no time passes.
@Suite struct SpriteViewTests {
    final class GameScene: SKScene, @unchecked Sendable {
        var moves = 0
        override func didMove(to view: SKView) {
            moves += 1
            let player = SKSpriteNode(color: SKColor(red: 1, green: 0, blue: 0, alpha: 1), size: CGSize(width: 20, height: 20))
            player.position = CGPoint(x: 50, y: 30)
            player.name = "player"
            player.run(.repeatForever(.moveBy(x: 100, y: 0, duration: 1)))
            player.physicsBody = SKPhysicsBody(rectangleOf: player.size)
            addChild(player)
        }
    }

    func pixels(_ view: some View, _ w: CGFloat = 100, _ h: CGFloat = 100) throws -> Bitmap {
        try ImageRenderer(content: view.frame(width: w, height: h)).bitmap()
    }

    /// The background is Apple's default (0.15, 0.15, 0.15): 38 of 255. A 20-point red sprite
    /// at scene (50, 30) in a 100 × 100 scene and view covers view (40...60, 60...80) — y up,
    /// so 100 − 30 = 70 at its centre — and no action or physics moves it.
    @Test func spriteAtItsScenePosition() throws {
        let scene = GameScene(size: CGSize(width: 100, height: 100))
        let bitmap = try pixels(SpriteView(scene: scene))
        #expect(rgba(bitmap, 5, 5) == [38, 38, 38, 255])
        #expect(rgba(bitmap, 50, 70) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 41, 61) == [255, 0, 0, 255] && rgba(bitmap, 58, 78) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 50, 30) == [38, 38, 38, 255])
        #expect(rgba(bitmap, 50, 57) == [38, 38, 38, 255] && rgba(bitmap, 62, 70) == [38, 38, 38, 255])
        // Presented once: a second render does not add a second player.
        _ = try pixels(SpriteView(scene: scene))
        #expect(scene.moves == 1 && scene.children.count == 1)
        #expect(scene.childNode(withName: "player")?.position == CGPoint(x: 50, y: 30))
    }

    /// `.aspectFit` scales a 200 × 100 scene by 0.5 into a 100 × 100 view, centred: scene
    /// (100, 50) lands at view (50, 50); `.fill` scales each axis (0.5, 1), so scene
    /// (100, 25) lands at view (50, 75); `.resizeFill` gives the scene the view's size.
    @Test func scaleModes() throws {
        func scene(_ mode: SKSceneScaleMode, at point: CGPoint) -> SKScene {
            let s = SKScene(size: CGSize(width: 200, height: 100))
            s.scaleMode = mode
            s.backgroundColor = .white
            let dot = SKSpriteNode(color: SKColor(red: 0, green: 0, blue: 1, alpha: 1), size: CGSize(width: 8, height: 8))
            dot.position = point
            s.addChild(dot)
            return s
        }
        let fit = try pixels(SpriteView(scene: scene(.aspectFit, at: CGPoint(x: 100, y: 50))))
        #expect(rgba(fit, 50, 50) == [0, 0, 255, 255] && rgba(fit, 50, 45) == [255, 255, 255, 255])
        let fill = try pixels(SpriteView(scene: scene(.fill, at: CGPoint(x: 100, y: 25))))
        #expect(rgba(fill, 50, 75) == [0, 0, 255, 255] && rgba(fill, 50, 50) == [255, 255, 255, 255])
        let resized = scene(.resizeFill, at: .zero)
        _ = try pixels(SpriteView(scene: resized), 120, 80)
        #expect(resized.size == CGSize(width: 120, height: 80))
    }

    /// A child with the higher z position draws above a later sibling; a node's opacity
    /// multiplies into its children (0.5 of blue over white: 128, 128, 255 within a level);
    /// a hidden node draws nothing; a shape's default is a clear fill with a white 1-point
    /// stroke; rotation by π/2 turns a 40 × 10 sprite upright.
    @Test func orderOpacityShapesAndRotation() throws {
        let s = SKScene(size: CGSize(width: 100, height: 100))
        s.backgroundColor = .white
        let low = SKSpriteNode(color: SKColor(red: 0, green: 1, blue: 0, alpha: 1), size: CGSize(width: 30, height: 30))
        low.position = CGPoint(x: 20, y: 80)
        low.zPosition = 2
        let high = SKSpriteNode(color: SKColor(red: 1, green: 0, blue: 0, alpha: 1), size: CGSize(width: 30, height: 30))
        high.position = CGPoint(x: 20, y: 80)
        s.addChild(low); s.addChild(high)
        let faded = SKNode(); faded.alpha = 0.5
        let blue = SKSpriteNode(color: SKColor(red: 0, green: 0, blue: 1, alpha: 1), size: CGSize(width: 20, height: 20))
        blue.position = CGPoint(x: 80, y: 80)
        faded.addChild(blue); s.addChild(faded)
        let hidden = SKSpriteNode(color: SKColor(red: 0, green: 0, blue: 0, alpha: 1), size: CGSize(width: 20, height: 20))
        hidden.position = CGPoint(x: 80, y: 20); hidden.isHidden = true
        s.addChild(hidden)
        let ring = SKShapeNode(circleOfRadius: 10); ring.position = CGPoint(x: 20, y: 20); ring.strokeColor = SKColor(red: 0, green: 0, blue: 0, alpha: 1)
        s.addChild(ring)
        let bar = SKSpriteNode(color: SKColor(red: 0, green: 0, blue: 0, alpha: 1), size: CGSize(width: 40, height: 10))
        bar.position = CGPoint(x: 50, y: 50); bar.zRotation = .pi / 2
        s.addChild(bar)
        let bitmap = try pixels(SpriteView(scene: s))
        #expect(rgba(bitmap, 20, 20) == [0, 255, 0, 255])
        let halfBlue = rgba(bitmap, 80, 20)
        #expect(abs(halfBlue[0] - 128) <= 1 && abs(halfBlue[1] - 128) <= 1 && halfBlue[2] == 255)
        #expect(rgba(bitmap, 80, 80) == [255, 255, 255, 255])
        #expect(rgba(bitmap, 20, 80) == [255, 255, 255, 255])
        #expect(rgba(bitmap, 30, 80)[0] < 200)  // the 1-point stroke straddles x = 30: about half of the pixel
        #expect(rgba(bitmap, 50, 35) == [0, 0, 0, 255] && rgba(bitmap, 65, 50) == [255, 255, 255, 255])
    }

    /// UIKit's fixed colours that SpriteKit code names, at Apple's documented values:
    /// orange (1.0, 0.5, 0.0) fills 255, 128, 0; purple (0.5, 0.0, 0.5) 128, 0, 128; brown
    /// (0.6, 0.4, 0.2) 153, 102, 51; yellow, cyan and magenta at full channels.
    @Test func uikitFixedColours() throws {
        let colours: [(SKColor, [Int])] = [(.orange, [255, 128, 0, 255]), (.purple, [128, 0, 128, 255]), (.brown, [153, 102, 51, 255]),
                                           (.yellow, [255, 255, 0, 255]), (.cyan, [0, 255, 255, 255]), (.magenta, [255, 0, 255, 255])]
        for (colour, expected) in colours {
            let s = SKScene(size: CGSize(width: 10, height: 10))
            let fill = SKSpriteNode(color: colour, size: CGSize(width: 10, height: 10))
            fill.position = CGPoint(x: 5, y: 5)
            s.addChild(fill)
            #expect(rgba(try pixels(SpriteView(scene: s), 10, 10), 5, 5) == expected)
        }
    }

    /// A sprite made from a named image without a size takes the image's (a 20 × 10 PNG):
    /// at scene (50, 50) it covers view (40...60, 45...55), the image upright (its top row
    /// green, its bottom row blue, as drawn).
    @Test func imageSpritesTakeTheImagesSize() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sprite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let art = VStack(spacing: 0) { Color(red: 0, green: 1, blue: 0).frame(height: 5); Color(red: 0, green: 0, blue: 1).frame(height: 5) }
            .frame(width: 20, height: 10)
        try ImageRenderer(content: art).pngData().write(to: dir.appendingPathComponent("ship.png"))
        let s = SKScene(size: CGSize(width: 100, height: 100))
        s.backgroundColor = .white
        let ship = SKSpriteNode(imageNamed: dir.appendingPathComponent("ship").path)
        ship.position = CGPoint(x: 50, y: 50)
        s.addChild(ship)
        let bitmap = try pixels(SpriteView(scene: s))
        #expect(rgba(bitmap, 41, 46) == [0, 255, 0, 255] && rgba(bitmap, 58, 53) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 38, 50) == [255, 255, 255, 255] && rgba(bitmap, 50, 43) == [255, 255, 255, 255])
    }

    /// `colorBlendFactor` mixes the sprite's colour into its texture, keeping the texture's
    /// alpha: a green (0, 255, 0) image tinted red at 0.5 draws (128, 128, 0) — half of each,
    /// ±1 for rounding; at 1, pure red; at 0 (the default), the texture. Transparent parts of
    /// the texture stay transparent (the white background shows).
    @Test func colorBlendFactorTintsTheTexture() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let art = HStack(spacing: 0) { Color(red: 0, green: 1, blue: 0).frame(width: 10); Color.clear.frame(width: 10) }
            .frame(width: 20, height: 10)
        try ImageRenderer(content: art).pngData().write(to: dir.appendingPathComponent("gem.png"))
        func draw(_ factor: CGFloat) throws -> Bitmap {
            let s = SKScene(size: CGSize(width: 100, height: 100))
            s.backgroundColor = .white
            let gem = SKSpriteNode(imageNamed: dir.appendingPathComponent("gem").path)
            gem.color = SKColor(red: 1, green: 0, blue: 0, alpha: 0.2)   // its alpha is ignored
            gem.colorBlendFactor = factor
            gem.position = CGPoint(x: 50, y: 50)
            s.addChild(gem)
            return try pixels(SpriteView(scene: s))
        }
        #expect(rgba(try draw(0), 45, 50) == [0, 255, 0, 255])
        let half = rgba(try draw(0.5), 45, 50)
        #expect(abs(Int(half[0]) - 128) <= 1 && abs(Int(half[1]) - 128) <= 1 && half[2] == 0 && half[3] == 255, "\(half)")
        let full = try draw(1)
        #expect(rgba(full, 45, 50) == [255, 0, 0, 255])
        #expect(rgba(full, 55, 50) == [255, 255, 255, 255])
    }

    /// A label draws its text (white Helvetica Neue UltraLight at 32 by default, in the
    /// system font where that family is missing), centred across its position.
    @Test func labelsDrawTheirText() throws {
        let s = SKScene(size: CGSize(width: 200, height: 100))
        let label = SKLabelNode(text: "Score: 42")
        label.position = CGPoint(x: 100, y: 50)
        s.addChild(label)
        #expect(drawnStrings(SpriteView(scene: s).frame(width: 200, height: 100), 200, 100) == ["Score: 42"])
        #expect(label.fontSize == 32 && label.horizontalAlignmentMode == .center && label.verticalAlignmentMode == .baseline)
    }
}
