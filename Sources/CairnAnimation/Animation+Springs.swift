import Foundation

/// Spring animations, in SwiftUI's three spellings: response and damping fraction, the iOS 17
/// perceptual duration and bounce, and physical mass, stiffness and damping. All are the
/// same closed-form oscillator (`SpringCurve`); a spring's `duration` is when it settles.
extension Animation {
    /// SwiftUI's default animation since iOS 17: a critically damped spring with response
    /// 0.55 s (damping fraction 1, no overshoot), settling after 0.808 s.
    public static let `default` = spring(response: 0.55, dampingFraction: 1)

    /// The default spring: response 0.5 s, damping fraction 0.825.
    public static let spring = spring()

    /// A spring with no bounce: `spring(duration: 0.5, bounce: 0)`.
    public static let smooth = smooth()
    /// A spring with a little bounce: `spring(duration: 0.5, bounce: 0.15)`.
    public static let snappy = snappy()
    /// A spring with visible bounce: `spring(duration: 0.5, bounce: 0.3)`.
    public static let bouncy = bouncy()

    /// SwiftUI's spring for interactive changes: response 0.15 s, damping fraction 0.86,
    /// blend duration 0.25 s.
    public static let interactiveSpring = interactiveSpring()

    /// A spring that takes `response` seconds for one undamped oscillation and loses energy
    /// by `dampingFraction` (1 critical: no overshoot; below 1 it bounces).
    ///
    /// Stiffness = (2π / response)², damping = 4π · dampingFraction / response, mass 1.
    /// - Parameters:
    ///   - response: seconds, 0.5 by default; NaN, infinite or ≤ 0 make the change immediate.
    ///   - dampingFraction: 0.825 by default; NaN → 1, clamped to 0...1000 (0 never settles).
    ///   - blendDuration: seconds over which SwiftUI blends from a spring this one replaces;
    ///     kept, not used when evaluating a single animation.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        Animation(base: .spring(SpringCurve(
            response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
    }

    /// A spring with a perceptual `duration` and `bounce` (iOS 17).
    ///
    /// Response = duration; damping fraction = 1 − bounce for bounce ≥ 0 and
    /// 1 / (1 + bounce) for bounce < 0. Bounce is clamped to −1...1 (NaN → 0).
    /// Disfavoured so that `.spring()` means `spring(response:dampingFraction:blendDuration:)`.
    @_disfavoredOverload
    public static func spring(
        duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Animation {
        spring(response: duration, dampingFraction: SpringCurve.dampingFraction(bounce: bounce),
               blendDuration: blendDuration)
    }

    /// A spring with no bounce beyond `extraBounce`: `spring(duration:, bounce: extraBounce)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with bounce 0.15 + `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// SwiftUI's spring for interactive changes, with its defaults: response 0.15 s,
    /// damping fraction 0.86, blend duration 0.25 s.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring given by its physics: ω = √(stiffness / mass), damping fraction
    /// ζ = damping / (2·√(stiffness·mass)), response = 2π/ω.
    ///
    /// SwiftUI's parameter order (mass first, defaulted), so both
    /// `.interpolatingSpring(stiffness: 100, damping: 10)` and calls with `mass:` compile.
    /// Example: stiffness 100, damping 10 is response 0.628 s, damping fraction 0.5.
    /// - Parameters:
    ///   - mass: 1 by default; NaN, infinite or ≤ 0 count as 1.
    ///   - stiffness: NaN, infinite or ≤ 0 make the change immediate.
    ///   - damping: NaN or negative count as 0 (an undamped spring never settles).
    ///   - initialVelocity: progress per second at the start (1 = the whole distance per
    ///     second); non-finite counts as 0.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 0
        let c = damping.isFinite ? max(damping, 0) : (damping == .infinity ? damping : 0)
        let response = k > 0 ? 2 * Double.pi * (m / k).squareRoot() : 0
        let zeta = k > 0 ? c / (2 * (k * m).squareRoot()) : 1
        return Animation(base: .spring(SpringCurve(
            response: response, dampingFraction: zeta, initialVelocity: initialVelocity,
            spelling: .interpolating(mass: m, stiffness: k, damping: c))))
    }

    /// An interpolating spring with a perceptual `duration` and `bounce` (iOS 17), mapped as
    /// in `spring(duration:bounce:blendDuration:)`.
    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        Animation(base: .spring(SpringCurve(
            response: duration, dampingFraction: SpringCurve.dampingFraction(bounce: bounce),
            initialVelocity: initialVelocity,
            spelling: .interpolatingPerceptual(bounce: SpringCurve.clampedBounce(bounce)))))
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static let interpolatingSpring = interpolatingSpring()
}
