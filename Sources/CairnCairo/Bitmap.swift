import CCairo
import CairnPNG
import Foundation

/// A rendered image: straight (un-premultiplied) 8-bit RGBA pixels, row-major, top row first.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
    public var pixels: [UInt8]

    /// A bitmap of straight-alpha RGBA `pixels` (a `CGImage`'s, to be written as PNG).
    package init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Copies a flushed Cairo ARGB32 image surface, un-premultiplying its colours.
    init(surface: OpaquePointer) {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        self.width = width
        self.height = height
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            pixels = []
            return
        }
        let rowBytes = width * 4
        pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            guard let base = buffer.baseAddress else { count = 0; return }
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                cairn_argb32_row_to_rgba(row, base + y * rowBytes, Int32(width))
            }
            count = rowBytes * height
        }
    }

    /// The pixel at column `x`, row `y` (0-based, top-left origin); all zeros (transparent)
    /// outside the bitmap.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        guard i + 3 < pixels.count else { return (0, 0, 0, 0) }
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The bitmap as an 8-bit PNG at the given compression level (0...9, default 4; as
    /// `CairoRenderer.pngData`): RGB (colour type 2) when every pixel is opaque, else RGBA
    /// (6). Deterministic: no time or text chunks.
    ///
    /// - Throws: `RenderError.pngEncodingFailed` when `pixels` does not hold
    ///   `width * height * 4` bytes or encoding fails.
    public func pngData(compressionLevel: Int = 4) throws -> Data {
        let expected = width * height * 4
        guard width > 0, height > 0, pixels.count == expected else {
            throw RenderError.pngEncodingFailed(
                reason: "the bitmap is \(width)×\(height) but holds \(pixels.count) bytes instead of \(expected)")
        }
        return try pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                throw RenderError.pngEncodingFailed(reason: "the pixel buffer is empty")
            }
            return try PNGEncoder.encode(
                pixels: base, width: width, height: height, stride: width * 4,
                layout: CAIRN_PIXELS_RGBA8_STRAIGHT, compressionLevel: compressionLevel, colourType: .rgbWhenOpaque)
        }
    }
}
