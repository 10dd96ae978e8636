import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A layer effect, as data so an animation can interpolate it.
package enum LayerEffect: Equatable {
    /// A drop shadow (radius in points; see `View.shadow`).
    case shadow(Color.Resolved, radius: CGFloat, offset: CGSize)
    /// A Gaussian blur (radius in points; see `View.blur`).
    case blur(radius: CGFloat, opaque: Bool)
    /// A colour matrix (see `ColorMatrix`).
    case colorMatrix([Double])
    /// A blend mode, applied to each child separately.
    case blendMode(BlendMode)
    /// Flattens the content into one layer.
    case compositingGroup

    /// The Gaussian standard deviation for a SwiftUI radius: σ = radius. Apple never states
    /// the relation: SwiftUI's `blur(radius:)`/`shadow(radius:)` say "radius"; Core Image's
    /// `CIGaussianBlur.radius` is "The radius of the blur, in pixels"; Core Animation's
    /// `CALayer.shadowRadius` "The blur radius (in points) used to render the layer's shadow";
    /// `NSShadow.shadowBlurRadius` only that 0 is no blur — none says σ (only Metal's
    /// `MPSImageGaussianBlur(sigma:)` takes σ by name). Indirect evidence gives σ = radius:
    /// design tools' exports (Sketch and Figma write a CSS blur B as `shadowRadius = B / 2`,
    /// and CSS defines σ = B / 2), and SwiftUI's `blur(radius:)` matching CSS
    /// `filter: blur(radius)`, whose length is σ.
    static func sigma(_ radius: CGFloat) -> Double { radius.isFinite ? max(Double(radius), 0) : 0 }

    /// Wraps `inner` (the content's drawing) in the effect.
    func apply(to inner: DisplayList) -> DisplayList {
        switch self {
        case let .shadow(color, radius, offset):
            // As SwiftUI: on a container, each child casts its own shadow.
            let filter = LayerFilter.shadow(color: color, sigma: Self.sigma(radius), offset: offset)
            return inner.mappingLeaves { .layer(DisplayList.Layer(content: DisplayList([$0]), filters: [filter])) }
        case let .blur(radius, opaque):
            return DisplayList([.layer(DisplayList.Layer(content: inner, filters: [.blur(sigma: Self.sigma(radius), opaque: opaque)]))])
        case .colorMatrix(let m):
            return DisplayList([.layer(DisplayList.Layer(content: inner, filters: [.colorMatrix(m)]))])
        case .blendMode(let mode):
            if mode == .normal { return inner }
            return inner.mappingLeaves { .layer(DisplayList.Layer(content: DisplayList([$0]), blendMode: mode)) }
        case .compositingGroup:
            return DisplayList([.layer(DisplayList.Layer(content: inner))])
        }
    }

    /// The effect a fraction `t` of the way from `from` to `self` (same kind), else `self`.
    func interpolated(from: LayerEffect, _ t: Double) -> LayerEffect {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (from, self) {
        case let (.shadow(c0, r0, o0), .shadow(c1, r1, o1)):
            let c = Color.Resolved(red: lerp(c0.red, c1.red), green: lerp(c0.green, c1.green),
                                   blue: lerp(c0.blue, c1.blue), opacity: lerp(c0.opacity, c1.opacity))
            return .shadow(c, radius: CGFloat(lerp(Double(r0), Double(r1))), offset: o0.interpolated(towards: o1, amount: t))
        case let (.blur(r0, _), .blur(r1, opaque)):
            return .blur(radius: CGFloat(lerp(Double(r0), Double(r1))), opaque: opaque)
        case let (.colorMatrix(a), .colorMatrix(b)) where a.count == b.count:
            return .colorMatrix(zip(a, b).map { lerp($0, $1) })
        default:
            return self
        }
    }
}

/// Draws its child through a `LayerEffect`.
final class LayerEffectBehavior: PassthroughBehavior, InterpolatableBehavior {
    var effect: LayerEffect
    init(_ effect: LayerEffect) { self.effect = effect }

