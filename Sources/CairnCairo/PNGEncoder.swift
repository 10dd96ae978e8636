import CairnPNG
import Foundation

/// Swift side of the PNG encoder in the `CairnPNG` C target (row filtering and zlib; see
/// `cairn_png_encode` for how the level chooses the filtering).
enum PNGEncoder {
    /// Encodes pixels of the given layout as an 8-bit RGBA PNG.
    ///
    /// - Throws: `RenderError.pngEncodingFailed` with the encoder's message.
    static func encode(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        layout: cairn_pixel_layout, compressionLevel: Int
    ) throws -> Data {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max), stride <= Int(Int32.max)
        else { throw RenderError.pngEncodingFailed(reason: "invalid image size \(width)×\(height)") }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let level = Int32(min(max(compressionLevel, 0), 9))
        let status = message.withUnsafeMutableBufferPointer { buffer in
            cairn_png_encode(
                pixels, Int32(width), Int32(height), Int32(stride), layout, level,
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
