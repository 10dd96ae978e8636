import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A view that draws with immediate-mode commands into a `GraphicsContext` (Apple:
/// `Canvas`, "A view type that supports immediate mode drawing").
///
/// Like a shape, a canvas takes the size it is proposed (10 points on an unspecified axis)
/// and its drawing is clipped to its frame (SwiftUI renders a canvas into a layer of its
/// own bounds). The renderer runs once per drawing; what it draws is recorded into Cairn's
/// display list — paths stay vector in PNG, SVG and PDF, and filters, blend modes and
/// masks become layers exactly as the view modifiers of the same names do.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The drawing callback: the context to draw into and the canvas's current size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque. Apple documents it as a performance hint (drawing
    /// non-opaque content into an opaque canvas is undefined); Cairn draws the same either way.
    public var isOpaque: Bool
    /// The working colour space. Cairn composites in non-linear sRGB whatever the mode.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may present its contents asynchronously; still rendering has
    /// nothing to present late, so Cairn draws the same either way.
    public var rendersAsynchronously: Bool

    /// Never evaluated: `Canvas` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ViewNode(CanvasBehavior(renderer: renderer, context: context), context: context, name: "Canvas")]
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas (Apple: `init(opaque:colorMode:rendersAsynchronously:renderer:)`,
    /// defaults `false`, `.nonLinear`, `false`).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// Sizes a canvas like a shape and records its renderer's drawing, clipped to its frame.
final class CanvasBehavior: NodeBehavior {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let context: ResolveContext

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, context: ResolveContext) {
        self.renderer = renderer
        self.context = context
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 else { return }
        var resolver = context
        resolver.environment = node.environment
        let recorder = GraphicsContext.Recorder(resolver: resolver)
        var gc = GraphicsContext(recorder: recorder, environment: node.environment)
        renderer(&gc, f.size)
        if recorder.items.isEmpty { return }
        list.append(.group(DisplayList.Group(
            transform: CGAffineTransform(translationX: f.minX, y: f.minY),
            clips: [DisplayList.Clip(path: Path(CGRect(origin: .zero, size: f.size)))],
            content: DisplayList(recorder.items))))
    }
}

/// An immediate-mode drawing destination and its current state (Apple: `GraphicsContext`).
///
/// A context is a value: copying it copies its state (transform, opacity, blend mode,
/// filters, clips), and both copies draw into the same destination, as in SwiftUI. Each
/// drawing operation is recorded with the state current at the time: it is transformed by
/// `transform`, filtered by the filters added so far (Apple: "Rasterizes the drawing
/// operation to an implicit transparency layer without blending, adjusting opacity, or
/// applying any clipping. Applies the filter … Composites the layer onto the background,
/// using the context's current blend mode, opacity setting, and clip shape"), then drawn
/// at `opacity` with `blendMode` inside the clips. Filter lengths (blur and shadow radii,
/// shadow offsets) are in the canvas's own coordinates, not scaled by `transform`.
public struct GraphicsContext {
    /// Where a context's drawing goes: the items, in the canvas's coordinates.
    final class Recorder {
        var items: [DisplayList.Item] = []
        var resolver: ResolveContext
        private var counter = 0
        init(resolver: ResolveContext) { self.resolver = resolver }

        /// A fresh resolve context for a view drawn by the canvas (text, images).
        func nextContext(environment: EnvironmentValues) -> ResolveContext {
            counter += 1
            var c = resolver.child(id: AnyHashable("canvas.\(counter)"))
            c.environment = environment
            c.stackAxis = nil
            return c
        }
    }

    let recorder: Recorder
    /// The environment of the canvas (fonts, foreground style, colour scheme) that text,
    /// images and styles are resolved in.
    public var environment: EnvironmentValues
    /// The current transform from user space to the canvas's coordinates (y down, points).
    public var transform: CGAffineTransform = .identity
    /// The opacity subsequent drawing is composited at (0…1; NaN counts as 1).
    public var opacity: Double = 1
    /// The blend mode subsequent drawing is composited with (Apple's `GraphicsContext.BlendMode`
    /// members of the same names).
    public var blendMode: BlendMode = .normal
    var filters: [LayerFilter] = []
    var clips: [DisplayList.Clip] = []
    var masks: [DisplayList] = []

    init(recorder: Recorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    // MARK: State

    /// Moves the origin of user space by (x, y) in user space (Apple: `translateBy(x:y:)`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    /// Scales user space by (x, y) (Apple: `scaleBy(x:y:)`).
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Rotates user space by `angle`, clockwise on screen for positive angles (Apple: `rotate(by:)`).
    public mutating func rotate(by angle: Angle) { transform = transform.rotatedBy(CGFloat(angle.radians)) }

    /// Prepends `matrix` to the current transform (Apple: `concatenate(_:)`).
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Intersects the clip with `path` in user space (Apple: `clip(to:style:options:)`).
    /// `.inverse` clips to the outside of the path (drawn as an even-odd hole in a large
    /// rectangle, so a self-overlapping path counts its overlaps once).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let p = path.applying(transform)
        if options.contains(.inverse) {
            var outside = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            outside.addPath(p)
            clips.append(DisplayList.Clip(path: outside, style: FillStyle(eoFill: true)))
        } else {
            clips.append(DisplayList.Clip(path: p, style: style))
        }
    }

    /// Masks subsequent drawing by the alpha of what `content` draws (Apple:
    /// `clipToLayer(opacity:options:content:)`); `opacity` scales the mask, `.inverse` masks by
    /// one minus its alpha.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let sub = Recorder(resolver: recorder.resolver)
        var ctx = GraphicsContext(recorder: sub, environment: environment)
        ctx.transform = transform
        try content(&ctx)
        var mask = DisplayList(sub.items)
        if options.contains(.inverse) {
            mask = DisplayList([
                .fill(Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)), .color(Color.black.resolved), FillStyle()),
                .layer(DisplayList.Layer(content: mask, blendMode: .destinationOut)),
            ])
        }
        let o = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        if o < 1 { mask = DisplayList([.group(DisplayList.Group(opacity: o, content: mask))]) }
        masks.append(mask)
    }

    /// Adds a filter that applies to each subsequent drawing operation (Apple:
    /// `addFilter(_:options:)`); filters apply in the order added.
    public mutating func addFilter(_ filter: Filter) {
        if let f = filter.layerFilter { filters.append(f) }
    }

    // MARK: Drawing

    /// Fills `path` with `shading` (Apple: `fill(_:with:style:)`).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        draw(item: .fill(path, shading.paint(bounds: path.boundingRect, environment: environment), style))
    }

    /// Strokes `path` with `shading` (Apple: `stroke(_:with:style:)`).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty else { return }
        draw(item: .stroke(path, shading.paint(bounds: path.boundingRect, environment: environment), style))
    }

    /// Strokes `path` with `shading` and a line width (Apple: `stroke(_:with:lineWidth:)`).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws a new transparency layer made by `content`, then composites it with this
    /// context's opacity, blend mode, filters and clips (Apple: `drawLayer(content:)`). The
    /// new context starts with this one's transform and environment.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let sub = Recorder(resolver: recorder.resolver)
        var ctx = GraphicsContext(recorder: sub, environment: environment)
        ctx.transform = transform
        try content(&ctx)
        if sub.items.isEmpty { return }
        emit(DisplayList([.layer(DisplayList.Layer(content: DisplayList(sub.items)))]))
    }

    /// Text laid out in this context's environment, ready to measure and draw (Apple: `resolve(_:)`).
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(node: recorder.nextContext(environment: environment).resolveSingle(text, implicit: nil), environment: environment)
    }

    /// An image resolved in this context's environment (Apple: `resolve(_:)`).
    public func resolve(_ image: Image) -> ResolvedImage {
        let node = recorder.nextContext(environment: environment).resolveSingle(image, implicit: nil)
        return ResolvedImage(image: image, size: node.sizeThatFits(.unspecified))
    }

    /// Draws resolved text with its `anchor` point at `point` in user space, at its ideal
    /// size (Apple: `draw(_:at:anchor:)`, default anchor `.center`).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = text.node.sizeThatFits(.unspecified)
        draw(text, origin: CGPoint(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height), size: s, proposal: .unspecified)
    }

    /// Draws resolved text laid out in `rect` (Apple: `draw(_:in:)`): wrapped to its width,
    /// as many lines as fit its height, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let p = ProposedViewSize(rect.size)
        draw(text, origin: rect.origin, size: text.node.sizeThatFits(p), proposal: p)
    }

    /// Draws `text` with its `anchor` at `point` (resolving it first; Apple: `draw(_:at:anchor:)`).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    /// Draws `text` laid out in `rect` (resolving it first; Apple: `draw(_:in:)`).
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws an image stretched into `rect` (Apple: `draw(_:in:style:)`).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        drawImage(image.image.resizable(), origin: rect.origin, size: rect.size)
    }

    /// Draws an image at its natural size with its `anchor` at `point` (Apple: `draw(_:at:anchor:)`).
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = image.size
        drawImage(image.image, origin: CGPoint(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height), size: s)
    }

    /// Draws `image` stretched into `rect` (Apple: `draw(_:in:style:)`).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    /// Draws `image` at its natural size with its `anchor` at `point` (Apple: `draw(_:at:anchor:)`).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    // MARK: Recording

    private func draw(_ text: ResolvedText, origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        text.node.place(at: origin, size: size, proposal: proposal)
        var list = DisplayList()
        text.node.draw(into: &list)
        if let shading = text.shading {
            let paint = shading.paint(bounds: CGRect(origin: origin, size: size), environment: environment)
            list = list.mappingLeaves { item in
                guard case .text(var run, let o) = item else { return item }
                for i in run.segments.indices { run.segments[i].paint = paint }
                return .text(run, origin: o)
            }
        }
        draw(list: list)
    }

    private func drawImage(_ image: Image, origin: CGPoint, size: CGSize) {
        guard origin.x.isFinite, origin.y.isFinite, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
        let node = recorder.nextContext(environment: environment).resolveSingle(image, implicit: nil)
        node.place(at: origin, size: size, proposal: ProposedViewSize(size))
        var list = DisplayList()
        node.draw(into: &list)
        draw(list: list)
    }

    private func draw(item: DisplayList.Item) { draw(list: DisplayList([item])) }

    /// Records `list` (in user space) through the transform.
    private func draw(list: DisplayList) {
        if list.isEmpty { return }
        emit(transform.isIdentity ? list : DisplayList([.group(DisplayList.Group(transform: transform, content: list))]))
    }

    /// Records `list` (in canvas coordinates) with the current filters, masks, opacity,
    /// blend mode and clips.
    private func emit(_ list: DisplayList) {
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        if o == 0 { return }
        var out = list
        if !filters.isEmpty || blendMode != .normal || !masks.isEmpty {
            var content = out
            for (i, mask) in masks.enumerated() {
                let last = i == masks.count - 1
                content = DisplayList([.layer(DisplayList.Layer(
                    content: content, opacity: last ? o : 1, blendMode: last ? blendMode : .normal,
                    filters: i == 0 ? filters : [], mask: mask))])
            }
            if masks.isEmpty {
                content = DisplayList([.layer(DisplayList.Layer(content: content, opacity: o, blendMode: blendMode, filters: filters))])
            }
            out = content
        } else if o < 1 {
            out = DisplayList([.group(DisplayList.Group(opacity: o, content: out))])
        }
        if !clips.isEmpty { out = DisplayList([.group(DisplayList.Group(clips: clips, content: out))]) }
        recorder.items.append(contentsOf: out.items)
    }
}

