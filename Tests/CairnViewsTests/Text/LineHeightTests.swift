import Cairn
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// iOS 26's `lineHeight(_:)`: the distance between successive baselines. The numbers start
/// from `PangoMeasurerTests`' three-line "one two three" at 17 points in 45 points (SF Pro's
/// line: 20.2871 tall, baseline 16.1865; 60.8613 tall, last baseline 56.7607), and the
/// documented definitions: `multiple(factor:)` = largest point size × factor,
/// `leading(increase:)` = size + increase, `exact(points:)` = points. The fonts' own line is
/// centred in each line (Cairn's estimate): its baseline sits (pitch − 20.2871) / 2 lower.
@Suite struct LineHeightTests {
    let measurer = PangoTextMeasurer()

    func paragraph(_ lineHeight: TextRun.LineHeight?, spacing: CGFloat = 0) -> TextMeasurement {
        measurer.measure(TextRun([.init("one two three", font: TextFont(size: 17))], width: 45,
                                 lineSpacing: spacing, lineHeight: lineHeight))
    }

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let lineHeight: TextRun.LineHeight?
        let pitch: Double
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "none", lineHeight: nil, pitch: 20.2871),
        Case(name: "variable", lineHeight: .variable, pitch: 20.2871),
        Case(name: "multiple 1.5", lineHeight: .multiple(1.5), pitch: 25.5),
        Case(name: "increase 8", lineHeight: .increase(8), pitch: 25),
        Case(name: "exact 14", lineHeight: .exact(14), pitch: 14),
        Case(name: "exact -5", lineHeight: .exact(-5), pitch: 0),
        Case(name: "exact NaN", lineHeight: .exact(.nan), pitch: 20.2871),
        Case(name: "multiple infinity", lineHeight: .multiple(.infinity), pitch: 20.2871),
        Case(name: "multiple 1e9", lineHeight: .multiple(1e9), pitch: 100_000),
    ]

    @Test(arguments: cases) func threeLinesStepByThePitch(_ c: Case) {
        let m = paragraph(c.lineHeight)
        #expect(m.lineCount == 3)
        #expect(close(m.size.height, 3 * c.pitch, 0.01) as Bool)
        let first = (c.pitch - 20.2871) / 2 + 16.1865
        #expect(close(m.firstBaseline, first, 0.01) as Bool)
        #expect(close(m.lastBaseline, first + 2 * c.pitch, 0.01) as Bool)
    }

    @Test func lineSpacingStillAddsBetweenLines() {
        let m = paragraph(.multiple(1.5), spacing: 10)
        #expect(close(m.size.height, 76.5 + 20, 0.01) && close(m.lastBaseline, 18.7930 + 51 + 20, 0.01))
    }

    @Test func theLargestPointSizeOnTheLineCounts() {
        // "a B" on one line, 17 and 34 points: 34 × 1.5 = 51 tall. SF Pro at 34: ascender
        // 32.3730 + descender 8.2012 = 40.5742 own; baseline (51 − 40.5742) / 2 + 32.3730.
        let run = TextRun([.init("a ", font: TextFont(size: 17)), .init("B", font: TextFont(size: 34))], lineHeight: .multiple(1.5))
        let m = measurer.measure(run)
        #expect(m.lineCount == 1)
        #expect(close(m.size.height, 51, 0.01) as Bool)
        #expect(close(m.firstBaseline, (51 - 40.5742) / 2 + 32.3730, 0.01) as Bool)
    }

    @Test func namedHeightsAreHIGLeadingOverBody() {
        // Cairn's estimate: normal, tight and loose are Body's 22, 20 and 24 points of
        // leading over its 17: at 17 points the pitch is exactly those.
        for (lineHeight, points) in [(AttributedString.LineHeight.normal, 22.0), (.tight, 20), (.loose, 24)] {
            let m = paragraph(lineHeight.value)
            #expect(close(m.size.height, 3 * points, 0.001), "\(lineHeight) \(m.size.height)")
        }
        #expect(AttributedString.LineHeight.multiple(factor: 2).value == .multiple(2))
        #expect(AttributedString.LineHeight.leading(increase: 3).value == .increase(3))
        #expect(AttributedString.LineHeight.exact(points: 9).value == .exact(9))
        #expect(AttributedString.LineHeight.variable.value == .variable)
    }

    @Test func theModifierReachesTheRunAndItsFrame() {
        // The text view: 3 × 25.5 = 76.5 tall, rounded up to whole points at scale 1.
        let view = Text("one two three").font(.system(size: 17)).id("t").frame(width: 45).lineHeight(.multiple(factor: 1.5))
        let layout = pangoLayout(view)
        let item = textItems(layout.displayList).first
        #expect(item?.run.lineHeight == .multiple(1.5))
        #expect(layout.displayList.dump.contains("lineHeight=multiple/1.5 {"))
        let plain = pangoLayout(Text("one two three").font(.system(size: 17)).id("t").frame(width: 45))
        #expect(!plain.displayList.dump.contains("lineHeight"))
        #expect(layout.frame(of: "t")?.height == 77)
        #expect(plain.frame(of: "t")?.height == 61)
        // An inner nil undoes an outer line height.
        let undone = Text("one two three").font(.system(size: 17)).id("t").lineHeight(nil).frame(width: 45).lineHeight(.multiple(factor: 1.5))
        #expect(pangoLayout(undone).frame(of: "t")?.height == 61)
    }

    @Test func reservedLinesUseTheLineHeight() {
        // `lineLimit(3, reservesSpace: true)` on one line: three lines of exactly 30 points.
        let layout = pangoLayout(Text("a").font(.system(size: 17)).lineLimit(3, reservesSpace: true).lineHeight(.exact(points: 30)).id("t"))
        #expect(layout.frame(of: "t")?.height == 90)
    }

    @Test func roundTripsThroughCodable() throws {
        for value in [AttributedString.LineHeight.multiple(factor: 1.25), .leading(increase: 4), .exact(points: 19), .variable] {
            let data = try JSONEncoder().encode(value)
            #expect(try JSONDecoder().decode(AttributedString.LineHeight.self, from: data) == value)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AttributedString.LineHeight.self, from: Data(#"{"kind":"huge"}"#.utf8))
        }
    }
}
