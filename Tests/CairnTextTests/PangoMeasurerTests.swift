import CairnCairo
import CairnDisplayList
import Foundation
import Testing

/// Numbers checked independently with `scripts/text-metrics/measure.c` (HarfBuzz advance
/// sums read straight from Inter-Regular.otf, and a C Pango program with the same pinned
/// options), Inter 4.0 beta 7, Pango 1.50.12, HarfBuzz 6.0.
@Suite struct PangoMeasurerTests {
    let measurer = PangoTextMeasurer()

    func run(_ s: String, size: CGFloat = 17, width: CGFloat? = nil, lineLimit: Int? = nil, truncation: TextRun.TruncationMode = .tail) -> TextRun {
        TextRun([.init(s, font: TextFont(size: size))], width: width, lineLimit: lineLimit, truncationMode: truncation)
    }

    @Test func singleLineMatchesHarfBuzzAdvances() {
        // HarfBuzz: 18 glyphs, advance sum 158.3366 px; hhea ascender 16.4688, descender
        // -4.1051 (line 20.5739); Pango rounds each advance to 1/1024 px: 158.3369 × 20.5742.
        let m = measurer.measure(run("onevcat | Wei Wang"))
        #expect(abs(m.size.width - 158.3369) < 0.01)
        #expect(abs(m.size.height - 20.5742) < 0.01)
        #expect(abs(m.firstBaseline - 16.4688) < 0.01)
        #expect(m.lastBaseline == m.firstBaseline)
        #expect(m.lineCount == 1)
        #expect(!m.isTruncated)
    }
}
