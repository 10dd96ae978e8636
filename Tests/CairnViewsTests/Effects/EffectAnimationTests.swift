import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Effects animate: a shadow radius and a blur radius going from 0 to 10 over 1 s (linear)
/// are 5 half way; animated SVG refuses a filtered layer with its clear error.
@Suite struct EffectAnimationTests {
    struct Model { var on = false }

    func renderer() -> AnimationRenderer<Model, some View> {
        let t = AnimationTimeline(duration: 2, model: { Model() }) { m in
            Color.red.frame(width: 20, height: 20)
                .shadow(radius: m.on ? 10 : 0)
                .blur(radius: m.on ? 10 : 0)
                .frame(width: 60, height: 60)
        }
        t.at(0.5) { m in withAnimation(.linear(duration: 1)) { m.on = true } }
        return AnimationRenderer(t, framesPerSecond: 10)
    }

    @Test func shadowAndBlurRadiiInterpolate() throws {
        let r = renderer()
        // Frame 10 is t = 1 s, half way through the 0.5…1.5 s animation: σ = 5.
        let mid = r.displayList(atFrame: 10).dump
        #expect(mid.contains("filters=[blur(sigma=5)]"), "\(mid)")
        #expect(mid.contains("filters=[shadow(#000000") && mid.contains("sigma=5 x=0 y=0"), "\(mid)")
        let end = r.displayList(atFrame: 19).dump
        #expect(end.contains("filters=[blur(sigma=10)]"))
    }

    @Test func animatedSVGRefusesFilteredLayers() throws {
        #expect(throws: AnimatedSVGError.self) { try renderer().animatedSVGData() }
    }
}
