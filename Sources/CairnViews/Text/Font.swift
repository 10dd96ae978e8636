import CairnDisplayList
import CairnGeometry
import Foundation

/// A font, as in SwiftUI: a text style, a system font of a size, or a named family, with
/// weight, design and italic modifiers.
///
/// Text styles use iOS's default (Large Dynamic Type) sizes: largeTitle 34, title 28,
/// title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15,
/// footnote 13, caption 12, caption2 11. Cairn's system font is Inter (bundled, OFL),
/// standing in for SF Pro; the serif design is Noto Serif, monospaced JetBrains Mono (all bundled),
/// and rounded uses the default design's faces. Cairn's choice for rounded: SF Rounded is SF
/// Pro with rounded terminals, and the open rounded faces at hand (Quicksand, Comfortaa,
/// Dosis) are geometric designs whose widths differ far more from it than Inter's do, so
/// rounded text keeps the default design's layout and letterforms. Weights run from
/// `.ultraLight` (Inter Thin) to `.black` (Inter Black), each with its italic; sizes from
/// 24 points up take Inter Display, as SF Pro takes its Display optical size (see
/// `PangoFontSystem.displayMinimumSize` for the threshold).
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        /// `Font.default`: the environment's font, resolved where the font is used.
        case environmentDefault
        case style(TextStyle)
        case size(CGFloat)
        case custom(String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var design: Design?
    var weightValue: Weight?
    var isItalic = false
    var isMonospacedDigit = false
    /// The width set with `width(_:)` (nil: standard, or the text's `fontWidth`).
    var widthValue: Width?
    /// Whether lowercase letters become small capitals (`lowercaseSmallCaps()`, `smallCaps()`).
    var isLowercaseSmallCaps = false
    /// Whether capitals become small capitals (`uppercaseSmallCaps()`, `smallCaps()`).
    var isUppercaseSmallCaps = false
    /// The line spacing set with `leading(_:)`.
    var leadingValue: Leading = .standard

    init(_ base: Base, design: Design? = nil, weight: Weight? = nil) {
        self.base = base
        self.design = design
        self.weightValue = weight
    }

    // MARK: Text styles

    /// The effective font of the environment it is used in (iOS 26; Apple: "preferring first
    /// any developer specified font, via `font`, … and finally the default SwiftUI font"):
    /// the environment's `font`, else the body style. Modifiers on it (`Font.default.bold()`)
    /// apply on top of that font.
    public static var `default`: Font { Font(.environmentDefault) }

    /// This font with its `default` base replaced by `font` (nil or itself `default`: the
    /// body style), its own modifiers kept over the inherited font's.
    func inheritingEnvironmentFont(_ font: Font?) -> Font {
        var inherited = font.flatMap { $0.base == .environmentDefault ? nil : $0 } ?? .body
        if let weightValue { inherited.weightValue = weightValue }
        if let design { inherited.design = design }
        if let widthValue { inherited.widthValue = widthValue }
        inherited.isItalic = inherited.isItalic || isItalic
        inherited.isMonospacedDigit = inherited.isMonospacedDigit || isMonospacedDigit
        inherited.isLowercaseSmallCaps = inherited.isLowercaseSmallCaps || isLowercaseSmallCaps
        inherited.isUppercaseSmallCaps = inherited.isUppercaseSmallCaps || isUppercaseSmallCaps
        if leadingValue != .standard { inherited.leadingValue = leadingValue }
        return inherited
    }

    /// 34 points.
    public static let largeTitle = Font(.style(.largeTitle))
    /// 28 points.
    public static let title = Font(.style(.title))
    /// 22 points.
    public static let title2 = Font(.style(.title2))
    /// 20 points.
    public static let title3 = Font(.style(.title3))
    /// 17 points, semibold.
    public static let headline = Font(.style(.headline))
    /// 15 points.
    public static let subheadline = Font(.style(.subheadline))
    /// 17 points: the default font of text.
    public static let body = Font(.style(.body))
    /// 16 points.
    public static let callout = Font(.style(.callout))
    /// 13 points.
    public static let footnote = Font(.style(.footnote))
    /// 12 points.
    public static let caption = Font(.style(.caption))
    /// 11 points.
    public static let caption2 = Font(.style(.caption2))

    /// The system font in a text style, with an optional design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.style(style), design: design, weight: weight)
    }

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.size(size), design: design, weight: weight)
    }

    /// A font family by name at `size` points. A family that is not installed falls back to
    /// the system font, and the layout records a diagnostic.
    /// It scales with Dynamic Type relative to `.body`, as in SwiftUI.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(.custom(name, size: size, relativeTo: .body)) }

    /// A named font at `size` points that scales with Dynamic Type like `textStyle`: at
    /// another `dynamicTypeSize` its size is multiplied by the style's size there over its
    /// size at `.large`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name, size: size, relativeTo: textStyle))
    }

    /// A named font at a fixed `fixedSize` points (it does not scale with Dynamic Type).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(.custom(name, size: fixedSize, relativeTo: nil)) }

    // MARK: Modifiers

    /// This font with a weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weightValue = weight
        return copy
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font in its monospaced design.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// This font with digits of one width (tabular figures, OpenType `tnum`), so numbers
    /// line up and counters do not jiggle; other characters keep their widths.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.isMonospacedDigit = true
        return copy
    }

    /// This font with all small capitals: lowercase letters and capitals both drawn as
    /// small capitals (OpenType `smcp` and `c2sc`).
    ///
    /// Apple: "Adjusts the font to enable all small capitals", that is
    /// `lowercaseSmallCaps()` and `uppercaseSmallCaps()` together (SwiftUI reference,
    /// Font/smallCaps()); on iOS "AaA aAa" is drawn as six small capitals.
    /// Drawn with the font's own `smcp`/`c2sc` glyphs when it has both features; the
    /// bundled fonts (Inter, DejaVu) have neither, so Pango synthesises them: every letter
    /// as a capital at the font's x-height / cap-height times the size (0.8 where the font
    /// gives no such metrics). The line keeps the font's full line height.
    public func smallCaps() -> Font {
        var copy = self
        copy.isLowercaseSmallCaps = true
        copy.isUppercaseSmallCaps = true
        return copy
    }

    /// This font with lowercase small capitals: lowercase letters drawn as small capitals,
    /// capitals unchanged (OpenType `smcp`).
    ///
    /// Apple: "This function turns lowercase characters into small capitals for the font.
    /// It is generally used for display lines set in large and small caps, such as titles"
    /// (SwiftUI reference, Font/lowercaseSmallCaps()). Drawn with the font's `smcp` glyphs
    /// where it has them, otherwise synthesised by Pango (a lowercase letter becomes its
    /// capital at x-height / cap-height times the size).
    public func lowercaseSmallCaps() -> Font {
        var copy = self
        copy.isLowercaseSmallCaps = true
        return copy
    }

    /// This font with uppercase small capitals: capitals drawn as small capitals, lowercase
    /// letters unchanged (OpenType `c2sc`).
    ///
    /// Apple: "This feature turns capital characters into small capitals. It is generally
    /// used for words which would otherwise be set in all caps, such as acronyms" (SwiftUI
    /// reference, Font/uppercaseSmallCaps()). Drawn with the font's `c2sc` glyphs where it
    /// has them, otherwise each capital is drawn at x-height / cap-height times the size.
    public func uppercaseSmallCaps() -> Font {
        var copy = self
        copy.isUppercaseSmallCaps = true
        return copy
    }

    /// This font with its line spacing adjusted: `.tight` 2 points less per line, `.loose`
    /// 2 points more, `.standard` the font's own.
    ///
    /// Apple: `.tight` "typically reduces line spacing by 1 point for watchOS and 2 points
    /// on other platforms", `.loose` "increases line spacing" by the same, and "the
    /// availability of leading adjustments depends on the font. For some fonts, the
    /// modifier has no effect" (SwiftUI reference, Font.Leading and Font/leading(_:)).
    /// UIKit states which fonts: "For fonts that you create using UIFont.TextStyle, tight
    /// leading subtracts 2 points from the current leading value"
    /// (UIFontDescriptor.SymbolicTraits.traitTightLeading). So Cairn adjusts text-style
    /// fonts (`.body`, `.title`, `.system(.headline)`…) and leaves fixed-size and custom
    /// fonts unchanged. A font's leading is part of each line's height (`UIFont.lineHeight`
    /// is ascender − descender + leading), so every line, the first included, is 2 points
    /// shorter or taller, the space going below the baseline.
    public func leading(_ leading: Leading) -> Font {
        var copy = self
        copy.leadingValue = leading
        return copy
    }

    /// A line spacing adjustment for `leading(_:)`.
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing: 2 points less per line on iOS (Apple's reference).
        case tight
        /// Increased line spacing: 2 points more per line on iOS (Apple's reference).
        case loose

        /// The change to each line's height, in points (iOS's values).
        var adjustment: CGFloat {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    // MARK: Nested types

    /// A font weight, from ultraLight to black.
    public struct Weight: Hashable, Sendable {
        /// The weight on the OpenType scale (100...900).
        package let value: Int
        package init(value: Int) { self.value = value }

        /// Ultralight: OpenType weight 100.
        public static let ultraLight = Weight(value: 100)
        /// Thin: OpenType weight 200.
        public static let thin = Weight(value: 200)
        /// Light: OpenType weight 300.
        public static let light = Weight(value: 300)
        /// Regular: OpenType weight 400, the default of body text.
        public static let regular = Weight(value: 400)
        /// Medium: OpenType weight 500.
        public static let medium = Weight(value: 500)
        /// Semibold: OpenType weight 600, the weight of `.headline`.
        public static let semibold = Weight(value: 600)
        /// Bold: OpenType weight 700.
        public static let bold = Weight(value: 700)
        /// Heavy: OpenType weight 800.
        public static let heavy = Weight(value: 800)
        /// Black: OpenType weight 900, the heaviest.
        public static let black = Weight(value: 900)
    }

    /// A design of the system font.
    public enum Design: Hashable, Sendable {
        /// `default` (San Francisco; drawn with Inter), `rounded` (SF Rounded; Inter too), `serif` (New York; Noto Serif) and `monospaced` (SF Mono; JetBrains Mono), all bundled.
        case `default`, serif, rounded, monospaced
    }

    /// A text style: a semantic size and weight.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// iOS's text styles at the default (large) size: largeTitle 34, title 28, title2 22, title3 20, headline 17 semibold, subheadline 15, body 17, callout 16, footnote 13, caption 12 and caption2 11 points.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The iOS default size, in points.
        package var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The size at a Dynamic Type size, from the Human Interface Guidelines' iOS table
        /// (https://developer.apple.com/design/human-interface-guidelines/typography,
        /// Specifications > "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type
        /// sizes"): xSmall … xxxLarge, then accessibility 1–5. Checked against the page's
        /// xSmall column (Large Title 31 … Body 14 … Caption 2 11) and AX1 column (44 … 28 …
        /// 20); the Large column is `UIFont.preferredFont(forTextStyle:)`'s default.
        package func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
            let row: [CGFloat]
            switch self {
            case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: row = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: row = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: row = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: row = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: row = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: row = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: row = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
            return row[dynamicTypeSize.index]
        }

        /// The weight the style implies (semibold for headline).
        package var weight: Weight { self == .headline ? .semibold : .regular }
    }

    // MARK: Resolution

    /// The display-list font, with text-level overrides applied (`weight` and `italic` from
    /// `Text.fontWeight`, `.bold()`, `.italic()`, and `width` from `fontWidth`, in that
    /// priority over the font's own), a
    /// design for fonts without one (`.fontDesign`), and text styles sized for
    /// `dynamicTypeSize`.
    package func resolved(
        weight override: Weight? = nil, italic: Bool = false, design defaultDesign: Design? = nil, monospacedDigit: Bool = false,
        dynamicTypeSize: DynamicTypeSize = .large, width widthOverride: Width? = nil
    ) -> TextFont {
        let size: CGFloat
        var family: TextFont.Family = .system((design ?? defaultDesign).map(Self.designOf) ?? .default)
        var weight = Weight.regular
        switch base {
        case .environmentDefault:
            // Outside an environment (see `resolved(in:)`): the body style, SwiftUI's default.
            size = TextStyle.body.size(at: dynamicTypeSize)
        case .style(let style):
            size = style.size(at: dynamicTypeSize)
            weight = style.weight
        case .size(let s):
            size = Self.usableSize(s)
        case let .custom(name, s, relative):
            size = relative.map { Self.usableSize(s) * $0.size(at: dynamicTypeSize) / $0.size } ?? Self.usableSize(s)
            family = design == nil ? .named(name) : family
        }
        if let w = weightValue { weight = w }
        if let w = override { weight = w }
        var font = TextFont(family: family, size: size, weight: weight.value, isItalic: isItalic || italic, monospacedDigits: isMonospacedDigit || monospacedDigit)
        if let w = widthOverride ?? widthValue { font = font.withWidth(w.value) }
        font.lowercaseSmallCaps = isLowercaseSmallCaps
        font.uppercaseSmallCaps = isUppercaseSmallCaps
        if case .style = base { font.leadingAdjustment = leadingValue.adjustment }
        return font
    }

    /// The display-list font in `environment`: its weight, italic, design, digits, width and
    /// Dynamic Type size.
    package func resolved(in environment: EnvironmentValues, weight: Weight? = nil, italic: Bool = false, width: Width? = nil) -> TextFont {
        if base == .environmentDefault {
            return inheritingEnvironmentFont(environment.font).resolved(in: environment, weight: weight, italic: italic, width: width)
        }
        return resolved(
            weight: weight ?? environment.fontWeight, italic: italic || environment.isItalic,
            design: environment.isMonospaced ? .monospaced : environment.fontDesign, monospacedDigit: environment.isMonospacedDigit,
            dynamicTypeSize: environment.dynamicTypeSize, width: width ?? environment.fontWidth)
    }

    static func designOf(_ d: Design) -> TextFont.Design {
        switch d {
        case .default: .default
        case .serif: .serif
        case .rounded: .rounded
        case .monospaced: .monospaced
        }
    }
}
