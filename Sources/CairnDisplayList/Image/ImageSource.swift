import CairnGeometry
import Foundation

/// Decoded image content, as a display list carries it: straight-alpha RGBA pixels or the
/// source of a vector (SVG) document, with its size in points.
///
/// A source is decoded once, at layout time, by an `ImageDecoder`; the renderer only draws
/// it. Two sources are equal when their content, name and scale are.
public struct ImageSource: Equatable, Sendable, CustomStringConvertible {
    /// What the image is made of.
    public enum Content: Equatable, Sendable {
        /// Pixels, decoded from a raster file (PNG).
        case bitmap(ImageBitmap)
        /// An SVG document's bytes, drawn as vectors by the renderer; `size` is its
        /// intrinsic size in CSS pixels (= points).
        case svg(Data, size: CGSize)
    }

    /// The content.
    public var content: Content
    /// A name for dumps and diagnostics (the file name).
    public var name: String
    /// Pixels per point of a bitmap (2 for a `name@2x.png` file); 1 for vectors.
    public var scale: CGFloat

    /// A source; a scale that is not finite and positive becomes 1.
    public init(_ content: Content, name: String, scale: CGFloat = 1) {
        self.content = content
        self.name = name
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The image's size in points: pixels divided by the scale for a bitmap, the intrinsic
    /// size for a vector document.
    public var size: CGSize {
        switch content {
        case .bitmap(let b): CGSize(width: CGFloat(b.width) / scale, height: CGFloat(b.height) / scale)
        case .svg(_, let size): size
        }
    }

    /// `"name" bitmap 30x20@2 fnv=…` or `"name" svg 24x24 fnv=…`: what the dump prints.
    public var description: String {
        switch content {
        case .bitmap(let b):
            "\(name.debugDescription) bitmap \(b.width)x\(b.height)@\(NumberFormat.exact(scale)) fnv=\(ImageSource.hex(b.digest))"
        case let .svg(data, size):
            "\(name.debugDescription) svg \(NumberFormat.exact(size.width))x\(NumberFormat.exact(size.height))"
                + " fnv=\(ImageSource.hex(ImageSource.fnv1a(data)))"
        }
    }

    /// 64-bit FNV-1a of `bytes`: a deterministic fingerprint for dumps (not a security hash).
    public static func fnv1a<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            hash ^= UInt64(b)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

/// Pixels of a decoded raster image: `width × height` pixels, four bytes each in the order
/// R, G, B, A with straight (un-premultiplied) alpha, rows top to bottom, no padding.
public struct ImageBitmap: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes.
    public let rgba: [UInt8]
    /// FNV-1a of `rgba`, computed once.
    public let digest: UInt64

    /// A bitmap; nil unless `rgba` holds exactly `width × height × 4` bytes and both sides
    /// are positive (an image of no pixels is represented by no source at all).
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
        digest = ImageSource.fnv1a(rgba)
    }

    /// Whether both bitmaps have the same size and the same RGBA bytes (the digest compared first, for speed).
    public static func == (a: ImageBitmap, b: ImageBitmap) -> Bool {
        a.width == b.width && a.height == b.height && a.digest == b.digest && a.rgba == b.rgba
    }

    /// The pixel at (x, y) as (r, g, b, a), or nil outside the bitmap.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}
