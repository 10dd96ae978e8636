import CCairo
import CairnDisplayList
import Foundation

/// Layers that SVG can express natively (shadows, blurs, colour matrices, masks and the CSS
/// blend modes), written as SVG markup and spliced into Cairo's SVG document.
///
/// Cairo 1.16's SVG surface knows neither filters nor blend modes, so Cairn draws such a
/// layer through Cairo as an image placeholder: the raster of its filtered content (at one
/// pixel per device unit, the region the layer can cover) carrying a `text/x-uri` MIME
/// datum `cairn-svgfx:N`. Cairo writes that URI verbatim instead of the pixels
/// (`<image id="imageK" … xlink:href="cairn-svgfx:N"/>` in `<defs>`, used by a `<use>` in
/// place, inside the right clips and groups). Once Cairo has finished, `resolved(_:)`
/// replaces each such `<image>` by a `<g id="imageK">` holding the layer as SVG: its content
/// and mask drawn by Cairo on their own SVG surfaces (ids prefixed `fxN-` so they stay
/// unique), wrapped in a `<filter>`, `<mask mask-type="alpha">`, `opacity` and
/// `mix-blend-mode`. The pixels stay attached only as a safety net: should Cairo ever
/// rasterise the page after all (its fallback), the layer shows as its filtered content
/// (without mask, opacity or blend mode), not as a hole.
/// Pages holding an operation SVG 1.1 cannot express get no native layers at all
/// (`SVGLayerMarkup.needsNoFallback`).
final class SVGLayerFragments {
    /// The URI scheme of placeholders.
    static let scheme = "cairn-svgfx:"

    /// Each placeholder's replacement: the attributes of the `<g>` and its content.
    private var fragments: [(attributes: String, body: String)] = []

    /// The local rasters of layers whose blend mode SVG cannot express, in drawing order
    /// (`SVGLayerMarkup.pageKind`): filled by a first pass on an image when `isCapturing`,
    /// then drawn in their places by the SVG pass.
    let captures: SVGLayerCaptures?

    /// Whether this collects captures on an image pass rather than writing SVG.
    let isCapturing: Bool

    /// How many native layers enclose the document these fragments belong to (0: the page).
    let depth: Int

    /// The deepest native layer: deeper layers are drawn by the raster path inside their
    /// enclosing fragment. Each native level rasterises its content once more (its region),
    /// so unbounded nesting would cost the square of the depth: 50 nested shadows took 31 s
    /// instead of 0.3 s for the PNG.
    static let maxDepth = 4

    /// Fragments for an SVG pass (with the captures of a first pass, if any), or a capturing
    /// first pass, at `depth` native layers below the page.
    init(captures: SVGLayerCaptures? = nil, isCapturing: Bool = false, depth: Int = 0) {
        self.captures = captures
        self.isCapturing = isCapturing
        self.depth = depth
    }

    /// The id prefix the next fragment's elements get.
    var nextPrefix: String { "fx\(fragments.count)-" }

    /// Stores a fragment and returns the URI its placeholder image carries.
    func add(attributes: String, body: String) -> String {
        fragments.append((attributes, body))
        return Self.scheme + String(fragments.count - 1)
    }

    /// `svg` with every placeholder `<image … xlink:href="cairn-svgfx:N"/>` replaced by a
    /// `<g>` of the same id holding fragment N; unchanged (same bytes) when there is none.
    func resolved(_ svg: Data) -> Data {
        guard !fragments.isEmpty else { return svg }
        let text = String(decoding: svg, as: UTF8.self)
        let marker = "xlink:href=\"" + Self.scheme
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let hit = rest.range(of: marker) {
            guard let start = rest[..<hit.lowerBound].range(of: "<image ", options: .backwards),
                  let end = rest[hit.upperBound...].range(of: "/>"),
                  let quote = rest[hit.upperBound...].firstIndex(of: "\""),
                  let index = Int(rest[hit.upperBound..<quote]), fragments.indices.contains(index),
                  let idStart = rest[start.upperBound..<hit.lowerBound].range(of: "id=\""),
                  let idEnd = rest[idStart.upperBound...].firstIndex(of: "\"")
            else {
                output += rest[..<hit.upperBound]
                rest = rest[hit.upperBound...]
                continue
            }
            output += rest[..<start.lowerBound]
            let fragment = fragments[index]
            output += "<g id=\"\(rest[idStart.upperBound..<idEnd])\"\(fragment.attributes)>\n\(fragment.body)</g>"
            rest = rest[end.upperBound...]
        }
        output += rest
        return Data(output.utf8)
    }

