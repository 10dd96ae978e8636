import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `@Animatable` (iOS 26) writes `animatableData` from the stored properties, so a shape or
/// modifier declared with it animates as one written by hand.
@Suite struct AnimatableMacroTests {
    @Animatable
    struct Wedge: Shape {
        var angle: Double
        var inset: CGFloat
        @AnimatableIgnored var clockwise: Bool
        func path(in rect: CGRect) -> Path {
            var p = Path()
            let c = CGPoint(x: rect.midX, y: rect.midY)
            p.move(to: c)
            p.addArc(center: c, radius: rect.width / 2 - inset, startAngle: .zero, endAngle: .degrees(angle), clockwise: clockwise)
            p.closeSubpath()
            return p
        }
    }

    /// The data pairs the two animatable properties; writing it sets both, the ignored one stays.
    @Test func dataPairsTheStoredProperties() {
        var wedge = Wedge(angle: 90, inset: 4, clockwise: true)
        #expect(wedge.animatableData == AnimatablePair(90, 4))
        wedge.animatableData = AnimatablePair(180, 10)
        #expect(wedge.angle == 180 && wedge.inset == 10 && wedge.clockwise)
    }

    @Animatable
    struct Slide: ViewModifier {
        var phase: Double
        @AnimatableIgnored var distance: CGFloat
        func body(content: Content) -> some View { content.offset(x: distance * sin(phase * 2 * .pi)) }
    }

    struct Slider: View {
        @State private var phase = 0.0
        var body: some View {
            Color.blue.frame(width: 10, height: 10)
                .modifier(Slide(phase: phase, distance: 20))
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    withAnimation(.linear(duration: 2)) { phase = 1 }
                }
        }
    }

    /// A modifier gains the conformance and is evaluated per frame with interpolated data:
    /// phase 0 → 1 from 1 s to 3 s, so 20 · sin(π/2) = 20 at 1.5 s and −20 at 2.5 s (a jump
    /// straight to phase 1 would give 0).
    @Test func aModifierAnimatesFrameByFrame() {
        let timeline = AnimationRenderer(content: Slider(), duration: 3).timeline
        let at = { (t: Double) in AnimatableModifierTests.translations(timeline.layout(at: t).displayList).first ?? 0 }
        #expect(abs(at(1.5) - 20) < 1e-9)
        #expect(abs(at(2.5) - -20) < 1e-9)
        #expect(abs(at(0.5)) < 1e-9)
    }
}
