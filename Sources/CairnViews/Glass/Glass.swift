import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

/// The configuration of a Liquid Glass material (Apple: `Glass`, iOS 26: "A structure that
/// defines the configuration of a physical glass material"), given to `glassEffect(_:in:)`.
///
/// What Cairn draws (see `GlassLook` for every number and its source): the backdrop under
/// the shape blurred, saturated and refracted near the edges, a wash of the tint (white or
/// dark grey by colour scheme, or the colour of `tint(_:)`), and a specular rim light just
/// inside the edge. `.identity` draws nothing: the view is left as it is.
public struct Glass: Equatable, Sendable {
    /// The three variants Apple declares.
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    /// The tint colour (`tint(_:)`); nil: the scheme's neutral wash.
    var tintColor: Color?
    /// Whether the glass reacts to touches (`interactive(_:)`).
    var isInteractive = false

    /// The regular variant (Apple: "The regular variant of glass", the default of
    /// `glassEffect`): a medium blur and a visible wash.
    public static var regular: Glass { Glass(variant: .regular) }
    /// The clear variant (Apple: "The clear variant of glass. When using clear glass, ensure
    /// content remains legible by adding a dimming layer"): little blur, a faint wash.
    public static var clear: Glass { Glass(variant: .clear) }
    /// The identity variant (Apple: "The identity variant of glass. When applied, your
    /// content remains unaffected as if no glass effect was applied.").
    public static var identity: Glass { Glass(variant: .identity) }

    /// A copy of this glass tinted with `color` (Apple: `tint(_:)`, "Returns a copy of the
    /// glass with the provided tint color"); nil removes the tint.
    public func tint(_ color: Color?) -> Glass {
        var g = self
        g.tintColor = color
        return g
    }

    /// A copy of this glass that reacts to touches (Apple: `interactive(_:)`, "Returns a copy
    /// of the glass configured to be interactive"). A picture shows glass at rest: Cairn
    /// draws interactive glass exactly as the same glass without it (the scale, bounce and
    /// shimmer Apple describes follow a touch).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var g = self
        g.isInteractive = isEnabled
        return g
    }
}

/// The numbers of Cairn's Liquid Glass, all in points.
///
/// Apple publishes none of them (WWDC25 "Meet Liquid Glass" describes the material as
/// lensing — "bending and concentrating light" at the edges — with highlights "that respond
/// to geometry", and adaptive tinting; the API has no parameters). Every value is **Cairn's
/// estimate**, chosen by eye against Apple's own pictures of iOS 26 toolbars and buttons and
/// kept in one place so a better measurement changes one line:
///
/// | | regular | clear |
/// |---|---|---|
/// | backdrop blur σ | 6 | 2 |
/// | saturation (SVG `saturate`) | 1.5 | 1.2 |
/// | wash, light scheme | white at 0.30 | white at 0.08 |
/// | wash, dark scheme | (28, 28, 30) at 0.45 | black at 0.12 |
/// | tinted (`tint(_:)`) | the colour at 0.80 × its opacity | the colour at 0.45 × its opacity |
/// | refraction at the edge | 3 (fading over σ 4) | 4 (fading over σ 4) |
/// | rim light | 1 wide inside the edge: white 0.60 (top leading) → 0.12 (middle) → 0.40 (bottom trailing); dark scheme 0.45 → 0.06 → 0.28 | the same |
/// | shadow, outside the edge only | black at 0.10, σ 6, 2 down; dark scheme black at 0.30 | the same |
///
/// The shadow is what lifts glass off a white page: the wash over white is white, so
/// without it a toolbar's glass circles and a `.buttonStyle(.glass)` button vanish there,
/// where iOS 26 shows them floating (WWDC25 "Meet Liquid Glass" describes the material's
/// shadows adapting to what is beneath; its numbers are Cairn's estimate, by eye against
/// Apple's pictures of toolbars over white pages).
///
/// Over a flat colour C the blur and the refraction change nothing, so the inside of the
/// glass (away from the rim) is exactly the wash over `saturate(C)`; the shadow falls only
/// outside the shape.
public enum GlassLook {
    /// The backdrop blur's σ.
    public static func blurSigma(_ glass: Glass) -> Double { glass.variant == .clear ? 2 : 6 }
    /// The backdrop's saturation factor.
    public static func saturation(_ glass: Glass) -> Double { glass.variant == .clear ? 1.2 : 1.5 }
    /// The largest displacement of the backdrop, at the edge.
    public static func refraction(_ glass: Glass) -> Double { glass.variant == .clear ? 4 : 3 }
    /// The σ of the band over which the refraction fades inwards.
    public static let refractionWidth = 4.0
    /// The rim light's width, inside the edge.
    public static let rimWidth = 1.0

