import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

/// A Pango layout of one text run, and its lines as Cairn measures and draws them.
///
/// Steps:
/// 1. Text and attributes: the run's segments become one string with a font, letter
///    spacing and (for colour paints) foreground attribute per segment.
/// 2. Constraints: width in Pango units (1024 per point), WORD_CHAR wrapping (words, then
///    characters when a word alone is too wide), never inside a grapheme cluster (the
///    break guard), and with a line limit `height = -limit` plus ellipsizing at the run's
///    truncation end.
/// 3. Lines: each line's baseline and logical extents. Pango widens an ellipsis to fill the
///    whole line width (`fixup_ellipsis_run`); Cairn gives the ellipsis back its natural
///    advance, so a truncated Text is as wide as its visible characters, as in SwiftUI
///    (its frame is narrower than the proposal), and head/middle ellipses sit flush
///    against the text.
/// Must be made and used while holding the font system's lock (`withContext`).
struct PangoTextLayout {
    /// One laid-out line.
    struct Line {
        /// The Pango line (`PangoLayoutLine *`), valid while the layout lives.
        let line: UnsafeMutablePointer<PangoLayoutLine>
        /// Baseline, from the layout's top, in points.
        let baseline: CGFloat
        /// Left edge of the line's logical extents relative to its origin, in points.
        let x: CGFloat
        /// The line's width with the ellipsis at its natural advance, in points.
        let width: CGFloat
    }

    /// `PangoLayout *`, owned.
    let layout: OpaquePointer
    let lines: [Line]
    let measurement: TextMeasurement
    /// Where each segment of the run starts in the layout's text, in bytes.
    let segmentStarts: [Int]

    /// The index of the segment holding the byte at `offset` of the layout's text.
    func segmentIndex(atByte offset: Int) -> Int {
        var index = 0
        for (i, start) in segmentStarts.enumerated() where start <= offset { index = i }
        return index
    }

    static let scale = CGFloat(PANGO_SCALE)

    /// Points to Pango units, clamped to what an `Int32` holds.
    static func units(_ points: CGFloat) -> Int32 {
        let v = (points * scale).rounded(.up)
        guard v.isFinite else { return v > 0 ? Int32.max : 0 }
        return Int32(saturating: v.clamped(to: 0...CGFloat(Int32.max / 2), nan: 0))
    }

    /// Lays out `run` on `context`, passes the result to `body`, then frees it.
    static func with<R>(_ run: TextRun, context: OpaquePointer, _ body: (PangoTextLayout) -> R) -> R {
        let (layout, starts) = make(run, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return body(measure(layout, run: run, segmentStarts: starts))
    }

    /// Steps 1 and 2.
    static func make(_ run: TextRun, context: OpaquePointer) -> (OpaquePointer, [Int]) {
        guard run.lineLimit != nil, run.segments.contains(where: { $0.string.contains(where: \.isNewline) }) else {
            return make(run, strings: run.segments.map(\.string), context: context)
        }
        // Pango limits lines per paragraph (`height = -n`) but a line limit counts all
        // lines: paragraph breaks become line separators (U+2028), so the text is one
        // paragraph whose hard breaks still start lines. Pango lays the rest of the text
        // out on the last allowed line; the separators there read as spaces, as in the
        // fixed-metric measurer.
        let joined = run.segments.map { joiningParagraphs($0.string) }
        let (first, firstStarts) = make(run, strings: joined, context: context)
        let count = pango_layout_get_line_count(first)
        guard let last = pango_layout_get_line_readonly(first, count - 1) else { return (first, firstStarts) }
        let cut = Int(last.pointee.start_index)
        var offset = 0
        var changed = false
        let spaced = joined.map { string -> String in
            defer { offset += string.utf8.count }
            guard offset + string.utf8.count > cut else { return string }
            var out = ""
            var byte = offset
            for ch in string {
                if ch == "\u{2028}", byte >= cut {
                    out.append(" ")
                    changed = true
                } else {
                    out.append(ch)
                }
                byte += String(ch).utf8.count
            }
            return out
        }
        guard changed else { return (first, firstStarts) }
        g_object_unref(UnsafeMutableRawPointer(first))
        return make(run, strings: spaced, context: context)
    }

    /// The byte ranges of `string` that Inter's contextual alternates (`calt`, on by default
    /// in HarfBuzz as in Core Text) would draw as other characters, where SF Pro, which Inter
    /// stands in for, draws what was typed: an "x" between digits becomes "×" ("1920x1080",
    /// "3 x 4"), and runs of `<`, `>`, `-`, `=` and `|` become arrows ("->" "→", "<=>" "⇔").
    /// (Checked with HarfBuzz on the bundled Inter-Regular.otf: "2x2" shapes the × glyph,
    /// 1856 units wide, instead of the x, 1520; "a->b" one arrow glyph instead of two.) The
    /// rest of Inter's alternates — colons and brackets moved to sit among digits and
    /// capitals — change no character and stay.
    static func literalRanges(_ string: String) -> [Range<UInt32>] {
        // Most text has none of the characters these start from: no copy of its bytes.
        guard string.utf8.contains(where: { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return [] }
        let bytes = Array(string.utf8)
        func isDigit(_ i: Int) -> Bool { i >= 0 && i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
        func isArrowPart(_ b: UInt8) -> Bool {
            b == UInt8(ascii: "<") || b == UInt8(ascii: ">") || b == UInt8(ascii: "-") || b == UInt8(ascii: "=") || b == UInt8(ascii: "|")
        }
        var ranges: [Range<UInt32>] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "x") {
                // A digit, an optional space, x, an optional space, a digit.
                let before = isDigit(i - 1) ? i - 1 : (i >= 2 && bytes[i - 1] == UInt8(ascii: " ") && isDigit(i - 2) ? i - 2 : -1)
                let after = isDigit(i + 1) ? i + 1 : (i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: " ") && isDigit(i + 2) ? i + 2 : -1)
                if before >= 0, after >= 0 { ranges.append(UInt32(before)..<UInt32(after + 1)) }
                i += 1
                continue
            }
            if isArrowPart(b) {
                var end = i, pointed = false
                while end < bytes.count, isArrowPart(bytes[end]) {
                    pointed = pointed || bytes[end] == UInt8(ascii: "<") || bytes[end] == UInt8(ascii: ">")
                    end += 1
                }
                if end - i >= 2, pointed { ranges.append(UInt32(i)..<UInt32(end)) }
                i = end
                continue
            }
            i += 1
        }
        return ranges
    }

