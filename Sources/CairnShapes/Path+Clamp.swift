import CairnGeometry
import Foundation

/// Bounded geometry for renderers: a path reaching far outside the canvas is reduced to
/// what can change the canvas.
extension Path {
    /// The deepest a segment near `box` is subdivided by `clamped(to:)`.
    private static let maximumSplitDepth = 80

    /// This path with every part far outside `box` pushed onto the box's border, so a
    /// renderer never sees coordinates much larger than the box, with the same winding
    /// number at every point inside `box` (same fill, same clip there).
    ///
    /// Steps (Skia's edge clipper does the same in spirit):
    /// 1. A path whose bounds lie within `box` is returned as it is.
    /// 2. Each segment whose control points all lie beyond one side of `box` (all right of
    ///    it, say) becomes a line between its end points projected onto that side. The
    ///    straight homotopy from a point to its projection never enters the box, so winding
    ///    numbers inside the box do not change.
    /// 3. A segment crossing near the box but much larger than it is split in halves (de
    ///    Casteljau) until its pieces are either wholly beyond one side, or no larger than
    ///    the box's size (at most `maximumSplitDepth` levels).
    /// 4. Where a clamped piece meets an unclamped one, a short line joins the projection
    ///    to the original point; it lies beyond the same side, outside the box.
    ///
    /// For a stroke, pass the visible area expanded by more than the stroke's reach (half
    /// the line width times the miter limit): pieces on the border then draw nothing inside.
    package func clamped(to box: CGRect) -> Path {
        guard !isEmpty, box.isFinite, box.width >= 0, box.height >= 0 else { return self }
        let bounds = controlPointBounds
        guard !box.contains(bounds) else { return self }
        let limit = max(box.width, box.height, 1)
        var out = Path()
        var emitted: CGPoint?  // the output's current point; nil before a subpath starts
        var current = CGPoint.zero, start = CGPoint.zero

        func clamp(_ p: CGPoint) -> CGPoint {
            CGPoint(x: min(max(p.x, box.minX), box.maxX), y: min(max(p.y, box.minY), box.maxY))
        }
        func reach(_ p: CGPoint) {
            if emitted == nil {
                out.move(to: p)
                emitted = p
            } else if emitted != p {
                out.addLine(to: p)
                emitted = p
            }
        }
        func emit(_ segment: PathSegment, depth: Int) {
            let points = segment.controlPoints
            if Self.isBeyondOneSide(points, of: box) {
                reach(clamp(segment.start))
                reach(clamp(segment.end))
                return
            }
            let hull = Self.bounds(of: points)
            if depth < Self.maximumSplitDepth, hull.width > 4 * limit || hull.height > 4 * limit {
                let (a, b) = segment.split(at: 0.5)
                emit(a, depth: depth + 1)
                emit(b, depth: depth + 1)
                return
            }
            reach(segment.start)
            out.append(segment.element)
            emitted = segment.end
        }

        for element in elements {
            switch element {
            case .move(let p):
                emitted = nil
                current = p
                start = p
            case .line(let p):
                emit(.line(current, p), depth: 0)
                current = p
            case let .quadCurve(p, c):
                emit(.quad(current, c, p), depth: 0)
                current = p
            case let .curve(p, c1, c2):
                emit(.cubic(current, c1, c2, p), depth: 0)
                current = p
            case .closeSubpath:
                if current != start { emit(.line(current, start), depth: 0) }
                if emitted == nil { out.move(to: clamp(start)) }  // a lone point (a dot with caps)
                out.closeSubpath()
                emitted = nil
                current = start
            }
        }
        return out
    }

    /// The bounding box of every point and control point.
    package var controlPointBounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case let .quadCurve(p, c): add(p); add(c)
            case let .curve(p, c1, c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether all `points` lie beyond one side of `box` (strictly outside one edge line).
    private static func isBeyondOneSide(_ points: [CGPoint], of box: CGRect) -> Bool {
        points.allSatisfy { $0.x >= box.maxX } || points.allSatisfy { $0.x <= box.minX }
            || points.allSatisfy { $0.y >= box.maxY } || points.allSatisfy { $0.y <= box.minY }
    }

    private static func bounds(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

extension PathSegment {
    /// The start point, control points and end point.
    package var controlPoints: [CGPoint] {
        switch self {
        case let .line(a, b): return [a, b]
        case let .quad(a, c, b): return [a, c, b]
        case let .cubic(a, c1, c2, b): return [a, c1, c2, b]
        }
    }
}