    /// The wash drawn over the treated backdrop in `scheme`.
    public static func wash(_ glass: Glass, in scheme: ColorScheme, era: DesignEra = .default) -> Color.Resolved {
        let clear = glass.variant == .clear
        if let tint = glass.tintColor {
            var c = tint.resolve(in: scheme, era: era)
            c.opacity *= clear ? 0.45 : 0.80
            return c
        }
        if scheme == .dark {
            return clear ? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.12)
                : Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: 0.45)
        }
        return Color.Resolved(red: 1, green: 1, blue: 1, opacity: clear ? 0.08 : 0.30)
    }

    /// The shadow's colour in `scheme`, its σ and how far down it falls.
    public static func shadow(in scheme: ColorScheme) -> (color: Color.Resolved, sigma: Double, offset: CGSize) {
        (Color.Resolved(red: 0, green: 0, blue: 0, opacity: scheme == .dark ? 0.30 : 0.10), 6, CGSize(width: 0, height: 2))
    }

    /// The shadow of `path` outside it: the shape, shadowed, clipped to everything but itself.
    /// The shape and the clip are both drawn without antialiasing, so they take exactly the
    /// same pixels and the shape leaves no dark seam at the edge; the blurred shadow is soft.
    static func shadowItem(_ path: Path, bounds: CGRect, scheme: ColorScheme) -> DisplayList.Item {
        let (color, sigma, offset) = shadow(in: scheme)
        let reach = 3 * sigma + abs(offset.width) + abs(offset.height)
        var outside = Path(bounds.insetBy(dx: -reach, dy: -reach))
        outside.addPath(path)
        let crisp = FillStyle(eoFill: false, antialiased: false)
        let shape = DisplayList([.fill(path, .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)), crisp)])
        return .group(DisplayList.Group(clips: [DisplayList.Clip(path: outside, style: FillStyle(eoFill: true, antialiased: false))], content: DisplayList([
            .layer(DisplayList.Layer(content: shape, filters: [.shadow(color: color, sigma: sigma, offset: offset)])),
        ])))
    }

    /// The rim light's opacities at its start (top leading), middle and end (bottom trailing).
    public static func rimOpacities(in scheme: ColorScheme) -> (Double, Double, Double) {
        scheme == .dark ? (0.45, 0.06, 0.28) : (0.60, 0.12, 0.40)
    }

    /// The display list of glass of `glass` filling `path` (whose bounds are `bounds`), in
    /// root coordinates: the backdrop layer with its wash, the rim light, then (unless
    /// `shadow` is false: a presented surface with a shadow of its own) the shadow outside
    /// the shape.
    ///
    /// `parts`, when given, are overlapping pieces whose union is `path` (a popover's bubble
    /// and arrow): the rim then follows the union's edge only, each part's rim drawn inside it
    /// and outside the others, so no seam shows where they overlap.
    package static func items(path: Path, bounds: CGRect, glass: Glass, scheme: ColorScheme, era: DesignEra,
                              parts: [Path]? = nil, shadow: Bool = true) -> [DisplayList.Item] {
        guard glass.variant != .identity, !path.isEmpty, bounds.width.isFinite, bounds.height.isFinite,
              bounds.width > 0, bounds.height > 0 else { return [] }
        let wash = DisplayList([.fill(path, .color(wash(glass, in: scheme, era: era)), FillStyle())])
        let backdrop = DisplayList.Item.layer(DisplayList.Layer(content: wash, filters: [
            .backdropBlur(sigma: blurSigma(glass), saturation: saturation(glass)),
            .refraction(amount: refraction(glass), width: refractionWidth),
        ]))
        let (a, b, c) = rimOpacities(in: scheme)
        let white = { (o: Double) in Color(red: 1, green: 1, blue: 1, opacity: o) }
        let rimPaint = Paint.linearGradient(stops: [Gradient.Stop(color: white(a), location: 0),
                                                    Gradient.Stop(color: white(b), location: 0.5),
                                                    Gradient.Stop(color: white(c), location: 1)],
                                            start: CGPoint(x: bounds.minX, y: bounds.minY),
                                            end: CGPoint(x: bounds.maxX, y: bounds.maxY))
        // A stroke twice the rim's width centred on the edge, clipped to the inside.
        guard let parts, parts.count > 1 else {
            let rim = DisplayList.Item.group(DisplayList.Group(clips: [DisplayList.Clip(path: path)], content: DisplayList([
                .stroke(path, rimPaint, StrokeStyle(lineWidth: 2 * rimWidth)),
            ])))
            return [backdrop, rim] + (shadow ? [shadowItem(path, bounds: bounds, scheme: scheme)] : [])
        }
        let far = Path(bounds.insetBy(dx: -4 * rimWidth, dy: -4 * rimWidth))
        let rims = parts.indices.map { i -> DisplayList.Item in
            var clips = [DisplayList.Clip(path: parts[i])]
            for j in parts.indices where j != i {
                var outside = far
                outside.addPath(parts[j])
                clips.append(DisplayList.Clip(path: outside, style: FillStyle(eoFill: true)))
            }
            return .group(DisplayList.Group(clips: clips, content: DisplayList([
                .stroke(parts[i], rimPaint, StrokeStyle(lineWidth: 2 * rimWidth)),
            ])))
        }
        return [backdrop] + rims + (shadow ? [shadowItem(path, bounds: bounds, scheme: scheme)] : [])
    }
}
