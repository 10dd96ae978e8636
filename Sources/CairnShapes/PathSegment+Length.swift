import CairnGeometry
import Foundation

/// Arc length of segments: adaptive Gauss–Legendre quadrature of |B'(t)|, and its inverse
/// (the parameter where a given length is reached) by safeguarded Newton iteration.
extension PathSegment {
    /// Nodes and weights of the 8-point Gauss–Legendre rule on [-1, 1] (symmetric pairs).
    private static let gaussNodes: [(x: CGFloat, w: CGFloat)] = [
        (0.1834346424956498, 0.3626837833783620),
        (0.5255324099163290, 0.3137066458778873),
        (0.7966664774136267, 0.2223810344533745),
        (0.9602898564975363, 0.1012285362903763),
    ]

    /// The 8-point Gauss–Legendre estimate of the length between `t0` and `t1`.
    private func gaussLength(_ t0: CGFloat, _ t1: CGFloat) -> CGFloat {
        let half = (t1 - t0) / 2, mid = (t0 + t1) / 2
        var sum: CGFloat = 0
        for (x, w) in Self.gaussNodes {
            sum += w * (derivative(at: mid - half * x).length + derivative(at: mid + half * x).length)
        }
        return sum * half
    }

    /// The length between `t0` and `t1`, refined by halving until two estimates agree to
    /// 1e-10 relative (the integrand is not smooth near cusps, hence the adaptivity).
    private func adaptiveLength(_ t0: CGFloat, _ t1: CGFloat, _ whole: CGFloat, depth: Int) -> CGFloat {
        let mid = (t0 + t1) / 2
        let left = gaussLength(t0, mid), right = gaussLength(mid, t1)
        let refined = left + right
        if depth >= 18 || abs(refined - whole) <= 1e-10 * max(refined, 1) { return refined }
        return adaptiveLength(t0, mid, left, depth: depth + 1)
            + adaptiveLength(mid, t1, right, depth: depth + 1)
    }

    /// The arc length from parameter 0 to `t` (in points).
    package func length(to t: CGFloat = 1) -> CGFloat {
        let t = min(max(t, 0), 1)
        if t == 0 { return 0 }
        if case .line(let a, let b) = self { return a.distance(to: b) * t }
        return adaptiveLength(0, t, gaussLength(0, t), depth: 0)
    }

    /// The total arc length (in points).
    package var length: CGFloat { length(to: 1) }

    /// The parameter at which the arc length from the start reaches `target`, given the
    /// segment's total length `total`. Results are within 1e-9 pt of the target length.
    package func parameter(atLength target: CGFloat, total: CGFloat) -> CGFloat {
        if target <= 0 || total <= 0 { return 0 }
        if target >= total { return 1 }
        if case .line = self { return target / total }
        // Newton's method on f(t) = length(to: t) − target, with f'(t) = |B'(t)|, kept inside
        // a bracket [lo, hi] that always holds the root; bisect when Newton leaves it.
        var lo: CGFloat = 0, hi: CGFloat = 1
        var t = target / total
        for _ in 0..<60 {
            let f = length(to: t) - target
            if abs(f) < 1e-10 { return t }
            if f > 0 { hi = t } else { lo = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - f / speed : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if hi - lo < 1e-15 { return next }
            t = next
        }
        return t
    }
}
