import CairnPNG
import Foundation

/// The PNG colour type an encode writes.
package enum PNGColourType: Sendable {
    /// Always 8-bit RGBA (colour type 6).
    case rgba
    /// 8-bit RGB (colour type 2) when every pixel is opaque, else RGBA (6) — as
    /// `cairo_surface_write_to_png` decides; a quarter fewer bytes to filter and compress.
    case rgbWhenOpaque

    var cValue: cairn_png_colour { self == .rgba ? CAIRN_PNG_RGBA : CAIRN_PNG_RGB_WHEN_OPAQUE }
}

/// Swift side of the PNG encoder in the `CairnPNG` C target (row filtering and zlib; see
/// `cairn_png_encode` for how the level chooses the filtering).
enum PNGEncoder {
    /// Encodes pixels of the given layout as an 8-bit RGB or RGBA PNG (see `colourType`).
    ///
    /// - Throws: `RenderError.pngEncodingFailed` with the encoder's message.
    static func encode(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        layout: cairn_pixel_layout, compressionLevel: Int, colourType: PNGColourType
    ) throws -> Data {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max), stride <= Int(Int32.max)
        else { throw RenderError.pngEncodingFailed(reason: "invalid image size \(width)×\(height)") }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let level = Int32(min(max(compressionLevel, 0), 9))
        let status = message.withUnsafeMutableBufferPointer { buffer in
            cairn_png_encode_colour(
                pixels, Int32(width), Int32(height), Int32(stride), layout, level, colourType.cValue,
                &output, &size, buffer.baseAddress, buffer.count)
        }
        guard status == 0, let output else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError.pngEncodingFailed(reason: reason.isEmpty ? "PNG encoding failed" : reason)
        }
        // The buffer came from malloc in C: hand it to Data without a copy.
        return Data(bytesNoCopy: output, count: size, deallocator: .free)
    }
}