    override func draw(_ node: ViewNode, into list: inout DisplayList) {
        var inner = DisplayList()
        node.drawChildren(into: &inner)
        if inner.isEmpty { return }
        list.items.append(contentsOf: effect.apply(to: inner).items)
    }

    func hasSameValues(as other: any NodeBehavior) -> Bool {
        (other as? LayerEffectBehavior)?.effect == effect
    }

    func interpolate(from: any NodeBehavior, _ t: Double) {
        guard let from = from as? LayerEffectBehavior else { return }
        effect = effect.interpolated(from: from.effect, t)
    }
}

/// `.mask(alignment:_:)`: the content drawn through the alpha of the mask view, which is
/// laid out like an overlay (proposed the content's size, aligned on `alignment`).
final class MaskBehavior: NodeBehavior {
    /// Answers explicit guides of its own (see `NodeBehavior.definesGuides`).
    var definesGuides: Bool { true }
    let alignment: Alignment
    init(alignment: Alignment) { self.alignment = alignment }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { node.children[0].sizeThatFits(proposal) }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let primary = node.children[0], mask = node.children[1]
        primary.placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
        let p = ProposedViewSize(size)
        let pd = primary.dimensions(in: proposal), md = mask.dimensions(in: p)
        mask.placement = LayoutPlacement(
            origin: CGPoint(x: pd[alignment.horizontal] - md[alignment.horizontal], y: pd[alignment.vertical] - md[alignment.vertical]),
            proposal: p, size: md.size)
    }

    func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        node.children[0].explicitAlignment(key, proposal: proposal)
    }
    func spacing(_ node: ViewNode) -> ViewSpacing { node.children[0].spacing }
    func priority(_ node: ViewNode) -> Double { node.children[0].priority }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        var content = DisplayList(), mask = DisplayList()
        node.children[0].draw(into: &content)
        if content.isEmpty { return }
        node.children[1].draw(into: &mask)
        // An empty mask hides everything, as in SwiftUI.
        if mask.isEmpty { return }
        list.append(.layer(DisplayList.Layer(content: content, mask: mask)))
    }
}

struct MaskView<Content: View, Mask: View>: View, PrimitiveView {
    let content: Content
    let mask: Mask
    let alignment: Alignment
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.wrapEach(content) { primary, ctx in
            var inner = ctx.child(1)
            inner.stackAxis = nil
            let m = inner.resolveSingle(mask, implicit: nil)
            return ViewNode(MaskBehavior(alignment: alignment), children: [primary, m], context: ctx, name: "Mask")
        }
    }
}

extension View {
    fileprivate func layerEffect(_ name: String, _ effect: LayerEffect) -> some View {
        PassthroughView(content: self, name: name) { LayerEffectBehavior(effect) }
    }

    /// A layer effect made in the modifier's environment (its colours resolved there).
    fileprivate func layerEffect(_ name: String, _ effect: @escaping (EnvironmentValues) -> LayerEffect) -> some View {
        PassthroughView(content: self, name: name, inEnvironment: { LayerEffectBehavior(effect($0)) })
    }

