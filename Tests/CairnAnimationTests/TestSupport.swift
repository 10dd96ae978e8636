import Foundation
import CairnTestSupport

/// An independent cubic-Bézier easing: bisection on the Bernstein form of x(s), 200 halvings,
/// then y(s). Shares no code with `BezierTimingCurve` (which uses Newton on the polynomial).
func referenceBezier(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, _ x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bernstein(c0x, c1x, mid) < x { lo = mid } else { hi = mid }
    }
    return bernstein(c0y, c1y, (lo + hi) / 2)
}
