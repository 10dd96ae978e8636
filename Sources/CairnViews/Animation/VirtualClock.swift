import Foundation

/// The virtual clock of a scene being rendered: the time since the scene started, the
/// actions and sleeping tasks due at later times, and the executor the scene's tasks run on.
///
/// `AnimationTimeline.layout(at:)` (and so `AnimationRenderer`) replays a scene's life from
/// time 0 on one of these: `onAppear` and `.task` actions, `Task.sleep` inside tasks, timers
/// and `withAnimation` completions all happen at virtual times, in a fixed order, so every
/// replay of a scene reaches the same state at the same time.
package final class SceneClock: @unchecked Sendable {
    /// The clock of the scene whose code runs on this task or thread (nil outside a renderer).
    @TaskLocal package static var current: SceneClock?

    /// Seconds since the scene started.
    package private(set) var now: Double = 0
    /// The executor every task of the scene runs on, one job at a time.
    package let executor = SceneExecutor()
    /// The wall-clock seconds user code may run before it counts as stuck.
    package var stallLimit: Double = 2
    /// Set once user code ran past `stallLimit`: no more user code runs in this replay.
    package private(set) var isStalled = false
    /// Problems met while running the scene's code (a task that never suspends, ...).
    package private(set) var diagnostics: [String] = []

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var sequence = 0
    private let queue = DispatchQueue(label: "Cairn.SceneClock")

    /// Something due at a virtual time: a sleeping task to resume or an action to run.
    private struct Entry {
        let time: Double
        let order: Int
        let sleeper: Sleeper?
        let action: (() -> Void)?
    }

    /// The graph of the replay this clock drives: `@State` read or written by the scene's
    /// code lives there. Once user code is abandoned (stalled), it is a throwaway graph, so
    /// the abandoned code never touches the state the renderer keeps laying out.
    package var graph: ViewGraph? {
        get { lock.withLock { quarantine ?? replayGraph } }
        set { lock.withLock { replayGraph = newValue } }
    }
    private weak var replayGraph: ViewGraph?
    private var quarantine: ViewGraph?
    /// The date at time 0 (what timers and `TimelineView` report as the date).
    package let startDate: Date

    package init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) { self.startDate = startDate }

    /// Records a diagnostic once.
    package func diagnose(_ message: String) {
        lock.withLock { if !diagnostics.contains(message) { diagnostics.append(message) } }
    }

    // MARK: Scheduling

    /// Runs `action` (as user code) `delay` seconds from now; a NaN or negative delay is 0.
    package func schedule(after delay: Double, _ action: @escaping () -> Void) {
        add(delay: delay, at: nil, sleeper: nil, action: action)
    }

    /// Runs `action` (as user code) at `time` seconds of the scene (now if earlier).
    package func schedule(at time: Double, _ action: @escaping () -> Void) {
        add(delay: 0, at: time, sleeper: nil, action: action)
    }

    fileprivate func schedule(after delay: Double, _ sleeper: Sleeper) {
        add(delay: delay, at: nil, sleeper: sleeper, action: nil)
    }

    private func add(delay: Double, at time: Double?, sleeper: Sleeper?, action: (() -> Void)?) {
        let d = delay.isNaN ? 0 : max(delay, 0)
        lock.withLock {
            let when = time.map { $0.isNaN ? now : max($0, now) } ?? now + d
            let entry = Entry(time: when, order: sequence, sleeper: sleeper, action: action)
            sequence += 1
            // Kept sorted by time, then by scheduling order (a stable insertion).
            let index = entries.firstIndex { $0.time > entry.time } ?? entries.count
            entries.insert(entry, at: index)
        }
    }

    /// Moves the clock forward to `time` (never back; NaN is ignored) without running what is
    /// due: a scripted change at `time` then runs with the clock reading `time`, so what it
    /// schedules (a task's `Task.sleep`, a timer) counts from the change's time.
    package func move(to time: Double) {
        guard !time.isNaN else { return }
        lock.withLock { now = max(now, time) }
    }

    /// Forgets everything scheduled (the end of a replay; breaks the cycles timers make).
    package func clear() {
        lock.withLock { entries.removeAll() }
    }

    /// The time of the next scheduled entry, if any.
    package var nextTime: Double? { lock.withLock { entries.first?.time } }

    /// Advances to `time` and runs everything due then, in scheduling order: resumes the
    /// sleeping tasks (then runs the scene's jobs until every task waits again) and runs the
    /// actions, each as user code.
    @discardableResult
    package func advance(to time: Double) -> Transaction? {
        let due: [Entry] = lock.withLock {
            now = max(now, time)
            let count = entries.prefix { $0.time <= now }.count
            let due = Array(entries.prefix(count))
            entries.removeFirst(count)
            return due
        }
        var transaction: Transaction?
        for entry in due {
            if let sleeper = entry.sleeper {
                sleeper.finish(cancelled: false)
            } else if let action = entry.action {
                transaction = run(action) ?? transaction
            }
        }
        return run {} ?? transaction
    }

    // MARK: Running user code

    /// Runs `code` with this clock current, then the scene's jobs until every task waits
    /// (for a virtual sleep) or ends. User code runs on one serial worker thread; if it does
    /// not return within `stallLimit` wall-clock seconds (a task that spins without
    /// suspending), the clock is marked stalled, a diagnostic is recorded and no more user code
    /// runs in this replay. Returns the transaction of the last state change `code` made.
    @discardableResult
    package func run(_ code: @escaping () -> Void) -> Transaction? {
        guard !isStalled else { return nil }
        let result = ResultSlot()
        let done = DispatchSemaphore(value: 0)
        let work = UncheckedBox(code)
        queue.async { [self] in
            SceneClock.$current.withValue(self) {
                TransactionContext.last = nil
                work.value()
                executor.runJobs(limit: 100_000, clock: self)
                result.transaction = TransactionContext.last
                TransactionContext.last = nil
            }
            done.signal()
        }
        if done.wait(timeout: .now() + stallLimit) == .timedOut {
            isStalled = true
            lock.withLock { quarantine = ViewGraph() }
            diagnose("a task or action ran for more than \(stallLimit) s of wall time without suspending, at \(now) s of the scene: it was abandoned and no later task or action ran")
            return nil
        }
        return result.transaction
    }

    /// Starts `action` as a task of the scene (run on the scene's executor, with this clock
    /// current). Call from inside `run`.
    package func startTask(priority: TaskPriority?, _ action: @escaping () async -> Void) -> Task<Void, Never> {
        let work = UncheckedBox(action)
        return SceneClock.$current.withValue(self) {
            Task(executorPreference: executor, priority: priority) { await work.value() }
        }
    }

    /// Suspends the current task for `seconds` of virtual time (0 for NaN or negative).
    /// Throws `CancellationError` if the task is or becomes cancelled first, as `Task.sleep`.
    package func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        let sleeper = Sleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if sleeper.attach(continuation) { schedule(after: seconds, sleeper) }
            }
        } onCancel: {
            sleeper.finish(cancelled: true)
        }
    }
}