    /// Steps 1 and 2 for the given segment strings.
    static func make(_ run: TextRun, strings: [String], context: OpaquePointer) -> (OpaquePointer, [Int]) {
        let layout = pango_layout_new(context)!
        let text = strings.joined()
        text.withCString { pango_layout_set_text(layout, $0, Int32(text.utf8.count)) }
        let attrs = pango_attr_list_new()
        var offset: UInt32 = 0
        var starts: [Int] = []
        for (segment, string) in zip(run.segments, strings) {
            starts.append(Int(offset))
            let length = UInt32(string.utf8.count)
            defer { offset += length }
            guard length > 0 else { continue }
            func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attr else { return }
                attr.pointee.start_index = offset
                attr.pointee.end_index = offset + length
                pango_attr_list_insert(attrs, attr)
            }
            // The typesetting language: a script's regional glyphs and its line breaking.
            if let language = segment.language ?? Self.deviceHanLanguage(string) {
                insert(pango_attr_language_new(pango_language_from_string(language)))
            }
            // A single segment's font is the layout's own (below): no attribute needed.
            if run.segments.count > 1 {
                let desc = fontDescription(segment.font)
                insert(pango_attr_font_desc_new(desc))
                pango_font_description_free(desc)
            }
            if segment.font.monospacedDigits {
                insert(pango_attr_font_features_new("tnum 1"))
            }
            // SF Pro draws these characters as typed; Inter's contextual alternates would
            // rewrite them (see `literalRanges`), so they are shaped without them.
            if SystemFontMetrics.applies(to: segment.font.family) {
                for range in literalRanges(string) {
                    guard let attr = pango_attr_font_features_new("calt 0") else { continue }
                    attr.pointee.start_index = offset + range.lowerBound
                    attr.pointee.end_index = offset + range.upperBound
                    pango_attr_list_insert(attrs, attr)
                }
            }
            for (attr, range) in smallCapsAttributes(segment.font, string: string, context: context) {
                attr.pointee.start_index = offset + range.lowerBound
                attr.pointee.end_index = offset + range.upperBound
                pango_attr_list_insert(attrs, attr)
            }
            let spacing = letterSpacing(segment)
            if spacing != 0 {
                insert(pango_attr_letter_spacing_new(letterSpacingUnits(spacing)))
            }
            if let a = segment.attachment {
                var rect = PangoRectangle(
                    x: 0, y: -Int32(saturating: a.baseline * scale, rounding: .toNearestOrAwayFromZero),
                    width: Int32(saturating: min(a.size.width, 1e5) * scale, rounding: .toNearestOrAwayFromZero),
                    height: Int32(saturating: min(a.size.height, 1e5) * scale, rounding: .toNearestOrAwayFromZero))
                insert(pango_attr_shape_new(&rect, &rect))
            }
            if segment.baselineOffset != 0 {
                insert(pango_attr_rise_new(Int32(saturating: min(max(segment.baselineOffset, -1e5), 1e5) * scale, rounding: .toNearestOrAwayFromZero)))
            }
            // (Every emoji has a scalar at U+203C or above: a UTF-8 lead byte of 0xE2 or more.)
            if PangoFontSystem.shared.hasColorEmoji, string.utf8.contains(where: { $0 >= 0xE2 }) {
                // Emoji clusters in the colour emoji font, without fallback: Pango 1.50 would
                // otherwise take DejaVu Sans's monochrome emoji (it does not count the
                // bitmap font as covering them). Cairn's configuration scales its 109-pixel
                // strike to the font size.
                var byte = offset
                for ch in string {
                    let n = UInt32(String(ch).utf8.count)
                    defer { byte += n }
                    guard Emoji.isColorEmoji(ch) else { continue }
                    for attr in [Emoji.family.withCString { pango_attr_family_new($0) }, pango_attr_fallback_new(0)] {
                        guard let attr else { continue }
                        attr.pointee.start_index = byte
                        attr.pointee.end_index = byte + n
                        pango_attr_list_insert(attrs, attr)
                    }
                }
            }
            if case .color(let c) = segment.paint {
                func u16(_ v: Double) -> UInt16 { UInt16(saturating: v * 65535, rounding: .toNearestOrAwayFromZero) }
                insert(pango_attr_foreground_new(u16(c.red), u16(c.green), u16(c.blue)))
                insert(pango_attr_foreground_alpha_new(max(u16(c.opacity), 1)))
            }
        }
        if run.width != nil {
            // Wrapping text: no line break where Pango has no character break (its line
            // breaker aborts on one; `PangoTextLayout+BreakGuard.swift`).
            insertBreakGuards(text, into: attrs)
            // Long text wrapped narrower than an em: shaped in bounded items, not once per
            // line over the whole rest (`PangoTextLayout+ItemCap.swift`).
            if let width = run.width, let first = run.segments.first {
                insertItemCaps(text, width: width, fontSize: clampedSize(first.font.size), context: context, into: attrs)
            }
        }
        if run.width != nil, let noHyphens = pango_attr_insert_hyphens_new(0) {
            // No hyphen where a word too long for its line is broken between characters:
            // Core Text hyphenates only when a paragraph style asks for it
            // (`NSParagraphStyle.hyphenationFactor`, 0 by default: "When both are 0.0,
            // hyphenation is disabled"), and SwiftUI's Text never asks: a word wider than
            // its proposal "breaks inside the word" (the layout reference's §11, Swift Talk
            // #318), with no hyphen. Pango inserts one
            // at every such break unless told not to, and then weighs "h‐" against "ht"
            // when nothing fits: a word wrapped at width 0 put two letters on its last
            // line at some weights and not others.
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32.max  // PANGO_ATTR_INDEX_TO_TEXT_END
            pango_attr_list_insert_before(attrs, noHyphens)
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        if let first = run.segments.first {
            let desc = fontDescription(first.font)
            pango_layout_set_font_description(layout, desc)
            pango_font_description_free(desc)
        }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        pango_layout_set_spacing(layout, units(run.lineSpacing))
        if let width = run.width {
            // Pango breaks lines counting the letter spacing of every character (the last
            // one's included) and removes the half spaces at the line's ends afterwards;
            // `measure` gives the line its trailing space back.
            pango_layout_set_width(layout, units(width))
        }
        if let limit = run.lineLimit {
            pango_layout_set_height(layout, -Int32(clamping: max(limit, -Int(Int32.max))))
            let mode: PangoEllipsizeMode
            switch run.truncationMode {
            case .head: mode = PANGO_ELLIPSIZE_START
            case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
            case .tail: mode = PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, mode)
        }
        return (layout, starts)
    }

