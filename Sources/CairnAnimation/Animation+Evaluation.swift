import Foundation

/// Evaluating an animation at a time: Cairn's API (SwiftUI keeps its evaluation private).
///
/// Time is seconds since the animation started. Internally a time is kept as a ratio
/// n / q seconds (q = 1 for `fraction(at:)`, q = frames per second for
/// `fraction(atFrame:framesPerSecond:)`), so that frame k of a 3 s linear animation at
/// 30 fps is exactly k / 90: dividing the frame number by frames-per-duration rounds once,
/// where k / 30 / 3 rounds twice and misses k / 90 by an ulp for 26 of the 91 frames.
extension Animation {
    /// Total seconds until the animation is complete: the curve's duration or the spring's
    /// settling time, plus delays, divided by speeds, times repeat counts.
    /// `.infinity` for `repeatForever` (and for an undamped spring).
    public var duration: Double { durations.last ?? 0 }

    /// Whether the animation has finished `time` seconds after it started (the value then
    /// is the end value, fraction 1). Never true for an infinite animation; false for a NaN
    /// time.
    public func isComplete(at time: Double) -> Bool {
        time >= duration
    }

    /// The eased progress `time` seconds after the animation starts: 0 before (and at) the
    /// start, 1 once complete, in between the curve's value, accounting for delay, speed,
    /// repeats and autoreverse. Springs and y-overshooting timing curves leave 0...1.
    ///
    /// Negative and NaN times give 0 (not started); `.infinity` gives the final value.
    public func fraction(at time: Double) -> Double {
        state(n: time, q: 1).value
    }

    /// The progress at frame `frame` of an export running at `framesPerSecond`, frame 0
    /// being the start: `fraction(at: frame / framesPerSecond)` with the division folded
    /// into the animation's own so whole-frame durations give exact fractions (frame k of a
    /// linear animation N frames long is exactly k / N).
    ///
    /// A duration or delay within 8 ulps of a whole number of frames (0.2 s at 60 fps is
    /// 12.000000000000002 frames in binary) counts as that whole number.
    /// `framesPerSecond` that is NaN, infinite or ≤ 0 evaluates the start (0).
    public func fraction(atFrame frame: Int, framesPerSecond: Double) -> Double {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else { return fraction(at: 0) }
        return state(n: Double(frame), q: framesPerSecond).value
    }

    /// d(fraction)/d(time) at `time`, in progress per second: how fast the animation moves
    /// there (negative on reversed legs; 0 before the start and once complete).
    public func velocity(at time: Double) -> Double {
        state(n: time, q: 1).velocity
    }

    /// The value `time` seconds into animating from `from` to `to`:
    /// `from + (to − from) × fraction(at: time)`, exactly `from` at fraction 0 and exactly
    /// `to` at fraction 1. NaN components pass through (no trap).
    public func interpolate<V: VectorArithmetic>(from: V, to: V, at time: Double) -> V {
        Self.mix(from, to, fraction(at: time))
    }

    /// The value `time` seconds into animating an `Animatable` value (a `CGPoint`, `CGRect`,
    /// `Angle`, shape, ...) from `from` to `to`, through its `animatableData`.
    @_disfavoredOverload
    public func interpolate<T: Animatable>(from: T, to: T, at time: Double) -> T {
        var result = to
        result.animatableData = Self.mix(from.animatableData, to.animatableData, fraction(at: time))
        return result
    }

    static func mix<V: VectorArithmetic>(_ from: V, _ to: V, _ t: Double) -> V {
        if t == 0 { return from }
        if t == 1 { return to }
        return from + (to - from).scaled(by: t)
    }

    // MARK: Internals

    /// The duration of the base motion, then after each modifier in turn.
    var durations: [Double] {
        var result: [Double] = []
        result.reserveCapacity(modifiers.count + 1)
        var d: Double
        switch base {
        case let .curve(_, duration): d = duration
        case let .spring(spring): d = spring.settlingDuration
        case let .custom(custom): d = custom.duration
        }
        result.append(d)
        for modifier in modifiers {
            switch modifier {
            case let .delay(delay): d += delay
            case let .speed(speed): d /= speed
            case let .repeating(count, _):
                if d > 0 { d = count.map { d * Double($0) } ?? .infinity }
            }
            result.append(d)
        }
        return result
    }

    /// `value` seconds as a count of 1/q-second ticks, snapped to a whole number when within
    /// 8 ulps of one.
    static func ticks(_ seconds: Double, _ q: Double) -> Double {
        let exact = seconds * q
        let whole = exact.rounded()
        return whole != 0 && abs(exact - whole) <= 8 * whole.ulp ? whole : exact
    }

    /// Progress and velocity at n / q seconds.
    ///
    /// Step 1: walk the modifiers from the outermost (last written) inwards, mapping the
    /// outer time to the inner one: a delay subtracts, a speed multiplies, a repeat keeps the
    /// time within the current leg and mirrors it on reversed legs. Each step also scales
    /// the velocity (by the speed, by −1 on a reversed leg).
    /// Step 2: evaluate the base curve or spring at the inner time. A negative inner time is
    /// "not started" (0); a repeat past its last leg is "complete" (1).
    func state(n: Double, q: Double) -> (value: Double, velocity: Double) {
        guard !n.isNaN else { return (0, 0) }
        guard n < .infinity else { return (1, 0) }  // the end of time: the final value
        var n = n
        var rate = 1.0  // d(inner seconds)/d(outer seconds)
        let durations = self.durations
        // Step 1.
        for index in modifiers.indices.reversed() {
            if n < 0 { return (0, 0) }
            switch modifiers[index] {
            case let .delay(delay):
                n -= Self.ticks(delay, q)
            case let .speed(speed):
                n *= speed
                rate *= speed
            case let .repeating(count, autoreverses):
                let leg = Self.ticks(durations[index], q)
                if leg == 0 { return (1, 0) }
                guard leg.isFinite else { continue }
                let legIndex = (n / leg).rounded(.down)
                if let count, legIndex >= Double(count) { return (1, 0) }
                n = min(max(n - legIndex * leg, 0), leg)
                if autoreverses && legIndex.truncatingRemainder(dividingBy: 2) == 1 {
                    n = leg - n
                    rate = -rate
                }
            }
        }
        // Step 2.
        guard n >= 0 else { return (0, 0) }
        switch base {
        case let .curve(curve, duration):
            let length = Self.ticks(duration, q)
            guard n < length else { return (1, 0) }
            let x = n / length
            return (curve.value(at: x), curve.slope(at: x) / duration * rate)
        case let .spring(spring):
            let (value, velocity) = spring.state(at: n / q)
            return (value, velocity * rate)
        case let .custom(custom):
            let (value, velocity) = custom.state(at: n / q)
            return (value, velocity * rate)
        }
    }
}
