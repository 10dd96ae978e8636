import Cairn
import Foundation

/// An image recipe (Core Image's `CIImage`): pixels made only when a `CIContext` renders
/// it, in Core Image's coordinates (origin at the bottom left, y up) and its default working
/// space, linear sRGB ("Core Image performs all processing in a linear color space" unless a
/// context says otherwise, Apple's `CIContextOption.workingColorSpace`).
///
/// ```swift
/// let filter = CIFilter.qrCodeGenerator()
/// filter.message = Data("https://example.com".utf8)
/// let code = filter.outputImage!.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
/// let cgImage = CIContext().createCGImage(code, from: code.extent)!
/// Image(uiImage: UIImage(cgImage: cgImage))
/// ```
///
/// An image may be infinite (`CIImage(color:)`, `clampedToExtent()`); crop it before making
/// a bitmap. Immutable, so shared across threads, as Apple's is.
public final class CIImage: Sendable, CustomStringConvertible {
    /// The rectangle the image covers, in its coordinates: `CGRect.infinite` for a colour,
    /// `CGRect.null` for the empty image.
    public let extent: CGRect
    /// Makes the image's pixels over a rectangle (clear outside the image).
    let render: @Sendable (PixelRect) -> Raster
    /// Whether transforms sample the image's pixels nearest rather than linearly: true for
    /// generated codes, whose modules stay crisp when scaled (`samplingNearest()`).
    let samplesNearest: Bool

    init(extent: CGRect, samplesNearest: Bool = false, render: @escaping @Sendable (PixelRect) -> Raster) {
        self.extent = extent
        self.samplesNearest = samplesNearest
        self.render = render
    }

    /// The pixels over `rect`, clear where the request is too large to compute. Only the
    /// part inside the extent is made (the rest is clear by definition), so a step asking
    /// for a wide margin around a small image (a blur's) costs the image's size, not the
    /// margin's.
    func raster(_ rect: PixelRect) -> Raster {
        guard rect.isRenderable else { return Raster(rect: rect, pixels: []) }
        if extent.isInfinite { return render(rect) }
        guard let bounds = PixelRect(covering: extent) else { return Raster(clear: rect) }
        let x0 = max(rect.x, bounds.x), y0 = max(rect.y, bounds.y)
        let x1 = min(rect.x + rect.width, bounds.x + bounds.width), y1 = min(rect.y + rect.height, bounds.y + bounds.height)
        guard x1 > x0, y1 > y0 else { return Raster(clear: rect) }
        let inside = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        if inside == rect { return render(rect) }
        let part = render(inside)
        var out = Raster(clear: rect)
        guard part.pixels.count == inside.area else { return out }
        for row in 0..<inside.height {
            let from = row * inside.width, to = (y0 - rect.y + row) * rect.width + (x0 - rect.x)
            for col in 0..<inside.width { out.pixels[to + col] = part.pixels[from + col] }
        }
        return out
    }

