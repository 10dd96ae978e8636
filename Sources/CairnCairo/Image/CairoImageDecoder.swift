import CairnDisplayList
import CairnGeometry
import CairnPNG
import Foundation

/// Decodes PNG (libpng) and SVG (librsvg) files for layout and drawing: what `ImageRenderer`
/// and `ViewLayout(of:in:)` install as the environment's `imageDecoder`.
///
/// The format is told by the bytes (PNG signature; `<svg` near the start of an XML file), not
/// the name. PNGs become straight-alpha RGBA pixels at the given scale; SVGs keep their
/// bytes and intrinsic size, to be drawn as vectors. Anything else, and any corrupt file,
/// fails with a reason; nothing here traps.
public struct CairoImageDecoder: ImageDecoder {
    /// A decoder (stateless: one can be shared).
    public init() {}

    /// Decodes PNG bytes with libpng or checks SVG bytes with librsvg, telling the format by content, not by name.
    public func decodeImage(_ data: Data, name: String, scale: CGFloat) -> Result<ImageSource, ImageDecodingError> {
        if data.count >= 8, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return decodePNG(data, name: name, scale: scale)
        }
        if Self.looksLikeSVG(data) {
            return decodeSVG(data, name: name)
        }
        if data.isEmpty { return .failure(ImageDecodingError("the file is empty")) }
        return .failure(ImageDecodingError("not a PNG or SVG file (Cairn reads those two formats)"))
    }

    /// Whether the first kilobyte holds an `<svg` tag.
    static func looksLikeSVG(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(1024), as: UTF8.self)
        return head.contains("<svg")
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
