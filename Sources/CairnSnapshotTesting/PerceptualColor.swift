#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Foundation

/// The CIE76 colour difference between two straight-alpha sRGB pixels.
///
/// Each pixel is composited on white and on black (in sRGB, as a browser shows it), each
/// result converted sRGB → linear → XYZ (D65) → CIE Lab; ΔE is the larger of the two
/// Euclidean distances. Compositing on both backgrounds makes a change of alpha count
/// whatever the colour: a white glyph fading on a transparent canvas shows on black.
enum PerceptualColor {
    /// ΔE76 between two RGBA pixels given as bytes.
    static func deltaE(_ a: (UInt8, UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8, UInt8)) -> Float {
        max(distance(lab(a, background: 1), lab(b, background: 1)),
            distance(lab(a, background: 0), lab(b, background: 0)))
    }

    private static func distance(_ p: SIMD3<Float>, _ q: SIMD3<Float>) -> Float {
        let d = p - q
        return (d * d).sum().squareRoot()
    }

    /// Lab of the pixel composited on a grey background of sRGB value `background` (0...1).
    private static func lab(_ pixel: (UInt8, UInt8, UInt8, UInt8), background: Float) -> SIMD3<Float> {
        let alpha = Float(pixel.3) / 255
        let srgb = SIMD3<Float>(Float(pixel.0), Float(pixel.1), Float(pixel.2)) / 255 * alpha
            + SIMD3<Float>(repeating: background * (1 - alpha))
        let linear = SIMD3<Float>(toLinear(srgb.x), toLinear(srgb.y), toLinear(srgb.z))
        // sRGB (D65) to XYZ, normalised by the D65 white point.
        let x = (0.4124564 * linear.x + 0.3575761 * linear.y + 0.1804375 * linear.z) / 0.95047
        let y = 0.2126729 * linear.x + 0.7151522 * linear.y + 0.0721750 * linear.z
        let z = (0.0193339 * linear.x + 0.1191920 * linear.y + 0.9503041 * linear.z) / 1.08883
        let fx = f(x), fy = f(y), fz = f(z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// The sRGB transfer function, inverted (IEC 61966-2-1).
    private static func toLinear(_ c: Float) -> Float {
        c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).pow(2.4)
    }

    /// CIE Lab's cube-root companding with its linear segment near black.
    private static func f(_ t: Float) -> Float {
        let epsilon: Float = 216.0 / 24389.0
        let kappa: Float = 24389.0 / 27.0
        return t > epsilon ? t.cubeRoot : (kappa * t + 16) / 116
    }
}

extension Float {
    fileprivate func pow(_ exponent: Float) -> Float { Float(Foundation.pow(Double(self), Double(exponent))) }
    fileprivate var cubeRoot: Float { Float(Foundation.cbrt(Double(self))) }
}
#endif
