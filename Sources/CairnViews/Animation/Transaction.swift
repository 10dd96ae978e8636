import CairnAnimation
import Foundation

/// The context of a state change: the animation it should use, as in SwiftUI.
public struct Transaction {
    /// The animation of the change; nil for none.
    public var animation: Animation?
    /// Whether implicit `.animation` modifiers are ignored for this change.
    public var disablesAnimations = false
    /// Values set through `TransactionKey`s (`@Entry` in `extension Transaction`).
    var values: [ObjectIdentifier: Any] = [:]

    /// A transaction with no animation.
    public init() {}
    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// The transaction of the state change under way on this thread (set by `withAnimation`
/// and `withTransaction`), read by the animation timeline when it applies a change.
enum TransactionContext {
    private static let key = "CairnCurrentTransaction"

    static var current: Transaction? {
        get { Thread.current.threadDictionary[key] as? Transaction }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    /// The last transaction a change used since `reset`, for the timeline.
    private static let lastKey = "CairnLastTransaction"
    static var last: Transaction? {
        get { Thread.current.threadDictionary[lastKey] as? Transaction }
        set { Thread.current.threadDictionary[lastKey] = newValue }
    }
}

/// Runs `body` as a state change animated with `animation` (SwiftUI's default spring when
/// omitted); views that keep their identity move from the old values to the new ones.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` as a state change in `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = TransactionContext.current
    TransactionContext.current = transaction
    TransactionContext.last = transaction
    defer { TransactionContext.current = saved }
    return try body()
}

/// When a `withAnimation` completion runs (SwiftUI's `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let kind: Int
    /// When the animation has reached its end value (Cairn: its duration has elapsed).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
    /// When the animation is removed (Cairn: its duration has elapsed, as for
    /// `logicallyComplete`; a spring's duration is when it settles).
    public static let removed = AnimationCompletionCriteria(kind: 1)
}

/// Runs `body` as a state change animated with `animation`, then `completion` once the
/// animation completes (SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`).
///
/// In a scene rendered by `AnimationRenderer` the completion runs on the scene's virtual
/// clock `animation.duration` seconds later (at once without an animation; never for a
/// `repeatForever` animation, which does not complete). Outside a renderer no animation
/// plays, so it runs at once, after `body`.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withTransaction(Transaction(animation: animation), body)
    let duration = animation?.duration ?? 0
    if let clock = SceneClock.current {
        if duration.isFinite { clock.schedule(after: duration, completion) }
    } else {
        completion()
    }
    return result
}