    /// The body of an SVG document Cairo draws `list` into: a surface `width` × `height`
    /// pixels, the user-to-device matrix `matrix`, nested native layers resolved (at `depth`,
    /// up to `maxDepth`), ids renumbered as in `svgData` and then prefixed with `prefix`;
    /// nil when Cairo fails.
    static func body(of list: DisplayList, width: Double, height: Double, matrix: cairo_matrix_t, prefix: String,
                     depth: Int) -> String? {
        let nested = SVGLayerFragments(depth: depth)
        let data = try? CairoRenderer.withStreamSurface { write, closure in
            let surface = cairo_svg_surface_create_for_stream(write, closure, width, height)
            if let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS {
                cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
                cairo_surface_set_fallback_resolution(surface, 144, 144)
            }
            return surface
        } draw: { surface in
            guard let cr = cairo_create(surface) else { throw RenderError.cairo(status: "cairo_create returned NULL") }
            defer { cairo_destroy(cr) }
            var m = matrix
            cairo_set_matrix(cr, &m)
            var painter = CairoPainter(cr, vectorOutput: true)
            painter.svgFragments = depth <= maxDepth ? nested : nil
            painter.drawItems(list)
            try CairoRenderer.check(cairo_status(cr))
        }
        guard let data else { return nil }
        let document = String(decoding: SVGIdentifiers.renumbered(nested.resolved(data)), as: UTF8.self)
        guard let open = document.range(of: "<svg"), let openEnd = document[open.upperBound...].firstIndex(of: ">"),
              let close = document.range(of: "</svg>", options: .backwards), close.lowerBound > openEnd
        else { return nil }
        return prefixingIDs(String(document[document.index(after: openEnd)..<close.lowerBound]), with: prefix)
    }

    /// `markup` with every id Cairo writes and every reference to one (`id="…"`,
    /// `xlink:href="#…"`, `url(#…)`) prefixed with `prefix`.
    static func prefixingIDs(_ markup: String, with prefix: String) -> String {
        markup.replacingOccurrences(of: " id=\"", with: " id=\"" + prefix)
            .replacingOccurrences(of: "xlink:href=\"#", with: "xlink:href=\"#" + prefix)
            .replacingOccurrences(of: "url(#", with: "url(#" + prefix)
    }
}

/// SVG markup for a layer's filters, mask, opacity and blend mode.
enum SVGLayerMarkup {
    /// The CSS `mix-blend-mode` value of a SwiftUI blend mode, nil for `normal` and for the
    /// modes CSS (or librsvg) cannot express: `plusLighter` (librsvg 2.54 ignores CSS
    /// `plus-lighter`) and the Porter–Duff modes `sourceAtop`, `destinationOver` and
    /// `destinationOut`. `plusDarker` is `multiply`, the closest mode, as on every vector
    /// target (`CairoPainter.cairoOperator`).
    static func cssBlendMode(_ mode: BlendMode) -> String? {
        switch mode {
        case .multiply, .plusDarker: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .normal, .plusLighter, .sourceAtop, .destinationOver, .destinationOut: return nil
        }
    }

    /// Whether `layer` is written as native SVG: it has a filter, a CSS blend mode or a
    /// Porter–Duff child (`hasDirectPorterDuff`), every filter is a shadow, blur or colour
    /// matrix, and its blend mode is `normal` or a CSS one.
    static func isExpressible(_ layer: DisplayList.Layer) -> Bool {
        guard layer.blendMode == .normal || cssBlendMode(layer.blendMode) != nil else { return false }
        guard !layer.filters.isEmpty || layer.blendMode != .normal || hasDirectPorterDuff(layer.content)
                || (layer.mask.map(hasDirectPorterDuff) ?? false) else { return false }
        return layer.filters.allSatisfy { filter in
            switch filter {
            case .shadow, .blur, .colorMatrix: return true
            case .backdropBlur, .projection, .refraction, .shader: return false
            }
        }
    }

    /// How a page can be written as SVG. Cairo 1.16 writes SVG 1.1, whose only operator is
    /// source-over, and has no fine-grained fallbacks for SVG: one operation it cannot
    /// express (a layer blended `plusLighter`, `sourceAtop`, `destinationOver` or
    /// `destinationOut`) turns the whole page into one image.
    enum PageKind {
        /// Every layer is vector or a native fragment.
        case native
        /// Layers with such blend modes lie outside other layers: each can be drawn as a local
        /// raster of its region composited with its backdrop (`SVGLayerCaptures`).
        case localRasters
        /// Such a layer lies inside another layer, and is not a Porter–Duff layer among that
        /// layer's own children (`assemble`): Cairo's page image, no native layers.
        case fallback
    }

