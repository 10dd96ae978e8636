import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

extension CairoRenderer {
    /// Renders `list` as an SVG document whose size is `size` in CSS pixels
    /// (`width="400px"`), so one point is one SVG pixel.
    ///
    /// Layers stay vector wherever SVG can express them (`SVGLayerFragments`): shadows and
    /// blurs as `<filter>`s (`feGaussianBlur`, `feOffset`, `feFlood`, `feComposite`),
    /// colour filters and `luminanceToAlpha` as `feColorMatrix`, masks as
    /// `<mask mask-type="alpha">`, the 15 CSS blend modes as `mix-blend-mode` (`plusDarker`
    /// as `multiply`, the closest, as in PDF); `sourceAtop`, `destinationOver` and
    /// `destinationOut` layers among a layer's children with masks and reordering
    /// (`SVGLayerMarkup.assemble`; inner shadows, knockouts). Embedded as rasters at 2 pixels
    /// per point remain what SVG 1.1 cannot express: perspective `projectionEffect`s, and
    /// layers blended `plusLighter` or, outside a layer, a Porter–Duff mode (their region,
    /// composited with its backdrop on a first pass, when the result there is opaque or the
    /// backdrop empty; otherwise, or for `plusLighter` inside a layer, Cairo 1.16 rasterises
    /// the whole page, having no fine-grained SVG fallbacks).
    /// Materials draw their tint only (no backdrop to read).
    ///
    /// Cairo numbers some element ids with a process-wide counter (`surface5`); Cairn
    /// renumbers them in order of appearance so the same list always gives the same bytes.
    /// - Throws: `RenderError.invalidSize`, `.canvasTooLarge` or `.cairo`.
    public static func svgData(_ list: DisplayList, size: CGSize) throws -> Data {
        let canvas = try CanvasSize(size, scale: 1)
        // Native layers unless the page falls back to one image anyway (see PageKind).
        var fragments: SVGLayerFragments?
        switch SVGLayerMarkup.pageKind(list) {
        case .native: fragments = SVGLayerFragments()
        case .fallback: fragments = nil
        case .localRasters:
            let captures = SVGLayerCaptures()
            try capture(list, canvas: canvas, into: captures)
            fragments = captures.isExact ? SVGLayerFragments(captures: captures) : nil
        }
        let data = try withStreamSurface { write, closure in
            let surface = cairo_svg_surface_create_for_stream(
                write, closure, Double(canvas.points.width), Double(canvas.points.height))
            if let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS {
                cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
                // What Cairo's SVG 1.1 cannot express (blend modes outside the layers that
                // SVGLayerFragments writes natively) Cairo embeds as images: at 2 pixels per
                // point, as Cairn's own layer rasters (CairoPainter+Layer.swift).
                cairo_surface_set_fallback_resolution(surface, 144, 144)
            }
            return surface
        } draw: { surface in
            // SVG has no mesh gradients: conic gradients become vector wedges.
            try draw(list, on: surface, scale: 1, background: nil, vectorWedges: true, svgFragments: fragments)
        }
        return SVGIdentifiers.renumbered(fragments?.resolved(data) ?? data)
    }

    /// The first pass of a page with local rasters: the page drawn on an image at the
    /// vector raster scale, each layer SVG cannot blend captured with its backdrop.
    static func capture(_ list: DisplayList, canvas: CanvasSize, into captures: SVGLayerCaptures) throws {
        let k = CairoPainter.vectorRasterScale
        let w = Int32((Double(canvas.points.width) * k).rounded(.up)), h = Int32((Double(canvas.points.height) * k).rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else {
            throw RenderError.cairo(status: "the capture surface could not be created")
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        try draw(list, on: surface, scale: k, background: nil, svgFragments: SVGLayerFragments(captures: captures, isCapturing: true))
    }

    /// The fixed PDF metadata that makes PDF output byte-reproducible.
    static let pdfMetadata: [(cairo_pdf_metadata_t, String)] = [
        (CAIRO_PDF_METADATA_TITLE, "Cairn drawing"),
        (CAIRO_PDF_METADATA_CREATOR, "Cairn"),
        (CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z"),
        (CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z"),
    ]

    /// Renders `list` as a one-page PDF whose page is `size` in points, with fixed metadata
    /// (title "Cairn drawing", creator "Cairn", dates 2000-01-01) so the bytes are
    /// reproducible.
    /// - Throws: `RenderError.invalidSize`, `.canvasTooLarge` or `.cairo`.
    public static func pdfData(_ list: DisplayList, size: CGSize) throws -> Data {
        let canvas = try CanvasSize(size, scale: 1)
        return try withStreamSurface { write, closure in
            let surface = cairo_pdf_surface_create_for_stream(
                write, closure, Double(canvas.points.width), Double(canvas.points.height))
            if let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS {
                for (key, value) in pdfMetadata { cairo_pdf_surface_set_metadata(surface, key, value) }
            }
            return surface
        } draw: { surface in
            try draw(list, on: surface, scale: 1, background: nil)
        }
    }

    /// Creates a stream surface writing into memory, draws on it, finishes it and returns
    /// everything Cairo wrote.
    static func withStreamSurface(
        create: (cairo_write_func_t, UnsafeMutableRawPointer) -> OpaquePointer?,
        draw: (OpaquePointer) throws -> Void
    ) throws -> Data {
        let sink = StreamSink()
        return try withExtendedLifetime(sink) {
            let closure = Unmanaged.passUnretained(sink).toOpaque()
            guard let surface = create(StreamSink.write, closure) else {
                throw RenderError.cairo(status: "the stream surface could not be created")
            }
            // A PDF or SVG surface loads glyphs outside Pango (replaying groups, subsetting
            // fonts when it finishes): the whole document is drawn under the font system's
            // lock (see `PangoFontSystem`), and so is its release.
            let fonts = PangoFontSystem.shared
            defer { fonts.withFontLock { cairo_surface_destroy(surface) } }
            try check(cairo_surface_status(surface))
            try fonts.withFontLock {
                try draw(surface)
                cairo_surface_finish(surface)
            }
            try check(cairo_surface_status(surface))
            guard !sink.failed else { throw RenderError.cairo(status: "writing the output stream failed") }
            return sink.data
        }
    }
}

/// Collects the bytes a Cairo stream surface writes.
final class StreamSink {
    var data = Data()
    var failed = false

    /// Cairo's write callback; `closure` is an unretained `StreamSink`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<StreamSink>.fromOpaque(closure).takeUnretainedValue()
        if length > 0 {
            guard let bytes else {
                sink.failed = true
                return CAIRO_STATUS_WRITE_ERROR
            }
            sink.data.append(bytes, count: Int(length))
        }
        return CAIRO_STATUS_SUCCESS
    }
}
