import CairnAnimation
import CairnGeometry
import CairnLayout
import Foundation

// Views whose content is a function of time: TimelineView, PhaseAnimator, KeyframeAnimator.
// In a scene rendered by `AnimationRenderer` time is the scene's virtual clock (laid out at
// each frame's time); `ImageRenderer` shows them at time 0 of a scene starting at
// 2001-01-01 00:00:00 UTC (`AnimationTimeline.startDate`'s default), so a still is the
// same whenever it is rendered.

/// The scene's clock as views see it while being laid out.
struct SceneTime {
    /// The scene's date at time 0.
    var startDate: Date
    /// Seconds since the scene started.
    var seconds: Double
    var date: Date { startDate.addingTimeInterval(seconds) }
    static let still = SceneTime(startDate: EnvironmentValues.defaultReferenceDate, seconds: 0)
}

private struct SceneTimeKey: EnvironmentKey {
    static var defaultValue: SceneTime { .still }
}

extension EnvironmentValues {
    /// The scene's clock (set by `AnimationTimeline` for each frame).
    var sceneTime: SceneTime {
        get { self[SceneTimeKey.self] }
        set { self[SceneTimeKey.self] = newValue }
    }

    /// Sets the scene's clock for a layout at `seconds` of a scene starting at `startDate`.
    package mutating func setSceneTime(startDate: Date, seconds: Double) {
        sceneTime = SceneTime(startDate: startDate, seconds: seconds)
    }
}

/// Gives its content the scene time it is laid out at.
private struct SceneTimeReader<Content: View>: View, PrimitiveView {
    let content: (SceneTime) -> Content
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.resolve(content(context.environment.sceneTime))
    }
}

// MARK: - TimelineView

/// How often a timeline view updates (SwiftUI's `TimelineScheduleMode`).
public enum TimelineScheduleMode: Sendable {
    /// Updates as the schedule asks.
    case normal
    /// The system may update less often (Cairn treats it as `normal`).
    case lowFrequency
}

/// A schedule of dates at which a `TimelineView` updates (SwiftUI's `TimelineSchedule`).
public protocol TimelineSchedule {
    /// The dates, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// The date a schedule shows at `now`, computed directly (the built-in schedules).
protocol DirectTimelineSchedule {
    func date(at now: Date, start: Date) -> Date
}

/// Updates as often as an animation runs: every frame (SwiftUI's `.animation`).
public struct AnimationTimelineSchedule: TimelineSchedule, DirectTimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    /// A schedule updating every frame, at most once per `minimumInterval` seconds, or not at
    /// all while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.paused = paused
    }

    /// Dates from `startDate`, 1/120 s apart (or `minimumInterval`).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let step = minimumInterval ?? 1.0 / 120
        let paused = self.paused
        return AnySequence(sequence(first: startDate) { paused ? nil : $0.addingTimeInterval(step) })
    }

    func date(at now: Date, start: Date) -> Date {
        if paused { return start }
        guard let step = minimumInterval else { return now }
        let k = (now.timeIntervalSince(start) / step).rounded(.down)
        return start.addingTimeInterval(max(k, 0) * step)
    }
}

/// Updates every `interval` seconds from a start date (SwiftUI's `.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, DirectTimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    /// A schedule of `startDate`, `startDate + interval`, ... (an interval that is NaN,
    /// infinite or ≤ 0 updates once, at `startDate`).
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval.isFinite && interval > 0 ? interval : 0
    }

    /// The dates `start + k · interval`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let (start, interval) = (self.start, self.interval)
        return AnySequence(sequence(first: 0) { $0 + 1 }.lazy.map { start.addingTimeInterval(Double($0) * interval) }.prefix(interval > 0 ? Int.max : 1))
    }

    func date(at now: Date, start _: Date) -> Date {
        guard interval > 0 else { return start }
        let k = (now.timeIntervalSince(start) / interval).rounded(.down)
        return start.addingTimeInterval(max(k, 0) * interval)
    }
}

/// Updates at the start of every minute (SwiftUI's `.everyMinute`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, DirectTimelineSchedule, Sendable {
    /// The schedule.
    public init() {}

    /// The start date, then the start of each following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let first = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return AnySequence(sequence(first: startDate) { d in
            let next = max(first, (d.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60) + 60
            return Date(timeIntervalSinceReferenceDate: next)
        })
    }

    func date(at now: Date, start: Date) -> Date {
        let minute = Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
        return max(minute, start)
    }
}

/// Updates at the given dates (SwiftUI's `.explicit(_:)`).
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    /// A schedule of `dates`.
    public init(_ dates: Dates) { self.dates = dates }
    /// The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most once per `minimumInterval` seconds, or not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// A view that updates on a schedule (SwiftUI's `TimelineView`): its content gets the date
/// of the schedule's latest entry.
///
/// In `AnimationRenderer` the date is the scene's start date (`AnimationTimeline.startDate`)
/// plus the frame's virtual time, so a clock exports the same frames whenever it is rendered.
/// The date shown at time `now` is the last entry at or before it (the first entry if none
/// is; `now` if the schedule has no entries); at most 100,000 entries of a custom schedule
/// are read.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content of a timeline view gets: the date and how often it changes.
    public struct Context {
        /// How often the view updates.
        public enum Cadence: Comparable, Sendable {
            /// Every frame.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }
        /// The date of the entry being shown.
        public let date: Date
        /// The rate of updates (`.live` in Cairn).
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// A view of `content`, updated on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// A primitive view: Cairn lays it out itself.
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let time = context.environment.sceneTime
        let date = Self.entry(of: schedule, at: time.date, start: time.startDate)
        return context.child(0).resolve(content(TimelineViewDefaultContext(date: date, cadence: .live)))
    }

    static func entry(of schedule: Schedule, at now: Date, start: Date) -> Date {
        if let direct = schedule as? DirectTimelineSchedule { return direct.date(at: now, start: start) }
        var shown: Date?
        var count = 0
        for date in schedule.entries(from: start, mode: .normal) {
            count += 1
            if date > now || count > 100_000 { return shown ?? date }
            shown = date
        }
        return shown ?? now
    }
}

