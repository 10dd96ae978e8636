import Cairn
import Foundation
import Testing
import CairnTestSupport

/// A view's life on the virtual clock: onAppear, task, Task.sleep, timers, onChange and
/// withAnimation completions, replayed from time 0 (issue 13).
@Suite struct VirtualClockTests {
    /// A bar 0…100 wide for a value 0…1 inside a 200×10 leading frame: width = 100 × value.
    static func bar(_ value: Double, id: String = "bar") -> some View {
        Color.red.frame(width: 100 * value, height: 10).id(id)
            .frame(width: 200, height: 10, alignment: .leading)
    }

    func width(_ layout: ViewLayout, _ id: String = "bar") -> CGFloat { layout.frame(of: id)?.width ?? -1 }

    struct AppearLinear: View {
        @State private var progress = 0.0
        var body: some View {
            VirtualClockTests.bar(progress)
                .onAppear { withAnimation(.linear(duration: 3)) { progress = 1 } }
        }
    }

    @Test func onAppearLinearAnimationIsHalfwayAtHalfTime() {
        let renderer = AnimationRenderer(content: AppearLinear(), duration: 3)
        #expect(renderer.frameCount == 90)
        // linear 3 s from 0 to 1: 0.5 at 1.5 s → 50 wide; 0.25 at 0.75 s → 25; 1 at 3 s.
        #expect(close(width(renderer.timeline.layout(at: 1.5)), 50))
        #expect(close(width(renderer.timeline.layout(at: 0.75)), 25))
        #expect(close(width(renderer.timeline.layout(at: 3)), 100))
        #expect(width(renderer.timeline.layout(at: 0)) == 0)
        // ImageRenderer keeps SwiftUI's still semantics: the state before onAppear.
        #expect(ImageRenderer(content: AppearLinear()).layout.frame(of: "bar")?.width == 0)
    }

