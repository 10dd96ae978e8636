import Foundation

/// The colour filters. Apple publishes no formula for them; each is Cairn's estimate, named
/// below, worked on sRGB-encoded values (so that a colour and its inverse are 255 apart, as
/// people expect of "invert"), while blurs and resampling work in the linear working space.
enum ColorFilters {
    /// Rec. 709 luma weights (ITU-R BT.709), for grey.
    static let luma = SIMD3<Float>(0.2126, 0.7152, 0.0722)

    /// `image` with `transform` applied to each pixel's sRGB-encoded colour (alpha kept).
    static func mapEncoded(_ image: CIImage, _ transform: @escaping @Sendable (SIMD3<Float>) -> SIMD3<Float>) -> CIImage {
        CIImage(extent: image.extent, samplesNearest: image.samplesNearest) { rect in
            image.raster(rect).mappingColors { linear in
                let out = transform(SIMD3(SRGB.encoded(linear.x), SRGB.encoded(linear.y), SRGB.encoded(linear.z)))
                return SIMD3(SRGB.linear(out.x), SRGB.linear(out.y), SRGB.linear(out.z))
            }
        }
    }

    /// `image` with `transform` applied to each pixel's linear colour (alpha kept).
    static func mapLinear(_ image: CIImage, _ transform: @escaping @Sendable (SIMD3<Float>) -> SIMD3<Float>) -> CIImage {
        CIImage(extent: image.extent, samplesNearest: image.samplesNearest) { rect in image.raster(rect).mappingColors(transform) }
    }

    static func clamp01(_ c: SIMD3<Float>) -> SIMD3<Float> {
        SIMD3(c.x.isNaN ? 0 : min(max(c.x, 0), 1), c.y.isNaN ? 0 : min(max(c.y, 0), 1), c.z.isNaN ? 0 : min(max(c.z, 0), 1))
    }

    static func finite(_ v: Float, or fallback: Float) -> Float { v.isFinite ? v : fallback }

    /// Sepia (Cairn's estimate): the widely used sepia matrix (rows 0.393 0.769 0.189 /
    /// 0.349 0.686 0.168 / 0.272 0.534 0.131), mixed with the original by `intensity` (0: the
    /// image unchanged, 1: all sepia, Apple's default), clamped to 0...1.
    static func sepia(_ image: CIImage, intensity: Float) -> CIImage {
        let k = min(max(finite(intensity, or: 1), 0), 1)
        return mapEncoded(image) { c in
            let s = SIMD3<Float>((c * SIMD3(0.393, 0.769, 0.189)).sum(), (c * SIMD3(0.349, 0.686, 0.168)).sum(), (c * SIMD3(0.272, 0.534, 0.131)).sum())
            return clamp01(c * (1 - k) + clamp01(s) * k)
        }
    }

    /// Saturation, brightness, contrast (Cairn's estimate, in that order): saturation mixes
    /// the colour with its Rec. 709 grey (0: grey, 1: unchanged), brightness is added,
    /// contrast scales around 0.5 (`(c − 0.5) × contrast + 0.5`).
    static func controls(_ image: CIImage, saturation: Float, brightness: Float, contrast: Float) -> CIImage {
        let s = finite(saturation, or: 1), b = finite(brightness, or: 0), k = finite(contrast, or: 1)
        return mapEncoded(image) { c in
            let grey = (c * luma).sum()
            let saturated = SIMD3(repeating: grey) + (c - SIMD3(repeating: grey)) * s
            return clamp01((saturated + SIMD3(repeating: b) - SIMD3(repeating: 0.5)) * k + SIMD3(repeating: 0.5))
        }
    }

    /// Each encoded component's complement, `1 − c` (black becomes white, (255, 0, 0) becomes
    /// (0, 255, 255)).
    static func invert(_ image: CIImage) -> CIImage {
        mapEncoded(image) { c in SIMD3(repeating: 1) - clamp01(c) }
    }

    /// Grey by Rec. 709 luma, its contrast scaled around 0.5 by `contrast` (Cairn's estimates
    /// of the photo effects: Mono 1, Noir 1.6, Tonal 0.8).
    static func mono(_ image: CIImage, contrast: Float) -> CIImage {
        mapEncoded(image) { c in
            let grey = min(max(((c * luma).sum() - 0.5) * contrast + 0.5, 0), 1)
            return SIMD3(repeating: grey)
        }
    }

    /// Each pixel's linear luminance mapped from `color0` (black) to `color1` (white).
    static func falseColor(_ image: CIImage, _ color0: CIColor, _ color1: CIColor) -> CIImage {
        let a = color0.premultipliedLinear, b = color1.premultipliedLinear
        let from = SIMD3(a.x, a.y, a.z), to = SIMD3(b.x, b.y, b.z)
        return mapLinear(image) { c in
            let l = min(max((c * luma).sum(), 0), 1)
            return from + (to - from) * l
        }
    }

    /// Each pixel's linear luminance times `color`, mixed with the original by `intensity`
    /// (Cairn's estimate).
    static func monochrome(_ image: CIImage, _ color: CIColor, intensity: Float) -> CIImage {
        let p = color.premultipliedLinear
        let tint = SIMD3(p.x, p.y, p.z)
        let k = min(max(finite(intensity, or: 1), 0), 1)
        return mapLinear(image) { c in
            let l = min(max((c * luma).sum(), 0), 1)
            return c * (1 - k) + tint * l * k
        }
    }
}
