import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

// Step 3 of `PangoTextLayout`: the lines Pango broke, measured and boxed as Cairn draws them.
extension PangoTextLayout {
    /// Step 3. Pango breaks the lines and places the glyphs along them; the line boxes are
    /// Cairn's: a run in the system font (Inter) takes SF Pro's ascender and descender at
    /// its size (`SystemFontMetrics`), a run in another font (a named family, a fallback
    /// for characters Inter lacks) its own font's, and a fallback run of a system-font
    /// segment at least SF Pro's; a line is as tall as its tallest
    /// ascender plus its deepest descender (each run's descender plus its font's leading
    /// adjustment, `Font.leading(_:)`) — or, with a line height, that tall, the fonts' own
    /// line centred in it (`TextRun.line(largestSize:natural:)`) — and lines stack with the
    /// run's line spacing between them. An empty line takes the first segment's font. Every line with
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
                let pitch = run.line(largestSize: box.largestSize, natural: box.ascent + box.descent)
                lines.append(Line(
                    line: line, baseline: top + pitch.shift + box.ascent,
                    x: CGFloat(own.x) / scale, width: max(CGFloat(Int64(own.width) - Int64(extra)) / scale + trailing, 0)))
                top += pitch.height
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

    /// A line's ascent and descent (points, both positive), whether it has glyphs, the
    /// letter spacing of its last run, and its largest font size (what
    /// `AttributedString.LineHeight`'s multiples and increases start from; an empty line's is
    /// the font its box takes).
    static func lineBox(_ line: UnsafeMutablePointer<PangoLayoutLine>, layout: OpaquePointer, run: TextRun, segmentStarts: [Int])
        -> (ascent: CGFloat, descent: CGFloat, hasGlyphs: Bool, trailingSpacing: CGFloat, largestSize: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0
        var hasGlyphs = false
        var largest: CGFloat = 0
        var trailing: CGFloat = 0
        for glyphRun in PangoGlyphItems(line) {
            let item = glyphRun.item, glyphs = glyphRun.glyphs
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
            if glyphs.pointee.num_glyphs > 0, index < run.segments.count { largest = max(largest, clampedSize(run.segments[index].font.size)) }
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
                return (ascent, max(SystemFontMetrics.descender * size + font.leadingAdjustment, -ascent), hasGlyphs, trailing, size)
            }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let ascent = CGFloat(-logical.y) / scale
            return (ascent, max(CGFloat(logical.height + logical.y) / scale + font.leadingAdjustment, -ascent), hasGlyphs, trailing, clampedSize(font.size))
        }
        // A tight leading never makes a line taller than nothing.
        return (ascent, max(descent, -ascent), hasGlyphs, trailing, largest)
    }

    /// Gives an ellipsis run on `line` back its natural advance; returns the width removed,
    /// in Pango units (0 when the line has no ellipsis).
    static func restoreEllipsis(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Int32 {
        for run in PangoGlyphItems(line) {
            let item = run.item, glyphs = run.glyphs
            guard item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0,
                glyphs.pointee.num_glyphs > 0, let font = item.pointee.analysis.font
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
}
