import CRsvg
import CairnGeometry
import Foundation

/// An SVG document parsed by librsvg: its intrinsic size, and drawing onto a Cairo context.
///
/// librsvg resolves lengths at 96 dpi, so a `width="24"` (CSS pixels) document is 24 points
/// wide, as SwiftUI shows an SVG asset of that size. A document with only a `viewBox` takes
/// the viewBox's size.
struct SVGDocument {
    /// The parsed handle (a GObject, released by `close`).
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// Whether the document has a `<text` element: librsvg then draws glyphs with Pango and
    /// Cairo, under the font system's lock (see `PangoFontSystem`).
    private var hasText = false

    /// Parses `data`; fails with the parser's message.
    static func open(_ data: Data) -> Result<SVGDocument, ImageDecodingErrorReason> {
        guard !data.isEmpty else { return .failure(.init("the SVG file is empty")) }
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
            guard let base = raw.bindMemory(to: guint8.self).baseAddress else { return nil }
            return rsvg_handle_new_from_data(base, gsize(raw.count), &error)
        }
        guard let handle else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unreadable SVG"
            if let error { g_error_free(error) }
            return .failure(.init("invalid SVG (\(message))"))
        }
        rsvg_handle_set_dpi(handle, 96)
        var document = SVGDocument(handle: handle)
        document.hasText = data.range(of: Data("<text".utf8)) != nil
        return .success(document)
    }

    /// Releases the handle.
    func close() { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The intrinsic size in CSS pixels: width and height, else the viewBox's size; nil when
    /// the document states neither (or a size that is not finite and positive).
    var intrinsicSize: CGSize? {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
            return Self.valid(width, height)
        }
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var w = RsvgLength(), h = RsvgLength(), viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &w, &hasHeight, &h, &hasViewBox, &viewBox)
        guard hasViewBox != 0 else { return nil }
        return Self.valid(viewBox.width, viewBox.height)
    }

    private static func valid(_ w: Double, _ h: Double) -> CGSize? {
        guard w.isFinite, h.isFinite, w > 0, h > 0, w < 1e6, h < 1e6 else { return nil }
        return CGSize(width: w, height: h)
    }

    /// Draws the whole document so that its intrinsic box `size` fills (0, 0, size) in the
    /// context's current user space. Returns false when librsvg reports an error (the
    /// context is left as it was).
    @discardableResult
    func render(on cr: OpaquePointer, size: CGSize) -> Bool {
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        var error: UnsafeMutablePointer<GError>?
        let ok = CairoPainter.withFonts(hasText) { rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 }
        if let error { g_error_free(error) }
        return ok
    }
}

/// A failure's reason, before it becomes an `ImageDecodingError`.
struct ImageDecodingErrorReason: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
