import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// `AxisMark`'s modifiers (`font(_:)`, `foregroundStyle(_:)`, `offset(x:y:)`) and a grid
/// line's own `StrokeStyle`, as pasted chart code uses them:
/// `AxisValueLabel().foregroundStyle(.white)`, `AxisGridLine().foregroundStyle(.gray.opacity(0.3))`,
/// `AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 4]))`.
@Suite(.designEra(.iOS17)) struct AxisMarkModifierTests {
    func bitmap<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> Bitmap {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: w, height: h)
        return try r.bitmap()
    }

    /// With the x axis hidden and y marks drawing grid lines only, the plot is the whole
    /// 200 × 100 chart over a 0...100 domain: value 50 is row 50. A red 4-point grid line there
    /// covers rows 48–51 in full; a 10-point offset moves the line at 100 (row 0) to row 10;
    /// the default line at 0 stays the grid colour's hairline.
    @Test func gridLineStyleStrokeAndOffset() throws {
        let chart = Chart { BarMark(x: .value("C", "A"), y: .value("V", 0)) }
            .chartXAxis(.hidden)
            .chartYScale(domain: 0...100)
            .chartYAxis {
                AxisMarks(values: [50]) { _ in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 4)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
                }
                AxisMarks(values: [100]) { _ in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 2)).foregroundStyle(Color(red: 0, green: 0, blue: 1)).offset(y: 10)
                }
            }
        let b = try bitmap(chart, 200, 100)
        for y in 48...51 { #expect(b.pixel(x: 100, y: y) == (255, 0, 0, 255), "row \(y)") }
        #expect(b.pixel(x: 100, y: 46).alpha == 0 && b.pixel(x: 100, y: 53).alpha == 0)
        // The line at 100 (y 0), 2 points wide, moved down 10: rows 9 and 10.
        #expect(b.pixel(x: 100, y: 9) == (0, 0, 255, 255) && b.pixel(x: 100, y: 10) == (0, 0, 255, 255))
        #expect(b.pixel(x: 100, y: 0).alpha == 0 && b.pixel(x: 100, y: 12).alpha == 0)
    }

    /// A dashed grid line (`AxisGridLine(stroke: StrokeStyle(lineWidth: 2, dash: [10, 10]))`)
    /// is drawn dashed: along row 50, ink in x 0–9, none in 10–19, ink again in 20–29.
    @Test func dashedGridLine() throws {
        let chart = Chart { BarMark(x: .value("C", "A"), y: .value("V", 0)) }
            .chartXAxis(.hidden)
            .chartYScale(domain: 0...100)
            .chartYAxis {
                AxisMarks(values: [50]) { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: 2, dash: [10, 10])).foregroundStyle(Color.black) }
            }
        let b = try bitmap(chart, 200, 100)
        #expect(b.pixel(x: 5, y: 49) == (0, 0, 0, 255))
        #expect(b.pixel(x: 15, y: 49).alpha == 0)
        #expect(b.pixel(x: 25, y: 49) == (0, 0, 0, 255))
    }

    /// A label's font and colour: `AxisValueLabel().font(.system(size: 40, weight: .black))
    /// .foregroundStyle(.blue)` is drawn in pure blue (the default is the secondary grey), and
    /// its frame is as tall as 40-point text; the innermost font wins, as in SwiftUI.
    @Test func labelFontColourAndOffset() throws {
        let chart = Chart { BarMark(x: .value("C", "A"), y: .value("V", 0)) }
            .chartXAxis(.hidden)
            .chartYScale(domain: 0...100)
            .chartYAxis {
                AxisMarks(values: [50]) { _ in
                    AxisValueLabel { Text("50").id("label") }
                        .font(.system(size: 40, weight: .black)).font(.caption)
                        .foregroundStyle(Color(red: 0, green: 0, blue: 1))
                }
            }
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        let label = try #require(layout.frame(of: "label"))
        let fortyPointLine = Text("50").font(.system(size: 40, weight: .black))
        let expected = ViewLayout(of: fortyPointLine, in: CGSize(width: 200, height: 100)).size
        #expect(close(label.size, expected, 1e-6), "\(label) vs \(expected)")
        let b = try bitmap(chart, 200, 100)
        var blue = 0
        for y in 0..<100 { for x in 100..<200 where b.pixel(x: x, y: y) == (0, 0, 255, 255) { blue += 1 } }
        #expect(blue > 100, "\(blue) pure blue pixels")

        // An offset moves the label's frame by exactly that much.
        let moved = Chart { BarMark(x: .value("C", "A"), y: .value("V", 0)) }
            .chartXAxis(.hidden)
            .chartYScale(domain: 0...100)
            .chartYAxis {
                AxisMarks(values: [50]) { _ in
                    AxisValueLabel { Text("50").id("label") }.font(.system(size: 40, weight: .black)).offset(x: -6, y: 7)
                }
            }
        let shifted = try #require(ViewLayout(of: moved, in: CGSize(width: 200, height: 100)).frame(of: "label"))
        #expect(close(shifted.origin, CGPoint(x: label.minX - 6, y: label.minY + 7), 1e-6), "\(shifted) vs \(label)")
    }

    /// Modifiers on marks in the plan: inner values win, offsets add, a NaN offset moves nothing.
    @Test func decorationsComposeAndNonFiniteOffsetsAreIgnored() {
        var settings = ChartSettings()
        settings.yAxis.marks = [AxisMarks(values: [0]) { _ in
            AxisTick().offset(x: 3).offset(x: 4, y: .nan)
            AxisValueLabel().font(.title).font(.caption)
        }]
        let p = plan(settings) { PointMark(x: .value("X", 1), y: .value("Y", 100)) }
        #expect(p.y.parts(at: 0).tickDecoration.offset == CGSize(width: 7, height: 0))
        #expect(p.y.parts(at: 0).labelDecoration.font == .title)
        #expect(p.y.parts(at: 0).gridDecoration.isPlain)
    }
}
