import Cairn
import CairnCairo
import CairnSpriteKit
import CairnTestSupport
import Foundation
import Testing

/// Cameras and crop nodes, with positions computed from SpriteKit's documented rules: the
/// camera's position at the centre of the scene's frame, its scale and rotation inverted;
/// a crop node's children only where its mask draws.
@Suite struct CameraAndCropTests {
    static let red = SKColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = SKColor(red: 0, green: 0, blue: 1, alpha: 1)

    func pixels(_ scene: SKScene) throws -> Bitmap {
        try ImageRenderer(content: SpriteView(scene: scene).frame(width: 100, height: 100)).bitmap()
    }

    func scene() -> SKScene {
        let s = SKScene(size: CGSize(width: 100, height: 100))
        s.backgroundColor = .white
        return s
    }

    func square(_ color: SKColor, _ side: CGFloat, at point: CGPoint) -> SKSpriteNode {
        let node = SKSpriteNode(color: color, size: CGSize(width: side, height: side))
        node.position = point
        return node
    }

    /// A camera at scene (200, 300) puts that point at the view's centre: a sprite there
    /// draws at view (50, 50), not off screen; a HUD child of the camera at (-40, 40) draws at
    /// view (10, 10) wherever the camera is. Without the camera in the tree, the scene's own
    /// frame shows (the sprite off screen).
    @Test func cameraCentresItsPosition() throws {
        let s = scene()
        s.addChild(square(Self.red, 10, at: CGPoint(x: 200, y: 300)))
        let camera = SKCameraNode()
        camera.position = CGPoint(x: 200, y: 300)
        s.camera = camera
        let hud = square(Self.blue, 6, at: CGPoint(x: -40, y: 40))
        camera.addChild(hud)
        let before = try pixels(s)
        #expect(rgba(before, 50, 50) == [255, 255, 255, 255])     // not yet in the tree
        s.addChild(camera)
        let bitmap = try pixels(s)
        #expect(rgba(bitmap, 50, 50) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 46, 46) == [255, 0, 0, 255] && rgba(bitmap, 56, 56) == [255, 255, 255, 255])
        #expect(rgba(bitmap, 10, 10) == [0, 0, 255, 255])
        #expect(camera.contains(s.children[0]))
        let far = square(Self.red, 10, at: CGPoint(x: 500, y: 500))
        s.addChild(far)
        #expect(!camera.contains(far))
    }

    /// A camera scaled by 2 shows twice the width: a 20-point sprite 20 points right of the
    /// camera draws 10 wide, centred 10 right of the view's centre (view x 55...65); a camera
    /// turned by a quarter turn counter-clockwise turns the scene clockwise: a sprite 20
    /// points right of it draws 20 points above the centre... of the view, y down: at
    /// (50, 30).
    @Test func cameraScaleAndRotation() throws {
        let s = scene()
        s.addChild(square(Self.red, 20, at: CGPoint(x: 20, y: 0)))
        let camera = SKCameraNode()
        camera.setScale(2)
        s.addChild(camera)
        s.camera = camera
        let zoomed = try pixels(s)
        #expect(rgba(zoomed, 60, 50) == [255, 0, 0, 255])
        #expect(rgba(zoomed, 56, 46) == [255, 0, 0, 255] && rgba(zoomed, 64, 54) == [255, 0, 0, 255])
        #expect(rgba(zoomed, 53, 50) == [255, 255, 255, 255] && rgba(zoomed, 67, 50) == [255, 255, 255, 255])
        camera.setScale(1)
        camera.zRotation = .pi / 2
        let turned = try pixels(s)
        #expect(rgba(turned, 50, 70) == [255, 0, 0, 255])
        #expect(rgba(turned, 70, 50) == [255, 255, 255, 255] && rgba(turned, 50, 30) == [255, 255, 255, 255])
    }

    /// A crop node at (50, 50) with a 20-point square mask shows its 60-point red child only
    /// inside view (40...60, 40...60); without a mask the whole child shows.
    @Test func cropNodeMasksItsChildren() throws {
        let s = scene()
        let crop = SKCropNode()
        crop.position = CGPoint(x: 50, y: 50)
        crop.addChild(square(Self.red, 60, at: .zero))
        s.addChild(crop)
        let uncropped = try pixels(s)
        #expect(rgba(uncropped, 25, 25) == [255, 0, 0, 255])
        crop.maskNode = SKSpriteNode(color: .black, size: CGSize(width: 20, height: 20))
        let cropped = try pixels(s)
        #expect(rgba(cropped, 50, 50) == [255, 0, 0, 255] && rgba(cropped, 41, 41) == [255, 0, 0, 255])
        #expect(rgba(cropped, 25, 25) == [255, 255, 255, 255] && rgba(cropped, 38, 50) == [255, 255, 255, 255])
    }

    /// A node cannot become a child of its own descendant: the tree stays a tree (SpriteKit
    /// raises an exception), so drawing and `scene` end.
    @Test func cyclesAreRefused() throws {
        let a = SKNode(), b = SKNode()
        a.addChild(b)
        b.addChild(a)
        b.insertChild(a, at: 0)
        #expect(a.parent == nil && b.children.isEmpty && a.children.count == 1)
        #expect(a.scene == nil)
        let s = scene()
        let child = square(Self.red, 10, at: CGPoint(x: 50, y: 50))
        s.addChild(child)
        child.addChild(s)
        #expect(s.parent == nil && child.children.isEmpty)
        #expect(rgba(try pixels(s), 50, 50) == [255, 0, 0, 255])
    }
}
