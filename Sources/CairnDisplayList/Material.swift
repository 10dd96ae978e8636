import CairnGeometry
import Foundation

/// A translucent background that blurs what is behind it (Apple: `Material`, "A background
/// material type … a blur effect" of five thicknesses plus `.bar`).
///
/// What Cairn draws, in PNG: the pixels already drawn behind the shape, blurred by a Gaussian
/// of σ = 20 points and saturated ×1.8, then a tint over them — white in light mode, (28, 28,
/// 30) in dark — whose opacity grows with thickness (light 0.30 / 0.50 / 0.65 / 0.80 / 0.90,
/// dark 0.35 / 0.55 / 0.70 / 0.82 / 0.92 from ultra-thin to ultra-thick; `.bar` 0.80 of
/// (249, 249, 249) light and (28, 28, 30) dark). The blur and saturation follow Apple's own
/// web translation of its materials (apple.com's navigation bar: `backdrop-filter:
/// saturate(180%) blur(20px)`); the tint opacities are Cairn's estimates — Apple publishes no
/// numbers, and the vibrancy of content drawn on a material is not modelled. In SVG and PDF
/// there is no backdrop to read: the tint alone is drawn.
///
/// On iOS, `ImageRenderer` is documented to render only what SwiftUI draws itself (not views
/// of the platform frameworks, which it replaces by placeholders); Apple does not say what a
/// material becomes there. Cairn draws the blurred backdrop and tint in every still.
public struct Material: ShapeStyle, PaintResolvable, Sendable, Hashable {
    /// 0 ultra-thin … 4 ultra-thick, 5 bar.
    let thickness: Int

    /// The thinnest, most translucent material.
    public static let ultraThin = Material(thickness: 0)
    /// A thin material.
    public static let thin = Material(thickness: 1)
    /// The default material.
    public static let regular = Material(thickness: 2)
    /// A thick material.
    public static let thick = Material(thickness: 3)
    /// The most opaque material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of toolbars and tab bars.
    public static let bar = Material(thickness: 5)

    /// The backdrop blur, σ in points (see the type's documentation).
    static let sigma = 20.0
    /// The backdrop saturation (×1.8).
    static let saturation = 1.8

    /// The tint drawn over the blurred backdrop in `scheme`.
    func tint(in scheme: ColorScheme) -> Color.Resolved {
        let light = [0.30, 0.50, 0.65, 0.80, 0.90, 0.80], dark = [0.35, 0.55, 0.70, 0.82, 0.92, 0.80]
        let i = min(max(thickness, 0), 5)
        if scheme == .dark { return Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: dark[i]) }
        let white = thickness == 5 ? 249.0 / 255 : 1
        return Color.Resolved(red: white, green: white, blue: white, opacity: light[i])
    }

    package func resolvePaint(in context: ShapeStyleContext) -> Paint { .color(tint(in: context.colorScheme)) }

    /// The layer filter that draws the blurred backdrop.
    package var backdropFilter: LayerFilter { .backdropBlur(sigma: Self.sigma, saturation: Self.saturation) }
}

extension ShapeStyle where Self == Material {
    /// The ultra-thin material (Apple: `ShapeStyle.ultraThinMaterial`).
    public static var ultraThinMaterial: Material { .ultraThin }
    /// The thin material (Apple: `ShapeStyle.thinMaterial`).
    public static var thinMaterial: Material { .thin }
    /// The regular material (Apple: `ShapeStyle.regularMaterial`).
    public static var regularMaterial: Material { .regular }
    /// The thick material (Apple: `ShapeStyle.thickMaterial`).
    public static var thickMaterial: Material { .thick }
    /// The ultra-thick material (Apple: `ShapeStyle.ultraThickMaterial`).
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The bar material (Apple: `ShapeStyle.bar`).
    public static var bar: Material { .bar }
}