private final class ResultSlot: @unchecked Sendable {
    var transaction: Transaction?
}

/// One suspended `Task.sleep`: resumed once, by its wake-up time or by cancellation.
private final class Sleeper: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?
    private var finished = false
    private var cancelled = false

    /// Stores the continuation; false (and resumed with `CancellationError`) if the task was
    /// cancelled before it suspended.
    func attach(_ c: CheckedContinuation<Void, any Error>) -> Bool {
        let early: Bool = lock.withLock {
            if finished { return true }
            continuation = c
            return false
        }
        if early { c.resume(throwing: CancellationError()) }
        return !early
    }

    func finish(cancelled: Bool) {
        let c: CheckedContinuation<Void, any Error>? = lock.withLock {
            if finished { return nil }
            finished = true
            self.cancelled = cancelled
            let c = continuation
            continuation = nil
            return c
        }
        guard let c else { return }
        if cancelled { c.resume(throwing: CancellationError()) } else { c.resume() }
    }
}

/// Runs a scene's tasks one job at a time, in the order they became ready, on the thread
/// that drains it (so a replay is deterministic).
package final class SceneExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var head = 0

    package init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        lock.withLock { jobs.append(unowned) }
    }

    /// Runs queued jobs (and the jobs they enqueue) until none is left, at most `limit`.
    func runJobs(limit: Int, clock: SceneClock) {
        var count = 0
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
            if count >= limit {
                clock.diagnose("the scene's tasks ran \(limit) steps without waiting for time to pass (a loop that only yields): the rest were dropped")
                lock.withLock { jobs.removeAll(); head = 0 }
                return
            }
        }
    }

    private func next() -> UnownedJob? {
        lock.withLock {
            guard head < jobs.count else {
                jobs.removeAll(keepingCapacity: true)
                head = 0
                return nil
            }
            let job = jobs[head]
            head += 1
            return job
        }
    }
}

