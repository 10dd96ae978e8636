import CairnGeometry
import Foundation

/// One subpath of a path: where it starts, its drawing segments, and whether it is closed.
package struct Subpath: Equatable, Sendable {
    /// The point given by the subpath's `move`.
    package var start: CGPoint
    /// The drawing segments in order, without the implicit closing line.
    package var segments: [PathSegment]
    /// Whether the subpath ends with `closeSubpath`.
    package var isClosed: Bool

    /// The segments, plus the closing line back to `start` when the subpath is closed (a
    /// zero-length closing line is included too, so callers can see the closure).
    package var segmentsWithClosure: [PathSegment] {
        guard isClosed else { return segments }
        return segments + [.line(segments.last?.end ?? start, start)]
    }

    /// The end point of the last segment (or the start for a lone move).
    package var end: CGPoint { segments.last?.end ?? start }
}

extension Path {
    /// The path split into subpaths, each with explicit segment start points.
    package var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let c = current { result.append(c) }
                current = Subpath(start: p, segments: [], isClosed: false)
                point = p
            case .line(let p):
                current?.segments.append(.line(point, p))
                point = p
            case .quadCurve(let p, let c):
                current?.segments.append(.quad(point, c, p))
                point = p
            case .curve(let p, let c1, let c2):
                current?.segments.append(.cubic(point, c1, c2, p))
                point = p
            case .closeSubpath:
                if var c = current {
                    c.isClosed = true
                    result.append(c)
                    point = c.start
                }
                current = nil
            }
        }
        if let c = current { result.append(c) }
        return result
    }

    /// Each subpath as a path of its own, its curves kept.
    package var subpathPaths: [Path] {
        var out: [Path] = []
        var current = Path()
        for element in elements {
            if case .move = element, !current.isEmpty {
                out.append(current)
                current = Path()
            }
            current.append(element)
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// Each subpath flattened to a polyline within `tolerance` points of the curves: the
    /// first point is the subpath's start; closed subpaths do not repeat it at the end.
    package func flattenedSubpaths(tolerance: CGFloat) -> [(points: [CGPoint], isClosed: Bool)] {
        subpaths.map { sub in
            var points = [sub.start]
            for seg in sub.segments { points += seg.flattened(tolerance: tolerance) }
            return (points, sub.isClosed)
        }
    }
}
