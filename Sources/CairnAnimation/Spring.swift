import CairnGeometry
import Foundation

/// A representation of a spring's motion (SwiftUI's iOS 17 `Spring`): its perceptual
/// duration and bounce, or its physics (mass, stiffness, damping), converted into each other.
///
/// Conversions (Apple's "Spring" documentation and WWDC23 "Animate with springs"):
/// response = duration, ω = 2π / response, stiffness = mass · ω²,
/// damping = 4π · mass · dampingRatio / response, dampingRatio = 1 − bounce (bounce ≥ 0) or
/// 1 / (1 + bounce) (bounce < 0). `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9
/// and damping 17.6.
public struct Spring: Hashable, Sendable {
    /// The time of one undamped oscillation, in seconds (the perceptual duration).
    public let response: Double
    /// The damping ratio ζ: 1 critically damped, below 1 bouncy, above 1 overdamped.
    public let dampingRatio: Double
    /// The mass attached to the spring (1 unless given).
    public let mass: Double

    /// A spring with a perceptual `duration` (seconds, 0.5 by default) and `bounce` (−1...1,
    /// 0 by default: no bounce). NaN or non-positive durations make the spring immediate.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        response = Self.sanitizedResponse(duration)
        dampingRatio = min(SpringCurve.dampingFraction(bounce: bounce), SpringCurve.maximumDampingFraction)
        mass = 1
    }

    /// A spring with a `response` (seconds per undamped oscillation) and a `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        self.response = Self.sanitizedResponse(response)
        self.dampingRatio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0), SpringCurve.maximumDampingFraction)
        mass = 1
    }

    /// A spring from its physics. Unless `allowOverDamping`, the damping ratio is at most 1
    /// (SwiftUI's default). Non-positive or NaN mass counts as 1; non-positive stiffness makes
    /// the spring immediate; negative or NaN damping counts as 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 0
        let c = damping.isFinite && damping > 0 ? damping : 0
        self.mass = m
        response = k > 0 ? 2 * .pi * (m / k).squareRoot() : 0
        let zeta = k > 0 ? c / (2 * (k * m).squareRoot()) : 1
        dampingRatio = allowOverDamping ? min(zeta, SpringCurve.maximumDampingFraction) : min(zeta, 1)
    }

    private static func sanitizedResponse(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// The perceptual duration (the response).
    public var duration: TimeInterval { response }
    /// How bouncy the spring is: 1 − dampingRatio for ratios up to 1, 1/dampingRatio − 1 above.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// The spring stiffness: mass · (2π / response)².
    public var stiffness: Double {
        guard response > 0 else { return .infinity }
        let omega = 2 * .pi / response
        return mass * omega * omega
    }
    /// The damping coefficient: 4π · mass · dampingRatio / response.
    public var damping: Double {
        guard response > 0 else { return .infinity }
        return 4 * .pi * mass * dampingRatio / response
    }

    /// The curve of progress from 0 to 1 with an initial velocity in progress per second.
    package func curve(initialVelocity: Double = 0) -> SpringCurve {
        SpringCurve(response: response, dampingFraction: dampingRatio, initialVelocity: initialVelocity)
    }

    /// The time until the spring, moving a distance of 1 from rest, stays within 0.001 of its
    /// target (and its velocity below 0.06 per second): when SwiftUI considers it settled.
    public var settlingDuration: TimeInterval { curve().settlingDuration }

    /// The value `time` seconds into moving from zero to `target`, starting with
    /// `initialVelocity` (value units per second).
    ///
    /// The motion is linear in the target and the velocity:
    /// x(t) = target · p₀(t) + v₀ · (p₁(t) − p₀(t)), where p₀ is the spring's progress from rest
    /// and p₁ its progress starting at 1 unit per second.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        guard time > 0 else { return .zero }  // not started (and NaN)
        let p0 = curve().motion(at: time).value
        let p1 = curve(initialVelocity: 1).motion(at: time).value
        return target.scaled(by: p0) + initialVelocity.scaled(by: p1 - p0)
    }

    /// The velocity `time` seconds into moving from zero to `target` (see `value`).
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        guard time >= 0, !time.isNaN else { return .zero }
        let v0 = curve().motion(at: time).velocity
        let v1 = curve(initialVelocity: 1).motion(at: time).velocity
        return target.scaled(by: v0) + initialVelocity.scaled(by: v1 - v0)
    }

    /// The value `time` seconds into moving from `fromValue` to `toValue`.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// A smooth spring with no bounce: duration 0.5 s, bounce 0.
    public static let smooth = Spring.smooth()
    /// A snappy spring: duration 0.5 s, bounce 0.15.
    public static let snappy = Spring.snappy()
    /// A bouncy spring: duration 0.5 s, bounce 0.3.
    public static let bouncy = Spring.bouncy()

    /// A smooth spring: bounce `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring: bounce 0.15 + `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring: bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Animation {
    /// An animation that moves along `spring` (SwiftUI's `Animation.spring(_:blendDuration:)`).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(base: .spring(SpringCurve(
            response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)))
    }

    /// An animation that eases along `curve` over `duration` seconds (SwiftUI's
    /// `Animation.timingCurve(_:duration:)`).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(base: .curve(curve.bezier, duration: seconds(duration)))
    }
}

/// A function from 0...1 to 1 at 1 that eases a progress (SwiftUI's iOS 17 `UnitCurve`):
/// the Bézier curves of the timing-curve animations.
public struct UnitCurve: Hashable, Sendable {
    let bezier: BezierTimingCurve

    /// Whether two curves have the same control points.
    public static func == (a: UnitCurve, b: UnitCurve) -> Bool { a.bezier == b.bezier }
    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bezier.c0x); hasher.combine(bezier.c0y); hasher.combine(bezier.c1x); hasher.combine(bezier.c1y)
    }

    /// A curve through (0, 0) and (1, 1) with the two Bézier control points (x clamped to
    /// 0...1; non-finite coordinates make the curve linear).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(bezier: BezierTimingCurve(Double(startControlPoint.x), Double(startControlPoint.y),
                                            Double(endControlPoint.x), Double(endControlPoint.y)))
    }

    /// Constant speed: value = progress.
    public static let linear = UnitCurve(bezier: .linear)
    /// Starts slowly: Bézier (0.42, 0)–(1, 1).
    public static let easeIn = UnitCurve(bezier: .easeIn)
    /// Ends slowly: Bézier (0, 0)–(0.58, 1).
    public static let easeOut = UnitCurve(bezier: .easeOut)
    /// Starts and ends slowly: Bézier (0.42, 0)–(0.58, 1).
    public static let easeInOut = UnitCurve(bezier: .easeInOut)

    /// The eased value at `progress` (clamped to 0...1).
    public func value(at progress: Double) -> Double {
        bezier.value(at: progress.isNaN ? 0 : min(max(progress, 0), 1))
    }

    /// The rate of change of the value at `progress` (clamped to 0...1).
    public func velocity(at progress: Double) -> Double {
        bezier.slope(at: progress.isNaN ? 0 : min(max(progress, 0), 1))
    }
}
