@testable import CairnCairo
import CairnDisplayList
import CairnGeometry
import Foundation
import Testing

/// A word too long for its line breaks between characters without a hyphen, as Core Text
/// does unless a paragraph style sets `hyphenationFactor` (0 by default; SwiftUI's Text
/// never sets it). Pango 1.50 inserts a hyphen at such breaks by default, and at width 0
/// weighed "h‐" against "ht": "Weight" measured 5 lines at regular and heavier weights, 6
/// at lighter ones, and a CI machine once measured semibold at 6 (the font-faces sample's
/// layout reference failed there).
@Suite struct TextNoHyphenTests {
    /// The width of `string` set on one line.
    func unwrapped(_ string: String, weight: Int) -> CGFloat {
        PangoTextMeasurer().measure(TextRun([.init(string, font: TextFont(size: 17, weight: weight))])).size.width
    }

    @Test(arguments: [100, 200, 300, 400, 500, 600, 700, 800, 900])
    func aWordAtWidthZeroHasOneLetterPerLineAtEveryWeight(_ weight: Int) {
        let run = TextRun([.init("Weight", font: TextFont(size: 17, weight: weight))], width: 0)
        let m = PangoTextMeasurer().measure(run)
        #expect(m.lineCount == 6)
        // As wide as its widest letter, "W", alone: no hyphen widens a line.
        let widest = "Weight".map { unwrapped(String($0), weight: weight) }.max() ?? 0
        #expect(abs(m.size.width - widest) < 1e-6, "\(m.size.width) vs \(widest)")
    }

    @Test func aLongWordWrapsIntoLinesWithoutHyphens() {
        let word = "Internationalization"
        let run = TextRun([.init(word, font: TextFont(size: 17))], width: 60)
        PangoFontSystem.shared.withContext { ctx in
            PangoTextLayout.with(run, context: ctx) { layout in
                #expect(layout.lines.count > 1)
                var total: CGFloat = 0
                for line in layout.lines {
                    let start = Int(line.line.pointee.start_index), length = Int(line.line.pointee.length)
                    let piece = String(decoding: Array(word.utf8)[start..<(start + length)], as: UTF8.self)
                    // Each line is exactly as wide as its letters set alone (nothing added).
                    #expect(abs(line.width - unwrappedInLock(piece, ctx)) < 1e-6, "\(piece)")
                    #expect(line.width <= 60)
                    total += CGFloat(piece.count)
                }
                #expect(total == CGFloat(word.count))
            }
        }
    }

    /// `unwrapped` for a caller already holding the font system's lock.
    func unwrappedInLock(_ string: String, _ ctx: OpaquePointer) -> CGFloat {
        PangoTextLayout.with(TextRun([.init(string, font: TextFont(size: 17))]), context: ctx) { $0.measurement.size.width }
    }
}
