import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

// Small capitals (`Font.smallCaps()`, `lowercaseSmallCaps()`, `uppercaseSmallCaps()`): the
// Pango attributes that draw them, and what the font Pango picks offers for them.
extension PangoTextLayout {
    /// The attributes that draw `font`'s small capitals over `string` (byte ranges within
    /// it), for `Font.smallCaps()`, `lowercaseSmallCaps()` and `uppercaseSmallCaps()`.
    ///
    /// All and lowercase small capitals are Pango's font variants (`all-small-caps`,
    /// `small-caps`): Pango shapes with the font's `smcp` (and `c2sc`) features when the
    /// font has them all, and otherwise synthesises them (since 1.50), drawing the letters
    /// as capitals at x-height / cap-height times the size (0.8 without those metrics).
    /// Pango has no variant for capitals alone: Cairn turns on `c2sc` when the font has
    /// it, and otherwise draws each run of capitals at the size Pango's synthesis takes
    /// (`smallCapsFace`). Measuring and drawing share this layout, so sizes match the glyphs.
    static func smallCapsAttributes(_ font: TextFont, string: String, context: OpaquePointer) -> [(UnsafeMutablePointer<PangoAttribute>, Range<UInt32>)] {
        let all = 0..<UInt32(string.utf8.count)
        switch (font.lowercaseSmallCaps, font.uppercaseSmallCaps) {
        case (false, false):
            return []
        case (true, true):
            return pango_attr_variant_new(PANGO_VARIANT_ALL_SMALL_CAPS).map { [($0, all)] } ?? []
        case (true, false):
            return pango_attr_variant_new(PANGO_VARIANT_SMALL_CAPS).map { [($0, all)] } ?? []
        case (false, true):
            guard let face = smallCapsFace(font, context: context) else { return [] }
            if face.hasC2SC {
                return pango_attr_font_features_new("c2sc 1").map { [($0, all)] } ?? []
            }
            // Pango's synthesis at Pango's size, as an absolute size: its small-caps font
            // scale attribute, set from outside, leaves "Leftover font scales" warnings
            // when an ellipsis is itemized.
            let units = Int32(saturating: clampedSize(font.size) * scale * face.scale, rounding: .towardZero)
            var out: [(UnsafeMutablePointer<PangoAttribute>, Range<UInt32>)] = []
            var byte: UInt32 = 0
            var runStart: UInt32?
            func close(at end: UInt32) {
                if let start = runStart, let attr = pango_attr_size_new_absolute(units) { out.append((attr, start..<end)) }
                runStart = nil
            }
            for scalar in string.unicodeScalars {
                // A capital is a letter that changes when lowercased (Lu and Lt).
                if scalar.properties.changesWhenLowercased {
                    if runStart == nil { runStart = byte }
                } else {
                    close(at: byte)
                }
                byte += UInt32(UTF8.width(scalar))
            }
            close(at: byte)
            return out
        }
    }

    /// Whether the font Pango picks for `font` has the `c2sc` feature, and the size factor
    /// Pango synthesises small capitals with in it: x-height over cap height from its
    /// OS/2 metrics, 0.8 without them (Pango's `collect_font_scale`).
    static func smallCapsFace(_ font: TextFont, context: OpaquePointer) -> (hasC2SC: Bool, scale: CGFloat)? {
        let desc = fontDescription(font)
        defer { pango_font_description_free(desc) }
        guard let pangoFont = pango_context_load_font(context, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pangoFont)) }
        guard let hb = pango_font_get_hb_font(pangoFont) else { return nil }
        var x: hb_position_t = 0, cap: hb_position_t = 0
        var factor: CGFloat = 0.8
        if hb_ot_metrics_get_position(hb, HB_OT_METRICS_TAG_X_HEIGHT, &x) != 0,
            hb_ot_metrics_get_position(hb, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap) != 0, cap > 0, x > 0
        {
            factor = CGFloat(x) / CGFloat(cap)
        }
        return (fontHasFeature("c2sc", font, context: context), factor)
    }

    /// Whether the font Pango picks for `font` has the OpenType substitution feature `tag`
    /// (in any script or language of its GSUB table).
    static func fontHasFeature(_ tag: String, _ font: TextFont, context: OpaquePointer) -> Bool {
        let desc = fontDescription(font)
        defer { pango_font_description_free(desc) }
        guard let pangoFont = pango_context_load_font(context, desc) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(pangoFont)) }
        guard let face = hb_font_get_face(pango_font_get_hb_font(pangoFont)) else { return false }
        func code(_ s: String) -> UInt32 { s.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) } }
        let wanted = code(tag)
        var start: UInt32 = 0
        while true {
            var tags = [hb_tag_t](repeating: 0, count: 64)
            var count = UInt32(tags.count)
            let total = hb_ot_layout_table_get_feature_tags(face, code("GSUB"), start, &count, &tags)
            if tags.prefix(Int(count)).contains(wanted) { return true }
            start += count
            if count == 0 || start >= total { return false }
        }
    }
}
