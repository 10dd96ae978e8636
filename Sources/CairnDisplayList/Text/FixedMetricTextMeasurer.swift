import CairnGeometry
import Foundation

/// A text measurer with made-up, hand-checkable metrics, for layout tests.
///
/// Every character (grapheme) advances `0.5 × size` plus its letter spacing; a line is
/// `1.2 × size` tall (the largest size on the line; plus its font's leading adjustment,
/// `Font.leading(_:)`) with its baseline `0.8 × size` below its top; lines are separated by the run's line spacing. So "Hello" at 10 points is
/// 25 × 12 with its baseline at 8. An inline image advances its own width. A system font at
/// another width (`TextFont.widthScale`) advances that many times 0.5 × size.
///
/// Lines break at "\n"; with a width, words wrap at spaces (spaces at a wrap take no room)
/// and a word wider than the width breaks between characters. When a line limit hides
/// lines, the last shown line holds the rest of the text (its newlines read as spaces),
/// cut to fit with "…" (one character wide) at its tail, head or middle when it is wider
/// than the width. Pango's layout (`PangoTextMeasurer`) follows the same rules.
public struct FixedMetricTextMeasurer: TextMeasurer {
    /// Advance of a character, as a fraction of the font size.
    public static let advance: CGFloat = 0.5
    /// Line height, as a fraction of the font size.
    public static let lineHeight: CGFloat = 1.2
    /// Baseline below the line's top, as a fraction of the font size.
    public static let baseline: CGFloat = 0.8

    private let installedFamilies: Set<String>?

    /// A measurer; `installedFamilies` lists the family names it reports as installed
    /// (nil: every name).
    public init(installedFamilies: Set<String>? = nil) { self.installedFamilies = installedFamilies }

    /// Fixed metrics for any font: ascender 0.8, descender −0.4, cap height 0.7 times the size, no leading.
    public func metrics(of font: TextFont) -> FontMetrics {
        FontMetrics(ascender: 0.8 * font.size, descender: -0.4 * font.size, capHeight: 0.7 * font.size, leading: 0)
    }

    /// Whether `name` is in `installedFamilies` (every name when that is nil).
    public func hasFamily(named name: String) -> Bool { installedFamilies?.contains(name) ?? true }

    /// One character as laid out.
    struct Glyph {
        var isSpace: Bool
        var isNewline: Bool
        var advance: CGFloat
        var size: CGFloat
        /// The font's line height adjustment (`TextFont.leadingAdjustment`).
        var leading: CGFloat = 0
    }

    /// One laid-out line: its width and the largest font size on it.
    struct Line {
        var width: CGFloat
        var size: CGFloat
        /// The leading adjustment of the line's largest font.
        var leading: CGFloat = 0
    }

    /// Lays out `run` with fixed per-character widths (no font files), wrapping at spaces: deterministic sizes for layout tests.
    public func measure(_ run: TextRun) -> TextMeasurement {
        guard !run.isEmpty else { return .empty }
        var glyphs: [Glyph] = []
        for segment in run.segments {
            for ch in segment.string {
                glyphs.append(Glyph(
                    isSpace: ch == " " || ch == "\t", isNewline: ch.isNewline,
                    advance: ch.isNewline ? 0 : (segment.attachment?.size.width ?? Self.advance * segment.font.size * segment.font.widthScale) + segment.letterSpacing,
                    size: segment.font.size, leading: segment.font.leadingAdjustment))
            }
        }
        let fallbackSize = run.segments.first?.font.size ?? 0
        let ranges = Self.breakLines(glyphs, width: run.width)
        var lines = ranges.map { Self.line(glyphs[$0], fallbackSize: fallbackSize) }
        var truncated = false
        if let limit = run.lineLimit, ranges.count > limit {
            // The last shown line holds the rest of the text (newlines read as spaces).
            let rest = glyphs[ranges[limit - 1].lowerBound...].map { g -> Glyph in
                var g = g
                if g.isNewline { g.isNewline = false; g.isSpace = true; g.advance = Self.advance * g.size }
                return g
            }
            let own = Self.line(glyphs[ranges[limit - 1]], fallbackSize: fallbackSize)
            let ellipsisSize = rest.first?.size ?? fallbackSize
            let ellipsis = Self.advance * ellipsisSize
            let fitWidth = run.width ?? (own.width + ellipsis)
            let advances = rest.map(\.advance)
            truncated = advances.reduce(0, +) > fitWidth
            let width = Self.truncatedWidth(advances, ellipsis: ellipsis, in: fitWidth, mode: run.truncationMode)
            lines = Array(lines.prefix(limit - 1)) + [Line(width: width, size: max(own.size, ellipsisSize), leading: own.leading)]
        }
        var height: CGFloat = 0, first: CGFloat = 0, last: CGFloat = 0
        for (i, line) in lines.enumerated() {
            if i > 0 { height += run.lineSpacing }
            let pitch = run.line(largestSize: line.size, natural: max(Self.lineHeight * line.size + line.leading, 0))
            let baseline = height + pitch.shift + Self.baseline * line.size
            if i == 0 { first = baseline }
            last = baseline
            height += pitch.height
        }
        let width = lines.map(\.width).max() ?? 0
        return TextMeasurement(
            size: CGSize(width: width, height: height), firstBaseline: first, lastBaseline: last,
            lineCount: lines.count, isTruncated: truncated)
    }

