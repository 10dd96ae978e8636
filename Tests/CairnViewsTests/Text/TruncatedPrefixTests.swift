import Cairn
import CCairo
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// The one-line tail-truncated measurement taken from a prefix of the text
/// (`PangoTextLayout.tailTruncatedLineFromPrefix`, the stack's zero-height probe) equals
/// laying out the whole text, byte for byte in every field.
@Suite struct TruncatedPrefixTests {
    /// Deterministic sentences: words of the bench's vocabulary plus accented and narrow ones.
    static func sentences(_ n: Int, seed: UInt64) -> [String] {
        let words = ["layout", "proposal", "the", "stack", "offers", "each", "child", "a", "size", "and", "text", "wraps",
                     "illicit", "fill", "WAVE", "AVA", "Tyrannosaurus", "1-2", "A:B", "(x)", "naïve", "Ærøskøbing",
                     "façade", "jiffy", "minimum", "—", "MMMMMM", "WWW", "office", "lllll", "iiii", "Ångström"]
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        return (0..<n).map { _ in (0..<(15 + next() % 30)).map { _ in words[next() % words.count] }.joined(separator: " ") }
    }

    /// Lays the whole run out (the path the shortcut replaces).
    static func whole(_ run: TextRun) -> TextMeasurement {
        PangoFontSystem.shared.withContext { ctx in PangoTextLayout.with(run, context: ctx) { $0.measurement } }
    }

    static func prefix(_ run: TextRun) -> TextMeasurement? {
        PangoFontSystem.shared.withContext { ctx in PangoTextLayout.tailTruncatedLineFromPrefix(run, context: ctx) }
    }

    static let cases: [(TextFont, CGFloat)] = [
        (TextFont(size: 17), 400), (TextFont(size: 17), 120), (TextFont(size: 11), 250), (TextFont(size: 28), 300),
        (TextFont(size: 17, weight: 700), 200), (TextFont(size: 34, isItalic: true), 390), (TextFont(family: .system(.serif), size: 15), 180),
    ]

    @Test(arguments: cases)
    func prefixEqualsWholeText(_ font: TextFont, _ width: CGFloat) {
        var used = 0
        for string in Self.sentences(60, seed: UInt64(font.size * 100 + width)) {
            var run = TextRun([.init(string, font: font)])
            run.width = width
            run.lineLimit = 1
            guard let fast = Self.prefix(run) else { continue }
            used += 1
            let full = Self.whole(run)
            #expect(fast == full, "\(string) at \(width): \(fast) vs \(full)")
            #expect(fast.isTruncated && fast.lineCount == 1 && fast.size.width <= width + 0.001)
        }
        // The shortcut is taken for most of these sentences (it declines short or narrow ones).
        #expect(used >= 15, "shortcut used for \(used) of 60")
    }

    @Test func segmentsWithTheirOwnFontsAndTracking() {
        for string in Self.sentences(40, seed: 7) {
            let half = string.index(string.startIndex, offsetBy: string.count / 3)
            var run = TextRun([
                .init(String(string[..<half]), font: TextFont(size: 17, weight: 700)),
                .init(String(string[half...]), font: TextFont(size: 15), tracking: 1.5),
            ])
            run.width = 260
            run.lineLimit = 1
            if let fast = Self.prefix(run) { #expect(fast == Self.whole(run), "\(string)") }
        }
    }

    @Test func declinesWhatItCannotProve() {
        func run(_ s: String, width: CGFloat = 100, limit: Int? = 1, mode: TextRun.TruncationMode = .tail, tracking: CGFloat = 0) -> TextRun {
            var r = TextRun([.init(s, font: TextFont(size: 17), tracking: tracking)])
            r.width = width
            r.lineLimit = limit
            r.truncationMode = mode
            return r
        }
        let long = String(repeating: "word ", count: 60)
        #expect(Self.prefix(run(long)) != nil)
        #expect(Self.prefix(run(long, limit: 2)) == nil)
        #expect(Self.prefix(run(long, mode: .middle)) == nil)
        #expect(Self.prefix(run(long, tracking: -1)) == nil)
        #expect(Self.prefix(run("שלום " + long)) == nil)  // right-to-left
        #expect(Self.prefix(run("line\n" + long)) == nil)
        #expect(Self.prefix(run("short", width: 100)) == nil)
        // Text that fits the width by the fonts' advances: nothing to truncate; declined.
        #expect(Self.prefix(run(String(repeating: "i", count: 60), width: 300)) == nil)
        // Narrow letters: the prefix is estimated from the font's own advances (a half-em
        // guess would cut it too short), so it is taken, and equals the whole layout.
        let narrow = run(String(repeating: "i", count: 200), width: 300)
        #expect(Self.prefix(narrow) != nil && Self.prefix(narrow) == Self.whole(narrow))
        let wide = run(String(repeating: "MW", count: 100), width: 300)
        #expect(Self.prefix(wide) != nil && Self.prefix(wide) == Self.whole(wide))
    }

    /// The advances the prefix length is estimated from are the font file's own: every
    /// ASCII character's advance in Inter Regular at 17 points, read by HarfBuzz from the
    /// file (no Pango, no fontconfig), and Inter Bold's "M" wider than Regular's.
    @Test func prefixEstimateUsesTheFontsAdvances() throws {
        let advances = PangoFontSystem.shared.withContext { PangoTextLayout.asciiAdvances(TextFont(size: 17), context: $0) }
        let bold = PangoFontSystem.shared.withContext { PangoTextLayout.asciiAdvances(TextFont(size: 17, weight: 700), context: $0) }
        let file = try #require(PangoFontSystem.shared.bundledFontsDirectory) + "/Inter-Regular.otf"
        #expect(advances.count == 95)
        withHarfBuzzFont(file) { font, upem in
            for c in 0x20..<0x7F {
                var glyph: hb_codepoint_t = 0
                #expect(hb_font_get_nominal_glyph(font, hb_codepoint_t(c), &glyph) != 0)
                let expected = CGFloat(hb_font_get_glyph_h_advance(font, glyph)) / CGFloat(upem) * 17
                #expect(abs(advances[c - 0x20] - expected) < 1.0 / 1024, "U+\(String(c, radix: 16))")
            }
        }
        #expect(bold[Int(("M" as Unicode.Scalar).value) - 0x20] > advances[Int(("M" as Unicode.Scalar).value) - 0x20])
    }
}
