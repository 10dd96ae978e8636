import Foundation

/// A damped harmonic oscillator carrying a value from 0 to 1, in closed form: the motion of
/// every spring `Animation`.
///
/// Physics (mass 1, as SwiftUI's `Spring` documents): stiffness k = (2π / response)²,
/// damping c = 4π · dampingFraction / response. With ω = 2π / response, ζ = dampingFraction
/// and the displacement e = x − 1 (e(0) = −1, e'(0) = initial velocity v₀):
///
///     e(t) = exp(−ζωt) · (A·C(t) + K·S(t)),   A = −1,  K = v₀ + ζω·A
///
/// where, with q = ω²(1 − ζ²):
/// - underdamped (q > 0):       C = cos(√q·t),   S = sin(√q·t) / √q
/// - critically damped (q = 0): C = 1,           S = t
/// - overdamped (q < 0):        C = cosh(√−q·t), S = sinh(√−q·t) / √−q
///
/// This single form is numerically stable near ζ = 1 (no division by a vanishing √q), and
/// its derivative has the same shape: e'(t) = exp(−ζωt) · ((K − ζωA)·C − (ζωK + A·q)·S).
package struct SpringCurve: Equatable, Sendable {
    /// How the spring was written, kept for `description`; the motion depends only on the
    /// normalised `response`, `dampingFraction` and `initialVelocity`.
    package enum Spelling: Equatable, Sendable {
        /// `.spring(response:dampingFraction:blendDuration:)` and the presets built on it.
        case spring
        /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`, as given.
        case interpolating(mass: Double, stiffness: Double, damping: Double)
        /// `.interpolatingSpring(duration:bounce:initialVelocity:)`, bounce as clamped.
        case interpolatingPerceptual(bounce: Double)
    }

    /// Seconds for one undamped oscillation (2π/ω); 0 means the spring jumps to its end.
    package let response: Double
    /// ζ: 0 undamped, below 1 bouncy, 1 critical, above 1 sluggish.
    package let dampingFraction: Double
    /// Initial velocity in progress units (fractions of the distance) per second.
    package let initialVelocity: Double
    /// How long SwiftUI blends a replaced spring's response into this one. Cairn keeps the
    /// value for the transaction layer; evaluating a single animation ignores it.
    package let blendDuration: Double
    package let spelling: Spelling
    /// When the spring is at rest: see `settlingDuration(...)`.
    package private(set) var settlingDuration: Double

    /// Displacement tolerance: SwiftUI's `Spring.settlingDuration` uses epsilon 0.001.
    package static let positionEpsilon = 0.001
    /// Velocity tolerance, progress per second: below it the value moves less than
    /// `positionEpsilon` in one 60 Hz frame. (Apple does not document its velocity rule.)
    package static let velocityEpsilon = 0.06
    /// Damping fractions above this are clamped so an absurd bounce (≤ −1) stays finite.
    package static let maximumDampingFraction = 1000.0

    /// A spring with sanitized parameters. Response NaN, infinite, ≤ 0 or below 1 ns → 0
    /// (jumps to the end); damping fraction NaN → 1, negative → 0, above 1000 → 1000;
    /// non-finite velocity or blend → 0; negative blend → 0.
    package init(
        response: Double, dampingFraction: Double, initialVelocity: Double = 0,
        blendDuration: Double = 0, spelling: Spelling = .spring
    ) {
        self.response = response.isFinite && response >= 1e-9 ? response : 0
        self.dampingFraction = dampingFraction.isNaN
            ? 1 : min(max(dampingFraction, 0), Self.maximumDampingFraction)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.blendDuration = blendDuration.isFinite && blendDuration > 0 ? blendDuration : 0
        self.spelling = spelling
        self.settlingDuration = 0
        self.settlingDuration = computeSettlingDuration()
    }

    /// The iOS 17 perceptual mapping: response = duration; dampingFraction = 1 − bounce for
    /// bounce ≥ 0 and 1 / (1 + bounce) for bounce < 0. Bounce NaN → 0, clamped to −1...1.
    package static func dampingFraction(bounce: Double) -> Double {
        let b = clampedBounce(bounce)
        return b >= 0 ? 1 - b : 1 / (1 + b)  // b = −1 gives +inf, clamped by init
    }

    /// Bounce NaN → 0, clamped to −1...1.
    package static func clampedBounce(_ bounce: Double) -> Double {
        bounce.isNaN ? 0 : min(max(bounce, -1), 1)
    }

    /// ω = 2π / response, radians per second (infinite for an instant spring).
    package var angularFrequency: Double { response > 0 ? 2 * .pi / response : .infinity }

    // MARK: Evaluation

    /// Progress and velocity at `time` seconds: 0 before the start, exactly 1 (velocity 0)
    /// from `settlingDuration` on.
    package func state(at time: Double) -> (value: Double, velocity: Double) {
        guard time >= 0 else { return (0, 0) }
        guard response > 0, time < settlingDuration else { return (1, 0) }
        return motion(at: time)
    }

    /// The oscillator's own progress and velocity at `time` ≥ 0, without the snap to 1 at
    /// `settlingDuration`.
    package func motion(at time: Double) -> (value: Double, velocity: Double) {
        guard response > 0 else { return (1, 0) }
        let terms = dampedTerms(at: time)
        let (a, k) = (-1.0, initialVelocity + alpha * -1)
        let e = a * terms.c + k * terms.s
        let de = (k - alpha * a) * terms.c - (alpha * k + a * q) * terms.s
        return (1 + e, de)
    }

    private var omega: Double { angularFrequency }
    private var alpha: Double { dampingFraction * omega }
    private var q: Double { omega * omega * (1 - dampingFraction * dampingFraction) }
    /// The slow decay rate of an overdamped spring, ζω − √(ζ²−1)·ω, without cancellation.
    private var slowRate: Double {
        omega / (dampingFraction + (dampingFraction * dampingFraction - 1).squareRoot())
    }

    /// exp(−ζωt)·C(t) and exp(−ζωt)·S(t), computed so nothing overflows.
    private func dampedTerms(at t: Double) -> (c: Double, s: Double) {
        if q > 0 {
            let wd = q.squareRoot()
            let decay = exp(-alpha * t)
            return (decay * cos(wd * t), decay * sin(wd * t) / wd)
        }
        if q == 0 {
            let decay = exp(-alpha * t)
            return (decay, decay * t)
        }
        let gamma = (-q).squareRoot()
        let slow = exp(-slowRate * t)           // exp((γ − ζω)t)
        let fast = exp(-(alpha + gamma) * t)    // exp((−γ − ζω)t)
        let s = gamma * t < 0.5
            ? fast * expm1(2 * gamma * t) / (2 * gamma)
            : (slow - fast) / (2 * gamma)
        return ((slow + fast) / 2, s)
    }

    // MARK: Settling

    /// The first time after which |x − 1| < 0.001 and |x'| < 0.06 per second forever,
    /// bounded from the envelope of the closed form (never by sampling).
    ///
    /// Step 1: for the displacement (A, K) and the velocity (A' = K − ζωA, K' = −(ζωK + Aq)),
    /// each of the form exp(−ζωt)(A·C + K·S), bound |A·C + K·S|·exp(−ζωt) from above:
    /// - underdamped: by exp(−ζωt)(|A| + |K|t) (as |sin u| ≤ u) and by
    ///   exp(−ζωt)·√(A² + (K/√q)²), the oscillation's amplitude;
    /// - critically damped or overdamped: by exp(−ζωt)(|A|·C + |K|·S) (C, S ≥ 0), which is
    ///   the motion itself when A and K share a sign (a spring starting at rest), and rises
    ///   at most once before it falls.
    /// Step 2: solve each bound = epsilon on its falling branch (bisection to 1e-12 s) and
    /// keep the smaller time, since each bound is valid.
    /// Step 3: the later of the displacement and velocity times.
    /// An undamped spring (ζ = 0) never settles: `.infinity`.
    private func computeSettlingDuration() -> Double {
        guard response > 0 else { return 0 }
        guard dampingFraction > 0 else { return .infinity }
        let a = -1.0
        let k = initialVelocity + alpha * a
        // Step 1–2 for displacement, then velocity.
        let position = bound(a, k, epsilon: Self.positionEpsilon)
        let velocity = bound(k - alpha * a, -(alpha * k + a * q), epsilon: Self.velocityEpsilon)
        // Step 3.
        return max(position, velocity)
    }

    private func bound(_ a: Double, _ k: Double, epsilon: Double) -> Double {
        let (a, k) = (abs(a), abs(k))
        if a == 0 && k == 0 { return 0 }
        guard q > 0 else { return unimodalEnvelopeTime(a: a, k: k, epsilon: epsilon) }
        let linear = Self.linearEnvelopeTime(a: a, k: k, rate: alpha, epsilon: epsilon)
        let amplitude = (a * a + (k * k) / q).squareRoot()
        return min(linear, max(0, log(amplitude / epsilon) / alpha))
    }

    /// Critically damped or overdamped: h(t) = a·exp(−ζωt)C(t) + k·exp(−ζωt)S(t) with
    /// a, k ≥ 0 bounds |A·C + K·S|·exp(−ζωt) (C, S ≥ 0 here) and equals it when A and K
    /// share a sign, as for a spring starting at rest. h is a sum of two exponentials with
    /// a positive slow coefficient, so it rises at most once, then falls: find the peak
    /// (where h' changes sign), then the crossing of epsilon after it.
    private func unimodalEnvelopeTime(a: Double, k: Double, epsilon: Double) -> Double {
        let h = { (t: Double) -> Double in
            let terms = dampedTerms(at: t)
            return a * terms.c + k * terms.s
        }
        // h' = exp(−ζωt)((k − ζωa)·C − (ζωk + a·q)·S), as for the motion itself.
        let slope = { (t: Double) -> Double in
            let terms = dampedTerms(at: t)
            return (k - alpha * a) * terms.c - (alpha * k + a * q) * terms.s
        }
        let slow = q < 0 ? slowRate : alpha
        var peak = 0.0
        if slope(0) > 0 {
            var hi = 1 / slow
            var doublings = 0
            while slope(hi) > 0 && doublings < 200 { hi *= 2; doublings += 1 }
            peak = Self.bisectDecreasing(slope, lo: 0, hi: hi)
        }
        if h(peak) <= epsilon { return 0 }
        var hi = peak + 1 / slow
        var doublings = 0
        while h(hi) > epsilon && doublings < 200 { hi = peak + 2 * (hi - peak); doublings += 1 }
        return Self.bisectDecreasing({ h($0) - epsilon }, lo: peak, hi: hi)
    }

    /// The time after which exp(−rate·t)(a + k·t) ≤ epsilon for good (a, k ≥ 0, rate > 0).
    /// The function rises until t₀ = 1/rate − a/k, then falls; work in logarithms.
    static func linearEnvelopeTime(a: Double, k: Double, rate: Double, epsilon: Double) -> Double {
        guard rate > 0, rate.isFinite else { return .infinity }
        let g = { (t: Double) in log(a + k * t) - rate * t - log(epsilon) }
        let t0 = k > 0 ? max(0, 1 / rate - a / k) : 0
        if g(t0) <= 0 { return 0 }  // the peak is already within epsilon
        var hi = t0 + 1 / rate
        var doublings = 0
        while g(hi) > 0 && doublings < 200 { hi = t0 + 2 * (hi - t0); doublings += 1 }
        return bisectDecreasing(g, lo: t0, hi: hi)
    }

    /// The root of a decreasing `f` with f(lo) > 0 ≥ f(hi), to 1e-12 relative; returns the
    /// upper end so the answer errs towards "settled".
    static func bisectDecreasing(_ f: (Double) -> Double, lo: Double, hi: Double) -> Double {
        var (lo, hi) = (lo, hi)
        for _ in 0..<200 {
            if hi - lo <= 1e-12 * max(1, hi) { break }
            let mid = (lo + hi) / 2
            if f(mid) > 0 { lo = mid } else { hi = mid }
        }
        return hi
    }
}
