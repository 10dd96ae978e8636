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

    /// The language an iPhone set to English (Cairn's device) draws Han characters and kana in
    /// when the text sets none: Simplified Chinese. iOS falls back through the preferred
    /// languages' fonts and, with English alone, takes the Simplified Chinese font (PingFang SC)
    /// for Han text, Japanese included — the "中華フォント" effect Japanese developers see in an
    /// English simulator (usagimaru, Qiita, 2015: "これはバグではなく iOS の仕様です"). Without
    /// it, this machine's fontconfig picks Noto Sans CJK JP's Japanese forms. Nil for text with
    /// no Han, kana or CJK punctuation, which keeps its language-free shaping.
    static func deviceHanLanguage(_ string: String) -> String? {
        for scalar in string.unicodeScalars where scalar.value >= 0x2E80 {
            switch scalar.value {
            case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3190...0x31FF, 0x3400...0x4DBF,
                 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
                return "zh-Hans-CN"
            default: continue
            }
        }
        return nil
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

    /// Step 3. Pango breaks the lines and places the glyphs along them; the line boxes are
    /// Cairn's: a run in the system font (Inter) takes SF Pro's ascender and descender at
    /// its size (`SystemFontMetrics`), a run in another font (a named family, a fallback
    /// for characters Inter lacks) its own font's, and a fallback run of a system-font
    /// segment at least SF Pro's; a line is as tall as its tallest
    /// ascender plus its deepest descender (each run's descender plus its font's leading
    /// adjustment, `Font.leading(_:)`), and lines stack with the run's line spacing
    /// between them. An empty line takes the first segment's font. Every line with
    /// characters also gets the trailing letter spacing Pango leaves out (iOS adds tracking
    /// after the last character too).
    static func measure(_ layout: OpaquePointer, run: TextRun, segmentStarts: [Int]) -> PangoTextLayout {
        var lines: [Line] = []
        var height: CGFloat = 0
        if !run.isEmpty, let iter = pango_layout_get_iter(layout) {
            defer { pango_layout_iter_free(iter) }
            var top: CGFloat = 0
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                // Pango positions lines in Int32 units (1/1024 pt): lines below 2²¹ points
                // wrap around. They are left out (a text over 2 million points tall).
                guard logical.y >= 0, Int64(logical.y) + Int64(logical.height) <= Int64(Int32.max) else { break }
                var own = PangoRectangle()
                pango_layout_line_get_extents(line, nil, &own)
                let extra = restoreEllipsis(line)
                let box = lineBox(line, layout: layout, run: run, segmentStarts: segmentStarts)
                if !lines.isEmpty { top += run.lineSpacing }
                let trailing = box.hasGlyphs ? box.trailingSpacing : 0
                lines.append(Line(
                    line: line, baseline: top + box.ascent,
                    x: CGFloat(own.x) / scale, width: max(CGFloat(Int64(own.width) - Int64(extra)) / scale + trailing, 0)))
                top += box.ascent + box.descent
                height = top
            } while pango_layout_iter_next_line(iter) != 0
        }
        let measurement: TextMeasurement
        if lines.isEmpty {
            measurement = .empty
        } else {
            measurement = TextMeasurement(
                size: CGSize(width: lines.map(\.width).max() ?? 0, height: height),
                firstBaseline: lines[0].baseline, lastBaseline: lines[lines.count - 1].baseline,
                lineCount: lines.count, isTruncated: pango_layout_is_ellipsized(layout) != 0)
        }
        return PangoTextLayout(layout: layout, lines: lines, measurement: measurement, segmentStarts: segmentStarts)
    }

    /// A line's ascent and descent (points, both positive), whether it has glyphs, and the
    /// letter spacing of its last run.
    static func lineBox(_ line: UnsafeMutablePointer<PangoLayoutLine>, layout: OpaquePointer, run: TextRun, segmentStarts: [Int]) -> (ascent: CGFloat, descent: CGFloat, hasGlyphs: Bool, trailingSpacing: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0
        var hasGlyphs = false
        var trailing: CGFloat = 0
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            guard let glyphRun = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = glyphRun.pointee.item, let glyphs = glyphRun.pointee.glyphs
            else { continue }
            hasGlyphs = hasGlyphs || glyphs.pointee.num_glyphs > 0
            trailing = 0
            var rise: CGFloat = 0
            var attr = item.pointee.analysis.extra_attrs
            while let a = attr {
                attr = a.pointee.next
                guard let p = a.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) else { continue }
                let value = CGFloat(UnsafeMutableRawPointer(p).assumingMemoryBound(to: PangoAttrInt.self).pointee.value) / scale
                switch p.pointee.klass.pointee.type {
                case PANGO_ATTR_LETTER_SPACING: trailing = value
                case PANGO_ATTR_RISE: rise = value
                default: break
                }
            }
            // An inline image sits on the baseline; the line grows to hold it.
            var index = 0
            for (i, start) in segmentStarts.enumerated() where start <= Int(item.pointee.offset) { index = i }
            // `Font.leading(_:)`: the font's leading, below the baseline of every line.
            let leading = index < run.segments.count ? run.segments[index].font.leadingAdjustment : 0
            if index < run.segments.count, let a = run.segments[index].attachment {
                ascent = max(ascent, a.baseline + rise)
                descent = max(descent, a.size.height - a.baseline - rise)
            }
            // Characters the system font lacks (Hebrew, Arabic, CJK) come from a fallback
            // font, but the line is still at least the system font's line.
            if index < run.segments.count, SystemFontMetrics.applies(to: run.segments[index].font.family) {
                let size = clampedSize(run.segments[index].font.size)
                ascent = max(ascent, SystemFontMetrics.ascender * size + rise)
                descent = max(descent, SystemFontMetrics.descender * size - rise + leading)
            }
            // A baseline offset raises (or lowers) the run, and the line grows to hold it.
            let font = item.pointee.analysis.font
            if let (size, isSystem) = describe(font), isSystem {
                ascent = max(ascent, SystemFontMetrics.ascender * size + rise)
                descent = max(descent, SystemFontMetrics.descender * size - rise + leading)
            } else {
                var logical = PangoRectangle()
                // Synthesised small capitals are the segment's font at a smaller size; the
                // line keeps the line height of the font at its own size (as with real
                // `smcp` glyphs, which change no font metric).
                if index < run.segments.count, case let segmentFont = run.segments[index].font,
                    segmentFont.lowercaseSmallCaps || segmentFont.uppercaseSmallCaps,
                    let (size, _) = describe(font), size < clampedSize(segmentFont.size),
                    let context = pango_layout_get_context(layout), let desc = pango_font_describe(font)
                {
                    pango_font_description_set_absolute_size(desc, Double(clampedSize(segmentFont.size) * scale))
                    let full = pango_context_load_font(context, desc)
                    pango_font_description_free(desc)
                    pango_glyph_string_extents(glyphs, full ?? font, nil, &logical)
                    if let full { g_object_unref(UnsafeMutableRawPointer(full)) }
                } else {
                    pango_glyph_string_extents(glyphs, font, nil, &logical)
                }
                ascent = max(ascent, CGFloat(-logical.y) / scale + rise)
                descent = max(descent, CGFloat(logical.height + logical.y) / scale - rise + leading)
            }
        }
        if ascent == 0 && descent == 0, let font = run.segments.first?.font {
            if SystemFontMetrics.applies(to: font.family) {
                let size = clampedSize(font.size)
                let ascent = SystemFontMetrics.ascender * size
                return (ascent, max(SystemFontMetrics.descender * size + font.leadingAdjustment, -ascent), hasGlyphs, trailing)
            }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let ascent = CGFloat(-logical.y) / scale
            return (ascent, max(CGFloat(logical.height + logical.y) / scale + font.leadingAdjustment, -ascent), hasGlyphs, trailing)
        }
        // A tight leading never makes a line taller than nothing.
        return (ascent, max(descent, -ascent), hasGlyphs, trailing)
    }

    /// Gives an ellipsis run on `line` back its natural advance; returns the width removed,
    /// in Pango units (0 when the line has no ellipsis).
    static func restoreEllipsis(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Int32 {
        var node = line.pointee.runs
        while let n = node {
            defer { node = n.pointee.next }
            guard let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = run.pointee.item,
                item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0,
                let glyphs = run.pointee.glyphs, glyphs.pointee.num_glyphs > 0,
                let font = item.pointee.analysis.font
            else { continue }
            let count = Int(glyphs.pointee.num_glyphs)
            // Sums in 64 bits: a huge font or letter spacing overflows Pango's Int32 units.
            var natural: Int64 = 0
            for i in 0..<count {
                var logical = PangoRectangle()
                pango_font_get_glyph_extents(font, glyphs.pointee.glyphs[i].glyph, nil, &logical)
                natural += Int64(logical.width)
            }
            var actual: Int64 = 0
            for i in 0..<count { actual += Int64(glyphs.pointee.glyphs[i].geometry.width) }
            let extra = Int32(clamping: max(actual - natural, 0))
            let last = Int64(glyphs.pointee.glyphs[count - 1].geometry.width)
            glyphs.pointee.glyphs[count - 1].geometry.width = Int32(clamping: last - Int64(extra))
            return extra
        }
        return 0
    }

    /// How many characters of the layout have no glyph in any font (drawn as boxes).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }
}
