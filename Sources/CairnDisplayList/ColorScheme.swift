import CairnGeometry
import Foundation

/// The light or dark appearance (Apple: `ColorScheme`).
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

/// A level of the foreground style (Apple: `HierarchicalShapeStyle`): `.primary`,
/// `.secondary`, `.tertiary`, `.quaternary`.
///
/// With no foreground style set, the levels are UIKit's label colours of the colour scheme
/// (`label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`). Under a foreground style
/// (`.foregroundStyle(.red)` on an ancestor) they are that style at the label colours'
/// opacities, 1, 0.6, 0.3 and 0.18 (Apple does not publish the factors; Cairn uses the label
/// hierarchy's so that both cases agree).
public struct HierarchicalShapeStyle: ShapeStyle, PaintResolvable, Hashable {
    /// 0 primary … 3 quaternary.
    package let level: Int

    /// The first level: the foreground itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level (Apple: `quinary`, iOS 16+). Apple publishes no value and UIKit has
    /// no fifth label colour: Cairn uses the label colours' grey at 0.1 (a custom foreground
    /// at 0.1), continuing the 1 / 0.6 / 0.3 / 0.18 series below the fourth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity factor applied to a custom foreground.
    var opacityFactor: Double { [1, 0.6, 0.3, 0.18, 0.1][level] }

    /// The label colour of this level.
    var labelColor: Color {
        if level == 4 {
            return Color(light: Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.1),
                         dark: Color.Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.1))
        }
        return [UIColor.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel][level].color
    }

    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        // `foregroundStyle(_:_:_:)` set this level explicitly.
        if level < context.foregroundLevels.count { return context.foregroundLevels[level] }
        if let fg = context.foreground { return fg.multiplyingOpacity(by: opacityFactor) }
        return .color(labelColor.resolve(in: context.colorScheme))
    }
}

extension ShapeStyle {
    /// The second level of this style (Apple: `ShapeStyle.secondary`, iOS 17, "Returns the
    /// second level of this shape style"): this style at 0.6 opacity, the factor of the label
    /// hierarchy (`HierarchicalShapeStyle`). `.fill`, `.background` and `.foreground` have
    /// their own levels.
    public var secondary: some ShapeStyle { LeveledShapeStyle(base: self, level: .secondary) }
    /// The third level of this style (Apple: `ShapeStyle.tertiary`): this style at 0.3 opacity.
    public var tertiary: some ShapeStyle { LeveledShapeStyle(base: self, level: .tertiary) }
    /// The fourth level of this style (Apple: `ShapeStyle.quaternary`): this style at 0.18 opacity.
    public var quaternary: some ShapeStyle { LeveledShapeStyle(base: self, level: .quaternary) }
    /// The fifth level of this style (Apple: `ShapeStyle.quinary`): this style at 0.1 opacity.
    public var quinary: some ShapeStyle { LeveledShapeStyle(base: self, level: .quinary) }
}

/// A level of a concrete style (`.tint.secondary`, `Color.red.tertiary`).
struct LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable, ShadowCasting {
    let base: Base
    let level: HierarchicalShapeStyle
    func resolvePaint(in context: ShapeStyleContext) -> Paint {
        base.paint(in: context).multiplyingOpacity(by: level.opacityFactor)
    }
    func shadows(in context: ShapeStyleContext) -> [ResolvedShadow] { base.shadows(in: context) }
}

