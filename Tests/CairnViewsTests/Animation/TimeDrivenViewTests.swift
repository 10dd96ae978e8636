import Cairn
import Foundation
import Testing
import CairnTestSupport

/// TimelineView, PhaseAnimator, KeyframeAnimator and KeyframeTimeline (issue 13).
@Suite struct TimeDrivenViewTests {
    func width(_ layout: ViewLayout, _ id: String = "bar") -> CGFloat { layout.frame(of: id)?.width ?? -1 }

    struct Bounce { var y = 0.0; var scale = 1.0 }

    @Test func keyframeTimelineValuesAtAndBetweenBoundaries() {
        let timeline = KeyframeTimeline(initialValue: Bounce()) {
            KeyframeTrack(\.y) {
                LinearKeyframe(100.0, duration: 1)
                LinearKeyframe(40.0, duration: 0.5, timingCurve: .easeInOut)
                MoveKeyframe(0.0)
                CubicKeyframe(20.0, duration: 1, startVelocity: 0, endVelocity: 60)
            }
            KeyframeTrack(\.scale) {
                SpringKeyframe(2.0, duration: 0.4, spring: Spring(duration: 0.5, bounce: 0.3))
            }
        }
        // y: 0 → 100 over [0, 1]; → 40 eased over [1, 1.5]; jump to 0; cubic to 20 over [1.5, 2.5].
        #expect(timeline.duration == 2.5)
        #expect(timeline.value(time: 0).y == 0)
        #expect(timeline.value(time: 0.25).y == 25)
        #expect(timeline.value(time: 1).y == 100)
        // easeInOut at 0.5 is 0.5: 100 + (40 − 100) · 0.5 = 70.
        #expect(abs(timeline.value(time: 1.25).y - 70) < 1e-9)
        // At 1.5 the move keyframe has jumped to 0 (the cubic starts from there).
        #expect(timeline.value(time: 1.5).y == 0)
        // Hermite, u = 0.5, d = 1: h00 = 0.5, h10 = 0.125, h01 = 0.5, h11 = −0.125:
        // 0·0.5 + 0·0.125 + 20·0.5 + 60·(−0.125) = 2.5.
        #expect(abs(timeline.value(time: 2).y - 2.5) < 1e-9)
        #expect(timeline.value(time: 2.5).y == 20)
        #expect(timeline.value(time: 9).y == 20)
        // Scale: the spring from 1 to 2 at 0.2 s is 1 + Spring.value(target: 1, time: 0.2);
        // after its 0.4 s segment it holds the spring's value at 0.4 s.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(timeline.value(time: 0.2).scale - (1 + spring.value(target: 1.0, time: 0.2))) < 1e-12)
        #expect(abs(timeline.value(time: 2).scale - (1 + spring.value(target: 1.0, time: 0.4))) < 1e-12)
        #expect(abs(timeline.value(progress: 0.4).y - 100) < 1e-9)
    }

