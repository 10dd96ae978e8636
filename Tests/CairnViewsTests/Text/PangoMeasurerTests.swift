import Cairn
import CairnCairo
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Pango measurements of the bundled Inter, checked independently with
/// `scripts/text-metrics/measure.c`: HarfBuzz advance sums and hhea metrics read straight
/// from Inter-Regular.otf (no Pango, no fontconfig), and a C Pango program with the same
/// pinned options. Inter 4.0 beta 7, Pango 1.50.12, HarfBuzz 6.0.
///
/// The system font is measured as iOS measures SF Pro (`SystemFontMetrics`): lines
/// 2444/2048 em tall with the baseline 1950/2048 em below the top (17 pt: 20.2871 and
/// 16.1865), and the HIG's tracking added after every character (17 pt: −0.43, which
/// Pango keeps as −440/1024 = −0.4297). So a width here is measure.c's advance sum plus
/// the character count times that tracking.
@Suite struct PangoMeasurerTests {
    let measurer = PangoTextMeasurer()

    func run(_ s: String, size: CGFloat = 17, width: CGFloat? = nil, lineLimit: Int? = nil, truncation: TextRun.TruncationMode = .tail) -> TextRun {
        TextRun([.init(s, font: TextFont(size: size))], width: width, lineLimit: lineLimit, truncationMode: truncation)
    }

    @Test func singleLineMatchesHarfBuzzAdvances() {
        // HarfBuzz: 18 glyphs, advance sum 158.3366 px; Pango keeps each advance to 1/1024
        // px: 158.3369, plus 18 × −0.4297 tracking = 150.6025. SF Pro's line: 20.2871 tall,
        // baseline 16.1865 (Inter's own would be 20.5742 and 16.4688).
        let m = measurer.measure(run("onevcat | Wei Wang"))
        #expect(close(m.size.width, 150.6025, 0.01))
        #expect(close(m.size.height, 20.2871, 0.01))
        #expect(close(m.firstBaseline, 16.1865, 0.01))
        #expect(m.lastBaseline == m.firstBaseline)
        #expect(m.lineCount == 1 && !m.isTruncated)
    }

    @Test func systemFontMetricsAreSFPros() {
        // SF Pro at 17: ascender 1950/2048 × 17 = 16.1865, descender −494/2048 × 17 =
        // −4.1006, cap height 1443/2048 × 17 = 11.9780, no line gap.
        let f = measurer.metrics(of: TextFont(size: 17))
        #expect(close(f.ascender, 16.1865, 0.01) && close(f.descender, -4.1006, 0.01))
        #expect(close(f.capHeight, 11.9780, 0.01) && close(f.leading, 0, 0.01))
        #expect(close(f.lineHeight, 20.2871, 0.01))
    }

    @Test func otherFamiliesKeepTheirFontFilesMetrics() {
        // JetBrains Mono at 17 (the monospaced design, bundled): hhea ascender 1020/1000 × 17
        // = 17.34, descender −300/1000 × 17 = −5.1 (fontTools reading of the bundled file).
        let f = measurer.metrics(of: TextFont(family: .system(.monospaced), size: 17))
        #expect(close(f.ascender, 17.34, 0.01) && close(f.descender, -5.1, 0.01))
        // No tracking either: 5 × 10.2 (its advance, 600/1000 × 17; HarfBuzz: 51.0).
        let m = measurer.measure(TextRun([.init("12345", font: TextFont(family: .system(.monospaced), size: 17))]))
        #expect(close(m.size.width, 5 * 600.0 / 1000 * 17, 0.01))
    }

