import Cairn
import Testing
import CairnTestSupport

/// Animated state changes on a timeline: values of views that keep their identity move from
/// old to new along the animation's curve (SwiftUI semantics; rendering.md "Animation").
@Suite struct AnimationTimelineTests {
    struct Model { var wide = false; var show = false; var left = true }

    func timeline() -> AnimationTimeline<Model, some View> {
        AnimationTimeline(duration: 2, model: { Model() }) { m in
            HStack(spacing: 0) {
                Color.red.frame(width: m.wide ? 100 : 20, height: 10).id("bar")
                Spacer(minLength: 0)
            }
            .frame(width: 200, height: 10)
        }
    }

    @Test func linearLayoutChangeInterpolatesFrames() {
        let t = timeline()
        t.at(0.5) { m in withAnimation(.linear(duration: 1)) { m.wide = true } }
        // Before the change: 20 wide. Halfway through the 1 s animation (t = 1): 60. After: 100.
        expectFrame(t.layout(at: 0.25), "bar", rect(0, 0, 20, 10))
        expectFrame(t.layout(at: 1.0), "bar", rect(0, 0, 60, 10))
        expectFrame(t.layout(at: 1.25), "bar", rect(0, 0, 80, 10))
        expectFrame(t.layout(at: 1.5), "bar", rect(0, 0, 100, 10))
        expectFrame(t.layout(at: 2.0), "bar", rect(0, 0, 100, 10))
    }

    @Test func changesWithoutAnimationJump() {
        let t = timeline()
        t.at(0.5) { m in m.wide = true }
        expectFrame(t.layout(at: 0.5), "bar", rect(0, 0, 100, 10))
    }

    @Test func easeInOutMidpointAndRetargeting() {
        let t = timeline()
        t.at(0) { m in withAnimation(.easeInOut(duration: 1)) { m.wide = true } }
        // easeInOut(0.5) = 0.5 → 20 + 0.5 · 80 = 60.
        expectFrame(t.layout(at: 0.5), "bar", rect(0, 0, 60, 10))
        // A second change at 0.5 s retargets from what is on screen (60) back to 20, linearly
        // over 1 s: at 1.0 s it is halfway, 40.
        t.at(0.5) { m in withAnimation(.linear(duration: 1)) { m.wide = false } }
        expectFrame(t.layout(at: 1.0), "bar", rect(0, 0, 40, 10))
    }

    @Test func implicitAnimationModifierAnimatesWhenItsValueChanges() {
        let t = AnimationTimeline(duration: 2, model: { Model() }) { m in
            Color.red.frame(width: m.wide ? 100 : 20, height: 10).id("bar")
                .animation(.linear(duration: 1), value: m.wide)
                .frame(width: 200, height: 10, alignment: .leading)
        }
        t.at(0) { m in m.wide = true }
        expectFrame(t.layout(at: 0.5), "bar", rect(0, 0, 60, 10))
    }

    @Test func insertionUsesItsTransition() throws {
        let t = AnimationTimeline(duration: 1, model: { Model() }) { m in
            ZStack {
                Color.clear.frame(width: 40, height: 40)
                if m.show { Color.blue.frame(width: 40, height: 40).transition(.opacity) }
            }
        }
        t.at(0) { m in withAnimation(.linear(duration: 1)) { m.show = true } }
        let renderer = AnimationRenderer(t, framesPerSecond: 4)
        // Frame 2 is t = 0.5: the inserted view fades in at opacity 0.5 → alpha 128 (±1).
        let alpha = Int(try renderer.bitmap(atFrame: 2).pixel(x: 20, y: 20).alpha)
        #expect(abs(alpha - 128) <= 1)
        #expect(renderer.frameCount == 4)
    }

    @Test func removalIsDrawnUntilItsAnimationEnds() throws {
        let t = AnimationTimeline(duration: 1, model: { Model(show: true) }) { m in
            ZStack {
                Color.clear.frame(width: 40, height: 40)
                if m.show { Color.blue.frame(width: 40, height: 40) }
            }
        }
        t.at(0) { m in withAnimation(.linear(duration: 1)) { m.show = false } }
        let renderer = AnimationRenderer(t, framesPerSecond: 4)
        // t = 0.25: the removed view is still drawn, fading out: opacity 0.75 → alpha 191 (±1).
        let alpha = Int(try renderer.bitmap(atFrame: 1).pixel(x: 20, y: 20).alpha)
        #expect(abs(alpha - 191) <= 1)
        // After the animation (t = 1) it is gone.
        #expect(!t.layout(at: 1).displayList.dump.contains("#007AFFFF"))
    }

    @Test func functionOfTimeScenes() {
        let t = AnimationTimeline(duration: 1) { time in
            Color.red.frame(width: 10 + 90 * time, height: 10).id("bar")
        }
        expectFrame(t.layout(at: 0.5), "bar", rect(0, 0, 55, 10))
    }

    @Test func effectsAndColoursInterpolate() throws {
        let t = AnimationTimeline(duration: 1, model: { Model() }) { m in
            Color(white: m.left ? 0 : 1).frame(width: 10, height: 10).offset(x: m.left ? 0 : 20)
                .frame(width: 40, height: 10, alignment: .leading)
        }
        t.at(0) { m in withAnimation(.linear(duration: 1)) { m.left = false } }
        let bitmap = try AnimationRenderer(t, framesPerSecond: 2).bitmap(atFrame: 1)
        // t = 0.5: offset 10 (the square covers x 10…20) and grey 0.5 → 128 (±1).
        #expect(bitmap.pixel(x: 5, y: 5).alpha == 0)
        let p = bitmap.pixel(x: 15, y: 5)
        #expect(abs(Int(p.red) - 128) <= 1 && p.alpha == 255)
    }
}

import Observation

/// An `@Observable` model drives a timeline as it is.
@Observable final class BarModel {
    var width: CGFloat = 20
}

@Suite struct ObservableTimelineTests {
    @Test func observableModelChangesAnimate() {
        let t = AnimationTimeline(duration: 1, model: { BarModel() }) { m in
            Color.red.frame(width: m.width, height: 10).id("bar").frame(width: 200, height: 10, alignment: .leading)
        }
        t.at(0) { m in withAnimation(.linear(duration: 1)) { m.width = 120 } }
        // Linear over 1 s: at 0.25 s, 20 + 0.25 · 100 = 45.
        expectFrame(t.layout(at: 0.25), "bar", rect(0, 0, 45, 10))
        // Every time starts from a fresh model: asking for an earlier time afterwards agrees.
        expectFrame(t.layout(at: 0), "bar", rect(0, 0, 20, 10))
    }

    @Test func timesAskedInAnyOrderAgree() {
        // A second pass over the times (a second export), a jump back, and time 0 asked
        // between frames (the frame size) each give the linear width 20 + 100 · t.
        let t = AnimationTimeline(duration: 1, model: { BarModel() }) { m in
            Color.red.frame(width: m.width, height: 10).id("bar").frame(width: 200, height: 10, alignment: .leading)
        }
        t.at(0) { m in withAnimation(.linear(duration: 1)) { m.width = 120 } }
        for time in [0.25, 0.75, 0.5, 0, 0.6, 0, 0.8, 0.1, 0.2, 1] {
            expectFrame(t.layout(at: time), "bar", rect(0, 0, 20 + 100 * time, 10))
        }
    }

    @Test func colorIsAnimatable() {
        var c = Color.black
        c.animatableData = Color.black.animatableData.interpolated(towards: Color.white.animatableData, amount: 0.5)
        #expect(c.resolved == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 1))
    }
}