    @Test func catmullRomVelocitiesBetweenCubicKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        // Velocities: 0 at the start and end, (30 − 0)/2 = 15 at t = 1 (Catmull-Rom).
        // Segment 1 at u = 0.5: 0·0.5 + 0 + 10·0.5 + 15·(−0.125) = 3.125.
        #expect(abs(timeline.value(time: 0.5) - 3.125) < 1e-12)
        // Segment 2 at u = 0.5: 10·0.5 + 15·0.125 + 30·0.5 + 0 = 21.875.
        #expect(abs(timeline.value(time: 1.5) - 21.875) < 1e-12)
        #expect(timeline.value(time: 1) == 10)
    }

    struct Bouncer: View {
        var body: some View {
            KeyframeAnimator(initialValue: 0.0) { value in
                Color.red.frame(width: value, height: 10).id("bar")
                    .frame(width: 200, height: 10, alignment: .leading)
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
                LinearKeyframe(0.0, duration: 1)
            }
        }
    }

    @Test func keyframeAnimatorRepeatsInARenderer() {
        let timeline = AnimationRenderer(content: Bouncer(), duration: 5).timeline
        // 2 s cycle: 50 at 0.5, 100 at 1, 50 at 1.5, 25 at 2.25 (0.25 into the next cycle), 75 at 4.75.
        for (t, w) in [(0.5, 50.0), (1, 100), (1.5, 50), (2.25, 25), (4.75, 75)] {
            #expect(abs(width(timeline.layout(at: t)) - CGFloat(w)) < 1e-9, "at \(t) s")
        }
        #expect(ImageRenderer(content: Bouncer()).layout.frame(of: "bar")?.width == 0)
    }

    struct Phases: View {
        var body: some View {
            PhaseAnimator([0.0, 100.0, 50.0]) { value in
                Color.red.frame(width: value, height: 10).id("bar")
                    .frame(width: 200, height: 10, alignment: .leading)
            } animation: { _ in .linear(duration: 1) }
        }
    }

    @Test func phaseAnimatorCyclesThroughPhases() {
        let timeline = AnimationRenderer(content: Phases(), duration: 4).timeline
        // 0 → 100 over [0, 1], → 50 over [1, 2], → 0 over [2, 3], → 100 over [3, 4].
        for (t, w) in [(0.5, 50.0), (1, 100), (1.5, 75), (2.5, 25), (3, 0), (3.25, 25)] {
            #expect(abs(width(timeline.layout(at: t)) - CGFloat(w)) < 1e-9, "at \(t) s")
        }
    }

    struct Clock: View {
        var body: some View {
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 1000), by: 1)) { context in
                Color.red.frame(width: CGFloat(context.date.timeIntervalSinceReferenceDate - 1000), height: 10).id("bar")
                    .frame(width: 200, height: 10, alignment: .leading)
            }
        }
    }

    struct Smooth: View {
        var body: some View {
            TimelineView(.animation) { context in
                Color.red.frame(width: CGFloat(10 * (context.date.timeIntervalSinceReferenceDate - 1000)), height: 10).id("bar")
                    .frame(width: 200, height: 10, alignment: .leading)
            }
        }
    }

    @Test func timelineViewDatesFollowTheVirtualClock() {
        let periodic = AnimationRenderer(content: Clock(), duration: 3).timeline
        periodic.startDate = Date(timeIntervalSinceReferenceDate: 1000)
        // Entries each second from 1000: at 2.5 s the latest is 1002.
        #expect(width(periodic.layout(at: 2.5)) == 2)
        #expect(width(periodic.layout(at: 0.5)) == 0)
        let animation = AnimationRenderer(content: Smooth(), duration: 3).timeline
        animation.startDate = Date(timeIntervalSinceReferenceDate: 1000)
        #expect(abs(width(animation.layout(at: 1.25)) - 12.5) < 1e-6)
        // A still: the default scene start (2001-01-01), so periodic from 1000 shows its first entry.
        #expect(ImageRenderer(content: Clock()).layout.frame(of: "bar")?.width == 0)
        // Explicit dates: the latest at or before now.
        let dates = [1000.5, 1001.75].map { Date(timeIntervalSinceReferenceDate: $0) }
        let explicit = AnimationTimeline(duration: 3) { _ in
            TimelineView(.explicit(dates)) { context in
                Color.red.frame(width: CGFloat(context.date.timeIntervalSinceReferenceDate - 1000), height: 10).id("bar")
            }
        }
        explicit.startDate = Date(timeIntervalSinceReferenceDate: 1000)
        #expect(width(explicit.layout(at: 1)) == 0.5)
        #expect(width(explicit.layout(at: 2)) == 1.75)
    }
}

/// `.slide` and `.push(from:)` transitions (issue 13).
@Suite struct SlidePushTransitionTests {
    struct Model { var show = false }

