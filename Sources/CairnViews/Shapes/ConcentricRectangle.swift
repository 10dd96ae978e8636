import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

extension Edge {
    /// A corner of a rectangle (Apple: `Edge.Corner`, iOS 26).
    public enum Corner: Int8, CaseIterable, Hashable, Sendable {
        /// The top-leading corner.
        case topLeading
        /// The top-trailing corner.
        case topTrailing
        /// The bottom-leading corner.
        case bottomLeading
        /// The bottom-trailing corner.
        case bottomTrailing

        /// How a corner of a `ConcentricRectangle` is drawn (Apple: `Edge.Corner.Style`).
        public struct Style: Hashable, Sendable {
            enum Kind: Hashable, Sendable { case fixed(CGFloat), concentric(minimum: CGFloat?) }
            let kind: Kind

            /// A corner concentric with its container's (Apple: "the system calculates the
            /// corner radius to equal the container shape's corner radius minus the distance
            /// between corners… When the system calculates a zero radius, the corner is square").
            public static var concentric: Style { Style(kind: .concentric(minimum: nil)) }

            /// A concentric corner that is never smaller than `minimum` (Apple: "If the radius
            /// that the system calculates is less than the minimum radius you provide, the
            /// system uses the minimum radius"). A concentric minimum counts as none.
            public static func concentric(minimum: Style? = nil) -> Style {
                if case .fixed(let r)? = minimum?.kind { return Style(kind: .concentric(minimum: r)) }
                return Style(kind: .concentric(minimum: nil))
            }

            /// A corner of a fixed radius, whatever the container (NaN and negative: 0).
            public static func fixed(_ radius: CGFloat) -> Style {
                Style(kind: .fixed(radius.isFinite ? max(radius, 0) : 0))
            }
        }
    }
}

/// A rectangle whose corners are square, fixed or concentric with its container's corners
/// (Apple: `ConcentricRectangle`, iOS 26, "A shape whose corners you configure, individually
/// or uniformly, to be squared, rounded, or concentric relative to a container shape's
/// corners").
///
/// The container is the nearest `.containerShape(_:)` above the view (a rounded rectangle,
/// uneven rounded rectangle, capsule, circle or rectangle). A concentric corner's radius is
/// the container's radius at that corner minus the distance between the corners, never below
/// 0 (square) or the minimum given; Cairn measures that distance as the larger of the two
/// insets at the corner (equal insets d give R − d, the radius that shares the container
/// arc's centre; with unequal insets the larger keeps the corner inside the container's
/// arc). Without a container shape — Apple's would be the window or the device's screen,
/// which a render has not — the container radius is 0, so a concentric corner is square or
/// its minimum. `isUniform` gives every corner the largest of the four radii, as Apple
/// documents. Corners are circular arcs.
public struct ConcentricRectangle: Shape, NodeDependentShape {
    let topLeading: Edge.Corner.Style
    let topTrailing: Edge.Corner.Style
    let bottomLeading: Edge.Corner.Style
    let bottomTrailing: Edge.Corner.Style
    /// Which corners share their largest radius: 0 none, 1 all, 2 top and bottom pairs,
    /// 3 leading and trailing pairs.
    let uniform: Int

    /// `.fixed`: each corner's radius comes from the container's corner beside it, which the
    /// layout has already placed for the layout direction (Cairn's reading).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    /// Concentric corners, each computed on its own (Apple: `init()`).
    public init() { self.init(corners: .concentric) }

