import Cairn
import Foundation

/// A rectangle of whole pixels in Core Image's space: origin at the bottom left, y up.
struct PixelRect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The most pixels Core Image in Cairn computes in one image, 16 Mi (a 4096 × 4096
    /// picture; each pixel is four floats, so 256 MiB): a larger request (a code scaled a
    /// thousand times, a blur of a huge radius) gives nil from `createCGImage`, or clear
    /// pixels from a step inside the recipe, never an exhausted machine.
    static let maximumArea = 1 << 24

    var area: Int { width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height }
    var isRenderable: Bool { width > 0 && height > 0 && area <= PixelRect.maximumArea }

    /// The whole pixels covering `rect`, nil when it is not finite or too far out to count.
    init?(covering rect: CGRect) {
        let r = Extent.sanitized(rect)
        guard !r.isNull, !r.isInfinite, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              abs(r.minX) < 1e9, abs(r.minY) < 1e9, abs(r.maxX) < 1e9, abs(r.maxY) < 1e9 else { return nil }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// This rectangle grown by `d` pixels on every side.
    func outset(by d: Int) -> PixelRect { PixelRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// Pixels of a rectangle: premultiplied RGBA floats in Core Image's working space (linear
/// sRGB), rows from the bottom (`rect.y`) up.
struct Raster: Sendable {
    var rect: PixelRect
    var pixels: [SIMD4<Float>]

    /// Clear pixels over `rect`.
    init(clear rect: PixelRect) {
        self.rect = rect
        pixels = [SIMD4<Float>](repeating: .zero, count: rect.isRenderable ? rect.area : 0)
    }

    init(rect: PixelRect, pixels: [SIMD4<Float>]) {
        self.rect = rect
        self.pixels = pixels
    }

    /// The pixel at (x, y) in image space; clear outside.
    @inline(__always) func at(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let cx = x - rect.x, cy = y - rect.y
        guard cx >= 0, cy >= 0, cx < rect.width, cy < rect.height else { return .zero }
        return pixels[cy * rect.width + cx]
    }

    /// The pixel nearest (x, y) inside the raster (edges extended).
    @inline(__always) func clamped(_ x: Int, _ y: Int) -> SIMD4<Float> {
        guard rect.width > 0, rect.height > 0 else { return .zero }
        let cx = min(max(x - rect.x, 0), rect.width - 1), cy = min(max(y - rect.y, 0), rect.height - 1)
        return pixels[cy * rect.width + cx]
    }

    /// The same pixels with `transform` applied to each colour (unpremultiplied first,
    /// premultiplied again after; alpha kept).
    func mappingColors(_ transform: (SIMD3<Float>) -> SIMD3<Float>) -> Raster {
        var out = self
        for i in out.pixels.indices {
            let p = out.pixels[i]
            guard p.w > 0 else { continue }
            let c = transform(SIMD3(p.x, p.y, p.z) / p.w)
            out.pixels[i] = SIMD4(c * p.w, p.w)
        }
        return out
    }
}

/// sRGB's transfer function and its inverse (IEC 61966-2-1), between the 8-bit values a
/// bitmap stores and Core Image's linear working space.
enum SRGB {
    /// The linear value of encoded `c` (IEC 61966-2-1's decoding).
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    /// The encoded value of linear `v` (IEC 61966-2-1's encoding).
    static func encoded(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }

    /// `linear(_:)` in single precision, for per-pixel colour filters; 0 for 0 and below.
    static func linear(_ c: Float) -> Float {
        guard c > 0 else { return 0 }
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// `encoded(_:)` in single precision; 0 for 0 and below.
    static func encoded(_ v: Float) -> Float {
        guard v > 0 else { return 0 }
        return v <= 0.0031308 ? v * 12.92 : 1.055 * powf(v, 1 / 2.4) - 0.055
    }

    /// Linear values of the 256 encoded levels.
    static let toLinear: [Float] = (0..<256).map { Float(linear(Double($0) / 255)) }

    /// The 8-bit encoded level of linear `v` (clamped to 0...1; NaN is 0).
    static func encode(_ v: Float) -> UInt8 {
        guard v > 0 else { return 0 }
        guard v < 1 else { return 255 }
        return UInt8((encoded(Double(v)) * 255).rounded())
    }

    /// The premultiplied linear pixel of a straight 8-bit sRGB pixel.
    @inline(__always) static func pixel(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> SIMD4<Float> {
        let alpha = Float(a) / 255
        return SIMD4(toLinear[Int(r)] * alpha, toLinear[Int(g)] * alpha, toLinear[Int(b)] * alpha, alpha)
    }
}

/// Rectangle arithmetic for extents that never traps: Foundation's `CGRect` operations stop
/// the program on NaN components, and user rectangles and transforms may carry them. A
/// rectangle with a NaN is `null` (nothing); one reaching infinity is `infinite`.
enum Extent {
    static func sanitized(_ r: CGRect) -> CGRect {
        if r.isNull { return .null }
        if r.isInfinite { return .infinite }
        var x = r.origin.x, y = r.origin.y, w = r.size.width, h = r.size.height
        if x.isNaN || y.isNaN || w.isNaN || h.isNaN { return .null }
        if w < 0 { x += w; w = -w }
        if h < 0 { y += h; h = -h }
        if !x.isFinite || !y.isFinite || !w.isFinite || !h.isFinite || !(x + w).isFinite || !(y + h).isFinite { return .infinite }
        return CGRect(x: x, y: y, width: w, height: h)
    }

    static func intersection(_ a: CGRect, _ b: CGRect) -> CGRect {
        let a = sanitized(a), b = sanitized(b)
        if a.isNull || b.isNull { return .null }
        if a.isInfinite { return b }
        if b.isInfinite { return a }
        let x0 = max(a.origin.x, b.origin.x), y0 = max(a.origin.y, b.origin.y)
        let x1 = min(a.origin.x + a.size.width, b.origin.x + b.size.width), y1 = min(a.origin.y + a.size.height, b.origin.y + b.size.height)
        guard x1 > x0, y1 > y0 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
        let a = sanitized(a), b = sanitized(b)
        if a.isNull { return b }
        if b.isNull { return a }
        if a.isInfinite || b.isInfinite { return .infinite }
        let x0 = min(a.origin.x, b.origin.x), y0 = min(a.origin.y, b.origin.y)
        let x1 = max(a.origin.x + a.size.width, b.origin.x + b.size.width), y1 = max(a.origin.y + a.size.height, b.origin.y + b.size.height)
        return sanitized(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// The bounds of `r` transformed by `t` (null and infinite kept).
    static func applying(_ r: CGRect, _ t: CGAffineTransform) -> CGRect {
        let r = sanitized(r)
        if r.isNull || r.isInfinite { return r }
        let corners = [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)].map { p in
            (t.a * p.0 + t.c * p.1 + t.tx, t.b * p.0 + t.d * p.1 + t.ty)
        }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return sanitized(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// `r` grown by `d` on every side.
    static func outset(_ r: CGRect, by d: CGFloat) -> CGRect {
        let r = sanitized(r)
        if r.isNull || r.isInfinite { return r }
        return sanitized(CGRect(x: r.origin.x - d, y: r.origin.y - d, width: r.size.width + 2 * d, height: r.size.height + 2 * d))
    }
}
