import CairnAnimation
import CairnGeometry
import CairnLayout
import Foundation

/// A scene that changes over time: a view of a model, and state changes scripted at given
/// times — the way an app's state changes while it runs, for rendering animations.
///
/// ```swift
/// let timeline = AnimationTimeline(duration: 3.5, model: { RadarModel() }) { model in
///     RadarView(values: model.values, progress: model.progress)
/// }
/// timeline.at(0.5) { model in withAnimation(.linear(duration: 3)) { model.progress = 1 } }
/// let frame = timeline.layout(at: 2)   // the view as it is on screen 2 s in
/// ```
/// A change wrapped in `withAnimation` (or reaching an `.animation(_:value:)` modifier)
/// animates every animatable value of the views that keep their identity; others jump.
/// The model can be a struct or a class (an `@Observable` model works as it is). Every time
/// is evaluated from a fresh model, so frames can be asked for in any order and always agree.
public final class AnimationTimeline<Model, Content: View> {
    /// How long the scene runs, in seconds.
    public let duration: Double
    /// The size proposed to the view at every frame (nil axes: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified { didSet { invalidate() } }
    /// The environment the view is laid out in.
    public var environment = EnvironmentValues() { didSet { invalidate() } }
    /// The date at time 0 of the scene: timers and `TimelineView` report start date + virtual
    /// time, so output does not depend on when it is rendered (default: 2001-01-01 00:00 UTC).
    public var startDate = Date(timeIntervalSinceReferenceDate: 0) { didSet { invalidate() } }
    /// The wall-clock seconds the scene's code (an action, or a task between two suspensions)
    /// may run before it is abandoned with a diagnostic (default 2; NaN or ≤ 0 count as 2).
    public var taskTimeLimit = 2.0 { didSet { invalidate() } }

    private let makeModel: () -> Model
    private let content: (Model, Double) -> Content
    private var events: [(time: Double, action: Step)] = []

    /// A scheduled change: to the model, or a scripted interaction with a control.
    private enum Step {
        case change((inout Model) -> Void)
        case tap(String)
        case setValue(Any, control: String)
    }
    private var cached: Replay?
    private let cacheLock = NSLock()

    /// A scene of `content` over a model made by `model`, lasting `duration` seconds.
    public convenience init(duration: Double, model: @escaping () -> Model, @ViewBuilder content: @escaping (Model) -> Content) {
        self.init(duration: duration, model: model, content: { m, _ in content(m) })
    }

