@testable import CairnCairo
import CairnDisplayList
import CairnGeometry
import Foundation
import Testing

/// Text measurement is total: strings whose line-break opportunities are not character
/// breaks (a mark after a space, a zero-width joiner after a space, a prepended
/// concatenation mark) once aborted the process inside Pango 1.50's `process_line` when
/// measured at a narrow width (issue 28). Without the break guard, the first test aborts.
@Suite struct TextBreakGuardTests {
    /// The strings CairnFuzz and a C fuzzer of Pango found, each reduced to its smallest
    /// aborting form, and the issue's own mixture (emoji, Arabic, marks, private use, tab).
    static let hostile = [
        "\u{0631} \u{0651}x",  // Arabic letter, space, shadda (a mark), Latin letter
        "\u{E000} \u{064F}\u{0645}",  // private use, space, damma, Arabic letter
        "\u{0600}\u{AC00}\u{0E48}",  // Arabic number sign (prepend), Hangul, Thai tone mark
        "\u{0600} \u{200D}\u{0E01}",  // prepend, space, zero-width joiner, Thai letter
        "👩‍👩‍👧 مرحبا \u{0651}\u{0301}\u{E000}\t\u{064F}a \u{F8FF} ُم",
    ]

    @Test(arguments: hostile)
    func hostileStringsMeasureAtEveryNarrowWidth(_ string: String) {
        for width: CGFloat in [0, 0.001, 0.5, 1, 3, 7, 12, 20, 40] {
            let run = TextRun([.init(string, font: TextFont(size: 17))], width: width)
            let m = PangoTextMeasurer().measure(run)
            #expect(m.lineCount >= 1 && m.lineCount <= string.unicodeScalars.count, "\(width)")
            #expect(m.size.width.isFinite && m.size.height > 0, "\(width)")
        }
    }

    @Test func guardedRangesCoverTheCharacterBeforeAndAtTheBreak() {
        // "ر ّx": ر is bytes 0..<2, the space 2, the shadda 3..<5. UAX #14 allows a break
        // before the shadda (LB10), UAX #29 keeps it with the space (GB9): bytes 2..<5.
        #expect(PangoTextLayout.unbreakableRanges(in: "\u{0631} \u{0651}x") == [2..<5])
        // U+0600 (2 bytes) prepends to 가 (3 bytes, GB9b); LB allows a break between them.
        #expect(PangoTextLayout.unbreakableRanges(in: "\u{0600}\u{AC00}\u{0E48}") == [0..<5])
        // ASCII and text without such positions: nothing to guard.
        #expect(PangoTextLayout.unbreakableRanges(in: "tab\tand words").isEmpty)
        #expect(PangoTextLayout.unbreakableRanges(in: "e\u{0301} mot\u{0301}").isEmpty)
        // After a NUL Pango keeps nothing (pango_layout_set_text stops there).
        #expect(PangoTextLayout.unbreakableRanges(in: "a\u{0}\u{0631} \u{0651}x").isEmpty)
    }

    @Test func aGuardedClusterStaysOnOneLine() {
        // At width 0 every line holds one cluster; the space and its shadda stay together.
        let run = TextRun([.init("\u{0631} \u{0651}x", font: TextFont(size: 17))], width: 0)
        let m = PangoTextMeasurer().measure(run)
        #expect(m.lineCount == 3)
    }
}
