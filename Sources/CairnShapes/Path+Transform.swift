import CairnGeometry
import Foundation

/// Transforming and combining paths.
extension Path {
    /// The path with every point (end and control points) mapped through `transform`.
    ///
    /// Affine maps take Bézier curves to Bézier curves exactly, so no precision is lost. A
    /// transform producing non-finite coordinates drops those elements.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p.applying(transform))
            case .line(let p): result.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c):
                result.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                result.addCurve(
                    to: p.applying(transform),
                    control1: c1.applying(transform), control2: c2.applying(transform)
                )
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    /// The path moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Appends the subpaths of `path`, mapped through `transform`.
    ///
    /// As in Core Graphics the added path's first `move` starts a new subpath (no line joins
    /// it to this path's current point).
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }
}
