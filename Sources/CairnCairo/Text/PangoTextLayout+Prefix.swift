import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

extension PangoTextLayout {
    /// The measurement of a one-line, tail-truncated run (`lineLimit(1)`, the line a
    /// stack's zero-height probe asks for) from a prefix of its text, or nil when the
    /// shortcut does not apply.
    ///
    /// Pango puts a one-line paragraph on a single line, then removes clusters from its
    /// end until what is left plus the ellipsis fits the width (`pango_layout_line_ellipsize`,
    /// END mode: the gap grows leftwards from the line's end). What is kept depends only
    /// on the characters up to the first removed one (their advances, kerning with the next
    /// character, Inter's contextual forms a few characters on), so laying out a prefix
    /// that is itself truncated, with its gap starting at least `margin` characters before
    /// the prefix ends, gives the same line: same kept glyphs, same ellipsis, same width,
    /// height and baseline. The prefix is the characters whose advances (the fonts' own, plus
    /// letter spacing, without kerning) fit the width, plus the margin and `slack` (about 67
    /// for body text at 400 points), checked afterwards; when the check fails (short text,
    /// a lot of negative kerning) the whole run is laid out as before.
    ///
    /// Applies only where advances are positive and the visual order is the logical one:
    /// one segment or several, all in Latin scripts (U+0020–U+007E, U+00A0–U+024F but the
    /// soft hyphen), no inline images, no negative kerning or tracking, no line breaks, no
    /// small capitals.
    /// Characters the prefix holds beyond the estimated fit and the margin: kerning can fit
    /// a character or two more than the advances say.
    static let slack = 4

    /// The advances, in points, of the ASCII characters U+0020–U+007E in `font` (its
    /// letter spacing excluded), from the HarfBuzz font Pango shapes with; kept per font.
    /// Used with the font system's lock held.
    static func asciiAdvances(_ font: TextFont, context: OpaquePointer) -> [CGFloat] {
        if let known = asciiAdvanceCache[font] { return known }
        var advances = [CGFloat](repeating: 0.5 * clampedSize(font.size) * font.widthScale, count: 0x7F - 0x20)
        let desc = fontDescription(font)
        defer { pango_font_description_free(desc) }
        if let loaded = pango_context_load_font(context, desc) {
            defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
            if let hb = pango_font_get_hb_font(loaded) {
                for c in 0x20..<0x7F {
                    var glyph: hb_codepoint_t = 0
                    guard hb_font_get_nominal_glyph(hb, hb_codepoint_t(c), &glyph) != 0 else { continue }
                    advances[c - 0x20] = CGFloat(hb_font_get_glyph_h_advance(hb, glyph)) / scale
                }
            }
        }
        if asciiAdvanceCache.count >= 64 { asciiAdvanceCache.removeAll() }
        asciiAdvanceCache[font] = advances
        return advances
    }

    /// `asciiAdvances` by font; used only with the font system's lock held.
    nonisolated(unsafe) private static var asciiAdvanceCache: [TextFont: [CGFloat]] = [:]

    /// Forgets the advances read so far (fonts changed: a registered family may now answer
    /// for a name that fell back before). Call with the font system's lock held.
    static func forgetAdvances() { asciiAdvanceCache.removeAll() }

    static func tailTruncatedLineFromPrefix(_ run: TextRun, context: OpaquePointer) -> TextMeasurement? {
        guard run.lineLimit == 1, run.truncationMode == .tail, let width = run.width, width.isFinite, width > 0 else { return nil }
        let margin = 12
        // How many characters fit the width, from the fonts' own advances (ASCII; other
        // Latin letters count as the narrowest ASCII character), without kerning or the
        // ellipsis: a little more than the line keeps.
        var total = 0
        var fitting: Int?
        var x: CGFloat = 0
        for segment in run.segments {
            // Small capitals are drawn at other sizes and cases than the advances read here.
            guard segment.attachment == nil, segment.letterSpacing >= 0, !segment.font.lowercaseSmallCaps, !segment.font.uppercaseSmallCaps else { return nil }
            let advances = segment.string.isEmpty ? [] : asciiAdvances(segment.font, context: context)
            let narrowest = advances.min() ?? 0
            let spacing = letterSpacing(segment)
            for scalar in segment.string.unicodeScalars {
                let v = scalar.value
                guard (0x20...0x7E).contains(v) || ((0xA0...0x24F).contains(v) && v != 0xAD) else { return nil }
                if fitting == nil {
                    x += (v <= 0x7E ? advances[Int(v) - 0x20] : narrowest) + spacing
                    if x > width { fitting = total }
                }
                total += 1
            }
        }
        // (`total` counts scalars, which are characters here: none of the accepted scalars
        // combines with another, and CR LF is not accepted.)
        guard let fitting else { return nil }
        let length = fitting + margin + slack
        guard total > length + margin else { return nil }
        // The prefix, cut at a character boundary.
        var prefix = run
        var left = length
        for i in prefix.segments.indices {
            let string = prefix.segments[i].string
            if left >= string.count {
                left -= string.count
            } else {
                prefix.segments[i].string = String(string.prefix(left))
                left = 0
            }
        }
        let (layout, starts) = make(prefix, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard pango_layout_is_ellipsized(layout) != 0, pango_layout_get_line_count(layout) == 1,
            let line = pango_layout_get_line_readonly(layout, 0)
        else { return nil }
        // Where the gap (the removed text, the ellipsis item's range) starts, in bytes.
        var gapStart: Int?
        for run in PangoGlyphItems(line) where run.item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
            gapStart = Int(run.item.pointee.offset)
        }
        // The gap must start at least `margin` characters before the prefix ends.
        let text = prefix.segments.map(\.string).joined().utf8
        guard let gapStart, gapStart <= text.count,
            let after = String(text.dropFirst(gapStart)), after.count >= margin
        else { return nil }
        return measure(layout, run: prefix, segmentStarts: starts).measurement
    }
}
