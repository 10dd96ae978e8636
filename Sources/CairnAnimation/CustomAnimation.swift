import Foundation

/// An animation with your own timing (SwiftUI's `CustomAnimation`): `animate` gives the value
/// `time` seconds in, for a change of `value`, or nil once the animation is complete.
///
/// ```swift
/// struct Steps: CustomAnimation {
///     var duration = 1.0, count = 4.0
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         time >= duration ? nil : value.scaled(by: (time / duration * count).rounded(.down) / count)
///     }
/// }
/// withAnimation(Animation(Steps())) { ... }
/// ```
/// Cairn evaluates an animation as a pure function of time (frames can be rendered in any
/// order), so each call gets a fresh `context`: state stored in it does not carry over.
/// The animation's duration is found once, when it is made, as the first time `animate`
/// returns nil (searched up to 60 s, to 1 ns; an animation still running at 60 s never
/// completes, like `repeatForever`).
public protocol CustomAnimation: Hashable, Sendable {
    /// The value `time` seconds into animating a change of `value` (the whole distance), or
    /// nil when the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time` (nil: Cairn differentiates `animate` numerically).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether a new animation of the same value merges with this one (Cairn does not merge
    /// animations: a new change starts from the value on screen).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No analytic velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// No merging.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation is given besides the value and time (SwiftUI's
/// `AnimationContext`).
public struct AnimationContext<Value: VectorArithmetic> {
    /// Set by the animation when it has logically reached its end value.
    public var isLogicallyComplete = false
    /// A context with no state.
    public init() {}
}

/// A custom animation as an `Animation` base: its progress for a unit change, and its
/// duration.
package struct CustomCurve: Equatable, @unchecked Sendable {
    let key: AnyHashable
    let name: String
    let evaluate: @Sendable (Double) -> Double?
    let slope: @Sendable (Double) -> Double?
    package let duration: Double

    init<A: CustomAnimation>(_ animation: A) {
        key = AnyHashable(animation)
        name = "\(A.self)"
        evaluate = { t in
            var context = AnimationContext<Double>()
            return animation.animate(value: 1.0, time: t, context: &context)
        }
        slope = { t in animation.velocity(value: 1.0, time: t, context: AnimationContext<Double>()) }
        duration = Self.findDuration(evaluate)
    }

    package static func == (a: CustomCurve, b: CustomCurve) -> Bool { a.key == b.key }

    /// The first time `evaluate` returns nil: scanned at 1/240 s up to 60 s, then bisected.
    static func findDuration(_ evaluate: (Double) -> Double?) -> Double {
        if evaluate(0) == nil { return 0 }
        var lo = 0.0
        var hi: Double?
        var t = 1.0 / 240
        while t <= 60 {
            if evaluate(t) == nil { hi = t; break }
            lo = t
            t += 1.0 / 240
        }
        guard var upper = hi else { return .infinity }
        for _ in 0..<60 where upper - lo > 1e-9 {
            let mid = (lo + upper) / 2
            if evaluate(mid) == nil { upper = mid } else { lo = mid }
        }
        return upper
    }

    /// Progress and velocity at `time` seconds (1 once finished; NaN results count as 1).
    func state(at time: Double) -> (value: Double, velocity: Double) {
        guard time >= 0 else { return (0, 0) }
        guard time < duration, let v = evaluate(time), v.isFinite else { return (1, 0) }
        if let s = slope(time), s.isFinite { return (v, s) }
        let h = 1e-4
        let a = evaluate(max(time - h, 0)) ?? v, b = evaluate(time + h) ?? 1
        let d = (b - a) / (time + h - max(time - h, 0))
        return (v, d.isFinite ? d : 0)
    }
}

extension Animation {
    /// An animation with the timing of a custom animation (SwiftUI's `Animation.init(_:)`).
    public init<A: CustomAnimation>(_ base: A) {
        self.init(base: .custom(CustomCurve(base)))
    }
}
