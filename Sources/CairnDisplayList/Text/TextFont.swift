import CairnGeometry
import Foundation

/// A fully resolved font, as a text run carries it: family, size in points, weight, slant.
///
/// Sizes are absolute: a 17-point font at scale 1 is 17 pixels tall (its em), as in SwiftUI;
/// renderers must not apply a dpi conversion.
public struct TextFont: Hashable, Sendable, CustomStringConvertible {
    /// A font family: the platform font in one of its designs, or a family by name.
    public enum Family: Hashable, Sendable {
        /// The system font in a design (Cairn's system font is the bundled Inter).
        case system(Design)
        /// A family by name (`Font.custom`); unknown names fall back to the system font.
        case named(String)
    }

    /// The design of the system font.
    public enum Design: String, Hashable, Sendable {
        /// SwiftUI's designs: `default` (San Francisco; drawn with Inter), `rounded` (SF Rounded; Inter too),
        /// `serif` (New York; DejaVu Serif) and `monospaced` (SF Mono; DejaVu Sans Mono), as `Font.Design`.
        case `default`, serif, rounded, monospaced
    }

    /// The family.
    public var family: Family
    /// The size in points (the em square).
    public var size: CGFloat
    /// The weight on the CSS/OpenType scale: 100 thin ... 400 regular ... 900 black.
    public var weight: Int
    /// Whether the font is italic.
    public var isItalic: Bool
    /// Whether digits take one width each (OpenType `tnum`), as `monospacedDigit()` asks.
    public var monospacedDigits: Bool

    /// A resolved font. Sizes that are not finite or are negative become 0; weights are
    /// clamped to 1...1000.
    public init(family: Family = .system(.default), size: CGFloat, weight: Int = 400, isItalic: Bool = false, monospacedDigits: Bool = false) {
        self.family = family
        self.size = size.isFinite ? max(size, 0) : 0
        self.weight = min(max(weight, 1), 1000)
        self.isItalic = isItalic
        self.monospacedDigits = monospacedDigits
    }

    /// This font at `scale` times its size.
    public func scaled(by scale: CGFloat) -> TextFont {
        var copy = self
        copy.size = size * scale
        return copy
    }

    /// A short form for dumps: family, size, weight and flags, e.g. `system 17 w400`.
    public var description: String {
        let name: String
        switch family {
        case .system(let design): name = design == .default ? "system" : "system-\(design.rawValue)"
        case .named(let family): name = "\"\(family)\""
        }
        return "\(name) \(NumberFormat.exact(size)) w\(weight)" + (isItalic ? " italic" : "") + (monospacedDigits ? " tnum" : "")
    }
}

/// Vertical metrics of a font at its size, in points, y up for ascender (positive) and
/// descender (negative), as typographers write them.
public struct FontMetrics: Equatable, Sendable {
    /// Distance from the baseline up to the top of the line box (positive).
    public var ascender: CGFloat
    /// Distance from the baseline down to the bottom of the line box (negative).
    public var descender: CGFloat
    /// Height of capital letters above the baseline.
    public var capHeight: CGFloat
    /// Extra space the font asks for between lines (the line gap), often 0.
    public var leading: CGFloat

    /// Metrics with the given ascender (positive), descender (negative), cap height and line gap, in points.
    public init(ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, leading: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.leading = leading
    }

    /// Ascender minus descender: the height of one line without leading.
    public var lineHeight: CGFloat { ascender - descender }
}
