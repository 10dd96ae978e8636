import CairnCombine
import CairnGeometry
import Foundation

// Lifecycle modifiers. `ImageRenderer` keeps SwiftUI's still semantics: it draws the state
// before any of these run (SwiftUI's ImageRenderer runs no appearance actions or tasks
// either). `AnimationTimeline` and `AnimationRenderer` run them on the scene's virtual clock:
// a view's `onAppear` actions and tasks start when it first appears (time 0 for the views
// present at the start), its `onDisappear` actions run and its tasks are cancelled when it
// is removed, `onChange` actions run when their value changes, timers tick.

/// One lifecycle modifier of a view, kept on its node for the scene to run.
final class LifecycleBehavior: PassthroughBehavior {
    enum Event {
        case appear(() -> Void)
        case disappear(() -> Void)
        /// A task, restarted when `id` changes (`differs` compares with an older id).
        case task(id: Any?, differs: (Any?) -> Bool, priority: TaskPriority, action: () async -> Void)
        case change(value: Any, differs: (Any) -> Bool, initial: Bool, action: (Any, Any) -> Void)
        case timer(interval: Double, action: (Date) -> Void)
    }

    let event: Event
    init(_ event: Event) { self.event = event }
}

extension View {
    /// Adds an action to perform before this view appears (SwiftUI's `onAppear(perform:)`).
    ///
    /// `AnimationRenderer` calls it when the view first appears in the scene (time 0 for the
    /// views present at the start); `ImageRenderer` draws the state before it runs, as
    /// SwiftUI's `ImageRenderer` does.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        PassthroughView(content: self, name: "OnAppear") { LifecycleBehavior(.appear(action ?? {})) }
    }

    /// Adds an action to perform after this view disappears (SwiftUI's
    /// `onDisappear(perform:)`); `AnimationRenderer` calls it when the view is removed.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        PassthroughView(content: self, name: "OnDisappear") { LifecycleBehavior(.disappear(action ?? {})) }
    }

    /// Adds an asynchronous task to perform before this view appears (SwiftUI's
    /// `task(priority:_:)`); it is cancelled when the view disappears.
    ///
    /// `AnimationRenderer` starts it when the view appears and runs it on the scene's virtual
    /// clock: `Task.sleep(for:)`, `Task.sleep(nanoseconds:)` and `ContinuousClock().sleep(for:)`
    /// inside it wait in animation time, so a task that sleeps 1 s then changes state changes
    /// it exactly 1 s into the animation. `ImageRenderer` does not start it.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        PassthroughView(content: self, name: "Task") {
            LifecycleBehavior(.task(id: nil, differs: { _ in false }, priority: priority, action: action))
        }
    }

    /// Adds a task to perform before this view appears or when `value` changes (SwiftUI's
    /// `task(id:priority:_:)`): a change cancels the running task and starts a new one.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        PassthroughView(content: self, name: "Task") {
            LifecycleBehavior(.task(id: value, differs: { ($0 as? T) != value }, priority: priority, action: action))
        }
    }

    /// Adds an action to perform when `value` changes, given the old and new values
    /// (SwiftUI's iOS 17 `onChange(of:initial:_:)`); with `initial: true` it also runs when
    /// the view appears (old and new both the current value).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        PassthroughView(content: self, name: "OnChange") {
            LifecycleBehavior(.change(value: value, differs: { ($0 as? V) != value }, initial: initial, action: { old, new in
                if let old = old as? V, let new = new as? V { action(old, new) }
            }))
        }
    }

    /// Adds an action to perform when `value` changes (SwiftUI's iOS 17
    /// `onChange(of:initial:_:)` with a closure that takes no values).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// Adds an action to perform when `value` changes, given the new value (SwiftUI's
    /// `onChange(of:perform:)`, deprecated in iOS 17).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { (_: V, new: V) in action(new) }
    }

    /// Performs `action` with the date of each tick of a timer made by `Timer.publish(every:…)`
    /// (SwiftUI's `onReceive(_:perform:)` with `Timer.publish(every:on:in:).autoconnect()`).
    ///
    /// `AnimationRenderer` ticks the timer on the scene's virtual clock: the first tick one
    /// interval after the view appears, then every interval while it stays, each with the
    /// scene's date (start date + virtual time). An interval that is NaN, infinite or ≤ 0
    /// ticks every 10 ms with a diagnostic (Foundation uses 0.1 ms; Cairn bounds the work).
    public func onReceive(_ publisher: Timer.TimerPublisher, perform action: @escaping (Date) -> Void) -> some View {
        PassthroughView(content: self, name: "OnReceive") {
            LifecycleBehavior(.timer(interval: publisher.interval, action: action))
        }
    }

    /// Runs `action` with each value `publisher` publishes, as SwiftUI's
    /// `onReceive(_:perform:)` for any Combine publisher (Cairn's `CairnCombine` shim): it
    /// subscribes when the view appears and runs the action for every value published then
    /// (`Just`, a `CurrentValueSubject`'s current value, a `@Published` property's value).
    /// Values sent later by the scene's code are not delivered in this version of Cairn, and a
    /// still (`ImageRenderer`) runs no appearance action, as SwiftUI's. Timers use the overload
    /// above, which ticks on the scene's clock.
    @_disfavoredOverload
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        onAppear {
            var received: [P.Output] = []
            let subscription = publisher.sink { received.append($0) }
            subscription.cancel()
            for value in received { action(value) }
        }
    }
}


