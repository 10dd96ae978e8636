import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `ViewModifier & Animatable` and `GeometryEffect` re-evaluated every frame with
/// interpolated `animatableData` (issue 13).
@Suite struct AnimatableModifierTests {
    /// The horizontal translations of the transform groups in a drawing, outermost first.
    static func translations(_ list: DisplayList) -> [CGFloat] {
        var result: [CGFloat] = []
        func visit(_ items: [DisplayList.Item]) {
            for item in items {
                if case let .group(g) = item {
                    if g.transform != .identity { result.append(g.transform.tx) }
                    visit(g.content.items)
                }
            }
        }
        visit(list.items)
        return result
    }

    /// The classic SwiftUI shake: translation = amount · sin(animatableData · π · shakesPerUnit).
    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var shakesPerUnit = 3
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
        }
    }

    struct Shaker: View {
        @State private var attempts = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .modifier(Shake(animatableData: CGFloat(attempts)))
                .onAppear { withAnimation(.linear(duration: 1)) { attempts = 1 } }
        }
    }

    @Test func geometryEffectShakesWithInterpolatedData() {
        let timeline = AnimationRenderer(content: Shaker(), duration: 1).timeline
        // Data = t (linear 1 s, 0 → 1): 10 · sin(3πt) = 10 at t = 1/6, −10 at t = 1/2,
        // 5 at t = 1/18 (sin(π/6) = 0.5); 0 at the start (identity: no group at all).
        for (t, expected) in [(1.0 / 6, 10.0), (0.5, -10), (1.0 / 18, 5)] {
            let tx = Self.translations(timeline.layout(at: t).displayList)
            #expect(tx.count == 1 && abs(tx[0] - CGFloat(expected)) < 1e-9, "at \(t) s: \(tx)")
        }
        #expect(Self.translations(timeline.layout(at: 0).displayList).isEmpty)
        // ImageRenderer: the still before onAppear, data 0.
        #expect(Self.translations(ImageRenderer(content: Shaker()).displayList).isEmpty)
    }

    struct Wobble: ViewModifier, Animatable {
        var phase: Double
        var animatableData: Double {
            get { phase }
            set { phase = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(x: 20 * sin(phase * 2 * .pi))
        }
    }

    struct Wobbler: View {
        @State private var phase = 0.0
        var body: some View {
            Color.blue.frame(width: 10, height: 10)
                .modifier(Wobble(phase: phase))
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    withAnimation(.linear(duration: 2)) { phase = 1 }
                }
        }
    }

    @Test func animatableViewModifierBodyIsEvaluatedPerFrame() {
        let timeline = AnimationRenderer(content: Wobbler(), duration: 3).timeline
        // Phase 0 → 1 linearly from 1 s to 3 s: at 1.5 s phase 0.25 → offset 20 · sin(π/2) = 20;
        // at 2.5 s phase 0.75 → −20. (Without re-evaluation it would jump, sin(2π) = 0.)
        let at = { (t: Double) in Self.translations(timeline.layout(at: t).displayList).first ?? 0 }
        #expect(abs(at(1.5) - 20) < 1e-9)
        #expect(abs(at(2.5) - -20) < 1e-9)
        #expect(abs(at(0.5)) < 1e-9)
    }
}
