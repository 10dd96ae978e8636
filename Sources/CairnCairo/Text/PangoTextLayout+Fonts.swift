import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

// Font selection: which bundled family, weight, slant and size a segment's `TextFont` asks
// Pango for, and what a Pango font Pango picked turns out to be.
extension PangoTextLayout {
    /// The Pango font description of `font` (owned by the caller): absolute size in device
    /// units, so 17 points is 17 pixels at scale 1.
    static func fontDescription(_ font: TextFont) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, familyList(
            font.family, widthScale: font.widthScale,
            display: clampedSize(font.size) >= PangoFontSystem.displayMinimumSize && !font.monospacedDigits))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(clamping: font.weight)))
        pango_font_description_set_style(desc, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(desc, Double(clampedSize(font.size) * scale))
        return desc
    }

    /// The Pango family list for a family: the named family first, the system font after
    /// it, so an unknown name falls back to the system font (not to fontconfig's default).
    /// Every design has a bundled face (`PangoFontSystem`): the default and rounded designs
    /// Inter, Inter Display from `PangoFontSystem.displayMinimumSize` points up; serif Noto
    /// Serif; monospaced JetBrains Mono. The system font at another width is its width
    /// family (`PangoFontSystem.widthFamily(scale:display:)`), of the same optical size.
    ///
    /// `display`: whether the system font takes its display optical size. Monospaced digits
    /// keep the text one at every size: Inter Display 3.019's `tnum` figures are not of one
    /// width (HarfBuzz, regular: "1" 1028, "4" 1220 of 2048 units), Inter's are (1824 of
    /// 2816), and a clock's digits must not move.
    static func familyList(_ family: TextFont.Family, widthScale: CGFloat = 1, display: Bool = false) -> String {
        let system = PangoFontSystem.systemFamily
        if widthScale != 1, let alias = PangoFontSystem.widthFamily(scale: widthScale, display: display) { return alias }
        switch family {
        case .system(.default), .system(.rounded):
            return display ? "\(PangoFontSystem.displayFamily),\(system)" : system
        case .system(.serif): return "\(PangoFontSystem.serifFamily),\(system)"
        case .system(.monospaced): return "\(PangoFontSystem.monospacedFamily),\(system)"
        case .named(let name):
            let clean = name.replacingOccurrences(of: ",", with: " ").trimmingCharacters(in: .whitespaces)
            return clean.isEmpty ? system : "\(clean),\(system)"
        }
    }

    /// A Pango font's size in points and whether it is the system font (Inter, or Inter
    /// Display at display sizes).
    static func describe(_ font: UnsafeMutablePointer<PangoFont>?) -> (CGFloat, Bool)? {
        guard let font, let desc = pango_font_describe_with_absolute_size(font) else { return nil }
        defer { pango_font_description_free(desc) }
        let size = CGFloat(pango_font_description_get_size(desc)) / scale
        guard let family = pango_font_description_get_family(desc) else { return (size, false) }
        let name = String(cString: family)
        return (size, name == PangoFontSystem.systemFamily || name == PangoFontSystem.displayFamily)
    }
}