    /// The space after each character of `segment`, in points: its kerning and tracking,
    /// plus the system font's size-specific tracking (`SystemFontMetrics`) when it is set
    /// in the system font.
    static func letterSpacing(_ segment: TextRun.Segment) -> CGFloat {
        var spacing = segment.letterSpacing
        if SystemFontMetrics.applies(to: segment.font.family) {
            spacing += SystemFontMetrics.tracking(forSize: clampedSize(segment.font.size))
        }
        return spacing.isFinite ? spacing : 0
    }

    /// `string` with every paragraph break (CR, LF, CRLF, NEL, U+2029) as U+2028.
    static func joiningParagraphs(_ string: String) -> String {
        guard string.contains(where: \.isNewline) else { return string }
        return String(string.map { $0.isNewline && $0 != "\u{2028}" ? "\u{2028}" : $0 })
    }

    /// The sizes, in points, a font is clamped to. FreeType cannot scale a face beyond
    /// 65,535 pixels per em, and once Cairo has asked it to, the face fails for every size
    /// after (Cairo 1.16 reports "error occurred in libfreetype" on later, unrelated text);
    /// below 1/64 point a size rounds to 0 in FreeType's 26.6 units.
    static let sizeRange: ClosedRange<CGFloat> = (1.0 / 64)...8192

    /// `size` clamped to `sizeRange`.
    static func clampedSize(_ size: CGFloat) -> CGFloat { size.clamped(to: sizeRange, nan: 17) }

    /// The largest letter spacing, in points, passed to Pango: kerning and tracking are
    /// each finite but their sum may not be, and Pango adds spacings in Int32 units.
    static let maximumLetterSpacing: CGFloat = 10_000

    /// `points` of letter spacing in Pango units, clamped to ±`maximumLetterSpacing`.
    static func letterSpacingUnits(_ points: CGFloat) -> Int32 {
        let clamped = points.clamped(to: -maximumLetterSpacing...maximumLetterSpacing, nan: 0)
        return Int32(saturating: clamped * scale, rounding: .toNearestOrAwayFromZero)
    }

    /// How many characters of the layout have no glyph in any font (drawn as boxes).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }
}
