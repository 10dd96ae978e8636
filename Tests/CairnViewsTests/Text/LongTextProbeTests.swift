import Cairn
import CairnCairo
import CairnDisplayList
import Foundation
import Testing
import CairnTestSupport

/// A measurer that counts the layouts a text view asks for (each is a Pango layout of the
/// whole run unless the shared cache already holds it).
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    let base = PangoTextMeasurer()
    private let lock = NSLock()
    private var counted = 0
    var count: Int { lock.withLock { counted } }
    func measure(_ run: TextRun) -> TextMeasurement {
        lock.withLock { counted += 1 }
        return base.measure(run)
    }
    func metrics(of font: TextFont) -> FontMetrics { base.metrics(of: font) }
    func hasFamily(named name: String) -> Bool { base.hasFamily(named: name) }
}

/// Long text under many probes (issue 16): the layouts a text needs do not grow with its
/// length. Fitting a height used to bisect the line count, one whole-text layout per step
/// (20 for a megabyte at a narrow width); it now starts from the line pitch.
@Suite struct LongTextProbeTests {
    static func text(_ characters: Int) -> String { String(repeating: "lorem ipsum dolor ", count: characters / 18) }

    /// The same stacks with 2,000 and 20,000 characters ask for the same number of layouts:
    /// a VStack (proposal, ideal, one-line and fitted counts) and an HStack of two long
    /// texts (which probes each at 0, ∞ and its share).
    @Test func layoutCountDoesNotGrowWithLength() {
        func counts(_ n: Int) -> (vstack: Int, hstack: Int) {
            let s = Self.text(n)
            let v = CountingMeasurer(), h = CountingMeasurer()
            _ = ViewLayout(of: VStack { Text(s); Text("x") }, in: CGSize(width: 400, height: 400), textMeasurer: v)
            _ = ViewLayout(of: HStack { Text(s); Text(s) }, in: CGSize(width: 400, height: 400), textMeasurer: h)
            return (v.count, h.count)
        }
        let short = counts(2_000), long = counts(20_000)
        #expect(short == long, "\(short) vs \(long)")
        // Bisection took 9 and 46 layouts at 3,000 characters, 13 and 62 at 48,000.
        #expect(long.vstack <= 5 && long.hstack <= 14, "\(long)")
    }

    /// The fitted line count is the largest whose height fits, checked against a linear scan
    /// of the same measurer: 20,000 characters wrapped at 150 points in a 100-point frame.
    @Test(arguments: [100.0, 333.0, 1000.0])
    func fittedLineCountIsTheLargestThatFits(height: Double) {
        let s = Self.text(20_000)
        let measurer = PangoTextMeasurer()
        var expected = 1
        for k in 1...200 {
            let run = TextRun([.init(s, font: TextFont(size: 17))], width: 150, lineLimit: k)
            if measurer.measure(run).size.height <= height { expected = k } else { break }
        }
        let counting = CountingMeasurer()
        let layout = ViewLayout(of: Text(s).id("t").frame(width: 150, height: height), in: CGSize(width: 400, height: 1000),
                                textMeasurer: counting)
        let fitted = TextRun([.init(s, font: TextFont(size: 17))], width: 150, lineLimit: expected)
        #expect(layout.frame(of: "t")?.height == pixelCeil(measurer.measure(fitted).size.height))
        #expect(counting.count <= 4, "\(counting.count)")
    }
}
