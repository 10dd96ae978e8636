import CairnGeometry
import Foundation

/// Hit testing.
extension Path {
    /// The flattening tolerance used for hit testing, in points.
    private static let containsTolerance: CGFloat = 0.01

    /// Whether `point` lies inside the path when filled.
    ///
    /// Uses the non-zero winding rule, or the even-odd rule when `eoFill` is true. Every
    /// subpath counts as closed (an open one is closed by a straight line, as filling does).
    /// Curves are flattened within 0.01 pt. Points exactly on an edge may go either way.
    /// An empty path, or a non-finite point, contains nothing.
    /// - Parameters:
    ///   - point: The point to test, in the path's coordinates.
    ///   - eoFill: Whether to use the even-odd rule.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.isFinite, !isEmpty else { return false }
        let bounds = boundingRect
        guard !bounds.isNull,
              point.x >= bounds.minX, point.x <= bounds.maxX,
              point.y >= bounds.minY, point.y <= bounds.maxY
        else { return false }
        let winding = windingNumber(at: point)
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The winding number of the (implicitly closed) flattened path around `point`: the
    /// signed count of edge crossings of the horizontal ray towards +x (Sunday's algorithm).
    package func windingNumber(at point: CGPoint) -> Int {
        var winding = 0
        for (points, _) in flattenedSubpaths(tolerance: Self.containsTolerance) where points.count > 1 {
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                if a.y <= point.y {
                    // An upward (towards +y) crossing with the point on the edge's left.
                    if b.y > point.y, (b - a).cross(point - a) > 0 { winding += 1 }
                } else if b.y <= point.y, (b - a).cross(point - a) < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }
}