extension GraphicsContext {
    /// Options for clipping (Apple: `GraphicsContext.ClipOptions`).
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the shape (or mask) instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A colour or pattern to fill or stroke with (Apple: `GraphicsContext.Shading`).
    /// Gradient geometry is in user space (points, not unit points).
    public struct Shading {
        enum Kind {
            case color(Color)
            case foreground
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// A solid colour from components in a colour space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey from a white level in a colour space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// A shape style, resolved over the bounds of the path being drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// A linear gradient from `startPoint` to `endPoint` in user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// A radial gradient about `center` from `startRadius` to `endRadius` in user space.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A conic gradient about `center`, starting at `angle` (0: trailing) and going clockwise.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }

        /// The paint for a drawing whose bounds (in user space) are `bounds`.
        func paint(bounds: CGRect, environment: EnvironmentValues) -> Paint {
            let b = bounds.isNull ? .zero : bounds
            func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
            func fp(_ p: CGPoint) -> CGPoint { CGPoint(x: finite(p.x), y: finite(p.y)) }
            switch kind {
            case .color(let c): return .color(c.resolve(in: environment.colorScheme))
            case .foreground: return environment.foregroundPaint(in: b)
            case .style(let s): return s.paint(in: environment.styleContext(b))
            case let .linear(g, s, e):
                return .linearGradient(stops: g.normalizedStops, start: fp(s), end: fp(e))
            case let .radial(g, c, r0, r1):
                return .radialGradient(stops: g.normalizedStops, center: fp(c), startRadius: max(finite(r0), 0),
                                       endRadius: max(finite(r1), 0), transform: .identity)
            case let .conic(g, c, a):
                let start = a.radians.isFinite ? a : .zero
                return .angularGradient(stops: g.normalizedStops, center: fp(c), startAngle: start,
                                        endAngle: .radians(start.radians + 2 * .pi))
            }
        }
    }

