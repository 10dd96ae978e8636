import Cairn
import CairnDisplayList
import Foundation
import Testing
import CairnTestSupport

/// `.transition(.blurReplace)` (issue 13): blur, scale and opacity follow the animation.
@Suite struct BlurReplaceTransitionTests {
    struct Scene: View {
        let shown: Bool
        let transition: BlurReplaceTransition
        var body: some View {
            ZStack {
                if shown { Color.red.frame(width: 40, height: 40).transition(transition) }
            }
            .frame(width: 100, height: 100)
        }
    }

    /// Every blur sigma, group opacity and horizontal scale drawn, outermost first.
    static func effects(_ items: [DisplayList.Item]) -> (blur: [Double], opacity: [Double], scale: [CGFloat]) {
        var result: ([Double], [Double], [CGFloat]) = ([], [], [])
        for item in items {
            switch item {
            case .group(let g):
                if g.opacity != 1 { result.1.append(g.opacity) }
                if g.transform.a != 1 { result.2.append(g.transform.a) }
                let inner = effects(g.content.items)
                result.0 += inner.blur; result.1 += inner.opacity; result.2 += inner.scale
            case .layer(let l):
                for case let .blur(sigma, _) in l.filters { result.0.append(sigma) }
                if l.opacity != 1 { result.1.append(l.opacity) }
                let inner = effects(l.content.items)
                result.0 += inner.blur; result.1 += inner.opacity; result.2 += inner.scale
            default: continue
            }
        }
        return result
    }

    func scene(_ transition: BlurReplaceTransition, showing: Bool) -> AnimationTimeline<Bool, Scene> {
        AnimationTimeline(duration: 3, model: { !showing }) { shown in Scene(shown: shown, transition: transition) }
            .at(0.5) { shown in withAnimation(.linear(duration: 1)) { shown = showing } }
    }

    @Test func insertionGoesFromBlurredSmallAndClearToSharp() {
        let timeline = scene(.blurReplace, showing: true)
        // Linear 1 s from 0.5 s: progress 0.25 at 0.75 s, 0.5 at 1 s.
        for (t, f) in [(0.75, 0.25), (1.0, 0.5)] {
            let e = Self.effects(timeline.layout(at: t).displayList.items)
            #expect(e.blur.count == 1 && abs(e.blur[0] - 10 * (1 - f)) < 1e-9, "at \(t): \(e)")
            #expect(e.opacity.count == 1 && abs(e.opacity[0] - f) < 1e-9, "at \(t): \(e)")
            #expect(e.scale.count == 1 && abs(e.scale[0] - (0.8 + 0.2 * f)) < 1e-9, "at \(t): \(e)")
        }
        let done = Self.effects(timeline.layout(at: 1.5).displayList.items)
        #expect(done.opacity.isEmpty && done.scale.isEmpty && done.blur.allSatisfy { $0 == 0 })
    }

    @Test func removalShrinksForDownUpAndGrowsForUpUp() {
        for (transition, end) in [(BlurReplaceTransition.blurReplace, 0.8), (.blurReplace(.upUp), 1.2), (.blurReplace(.downUp), 0.8)] {
            let e = Self.effects(scene(transition, showing: false).layout(at: 1).displayList.items)
            #expect(e.blur.count == 1 && abs(e.blur[0] - 5) < 1e-9, "\(e)")
            #expect(e.opacity.count == 1 && abs(e.opacity[0] - 0.5) < 1e-9, "\(e)")
            #expect(e.scale.count == 1 && abs(e.scale[0] - (1 + (end - 1) / 2)) < 1e-9, "\(e)")
            // Gone after the animation.
            #expect(scene(transition, showing: false).layout(at: 1.5).displayList.items.isEmpty)
        }
    }
}
