import Cairn
import CairnSpriteKit
import Foundation

/// Particle emitters in a `SpriteView`, as weather cards draw snow: an `SKEmitterNode` above a
/// 360 × 220 card, advanced 10 seconds so the first frame starts full (the call such scenes
/// make), its flakes spread across the width, falling at 60 ± 15 points a second with a
/// drift; beside it, sparks added (`.add`) over a dark card, fading over their life.
public struct SpriteSnow: View {
    /// Snow falling from above the card.
    final class SnowScene: SKScene, @unchecked Sendable {
        override func didMove(to view: SKView) {
            backgroundColor = .clear
            let snow = SKEmitterNode()
            snow.particleBirthRate = 40
            snow.particleLifetime = 12
            snow.particlePositionRange = CGVector(dx: size.width, dy: 0)
            snow.position = CGPoint(x: size.width / 2, y: size.height + 10)
            snow.emissionAngle = -.pi / 2
            snow.emissionAngleRange = .pi / 8
            snow.particleSpeed = 60
            snow.particleSpeedRange = 30
            snow.particleScaleRange = 0.6
            snow.particleAlpha = 0.9
            snow.particleAlphaRange = 0.2
            snow.particleColor = .white
            snow.particleSize = CGSize(width: 5, height: 5)
            snow.xAcceleration = 4
            snow.advanceSimulationTime(10)
            addChild(snow)
        }
    }

    /// Sparks rising from the bottom centre, orange to red over their life, added.
    final class SparkScene: SKScene, @unchecked Sendable {
        override func didMove(to view: SKView) {
            backgroundColor = SKColor(red: 0.08, green: 0.06, blue: 0.1, alpha: 1)
            let sparks = SKEmitterNode()
            sparks.particleBirthRate = 120
            sparks.particleLifetime = 1.6
            sparks.particleLifetimeRange = 0.8
            sparks.position = CGPoint(x: size.width / 2, y: 20)
            sparks.particlePositionRange = CGVector(dx: 30, dy: 0)
            sparks.emissionAngle = .pi / 2
            sparks.emissionAngleRange = .pi / 3
            sparks.particleSpeed = 110
            sparks.particleSpeedRange = 60
            sparks.yAcceleration = -40
            sparks.particleSize = CGSize(width: 4, height: 4)
            sparks.particleRotationRange = .pi
            sparks.particleColorSequence = SKKeyframeSequence(
                keyframeValues: [SKColor(red: 1, green: 0.8, blue: 0.3, alpha: 1), SKColor(red: 1, green: 0.2, blue: 0.1, alpha: 1)],
                times: [0, 1])
            sparks.particleAlphaSequence = SKKeyframeSequence(keyframeValues: [1, 0.8, 0], times: [0, 0.6, 1])
            sparks.particleBlendMode = .add
            sparks.advanceSimulationTime(3)
            addChild(sparks)
        }
    }

    func scene(_ scene: SKScene) -> SKScene {
        scene.size = CGSize(width: 360, height: 220)
        scene.scaleMode = .resizeFill
        return scene
    }

    /// The two cards.
    public var body: some View {
        VStack(spacing: 16) {
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [.indigo, .blue.opacity(0.7)], startPoint: .top, endPoint: .bottom)
                SpriteView(scene: scene(SnowScene()), options: [.allowsTransparency])
                VStack(alignment: .leading, spacing: 4) {
                    Label("Zermatt", systemImage: "location.fill").font(.subheadline.weight(.semibold))
                    Text("-4°").font(.system(size: 56, weight: .thin))
                    Text("Heavy snow · H:-1° L:-9°").font(.footnote)
                }
                .foregroundStyle(.white)
                .padding(20)
            }
            .frame(height: 220)
            .clipShape(.rect(cornerRadius: 24))
            SpriteView(scene: scene(SparkScene()))
                .frame(height: 220)
                .clipShape(.rect(cornerRadius: 24))
        }
        .padding(16)
        .background(Color.white)
    }

    /// The sample.
    public init() {}
}