    /// The horizontal translation and the opacity of the first group around the blue square.
    func effects(_ transition: AnyTransition, show: Bool, at time: Double) -> (tx: CGFloat, opacity: Double) {
        let t = AnimationTimeline(duration: 1, model: { Model(show: !show) }) { m in
            ZStack {
                Color.clear.frame(width: 40, height: 40)
                if m.show { Color.blue.frame(width: 40, height: 20).transition(transition) }
            }
        }
        t.at(0) { m in withAnimation(.linear(duration: 1)) { m.show = show } }
        var tx: CGFloat = 0, opacity = 1.0
        func visit(_ items: [DisplayList.Item]) {
            for case let .group(g) in items {
                tx += g.transform.tx
                opacity *= g.opacity
                visit(g.content.items)
            }
        }
        visit(t.layout(at: time).displayList.items)
        return (tx, opacity)
    }

    @Test func slideMovesInFromLeadingAndOutToTrailing() {
        // Insertion at 0.25 s: offset −40 · (1 − 0.25) = −30; removal at 0.25: +40 · 0.25 = 10.
        #expect(effects(.slide, show: true, at: 0.25).tx == -30)
        #expect(effects(.slide, show: false, at: 0.25).tx == 10)
    }

    @Test func pushFadesAndMovesFromTheEdge() {
        // push(from: .trailing): in from +40 at opacity 0.5 halfway; out towards −40 (leading).
        let insertion = effects(.push(from: .trailing), show: true, at: 0.5)
        #expect(insertion.tx == 20 && abs(insertion.opacity - 0.5) < 1e-9)
        let removal = effects(.push(from: .trailing), show: false, at: 0.75)
        #expect(removal.tx == -30 && abs(removal.opacity - 0.25) < 1e-9)
    }
}

/// `matchedGeometryEffect` with `@Namespace`: a view moving between two stacks (issue 13).
@Suite struct MatchedGeometryTests {
    struct Mover: View {
        @Namespace private var ns
        @State private var right = false
        var body: some View {
            HStack(spacing: 0) {
                VStack {
                    if !right { Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: "dot", in: ns) }
                }
                .frame(width: 100, height: 100, alignment: .topLeading)
                VStack {
                    if right { Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: "dot", in: ns) }
                }
                .frame(width: 100, height: 100, alignment: .bottomTrailing)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { right = true } }
        }
    }

    @Test func theFrameAnimatesBetweenContainers() throws {
        let renderer = AnimationRenderer(content: Mover(), duration: 1, framesPerSecond: 2)
        #expect(renderer.size == CGSize(width: 200, height: 100))
        // Old frame (0, 0, 20, 20), new (160, 60, 40, 40): halfway (80, 30, 30, 30), where both
        // views cross-fade at opacity 0.5: alpha 1 − 0.5 · 0.5 = 0.75 → 191 (±2).
        let mid = try renderer.bitmap(atFrame: 1)
        #expect(abs(Int(mid.pixel(x: 95, y: 45).alpha) - 191) <= 2)
        #expect(mid.pixel(x: 82, y: 32).alpha > 0 && mid.pixel(x: 108, y: 58).alpha > 0)
        // Nothing is drawn at either end's own place (no fade in place).
        #expect(mid.pixel(x: 10, y: 10).alpha == 0)
        #expect(mid.pixel(x: 190, y: 90).alpha == 0)
        #expect(mid.pixel(x: 112, y: 62).alpha == 0)
        // After the animation: only the new view, at its own frame.
        let end = try renderer.image(at: 1)
        #expect(end.pixel(x: 180, y: 80).alpha == 255 && end.pixel(x: 95, y: 45).alpha == 0)
    }
}

/// The trigger and modifier forms of the phase and keyframe animators, and more schedules.
@Suite struct AnimatorFormTests {
    func width(_ layout: ViewLayout) -> CGFloat { layout.frame(of: "bar")?.width ?? -1 }

