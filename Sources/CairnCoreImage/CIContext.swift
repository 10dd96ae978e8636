import Cairn
import Foundation

/// Renders Core Image recipes to bitmaps (Core Image's `CIContext`), on the CPU, the same
/// bytes on every machine.
public final class CIContext: Sendable {
    /// A context with the default working space (linear sRGB) and output (8-bit sRGB).
    public init() {}

    /// A context with `options` (Apple's `init(options:)`); Cairn accepts every option and
    /// renders as the default context does (the software renderer, linear working space).
    public init(options: [CIContextOption: Any]?) {}

    /// The pixels of `image` over `fromRect` as an 8-bit sRGB bitmap (Core Image's
    /// `createCGImage(_:from:)`): `fromRect` is rounded out to whole pixels, its top row the
    /// bitmap's first. Nil when `fromRect` is empty, infinite or not finite (pass
    /// `image.extent` of a finite image, or crop an infinite one first), or over 16 Mi
    /// pixels (`PixelRect.maximumArea`).
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard let rect = PixelRect(covering: fromRect), rect.isRenderable else { return nil }
        let raster = image.raster(rect)
        guard raster.pixels.count == rect.area else { return nil }
        let w = rect.width, h = rect.height
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            // Core Image's bottom row is the bitmap's last.
            let out = (h - 1 - row) * w
            for col in 0..<w {
                let p = raster.pixels[row * w + col]
                let a = min(max(p.w.isNaN ? 0 : p.w, 0), 1)
                let d = (out + col) * 4
                guard a > 0 else { continue }
                rgba[d] = SRGB.encode(p.x / a)
                rgba[d + 1] = SRGB.encode(p.y / a)
                rgba[d + 2] = SRGB.encode(p.z / a)
                rgba[d + 3] = UInt8((a * 255).rounded())
            }
        }
        return ImageBitmap(width: w, height: h, rgba: rgba).map(CGImage.init(bitmap:))
    }

    /// The pixels of `image` over `fromRect` (Apple's `createCGImage(_:from:format:colorSpace:)`):
    /// 8-bit sRGB whatever `format` and `colorSpace` ask.
    public func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }
}

/// Options for a context (Core Image's `CIContextOption`), accepted and not read.
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    /// The option's name.
    public let rawValue: String
    /// An option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The working colour space.
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    /// The output colour space.
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    /// Whether to render on the CPU (Cairn always does).
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    /// Whether to keep intermediate results.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// The working pixel format.
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    /// Whether downsampling is high quality.
    public static let highQualityDownsample = CIContextOption(rawValue: "high_quality_downsample")
    /// Whether the context runs at low priority.
    public static let priorityRequestLow = CIContextOption(rawValue: "priority_request_low")
    /// A name for the context.
    public static let name = CIContextOption(rawValue: "name")
}

/// A pixel format (Core Image's `CIFormat`), accepted by `createCGImage(_:from:format:colorSpace:)`.
public struct CIFormat: Hashable, Sendable, RawRepresentable {
    /// The format's code.
    public let rawValue: Int32
    /// A format of code `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// 8-bit RGBA.
    public static let RGBA8 = CIFormat(rawValue: 24)
    /// 8-bit BGRA.
    public static let BGRA8 = CIFormat(rawValue: 23)
    /// 8-bit ARGB.
    public static let ARGB8 = CIFormat(rawValue: 22)
    /// 16-bit float RGBA.
    public static let RGBAh = CIFormat(rawValue: 31)
    /// 32-bit float RGBA.
    public static let RGBAf = CIFormat(rawValue: 34)
}

/// A colour space (Core Graphics' `CGColorSpace`), named only: Cairn's bitmaps are sRGB.
public final class CGColorSpace: Sendable {
    /// The space's name.
    public let name: String?
    /// The space named `name` (`CGColorSpace.sRGB`, `.displayP3`, ...).
    public init?(name: String) { self.name = name }
    /// sRGB's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Display P3's name.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Linear sRGB's name.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Extended linear sRGB's name.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// Generic grey's name.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The device RGB colour space (Core Graphics' `CGColorSpaceCreateDeviceRGB()`): sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
