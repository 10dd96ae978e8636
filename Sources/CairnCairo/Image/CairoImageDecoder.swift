import CairnDisplayList
import CairnGeometry
import CairnPNG
import CRsvg
import Foundation

/// Decodes PNG (libpng), JPEG (libjpeg-turbo through gdk-pixbuf) and SVG (librsvg) files for
/// layout and drawing: what `ImageRenderer` and `ViewLayout(of:in:)` install as the
/// environment's `imageDecoder`.
///
/// The format is told by the bytes (PNG signature; JPEG's start-of-image marker; `<svg` near
/// the start of an XML file), not the name. PNGs and JPEGs become straight-alpha RGBA pixels
/// at the given scale (a JPEG turned upright by its EXIF orientation, as iOS shows it; its
/// colour profile is not applied: pixels are read as sRGB); SVGs keep their bytes and
/// intrinsic size, to be drawn as vectors. Anything else, and any corrupt file, fails with a
/// reason; nothing here traps.
public struct CairoImageDecoder: ImageDecoder {
    /// A decoder (stateless: one can be shared).
    public init() {}

    /// Decodes PNG bytes with libpng or checks SVG bytes with librsvg, telling the format by content, not by name.
    public func decodeImage(_ data: Data, name: String, scale: CGFloat) -> Result<ImageSource, ImageDecodingError> {
        switch ImageFormat(sniffing: data) {
        case .png: return decodePNG(data, name: name, scale: scale)
        case .jpeg: return decodeJPEG(data, name: name, scale: scale)
        case .svg: return decodeSVG(data, name: name)
        case nil: break
        }
        if data.isEmpty { return .failure(ImageDecodingError("the file is empty")) }
        return .failure(ImageDecodingError("not a PNG, JPEG or SVG file (Cairn reads those three formats)"))
    }

    /// The width and height a JPEG's frame header (SOF0–SOF15, but DHT, JPG and DAC) states,
    /// read before anything is decoded so that a huge image is refused before its pixels are
    /// allocated; nil when no frame header is found.
    package static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(1 << 20))
        var i = 2
        while i + 3 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 8 < bytes.count else { return nil }
                return (Int(bytes[i + 7]) << 8 | Int(bytes[i + 8]), Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    private func decodeJPEG(_ data: Data, name: String, scale: CGFloat) -> Result<ImageSource, ImageDecodingError> {
        guard let size = Self.jpegSize(data) else { return .failure(ImageDecodingError("corrupt JPEG (no frame header)")) }
        guard size.width > 0, size.height > 0, size.width <= Int(CAIRN_PNG_MAX_SIDE), size.height <= Int(CAIRN_PNG_MAX_SIDE),
              size.width * size.height <= Int(CAIRN_PNG_MAX_PIXELS) else {
            return .failure(ImageDecodingError(
                "JPEG of \(size.width)x\(size.height) pixels is over the limit (\(CAIRN_PNG_MAX_SIDE) pixels a side, \(CAIRN_PNG_MAX_PIXELS) in all)"))
        }
        // libjpeg fills what a file lacks with grey, so a short file whose header claims a large
        // frame would "decode" to millions of pixels. Every 8 × 8 block of a real JPEG costs at
        // least a bit for its DC coefficient (a byte per 512 pixels); Cairn refuses files with
        // fewer than one byte per 1,024 pixels (Cairn's bound, twice that margin).
        guard data.count >= size.width * size.height / 1_024 else {
            return .failure(ImageDecodingError(
                "corrupt JPEG (\(data.count) bytes cannot hold \(size.width)x\(size.height) pixels: the file is cut short or its header is wrong)"))
        }
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type("jpeg", &error) else {
            defer { g_clear_error(&error) }
            return .failure(ImageDecodingError("no JPEG decoder (gdk-pixbuf's jpeg loader: \(Self.message(error)))"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let wrote = data.withUnsafeBytes { raw -> gboolean in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return 0 }
            return gdk_pixbuf_loader_write(loader, base, gsize(raw.count), &error)
        }
        // Closing after a failed write still finishes the loader; its second error is not kept.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        if error == nil { error = closeError } else { g_clear_error(&closeError) }
        guard wrote != 0, closed != 0, let decoded = gdk_pixbuf_loader_get_pixbuf(loader) else {
            defer { g_clear_error(&error) }
            return .failure(ImageDecodingError("corrupt JPEG (\(Self.message(error)))"))
        }
        // Upright, as EXIF's orientation says (a new reference, released below).
        guard let pixbuf = gdk_pixbuf_apply_embedded_orientation(decoded) else {
            return .failure(ImageDecodingError("corrupt JPEG (its orientation could not be applied)"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard width > 0, height > 0, channels == 3 || channels == 4, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
              let pixels = gdk_pixbuf_read_pixels(pixbuf) else {
            return .failure(ImageDecodingError("JPEG decoded to an unusable pixel layout"))
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width {
                    let o = (y * width + x) * 4, p = x * channels
                    out[o] = row[p]
                    out[o + 1] = row[p + 1]
                    out[o + 2] = row[p + 2]
                    if channels == 4 { out[o + 3] = row[p + 3] }
                }
            }
        }
        guard let bitmap = ImageBitmap(width: width, height: height, rgba: rgba) else {
            return .failure(ImageDecodingError("JPEG of \(width)x\(height) pixels has no usable pixels"))
        }
        return .success(ImageSource(.bitmap(bitmap), name: name, scale: scale))
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let text = error.pointee.message else { return "unreadable" }
        return String(cString: text)
    }

    private func decodePNG(_ data: Data, name: String, scale: CGFloat) -> Result<ImageSource, ImageDecodingError> {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            let asDisplayed = cairn_png_decode_options(
                samples: CAIRN_PNG_AS_DISPLAYED, max_side: UInt32(CAIRN_PNG_MAX_SIDE), max_pixels: UInt64(CAIRN_PNG_MAX_PIXELS), keep_pixels: 1)
            return cairn_png_decode(base, raw.count, asDisplayed, &pixels, &width, &height, nil, &message, message.count)
        }
        guard status == 0, let pixels else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return .failure(ImageDecodingError("corrupt PNG (\(reason.isEmpty ? "unreadable" : reason))"))
        }
        defer { cairn_png_free_pixels(pixels) }
        let count = Int(width) * Int(height) * 4
        let bytes = Array(UnsafeBufferPointer(start: pixels, count: count))
        guard let bitmap = ImageBitmap(width: Int(width), height: Int(height), rgba: bytes) else {
            return .failure(ImageDecodingError("PNG of \(width)x\(height) pixels has no usable pixels"))
        }
        return .success(ImageSource(.bitmap(bitmap), name: name, scale: scale))
    }

    private func decodeSVG(_ data: Data, name: String) -> Result<ImageSource, ImageDecodingError> {
        switch SVGDocument.open(data) {
        case .failure(let reason):
            return .failure(ImageDecodingError(reason.text))
        case .success(let document):
            defer { document.close() }
            guard let size = document.intrinsicSize else {
                return .failure(ImageDecodingError("the SVG states no size (give the <svg> element a width and height or a viewBox)"))
            }
            return .success(ImageSource(.svg(data, size: size), name: name, scale: 1))
        }
    }
}
