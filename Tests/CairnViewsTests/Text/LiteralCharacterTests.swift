import Cairn
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Inter's contextual alternates draw "2x2" as "2×2" and "a->b" with an arrow; SF Pro, which
/// Inter stands in for, draws what was typed. Widths from HarfBuzz on the bundled
/// Inter-Regular.otf (2816 units an em): with `calt`, "2x2" is 1704 + 1856 (the ×) + 1704
/// units, as "2×2" typed is (30.4893 points); as typed 1704 + 1520 (the x) + 1704 = 4928,
/// × 17 / 2816 = 29.75 points, plus three times the HIG's tracking at 17 points (−0.4297):
/// 28.4609. "a->b" as typed is 1588 + 1296 + 1856 + 1748 = 6488 units, 39.1676 points, less
/// four trackings: 37.4488 (with the arrow, one 2688-unit glyph, as "a→b" typed: 35.0781).
@Suite struct LiteralCharacterTests {
    let measurer = PangoTextMeasurer()

    func width(_ s: String) -> CGFloat {
        measurer.measure(TextRun([.init(s, font: TextFont(size: 17))])).size.width
    }

    @Test func timesBetweenDigitsStaysAnX() {
        #expect(close(width("2x2"), 28.4609, 0.01) as Bool)
        #expect(close(width("2×2"), 30.4893, 0.01) as Bool)
    }

    @Test func arrowsStayTheirCharacters() {
        #expect(close(width("a->b"), 37.4488, 0.01) as Bool)
        #expect(close(width("a→b"), 35.0781, 0.01) as Bool)
    }

    @Test func theRangesAreThePatternsBytes() {
        #expect(PangoTextLayout.literalRanges("1920x1080") == [3..<6])
        #expect(PangoTextLayout.literalRanges("3 x 4") == [0..<5])
        #expect(PangoTextLayout.literalRanges("é 2x2 ->") == [3..<6, 7..<9])  // é is 2 bytes
        #expect(PangoTextLayout.literalRanges("a <=> b, x2, 2x, 4Kx2K, 12:30, (ABC)") == [2..<5])
        #expect(PangoTextLayout.literalRanges("== -- ~> x").isEmpty)
        #expect(PangoTextLayout.literalRanges("").isEmpty)
    }
}
