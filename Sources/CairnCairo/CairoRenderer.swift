import CCairo
import CairnDisplayList
import CairnGeometry
import CairnPNG
import Foundation

/// Renders display lists with Cairo into bitmaps, PNG, SVG and PDF.
///
/// Sizes are in points, y down, origin top-left. Raster outputs are `ceil(size * scale)`
/// pixels per side. All outputs are deterministic: the same list gives the same bytes.
///
/// ```swift
/// let png = try CairoRenderer.pngData(list, size: CGSize(width: 400, height: 400), scale: 2)
/// try writeAtomically(png, to: URL(fileURLWithPath: "Output/radar.png"))
/// ```
public enum CairoRenderer {
    /// Renders `list` into a straight-alpha RGBA bitmap.
    ///
    /// - Parameters:
    ///   - size: The canvas in points; pixel size = ceil(size * scale).
    ///   - scale: Pixels per point.
    ///   - background: Painted under the drawing; nil leaves the canvas transparent.
    /// - Throws: `RenderError.invalidSize`, `.canvasTooLarge`, or `.cairo` (out of memory).
    public static func bitmap(
        _ list: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color.Resolved? = nil
    ) throws -> Bitmap {
        try withImageSurface(list, size: size, scale: scale, background: background) { surface in
            Bitmap(surface: surface)
        }
    }

    /// Renders `list` and encodes it as an 8-bit PNG straight from Cairo's surface: RGB
    /// (colour type 2) when every pixel is opaque, RGBA (6) otherwise, as
    /// `cairo_surface_write_to_png` decides.
    ///
    /// This is the path of frame export. `compressionLevel` (0...9, default 4): 1 is the
    /// fast setting (unfiltered rows, zlib level 1; larger files); 2...9 choose per image
    /// between unfiltered rows and PNG's adaptive row filter, whichever compresses smaller.
    /// At the default the files are no larger than `cairo_surface_write_to_png`'s for the
    /// same pixels and take less time to encode (ExportBench prints both).
    /// - Throws: as `bitmap(_:size:scale:background:)`, plus `.pngEncodingFailed`.
    public static func pngData(
        _ list: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color.Resolved? = nil,
        compressionLevel: Int = 4
    ) throws -> Data {
        try pngData(list, size: size, scale: scale, background: background, compressionLevel: compressionLevel, colourType: .rgbWhenOpaque)
    }

    /// `pngData(_:size:scale:background:compressionLevel:)` with the colour type chosen by
    /// `colourType` (`.rgba`: always colour type 6, for writers whose frames must share one).
    package static func pngData(
        _ list: DisplayList, size: CGSize, scale: CGFloat, background: Color.Resolved?, compressionLevel: Int,
        colourType: PNGColourType
    ) throws -> Data {
        try withImageSurface(list, size: size, scale: scale, background: background) { surface in
            try pngData(surface: surface, compressionLevel: compressionLevel, colourType: colourType)
        }
    }

    /// The pixels of a flushed ARGB32 image surface (`cairo_surface_t *`) as PNG,
    /// by the encoder of `pngData(_:size:scale:background:compressionLevel:)`.
    package static func pngData(
        surface: OpaquePointer, compressionLevel: Int = 4, colourType: PNGColourType = .rgbWhenOpaque
    ) throws -> Data {
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo(status: "the image surface has no pixel data")
        }
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
            throw RenderError.cairo(status: "only ARGB32 image surfaces are encoded")
        }
        return try PNGEncoder.encode(
            pixels: UnsafePointer(data), width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)),
            stride: Int(cairo_image_surface_get_stride(surface)),
            layout: CAIRN_PIXELS_ARGB32_PREMULTIPLIED, compressionLevel: compressionLevel, colourType: colourType)
    }

    /// Draws `list` on a fresh ARGB32 image surface and hands the flushed surface
    /// (`cairo_surface_t *`, valid only inside `body`) to `body`.
    package static func withImageSurface<Result>(
        _ list: DisplayList, size: CGSize, scale: CGFloat, background: Color.Resolved?,
        _ body: (OpaquePointer) throws -> Result
    ) throws -> Result {
        let canvas = try CanvasSize(size, scale: scale)
        try canvas.checkPixelCount()
        guard let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight))
        else { throw RenderError.cairo(status: "cairo_image_surface_create returned NULL") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        try draw(list, on: surface, scale: canvas.scale, background: background)
        cairo_surface_flush(surface)
        return try body(surface)
    }

    /// Creates a context on `surface`, paints the background, scales, draws the list and
    /// checks that Cairo ended without error.
    static func draw(_ list: DisplayList, on surface: OpaquePointer, scale: Double, background: Color.Resolved?, vectorWedges: Bool = false,
                     svgFragments: SVGLayerFragments? = nil) throws {
        guard let cr = cairo_create(surface) else { throw RenderError.cairo(status: "cairo_create returned NULL") }
        defer { cairo_destroy(cr) }
        try check(cairo_status(cr))
        if let background {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.opacity)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        if scale != 1 { cairo_scale(cr, scale, scale) }
        var painter = CairoPainter(cr, vectorOutput: vectorWedges)
        painter.svgFragments = svgFragments
        painter.draw(list)
        try check(cairo_status(cr))
    }

    /// Throws `RenderError.cairo` with Cairo's own message for any status but success.
    static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)))
        }
    }
}
