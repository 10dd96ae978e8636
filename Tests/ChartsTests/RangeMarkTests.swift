import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// Range marks (issue 25): bars, rectangles, rules and areas between two values, and a box
/// plot built from them. Geometry in a 200 × 100 plot with the domains fixed to 0...100.
@Suite(.designEra(.iOS17)) struct RangeMarkTests {
    static func settings() -> ChartSettings {
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        s.y.domain = .range(0, 100)
        return s
    }

    /// `BarMark(x:yStart:yEnd:width:)`: band A of two is 0...100 (centre 50); the 20-point bar
    /// spans x 40...60 and y 20...60 → 40...80 (y down).
    @Test func verticalRangeBar() {
        var s = ChartSettings()
        s.y.domain = .range(0, 100)
        let p = plan(s) {
            BarMark(x: .value("C", "A"), yStart: .value("Lo", 20), yEnd: .value("Hi", 60), width: 20)
            BarMark(x: .value("C", "B"), yStart: .value("Lo", 0), yEnd: .value("Hi", 100))
        }
        let g = ChartGeometry(plan: p, size: CGSize(width: 200, height: 100))
        #expect(g.barRect(0) == CGRect(x: 40, y: 40, width: 20, height: 40))
        // Automatic width: 0.75 of the 100-point band, the whole height.
        #expect(g.barRect(1) == CGRect(x: 112.5, y: 0, width: 75, height: 100))
    }

    /// `BarMark(xStart:xEnd:y:height:)`: a horizontal bar from 10 to 30 (x 20...60) on row R,
    /// the only row (0...100 tall, centre 50), 10 points high.
    @Test func horizontalRangeBar() {
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        let p = plan(s) { BarMark(xStart: .value("S", 10), xEnd: .value("E", 30), y: .value("R", "R"), height: .fixed(10)) }
        #expect(p.horizontal == [true])
        #expect(ChartGeometry(plan: p, size: CGSize(width: 200, height: 100)).barRect(0) == CGRect(x: 20, y: 45, width: 40, height: 10))
    }

    /// `RectangleMark` over ranges (both, x, y) and `RuleMark(xStart:xEnd:y:)`.
    @Test func rectangleAndRuleRanges() {
        let p = plan(Self.settings()) {
            RectangleMark(xStart: .value("X0", 10), xEnd: .value("X1", 50), yStart: .value("Y0", 25), yEnd: .value("Y1", 75))
            RectangleMark(xStart: .value("X0", 10), xEnd: .value("X1", 50), y: .value("Y", 50), height: 10)
            RectangleMark(x: .value("X", 50), yStart: .value("Y0", 10), yEnd: .value("Y1", 30), width: .fixed(6))
            RuleMark(xStart: .value("X0", 10), xEnd: .value("X1", 30), y: .value("Y", 50))
        }
        let g = ChartGeometry(plan: p, size: CGSize(width: 200, height: 100))
        #expect(g.rectangleRect(0) == CGRect(x: 20, y: 25, width: 80, height: 50))
        // `RectangleMark(xStart:xEnd:y:height:)`: x 20...100, 10 tall centred on y 50.
        #expect(g.rectangleRect(1) == CGRect(x: 20, y: 45, width: 80, height: 10))
        // `RectangleMark(x:yStart:yEnd:width:)`: 6 wide centred on x 100, y 70...90.
        #expect(g.rectangleRect(2) == CGRect(x: 97, y: 70, width: 6, height: 20))
        let rule = g.rule(3)
        #expect(rule?.0 == CGPoint(x: 20, y: 50) && rule?.1 == CGPoint(x: 60, y: 50))
    }

    /// `AreaMark(x:yStart:yEnd:)`: a band from (0, 10...30) to (100, 20...60) fills x 0...200
    /// and y 40...90 (its top at 60, its bottom at 10); it does not stack on zero.
    @Test func rangeArea() throws {
        let p = plan(Self.settings()) {
            AreaMark(x: .value("X", 0), yStart: .value("Lo", 10), yEnd: .value("Hi", 30))
            AreaMark(x: .value("X", 100), yStart: .value("Lo", 20), yEnd: .value("Hi", 60))
        }
        let g = ChartGeometry(plan: p, size: CGSize(width: 200, height: 100))
        #expect(p.batches.count == 1)
        let bounds = g.path(of: p.batches[0]).boundingRect
        #expect(bounds == CGRect(x: 0, y: 40, width: 200, height: 50))
    }

    /// A box plot from range marks: whiskers (a rule 0...100), the box (a 20-wide bar 25...75)
    /// and the median (a 20 × 2 rectangle at 50). Pixels: the box is blue, the whisker above
    /// it black, the median red.
    @Test func boxPlotPixels() throws {
        let chart = Chart {
            RuleMark(x: .value("C", "A"), yStart: .value("Min", 0), yEnd: .value("Max", 100)).foregroundStyle(Color.black).lineStyle(StrokeStyle(lineWidth: 2))
            BarMark(x: .value("C", "A"), yStart: .value("Q1", 25), yEnd: .value("Q3", 75), width: 20).foregroundStyle(Color.blue)
            RectangleMark(x: .value("C", "A"), y: .value("Median", 50), width: 20, height: 2).foregroundStyle(Color.red)
        }
        .chartYScale(domain: 0...100)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let r = ImageRenderer(content: chart)
        r.proposedSize = ProposedViewSize(width: 100, height: 100)
        let b = try r.bitmap()
        #expect(b.pixel(x: 45, y: 35) == (0, 122, 255, 255))
        #expect(b.pixel(x: 50, y: 10) == (0, 0, 0, 255))
        #expect(b.pixel(x: 45, y: 50) == (255, 59, 48, 255))
        #expect(b.pixel(x: 30, y: 35).alpha == 0)
    }
}