    private init(duration: Double, model: @escaping () -> Model, content: @escaping (Model, Double) -> Content) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        makeModel = model
        self.content = content
    }

    /// Schedules a state change at `time` seconds; wrap it in `withAnimation` to animate it.
    /// Changes at the same time run in the order they were added.
    @discardableResult
    public func at(_ time: Double, perform action: @escaping (inout Model) -> Void) -> Self {
        schedule(.change(action), at: time)
    }

    /// Taps the control named `control` at `time` seconds, as a finger would: a `Button` runs
    /// its action, a `Toggle` flips. The action runs inside the scene like any of its code
    /// (its `withAnimation` animates, the tasks it starts sleep in virtual time, `.animation`
    /// modifiers animate what it changes), so an interactive view exports as it plays:
    ///
    /// ```swift
    /// // Seed 000: Button(action: { self.progress = 1.0 }) { Text("动画") }
    /// let renderer = AnimationRenderer(content: HexagonButton(), duration: 4)
    /// renderer.timeline.tap("动画", at: 0.5)   // both hexagons unfold from 0.5 s to 3.5 s
    /// ```
    /// `control` names the first control (in tree order, among those on screen then) whose
    /// label text is `control` (its `Text` views joined by a space), or that has it as
    /// `accessibilityIdentifier(_:)`, `accessibilityLabel(_:)` or `.id(_:)` (on the control or
    /// a one-child modifier around it). A disabled control ignores the tap, as in SwiftUI; a
    /// name that matches nothing does nothing; both leave a diagnostic in
    /// `ViewLayout.diagnostics`.
    @discardableResult
    public func tap(_ control: String, at time: Double) -> Self {
        schedule(.tap(control), at: time)
    }

    /// Sets the value of the control named `control` (see `tap(_:at:)`) at `time` seconds, as
    /// a user would by dragging or choosing: a `Slider`'s value (any number, clamped to its
    /// range and snapped to its step), a `Stepper`'s value (its bound type, clamped to its
    /// range), a `Toggle`'s `Bool`, a `Picker`'s selection (a value of its tags' type). The
    /// binding's setter runs inside the scene (so `onChange` and `.animation` react). A value
    /// of the wrong type, a disabled control or an unknown name leaves a diagnostic instead.
    @discardableResult
    public func setValue(_ value: Any, of control: String, at time: Double) -> Self {
        schedule(.setValue(value, control: control), at: time)
    }

    private func schedule(_ step: Step, at time: Double) -> Self {
        let t = time.isFinite ? max(time, 0) : 0
        let index = events.firstIndex { $0.time > t } ?? events.count
        events.insert((t, step), at: index)
        invalidate()
        return self
    }

    /// Each scheduled change's time and the animation of its transaction, plus the animations
    /// of the `.animation(_:)` modifiers of the scene at time 0 (for exporters that replay
    /// timing curves, such as animated SVG).
    package func scheduledAnimations() -> (events: [(time: Double, animation: Animation?)], implicit: [Animation]) {
        var model = makeModel()
        var result: [(Double, Animation?)] = []
        for event in events {
            TransactionContext.last = nil
            if case let .change(action) = event.action { action(&model) }
            result.append((event.time, TransactionContext.last?.animation))
            TransactionContext.last = nil
        }
        var implicit: [Animation] = []
        layout(at: 0).root.walk { node, _ in
            if let a = (node.behavior as? AnimationBehavior)?.animation, !implicit.contains(a) { implicit.append(a) }
            return true
        }
        return (result, implicit)
    }

    /// The view as it is on screen at `time` seconds: laid out for the state at that time,
    /// with every running animation applied.
    ///
    /// The scene's life is replayed from time 0 on a virtual clock (`SceneClock`): the views
    /// appear (their `onAppear` actions run and their tasks start), then every instant at
    /// which something is due — a scheduled change (`at(_:perform:)`), a task waking from
    /// `Task.sleep`, a timer tick, a `withAnimation` completion — runs in time order (at equal
    /// times: scheduled changes first, then the clock in scheduling order). A state change
    /// starts its animation from what is on screen at that instant; views it inserts appear,
    /// views it removes disappear. The replay is deterministic, so asking for any time alone
    /// gives the same tree as asking for every time in order.
    ///
    /// Bounds (bad input): at most 20,000 instants per replay, at most 16 rounds of
    /// appear/change reactions per instant, user code that does not return within 2 s of wall
    /// time is abandoned; each leaves a diagnostic in `ViewLayout.diagnostics`.
    public func layout(at time: Double) -> ViewLayout {
        let t = time.isNaN ? 0 : max(time, 0)
        cacheLock.lock()
        defer { cacheLock.unlock() }
        // Continue the last replay when asked for a later time (an export in order); start a
        // new one otherwise. Both give the same tree: the replay is deterministic.
        // An earlier time after 0 starts the replay that later requests continue (a second
        // export of the same scene replays it once, not once per frame). Time 0 (the frame
        // size, asked between frames) gets a replay of its own, so the cached one keeps
        // serving the frames after it.
        let replay: Replay
        if let cached, cached.time <= t {
            replay = cached
        } else {
            replay = Replay(self)
            if cached == nil || t > 0 {
                cached?.end()
                cached = replay
            }
        }
        replay.advance(to: t)
        let result = replay.present(at: t, restoringState: true)
        if replay !== cached { replay.end() }
        return result
    }

    /// Forgets the cached replay (the scene's settings or changes changed).
    private func invalidate() {
        cacheLock.lock()
        cached?.end()
        cached = nil
        cacheLock.unlock()
    }

    deinit { cached?.end() }

    /// One replay of the scene's life, advanced instant by instant (see `layout(at:)`).
    private final class Replay {
        let scene: AnimationTimeline
        let graph = ViewGraph()
        let clock: SceneClock
        let life: SceneLife
        var model: Model
        /// The changes whose animations may still run, oldest first (see
        /// `Presentation.animate(_:layers:)`).
        var layers: [(from: ViewNode, target: ViewNode, transaction: Transaction, start: Double)] = []
        var eventIndex = 0
        /// The time the replay has reached.
        var time = 0.0
        var instants = 0
        var lastInstant = 0.0
        var sameInstant = 0
        var halted = false

        init(_ scene: AnimationTimeline) {
            self.scene = scene
            clock = SceneClock(startDate: scene.startDate)
            clock.graph = graph
            clock.stallLimit = scene.taskTimeLimit.isFinite && scene.taskTimeLimit > 0 ? scene.taskTimeLimit : 2
            life = SceneLife(clock: clock)
            model = scene.makeModel()
            // Time 0: the views appear.
            let initial = present(at: 0)
            settle(0, snapshot: initial.root, change: life.reconcile(initial.root))
        }

        /// The tree on screen at `t`. With `restoringState`, state changes made while laying
        /// out (preference actions) are undone, so presenting a frame never changes the replay.
        func present(at t: Double, restoringState: Bool = false) -> ViewLayout {
            let saved = restoringState ? graph.stateStorage : nil
            defer { if let saved { graph.stateStorage = saved } }
            let layout = scene.presented(model, at: t, graph: graph, from: nil, elapsed: 0, transaction: Transaction())
            guard !layers.isEmpty else { return layout }
            let states = layers.indices.map { k in
                Presentation.Layer(from: layers[k].from, target: layers[k].target,
                                   previous: k == 0 ? layers[0].from : layers[k - 1].target,
                                   transaction: layers[k].transaction, elapsed: t - layers[k].start)
            }
            Presentation.animate(layout.root, layers: states)
            return layout
        }

        /// Starts a change's layer at `instant`; drops earlier layers that no longer animate
        /// anything of their own (no animation, or finished), keeping at most 16.
        func addLayer(from snapshot: ViewNode, target: ViewNode, transaction: Transaction, at instant: Double) {
            layers.removeAll { layer in
                guard let animation = layer.transaction.animation else { return true }
                return animation.isComplete(at: instant - layer.start)
            }
            layers.append((snapshot, target, transaction, instant))
            if layers.count > 16 {
                graph.diagnose("more than 16 animated changes were running at once at \(instant) s: the oldest ones finished early")
                layers.removeFirst(layers.count - 16)
            }
        }

        /// After a change at `instant` (from the tree `snapshot` on screen then), lays out
        /// the new state and lets appearances and `onChange` react, until nothing changes.
        func settle(_ instant: Double, snapshot: ViewNode, change: (changed: Bool, transaction: Transaction?)) {
            var change = change
            var rounds = 0
            while change.changed {
                if rounds == 16 {
                    graph.diagnose("state kept changing at \(instant) s of the scene (onAppear/onChange reacting to each other): stopped after 16 rounds")
                    return
                }
                let target = scene.presented(model, at: instant, graph: graph, from: nil, elapsed: 0, transaction: Transaction()).root
                if rounds == 0 || change.transaction != nil || layers.isEmpty {
                    addLayer(from: snapshot, target: target, transaction: change.transaction ?? Transaction(), at: instant)
                } else {
                    // A follow-up change without its own transaction joins the previous one.
                    layers[layers.count - 1].target = target
                }
                rounds += 1
                change = life.reconcile(target)
            }
        }

        /// Runs every instant up to `t`.
        func advance(to t: Double) {
            defer {
                time = max(time, t)
                if clock.isStalled { life.cancelAll() }
                for message in clock.diagnostics { graph.diagnose(message) }
            }
            let events = scene.events
            while !halted {
                let nextEvent = eventIndex < events.count ? events[eventIndex].time : .infinity
                let nextClock = clock.isStalled ? .infinity : clock.nextTime ?? .infinity
                let instant = min(nextEvent, nextClock)
                // Nothing left to run (both infinite) ends the replay even when `t` is infinite.
                guard instant.isFinite, instant <= t else { return }
                instants += 1
                sameInstant = instant == lastInstant ? sameInstant + 1 : 0
                if instants > 20_000 {
                    graph.diagnose("the scene had more than 20,000 instants of activity by \(lastInstant) s (timers or sleeps too short): later ones were skipped")
                    halted = true
                    return
                }
                if sameInstant > 1_000 {
                    graph.diagnose("time did not advance: more than 1,000 wake-ups at \(instant) s of the scene (a loop sleeping for zero): the clock stopped there")
                    halted = true
                    return
                }
                lastInstant = instant
                if nextEvent <= nextClock {
                    // A scheduled change: what is on screen then is where its animation starts.
                    // The clock reads the change's time first, so what the change starts (a
                    // task's sleep, a timer) counts from it, not from the clock's last instant.
                    let snapshot = present(at: instant).root
                    clock.move(to: instant)
                    let step = events[eventIndex].action
                    eventIndex += 1
                    switch step {
                    case .change(let action):
                        TransactionContext.last = nil
                        SceneClock.$current.withValue(clock) { action(&model) }
                        let changeTransaction = TransactionContext.last ?? Transaction()
                        TransactionContext.last = nil
                        settle(instant, snapshot: snapshot, change: (true, changeTransaction))
                    case .tap(let name):
                        interact(with: name, at: instant, snapshot: snapshot) { target in
                            guard let tap = target.tap else { return "a \(target.kind) cannot be tapped" }
                            return clock.run(tap)
                        }
                    case let .setValue(value, name):
                        interact(with: name, at: instant, snapshot: snapshot) { target in
                            guard let set = target.setValue else { return "a \(target.kind) has no value to set" }
                            var problem: String?
                            let transaction = clock.run { problem = set(value) }
                            return problem ?? transaction
                        }
                    }
                } else {
                    // The clock: lay out the state before its actions only if they change it.
                    let before = graph.stateStorage
                    graph.isDirty = false
                    let changeTransaction = clock.advance(to: instant)
                    guard graph.isDirty else { continue }
                    let after = graph.stateStorage
                    graph.stateStorage = before
                    let snapshot = present(at: instant).root
                    graph.stateStorage = after
                    settle(instant, snapshot: snapshot, change: (true, changeTransaction))
                }
            }
        }

        /// Finds the control `name` names in `snapshot` and runs `body` on it (which returns the
        /// transaction of the change it made, or a problem to report), then lets the scene
        /// react; a missing or disabled control is a diagnostic.
        func interact(with name: String, at instant: Double, snapshot: ViewNode, _ body: (InteractionTarget) -> Any?) {
            guard let target = InteractionTarget.find(name, in: snapshot) else {
                graph.diagnose("no control named “\(name)” was on screen at \(instant) s: the scripted interaction did nothing")
                return
            }
            guard target.isEnabled else {
                graph.diagnose("the \(target.kind) named “\(name)” was disabled at \(instant) s: the scripted interaction did nothing")
                return
            }
            graph.isDirty = false
            let outcome = body(target)
            if let problem = outcome as? String {
                graph.diagnose("\(problem) (the \(target.kind) named “\(name)” at \(instant) s)")
            }
            guard graph.isDirty else { return }
            settle(instant, snapshot: snapshot, change: (true, outcome as? Transaction ?? Transaction()))
        }

        /// Cancels the replay's tasks.
        func end() { life.cancelAll() }
    }

    private func presented(_ model: Model, at time: Double, graph: ViewGraph, from: ViewNode?, elapsed: Double, transaction: Transaction) -> ViewLayout {
        var environment = self.environment
        environment.setSceneTime(startDate: startDate, seconds: time)
        let layout = ViewLayout(of: content(model, time), proposal: proposedSize, environment: environment, graph: graph)
        if let from {
            Presentation.animate(layout.root, from: from, elapsed: elapsed, transaction: transaction)
        }
        return layout
    }
}

extension AnimationTimeline where Model == Void {
    /// A scene that is a plain function of time, as with `TimelineView`: `content(t)` is the
    /// view at `t` seconds.
    public convenience init(duration: Double, @ViewBuilder content: @escaping (Double) -> Content) {
        self.init(duration: duration, model: {}, content: { _, t in content(t) })
    }
}
