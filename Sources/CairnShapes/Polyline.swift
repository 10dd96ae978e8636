import CairnGeometry
import Foundation

/// A flattened subpath ready for stroking: distinct consecutive points, whether each vertex
/// lies inside a flattened curve (a "smooth" vertex, where the join style does not apply),
/// and whether it is closed.
package struct Polyline: Equatable, Sendable {
    /// The vertices; a closed polyline does not repeat its first point at the end.
    package var points: [CGPoint]
    /// Per vertex: whether it is an interior point of a flattened curve.
    package var smooth: [Bool]
    /// Whether the last point connects back to the first.
    package var isClosed: Bool
    /// For a polyline of one point (a zero-length subpath or dash): the direction its square
    /// cap is aligned with.
    package var direction: CGPoint = CGPoint(x: 1, y: 0)

    /// The number of edges, the closing edge included.
    package var edgeCount: Int {
        points.count < 2 ? 0 : (isClosed ? points.count : points.count - 1)
    }
}

extension Path {
    /// The most points curves are flattened into for one stroke (see `strokePolylines`).
    package static let maximumFlattenedPoints = 1 << 18

    /// The subpaths flattened for stroking within `tolerance` points, with repeated points
    /// removed. Subpaths made of a lone `move` are left out (they draw nothing); subpaths
    /// whose segments all have zero length become one-point polylines (they draw a dot with
    /// round or square caps, as in Core Graphics).
    package func strokePolylines(tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        // Bounded work: at most about 2¹⁸ points from curves in all, however many curves
        // there are (each still gets at least 16): a path of thousands of huge arcs would
        // otherwise flatten into tens of millions of points.
        var curveCount = 0
        for element in elements {
            switch element {
            case .quadCurve, .curve: curveCount += 1
            default: break
            }
        }
        let perCurve = curveCount == 0 ? 4096 : min(max(Self.maximumFlattenedPoints / curveCount, 16), 4096)
        for sub in subpaths where !sub.segments.isEmpty || sub.isClosed {
            var points = [sub.start]
            var smooth = [false]
            var direction: CGPoint?
            for seg in sub.segments {
                if direction == nil { direction = (seg.end - seg.start).normalized }
                let flat = seg.flattened(tolerance: tolerance, maximumPoints: perCurve)
                for (i, p) in flat.enumerated() {
                    let isCurveInterior: Bool
                    if case .line = seg { isCurveInterior = false } else { isCurveInterior = i < flat.count - 1 }
                    if let last = points.last, last.distance(to: p) <= 1e-9 { continue }
                    points.append(p)
                    smooth.append(isCurveInterior)
                }
            }
            if sub.isClosed, points.count > 1, let last = points.last, last.distance(to: points[0]) <= 1e-9 {
                points.removeLast()
                smooth.removeLast()
            }
            var line = Polyline(points: points, smooth: smooth, isClosed: sub.isClosed && points.count > 1)
            if let direction { line.direction = direction }
            result.append(line)
        }
        return result
    }
}