/// The context a `TimelineView`'s content gets (SwiftUI's `TimelineViewDefaultContext`: one
/// context type whatever the content, so the content's type can be inferred).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// MARK: - PhaseAnimator

/// An `Equatable` box for any trigger value.
struct AnyTrigger: Equatable {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
    static func == (a: AnyTrigger, b: AnyTrigger) -> Bool { a.equals(b.value) }
}

/// A view that animates its content through a sequence of phases (SwiftUI's
/// `PhaseAnimator`): without a trigger it cycles through them for as long as it is shown,
/// from the first; with one it runs through them once each time the trigger changes, ending
/// back at the first. Each step animates with `animation(phase)` (the phase being reached)
/// and the next starts when it completes.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0

    /// Cycles through `phases` continuously.
    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once whenever `trigger` changes.
    public init<Phases: Sequence, Trigger: Equatable>(_ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
                                                      animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        self.phases = Array(phases)
        self.trigger = AnyTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// The phases' content, animated from phase to phase.
    public var body: some View {
        Group {
            if !phases.isEmpty { content(phases[min(index, phases.count - 1)]) }
        }
        .onAppear { if trigger == nil { step(to: 1, looping: true) } }
        .onChange(of: trigger) { step(to: 1, looping: false) }
    }

    /// Animates to phase `i` (mod the count), then to the next when that completes.
    private func step(to i: Int, looping: Bool) {
        guard phases.count > 1 else { return }
        let next = i % phases.count
        let index = $index
        let phases = self.phases, animation = self.animation
        func go(_ next: Int) {
            withAnimation(animation(phases[next])) { index.wrappedValue = next } completion: {
                if next == 0 && !looping { return }
                go((next + 1) % phases.count)
            }
        }
        go(next)
    }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier is applied to, inside its
/// content closure (SwiftUI's `PlaceholderContentView`).
public struct PlaceholderContentView<Value>: View {
    let view: AnyView
    /// The modified view.
    public var body: some View { view }
}

extension View {
    /// Cycles this view through `phases` continuously, drawn by `content` (SwiftUI's
    /// `phaseAnimator(_:content:animation:)`).
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        let placeholder = PlaceholderContentView<Self>(view: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Runs this view through `phases` once whenever `trigger` changes (SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`).
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable, Modified: View>(
        _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        let placeholder = PlaceholderContentView<Self>(view: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}

// MARK: - KeyframeAnimator

/// A view whose content follows keyframes over time (SwiftUI's `KeyframeAnimator`):
/// repeating from when it appears, or played once each time a trigger changes (then holding
/// the last value).
///
/// The value is `KeyframeTimeline.value(time:)` of the time since the view appeared (modulo
/// the keyframes' duration when repeating) or since the trigger last changed, evaluated
/// exactly at each frame's time.
public struct KeyframeAnimator<Value, Content: View>: View {
    let initialValue: Value
    let repeating: Bool
    let trigger: AnyTrigger?
    let content: (Value) -> Content
    let keyframes: (Value) -> Keyframes<Value>
    /// The scene time the keyframes started (nil: not playing).
    @State private var start: Double?

    /// Plays the keyframes from when the view appears, repeating them if `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes<Value>) {
        self.initialValue = initialValue
        self.repeating = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once each time `trigger` changes.
    public init<Trigger: Equatable>(initialValue: Value, trigger: Trigger, @ViewBuilder content: @escaping (Value) -> Content,
                                    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes<Value>) {
        self.initialValue = initialValue
        repeating = false
        self.trigger = AnyTrigger(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    /// The content for the keyframes' value now.
    public var body: some View {
        let start = self.start
        let timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
        let repeating = self.repeating
        let initialValue = self.initialValue
        let content = self.content
        let startBinding = $start
        let playsOnAppear = trigger == nil && repeating
        return SceneTimeReader { time in
            content(Self.value(timeline, initialValue, start: start, now: time.seconds, repeating: repeating))
        }
        .onAppear { if playsOnAppear, let now = SceneClock.current?.now { startBinding.wrappedValue = now } }
        .onChange(of: trigger) { if let now = SceneClock.current?.now { startBinding.wrappedValue = now } }
    }

    static func value(_ timeline: KeyframeTimeline<Value>, _ initial: Value, start: Double?, now: Double, repeating: Bool) -> Value {
        guard let start else { return initial }
        var t = now - start
        let d = timeline.duration
        if repeating && d > 0 { t = t.truncatingRemainder(dividingBy: d) }
        return timeline.value(time: t)
    }
}

extension View {
    /// Plays keyframes on this view, drawn by `content` with their value, repeating if
    /// `repeating` (SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`).
    public func keyframeAnimator<Value, Modified: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(view: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Plays keyframes on this view once each time `trigger` changes (SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`).
    public func keyframeAnimator<Value, Trigger: Equatable, Modified: View>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(view: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
