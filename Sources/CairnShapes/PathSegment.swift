import CairnGeometry
import Foundation

/// One drawing segment of a path with its start point made explicit: the unit that bounds,
/// measuring, trimming, flattening and stroking work on.
package enum PathSegment: Equatable, Sendable {
    /// A straight line from the first point to the second.
    case line(CGPoint, CGPoint)
    /// A quadratic Bézier: start, control, end.
    case quad(CGPoint, CGPoint, CGPoint)
    /// A cubic Bézier: start, control 1, control 2, end.
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    /// The first point.
    package var start: CGPoint {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    /// The last point.
    package var end: CGPoint {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// The path element that draws this segment from its start point.
    package var element: Path.Element {
        switch self {
        case .line(_, let p): return .line(to: p)
        case .quad(_, let c, let p): return .quadCurve(to: p, control: c)
        case .cubic(_, let c1, let c2, let p): return .curve(to: p, control1: c1, control2: c2)
        }
    }

    /// The point at parameter `t` in 0...1.
    package func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let a, let b):
            return a.lerp(b, t)
        case .quad(let a, let c, let b):
            return u * u * a + 2 * u * t * c + t * t * b
        case .cubic(let a, let c1, let c2, let b):
            return u * u * u * a + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * b
        }
    }

    /// The derivative dB/dt at parameter `t` (a vector).
    package func derivative(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let a, let b):
            return b - a
        case .quad(let a, let c, let b):
            return 2 * u * (c - a) + 2 * t * (b - c)
        case .cubic(let a, let c1, let c2, let b):
            return 3 * u * u * (c1 - a) + 6 * u * t * (c2 - c1) + 3 * t * t * (b - c2)
        }
    }

    /// The two halves of the segment split at `t` (de Casteljau).
    package func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let a, let b):
            let m = a.lerp(b, t)
            return (.line(a, m), .line(m, b))
        case .quad(let a, let c, let b):
            let ac = a.lerp(c, t), cb = c.lerp(b, t), m = ac.lerp(cb, t)
            return (.quad(a, ac, m), .quad(m, cb, b))
        case .cubic(let a, let c1, let c2, let b):
            let p01 = a.lerp(c1, t), p12 = c1.lerp(c2, t), p23 = c2.lerp(b, t)
            let p012 = p01.lerp(p12, t), p123 = p12.lerp(p23, t)
            let m = p012.lerp(p123, t)
            return (.cubic(a, p01, p012, m), .cubic(m, p123, p23, b))
        }
    }

    /// The part of the segment between parameters `t0 <= t1`, with exact end points when a
    /// bound is 0 or 1.
    package func subsegment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        var seg = self
        if t1 < 1 { seg = seg.split(at: t1).0 }
        if t0 > 0 {
            // After cutting at t1, the old parameter t0 sits at t0 / t1 of the remaining piece.
            let local = t1 > 0 ? t0 / t1 : 0
            seg = seg.split(at: min(max(local, 0), 1)).1
        }
        return seg
    }

    /// The segment with every point mapped through `t`.
    package func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .line(let a, let b): return .line(a.applying(t), b.applying(t))
        case .quad(let a, let c, let b): return .quad(a.applying(t), c.applying(t), b.applying(t))
        case .cubic(let a, let c1, let c2, let b):
            return .cubic(a.applying(t), c1.applying(t), c2.applying(t), b.applying(t))
        }
    }

    /// Points along the segment (after its start, ending exactly at its end) such that the
    /// polyline through them stays within `tolerance` of the curve.
    ///
    /// Uniform subdivision with the classic bound: a chord of a piece with parameter span h
    /// deviates at most h²·max|B''|/8 from the curve.
    /// At most `maximumPoints` (1...4096) points are made, whatever the tolerance.
    package func flattened(tolerance: CGFloat, maximumPoints: Int = 4096) -> [CGPoint] {
        let secondDifference: CGFloat
        switch self {
        case .line(_, let b):
            return [b]
        case .quad(let a, let c, let b):
            // |B''| = 2·|a − 2c + b|.
            secondDifference = 2 * (a - 2 * c + b).length
        case .cubic(let a, let c1, let c2, let b):
            // |B''| ≤ 6·max(|a − 2c1 + c2|, |c1 − 2c2 + b|).
            secondDifference = 6 * max((a - 2 * c1 + c2).length, (c1 - 2 * c2 + b).length)
        }
        let tol = max(tolerance, 1e-6)
        let raw = (secondDifference / (8 * tol)).squareRoot().rounded(.up)
        let cap = CGFloat(min(max(maximumPoints, 1), 4096))
        let n = raw.isFinite ? Int(min(max(raw, 1), cap)) : 1
        var points: [CGPoint] = []
        points.reserveCapacity(n)
        for i in 1..<n { points.append(point(at: CGFloat(i) / CGFloat(n))) }
        points.append(end)
        return points
    }

    /// The tight bounding box: end points and the curve's extrema, control points excluded.
    package var bounds: CGRect {
        var ts: [CGFloat] = []
        switch self {
        case .line:
            break
        case .quad(let a, let c, let b):
            // B'(t) = 0 per axis: t = (a − c) / (a − 2c + b).
            for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
                let den = p0 - 2 * p1 + p2
                if den != 0 { ts.append((p0 - p1) / den) }
            }
        case .cubic(let a, let c1, let c2, let b):
            for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
                ts += Self.cubicExtremaParameters(p0, p1, p2, p3)
            }
        }
        var minX = min(start.x, end.x), maxX = max(start.x, end.x)
        var minY = min(start.y, end.y), maxY = max(start.y, end.y)
        for t in ts where t > 0 && t < 1 {
            let p = point(at: t)
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Roots of the derivative of a one-dimensional cubic Bézier (any real roots; the
    /// caller keeps those inside 0...1).
    private static func cubicExtremaParameters(
        _ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat
    ) -> [CGFloat] {
        // B'(t)/3 = a t² + b t + c with:
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        let scale = max(abs(a), abs(b), abs(c))
        if scale == 0 { return [] }
        if abs(a) <= 1e-12 * scale {
            return b != 0 ? [-c / b] : []
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return [] }
        let s = disc.squareRoot()
        // Numerically stable form of the quadratic formula.
        let q = -0.5 * (b + (b < 0 ? -s : s))
        var roots: [CGFloat] = []
        if q != 0 { roots.append(c / q) }
        roots.append(q / a)
        return roots
    }
}