    /// An effect applied to each subsequent drawing operation (Apple: `GraphicsContext.Filter`).
    /// Radii are Gaussian standard deviations in points, as for the view modifiers
    /// (`View.shadow`, `View.blur`).
    public struct Filter {
        let layerFilter: LayerFilter?

        /// A drop shadow beneath the drawing: its alpha in `color`, blurred by `radius`,
        /// moved by (x, y) (Apple: `shadow(color:radius:x:y:blendMode:options:)`, default colour
        /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(layerFilter: .shadow(color: color.resolved, sigma: LayerEffect.sigma(radius),
                                        offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)))
        }
        /// A Gaussian blur of the drawing (Apple: `blur(radius:options:)`).
        public static func blur(radius: CGFloat) -> Filter { Filter(layerFilter: .blur(sigma: LayerEffect.sigma(radius), opaque: false)) }
        /// Multiplies every component by `color`'s (Apple: `colorMultiply(_:)`).
        public static func colorMultiply(_ color: Color) -> Filter { Filter(layerFilter: .colorMatrix(ColorMatrix.multiply(color.resolved))) }
        /// Adds `amount` to each colour component (Apple: `brightness(_:)`).
        public static func brightness(_ amount: Double) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.brightness(amount.isFinite ? amount : 0)))
        }
        /// Scales the components about 0.5 (Apple: `contrast(_:)`).
        public static func contrast(_ amount: Double) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.contrast(amount.isFinite ? amount : 1)))
        }
        /// Sets the saturation (Apple: `saturation(_:)`; 0 grey, 1 unchanged).
        public static func saturation(_ amount: Double) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.saturation(amount.isFinite ? amount : 1)))
        }
        /// Removes colour (Apple: `grayscale(_:)`; 0 unchanged, 1 grey).
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.saturation(1 - (amount.isFinite ? min(max(amount, 0), 1) : 0))))
        }
        /// Rotates hues (Apple: `hueRotation(_:)`).
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.hueRotation(angle.radians.isFinite ? angle : .zero)))
        }
        /// Inverts the colours by `amount` (Apple: `colorInvert(_:)`; 1 fully inverted, 0 unchanged).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = amount.isFinite ? min(max(amount, 0), 1) : 1
            let m = zip(ColorMatrix.identity, ColorMatrix.invert).map { $0 + ($1 - $0) * a }
            return Filter(layerFilter: .colorMatrix(m))
        }
        /// Black with alpha the luminance (Apple: `luminanceToAlpha`).
        public static var luminanceToAlpha: Filter { Filter(layerFilter: .colorMatrix(ColorMatrix.luminanceToAlpha)) }
    }

    /// Text resolved in a context's environment, to measure and draw (Apple: `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let node: ViewNode
        let environment: EnvironmentValues
        /// The shading the text is drawn with; nil (the default) keeps the text's own
        /// colours and the environment's foreground style.
        public var shading: Shading?

        init(node: ViewNode, environment: EnvironmentValues) {
            self.node = node
            self.environment = environment
        }

        /// The size of the text laid out in `size` (Apple: `measure(in:)`).
        public func measure(in size: CGSize) -> CGSize { node.sizeThatFits(ProposedViewSize(size)) }

        /// The distance from the top to the first baseline when laid out in `size` (Apple: `firstBaseline(in:)`).
        public func firstBaseline(in size: CGSize) -> CGFloat {
            node.explicitAlignment(VerticalAlignment.firstTextBaseline.key, proposal: ProposedViewSize(size)) ?? measure(in: size).height
        }

        /// The distance from the top to the last baseline when laid out in `size` (Apple: `lastBaseline(in:)`).
        public func lastBaseline(in size: CGSize) -> CGFloat {
            node.explicitAlignment(VerticalAlignment.lastTextBaseline.key, proposal: ProposedViewSize(size)) ?? measure(in: size).height
        }
    }

    /// An image resolved in a context's environment (Apple: `GraphicsContext.ResolvedImage`).
    public struct ResolvedImage {
        let image: Image
        /// The image's natural size, in points.
        public let size: CGSize
        /// The distance from the top to the image's baseline: its height (Apple: "If the
        /// image has no baseline, this value is equivalent to the image's height").
        public var baseline: CGFloat { size.height }
    }
}