    struct TriggeredPhases: View {
        @State private var taps = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .phaseAnimator([0.0, 100.0], trigger: taps) { content, phase in
                    content.frame(width: phase, height: 10).id("bar")
                } animation: { _ in .linear(duration: 1) }
                .frame(width: 200, height: 10, alignment: .leading)
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    taps += 1
                }
        }
    }

    @Test func phaseAnimatorWithATriggerRunsOnceThroughThePhases() {
        let timeline = AnimationRenderer(content: TriggeredPhases(), duration: 5).timeline
        // Idle at phase 0 until the trigger at 1 s; then 0 → 100 over [1, 2], back to 0 over
        // [2, 3], then it stays at the first phase.
        for (t, w) in [(0.5, 0.0), (1.5, 50), (2, 100), (2.5, 50), (3.5, 0), (4.5, 0)] {
            #expect(abs(width(timeline.layout(at: t)) - CGFloat(w)) < 1e-9, "at \(t) s")
        }
    }

    struct TriggeredKeyframes: View {
        @State private var jumps = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 10.0, trigger: jumps) { content, value in
                    content.frame(width: value, height: 10).id("bar")
                } keyframes: { _ in
                    LinearKeyframe(110.0, duration: 1)
                    LinearKeyframe(60.0, duration: 1)
                }
                .frame(width: 200, height: 10, alignment: .leading)
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    jumps += 1
                }
        }
    }

    @Test func keyframeAnimatorWithATriggerPlaysOnceAndHolds() {
        let timeline = AnimationRenderer(content: TriggeredKeyframes(), duration: 4).timeline
        // The initial value until 0.5 s; 10 → 110 over [0.5, 1.5]; → 60 over [1.5, 2.5]; holds 60.
        for (t, w) in [(0.25, 10.0), (1.0, 60), (1.5, 110), (2.0, 85), (3.5, 60)] {
            #expect(abs(width(timeline.layout(at: t)) - CGFloat(w)) < 1e-9, "at \(t) s")
        }
    }

    @Test func everyMinuteAndMinimumIntervalSchedules() {
        let minute = AnimationTimeline(duration: 120) { _ in
            TimelineView(.everyMinute) { context in
                Color.red.frame(width: CGFloat(context.date.timeIntervalSinceReferenceDate - 3600), height: 10).id("bar")
            }
        }
        // Start 3630 (0:30 past a minute): the start until 3660, then each whole minute.
        minute.startDate = Date(timeIntervalSinceReferenceDate: 3630)
        #expect(width(minute.layout(at: 10)) == 30)
        #expect(width(minute.layout(at: 40)) == 60)
        #expect(width(minute.layout(at: 95)) == 120)
        let stepped = AnimationTimeline(duration: 2) { _ in
            TimelineView(.animation(minimumInterval: 0.25)) { context in
                Color.red.frame(width: CGFloat(100 * context.date.timeIntervalSinceReferenceDate), height: 10).id("bar")
            }
        }
        // Quantised to 0.25 s steps from the start (2001-01-01 = 0): 0.6 s shows 0.5 → 50.
        #expect(width(stepped.layout(at: 0.6)) == 50)
        let paused = AnimationTimeline(duration: 2) { _ in
            TimelineView(.animation(minimumInterval: nil, paused: true)) { context in
                Color.red.frame(width: CGFloat(100 * context.date.timeIntervalSinceReferenceDate), height: 10).id("bar")
            }
        }
        #expect(width(paused.layout(at: 1.5)) == 0)
    }

    struct OneArgumentChange: View {
        @State private var value = 0
        @State private var seen = 0
        @State private var calls = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: CGFloat(seen), height: 10).id("bar")
                Color.red.frame(width: CGFloat(calls), height: 10).id("calls")
            }
            .onChange(of: value) { newValue in seen = newValue * 10 }
            .onChange(of: value, initial: true) { calls += 1 }
            .task {
                try? await Task.sleep(for: .seconds(1))
                value = 7
            }
        }
    }

    @Test func deprecatedAndZeroArgumentOnChange() {
        let timeline = AnimationRenderer(content: OneArgumentChange(), duration: 2).timeline
        // initial: true runs once at appearance, again at the change; the one-argument form
        // only at the change (7 · 10 = 70).
        #expect(timeline.layout(at: 0.5).frame(of: "calls")?.width == 1)
        let after = timeline.layout(at: 1.5)
        #expect(after.frame(of: "bar")?.width == 70)
        #expect(after.frame(of: "calls")?.width == 2)
    }
}

