@testable import CairnCairo
import CairnDisplayList
import CairnGeometry
import Foundation
import Testing

/// Long text wrapped narrower than an em is shaped in bounded items (issue 28): the chunks
/// cover every other ~128 bytes on character boundaries, and the measurement is the one an
/// independent count gives — one line per character.
@Suite struct TextItemCapTests {
    @Test func chunksAlternateOnCharacterBoundaries() {
        let ascii = String(repeating: "x", count: 1000)
        let r = PangoTextLayout.itemCapRanges(in: ascii, width: 1, fontSize: 17)
        // 1,000 bytes in chunks of 128: marked 0..<128, 256..<384, 512..<640, 768..<896.
        #expect(r == [0..<128, 256..<384, 512..<640, 768..<896])
        // Two-byte characters: chunks end after 64 of them, on a boundary.
        let greek = String(repeating: "α", count: 400)
        let g = PangoTextLayout.itemCapRanges(in: greek, width: 0, fontSize: 17)
        #expect(g.first == 0..<128)
        #expect(g.allSatisfy { $0.lowerBound % 2 == 0 && $0.upperBound % 2 == 0 })
        // Short text, wide widths, NaN: nothing marked.
        #expect(PangoTextLayout.itemCapRanges(in: String(repeating: "x", count: 500), width: 1, fontSize: 17).isEmpty)
        #expect(PangoTextLayout.itemCapRanges(in: ascii, width: 17, fontSize: 17).isEmpty)
        #expect(PangoTextLayout.itemCapRanges(in: ascii, width: .nan, fontSize: 17).isEmpty)
    }

    /// 3,000 "x" at a width of 1 point: one character per line, so 3,000 lines, each as tall
    /// as a lone "x" (20.287 at 17 points), and as wide as the 500 "x" below the threshold,
    /// which Pango lays out uncapped (same lines, same width).
    @Test func capsKeepOneCharacterPerLine() {
        let measurer = PangoTextMeasurer()
        let one = measurer.measure(TextRun([.init("x", font: TextFont(size: 17))], width: 1))
        let many = measurer.measure(TextRun([.init(String(repeating: "x", count: 3000), font: TextFont(size: 17))], width: 1))
        let uncapped = measurer.measure(TextRun([.init(String(repeating: "x", count: 500), font: TextFont(size: 17))], width: 1))
        #expect(many.lineCount == 3000 && uncapped.lineCount == 500)
        #expect(abs(many.size.height - 3000 * one.size.height) < 0.01, "\(many.size.height) vs \(one.size.height)")
        #expect(abs(many.size.height / 3000 - uncapped.size.height / 500) < 0.0001)
        #expect(many.size.width == uncapped.size.width)
        // Mixed scripts and marks, also capped: no abort, one line per cluster at most.
        let mixed = String(repeating: "a\u{0301}مر 👩‍👩‍👧 ", count: 200)
        let m = measurer.measure(TextRun([.init(mixed, font: TextFont(size: 17))], width: 0))
        #expect(m.lineCount >= 1 && m.lineCount <= mixed.unicodeScalars.count)
    }
}