    /// An image of a bitmap's pixels, extent (0, 0, width, height): the bitmap's top row at
    /// the top (y = height − 1).
    public convenience init(cgImage: CGImage) {
        let bitmap = cgImage.bitmap
        self.init(extent: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)) { rect in
            var out = Raster(clear: rect)
            let w = bitmap.width, h = bitmap.height
            bitmap.rgba.withUnsafeBufferPointer { src in
                for row in 0..<rect.height {
                    let y = rect.y + row
                    guard y >= 0, y < h else { continue }
                    let sourceRow = (h - 1 - y) * w
                    for col in 0..<rect.width {
                        let x = rect.x + col
                        guard x >= 0, x < w else { continue }
                        let s = (sourceRow + x) * 4
                        out.pixels[row * rect.width + col] = SRGB.pixel(src[s], src[s + 1], src[s + 2], src[s + 3])
                    }
                }
            }
            return out
        }
    }

    /// An image of a bitmap (Apple's `init(cgImage:options:)`); the options (colour space,
    /// orientation properties) are not read.
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) { self.init(cgImage: cgImage) }

    /// An image of a UIKit image's pixels (UIKit's `CIImage(image:)`), shown as the image
    /// is (its orientation applied); nil when it has none (`UIImage()`, an undecodable file).
    public convenience init?(image: UIImage) {
        guard let cgImage = image.cgImage else { return nil }
        let shown = image.bitmapImage != nil && image.imageOrientation != .up
            ? CGImage(bitmap: cgImage.oriented(image.imageOrientation.swiftUI)) : cgImage
        self.init(cgImage: shown)
    }

    /// The image in the PNG, JPEG or SVG file at `url`; nil when there is none or it cannot
    /// be decoded.
    public convenience init?(contentsOf url: URL) {
        guard let image = UIImage(contentsOfFile: url.path) else { return nil }
        self.init(image: image)
    }

    /// The image PNG, JPEG or SVG `data` holds; nil when it holds none.
    public convenience init?(data: Data) {
        guard let image = UIImage(data: data) else { return nil }
        self.init(image: image)
    }

    /// An image of one colour everywhere (infinite extent): crop it before rendering.
    public convenience init(color: CIColor) {
        let pixel = color.premultipliedLinear
        self.init(extent: .infinite) { rect in
            Raster(rect: rect, pixels: [SIMD4<Float>](repeating: pixel, count: rect.area))
        }
    }

    /// The empty image: no pixels, extent `CGRect.null` (what a filter with nothing to work
    /// on gives).
    public static func empty() -> CIImage { CIImage(extent: .null) { Raster(clear: $0) } }

    /// Black, everywhere (infinite).
    public static var black: CIImage { CIImage(color: .black) }
    /// White, everywhere (infinite).
    public static var white: CIImage { CIImage(color: .white) }
    /// Clear, everywhere (infinite).
    public static var clear: CIImage { CIImage(color: .clear) }
    /// Red, everywhere (infinite).
    public static var red: CIImage { CIImage(color: .red) }
    /// Green, everywhere (infinite).
    public static var green: CIImage { CIImage(color: .green) }
    /// Blue, everywhere (infinite).
    public static var blue: CIImage { CIImage(color: .blue) }
    /// Grey (0.5), everywhere (infinite).
    public static var gray: CIImage { CIImage(color: .gray) }

    /// `<CIImage extent (0, 0, 23, 23)>`.
    public var description: String { "<CIImage extent \(extent)>" }

    // MARK: Transforms

    /// The image moved, scaled, rotated or skewed by `matrix` (Core Image's
    /// `transformed(by:)`), sampled linearly between pixels (nearest for generated codes and
    /// after `samplingNearest()`). The extent is the transformed extent's bounds.
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        transformed(by: matrix, highQualityDownsample: false)
    }

    /// The image transformed by `matrix` (`highQualityDownsample` is accepted; Cairn samples
    /// linearly either way).
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        let values = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]
        guard values.allSatisfy(\.isFinite) else { return .empty() }
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard abs(determinant) > 1e-12 else { return .empty() }
        if matrix.a == 1, matrix.b == 0, matrix.c == 0, matrix.d == 1, matrix.tx == matrix.tx.rounded(), matrix.ty == matrix.ty.rounded(),
           abs(matrix.tx) < 1e9, abs(matrix.ty) < 1e9 {
            let dx = Int(matrix.tx), dy = Int(matrix.ty)
            return CIImage(extent: Extent.applying(extent, CGAffineTransform(translationX: CGFloat(dx), y: CGFloat(dy))),
                           samplesNearest: samplesNearest) { [self] rect in
                var r = raster(PixelRect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height))
                r.rect = rect
                return r
            }
        }
        let inverse = matrix.inverted()
        let nearest = samplesNearest
        let newExtent = Extent.applying(extent, matrix)
        return CIImage(extent: newExtent, samplesNearest: nearest) { [self] rect in
            var out = Raster(clear: rect)
            guard let needed = PixelRect(covering: Extent.applying(rect.cgRect, inverse)) else { return out }
            var sourceRect = needed.outset(by: 1)
            if !extent.isInfinite, let bounds = PixelRect(covering: extent) {
                // Only the image's own pixels are worth computing.
                let x0 = max(sourceRect.x, bounds.x - 1), y0 = max(sourceRect.y, bounds.y - 1)
                let x1 = min(sourceRect.x + sourceRect.width, bounds.x + bounds.width + 1)
                let y1 = min(sourceRect.y + sourceRect.height, bounds.y + bounds.height + 1)
                guard x1 > x0, y1 > y0 else { return out }
                sourceRect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
            guard sourceRect.isRenderable else { return out }
            let source = raster(sourceRect)
            let ia = Float(inverse.a), ib = Float(inverse.b), ic = Float(inverse.c), id = Float(inverse.d)
            let itx = Float(inverse.tx), ity = Float(inverse.ty)
            for row in 0..<rect.height {
                let cy = Float(rect.y + row) + 0.5
                for col in 0..<rect.width {
                    let cx = Float(rect.x + col) + 0.5
                    let sx = ia * cx + ic * cy + itx, sy = ib * cx + id * cy + ity
                    let value: SIMD4<Float>
                    if nearest {
                        value = source.at(Int(sx.rounded(.down)), Int(sy.rounded(.down)))
                    } else {
                        let fx = sx - 0.5, fy = sy - 0.5
                        let x0 = fx.rounded(.down), y0 = fy.rounded(.down)
                        let tx = fx - x0, ty = fy - y0
                        let ix = Int(x0), iy = Int(y0)
                        let top = source.at(ix, iy) * (1 - tx) + source.at(ix + 1, iy) * tx
                        let bottom = source.at(ix, iy + 1) * (1 - tx) + source.at(ix + 1, iy + 1) * tx
                        value = top * (1 - ty) + bottom * ty
                    }
                    out.pixels[row * rect.width + col] = value
                }
            }
            return out
        }
    }

    /// The part of the image inside `rect` (Core Image's `cropped(to:)`): the extent is the
    /// intersection; pixels outside are clear.
    public func cropped(to rect: CGRect) -> CIImage {
        let newExtent = Extent.intersection(extent, rect)
        guard !newExtent.isNull, newExtent.width > 0, newExtent.height > 0 else { return .empty() }
        return CIImage(extent: newExtent, samplesNearest: samplesNearest) { [self] request in
            var out = raster(request)
            let x0 = Float(newExtent.minX), y0 = Float(newExtent.minY), x1 = Float(newExtent.maxX), y1 = Float(newExtent.maxY)
            for row in 0..<request.height {
                let cy = Float(request.y + row) + 0.5
                for col in 0..<request.width {
                    let cx = Float(request.x + col) + 0.5
                    if cx < x0 || cx > x1 || cy < y0 || cy > y1 { out.pixels[row * request.width + col] = .zero }
                }
            }
            return out
        }
    }

    /// The image with its edge pixels repeated outward forever (infinite extent), as Core
    /// Image's `clampedToExtent()`; used before a blur so that edges do not fade.
    public func clampedToExtent() -> CIImage {
        guard let bounds = PixelRect(covering: extent), bounds.isRenderable else { return self }
        return CIImage(extent: .infinite, samplesNearest: samplesNearest) { [self] rect in
            // Only the image's pixels nearest the request are read (a small request far out
            // reads one edge pixel's row or column, not the whole image).
            func clamp(_ v: Int, _ low: Int, _ count: Int) -> Int { min(max(v, low), low + count - 1) }
            let x0 = clamp(rect.x, bounds.x, bounds.width), x1 = clamp(rect.x + rect.width - 1, bounds.x, bounds.width)
            let y0 = clamp(rect.y, bounds.y, bounds.height), y1 = clamp(rect.y + rect.height - 1, bounds.y, bounds.height)
            let source = raster(PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1))
            var out = Raster(clear: rect)
            for row in 0..<rect.height {
                for col in 0..<rect.width {
                    out.pixels[row * rect.width + col] = source.clamped(rect.x + col, rect.y + row)
                }
            }
            return out
        }
    }

    /// This image drawn over `destination` (source-over; Core Image's `composited(over:)`);
    /// the extent is the union of both.
    public func composited(over destination: CIImage) -> CIImage {
        CIImage(extent: Extent.union(extent, destination.extent)) { [self] rect in
            let top = raster(rect)
            var out = destination === self ? top : destination.raster(rect)
            for i in out.pixels.indices where i < top.pixels.count {
                let s = top.pixels[i]
                out.pixels[i] = s + out.pixels[i] * (1 - s.w)
            }
            return out
        }
    }

    /// The image sampled nearest when transformed: scaled pixels stay square.
    public func samplingNearest() -> CIImage { CIImage(extent: extent, samplesNearest: true, render: render) }

    /// The image sampled linearly (smoothly) when transformed.
    public func samplingLinear() -> CIImage { CIImage(extent: extent, samplesNearest: false, render: render) }

    /// The image through the built-in filter `filterName` with `params` (Core Image's
    /// `applyingFilter(_:parameters:)`); the empty image for an unknown name.
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    /// The image through the built-in filter `filterName` with its defaults.
    public func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    /// The image blurred by a Gaussian of standard deviation `sigma` (Core Image's
    /// `applyingGaussianBlur(sigma:)`; see `CIFilter.gaussianBlur()`).
    public func applyingGaussianBlur(sigma: Double) -> CIImage { Blur.gaussian(self, sigma: sigma) }

    /// The image with its alpha set to 1 everywhere inside its extent.
    public func settingAlphaOne(in extent: CGRect) -> CIImage {
        CIImage(extent: self.extent, samplesNearest: samplesNearest) { [self] rect in
            var out = raster(rect)
            for i in out.pixels.indices {
                let p = out.pixels[i]
                let c = p.w > 0 ? SIMD3(p.x, p.y, p.z) / p.w : .zero
                out.pixels[i] = SIMD4(c, 1)
            }
            return out
        }
    }
}

