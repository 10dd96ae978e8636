import CairnGeometry
import CairnShapes
import Foundation

/// A shadow a shape style casts (Apple: `ShadowStyle`, "A style to use when rendering shadows").
///
/// `.drop` draws "behind the source content by blurring, tinting and offsetting its per-pixel
/// alpha values"; `.inner` draws "on top of the source content by blurring, tinting,
/// inverting and offsetting its per-pixel alpha values" (Apple's documentation of
/// `drop(color:radius:x:y:)` and `inner(color:radius:x:y:)`). Radii are Gaussian standard
/// deviations in points, as for `View.shadow`.
public struct ShadowStyle: Equatable, Sendable {
    /// Whether the shadow falls outside (drop) or inside (inner) the content.
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A drop shadow (Apple's default colour `Color(.sRGBLinear, white: 0, opacity: 0.33)`).
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// An inner shadow (Apple's default colour `Color(.sRGBLinear, white: 0, opacity: 0.55)`).
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The shadow with its colour resolved and bad numbers made harmless (NaN or negative
    /// radius 0, NaN offsets 0).
    func resolved(in scheme: ColorScheme) -> ResolvedShadow {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return ResolvedShadow(inner: kind == .inner, color: color.resolve(in: scheme), sigma: max(f(radius), 0),
                              offset: CGSize(width: f(x), height: f(y)))
    }
}

/// A shadow ready to draw: colour resolved, σ in points.
package struct ResolvedShadow: Equatable, Sendable {
    package var inner: Bool
    package var color: Color.Resolved
    package var sigma: Double
    package var offset: CGSize

    /// `content` (drawn inside `bounds`) with this shadow. A drop shadow is a shadow filter
    /// on the content's layer; an inner shadow is a rectangle larger than the blur's reach
    /// in the shadow colour with the offset content cut out of it, blurred, and drawn
    /// source-atop the content (so only where the content is).
    package func apply(to content: DisplayList, bounds: CGRect) -> DisplayList {
        if content.isEmpty { return content }
        if !inner {
            return DisplayList([.layer(DisplayList.Layer(content: content, filters: [.shadow(color: color, sigma: sigma, offset: offset)]))])
        }
        let reach = 3 * sigma + abs(offset.width) + abs(offset.height) + 4
        let big = bounds.isNull || !bounds.width.isFinite || !bounds.height.isFinite ? CGRect(x: 0, y: 0, width: 1, height: 1) : bounds.insetBy(dx: -reach, dy: -reach)
        let moved = DisplayList([.group(DisplayList.Group(transform: CGAffineTransform(translationX: offset.width, y: offset.height), content: content))])
        let hole = DisplayList.Layer(content: DisplayList([
            .fill(Path(big), .color(color), FillStyle()),
            .layer(DisplayList.Layer(content: moved, blendMode: .destinationOut)),
        ]), blendMode: .sourceAtop, filters: sigma > 0 ? [.blur(sigma: sigma, opaque: false)] : [])
        return DisplayList([.layer(DisplayList.Layer(content: DisplayList(content.items + [.layer(hole)])))])
    }
}

/// A shape style that casts shadows.
package protocol ShadowCasting: ShapeStyle {
    /// The shadows, innermost first.
    func shadows(in context: ShapeStyleContext) -> [ResolvedShadow]
}

extension ShapeStyle {
    /// The shadows this style casts in `context` (none for plain colours and gradients).
    package func shadows(in context: ShapeStyleContext) -> [ResolvedShadow] {
        (self as? any ShadowCasting)?.shadows(in: context) ?? []
    }
}

/// A shape style with a shadow (Apple: `ShapeStyle.shadow(_:)`).
public struct ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable, ShadowCasting {
    /// The style painted.
    public var base: Base
    /// The shadow cast.
    public var shadow: ShadowStyle
    package func resolvePaint(in context: ShapeStyleContext) -> Paint { base.paint(in: context) }
    package func shadows(in context: ShapeStyleContext) -> [ResolvedShadow] {
        base.shadows(in: context) + [shadow.resolved(in: context.colorScheme)]
    }
}

extension ShapeStyle {
    /// This style with a drop or inner shadow (Apple: `shadow(_:)`): shapes filled or stroked
    /// with it cast the shadow, e.g. `.fill(.blue.shadow(.drop(radius: 4)))`.
    public func shadow(_ style: ShadowStyle) -> ShadowShapeStyle<Self> { ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style with a shadow (Apple: `ShapeStyle.shadow(_:)` as a static member,
    /// e.g. `.foregroundStyle(.shadow(.inner(radius: 2)))`).
    public static func shadow(_ style: ShadowStyle) -> ShadowShapeStyle<ForegroundStyle> {
        ShadowShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}