/// A hierarchical level of a base style (the enclosing foreground).
package struct ShadedShapeStyle: ShapeStyle, PaintResolvable, ShadowCasting {
    package let base: AnyShapeStyle
    package let level: HierarchicalShapeStyle
    package init(base: AnyShapeStyle, level: HierarchicalShapeStyle) {
        self.base = base
        self.level = level
    }
    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        base.paint(in: context).multiplyingOpacity(by: level.opacityFactor)
    }
    package func shadows(in context: ShapeStyleContext) -> [ResolvedShadow] { base.shadows(in: context) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style's first level (Apple: `ShapeStyle.primary`).
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The foreground style's second level (Apple: `ShapeStyle.secondary`).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The foreground style's third level (Apple: `ShapeStyle.tertiary`).
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The foreground style's fourth level (Apple: `ShapeStyle.quaternary`).
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The foreground style's fifth level (Apple: `ShapeStyle.quinary`).
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A separator style: UIKit's `separator` colour of the scheme (Apple: `SeparatorShapeStyle`).
public struct SeparatorShapeStyle: ShapeStyle, PaintResolvable {
    /// The separator style.
    public init() {}
    package func resolvePaint(in context: ShapeStyleContext) -> Paint { .color(UIColor.separator.color.resolve(in: context.colorScheme)) }
}

/// The background style in the current context (Apple: `BackgroundStyle`, "The background
/// style in the current context"): the style `backgroundStyle(_:)` set, else UIKit's
/// `systemBackground` of the scheme, white or black.
///
/// Its levels (iOS 17's `ShapeStyle.secondary` … `quinary` on an instance,
/// `.background.secondary`) are the system background hierarchy: `secondarySystemBackground`
/// (242, 242, 247; dark 28, 28, 30) and `tertiarySystemBackground` (white; dark 44, 44, 46),
/// the same colours as `Color(uiColor: .secondarySystemBackground)` side by side (Nil
/// Coalescing, "Hierarchical background styles in SwiftUI"). UIKit's background hierarchy
/// stops at the third level, so `.quaternary` and `.quinary` draw the tertiary colour (Cairn's
/// estimate). Under a custom `backgroundStyle(_:)` the levels are that style at the opacities
/// of the foreground hierarchy, 1, 0.6, 0.3, 0.18, 0.1 (Apple publishes no factors; Cairn uses
/// `HierarchicalShapeStyle`'s).
public struct BackgroundStyle: ShapeStyle, PaintResolvable {
    /// 0 primary … 4 quinary.
    package let level: Int

    /// The background style.
    public init() { level = 0 }

    init(level: Int) { self.level = min(max(level, 0), 4) }

    /// The second level: `secondarySystemBackground`, for content layered on the background.
    public var secondary: BackgroundStyle { BackgroundStyle(level: 1) }
    /// The third level: `tertiarySystemBackground`, for content layered on secondary backgrounds.
    public var tertiary: BackgroundStyle { BackgroundStyle(level: 2) }
    /// The fourth level (the tertiary background colour; UIKit has no fourth).
    public var quaternary: BackgroundStyle { BackgroundStyle(level: 3) }
    /// The fifth level (the tertiary background colour; UIKit has no fifth).
    public var quinary: BackgroundStyle { BackgroundStyle(level: 4) }

    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        if let custom = context.background {
            return custom.multiplyingOpacity(by: HierarchicalShapeStyle(level: level).opacityFactor)
        }
        let colors = [UIColor.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
        return .color(colors[min(level, 2)].color.resolve(in: context.colorScheme))
    }
}

/// The tint style (Apple: `TintShapeStyle`, "a style that reflects the current tint
/// color"): the colour the nearest `.tint(_:)` set, else the accent colour, system blue — so
/// `Image(…).foregroundStyle(.tint)` and `.background(.tint.opacity(0.15))` in a view given
/// `.tint(.purple)` are purple.
public struct TintShapeStyle: ShapeStyle, PaintResolvable {
    /// The tint style.
    public init() {}
    package func resolvePaint(in context: ShapeStyleContext) -> Paint { .color((context.tint ?? Color.accentColor).resolve(in: context.colorScheme)) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour (Apple: `ShapeStyle.separator`).
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background of the colour scheme (Apple: `ShapeStyle.background`).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour (Apple: `ShapeStyle.tint`): what `.tint(_:)` set, else the accent
    /// colour, system blue.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A compatibility shim for UIKit's `UIColor`: the system and semantic colours SwiftUI code
/// names as `Color(.systemBackground)` or `Color(uiColor: .secondaryLabel)`, with the light and
/// dark values Apple publishes (UIKit "UI element colors" and "Standard colors"; the values of
/// iOS 17's asset catalogue, sRGB 0-255 with alpha). Only a value type: no drawing, no UIKit.
public struct UIColor: Hashable, Sendable {
    /// The adaptive colour.
    public let color: Color

    /// A colour from sRGB components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey of the given white level.
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }

    /// Wraps a SwiftUI colour (Apple: `UIColor(_ color: Color)`).
    public init(_ color: Color) { self.color = color }

    private init(_ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) {
        color = Color.adaptive(light, dark)
    }

    // Labels.
    /// Primary text.
    public static let label = UIColor((0, 0, 0, 1), (255, 255, 255, 1))
    /// Secondary text.
    public static let secondaryLabel = UIColor((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    /// Tertiary text.
    public static let tertiaryLabel = UIColor((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Quaternary text.
    public static let quaternaryLabel = UIColor((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    /// Placeholder text.
    public static let placeholderText = UIColor((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Links.
    public static let link = UIColor((0, 122, 255, 1), (9, 132, 255, 1))
    // Separators.
    /// A thin separator that lets the content show through.
    public static let separator = UIColor((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    /// An opaque separator.
    public static let opaqueSeparator = UIColor((198, 198, 200, 1), (56, 56, 58, 1))
    // Backgrounds.
    /// The main background.
    public static let systemBackground = UIColor((255, 255, 255, 1), (0, 0, 0, 1))
    /// Content layered on the main background.
    public static let secondarySystemBackground = UIColor((242, 242, 247, 1), (28, 28, 30, 1))
    /// Content layered on secondary backgrounds.
    public static let tertiarySystemBackground = UIColor((255, 255, 255, 1), (44, 44, 46, 1))
    /// The background of grouped content.
    public static let systemGroupedBackground = UIColor((242, 242, 247, 1), (0, 0, 0, 1))
    /// Content layered on a grouped background.
    public static let secondarySystemGroupedBackground = UIColor((255, 255, 255, 1), (28, 28, 30, 1))
    /// Content layered on secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = UIColor((242, 242, 247, 1), (44, 44, 46, 1))
    // Fills.
    /// Thin and small shapes.
    public static let systemFill = UIColor((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    /// Medium shapes.
    public static let secondarySystemFill = UIColor((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    /// Large shapes.
    public static let tertiarySystemFill = UIColor((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    /// Large areas with complex content.
    public static let quaternarySystemFill = UIColor((116, 116, 128, 0.08), (118, 118, 128, 0.18))
    // Greys.
    /// System grey.
    public static let systemGray = UIColor((142, 142, 147, 1), (142, 142, 147, 1))
    /// System grey 2.
    public static let systemGray2 = UIColor((174, 174, 178, 1), (99, 99, 102, 1))
    /// System grey 3.
    public static let systemGray3 = UIColor((199, 199, 204, 1), (72, 72, 74, 1))
    /// System grey 4.
    public static let systemGray4 = UIColor((209, 209, 214, 1), (58, 58, 60, 1))
    /// System grey 5.
    public static let systemGray5 = UIColor((229, 229, 234, 1), (44, 44, 46, 1))
    /// System grey 6.
    public static let systemGray6 = UIColor((242, 242, 247, 1), (28, 28, 30, 1))
    // Standard colours (SwiftUI's system colours).
    /// System red.
    public static let systemRed = UIColor(Color.red)
    /// System orange.
    public static let systemOrange = UIColor(Color.orange)
    /// System yellow.
    public static let systemYellow = UIColor(Color.yellow)
    /// System green.
    public static let systemGreen = UIColor(Color.green)
    /// System mint.
    public static let systemMint = UIColor(Color.mint)
    /// System teal.
    public static let systemTeal = UIColor(Color.teal)
    /// System cyan.
    public static let systemCyan = UIColor(Color.cyan)
    /// System blue.
    public static let systemBlue = UIColor(Color.blue)
    /// System indigo.
    public static let systemIndigo = UIColor(Color.indigo)
    /// System purple.
    public static let systemPurple = UIColor(Color.purple)
    /// System pink.
    public static let systemPink = UIColor(Color.pink)
    /// System brown.
    public static let systemBrown = UIColor(Color.brown)
    // Fixed colours.
    /// Black.
    public static let black = UIColor(Color.black)
    /// White.
    public static let white = UIColor(Color.white)
    /// Transparent.
    public static let clear = UIColor(Color.clear)
    /// Dark grey (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light grey (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Grey (white 1/2).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (Apple: RGB 0.0, 1.0, 1.0).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (Apple: RGB 1.0, 1.0, 0.0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (Apple: RGB 1.0, 0.0, 1.0).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (Apple: RGB 1.0, 0.5, 0.0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (Apple: RGB 0.5, 0.0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (Apple: RGB 0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Dark text (black).
    public static let darkText = UIColor(Color.black)
    /// Light text (white at 60%).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}

/// AppKit's spelling of the same shim (`Color(nsColor:)`), for code written for macOS.
public typealias NSColor = UIColor

extension Color {
    /// A SwiftUI colour from a UIKit colour (Apple: `Color(uiColor:)`), adaptive if it is.
    public init(uiColor: UIColor) { self = uiColor.color }
    /// A SwiftUI colour from an AppKit colour (Apple: `Color(nsColor:)`).
    public init(nsColor: NSColor) { self = nsColor.color }
    /// A SwiftUI colour from a UIKit colour (`Color(.systemBackground)`).
    public init(_ uiColor: UIColor) { self = uiColor.color }

    /// The colour mixed with `rhs` by `fraction` (0: self, 1: rhs), in `colorSpace` (Apple:
    /// `Color.mix(with:by:in:)`, iOS 18; default `.perceptual`, done in Oklab; `.device`
    /// mixes the sRGB components). Opacity mixes linearly; NaN fractions count as 0.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return rhs }
        func mixed(_ a: Resolved, _ b: Resolved) -> Resolved {
            let o = a.opacity + (b.opacity - a.opacity) * t
            if colorSpace == .device {
                return Resolved(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                                blue: a.blue + (b.blue - a.blue) * t, opacity: o)
            }
            let la = Oklab(a), lb = Oklab(b)
            return Oklab(l: la.l + (lb.l - la.l) * t, a: la.a + (lb.a - la.a) * t, b: la.b + (lb.b - la.b) * t).resolved(opacity: o)
        }
        if darkResolved == nil && rhs.darkResolved == nil { return Color(mixed(resolved, rhs.resolved)) }
        return Color(light: mixed(resolve(in: .light), rhs.resolve(in: .light)), dark: mixed(resolve(in: .dark), rhs.resolve(in: .dark)))
    }
}

/// Björn Ottosson's Oklab (2020), from and to sRGB.
struct Oklab {
    var l: Double, a: Double, b: Double
    init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
    init(_ c: Color.Resolved) {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let r = lin(c.red), g = lin(c.green), bl = lin(c.blue)
        let lp = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let mp = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let sp = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lp + 0.7936177850 * mp - 0.0040720468 * sp
        a = 1.9779984951 * lp - 2.4285922050 * mp + 0.4505937099 * sp
        b = 0.0259040371 * lp + 0.7827717662 * mp - 0.8086757660 * sp
    }
    func resolved(opacity: Double) -> Color.Resolved {
        let lp = l + 0.3963377774 * a + 0.2158037573 * b
        let mp = l - 0.1055613458 * a - 0.0638541728 * b
        let sp = l - 0.0894841775 * a - 1.2914855480 * b
        let L = lp * lp * lp, M = mp * mp * mp, S = sp * sp * sp
        func enc(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(max(v, 0), 1 / 2.4) - 0.055 }
        return Color.Resolved(red: enc(4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S),
                              green: enc(-1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S),
                              blue: enc(-0.0040984350 * L - 0.7034186147 * M + 1.7076390400 * S), opacity: opacity)
    }
}

extension Gradient {
    /// The space colours are interpolated in (Apple: `Gradient.ColorSpace`); Cairn uses it
    /// for `Color.mix(with:by:in:)`.
    public enum ColorSpace: Sendable, Hashable {
        /// The device's sRGB components.
        case device
        /// A perceptually uniform space (Oklab).
        case perceptual
    }
}