    struct SleepThenChange: View {
        @State private var done = false
        var body: some View {
            VirtualClockTests.bar(done ? 1 : 0.2)
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    done = true
                }
        }
    }

    @Test func taskSleepingOneSecondChangesStateAtFrame30() {
        let renderer = AnimationRenderer(content: SleepThenChange(), duration: 2, framesPerSecond: 30)
        // Frame 29 (0.967 s) still shows 20; frame 30 (1 s) shows 100 (no animation: a jump).
        #expect(close(width(renderer.timeline.layout(at: renderer.time(ofFrame: 29))), 20))
        #expect(close(width(renderer.timeline.layout(at: renderer.time(ofFrame: 30))), 100))
        #expect(close(width(renderer.timeline.layout(at: renderer.time(ofFrame: 0))), 20))
    }

    struct SleepSpellings: View {
        @State private var step = 0
        var body: some View {
            VirtualClockTests.bar(Double(step) / 4)
                .task {
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    step = 1
                    try? await ContinuousClock().sleep(for: .milliseconds(500))
                    step = 2
                    try? await SuspendingClock().sleep(for: .seconds(0.5))
                    step = 3
                    try? await Task.sleep(for: .seconds(0.5), tolerance: .zero)
                    step = 4
                }
        }
    }

    @Test func everySleepSpellingUsesVirtualTime() {
        let timeline = AnimationRenderer(content: SleepSpellings(), duration: 3).timeline
        let start = Date()
        // Steps at 0.5, 1.0, 1.5, 2.0 s: width 25 × step.
        for (time, expected) in [(0.49, 0.0), (0.5, 25), (0.99, 25), (1.0, 50), (1.5, 75), (1.99, 75), (2.0, 100)] {
            #expect(close(width(timeline.layout(at: time)), CGFloat(expected)), "at \(time) s")
        }
        // Virtual: seven replays sleeping up to 2 s each take far less than 2 s of wall time.
        #expect(Date().timeIntervalSince(start) < 2)
    }

    struct Ticker: View {
        @State private var ticks = 0
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        var body: some View {
            VirtualClockTests.bar(Double(ticks) / 10)
                .onReceive(timer) { _ in ticks += 1 }
        }
    }

    @Test func timerTicksOverThreeSeconds() {
        let timeline = AnimationRenderer(content: Ticker(), duration: 3).timeline
        // Ticks at 0.5, 1.0, ..., 3.0 s: 6 by 3 s (60 wide), 5 just before.
        #expect(close(width(timeline.layout(at: 3)), 60))
        #expect(close(width(timeline.layout(at: 2.99)), 50))
        #expect(close(width(timeline.layout(at: 0.4)), 0))
    }

    struct TimerDates: View {
        @State private var seconds = 0.0
        var body: some View {
            VirtualClockTests.bar(seconds / 100)
                .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { date in
                    seconds = date.timeIntervalSinceReferenceDate - 1000
                }
        }
    }

    @Test func timerDatesAreStartDatePlusVirtualTime() {
        let timeline = AnimationRenderer(content: TimerDates(), duration: 3).timeline
        timeline.startDate = Date(timeIntervalSinceReferenceDate: 1000)
        // Tick 2 at 2 s: date = 1000 + 2 → seconds 2 → width 2.
        #expect(close(width(timeline.layout(at: 2.5)), 2))
    }

    struct Completion: View {
        @State private var moved = false
        @State private var finished = false
        var body: some View {
            VStack(spacing: 0) {
                VirtualClockTests.bar(moved ? 1 : 0)
                VirtualClockTests.bar(finished ? 1 : 0, id: "done")
            }
            .onAppear {
                withAnimation(.linear(duration: 1)) { moved = true } completion: { finished = true }
            }
        }
    }

    @Test func withAnimationCompletionRunsWhenTheAnimationEnds() {
        let timeline = AnimationRenderer(content: Completion(), duration: 2).timeline
        #expect(close(width(timeline.layout(at: 0.5)), 50))
        #expect(width(timeline.layout(at: 0.99), "done") == 0)
        #expect(width(timeline.layout(at: 1.0), "done") == 100)
    }

    struct Parent: View {
        @State private var showChild = true
        @State private var childTicks = 0
        @State private var disappeared = false
        var body: some View {
            VStack(spacing: 0) {
                if showChild {
                    Color.blue.frame(width: 10, height: 10)
                        .task {
                            while !Task.isCancelled {
                                try? await Task.sleep(for: .seconds(0.25))
                                if Task.isCancelled { break }
                                childTicks += 1
                            }
                        }
                        .onDisappear { disappeared = true }
                }
                VirtualClockTests.bar(Double(childTicks) / 10)
                VirtualClockTests.bar(disappeared ? 1 : 0, id: "gone")
            }
            .task {
                try? await Task.sleep(for: .seconds(0.9))
                showChild = false
            }
        }
    }

    @Test func disappearanceCancelsTasksAndRunsOnDisappear() {
        let timeline = AnimationRenderer(content: Parent(), duration: 3).timeline
        // The child's task ticks at 0.25, 0.5, 0.75 s; at 0.9 s the parent's task removes the
        // child, cancelling it before its fourth tick (1 s).
        #expect(close(width(timeline.layout(at: 0.8)), 30))
        #expect(width(timeline.layout(at: 0.8), "gone") == 0)
        #expect(close(width(timeline.layout(at: 3)), 30))
        #expect(width(timeline.layout(at: 3), "gone") == 100)
    }

    struct Changer: View {
        @State private var value = 0
        @State private var seen = 0
        var body: some View {
            VirtualClockTests.bar(Double(seen) / 10)
                .onChange(of: value) { old, new in seen = old * 10 + new }
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    value = 1
                    try? await Task.sleep(for: .seconds(1))
                    value = 0
                }
        }
    }

    @Test func onChangeRunsWithOldAndNewValues() {
        let timeline = AnimationRenderer(content: Changer(), duration: 3).timeline
        // 0 → 1 at 1 s: seen = 0·10 + 1 = 1 (10 wide); 1 → 0 at 2 s: seen = 10 (100 wide).
        #expect(width(timeline.layout(at: 0.5)) == 0)
        #expect(close(width(timeline.layout(at: 1.5)), 10))
        #expect(close(width(timeline.layout(at: 2.5)), 100))
    }

    struct TaskID: View {
        @State private var id = 0
        @State private var starts = 0
        var body: some View {
            VirtualClockTests.bar(Double(starts) / 10)
                .task(id: id) { starts += 1 }
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    id = 1
                    try? await Task.sleep(for: .seconds(1))
                    id = 1  // unchanged: no restart
                }
        }
    }

    @Test func taskIDRestartsWhenTheIDChanges() {
        let timeline = AnimationRenderer(content: TaskID(), duration: 3).timeline
        #expect(close(width(timeline.layout(at: 0.5)), 10))
        #expect(close(width(timeline.layout(at: 2.5)), 20))
    }

    @Test func framesRenderedOutOfOrderAreByteIdentical() throws {
        let renderer = AnimationRenderer(content: Parent(), duration: 3, framesPerSecond: 30)
        let alone = try renderer.pngData(atFrame: 45)
        var inOrder: [Data] = []
        for frame in stride(from: 0, through: 90, by: 15) { inOrder.append(try renderer.pngData(atFrame: frame)) }
        #expect(inOrder[3] == alone)
        #expect(try renderer.pngData(at: 1.5) == alone)
        // And the frames differ where the state differs (0 s: no ticks; 1.5 s: three).
        #expect(inOrder[0] != alone)
    }

    @Test func sequentialAndFreshReplaysAgree() throws {
        // One timeline asked in order (continuing its replay) and a fresh timeline per frame.
        let sequential = AnimationRenderer(content: Ticker(), duration: 3, framesPerSecond: 10)
        var inOrder: [Data] = []
        for frame in 0..<sequential.frameCount { inOrder.append(try sequential.pngData(atFrame: frame)) }
        for frame in [29, 0, 17, 5] {
            let fresh = AnimationRenderer(content: Ticker(), duration: 3, framesPerSecond: 10)
            #expect(try fresh.pngData(atFrame: frame) == inOrder[frame], "frame \(frame)")
        }
        #expect(inOrder[0] != inOrder[29])
    }

    struct Pulse: View {
        @State private var big = false
        var body: some View {
            VirtualClockTests.bar(big ? 1 : 0.5)
                .onAppear {
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { big = true }
                }
        }
    }

    @Test func repeatForeverLoopsWithinTheExportedDuration() {
        let timeline = AnimationRenderer(content: Pulse(), duration: 4).timeline
        // 50 → 100 over 1 s, back over the next, forever: 75 at 0.5, 100 at 1 (leg end),
        // 75 at 1.5, 50 at 2, 62.5 at 2.25, 75 at 3.5.
        for (t, w) in [(0.5, 75.0), (1.5, 75), (2.0, 50), (2.25, 62.5), (3.5, 75)] {
            #expect(close(width(timeline.layout(at: t)), CGFloat(w)), "at \(t) s")
        }
    }

    struct TwoBars: View {
        @State private var a = 0.0
        @State private var b = 0.0
        let animatesB: Bool
        var body: some View {
            VStack(spacing: 0) {
                VirtualClockTests.bar(a, id: "a")
                VirtualClockTests.bar(b, id: "b")
            }
            .onAppear { withAnimation(.linear(duration: 2)) { a = 1 } }
            .task {
                try? await Task.sleep(for: .seconds(1))
                if animatesB {
                    withAnimation(.easeIn(duration: 1)) { b = 1 }
                } else {
                    b = 1
                }
            }
        }
    }

    @Test func aNewChangeLeavesUntouchedAnimationsRunning() {
        // A runs linear 0 → 100 over 2 s from the start; at 1 s a change touches only B.
        let jump = AnimationRenderer(content: TwoBars(animatesB: false), duration: 2).timeline
        // B jumps (no animation) while A keeps its curve: 75 at 1.5 s (not 100).
        #expect(close(width(jump.layout(at: 1.5), "a"), 75))
        #expect(close(width(jump.layout(at: 1.5), "b"), 100))
        let eased = AnimationRenderer(content: TwoBars(animatesB: true), duration: 2).timeline
        // B eases in over [1, 2] (easeIn(0.5) = 0.3153…, Bézier (0.42, 0)–(1, 1)), A stays linear.
        #expect(close(width(eased.layout(at: 1.5), "a"), 75))
        let expectedB = Animation.easeIn(duration: 1).fraction(at: 0.5) * 100
        #expect(close(width(eased.layout(at: 1.5), "b"), CGFloat(expectedB)))
        #expect(expectedB > 25 && expectedB < 40)
    }

    @Test func taskInitOutsideARendererIsSwiftsTask() async {
        // Cairn's `Task.init` overloads make an ordinary task outside a renderer: it runs,
        // and a real sleep takes real time.
        let start = Date()
        let value = await Task { () -> Int in
            try? await Task.sleep(for: .milliseconds(20))
            return 7
        }.value
        #expect(value == 7)
        #expect(Date().timeIntervalSince(start) >= 0.02)
        let thrown = await Task { () throws -> Int in throw CancellationError() }.result
        #expect((try? thrown.get()) == nil)
    }

    @Test func anInfiniteTimeRunsEveryEventOnceAndEnds() {
        // Found by CairnFuzz (animation seed 4): with every event run and no timer left, the
        // next instant is infinite and `layout(at: .infinity)` ran past the last event.
        struct Model { var wide = false }
        let t = AnimationTimeline(duration: 2, model: { Model() }) { m in
            VirtualClockTests.bar(m.wide ? 1 : 0.2)
        }
        t.at(0.5) { m in withAnimation(.linear(duration: 1)) { m.wide = true } }
        // The bar ends at its full width (the 1 s animation is over long before infinity).
        #expect(close(width(t.layout(at: .infinity)), 100))
    }

    struct SleepAfterChange: View {
        let id: Int
        @State private var done = false
        var body: some View {
            VirtualClockTests.bar(done ? 1 : 0.2)
                .task(id: id) {
                    guard id == 1 else { return }
                    try? await Task.sleep(for: .seconds(0.5))
                    done = true
                }
        }
    }

    /// A change scheduled with `at(1)` restarts a task that sleeps 0.5 s: it wakes at 1.5 s of
    /// the scene, not 0.5 s after the clock's last reading (0 here, before the clock learnt
    /// the change's time), so the bar is 20 wide at 1.2 s and 100 at 1.6 s.
    @Test func aTaskStartedByAScheduledChangeSleepsFromTheChangesTime() {
        struct Model { var id = 0 }
        let t = AnimationTimeline(duration: 3, model: { Model() }) { m in SleepAfterChange(id: m.id) }
        t.at(1) { m in m.id = 1 }
        #expect(close(width(t.layout(at: 0.9)), 20))
        #expect(close(width(t.layout(at: 1.2)), 20))
        #expect(close(width(t.layout(at: 1.6)), 100))
    }

    @Test func modelTimelinesStillWork() {
        // The model-driven form keeps its meaning (and runs lifecycle modifiers too).
        struct Model { var wide = false }
        let t = AnimationTimeline(duration: 2, model: { Model() }) { m in
            VirtualClockTests.bar(m.wide ? 1 : 0.2)
        }
        t.at(0.5) { m in withAnimation(.linear(duration: 1)) { m.wide = true } }
        #expect(close(width(t.layout(at: 1)), 60))
    }
}

