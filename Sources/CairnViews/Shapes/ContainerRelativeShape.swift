import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A shape whose path depends on where its view sits in the tree, not only on its rect.
package protocol NodeDependentShape {
    /// The path for the shape's view `node`, drawn in `rect` (the node's frame, root coordinates).
    func path(in rect: CGRect, node: ViewNode) -> Path
}

/// A shape replaced by an inset version of the current container shape (Apple:
/// `ContainerRelativeShape`: "A shape that is replaced by an inset version of the current
/// container shape. If no container shape was defined, is replaced by a rectangle.").
///
/// The container shape is the nearest ancestor's `.containerShape(_:)`. Cairn insets it by
/// the smallest gap between the container's frame and this view's frame, so a rounded
/// rectangle container of radius R gives a concentric radius R − gap (never below 0), and
/// draws it in this view's frame grown by that gap.
public struct ContainerRelativeShape: InsettableShape, NodeDependentShape {
    var inset: CGFloat = 0
    /// A container-relative shape.
    public init() {}
    /// `.fixed`: each corner follows the container's corner beside it, which the layout has
    /// already placed for the layout direction (Cairn's reading).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// Without a container (`path(in:)` called directly), a rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
    /// This shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var s = self
        s.inset += amount.isFinite ? amount : 0
        return s
    }

    package func path(in rect: CGRect, node: ViewNode) -> Path {
        var ancestor = node.parent
        while let a = ancestor {
            if let container = a.behavior as? ContainerShapeBehavior {
                let c = a.frame
                let gap = max(0, min(rect.minX - c.minX, rect.minY - c.minY, c.maxX - rect.maxX, c.maxY - rect.maxY))
                let g = gap.isFinite ? gap : 0
                let outer = rect.insetBy(dx: -g, dy: -g)
                return container.path(in: outer, inset: g + inset)
            }
            ancestor = a.parent
        }
        return path(in: rect)
    }
}

/// `.containerShape(_:)`: records the shape its descendants' `ContainerRelativeShape` uses.
final class ContainerShapeBehavior: PassthroughBehavior {
    let makePath: (CGRect, CGFloat) -> Path
    /// The container's corner radii in a rect, for `ConcentricRectangle` (nil: a shape
    /// without rounded-rectangle corners).
    let cornerRadii: (CGRect) -> RectangleCornerRadii?
    init<S: InsettableShape>(_ shape: S) {
        cornerRadii = { rect in ConcentricRectangle.cornerRadii(of: shape, in: rect) }
        makePath = { rect, amount in
            // A rounded rectangle insets concentrically: its corners shrink by the inset.
            if let rr = shape as? RoundedRectangle {
                let r = rect.insetBy(dx: amount, dy: amount)
                guard r.width >= 0, r.height >= 0 else { return Path() }
                let corner = CGSize(width: max(rr.cornerSize.width - amount, 0), height: max(rr.cornerSize.height - amount, 0))
                return RoundedRectangle(cornerSize: corner, style: rr.style).path(in: r)
            }
            return shape.inset(by: amount).path(in: rect)
        }
    }
    func path(in rect: CGRect, inset: CGFloat) -> Path { makePath(rect, inset) }
}

extension View {
    /// Sets the shape `ContainerRelativeShape` views inside this one take (Apple:
    /// `containerShape(_:)`, "Sets the container shape to use for any container relative
    /// shape within this view").
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        PassthroughView(content: self, name: "ContainerShape") { ContainerShapeBehavior(shape) }
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container-relative shape (Apple: `Shape.containerRelative`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