    /// Adds a shadow to the view (Apple: `shadow(color:radius:x:y:)`, default colour
    /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`). The shadow is the view's alpha in
    /// `color`, blurred by a Gaussian of σ = `radius` points, offset by (x, y). On a container
    /// each child casts its own shadow, as in SwiftUI; use `.compositingGroup()` first for
    /// one shadow of the whole. Negative or NaN radii count as 0; NaN offsets as 0. An
    /// adaptive colour (`.primary`, `.blue`) takes its value in the view's colour scheme and
    /// design era, as SwiftUI resolves it in the view's environment.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        layerEffect("Shadow") {
            .shadow(color.resolve(in: $0), radius: radius.isFinite ? max(radius, 0) : 0,
                    offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0))
        }
    }

    /// Blurs the view with a Gaussian of σ = `radius` points (Apple: `blur(radius:opaque:)`;
    /// `opaque: true` keeps the edges opaque instead of fading them into transparency).
    /// Negative or NaN radii count as 0; radii are capped at 2000 pixels.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        layerEffect("Blur", .blur(radius: radius.isFinite ? max(radius, 0) : 0, opaque: opaque))
    }

    /// Composites the view's children into one layer before the ancestors' effects (opacity,
    /// blend mode, shadow) apply (Apple: `compositingGroup()`).
    public func compositingGroup() -> some View { layerEffect("CompositingGroup", .compositingGroup) }

    /// Composites the view into an offscreen image before display (Apple: `drawingGroup(opaque:colorMode:)`);
    /// here the same as `compositingGroup()`: Cairn's output is already rasterised in one pass.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        layerEffect("DrawingGroup", .compositingGroup)
    }

    /// Sets how the view blends with what is behind it (Apple: `blendMode(_:)`); on a
    /// container, each child blends separately.
    public func blendMode(_ blendMode: BlendMode) -> some View { layerEffect("BlendMode", .blendMode(blendMode)) }

    /// Masks the view by the alpha of `mask`, laid out in the view's frame on `alignment`
    /// (Apple: `mask(alignment:_:)`).
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        MaskView(content: self, mask: mask(), alignment: alignment)
    }

    /// Masks the view by the alpha of `mask` (the deprecated `mask(_:)` spelling).
    public func mask<M: View>(_ mask: M) -> some View { MaskView(content: self, mask: mask, alignment: .center) }

    /// Brightens the view: adds `amount` to each colour component (Apple: `brightness(_:)`;
    /// 0 unchanged, 1 white). The SVG/CSS `brightness` matrix definition on sRGB values.
    public func brightness(_ amount: Double) -> some View {
        layerEffect("Brightness", .colorMatrix(ColorMatrix.brightness(amount.isFinite ? amount : 0)))
    }

    /// Sets the contrast: each component scaled about 0.5 (Apple: `contrast(_:)`; 1 unchanged,
    /// 0 grey, negative inverts).
    public func contrast(_ amount: Double) -> some View {
        layerEffect("Contrast", .colorMatrix(ColorMatrix.contrast(amount.isFinite ? amount : 1)))
    }

    /// Sets the colour saturation (Apple: `saturation(_:)`; 0 grey, 1 unchanged), SVG's
    /// `saturate` matrix.
    public func saturation(_ amount: Double) -> some View {
        layerEffect("Saturation", .colorMatrix(ColorMatrix.saturation(amount.isFinite ? amount : 1)))
    }

    /// Removes colour (Apple: `grayscale(_:)`; 0 unchanged, 1 fully grey): `saturation(1 - amount)`.
    public func grayscale(_ amount: Double) -> some View {
        layerEffect("Grayscale", .colorMatrix(ColorMatrix.saturation(1 - (amount.isFinite ? min(max(amount, 0), 1) : 0))))
    }

    /// Rotates the hues (Apple: `hueRotation(_:)`), SVG's `hueRotate` matrix.
    public func hueRotation(_ angle: Angle) -> some View {
        layerEffect("HueRotation", .colorMatrix(ColorMatrix.hueRotation(angle.radians.isFinite ? angle : .zero)))
    }

    /// Inverts the colours, keeping alpha (Apple: `colorInvert()`).
    public func colorInvert() -> some View { layerEffect("ColorInvert", .colorMatrix(ColorMatrix.invert)) }

    /// Multiplies every pixel by `color`, alpha included (Apple: `colorMultiply(_:)`); an
    /// adaptive colour takes its value in the view's colour scheme and design era.
    public func colorMultiply(_ color: Color) -> some View {
        layerEffect("ColorMultiply") { .colorMatrix(ColorMatrix.multiply(color.resolve(in: $0))) }
    }

    /// Makes a mask from luminance: black, with alpha the luminance (Apple:
    /// `luminanceToAlpha()`; SVG's `luminanceToAlpha` weights).
    public func luminanceToAlpha() -> some View {
        layerEffect("LuminanceToAlpha", .colorMatrix(ColorMatrix.luminanceToAlpha))
    }
}

/// The colour space a drawing group renders in (Apple: `ColorRenderingMode`).
public enum ColorRenderingMode: Sendable, Hashable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}
