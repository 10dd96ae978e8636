import Cairn
import CairnSpriteKit
import Foundation

/// A SpriteKit scene in SwiftUI's `SpriteView`, as a game's first frame: five rotated boxes
/// with physics bodies, a ball with a running action (not yet moved: no time passes in a
/// still), a striped badge seen through a crop node's circular mask, and a score label on the
/// camera (a HUD), in a 300 × 400 scene filling its view.
public struct SpriteScene: View {
    /// The scene the view shows.
    final class GameScene: SKScene, @unchecked Sendable {
        override func didMove(to view: SKView) {
            physicsBody = SKPhysicsBody(edgeLoopFrom: frame)
            backgroundColor = .black
            for i in 0..<5 {
                let box = SKSpriteNode(color: .orange, size: CGSize(width: 40, height: 40))
                box.position = CGPoint(x: 60 + CGFloat(i) * 45, y: 120 + CGFloat(i) * 30)
                box.zRotation = CGFloat(i) * 0.2
                box.physicsBody = SKPhysicsBody(rectangleOf: box.size)
                addChild(box)
            }
            let ball = SKShapeNode(circleOfRadius: 24)
            ball.fillColor = .systemTeal
            ball.strokeColor = .white
            ball.lineWidth = 3
            ball.position = CGPoint(x: frame.midX, y: frame.maxY - 80)
            addChild(ball)
            // A badge: stripes cut to a circle by a crop node's mask.
            let badge = SKCropNode()
            badge.position = CGPoint(x: 245, y: 345)
            badge.maskNode = SKShapeNode(circleOfRadius: 30).filled(.white)
            for i in 0..<4 {
                let stripe = SKSpriteNode(color: i % 2 == 0 ? .yellow : .red, size: CGSize(width: 80, height: 16))
                stripe.position = CGPoint(x: 0, y: -24 + CGFloat(i) * 16)
                badge.addChild(stripe)
            }
            addChild(badge)
            // The camera at the scene's centre (the same view as without it) carries the score.
            let camera = SKCameraNode()
            camera.position = CGPoint(x: frame.midX, y: frame.midY)
            addChild(camera)
            self.camera = camera
            let score = SKLabelNode(text: "Score: 0")
            score.fontSize = 28
            score.position = CGPoint(x: 0, y: -170)
            camera.addChild(score)
            ball.run(.repeatForever(.sequence([.moveBy(x: 0, y: -100, duration: 1), .moveBy(x: 0, y: 100, duration: 1)])))
        }
    }

    /// The view.
    public init() {}

    /// The scene, 300 × 400, filling the view.
    public var body: some View {
        let scene = GameScene(size: CGSize(width: 300, height: 400))
        scene.scaleMode = .fill
        return SpriteView(scene: scene)
    }
}

extension SKShapeNode {
    /// The shape filled with `color`.
    func filled(_ color: SKColor) -> SKShapeNode {
        fillColor = color
        return self
    }
}
