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
    /// height and baseline. The prefix is estimated from the width (`width / (0.5 × size)`
    /// characters plus twice the margin, about 71 for body text at 400 points: Latin
    /// text averages about half an em per character) and checked afterwards; when the check fails
    /// (narrow letters, short text) the whole run is laid out as before.
    ///
    /// Applies only where advances are positive and the visual order is the logical one:
    /// one segment or several, all in Latin scripts (U+0020–U+007E, U+00A0–U+024F but the
    /// soft hyphen), no inline images, no negative kerning or tracking, no line breaks.
    static func tailTruncatedLineFromPrefix(_ run: TextRun, context: OpaquePointer) -> TextMeasurement? {
        guard run.lineLimit == 1, run.truncationMode == .tail, let width = run.width, width.isFinite, width > 0 else { return nil }
        var minimumSize = CGFloat.infinity
        var total = 0
        for segment in run.segments {
            guard segment.attachment == nil, segment.letterSpacing >= 0 else { return nil }
            for scalar in segment.string.unicodeScalars {
                let v = scalar.value
                guard (0x20...0x7E).contains(v) || ((0xA0...0x24F).contains(v) && v != 0xAD) else { return nil }
            }
            total += segment.string.count
            if !segment.string.isEmpty { minimumSize = min(minimumSize, clampedSize(segment.font.size)) }
        }
        let margin = 12
        let estimate = (width / (0.5 * minimumSize)).rounded(.up)
        guard estimate.isFinite, estimate < 100_000 else { return nil }
        let length = Int(estimate) + 2 * margin
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
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            guard let glyphRun = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = glyphRun.pointee.item,
                item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
            else { continue }
            gapStart = Int(item.pointee.offset)
        }
        // The gap must start at least `margin` characters before the prefix ends.
        let text = prefix.segments.map(\.string).joined().utf8
        guard let gapStart, gapStart <= text.count,
            let after = String(text.dropFirst(gapStart)), after.count >= margin
        else { return nil }
        return measure(layout, run: prefix, segmentStarts: starts).measurement
    }
}