    /// The same style on all four corners (Apple: `init(corners:isUniform:)`).
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        topLeading = corners; topTrailing = corners; bottomLeading = corners; bottomTrailing = corners
        uniform = isUniform ? 1 : 0
    }

    /// A style per corner (Apple: `init(topLeadingCorner:topTrailingCorner:bottomLeadingCorner:bottomTrailingCorner:)`).
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        topLeading = topLeadingCorner; topTrailing = topTrailingCorner
        bottomLeading = bottomLeadingCorner; bottomTrailing = bottomTrailingCorner
        uniform = 0
    }

    /// One style on the top corners and one on the bottom, each pair sharing its larger
    /// radius (Apple: `init(uniformTopCorners:uniformBottomCorners:)`).
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        topLeading = uniformTopCorners; topTrailing = uniformTopCorners
        bottomLeading = uniformBottomCorners; bottomTrailing = uniformBottomCorners
        uniform = 2
    }

    /// One style on the leading corners and one on the trailing, each pair sharing its larger
    /// radius (Apple: `init(uniformLeadingCorners:uniformTrailingCorners:)`).
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        topLeading = uniformLeadingCorners; bottomLeading = uniformLeadingCorners
        topTrailing = uniformTrailingCorners; bottomTrailing = uniformTrailingCorners
        uniform = 3
    }

    /// Without a container (`path(in:)` called directly): container radius 0.
    public func path(in rect: CGRect) -> Path {
        UnevenRoundedRectangle(cornerRadii: radii(in: rect, container: rect, containerRadii: RectangleCornerRadii()), style: .circular).path(in: rect)
    }

    package func path(in rect: CGRect, node: ViewNode) -> Path {
        var ancestor = node.parent
        while let a = ancestor {
            if let container = a.behavior as? ContainerShapeBehavior {
                let radii = container.cornerRadii(a.frame) ?? RectangleCornerRadii()
                return UnevenRoundedRectangle(cornerRadii: self.radii(in: rect, container: a.frame, containerRadii: radii), style: .circular)
                    .path(in: rect)
            }
            ancestor = a.parent
        }
        return path(in: rect)
    }

    /// The corner radii of this shape drawn in `rect` inside a container occupying
    /// `container` with corner radii `containerRadii` (Apple's rule, see the type).
    public func radii(in rect: CGRect, container: CGRect, containerRadii: RectangleCornerRadii) -> RectangleCornerRadii {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        func resolve(_ style: Edge.Corner.Style, containerRadius: CGFloat, dx: CGFloat, dy: CGFloat) -> CGFloat {
            switch style.kind {
            case .fixed(let r): return r
            case .concentric(let minimum):
                let r = max(finite(containerRadius) - max(finite(dx), finite(dy)), 0)
                return max(r, minimum ?? 0)
            }
        }
        var tl = resolve(topLeading, containerRadius: containerRadii.topLeading, dx: rect.minX - container.minX, dy: rect.minY - container.minY)
        var tr = resolve(topTrailing, containerRadius: containerRadii.topTrailing, dx: container.maxX - rect.maxX, dy: rect.minY - container.minY)
        var bl = resolve(bottomLeading, containerRadius: containerRadii.bottomLeading, dx: rect.minX - container.minX, dy: container.maxY - rect.maxY)
        var br = resolve(bottomTrailing, containerRadius: containerRadii.bottomTrailing, dx: container.maxX - rect.maxX, dy: container.maxY - rect.maxY)
        switch uniform {
        case 1: let m = max(tl, tr, bl, br); tl = m; tr = m; bl = m; br = m
        case 2: let t = max(tl, tr), b = max(bl, br); tl = t; tr = t; bl = b; br = b
        case 3: let l = max(tl, bl), t = max(tr, br); tl = l; bl = l; tr = t; br = t
        default: break
        }
        return RectangleCornerRadii(topLeading: tl, bottomLeading: bl, bottomTrailing: br, topTrailing: tr)
    }

    /// The corner radii of a container `shape` in `rect` (nil: not a rounded rectangle).
    static func cornerRadii(of shape: any Shape, in rect: CGRect) -> RectangleCornerRadii? {
        let half = min(rect.width, rect.height) / 2
        func all(_ r: CGFloat) -> RectangleCornerRadii { RectangleCornerRadii(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r) }
        switch shape {
        case let r as RoundedRectangle: return all(min(r.cornerSize.width, half))
        case let u as UnevenRoundedRectangle: return u.cornerRadii
        case is Capsule, is Circle: return all(half)
        case is Rectangle: return all(0)
        default: return nil
        }
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle with the same corner style on all four corners (Apple: `rect(corners:isUniform:)`).
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }

    /// A rectangle with one style on its top corners and one on its bottom corners (Apple:
    /// `rect(uniformTopCorners:uniformBottomCorners:)`).
    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }
}
