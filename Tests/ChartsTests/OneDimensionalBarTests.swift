import Cairn
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// One-dimensional bars (issue 25): `BarMark(x:yStart:yEnd:)` and `BarMark(xStart:xEnd:y:)`
/// with a value on one axis only, spanning the plot across, stacking by series (the "storage
/// used" bar). Positions by hand in a 200 × 100 plot with the value domain 0...100.
@Suite(.designEra(.iOS17)) struct OneDimensionalBarTests {
    static let size = CGSize(width: 200, height: 100)

    /// `BarMark(x: 30)`: 0...30 of 0...100 is x 0...60, the plot's whole height.
    /// With `yStart: 20, yEnd: 40`: that band only.
    @Test func horizontalBarsSpanThePlotsHeight() {
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        let p = plan(s) {
            BarMark(x: .value("Used", 30), stacking: .unstacked)
            BarMark(x: .value("Used", 30), yStart: 20, yEnd: 40, stacking: .unstacked)
        }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.barRect(0) == CGRect(x: 0, y: 0, width: 60, height: 100))
        #expect(g.barRect(1) == CGRect(x: 0, y: 20, width: 60, height: 20))
    }

    /// Series stack along x: 30 then 50 → 0...60 and 60...160; the y axis, which no mark
    /// uses, is hidden, as in Apple's one-dimensional bar chart.
    @Test func seriesStackAndTheUnusedAxisHides() {
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        let p = plan(s) {
            BarMark(x: .value("Size", 30)).foregroundStyle(by: .value("Type", "Photos"))
            BarMark(x: .value("Size", 50)).foregroundStyle(by: .value("Type", "Apps"))
        }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.barRect(0) == CGRect(x: 0, y: 0, width: 60, height: 100))
        #expect(g.barRect(1) == CGRect(x: 60, y: 0, width: 100, height: 100))
        #expect(p.x.visible && !p.y.visible)
        #expect(p.legendEntries.count == 2)
    }

    /// `BarPlot(_:x:)` plans exactly like the marks: one stacked bar per element.
    @Test func barPlotsStackLikeTheMarks() {
        struct Usage { let type: String; let size: Double }
        let usage = [Usage(type: "Photos", size: 30), Usage(type: "Apps", size: 50)]
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        let p = plan(s) { BarPlot(usage, x: .value("Size", \.size)).foregroundStyle(by: .value("Type", \.type)) }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(p.marks.count == 2)
        #expect(g.barRect(0) == CGRect(x: 0, y: 0, width: 60, height: 100))
        #expect(g.barRect(1) == CGRect(x: 60, y: 0, width: 100, height: 100))
        // Vertical, with no x domain set: the x axis, which no bar uses, hides.
        let vertical = plan { BarPlot(usage, xStart: 10, xEnd: 30, y: .value("Size", \.size)) }
        #expect(vertical.marks.count == 2 && !vertical.x.visible && vertical.y.visible)
    }

    /// `BarMark(y: 25)` over 0...100: from the bottom (y 100) up to y 75, the whole width;
    /// `xStart: 50, xEnd: 90`: that band.
    @Test func verticalBarsSpanThePlotsWidth() {
        var s = ChartSettings()
        s.y.domain = .range(0, 100)
        let p = plan(s) {
            BarMark(y: .value("Level", 25))
            BarMark(xStart: 50, xEnd: 90, y: .value("Level", 25), stacking: .unstacked)
        }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.barRect(0) == CGRect(x: 0, y: 75, width: 200, height: 25))
        #expect(g.barRect(1) == CGRect(x: 50, y: 75, width: 40, height: 25))
        #expect(!p.x.visible && p.y.visible)
    }

    /// Non-finite fixed spans fall back to the whole side; NaN values draw nothing, with no
    /// crash; a chart of one-dimensional bars renders.
    @Test func badInputAndRendering() throws {
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        let p = plan(s) {
            BarMark(x: .value("A", 50), yStart: .nan, yEnd: .infinity, stacking: .unstacked)
            BarMark(x: .value("B", Double.nan))
        }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.barRect(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        let chart = Chart {
            BarMark(x: .value("Size", 30)).foregroundStyle(by: .value("Type", "Photos"))
            BarMark(x: .value("Size", 50)).foregroundStyle(by: .value("Type", "Apps"))
        }
        .chartLegend(.hidden)
        .frame(width: 200, height: 40)
        let bitmap = try ImageRenderer(content: chart).bitmap()
        // The first series' colour (the palette's blue) at the left, across the whole height.
        let left = rgba(bitmap, 5, 5)
        #expect(left[3] == 255 && left[2] > 200 && left[0] < 50)
    }
}
