import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A `Path` is a shape whose outline is itself (Apple: `Path` conforms to `Shape`;
/// `path(in:)` returns the path unchanged, so a Path view is not scaled into its frame; it
/// takes the proposed size, nil axes 10, like every shape).
extension Path: Shape {
    /// The path itself, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }
    /// `.fixed`: a `Path` drawn as a view keeps its absolute coordinates in every layout
    /// direction, as a `Canvas` drawing does (Cairn's reading: Apple's page documents the
    /// protocol's default, not `Path`'s). Wrap it in a custom shape to have it mirror.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// The radii of a rectangle's four corners (Apple: `RectangleCornerRadii`).
public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner (default 0).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii, animatable.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first; bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first; topTrailing = newValue.second.second
        }
    }
}

/// A rectangle with a different radius on each corner (Apple: `UnevenRoundedRectangle`, iOS 16).
///
/// Radii are clamped so that adjacent corners never overlap (each pair along a side is scaled
/// down to fit the side, as Core Graphics and SwiftUI do); negative and NaN radii count as 0.
/// Corners are circular quarter arcs in both styles: Cairn's continuous-corner construction
/// is for equal radii only.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The corner radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style.
    public var style: RoundedCornerStyle

    /// An uneven rounded rectangle with the given radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// An uneven rounded rectangle with a radius per corner.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    /// The outline in `rect`, clockwise from the top edge, corners clamped to fit.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return Path() }
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        var tl = clean(cornerRadii.topLeading), bl = clean(cornerRadii.bottomLeading)
        var br = clean(cornerRadii.bottomTrailing), tr = clean(cornerRadii.topTrailing)
        // Scale all radii by the largest factor that fits every side.
        var f: CGFloat = 1
        for (a, b, side) in [(tl, tr, r.width), (bl, br, r.width), (tl, bl, r.height), (tr, br, r.height)] where a + b > side {
            f = min(f, side / (a + b))
        }
        tl *= f; bl *= f; br *= f; tr *= f
        let k: CGFloat = 0.5522847498
        var p = Path()
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + tr * k, y: r.minY),
                       control2: CGPoint(x: r.maxX, y: r.minY + tr - tr * k))
        }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            p.addCurve(to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + br * k),
                       control2: CGPoint(x: r.maxX - br + br * k, y: r.maxY))
        }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - bl * k, y: r.maxY),
                       control2: CGPoint(x: r.minX, y: r.maxY - bl + bl * k))
        }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            p.addCurve(to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - tl * k),
                       control2: CGPoint(x: r.minX + tl - tl * k, y: r.minY))
        }
        p.closeSubpath()
        return p
    }

    /// The four radii, so a change of radii animates.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// This shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> InsetShape<UnevenRoundedRectangle> { InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Rectangle {
    /// A rectangle (Apple: `Shape.rect`).
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with equal corner radii (Apple: `Shape.rect(cornerRadius:style:)`).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with corners of the given size (Apple: `Shape.rect(cornerSize:style:)`).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner (Apple: `Shape.rect(cornerRadii:style:)`).
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius per corner (Apple: `Shape.rect(topLeadingRadius:...)`).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle (Apple: `Shape.circle`).
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule with circular ends (Apple: `Shape.capsule`).
    public static var capsule: Capsule { Capsule() }
    /// A capsule with the given corner style (Apple: `Shape.capsule(style:)`).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse (Apple: `Shape.ellipse`).
    public static var ellipse: Ellipse { Ellipse() }
}

/// A filled shape with a stroke on top (Apple, iOS 17: `Shape.fill(_:style:)` returns a view
/// whose `.stroke(_:lineWidth:)` strokes the same shape over the fill).
extension ShapeView {
    /// Strokes the shape over this fill, centred on its outline (iOS 17 `fill(_:).stroke(_:lineWidth:)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }

    /// Strokes the shape over this fill with a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes inside the shape's outline over this fill (iOS 17 `fill(_:).strokeBorder(_:lineWidth:)`).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }
}

extension View {
    /// Fills `shape`, laid out in this view's frame, in front of this view (Apple:
    /// `overlay(_:in:fillStyle:)`).
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// Hides the view: it keeps its place in the layout and draws nothing (Apple: `hidden()`).
    public func hidden() -> some View {
        PassthroughView(content: self, name: "Hidden") { HiddenBehavior() }
    }

    /// Sets the view's stacking order among its siblings: higher values draw in front; equal
    /// values keep their order (Apple: `zIndex(_:)`, default 0). NaN counts as 0.
    public func zIndex(_ value: Double) -> some View {
        PassthroughView(content: self, name: "ZIndex") { ZIndexBehavior(value.isNaN ? 0 : value) }
    }
}

/// `.hidden()`: the child's layout, no drawing.
final class HiddenBehavior: PassthroughBehavior {
    override func draw(_ node: ViewNode, into list: inout DisplayList) {}
}

/// `.zIndex(_:)`: read by the parent when it orders its children's drawing.
final class ZIndexBehavior: PassthroughBehavior {
    let value: Double
    init(_ value: Double) { self.value = value }
    override var zIndexRole: ZIndexRole { .value(value) }
}

// Modifier behaviors through which a wrapped view's z-index shows (layout modifiers,
// overlays and backgrounds, masks; `PassthroughBehavior` says so itself): their first child
// is the modified view.
extension UnaryBehavior { var zIndexRole: ZIndexRole { .wrapsFirstChild } }
extension SecondaryBehavior { var zIndexRole: ZIndexRole { .wrapsFirstChild } }
extension MaskBehavior { var zIndexRole: ZIndexRole { .wrapsFirstChild } }