/// The lifecycle of a scene's views over one replay: which lifecycle modifiers are live,
/// their running tasks, the values `onChange` compares with and the timers.
final class SceneLife {
    private struct Key: Hashable {
        let identity: Int
        let ordinal: Int
    }

    private final class Live {
        var behavior: LifecycleBehavior
        var task: Task<Void, Never>?
        var value: Any?
        var active = true
        init(_ behavior: LifecycleBehavior) { self.behavior = behavior }
    }

    let clock: SceneClock
    private var live: [Key: Live] = [:]
    private var order: [Key] = []

    init(clock: SceneClock) { self.clock = clock }

    /// Compares the lifecycle modifiers of the tree `root` with the previous tree's and runs
    /// what that implies, as one piece of user code: disappearances (onDisappear, tasks
    /// cancelled, timers stopped), appearances (onAppear, tasks started, timers started),
    /// changed `task(id:)` ids and `onChange` values. Returns whether state changed and the
    /// transaction of the last change.
    func reconcile(_ root: ViewNode) -> (changed: Bool, transaction: Transaction?) {
        var found: [(Key, LifecycleBehavior)] = []
        var counts: [Int: Int] = [:]
        root.walk { node, _ in
            if let b = node.behavior as? LifecycleBehavior {
                let ordinal = counts[node.identity, default: 0]
                counts[node.identity] = ordinal + 1
                found.append((Key(identity: node.identity, ordinal: ordinal), b))
            }
            return true
        }
        let present = Set(found.map(\.0))
        var work: [() -> Void] = []
        // Disappearances, in the previous tree's order.
        for key in order where !present.contains(key) {
            guard let entry = live.removeValue(forKey: key) else { continue }
            entry.active = false
            if case let .disappear(action) = entry.behavior.event { work.append(action) }
            if let task = entry.task { work.append { task.cancel() } }
        }
        // Appearances and updates, in tree order.
        for (key, behavior) in found {
            if let entry = live[key] {
                let old = entry.behavior
                entry.behavior = behavior
                switch (old.event, behavior.event) {
                case let (.task(_, _, _, _), .task(id, differs, priority, action)):
                    if differs(entry.value) {
                        entry.value = id
                        let previous = entry.task
                        work.append { [clock] in
                            previous?.cancel()
                            entry.task = clock.startTask(priority: priority, action)
                        }
                    }
                case let (_, .change(value, differs, _, action)):
                    if let oldValue = entry.value, differs(oldValue) {
                        entry.value = value
                        work.append { action(oldValue, value) }
                    }
                default: break
                }
                continue
            }
            let entry = Live(behavior)
            live[key] = entry
            switch behavior.event {
            case let .appear(action): work.append(action)
            case .disappear: break
            case let .task(id, _, priority, action):
                entry.value = id
                work.append { [clock] in entry.task = clock.startTask(priority: priority, action) }
            case let .change(value, _, initial, action):
                entry.value = value
                if initial { work.append { action(value, value) } }
            case let .timer(interval, _):
                startTimer(entry, interval: interval)
            }
        }
        order = found.map(\.0)
        guard !work.isEmpty else { return (false, nil) }
        let graph = root.graph
        graph.isDirty = false
        let transaction = clock.run { for w in work { w() } }
        return (graph.isDirty, transaction)
    }

    /// Ticks at appearance + k · interval (k = 1, 2, ...), computed from k so ticks do not
    /// drift.
    private func startTimer(_ entry: Live, interval: Double) {
        var step = interval
        if !step.isFinite || step <= 0 {
            clock.diagnose("a timer's interval \(interval) is not a positive number of seconds: it ticks every 0.01 s")
            step = 0.01
        }
        let start = clock.now
        let date = clock.startDate
        func tick(_ k: Int) {
            let time = start + Double(k) * step
            clock.schedule(at: time) { [clock] in
                guard entry.active, case let .timer(_, action) = entry.behavior.event else { return }
                action(date.addingTimeInterval(time))
                _ = clock
                tick(k + 1)
            }
        }
        tick(1)
    }

    /// Cancels every running task and stops every timer (the end of a replay, or a stall).
    func cancelAll() {
        let tasks = live.values.compactMap(\.task)
        for entry in live.values { entry.active = false }
        live.removeAll()
        clock.clear()
        guard !tasks.isEmpty else { return }
        // Cancelling is thread-safe; a stalled clock runs no more code, but a spinning task
        // that checks for cancellation still stops.
        for t in tasks { t.cancel() }
        clock.run {}
    }
}

/// A view that runs an action with each value a publisher publishes: SwiftUI's
/// `SubscriptionView`, the view SwiftUI's `onReceive(_:perform:)` makes, written out
/// (<https://developer.apple.com/documentation/swiftui/subscriptionview>).
///
/// It lays out and draws exactly as `content`, and delivers values as
/// `content.onReceive(publisher, perform: action)` does: when the view appears, in a scene
/// (`AnimationRenderer`, exports); a still runs no appearance action, as SwiftUI's
/// `ImageRenderer` does not.
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The view shown.
    public var content: Content
    /// The publisher subscribed to.
    public var publisher: PublisherType
    /// The action run with each value published.
    public var action: (PublisherType.Output) -> Void

    /// A view showing `content` that runs `action` with each value `publisher` publishes.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    /// The content, subscribed to the publisher.
    public var body: some View {
        content.onReceive(publisher, perform: action)
    }
}
