import CairnGeometry
import Foundation

/// How a change animates over time: a timing curve or a spring, optionally delayed, sped up
/// and repeated. SwiftUI's names and defaults.
///
/// An animation is a pure value. Cairn evaluates it with `fraction(at:)`, the eased progress
/// (0 at the start, 1 at the end; springs may overshoot) a number of seconds after it
/// starts, and `interpolate(from:to:at:)`:
///
/// ```swift
/// let animation = Animation.linear(duration: 3)     // seed 000's radar chart
/// animation.fraction(at: 1.5)                        // 0.5
/// animation.interpolate(from: 0.0, to: 10.0, at: 1.5) // 5.0
/// ```
///
/// Modifiers compose in the order written, each wrapping the animation before it:
/// `.delay(1).repeatCount(3)` repeats the delay with every leg, `.repeatCount(3).delay(1)`
/// waits once.
public struct Animation: Equatable, Sendable {
    /// The motion before any modifier.
    package enum Base: Equatable, Sendable {
        /// A cubic Bézier easing over `duration` seconds (0: jump to the end at once).
        case curve(BezierTimingCurve, duration: Double)
        /// A spring, which lasts until it settles.
        case spring(SpringCurve)
        /// A `CustomAnimation`'s own timing.
        case custom(CustomCurve)
    }

    /// A modifier, applied to everything before it.
    package enum Modifier: Equatable, Sendable {
        /// Waits this many seconds (finite, ≥ 0) before starting.
        case delay(Double)
        /// Runs this many times as fast (finite, > 0).
        case speed(Double)
        /// Plays `count` legs (nil: forever), every other one backwards if `autoreverses`.
        case repeating(count: Int?, autoreverses: Bool)
    }

    package var base: Base
    package var modifiers: [Modifier]

    package init(base: Base, modifiers: [Modifier] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    /// SwiftUI's default duration for timing-curve animations: 0.35 s.
    public static let defaultDuration = 0.35

    /// A valid duration or delay: finite and ≥ 0; anything else (NaN, ±∞, negative) is 0.
    static func seconds(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}

// MARK: - Timing curves

extension Animation {
    /// Constant speed over 0.35 s.
    public static let linear = linear(duration: defaultDuration)
    /// Starts slowly, over 0.35 s: Bézier (0.42, 0)–(1, 1).
    public static let easeIn = easeIn(duration: defaultDuration)
    /// Ends slowly, over 0.35 s: Bézier (0, 0)–(0.58, 1).
    public static let easeOut = easeOut(duration: defaultDuration)
    /// Starts and ends slowly, over 0.35 s: Bézier (0.42, 0)–(0.58, 1).
    public static let easeInOut = easeInOut(duration: defaultDuration)

    /// Constant speed over `duration` seconds.
    ///
    /// - Parameter duration: seconds; NaN, infinite or ≤ 0 make the change immediate.
    public static func linear(duration: Double) -> Animation {
        Animation(base: .curve(.linear, duration: seconds(duration)))
    }

    /// Starts slowly and speeds up: Bézier (0.42, 0)–(1, 1) over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation(base: .curve(.easeIn, duration: seconds(duration)))
    }

    /// Starts fast and slows down: Bézier (0, 0)–(0.58, 1) over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(base: .curve(.easeOut, duration: seconds(duration)))
    }

    /// Slow at both ends: Bézier (0.42, 0)–(0.58, 1) over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(base: .curve(.easeInOut, duration: seconds(duration)))
    }

    /// A custom cubic Bézier timing curve from (0, 0) to (1, 1) with control points
    /// (c0x, c0y) and (c1x, c1y), as in CSS `cubic-bezier()`.
    ///
    /// x coordinates (time) are clamped to 0...1; y coordinates (progress) may leave it to
    /// overshoot. Any non-finite coordinate makes the curve linear.
    /// - Parameter duration: seconds, 0.35 by default; invalid values make it immediate.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = defaultDuration
    ) -> Animation {
        Animation(base: .curve(BezierTimingCurve(c0x, c0y, c1x, c1y), duration: seconds(duration)))
    }
}

// MARK: - Modifiers

extension Animation {
    /// This animation, started `delay` seconds later.
    ///
    /// NaN, infinite and negative delays count as 0 (SwiftUI cannot start in the past).
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.modifiers.append(.delay(Self.seconds(delay)))
        return copy
    }

    /// This animation, `speed` times as fast: `.speed(2)` halves every duration, delays
    /// applied before it included.
    ///
    /// Cairn differs from SwiftUI for speeds that are NaN, infinite or ≤ 0: they are ignored
    /// (speed 1), so a rendered animation always finishes.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.modifiers.append(.speed(speed.isFinite && speed > 0 ? speed : 1))
        return copy
    }

    /// This animation played `repeatCount` times, every other leg backwards if
    /// `autoreverses`.
    ///
    /// As in SwiftUI, an even count with autoreverse ends its last leg at the start value,
    /// then jumps to the end value when the animation completes. Counts below 1 play once.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.modifiers.append(.repeating(count: max(repeatCount, 1), autoreverses: autoreverses))
        return copy
    }

    /// This animation repeated forever, every other leg backwards if `autoreverses`. Its
    /// `duration` is infinite (unless the animation it repeats takes no time).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.modifiers.append(.repeating(count: nil, autoreverses: autoreverses))
        return copy
    }
}
