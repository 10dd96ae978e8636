import Cairn
import CairnCairo
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Arabic and Hebrew: shaped by HarfBuzz from DejaVu Sans (the fallback), aligned by the
/// layout direction.
@Suite struct RTLTextTests {
    let measurer = PangoTextMeasurer()

    func run(_ s: String, width: CGFloat? = nil) -> TextRun { TextRun([.init(s, font: TextFont(size: 17))], width: width) }

    @Test func arabicIsShapedWithLigatures() {
        // measure.c with DejaVuSans.ttf: "سلام" is 3 glyphs (lam-alef joins), 34.9131
        // wide; its letters apart "س ل ا م" are 7 glyphs, 64.5654.
        let word = measurer.measure(run("سلام"))
        #expect(measurer.fontFiles(run("سلام")).first?.hasSuffix("DejaVuSans.ttf") == true)
        #expect(measurer.unknownGlyphCount(run("سلام")) == 0)
        let expected: CGFloat = 34.9131 + arabicTracking(glyphs: 3)
        #expect(close(word.size.width, expected, 0.01))
        // Joined forms are narrower than the isolated letters.
        #expect(word.size.width < measurer.measure(run("س ل ا م")).size.width - 20)
    }

    /// The system font's tracking on `glyphs` clusters at 17 points: Pango letter-spaces
    /// Arabic clusters too (the lam-alef ligature counts once). iOS would not track SF
    /// Arabic this way; the 0.43-point overlap per cluster is a known difference.
    func arabicTracking(glyphs: Int) -> CGFloat {
        CGFloat(glyphs) * -440.0 / 1024
    }

    @Test func hebrewMeasuresLikeTheFontsAdvances() {
        // measure.c: "שלום עולם" 79.2412 in DejaVu Sans; 9 characters tracked −0.4297.
        let m = measurer.measure(run("שלום עולם"))
        let tracked: CGFloat = 79.2412 - 9 * 440.0 / 1024
        #expect(close(m.size.width, tracked, 0.01))
        // DejaVu's line (ascent 15.7798 + descent 4.0093 = 19.7891) is within SF Pro's, so
        // the line is the system font's: 16.1865 + 4.1006 = 20.2871.
        let line: CGFloat = 20.2871
        #expect(close(m.size.height, line, 0.01))
    }

    @Test func leadingAlignmentIsRightInRightToLeft() {
        // Multi-line text's lines align to the leading edge: the right in RTL.
        let text = Text("שלום עולם שלום").frame(width: 90)
        let ltr = textItems(pangoLayout(text).displayList).first?.run.alignment
        let rtl = textItems(pangoLayout(text.environment(\.layoutDirection, .rightToLeft)).displayList).first?.run.alignment
        #expect(ltr == .leading && rtl == .trailing)
        let centred = textItems(pangoLayout(text.multilineTextAlignment(.center).environment(\.layoutDirection, .rightToLeft)).displayList)
        #expect(centred.first?.run.alignment == .center)
        let trailing = textItems(pangoLayout(text.multilineTextAlignment(.trailing).environment(\.layoutDirection, .rightToLeft)).displayList)
        #expect(trailing.first?.run.alignment == .leading)
    }
}
