import CairnAnimation
import CairnGeometry
import Foundation

/// A colour, as in SwiftUI: a view that fills its frame and a shape style.
///
/// Components are sRGB in 0...1 with a separate (straight, not premultiplied) opacity.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The concrete sRGB components of a colour.
    public struct Resolved: Hashable, Sendable {
        /// The red component, sRGB in 0...1.
        public var red: Double
        /// The green component, sRGB in 0...1.
        public var green: Double
        /// The blue component, sRGB in 0...1.
        public var blue: Double
        /// The opacity in 0...1 (straight alpha: the colour components are not multiplied by it).
        public var opacity: Double
        /// Creates resolved components; each is clamped to 0...1 and NaN becomes 0.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
            self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue)
            self.opacity = clamp(opacity)
        }
    }

    /// The colour's components (in light mode, for a colour that adapts to the scheme).
    public var resolved: Resolved

    /// The components in dark mode, for system and semantic colours that adapt (nil: the same).
    package var darkResolved: Resolved?

    /// The components under the iOS 26 design era, light and dark (system colours only;
    /// see `DesignEra`).
    package var iOS26Light: Resolved?
    /// The dark components under the iOS 26 design era.
    package var iOS26Dark: Resolved?

    /// A colour with the given resolved components.
    public init(_ resolved: Resolved) { self.resolved = resolved }

    /// A colour with light and dark appearances (system and semantic colours).
    package init(light: Resolved, dark: Resolved) {
        self.resolved = light
        self.darkResolved = dark
    }

    /// The components in `scheme`.
    public func resolve(in scheme: ColorScheme) -> Resolved {
        scheme == .dark ? (darkResolved ?? resolved) : resolved
    }

    /// The sRGB colour space names that `init(_:red:green:blue:opacity:)` accepts.
    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

    /// A colour from sRGB components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(Resolved(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A colour from components in a colour space, converted to the sRGB Cairn draws in:
    /// linear components are encoded with sRGB's transfer function; Display P3 components
    /// (the same transfer function and D65 white, wider primaries) are decoded, taken to
    /// linear sRGB by the matrix the two sets of primaries give (CSS Color 4's
    /// `lin_P3_to_lin_sRGB`), clipped to 0...1 (colours outside sRGB lose what sRGB cannot
    /// show, as on an sRGB display) and encoded again. P3 (1, 0, 0) is sRGB (1, 0, 0) clipped
    /// from (1.225, −0.042, −0.020) in linear light; a P3 grey is the same grey.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        switch colorSpace {
        case .sRGBLinear:
            self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
        case .sRGB:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .displayP3:
            guard red.isFinite, green.isFinite, blue.isFinite else {
                self.init(red: red, green: green, blue: blue, opacity: opacity)
                return
            }
            let r = decode(red), g = decode(green), b = decode(blue)
            func clip(_ v: Double) -> Double { min(max(v, 0), 1) }
            self.init(red: encode(clip(1.2249401763 * r - 0.2249401763 * g)),
                      green: encode(clip(-0.0420569547 * r + 1.0420569547 * g)),
                      blue: encode(clip(-0.0196375546 * r - 0.0786360456 * g + 1.0982736001 * b)),
                      opacity: opacity)
        }
    }

    /// A grey of the given white level in a colour space (`Color(.sRGBLinear, white: 0, opacity: 0.33)`
    /// is SwiftUI's default shadow colour).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
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
        func fade(_ c: Resolved) -> Resolved { Resolved(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity * opacity) }
        copy.darkResolved = darkResolved.map(fade)
        copy.iOS26Light = iOS26Light.map(fade)
        copy.iOS26Dark = iOS26Dark.map(fade)
        return copy
    }

    /// The light appearance's components as `#RRGGBBAA` hex, e.g. `#007AFFFF` for `.blue`.
    public var description: String {
        let r = resolved
        return "#" + [r.red, r.green, r.blue, r.opacity].map { String(format: "%02X", Int(saturating: $0 * 255, rounding: .toNearestOrAwayFromZero)) }.joined()
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    /// A colour with light and dark sRGB 0-255 components.
    package static func adaptive(_ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) -> Color {
        func r(_ c: (Int, Int, Int, Double)) -> Resolved {
            Resolved(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255, opacity: c.3)
        }
        return Color(light: r(light), dark: r(dark))
    }

    // SwiftUI's system colours, light (sRGB 0-255, from rendering.md) and dark (Apple's Human
    // Interface Guidelines, "Color", system colours table for iOS). iOS 26 values: the same
    // table as Apple updated it on June 9, 2025 ("Updated system color values"), which
    // `DesignEra.iOS26` uses; gray is unchanged.
    /// System red: sRGB (255, 59, 48) in light mode, (255, 69, 58) in dark mode. iOS 26 (`DesignEra.iOS26`): (255, 56, 60) light, (255, 66, 69) dark.
    public static let red = system((255, 59, 48), (255, 69, 58), iOS26: (255, 56, 60), (255, 66, 69))
    /// System orange: sRGB (255, 149, 0) in light mode, (255, 159, 10) in dark mode. iOS 26 (`DesignEra.iOS26`): (255, 141, 40) light, (255, 146, 48) dark.
    public static let orange = system((255, 149, 0), (255, 159, 10), iOS26: (255, 141, 40), (255, 146, 48))
    /// System yellow: sRGB (255, 204, 0) in light mode, (255, 214, 10) in dark mode. iOS 26 (`DesignEra.iOS26`): (255, 204, 0) light, (255, 214, 0) dark.
    public static let yellow = system((255, 204, 0), (255, 214, 10), iOS26: (255, 204, 0), (255, 214, 0))
    /// System green: sRGB (52, 199, 89) in light mode, (48, 209, 88) in dark mode. iOS 26 (`DesignEra.iOS26`): (52, 199, 89) light, (48, 209, 88) dark.
    public static let green = system((52, 199, 89), (48, 209, 88), iOS26: (52, 199, 89), (48, 209, 88))
    /// System mint: sRGB (0, 199, 190) in light mode, (99, 230, 226) in dark mode. iOS 26 (`DesignEra.iOS26`): (0, 200, 179) light, (0, 218, 195) dark.
    public static let mint = system((0, 199, 190), (99, 230, 226), iOS26: (0, 200, 179), (0, 218, 195))
    /// System teal: sRGB (48, 176, 199) in light mode, (64, 200, 224) in dark mode. iOS 26 (`DesignEra.iOS26`): (0, 195, 208) light, (0, 210, 224) dark.
    public static let teal = system((48, 176, 199), (64, 200, 224), iOS26: (0, 195, 208), (0, 210, 224))
    /// System cyan: sRGB (50, 173, 230) in light mode, (100, 210, 255) in dark mode. iOS 26 (`DesignEra.iOS26`): (0, 192, 232) light, (60, 211, 254) dark.
    public static let cyan = system((50, 173, 230), (100, 210, 255), iOS26: (0, 192, 232), (60, 211, 254))
    /// System blue, the default accent colour: sRGB (0, 122, 255) in light mode, (10, 132, 255) in dark mode. iOS 26 (`DesignEra.iOS26`): (0, 136, 255) light, (0, 145, 255) dark.
    public static let blue = system((0, 122, 255), (10, 132, 255), iOS26: (0, 136, 255), (0, 145, 255))
    /// System indigo: sRGB (88, 86, 214) in light mode, (94, 92, 230) in dark mode. iOS 26 (`DesignEra.iOS26`): (97, 85, 245) light, (109, 124, 255) dark.
    public static let indigo = system((88, 86, 214), (94, 92, 230), iOS26: (97, 85, 245), (109, 124, 255))
    /// System purple: sRGB (175, 82, 222) in light mode, (191, 90, 242) in dark mode. iOS 26 (`DesignEra.iOS26`): (203, 48, 224) light, (219, 52, 242) dark.
    public static let purple = system((175, 82, 222), (191, 90, 242), iOS26: (203, 48, 224), (219, 52, 242))
    /// System pink: sRGB (255, 45, 85) in light mode, (255, 55, 95) in dark mode. iOS 26 (`DesignEra.iOS26`): (255, 45, 85) light, (255, 55, 95) dark.
    public static let pink = system((255, 45, 85), (255, 55, 95), iOS26: (255, 45, 85), (255, 55, 95))
    /// System brown: sRGB (162, 132, 94) in light mode, (172, 142, 104) in dark mode. iOS 26 (`DesignEra.iOS26`): (172, 127, 94) light, (183, 138, 102) dark.
    public static let brown = system((162, 132, 94), (172, 142, 104), iOS26: (172, 127, 94), (183, 138, 102))
    /// System gray: sRGB (142, 142, 147) in both appearances.
    public static let gray = rgb(142, 142, 147)
    /// Black: white level 0, opaque, in both appearances.
    public static let black = Color(white: 0)
    /// White: white level 1, opaque, in both appearances.
    public static let white = Color(white: 1)
    /// Fully transparent (opacity 0): draws nothing, but a view filled with it still takes its space.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The primary content colour (UIKit `label`: black in light mode, white in dark).
    public static let primary = adaptive((0, 0, 0, 1), (255, 255, 255, 1))
    /// The secondary content colour (UIKit `secondaryLabel`: 60,60,67 at 60%; dark 235,235,245 at 60%).
    public static let secondary = adaptive((60, 60, 67, 0.6), (235, 235, 245, 0.6))
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
