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
        /// `serif` (New York; Noto Serif) and `monospaced` (SF Mono; JetBrains Mono), as `Font.Design`; all bundled.
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
    /// The width as SwiftUI's `Font.Width` value: 0 standard, −0.3 compressed, −0.2
    /// condensed, 0.2 expanded (UIKit's `UIFont.Width` constants; the width trait runs
    /// −1…1). Only the default design of the system font has widths (`widthScale`).
    public var width: CGFloat = 0
    /// Whether lowercase letters are drawn as small capitals (OpenType `smcp`), as
    /// `Font.lowercaseSmallCaps()` and `Font.smallCaps()` ask.
    public var lowercaseSmallCaps = false
    /// Whether capitals are drawn as small capitals (OpenType `c2sc`), as
    /// `Font.uppercaseSmallCaps()` and `Font.smallCaps()` ask.
    public var uppercaseSmallCaps = false
    /// Points added to each line's height below the baseline, as `Font.leading(_:)` asks
    /// (−2 tight, +2 loose, for text-style fonts).
    public var leadingAdjustment: CGFloat = 0

    /// A resolved font. Sizes that are not finite or are negative become 0; weights are
    /// clamped to 1...1000.
    public init(family: Family = .system(.default), size: CGFloat, weight: Int = 400, isItalic: Bool = false, monospacedDigits: Bool = false) {
        self.family = family
        self.size = size.isFinite ? max(size, 0) : 0
        self.weight = min(max(weight, 1), 1000)
        self.isItalic = isItalic
        self.monospacedDigits = monospacedDigits
    }

    /// This font at another width (`Font.Width` value); values that are not finite are 0.
    public func withWidth(_ width: CGFloat) -> TextFont {
        var copy = self
        copy.width = width.isFinite ? width : 0
        return copy
    }

    /// The widths SwiftUI names, as (width value, horizontal scale) pairs, in ascending
    /// order: compressed −0.3 → 0.625, condensed −0.2 → 0.75, standard 0 → 1, expanded
    /// 0.2 → 1.25.
    ///
    /// Apple publishes neither SF Pro Compressed/Condensed/Expanded's width ratios nor how
    /// `Font.Width` values map to them. The scales are Cairn's choice: OpenType's
    /// `usWidthClass` percentages of normal width for Extra-condensed (62.5 %), Condensed
    /// (75 %) and Expanded (125 %), the only published width percentages. Cairn's system
    /// font (Inter) has no width axis, so the regular face is scaled horizontally.
    public static let widthScales: [(width: CGFloat, scale: CGFloat)] = [(-0.3, 0.625), (-0.2, 0.75), (0, 1), (0.2, 1.25)]

    /// The step horizontal scales are rounded to (1/80), so a font needs one of a fixed
    /// set of scaled instances (`PangoFontSystem` declares 51, from 0.625 to 1.25).
    public static let widthScaleStep: CGFloat = 1.0 / 80

    /// How much wider than the standard width this font's glyphs are: 1 for every font but
    /// the default design of the system font; for it, the scale of `width` on the line
    /// through `widthScales` (values beyond compressed or expanded take those widths, as
    /// SF Pro has no narrower or wider face), rounded to `widthScaleStep`.
    public var widthScale: CGFloat {
        guard family == .system(.default), width != 0 else { return 1 }
        let table = Self.widthScales
        let v = width.clamped(to: table[0].width...table[table.count - 1].width, nan: 0)
        var scale: CGFloat = 1
        for (a, b) in zip(table, table.dropFirst()) where v >= a.width && v <= b.width {
            scale = a.scale + (v - a.width) / (b.width - a.width) * (b.scale - a.scale)
            break
        }
        return (scale / Self.widthScaleStep).rounded() * Self.widthScaleStep
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
            + (width != 0 ? " wdth\(NumberFormat.exact(width))" : "")
            + (lowercaseSmallCaps ? " smcp" : "") + (uppercaseSmallCaps ? " c2sc" : "")
            + (leadingAdjustment != 0 ? " leading\(leadingAdjustment > 0 ? "+" : "")\(NumberFormat.exact(leadingAdjustment))" : "")
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