/// A custom iOS 17 `Transition` (issue 13).
@Suite struct CustomTransitionTests {
    struct SlideFade: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .offset(x: 40 * phase.value)
                .opacity(phase.isIdentity ? 1 : 0)
        }
    }

    struct Model { var show = false }

    struct Fade: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View {
            content.opacity(amount).offset(x: (1 - amount) * 40)
        }
    }

    func effects(show: Bool, at time: Double, _ transition: AnyTransition? = nil) -> (tx: CGFloat, opacity: Double, fills: Int) {
        let t = AnimationTimeline(duration: 1, model: { Model(show: !show) }) { m in
            ZStack {
                Color.clear.frame(width: 40, height: 40)
                if m.show {
                    if let transition {
                        Color.blue.frame(width: 40, height: 20).transition(transition)
                    } else {
                        Color.blue.frame(width: 40, height: 20).transition(SlideFade())
                    }
                }
            }
        }
        t.at(0) { m in withAnimation(.linear(duration: 1)) { m.show = show } }
        var tx: CGFloat = 0, opacity = 1.0, fills = 0
        func visit(_ items: [DisplayList.Item]) {
            for item in items {
                switch item {
                case let .group(g):
                    tx += g.transform.tx
                    opacity *= g.opacity
                    visit(g.content.items)
                case .fill: fills += 1
                default: break
                }
            }
        }
        visit(t.layout(at: time).displayList.items)
        return (tx, opacity, fills)
    }

    @Test func insertionAnimatesFromWillAppear() {
        // willAppear: offset −40, opacity 0 → identity: 0, 1. Halfway: −20, 0.5.
        let mid = effects(show: true, at: 0.5)
        // Two fills: the clear square and the blue view.
        #expect(mid.tx == -20 && abs(mid.opacity - 0.5) < 1e-9 && mid.fills == 2)
        let end = effects(show: true, at: 1)
        #expect(end.tx == 0 && end.opacity == 1)
    }

    @Test func removalAnimatesToDidDisappear() {
        // identity → didDisappear: offset +40, opacity 0. A quarter in: +10, 0.75; then gone.
        let quarter = effects(show: false, at: 0.25)
        #expect(quarter.tx == 10 && abs(quarter.opacity - 0.75) < 1e-9 && quarter.fills == 2)
        // Once the animation ends only the clear square is left.
        #expect(effects(show: false, at: 1).fills == 1)
    }
}

extension CustomTransitionTests {
    @Test func modifierTransitionAndErasedCustomTransition() {
        let fade = AnyTransition.modifier(active: Fade(amount: 0), identity: Fade(amount: 1))
        // Amount 0 → 1 over the insertion: halfway opacity 0.5, offset 20.
        let mid = effects(show: true, at: 0.5, fade)
        #expect(mid.tx == 20 && abs(mid.opacity - 0.5) < 1e-9 && mid.fills == 2)
        // AnyTransition(SlideFade()) behaves as SlideFade().
        let erased = effects(show: true, at: 0.5, AnyTransition(SlideFade()))
        #expect(erased.tx == -20 && abs(erased.opacity - 0.5) < 1e-9)
        // Asymmetric: removed with .opacity (an effect), the modifier staying at identity.
        let removal = effects(show: false, at: 0.25, .asymmetric(insertion: fade, removal: .opacity))
        #expect(removal.tx == 0 && abs(removal.opacity - 0.75) < 1e-9 && removal.fills == 2)
        // Combined with .opacity: both apply (0.5 · 0.5 halfway in).
        let both = effects(show: true, at: 0.5, fade.combined(with: .opacity))
        #expect(both.tx == 20 && abs(both.opacity - 0.25) < 1e-9)
    }
}
