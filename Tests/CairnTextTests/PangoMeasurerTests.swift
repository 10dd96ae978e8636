import Cairn
@testable import CairnCairo
import Foundation
import Testing

/// Pango measurements of the bundled Inter, checked independently with
/// `scripts/text-metrics/measure.c`: HarfBuzz advance sums and hhea metrics read straight
/// from Inter-Regular.otf (no Pango, no fontconfig), and a C Pango program with the same
/// pinned options. Inter 4.0 beta 7, Pango 1.50.12, HarfBuzz 6.0.
@Suite struct PangoMeasurerTests {
    let measurer = PangoTextMeasurer()

    func run(_ s: String, size: CGFloat = 17, width: CGFloat? = nil, lineLimit: Int? = nil, truncation: TextRun.TruncationMode = .tail) -> TextRun {
        TextRun([.init(s, font: TextFont(size: size))], width: width, lineLimit: lineLimit, truncationMode: truncation)
    }

    @Test func singleLineMatchesHarfBuzzAdvances() {
        // HarfBuzz: 18 glyphs, advance sum 158.3366 px; hhea ascender 16.4688, descender
        // −4.1051. Pango keeps each advance to 1/1024 px: 158.3369 × 20.5742.
        let m = measurer.measure(run("onevcat | Wei Wang"))
        #expect(close(m.size.width, 158.3369))
        #expect(close(m.size.height, 20.5742))
        #expect(close(m.firstBaseline, 16.4688))
        #expect(m.lastBaseline == m.firstBaseline)
        #expect(m.lineCount == 1 && !m.isTruncated)
    }

    @Test func fontMetricsMatchTheFontFile() {
        // hhea ascender 16.4688, descender −4.1051, line gap 0; OS/2 cap height 12.3636.
        let f = measurer.metrics(of: TextFont(size: 17))
        #expect(close(f.ascender, 16.4688) && close(f.descender, -4.1051))
        #expect(close(f.capHeight, 12.3636) && close(f.leading, 0))
    }

    @Test func bundledInterIsUsedNotTheSystemCopy() {
        let files = measurer.fontFiles(run("Hello"))
        #expect(files.count == 1)
        #expect(files.first?.hasSuffix("Cairn_CairnCairo.resources/Fonts/Inter-Regular.otf") == true)
        let bold = measurer.fontFiles(TextRun([.init("Hello", font: TextFont(size: 17, weight: 600))]))
        #expect(bold.first?.hasSuffix("/Fonts/Inter-SemiBold.otf") == true)
    }

    @Test func wrapsAtAWordBoundary() {
        // In 100: "onevcat | " (74.4229; the space at the wrap takes no room) and
        // "Wei Wang" (79.1328).
        let m = measurer.measure(run("onevcat | Wei Wang", width: 100))
        #expect(m.lineCount == 2)
        #expect(close(m.size.width, 79.1328) && close(m.size.height, 41.1484))
        #expect(close(m.firstBaseline, 16.4688) && close(m.lastBaseline, 37.0430))
    }

    @Test func ellipsisWithLineLimitOneIn100() {
        // Kept glyphs "onevcat | " (79.2041) + "…" at its own advance (13.9570) = 93.1611;
        // Pango pads the ellipsis to 100, Cairn reports what is visible, as SwiftUI does.
        let m = measurer.measure(run("onevcat | Wei Wang", width: 100, lineLimit: 1))
        #expect(m.isTruncated && m.lineCount == 1)
        #expect(close(m.size.width, 93.1611) && close(m.size.height, 20.5742))
    }

    @Test func baselinesOfAThreeLineText() {
        // "one two three" in 45: "one" / "two" / "three" (42.2588), lines 20.5742 apart.
        let m = measurer.measure(run("one two three", width: 45))
        #expect(m.lineCount == 3)
        #expect(close(m.size.width, 42.2588) && close(m.size.height, 61.7227))
        #expect(close(m.firstBaseline, 16.4688) && close(m.lastBaseline, 57.6172))
    }

    @Test func lineSpacingAddsBetweenLines() {
        var r = run("one two three", width: 45)
        r.lineSpacing = 10
        let m = measurer.measure(r)
        #expect(close(m.size.height, 61.7227 + 20) && close(m.lastBaseline, 57.6172 + 20))
    }

    @Test func firstTextBaselineStackAlignsSeventeenAndThirtyFour() {
        // Baselines 16.4688 (17 pt, 20.5742 tall) and 32.9375 (34 pt, 41.1475 tall): the
        // small text sits 16.4687 below the large one's top; the stack is as tall as the
        // large text.
        let layout = pangoLayout(
            HStack(alignment: .firstTextBaseline) {
                Text("Name").font(.system(size: 17)).id("small")
                Text("Title").font(.system(size: 34)).id("large")
            }.id("stack"))
        let small = layout.frame(of: "small")!, large = layout.frame(of: "large")!
        #expect(close(small.minY + 16.4688, large.minY + 32.9375))
        #expect(close(small.minY - large.minY, 16.4687))
        #expect(close(layout.frame(of: "stack")?.height, 41.1475))
        #expect(close(large.width, 70.5107))
    }

    @Test func textSpacingInAVStackUsesInterMetrics() {
        // Inter 17: line 20.5739, t = ⌈2.057⌉ = 3; above = 4.1051 + 3 = 7.1051;
        // below = max(20.5739 + 3 − 12.3636, 3 + 4.1051) = 11.2103.
        let layout = pangoLayout(
            VStack {
                Color.red.frame(width: 10, height: 10).id("top")
                Text("Hi").id("t")
                Color.red.frame(width: 10, height: 10).id("bottom")
            })
        let top = layout.frame(of: "top")!, t = layout.frame(of: "t")!, bottom = layout.frame(of: "bottom")!
        #expect(close(t.minY - top.maxY, 7.1051))
        #expect(close(bottom.minY - t.maxY, 11.2103))
    }
}

@Suite struct PangoParagraphTests {
    /// A line limit counts lines across paragraphs; the last shown line holds the rest of
    /// the text with its breaks read as spaces, cut with "…" only if it is too wide.
    @Test func lineLimitCountsLinesAcrossParagraphs() {
        let m = PangoTextMeasurer()
        let three = TextRun([.init("one\ntwo\nthree", font: TextFont(size: 17))])
        #expect(m.measure(three).lineCount == 3)
        var limited = three
        limited.lineLimit = 2
        limited.width = 300
        let r = m.measure(limited)
        // "two three": 29.8223 + a space (4.7812) + 42.2588 (measure.c) = 76.8623.
        #expect(r.lineCount == 2 && !r.isTruncated)
        #expect(close(r.size.height, 41.1484) && close(r.size.width, 76.8623, 0.02))
        limited.width = 50
        let cut = m.measure(limited)
        #expect(cut.lineCount == 2 && cut.isTruncated && cut.size.width <= 50)
    }

    @Test func fixedMetricMeasurerAgrees() {
        // Same rules with made-up metrics: "two three" = 9 × 5 = 45; in 30: "two t…" = 30.
        let m = FixedMetricTextMeasurer()
        var run = TextRun([.init("one\ntwo\nthree", font: TextFont(size: 10))], width: 300, lineLimit: 2)
        #expect(m.measure(run) == TextMeasurement(size: CGSize(width: 45, height: 24), firstBaseline: 8, lastBaseline: 20, lineCount: 2, isTruncated: false))
        run.width = 30
        #expect(m.measure(run).size.width == 30 && m.measure(run).isTruncated)
    }
}
