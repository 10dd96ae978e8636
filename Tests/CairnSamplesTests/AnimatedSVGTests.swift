import Cairn
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SampleScenes
import Testing
import CairnTestSupport

/// Animated SVG: SMIL `<animate>` with `keySplines` from the timing curves, for scenes whose
/// changes SMIL can express.
@Suite struct AnimatedSVGTests {
    struct Model { var wide = false }

    func bar(_ animation: Animation) -> AnimationRenderer<Model, some View> {
        let t = AnimationTimeline(duration: 2, model: { Model() }) { m in
            Color.red.frame(width: m.wide ? 100 : 20, height: 10).frame(width: 200, height: 10, alignment: .leading)
        }
        t.at(0.5) { m in withAnimation(animation) { m.wide = true } }
        return AnimationRenderer(t, framesPerSecond: 10)
    }

    func svg(_ r: AnimationRenderer<some Any, some View>) throws -> String {
        String(decoding: try r.animatedSVGData(), as: UTF8.self)
    }

    @Test func easeInOutBecomesTwoKeyframesWithItsControlPoints() throws {
        let text = try svg(bar(.easeInOut(duration: 1)))
        // The rectangle's path animates from 20 to 100 wide between t = 0.5 and 1.5 of 2 s:
        // keyTimes 0, 0.25 (hold, linear), 0.75 (the change, easeInOut's 0.42 0 0.58 1), 1.
        #expect(text.contains("attributeName=\"d\""))
        #expect(text.contains("keyTimes=\"0;0.25;0.75;1\""))
        #expect(text.contains("keySplines=\"0 0 1 1;0.42 0 0.58 1;0 0 1 1\""))
        #expect(text.contains("values=\"M 0 0 L 20 0 L 20 10 L 0 10 Z;M 0 0 L 20 0 L 20 10 L 0 10 Z;M 0 0 L 100 0 L 100 10 L 0 10 Z;M 0 0 L 100 0 L 100 10 L 0 10 Z\""))
        #expect(text.contains("dur=\"2s\" repeatCount=\"indefinite\""))
        #expect(wellFormed(text))
    }

    @Test func springsAreKeyframedAtTheFrameRate() throws {
        let text = try svg(bar(.spring(response: 0.5, dampingFraction: 0.5)))
        // No timing curve: every sample while the spring moves is a keyframe, joined linearly;
        // the still runs before (0…0.5 s) and after it settles collapse to their ends.
        let keyTimes = try #require(text.components(separatedBy: "keyTimes=\"").dropFirst().first?.components(separatedBy: "\"").first)
        let count = keyTimes.split(separator: ";").count
        #expect(count > 6 && count < 21)
        #expect(keyTimes.hasPrefix("0;0.25;0.3;"))
        #expect(!text.contains("0.42"))
    }

    @Test func unexpressibleScenesSayWhy() throws {
        let radar = try #require(AnimatedCatalog.sample(named: "radar-animated")).renderer(framesPerSecond: 10)
        #expect { try radar.animatedSVGData() } throws: { error in
            "\(error)".contains("appears or disappears") && "\(error)".contains("export a GIF")
        }
        let transition = try #require(AnimatedCatalog.sample(named: "transition")).renderer(framesPerSecond: 10)
        #expect { try transition.animatedSVGData() } throws: { error in "\(error)".contains("appears or disappears") }
    }

    @Test func angularGradientsAreRefusedNotApproximated() throws {
        let t = AnimationTimeline(duration: 1, model: { Model() }) { m in
            Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: m.wide ? 40 : 20, height: 20)
        }
        t.at(0) { m in withAnimation(.linear(duration: 1)) { m.wide = true } }
        #expect { try AnimationRenderer(t, framesPerSecond: 4).animatedSVGData() } throws: { error in
            "\(error)".contains("angular gradient")
        }
    }

    @Test func layoutChangeSampleIsDeterministic() throws {
        let r = try #require(AnimatedCatalog.sample(named: "layout-change")).renderer(framesPerSecond: 30)
        let a = try r.animatedSVGData(), b = try r.animatedSVGData()
        #expect(a == b)
        #expect(wellFormed(String(decoding: a, as: UTF8.self)))
    }

    func wellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