    /// A line's width (trailing spaces excluded) and its largest font size.
    static func line(_ glyphs: ArraySlice<Glyph>, fallbackSize: CGFloat) -> Line {
        var end = glyphs.endIndex
        while end > glyphs.startIndex, glyphs[end - 1].isSpace || glyphs[end - 1].isNewline { end -= 1 }
        let width = glyphs[glyphs.startIndex..<end].reduce(0) { $0 + $1.advance }
        let shown = glyphs.filter { !$0.isNewline }
        let size = shown.map(\.size).max() ?? fallbackSize
        let leading = shown.filter { $0.size == size }.map(\.leading).max() ?? (glyphs.first?.leading ?? 0)
        return Line(width: width, size: size, leading: leading)
    }

    /// The glyph ranges of the lines: hard breaks at newlines (the newline ends its line),
    /// then greedy wrapping at spaces, breaking inside words wider than `width`.
    static func breakLines(_ glyphs: [Glyph], width: CGFloat?) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        // Paragraphs.
        var paragraphs: [Range<Int>] = []
        for (i, g) in glyphs.enumerated() where g.isNewline {
            paragraphs.append(start..<(i + 1))
            start = i + 1
        }
        paragraphs.append(start..<glyphs.count)
        guard let width else { return paragraphs }
        for p in paragraphs {
            var lineStart = p.lowerBound
            var x: CGFloat = 0  // width of the line so far, up to its last word
            var pendingSpaces: CGFloat = 0
            var i = p.lowerBound
            while i < p.upperBound {
                if glyphs[i].isSpace || glyphs[i].isNewline {
                    pendingSpaces += glyphs[i].advance
                    i += 1
                    continue
                }
                var k = i
                var word: CGFloat = 0
                while k < p.upperBound, !(glyphs[k].isSpace || glyphs[k].isNewline) { word += glyphs[k].advance; k += 1 }
                if i > lineStart, x + pendingSpaces + word > width {
                    // Wrap before the word; the spaces stay at the end of this line.
                    lines.append(lineStart..<i)
                    lineStart = i
                    x = 0
                } else {
                    x += pendingSpaces
                }
                pendingSpaces = 0
                // Place the word, breaking between characters where it is wider than the
                // line (at least one character per line).
                for c in i..<k {
                    if c > lineStart, x > 0, x + glyphs[c].advance > width {
                        lines.append(lineStart..<c)
                        lineStart = c
                        x = 0
                    }
                    x += glyphs[c].advance
                }
                i = k
            }
            lines.append(lineStart..<p.upperBound)
        }
        return lines
    }

    /// The width of text with advances `advances` cut to fit `width` with an ellipsis of
    /// width `ellipsis` at the tail, head or middle (the ellipsis alone if nothing fits).
    static func truncatedWidth(_ advances: [CGFloat], ellipsis: CGFloat, in width: CGFloat, mode: TextRun.TruncationMode) -> CGFloat {
        let total = advances.reduce(0, +)
        if total <= width { return total }
        var prefix: [CGFloat] = [0]
        for a in advances { prefix.append(prefix[prefix.count - 1] + a) }
        let n = advances.count
        func kept(_ head: Int, _ tail: Int) -> CGFloat { prefix[head] + (prefix[n] - prefix[n - tail]) }
        for removed in 1...max(n, 1) {
            let keep = n - removed
            let (head, tail): (Int, Int)
            switch mode {
            case .tail: (head, tail) = (keep, 0)
            case .head: (head, tail) = (0, keep)
            case .middle: (head, tail) = ((keep + 1) / 2, keep / 2)
            }
            let w = kept(head, tail) + ellipsis
            if w <= width || keep == 0 { return w }
        }
        return ellipsis
    }
}