    @Test func trackingFollowsTheHIGTable() {
        #expect(SystemFontMetrics.tracking(forSize: 17) == -0.43)
        #expect(SystemFontMetrics.tracking(forSize: 12) == 0)
        #expect(SystemFontMetrics.tracking(forSize: 28) == 0.38)
        #expect(close(SystemFontMetrics.tracking(forSize: 16.5), -0.37, 0.01))
        #expect(SystemFontMetrics.tracking(forSize: 2) == 0.24 && SystemFontMetrics.tracking(forSize: 200) == 0)
        // A sample of the HIG page's "Tracking (points)" column (Typography > Specifications >
        // "iOS, iPadOS, visionOS tracking values"), including the large sizes that fall to 0
        // only at 80 points.
        let page: [(CGFloat, CGFloat)] = [
            (6, 0.24), (11, 0.06), (13, -0.08), (15, -0.23), (20, -0.45), (23, -0.10), (24, 0.07), (32, 0.41),
            (34, 0.40), (50, 0.34), (53, 0.31), (56, 0.30), (60, 0.26), (68, 0.17), (72, 0.14), (76, 0.07), (80, 0), (96, 0),
        ]
        for (size, tracking) in page { #expect(SystemFontMetrics.tracking(forSize: size) == tracking, "\(size) pt") }
        // Between rows: 74 pt is halfway from 0.14 (72) to 0.07 (76).
        #expect(close(SystemFontMetrics.tracking(forSize: 74), 0.105, 0.01))
        // The table is the page's full list of sizes, ascending.
        #expect(SystemFontMetrics.trackingTable.count == 64)
        #expect(zip(SystemFontMetrics.trackingTable, SystemFontMetrics.trackingTable.dropFirst()).allSatisfy { $0.size < $1.size })
        // At 12 points (no tracking) the width is measure.c's Pango width: "Hello" 28.7217.
        let m = measurer.measure(run("Hello", size: 12))
        #expect(close(m.size.width, 28.7217, 0.01))
    }

    @Test func bundledInterIsUsedNotTheSystemCopy() {
        let files = measurer.fontFiles(run("Hello"))
        #expect(files.count == 1)
        #expect(files.first?.hasSuffix("Cairn_CairnCairo.resources/Fonts/Inter-Regular.otf") == true)
        let bold = measurer.fontFiles(TextRun([.init("Hello", font: TextFont(size: 17, weight: 600))]))
        #expect(bold.first?.hasSuffix("/Fonts/Inter-SemiBold.otf") == true)
    }

    @Test func wrapsAtAWordBoundary() {
        // In 100: "onevcat | " (the space at the wrap takes no room) and "Wei Wang"
        // (79.1328 + 8 × −0.4297 = 75.6953); two SF lines, 40.5742.
        let m = measurer.measure(run("onevcat | Wei Wang", width: 100))
        #expect(m.lineCount == 2)
        #expect(close(m.size.width, 75.6953, 0.01) && close(m.size.height, 40.5742, 0.01))
        #expect(close(m.firstBaseline, 16.1865, 0.01) && close(m.lastBaseline, 36.4736, 0.01))
    }

    @Test func ellipsisWithLineLimitOneIn100() {
        // Kept glyphs "onevcat | " (79.2041) + "…" at its own advance (13.9570) = 93.1611
        // untracked, less 10.5 tracking steps (Pango keeps half a step beside the
        // ellipsis): 88.6494. Pango pads the ellipsis to 100, Cairn reports what is
        // visible, as SwiftUI does.
        let m = measurer.measure(run("onevcat | Wei Wang", width: 100, lineLimit: 1))
        #expect(m.isTruncated && m.lineCount == 1)
        #expect(close(m.size.width, 88.6494, 0.01))
        #expect(close(m.size.height, 20.2871, 0.01))
    }

    @Test func baselinesOfAThreeLineText() {
        // "one two three" in 45: "one" / "two" / "three" (42.2588 + 5 × −0.4297 = 40.1104),
        // lines 20.2871 apart.
        let m = measurer.measure(run("one two three", width: 45))
        #expect(m.lineCount == 3)
        #expect(close(m.size.width, 40.1104, 0.01) && close(m.size.height, 60.8613, 0.01))
        #expect(close(m.firstBaseline, 16.1865, 0.01) && close(m.lastBaseline, 56.7607, 0.01))
    }

    @Test func lineSpacingAddsBetweenLines() {
        var r = run("one two three", width: 45)
        r.lineSpacing = 10
        let m = measurer.measure(r)
        #expect(close(m.size.height, 60.8613 + 20, 0.01) && close(m.lastBaseline, 56.7607 + 20, 0.01))
    }

    @Test func firstTextBaselineStackAlignsSeventeenAndThirtyFour() {
        // Baselines 16.1865 (17 pt, 20.2871 tall) and 32.3730 (34 pt, 40.5742 tall): the
        // small text sits 16.1865 below the large one's top; the stack is as tall as the
        // large text. "Title" at 34, in Inter Display (the display optical size from 24 pt):
        // HarfBuzz advances 1172 + 392 + 616 + 392 + 1076 = 3648 of 2048 units, × 34 = 60.5625,
        // + 5 × 0.4004 (the HIG's +0.40) = 62.5645; Inter Text gave 72.5127.
        let layout = pangoLayout(
            HStack(alignment: .firstTextBaseline) {
                Text("Name").font(.system(size: 17)).id("small")
                Text("Title").font(.system(size: 34)).id("large")
            }.id("stack"))
        // On the pixel grid (1×): baselines 16 and 32, the large text 63 × 41.
        let small = layout.frame(of: "small")!, large = layout.frame(of: "large")!
        #expect(close(small.minY + pixelRound(16.1865), large.minY + pixelRound(32.3730), 1e-9))
        #expect(close(small.minY - large.minY, 16, 1e-9))
        #expect(close(layout.frame(of: "stack")?.height, pixelCeil(40.5742), 1e-9))
        #expect(close(large.width, pixelCeil(62.5645), 1e-9))
    }

    @Test func textSpacingInAVStackUsesSFMetrics() {
        // SF Pro 17: line 20.2871, t = ⌈2.029⌉ = 3; above = 4.1006 + 3 = 7.1006;
        // below = max(20.2871 + 3 − 11.9780, 3 + 4.1006) = 11.3091.
        let layout = pangoLayout(
            VStack {
                Color.red.frame(width: 10, height: 10).id("top")
                Text("Hi").id("t")
                Color.red.frame(width: 10, height: 10).id("bottom")
            })
        let top = layout.frame(of: "top")!, t = layout.frame(of: "t")!, bottom = layout.frame(of: "bottom")!
        #expect(close(t.minY - top.maxY, 7.1006, 0.01))
        #expect(close(bottom.minY - t.maxY, 11.3091, 0.01))
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
        // "two three": 29.8223 + a space (4.7812) + 42.2588 (measure.c) = 76.8623, plus
        // 9 × −0.4297 tracking = 72.9951; two SF lines, 40.5742.
        #expect(r.lineCount == 2 && !r.isTruncated)
        #expect(close(r.size.height, 40.5742, 0.01) && close(r.size.width, 72.9951, 0.02))
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
