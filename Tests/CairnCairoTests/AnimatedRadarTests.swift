import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Seed 000's animated radar chart: `Hexagon` publishes `progress` as `animatableData`, its
/// path is trimmed to `progress`, and `.animation(.linear(duration: 3))` carries progress
/// from 0 to 1.
@Suite struct AnimatedRadarTests {
    struct Hexagon: Shape {
        let values: [Int]
        let max: Int
        var progress: CGFloat

        var animatableData: CGFloat {
            get { progress }
            set { progress = newValue }
        }

        func path(in rect: CGRect) -> Path {
            Path { path in
                let points = self.points(in: rect)
                guard let first = points.first else { return }
                path.move(to: first)
                for p in points.dropFirst() { path.addLine(to: p) }
                path.closeSubpath()
            }
            .trimmedPath(from: 0, to: progress)
        }

        func points(in rect: CGRect) -> [CGPoint] {
            let radius = min(rect.width, rect.height) / 2
            return values.enumerated().map { i, v in
                let angle = -Double.pi / 2 + Double(i) * Double.pi / 3
                let r = radius * CGFloat(v) / CGFloat(max)
                return CGPoint(x: rect.midX + r * cos(angle), y: rect.midY + r * sin(angle))
            }
        }
    }

    struct Model { var progress: CGFloat = 0 }
    static let values = [165, 129, 148, 176, 152, 140]

    func radar(_ progress: CGFloat) -> some View {
        Hexagon(values: Self.values, max: 200, progress: progress)
            .fill(Color.blue)
            .animation(.linear(duration: 3))
            .frame(width: 100, height: 100)
    }

    func renderer() -> AnimationRenderer<Model, some View> {
        let timeline = AnimationTimeline(duration: 3, model: { Model() }) { m in self.radar(m.progress) }
        timeline.at(0) { m in m.progress = 1 }
        return AnimationRenderer(timeline, framesPerSecond: 30)
    }

    @Test func frameAtHalfTimeEqualsAStillHalfHexagon() throws {
        let r = renderer()
        // 3 s at 30 fps: 90 frames; frame 45 is t = 1.5 s, linear progress 1.5 / 3 = 0.5.
        #expect(r.frameCount == 90)
        let still = try ImageRenderer(content: radar(0.5)).pngData()
        #expect(try r.pngData(atFrame: 45) == still)
    }

    @Test func firstFrameIsEmptyAndLaterFramesGrow() throws {
        let r = renderer()
        // progress 0: the trimmed path is empty: nothing drawn.
        #expect(r.displayList(atFrame: 0).dump.isEmpty)
        // Frame k of 90 draws the hexagon trimmed to k/90: the trimmed outline of frame 30
        // (progress 1/3) ends two vertices along; frame 89 is almost closed.
        let a = try r.bitmap(atFrame: 30), b = try r.bitmap(atFrame: 89)
        let covered = { (bm: Bitmap) in stride(from: 3, to: bm.pixels.count, by: 4).filter { bm.pixels[$0] > 0 }.count }
        #expect(covered(a) < covered(b))
    }
}