// MARK: Sleeping on the virtual clock

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration`, as Swift's `Task.sleep(for:)`.
    ///
    /// Inside a scene rendered by `AnimationRenderer` (a `.task` of the view, or a task it
    /// starts), the sleep is on the scene's virtual clock: it takes no wall time, and the task
    /// resumes exactly `duration` later in the animation. Elsewhere it is Swift's sleep on
    /// the continuous clock. Cairn declares this overload so code written for SwiftUI sleeps
    /// in animation time unchanged.
    ///
    /// `tolerance` is passed to Swift's sleep outside a renderer (virtual sleeps are exact).
    /// (`Task.sleep(until:clock:)` with a deadline is Swift's own: real time.)
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        if let clock = SceneClock.current {
            try await clock.sleep(seconds: duration.cairnSeconds)
        } else {
            try await Task<Never, Never>.sleep(for: duration, tolerance: tolerance, clock: ContinuousClock())
        }
    }

    /// Suspends the current task for `duration` nanoseconds, as Swift's
    /// `Task.sleep(nanoseconds:)`; on the scene's virtual clock inside `AnimationRenderer`
    /// (see `sleep(for:)`).
    public static func sleep(nanoseconds duration: UInt64) async throws {
        if let clock = SceneClock.current {
            try await clock.sleep(seconds: Double(duration) / 1e9)
        } else {
            try await Task<Never, Never>.sleep(for: .nanoseconds(duration), tolerance: nil, clock: ContinuousClock())
        }
    }
}

extension ContinuousClock {
    /// Suspends the current task for `duration`, as `Clock.sleep(for:tolerance:)`; on the
    /// scene's virtual clock inside `AnimationRenderer` (see `Task.sleep(for:)`).
    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        if let clock = SceneClock.current {
            try await clock.sleep(seconds: duration.cairnSeconds)
        } else {
            try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
        }
    }
}

extension SuspendingClock {
    /// Suspends the current task for `duration`, as `Clock.sleep(for:tolerance:)`; on the
    /// scene's virtual clock inside `AnimationRenderer` (see `Task.sleep(for:)`).
    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        if let clock = SceneClock.current {
            try await clock.sleep(seconds: duration.cairnSeconds)
        } else {
            try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var cairnSeconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}

// MARK: Unstructured tasks inside a scene

extension Task where Failure == Never {
    /// Runs `operation` as a new top-level task, as Swift's `Task.init(priority:operation:)`.
    ///
    /// Inside a scene rendered by `AnimationRenderer` (an `onAppear` action, a `.task`, ...)
    /// the task runs on the scene's executor, so its `Task.sleep` calls wait in animation time
    /// and its state changes happen at exact virtual times, as `.task` does; elsewhere it is
    /// Swift's task. Cairn declares this overload so `onAppear { Task { … } }` plays
    /// deterministically.
    @discardableResult
    public init(priority: TaskPriority? = nil, @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
        let work = UncheckedBox(operation)
        if let clock = SceneClock.current {
            self.init(executorPreference: clock.executor, priority: priority) { await work.value() }
        } else {
            self.init(executorPreference: nil, priority: priority) { await work.value() }
        }
    }
}

extension Task where Failure == any Error {
    /// Runs a throwing `operation` as a new top-level task, as Swift's
    /// `Task.init(priority:operation:)`; on the scene's executor inside `AnimationRenderer`
    /// (see the non-throwing form).
    @discardableResult
    public init(priority: TaskPriority? = nil, @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) {
        let work = UncheckedBox(operation)
        if let clock = SceneClock.current {
            self.init(executorPreference: clock.executor, priority: priority) { try await work.value() }
        } else {
            self.init(executorPreference: nil, priority: priority) { try await work.value() }
        }
    }
}