/// Options for making an image (Core Image's `CIImageOption`); Cairn reads none.
public struct CIImageOption: Hashable, Sendable, RawRepresentable {
    /// The option's name.
    public let rawValue: String
    /// An option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The colour space the pixels are in.
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    /// Whether to apply the file's orientation.
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    /// The properties of the image.
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
}

/// A colour for Core Image (`CIColor`): sRGB components in 0...1 with straight alpha.
public final class CIColor: Sendable, Equatable, CustomStringConvertible {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The alpha component.
    public let alpha: CGFloat

    /// A colour from sRGB components (NaN is 0; components are not clamped, as Core
    /// Image's extended range allows).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : v }
        self.red = clean(red); self.green = clean(green); self.blue = clean(blue)
        self.alpha = min(max(clean(alpha), 0), 1)
    }

    /// A colour of UIKit's (its light appearance).
    public convenience init(color: UIColor) {
        let r = color.color.resolved
        self.init(red: r.red, green: r.green, blue: r.blue, alpha: r.opacity)
    }

    /// A colour of SwiftUI's (its light appearance).
    public convenience init(_ color: Color) {
        let r = color.resolved
        self.init(red: r.red, green: r.green, blue: r.blue, alpha: r.opacity)
    }

    /// Black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Clear.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Grey (0.5).
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Cyan.
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    /// Magenta.
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    /// Yellow.
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)

    /// The colour as a premultiplied pixel in the linear working space.
    var premultipliedLinear: SIMD4<Float> {
        // Extended range: a negative component is the mirror of its magnitude's.
        func linear(_ c: CGFloat) -> Float {
            let l = SRGB.linear(abs(Double(c)))
            return Float(c < 0 ? -l : l)
        }
        let a = Float(alpha)
        return SIMD4(linear(red) * a, linear(green) * a, linear(blue) * a, a)
    }

    /// Colours are equal when their components are.
    public static func == (a: CIColor, b: CIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    /// `"1 0 0 1"`, as Core Image prints a colour.
    public var description: String { "\(red) \(green) \(blue) \(alpha)" }
}

