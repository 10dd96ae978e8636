import Cairn
import CairnCairo
import Foundation
import Synchronization
import Testing
import CairnTestSupport

/// Text measures each distinct (string, width) once per view: the wrap width first, the
/// ideal only when nothing tells it (issue 10's text benchmark).
@Suite struct MeasurementCountTests {
    /// Counts the runs a layout asks the measurer for.
    final class CountingMeasurer: TextMeasurer {
        let base: any TextMeasurer
        let runs = Mutex<[TextRun]>([])
        init(_ base: any TextMeasurer) { self.base = base }
        func measure(_ run: TextRun) -> TextMeasurement {
            runs.withLock { $0.append(run) }
            return base.measure(run)
        }
        func metrics(of font: TextFont) -> FontMetrics { base.metrics(of: font) }
        func hasFamily(named name: String) -> Bool { base.hasFamily(named: name) }
        var count: Int { runs.withLock { $0.count } }
        var distinct: Int { runs.withLock { Set($0).count } }
    }

    static let long = "The stack offers each child a size and the text wraps at its width, measured once by Pango and HarfBuzz"

    @Test func oneMeasurementPerDistinctRun() {
        // A VStack proposes 400×0, 400×∞ and two finite heights to each text. A wrapping text
        // is measured at 400 and, for the zero-height probe, at 400 on one line; a short one
        // once. Before: the ideal and the wrap width for each of the four proposals (8).
        let counter = CountingMeasurer(PangoTextMeasurer())
        let view = VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: Self.long)
            Text(verbatim: "Short")
        }.frame(width: 400)
        let layout = ViewLayout(of: view, in: CGSize(width: 400, height: 1000), textMeasurer: counter)
        #expect(counter.count == 3)
        #expect(counter.distinct == 3)
        // The stack is the long text's lines at 400 plus the short one's, each SF Pro's body
        // line (2444/2048 × 17 = 20.2871), rounded up to the pixel (1×).
        let lines = PangoTextMeasurer().measure(TextRun([.init(Self.long, font: TextFont(size: 17))], width: 400)).lineCount
        #expect(lines >= 2)
        #expect(abs(layout.size.height - pixelCeil(CGFloat(lines) * 2444 / 2048 * 17) - pixelCeil(2444.0 / 2048 * 17)) < 0.001)
    }

    @Test func aLineThatFitsMeasuresAsTheIdeal() {
        // Measured at a width it fits in, a text has one line per paragraph and the same
        // measurement as unconstrained (lines are left-aligned and as wide as their glyphs):
        // the premise of measuring the wrap width first.
        let measurer = PangoTextMeasurer()
        let strings = ["Hello", "Hello  ", "  leading", "onevcat | Wei Wang", "سلام عليكم", "שלום עולם", "日本語のテキスト", "one\ntwo\n", "1111 0000"]
        for s in strings {
            for font in [TextFont(size: 17), TextFont(size: 34, weight: 700), TextFont(family: .system(.monospaced), size: 13)] {
                let ideal = measurer.measure(TextRun([.init(s, font: font)]))
                let wide = measurer.measure(TextRun([.init(s, font: font)], width: ideal.size.width + 50))
                #expect(wide == ideal, "\(s) \(font.size)")
                #expect(wide.lineCount == s.filter { $0 == "\n" }.count + 1)
            }
        }
    }
}
