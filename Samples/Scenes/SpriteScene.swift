import Cairn
import CairnSpriteKit
import Foundation

/// A SpriteKit scene in SwiftUI's `SpriteView`, as a game's first frame: five rotated boxes
/// with physics bodies, a ball with a running action (not yet moved: no time passes in a
/// still) and a score label, in a 300 × 400 scene filling its view.
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
            let score = SKLabelNode(text: "Score: 0")
            score.fontSize = 28
            score.position = CGPoint(x: frame.midX, y: 30)
            addChild(score)
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