/// A vector of up to four numbers for filter parameters (Core Image's `CIVector`): a
/// point, a rectangle or a list.
public final class CIVector: Sendable, Equatable, CustomStringConvertible {
    let values: [CGFloat]

    /// A vector of `values`.
    public init(values: [CGFloat]) { self.values = values }
    /// A vector of one number.
    public convenience init(x: CGFloat) { self.init(values: [x]) }
    /// A point.
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    /// Three numbers.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
    /// Four numbers (a rectangle is x, y, width, height).
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    /// A point.
    public convenience init(cgPoint p: CGPoint) { self.init(values: [p.x, p.y]) }
    /// A rectangle as x, y, width, height.
    public convenience init(cgRect r: CGRect) { self.init(values: [r.origin.x, r.origin.y, r.width, r.height]) }

    /// How many numbers.
    public var count: Int { values.count }
    /// The first number (0 if none).
    public var x: CGFloat { value(at: 0) }
    /// The second number.
    public var y: CGFloat { value(at: 1) }
    /// The third number.
    public var z: CGFloat { value(at: 2) }
    /// The fourth number.
    public var w: CGFloat { value(at: 3) }
    /// The number at `index`, 0 past the end (as Core Image).
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    /// The first two numbers as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The four numbers as a rectangle.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }

    /// Vectors are equal when their numbers are.
    public static func == (a: CIVector, b: CIVector) -> Bool { a.values == b.values }
    /// `"[150 150]"`.
    public var description: String { "[" + values.map { "\($0)" }.joined(separator: " ") + "]" }
}
