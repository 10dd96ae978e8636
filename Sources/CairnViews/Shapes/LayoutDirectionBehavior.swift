import CairnGeometry
import CairnShapes
import Foundation

/// Whether a view or a shape mirrors in a layout direction (Apple: `LayoutDirectionBehavior`,
/// iOS 17: "A description of what should happen when the layout direction changes"). Used by
/// the `layoutDirectionBehavior(_:)` view modifier and by `Shape.layoutDirectionBehavior`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrors (Apple: "doesn't mirror when the layout direction changes").
    case fixed
    /// Mirrors when the layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// Mirrors when the layout direction is right to left.
    public static var mirrors: LayoutDirectionBehavior { LayoutDirectionBehavior.mirrors(in: LayoutDirection.rightToLeft) }

    /// Whether this behaviour mirrors in `direction`.
    package func mirrors(in direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

extension Path {
    /// This path mirrored horizontally about the vertical line x = `x` (each point's x
    /// becomes 2x − its x; Apple: "When mirrored, the individual points of the path will be
    /// transformed").
    package func mirrored(about x: CGFloat) -> Path {
        guard x.isFinite else { return self }
        return applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * x, ty: 0))
    }
}

extension Shape {
    /// The shape's path in `frame` (the node's frame, in the display list's space) as `node`
    /// draws it: its node-dependent path (`ContainerRelativeShape`) or its path in a rect at
    /// the origin moved to `frame`, mirrored about the frame's centre when its
    /// `layoutDirectionBehavior` mirrors in the node's layout direction.
    package func placedPath(in frame: CGRect, node: ViewNode) -> Path {
        let path = (self as? any NodeDependentShape)?.path(in: frame, node: node)
            ?? self.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        return mirroredIfNeeded(path, in: frame, node: node)
    }

    /// `path` (already in `frame`) mirrored about the frame's centre when this shape's
    /// `layoutDirectionBehavior` mirrors in the node's layout direction, else unchanged.
    package func mirroredIfNeeded(_ path: Path, in frame: CGRect, node: ViewNode) -> Path {
        layoutDirectionBehavior.mirrors(in: node.environment.layoutDirection) ? path.mirrored(about: frame.midX) : path
    }
}
