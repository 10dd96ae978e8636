import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (c0x, c0y) and
/// (c1x, c1y): the easing function of `.easeIn`, `.easeOut`, `.easeInOut` and
/// `.timingCurve(_:_:_:_:duration:)`.
///
/// The curve is parametric: x(s) and y(s) for s in 0...1. Easing maps elapsed time (x) to
/// progress (y), so `value(at:)` first solves x(s) = x for s, then returns y(s).
/// The same control points drive CSS `cubic-bezier()` and SMIL `keySplines`.
package struct BezierTimingCurve: Equatable, Sendable {
    package let c0x: Double, c0y: Double, c1x: Double, c1y: Double

    /// A curve with the given control points. x coordinates are clamped to 0...1 (outside
    /// it x(s) is not monotonic and time would run backwards, as CSS also forbids); any
    /// non-finite coordinate makes the curve linear. Never traps.
    package init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        guard c0x.isFinite, c0y.isFinite, c1x.isFinite, c1y.isFinite else {
            (self.c0x, self.c0y, self.c1x, self.c1y) = (0, 0, 1, 1)
            return
        }
        self.c0x = min(max(c0x, 0), 1)
        self.c0y = c0y
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
    }

    package static let linear = BezierTimingCurve(0, 0, 1, 1)
    package static let easeIn = BezierTimingCurve(0.42, 0, 1, 1)
    package static let easeOut = BezierTimingCurve(0, 0, 0.58, 1)
    package static let easeInOut = BezierTimingCurve(0.42, 0, 0.58, 1)

    /// Whether this is the identity curve (y = x), evaluated without solving.
    package var isLinear: Bool { c0x == c0y && c1x == c1y }

    // Polynomial coefficients, Horner form: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    private var cx: Double { 3 * c0x }
    private var bx: Double { 3 * (c1x - c0x) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * c0y }
    private var by: Double { 3 * (c1y - c0y) - cy }
    private var ay: Double { 1 - cy - by }

    private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The progress (y) at elapsed fraction `x`. `x` ≤ 0 gives exactly 0, `x` ≥ 1 exactly 1
    /// (NaN gives 0). Accurate to 1e-12 in the curve parameter.
    package func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isLinear { return x }
        return y(parameter(forX: x))
    }

    /// d(progress)/d(elapsed fraction) at `x`: dy/dx = y'(s) / x'(s). Where x'(s) vanishes
    /// (a control point on the time axis' end, as easeOut's at 0) a central difference of
    /// `value(at:)` stands in for the limit.
    package func slope(at x: Double) -> Double {
        if isLinear { return x >= 0 && x <= 1 ? 1 : 0 }
        guard x >= 0, x <= 1 else { return 0 }
        let s = parameter(forX: x)
        let d = dx(s)
        if abs(d) > 1e-6 { return dy(s) / d }
        let h = 1e-6
        let lo = max(0, x - h), hi = min(1, x + h)
        return (value(at: hi) - value(at: lo)) / (hi - lo)
    }

    /// Solves x(s) = `x` for s in 0...1.
    ///
    /// Step 1: Newton's method from s = x (x(s) is monotonic because both x control points
    /// lie in 0...1), accepted once |x(s) − x| ≤ 1e-14.
    /// Step 2: if Newton stalls (a flat x'(s)) or leaves 0...1, bisection on 0...1 to an
    /// interval of 1e-15, which always converges because x(s) is monotonic.
    package func parameter(forX x: Double) -> Double {
        // Step 1: Newton.
        var s = x
        for _ in 0..<8 {
            let error = self.x(s) - x
            if abs(error) <= 1e-14 { return s }
            let d = dx(s)
            if abs(d) < 1e-9 { break }
            s -= error / d
            if !(s >= 0 && s <= 1) { break }
        }
        // Step 2: bisection.
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            s = (lo + hi) / 2
            let value = self.x(s)
            if value == x { return s }
            if value < x { lo = s } else { hi = s }
            if hi - lo <= 1e-15 { break }
        }
        return (lo + hi) / 2
    }
}