    /// The way `list` is written as SVG (see `PageKind`).
    static func pageKind(_ list: DisplayList) -> PageKind {
        var local = false
        // `direct`: reached from the enclosing layer's content through plain groups only.
        func visit(_ list: DisplayList, inLayer: Bool, direct: Bool) -> Bool {
            list.items.allSatisfy { item in
                switch item {
                case .group(let g): return visit(g.content, inLayer: inLayer, direct: direct && g.opacity == 1)
                case .layer(let l):
                    if l.blendMode != .normal && cssBlendMode(l.blendMode) == nil {
                        if !inLayer {
                            local = true
                        } else if !(direct && isPorterDuff(l.blendMode)) {
                            return false
                        }
                    }
                    return visit(l.content, inLayer: true, direct: true) && (l.mask.map { visit($0, inLayer: true, direct: true) } ?? true)
                case .fill, .stroke, .text, .image: return true
                }
            }
        }
        guard visit(list, inLayer: false, direct: false) else { return .fallback }
        return local ? .localRasters : .native
    }

    /// A number as SVG writes it: at most 4 decimals, no trailing zeros, `0` for ±0.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    /// The `<filter>` element (id `id`, region 0, 0, `width`, `height` in user space) for
    /// `filters` in order, with lengths scaled from points by the current transform `ctm`;
    /// nil when no filter does anything. Colours are filtered in sRGB
    /// (`color-interpolation-filters="sRGB"`), as Cairn's raster filters are.
    static func filter(_ filters: [LayerFilter], ctm: cairo_matrix_t, id: String, width: Double, height: Double) -> String? {
        let unit = sqrt(abs(ctm.xx * ctm.yy - ctm.yx * ctm.xy))
        // The raster path caps σ at 2000 raster pixels; here lengths are device units.
        func sigma(_ s: Double) -> Double { s.isNaN || !unit.isFinite ? 0 : min(max(s * unit, 0), 1000) }
        var primitives: [String] = []
        var input = "SourceGraphic"
        func result() -> String { "r\(primitives.count)" }
        for filter in filters {
            switch filter {
            case let .blur(s, opaque):
                let stdDeviation = sigma(s)
                if stdDeviation > 0 {
                    let r = result()
                    // librsvg 2.54 ignores edgeMode; the opaque form's colour division below
                    // (a normalised blur) gives the same flat edge for content filling the region.
                    primitives.append("<feGaussianBlur in=\"\(input)\" stdDeviation=\"\(number(stdDeviation))\"\(opaque ? " edgeMode=\"duplicate\"" : "") result=\"\(r)\"/>")
                    input = r
                }
                if opaque {
                    // Alpha 1 on straight colour: every pixel opaque, colour divided by alpha
                    // (`cairn_make_opaque`).
                    let r = result()
                    primitives.append("<feColorMatrix in=\"\(input)\" type=\"matrix\" values=\"1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 1\" result=\"\(r)\"/>")
                    input = r
                }
            case let .colorMatrix(m):
                guard m.count == 20, m.allSatisfy(\.isFinite) else { continue }
                let r = result()
                primitives.append("<feColorMatrix in=\"\(input)\" type=\"matrix\" values=\"\(m.map(number).joined(separator: " "))\" result=\"\(r)\"/>")
                input = r
            case let .shadow(color, s, offset):
                let dx = ctm.xx * offset.width + ctm.xy * offset.height
                let dy = ctm.yx * offset.width + ctm.yy * offset.height
                let base = result()
                // The content's alpha, blurred, moved, in the shadow colour, under the content.
                var shape = input == "SourceGraphic" ? "SourceAlpha" : input
                let stdDeviation = sigma(s)
                if stdDeviation > 0 {
                    primitives.append("<feGaussianBlur in=\"\(shape)\" stdDeviation=\"\(number(stdDeviation))\" result=\"\(base)b\"/>")
                    shape = base + "b"
                }
                primitives.append("<feOffset in=\"\(shape)\" dx=\"\(number(dx.isFinite ? dx : 0))\" dy=\"\(number(dy.isFinite ? dy : 0))\" result=\"\(base)o\"/>")
                primitives.append("<feFlood flood-color=\"\(rgb(color))\" flood-opacity=\"\(number(color.opacity))\" result=\"\(base)f\"/>")
                primitives.append("<feComposite in=\"\(base)f\" in2=\"\(base)o\" operator=\"in\" result=\"\(base)s\"/>")
                primitives.append("<feComposite in=\"\(input)\" in2=\"\(base)s\" operator=\"over\" result=\"\(base)\"/>")
                input = base
            case .backdropBlur, .projection, .refraction, .shader:
                continue
            }
        }
        guard !primitives.isEmpty else { return nil }
        return "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" color-interpolation-filters=\"sRGB\">\n"
            + primitives.map { "  " + $0 + "\n" }.joined() + "</filter>\n"
    }

    /// An sRGB colour as `rgb(r%,g%,b%)`.
    static func rgb(_ color: Color.Resolved) -> String {
        "rgb(\(number(color.red * 100))%,\(number(color.green * 100))%,\(number(color.blue * 100))%)"
    }

    /// The whole layer as SVG in a region `width` × `height` whose user space is `ctm`
    /// (points to the region's pixels), its content at native `depth`: content (with its filter), then mask, opacity and
    /// blend mode, in SVG's order (filter, mask, opacity, blending), as Cairn's raster path
    /// composes them. Nil when Cairo fails to draw the content or mask.
    static func layer(_ layer: DisplayList.Layer, opacity: Double, ctm: cairo_matrix_t,
                      width: Double, height: Double, prefix: String, depth: Int) -> String? {
        guard let (contentDefs, content) = assemble(layer.content, ctm: ctm, width: width, height: height, prefix: prefix + "c-", depth: depth)
        else { return nil }
        var defs = contentDefs
        var outer = ""
        if let filter = filter(layer.filters, ctm: ctm, id: prefix + "filter", width: width, height: height) {
            defs += filter
        }
        if let mask = layer.mask {
            guard let (maskDefs, body) = assemble(mask, ctm: ctm, width: width, height: height, prefix: prefix + "m-", depth: depth)
            else { return nil }
            defs += maskDefs
            defs += "<mask id=\"\(prefix)mask\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" mask-type=\"alpha\">\n\(body)</mask>\n"
            outer += " mask=\"url(#\(prefix)mask)\""
        }
        if opacity < 1 { outer += " opacity=\"\(number(opacity))\"" }
        if let blend = cssBlendMode(layer.blendMode) { outer += " style=\"mix-blend-mode:\(blend)\"" }
        let inner = defs.contains("id=\"\(prefix)filter\"") ? "<g filter=\"url(#\(prefix)filter)\">\n\(content)</g>\n" : content
        return (defs.isEmpty ? "" : "<defs>\n\(defs)</defs>\n") + "<g\(outer)>\n\(inner)</g>\n"
    }

    /// Whether a blend mode is one of the Porter–Duff modes SwiftUI offers.
    static func isPorterDuff(_ mode: BlendMode) -> Bool {
        mode == .sourceAtop || mode == .destinationOver || mode == .destinationOut
    }

    /// Whether `list` holds a Porter–Duff layer reachable through plain groups (opacity 1).
    static func hasDirectPorterDuff(_ list: DisplayList) -> Bool {
        list.items.contains { item in
            switch item {
            case .layer(let l): return isPorterDuff(l.blendMode)
            case .group(let g): return g.opacity == 1 && hasDirectPorterDuff(g.content)
            case .fill, .stroke, .text, .image: return false
            }
        }
    }

    /// A run of a layer's content: items Cairo draws as they are, or a Porter–Duff layer
    /// (blended normally, inside the plain groups it was found in) with its mode.
    enum Segment {
        case items([DisplayList.Item])
        case porterDuff(BlendMode, DisplayList)
    }

    /// `list` split at its Porter–Duff layers, descending plain groups (whose transform and
    /// clips wrap each piece, which draws the same as the whole group).
    static func segments(_ list: DisplayList) -> [Segment] {
        var out: [Segment] = []
        func add(_ items: [DisplayList.Item]) {
            if case .items(let previous)? = out.last {
                out[out.count - 1] = .items(previous + items)
            } else {
                out.append(.items(items))
            }
        }
        for item in list.items {
            switch item {
            case .layer(let l) where isPorterDuff(l.blendMode):
                var normal = l
                normal.blendMode = .normal
                out.append(.porterDuff(l.blendMode, DisplayList([.layer(normal)])))
            case .group(let g) where g.opacity == 1 && hasDirectPorterDuff(g.content):
                func wrapped(_ content: DisplayList) -> DisplayList {
                    DisplayList([.group(DisplayList.Group(transform: g.transform, opacity: 1, clips: g.clips, content: content))])
                }
                for segment in segments(g.content) {
                    switch segment {
                    case .items(let items): add(wrapped(DisplayList(items)).items)
                    case let .porterDuff(mode, layer): out.append(.porterDuff(mode, wrapped(layer)))
                    }
                }
            default:
                add([item])
            }
        }
        return out
    }

    /// `list` as SVG (defs, body): drawn by Cairo, except that its Porter–Duff layers combine
    /// with what precedes them in the list, as in Cairn's layer: `destinationOver` is drawn
    /// beneath it, `destinationOut` masks it by the layer's inverted alpha
    /// (`<mask mask-type="alpha">` of the layer through an `feColorMatrix` alpha := 1 − alpha),
    /// and `sourceAtop` is drawn over it masked by its alpha (a `<use>` of it). Exact except
    /// `sourceAtop` where what precedes is partly transparent (antialiased rims), which gets
    /// S·αD + D·(1 − αS·αD) instead of S·αD + D·(1 − αS). Nil when Cairo fails.
    static func assemble(_ list: DisplayList, ctm: cairo_matrix_t, width: Double, height: Double,
                         prefix: String, depth: Int) -> (defs: String, body: String)? {
        let pieces = segments(list)
        func body(_ list: DisplayList, _ prefix: String) -> String? {
            SVGLayerFragments.body(of: list, width: width, height: height, matrix: ctm, prefix: prefix, depth: depth)
        }
        if pieces.count <= 1, case .items? = pieces.first ?? .items([]) {
            return body(list, prefix).map { ("", $0) }
        }
        let region = "maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" mask-type=\"alpha\""
        var defs = "", acc = ""
        for (n, piece) in pieces.enumerated() {
            let id = "\(prefix)s\(n)-"
            switch piece {
            case .items(let items):
                guard let b = body(DisplayList(items), id) else { return nil }
                acc += b
            case let .porterDuff(mode, layer):
                guard let x = body(layer, id) else { return nil }
                switch mode {
                case .destinationOver:
                    acc = x + acc
                case .destinationOut:
                    defs += "<filter id=\"\(id)invert\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" color-interpolation-filters=\"sRGB\">\n"
                        + "  <feColorMatrix type=\"matrix\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 1\"/>\n</filter>\n"
                        + "<mask id=\"\(id)out\" \(region)>\n<g filter=\"url(#\(id)invert)\">\n\(x)</g>\n</mask>\n"
                    acc = "<g mask=\"url(#\(id)out)\">\n\(acc)</g>\n"
                default:  // sourceAtop
                    defs += "<mask id=\"\(id)atop\" \(region)>\n<use xlink:href=\"#\(id)below\"/>\n</mask>\n"
                    acc = "<g id=\"\(id)below\">\n\(acc)</g>\n<g mask=\"url(#\(id)atop)\">\n\(x)</g>\n"
                }
            }
        }
        return (defs, acc)
    }
}

/// Local rasters for layers whose blend mode SVG cannot express, captured on a first pass
/// that draws the page on an image at the SVG raster scale: each is the layer's region right
/// after the layer was blended into its backdrop. Painted over the same region in the SVG,
/// it gives the exact result wherever the result is opaque or the backdrop was empty; when
/// some pixel is neither (`isExact` false) the page falls back to Cairo's page image.
final class SVGLayerCaptures {
    /// The rasters in drawing order; nil for a layer that drew nothing.
    private(set) var rasters: [LayerRaster?] = []
    /// Whether every raster can be painted over its backdrop exactly.
    private(set) var isExact = true
    /// The next raster the SVG pass draws.
    private var cursor = 0

    deinit {
        for raster in rasters { if let raster { cairo_surface_destroy(raster.surface) } }
    }

    /// Records the next layer's raster (owned from now on) and whether it is exact.
    func append(_ raster: LayerRaster?, exact: Bool) {
        rasters.append(raster)
        if !exact { isExact = false }
    }

    /// The next layer's raster, in drawing order; nil when it drew nothing or the passes
    /// disagree.
    func next() -> LayerRaster? {
        defer { cursor += 1 }
        return rasters.indices.contains(cursor) ? rasters[cursor] : nil
    }
}
