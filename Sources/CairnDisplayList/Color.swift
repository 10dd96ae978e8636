import CairnAnimation
import CairnGeometry
import Foundation

/// A colour, as in SwiftUI: a view that fills its frame and a shape style.
///
/// Components are sRGB in 0...1 with a separate (straight, not premultiplied) opacity.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The concrete sRGB components of a colour.
    public struct Resolved: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double
        /// Creates resolved components; each is clamped to 0...1 and NaN becomes 0.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
            self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue)
            self.opacity = clamp(opacity)
        }
    }

    /// The colour's components.
    public var resolved: Resolved

    /// A colour with the given resolved components.
    public init(_ resolved: Resolved) { self.resolved = resolved }

    /// The sRGB colour space names that `init(_:red:green:blue:opacity:)` accepts.
    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

    /// A colour from sRGB components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(Resolved(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A colour from components in a colour space (linear components are converted to sRGB;
    /// Display P3 is treated as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        if colorSpace == .sRGBLinear {
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
        } else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// A grey of the given white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // Non-finite components are 0, as a NaN channel is in the other initialisers.
        func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
        let hue = finite(hue), s = finite(saturation), v = finite(brightness)
        let h = (hue - floor(hue)) * 6
        let i = Int(saturating: h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [
            (v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q),
        ][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A copy of this colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.resolved = Resolved(
            red: resolved.red, green: resolved.green, blue: resolved.blue,
            opacity: resolved.opacity * opacity)
        return copy
    }

    public var description: String {
        let r = resolved
        return "#" + [r.red, r.green, r.blue, r.opacity].map { String(format: "%02X", Int(saturating: $0 * 255, rounding: .toNearestOrAwayFromZero)) }.joined()
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    // SwiftUI's system colours in light mode (sRGB 0-255, from rendering.md).
    public static let red = rgb(255, 59, 48)
    public static let orange = rgb(255, 149, 0)
    public static let yellow = rgb(255, 204, 0)
    public static let green = rgb(52, 199, 89)
    public static let mint = rgb(0, 199, 190)
    public static let teal = rgb(48, 176, 199)
    public static let cyan = rgb(50, 173, 230)
    public static let blue = rgb(0, 122, 255)
    public static let indigo = rgb(88, 86, 214)
    public static let purple = rgb(175, 82, 222)
    public static let pink = rgb(255, 45, 85)
    public static let brown = rgb(162, 132, 94)
    public static let gray = rgb(142, 142, 147)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The primary content colour (black in light mode).
    public static let primary = Color(white: 0)
    /// The secondary content colour (iOS secondary label: 60,60,67 at 60%).
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    /// The accent colour (system blue).
    public static let accentColor = blue
}

extension Color: Animatable {
    /// The straight sRGB components and opacity, so a colour change animates smoothly.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(AnimatablePair(resolved.red, resolved.green), AnimatablePair(resolved.blue, resolved.opacity)) }
        set {
            resolved = Resolved(red: newValue.first.first, green: newValue.first.second,
                                blue: newValue.second.first, opacity: newValue.second.second)
        }
    }
}