/// Bad input on the virtual clock: every case ends in bounded time with a diagnostic.
@Suite struct VirtualClockBadInputTests {
    struct Spinner: View {
        @State private var value = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .task {
                    while !Task.isCancelled { value &+= 0 }
                }
        }
    }

    @Test func aTaskThatNeverSuspendsIsAbandoned() {
        let timeline = AnimationRenderer(content: Spinner(), duration: 1).timeline
        timeline.taskTimeLimit = 0.2
        let start = Date()
        let layout = timeline.layout(at: 0.5)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(layout.diagnostics.contains { $0.contains("without suspending") })
    }

    struct Yielder: View {
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .task { while true { await Task.yield() } }
        }
    }

    @Test func aTaskThatOnlyYieldsIsBounded() {
        let layout = AnimationRenderer(content: Yielder(), duration: 1).timeline.layout(at: 0.5)
        #expect(layout.diagnostics.contains { $0.contains("without waiting for time to pass") })
    }

    struct ZeroSleeper: View {
        @State private var n = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .task { while true { try? await Task.sleep(for: .zero); n &+= 1 } }
        }
    }

    @Test func aTaskSleepingZeroForeverIsBounded() {
        let layout = AnimationRenderer(content: ZeroSleeper(), duration: 1).timeline.layout(at: 0.5)
        #expect(layout.diagnostics.contains { $0.contains("time did not advance") })
    }

    struct ZeroTimer: View {
        @State private var ticks = 0
        var body: some View {
            VirtualClockTests.bar(Double(ticks) / 100)
                .onReceive(Timer.publish(every: 0, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
        }
    }

    @Test func aTimerWithIntervalZeroTicksEvery10ms() {
        let layout = AnimationRenderer(content: ZeroTimer(), duration: 1).timeline.layout(at: 0.1)
        // 10 ms ticks: 10 by 0.1 s (the 10th at 0.1 s, within a few ulps) → 10 wide.
        #expect(abs((layout.frame(of: "bar")?.width ?? 0) - 10) <= 1)
        #expect(layout.diagnostics.contains { $0.contains("interval") })
    }

    struct Feedback: View {
        @State private var value = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onChange(of: value, initial: true) { value += 1 }
        }
    }

    @Test func stateThatKeepsChangingStops() {
        let layout = AnimationRenderer(content: Feedback(), duration: 1).timeline.layout(at: 0.5)
        #expect(layout.diagnostics.contains { $0.contains("kept changing") })
    }

    struct EveryFrame: View {
        @State private var ticks = 0
        var body: some View {
            VirtualClockTests.bar(Double(ticks % 10) / 10)
                .onReceive(Timer.publish(every: 1.0 / 30, on: .main, in: .common).autoconnect()) { _ in
                    withAnimation(.linear(duration: 0.1)) { ticks += 1 }
                }
        }
    }

    @Test func stateChangingEveryFrameExportsInBoundedTime() throws {
        let renderer = AnimationRenderer(content: EveryFrame(), duration: 3, framesPerSecond: 30)
        let start = Date()
        var frames: [Data] = []
        for frame in 0..<renderer.frameCount { frames.append(try renderer.pngData(atFrame: frame)) }
        // 90 frames, each continuing the same replay: well under 10 s even in a debug build.
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(Set(frames).count > 5)
        // Frame 45 alone agrees with the sequential export.
        let fresh = AnimationRenderer(content: EveryFrame(), duration: 3, framesPerSecond: 30)
        #expect(try fresh.pngData(atFrame: 45) == frames[45])
    }

    struct NaNAnimation: View {
        @State private var on = false
        var body: some View {
            VirtualClockTests.bar(on ? 1 : 0)
                .onAppear { withAnimation(.linear(duration: .nan)) { on = true } completion: { on = true } }
        }
    }

    @Test func nanDurationsAreImmediate() {
        // A NaN animation duration is 0 (the change is immediate); a NaN scene duration is 0.
        let renderer = AnimationRenderer(content: NaNAnimation(), duration: .nan)
        #expect(renderer.frameCount == 0)
        #expect(renderer.timeline.layout(at: 0).frame(of: "bar")?.width == 100)
    }
}

/// `Task { }` in a main-actor context keeps inheriting the actor with Cairn's overloads
/// (compile check: the closure touches main-actor state without `await`).
@MainActor final class MainActorCounter {
    var count = 0
    func start() -> Task<Int, Never> {
        Task {
            count += 1
            return count
        }
    }
}

@Suite struct TaskIsolationTests {
    @Test @MainActor func mainActorTaskInheritsIsolation() async {
        let counter = MainActorCounter()
        #expect(await counter.start().value == 1)
    }
}
