import Cairn
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// One-dimensional marks and plots (issue 25): `PointMark(x:y:)` and `PointPlot(_:x:y:)` with
/// a value on one axis only (centred, or at a fixed position across), and `RulePlot(_:x:)`
/// drawing full-height rules. Positions by hand in a 200 × 100 plot with domains 0...100.
@Suite(.designEra(.iOS17)) struct OneDimensionalPlotTests {
    static let size = CGSize(width: 200, height: 100)
    static func settings() -> ChartSettings {
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        s.y.domain = .range(0, 100)
        return s
    }
    struct Row { let v: Double }
    static let rows = [Row(v: 25), Row(v: 75)]

    /// `PointMark(x:)`: 25 → x 50, centred vertically (y 50); with `y: 10`, at y 10.
    /// `PointMark(y:)`: 50 → y 50, centred horizontally (x 100); with `x: 30`, at x 30.
    @Test func pointMarks() {
        let p = plan(Self.settings()) {
            PointMark(x: .value("X", 25))
            PointMark(x: .value("X", 25), y: 10)
            PointMark(y: .value("Y", 50))
            PointMark(x: 30, y: .value("Y", 50))
        }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.point(0) == CGPoint(x: 50, y: 50))
        #expect(g.point(1) == CGPoint(x: 50, y: 10))
        #expect(g.point(2) == CGPoint(x: 100, y: 50))
        #expect(g.point(3) == CGPoint(x: 30, y: 50))
    }

    /// `PointPlot(_:x:)` and `PointPlot(_:y:)`: one point per element, as the marks.
    @Test func pointPlots() {
        let p = plan(Self.settings()) {
            PointPlot(Self.rows, x: .value("X", \.v))
            PointPlot(Self.rows, x: 20, y: .value("Y", \.v))
        }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(p.marks.count == 4)
        #expect(g.point(0) == CGPoint(x: 50, y: 50) && g.point(1) == CGPoint(x: 150, y: 50))
        #expect(g.point(2) == CGPoint(x: 20, y: 75) && g.point(3) == CGPoint(x: 20, y: 25))
    }

    /// `RulePlot(_:x:)`: full-height rules at 25 and 75 (x 50 and 150, y 0...100).
    @Test func rulePlotsSpanThePlot() {
        let p = plan(Self.settings()) { RulePlot(Self.rows, x: .value("X", \.v)) }
        let g = ChartGeometry(plan: p, size: Self.size)
        let a = g.rule(0), b = g.rule(1)
        #expect(a?.0 == CGPoint(x: 50, y: 0) && a?.1 == CGPoint(x: 50, y: 100))
        #expect(b?.0 == CGPoint(x: 150, y: 0) && b?.1 == CGPoint(x: 150, y: 100))
    }

    /// A fixed position that is not finite centres the point instead.
    @Test func nonFiniteFixedPositionCentres() {
        let p = plan(Self.settings()) { PointMark(x: .value("X", 50), y: .nan); PointMark(x: .infinity, y: .value("Y", 0)) }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.point(0) == CGPoint(x: 100, y: 50))
        #expect(g.point(1) == CGPoint(x: 100, y: 100))
    }
}
