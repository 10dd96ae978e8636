import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

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
        /// The canvas's symbols by tag.
        var symbols: [AnyHashable: ViewNode] = [:]
        private var counter = 0
        /// The canvas's size: the region a shader filter draws (zero: none).
        var size: CGSize = .zero
        init(resolver: ResolveContext, size: CGSize = .zero) {
            self.resolver = resolver
            self.size = size
        }

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
    var filters: [Filter] = []
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
        let sub = Recorder(resolver: recorder.resolver, size: recorder.size)
        sub.symbols = recorder.symbols
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
        let filter = filter.inEnvironment?(environment, recorder) ?? filter
        if filter.layerFilter != nil || filter.compose != nil { filters.append(filter) }
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
        let sub = Recorder(resolver: recorder.resolver, size: recorder.size)
        sub.symbols = recorder.symbols
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

    /// The canvas's symbol tagged `id`, or nil when no symbol view has that tag (Apple:
    /// `resolveSymbol(id:)`).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)].map { ResolvedSymbol(node: $0) }
    }

    /// Draws a symbol at its ideal size with its `anchor` at `point` in user space (Apple:
    /// `draw(_:at:anchor:)`, default anchor `.center`).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = symbol.size
        drawSymbol(symbol, origin: CGPoint(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height), proposal: .unspecified)
    }

    /// Draws a symbol laid out in `rect`, proposed its size (Apple: `draw(_:in:)`).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        drawSymbol(symbol, origin: rect.origin, proposal: ProposedViewSize(rect.size))
    }

    // MARK: Recording

    private func drawSymbol(_ symbol: ResolvedSymbol, origin: CGPoint, proposal: ProposedViewSize) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        let size = symbol.node.sizeThatFits(proposal)
        guard size.width.isFinite, size.height.isFinite else { return }
        symbol.node.place(at: origin, size: size, proposal: proposal)
        var list = DisplayList()
        symbol.node.draw(into: &list)
        draw(list: list)
    }

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

    /// Draws a text run with its top-leading corner at `origin` in user space (the glyphs a
    /// `TextRenderer` draws, TextRenderer.swift).
    func drawTextItem(_ run: TextRun, origin: CGPoint) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        draw(item: .text(run, origin: origin))
    }

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
        // Filters in the order added: runs of layer filters share one layer; a composing
        // filter (a shadow with options) rewrites what the filters before it made.
        var pending: [LayerFilter] = []
        for filter in filters {
            if let f = filter.layerFilter, case .shader = f {
                // A shader reads what the filters before it made: a layer of its own.
                if !pending.isEmpty {
                    out = DisplayList([.layer(DisplayList.Layer(content: out, filters: pending))])
                    pending = []
                }
                out = DisplayList([.layer(DisplayList.Layer(content: out, filters: [f]))])
            } else if let f = filter.layerFilter {
                pending.append(f)
            } else if let compose = filter.compose {
                if !pending.isEmpty {
                    out = DisplayList([.layer(DisplayList.Layer(content: out, filters: pending))])
                    pending = []
                }
                out = compose(out)
            }
        }
        // A shadow with `.disablesGroup` last: its shadow and its drawing are composited one
        // by one.
        let parts = pending.isEmpty && filters.last?.separates == true ? out.items.map { DisplayList([$0]) } : [out]
        for part in parts { recorder.items.append(contentsOf: composite(part, opacity: o, filters: pending).items) }
    }

    /// `list` with the layer filters, masks, opacity, blend mode and clips applied.
    private func composite(_ list: DisplayList, opacity o: Double, filters pending: [LayerFilter]) -> DisplayList {
        var out = list
        if !pending.isEmpty || blendMode != .normal || !masks.isEmpty {
            var content = out
            for (i, mask) in masks.enumerated() {
                let last = i == masks.count - 1
                content = DisplayList([.layer(DisplayList.Layer(
                    content: content, opacity: last ? o : 1, blendMode: last ? blendMode : .normal,
                    filters: i == 0 ? pending : [], mask: mask))])
            }
            if masks.isEmpty {
                content = DisplayList([.layer(DisplayList.Layer(content: content, opacity: o, blendMode: blendMode, filters: pending))])
            }
            out = content
        } else if o < 1 {
            out = DisplayList([.group(DisplayList.Group(opacity: o, content: out))])
        }
        if !clips.isEmpty { out = DisplayList([.group(DisplayList.Group(clips: clips, content: out))]) }
        return out
    }
}

/// A shadow filter with a blend mode or options, as display-list layers: the shadow is the
/// drawing's alpha (or its inverse) tinted with the shadow colour by a colour matrix, blurred,
/// and moved by the offset; it is composited under or over the drawing (or alone) with the
/// blend mode, the pair as one layer (or, with `.disablesGroup`, as two items).
struct ShadowComposer {
    let color: Color.Resolved
    let sigma: Double
    let offset: CGSize
    let blendMode: BlendMode
    let options: GraphicsContext.ShadowOptions

    /// Reaches beyond any canvas: the inverse alpha's "everywhere else".
    static let everywhere = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)

    func apply(to content: DisplayList) -> DisplayList {
        var source = content
        if options.contains(.invertsAlpha) {
            source = DisplayList([
                .fill(Path(Self.everywhere), .color(Color.black.resolved), FillStyle()),
                .layer(DisplayList.Layer(content: content, blendMode: .destinationOut)),
            ])
        }
        // Colour = the shadow's, alpha = the source's alpha times the shadow's opacity.
        let tint: [Double] = [0, 0, 0, 0, color.red, 0, 0, 0, 0, color.green, 0, 0, 0, 0, color.blue, 0, 0, 0, color.opacity, 0]
        var filters: [LayerFilter] = [.colorMatrix(tint)]
        if sigma > 0 { filters.append(.blur(sigma: sigma, opaque: false)) }
        var shadow = DisplayList.Item.group(DisplayList.Group(
            transform: CGAffineTransform(translationX: offset.width, y: offset.height),
            content: DisplayList([.layer(DisplayList.Layer(content: source, filters: filters))])))
        if blendMode != .normal {
            shadow = .layer(DisplayList.Layer(content: DisplayList([shadow]), blendMode: blendMode))
        }
        let items: [DisplayList.Item]
        if options.contains(.shadowOnly) {
            items = [shadow]
        } else if options.contains(.shadowAbove) {
            items = content.items + [shadow]
        } else {
            items = [shadow] + content.items
        }
        // As one group (the shadow's blend mode acts on the drawing only), or, with
        // `.disablesGroup`, as separate items the context composites one by one.
        if options.contains(.disablesGroup) {
            let object: [DisplayList.Item] = content.items.count > 1 ? [.group(DisplayList.Group(content: content))] : content.items
            if options.contains(.shadowOnly) { return DisplayList([shadow]) }
            return DisplayList(options.contains(.shadowAbove) ? object + [shadow] : [shadow] + object)
        }
        return DisplayList([.layer(DisplayList.Layer(content: DisplayList(items)))])
    }
}
