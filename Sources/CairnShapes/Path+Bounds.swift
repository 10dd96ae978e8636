import CairnGeometry
import Foundation

/// Bounding boxes.
extension Path {
    /// The smallest rectangle containing every point the path passes through.
    ///
    /// Tight, like `CGPath.boundingBoxOfPath`: curve extrema are solved analytically (roots
    /// of B'(t)) and control points are excluded; a lone `move` point is included. An empty
    /// path gives `CGRect.null`, as SwiftUI's `Path().boundingRect` does (it forwards to
    /// Core Graphics); test with `isNull`, not `== .zero`.
    public var boundingRect: CGRect {
        var result = CGRect.null
        var point = CGPoint.zero
        var start = CGPoint.zero
        func include(_ r: CGRect) {
            result = result.isNull ? r : result.union(r)
        }
        for element in elements {
            switch element {
            case .move(let p):
                include(CGRect(origin: p, size: .zero))
                point = p
                start = p
            case .line(let p):
                include(PathSegment.line(point, p).bounds)
                point = p
            case .quadCurve(let p, let c):
                include(PathSegment.quad(point, c, p).bounds)
                point = p
            case .curve(let p, let c1, let c2):
                include(PathSegment.cubic(point, c1, c2, p).bounds)
                point = p
            case .closeSubpath:
                point = start
            }
        }
        return result
    }
}
