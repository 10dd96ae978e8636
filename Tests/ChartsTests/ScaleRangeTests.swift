import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// Scale ranges in points (issue 25): `chartXScale(domain:range:type:)`,
/// `chartYScale(range:type:)` with `.plotDimension(padding:)`,
/// `.plotDimension(startPadding:endPadding:)` and a `ClosedRange<CGFloat>`. Positions computed
/// by hand in a 200 × 100 plot.
@Suite(.designEra(.iOS17)) struct ScaleRangeTests {
    static let size = CGSize(width: 200, height: 100)

    /// The settings a view modifier writes, read back through a chart's environment.
    static func settings<V: View>(_ modify: (SettingsReader) -> V) -> ChartSettings {
        let box = SettingsBox()
        let r = ImageRenderer(content: modify(SettingsReader(box: box)))
        r.proposedSize = ProposedViewSize(width: 10, height: 10)
        _ = r.layout
        return box.settings
    }

    /// `.plotDimension(padding: 20)` on a category x axis: the two bands share 200 − 40 = 160
    /// points (80 each), A's centre at 20 + 40 = 60, its 0.75 × 80 = 60-point bar at 30...90;
    /// B's at 110...170. The y domain 0...100 is unpadded: 50 is y 50.
    @Test func paddedCategoryBands() {
        var s = ChartSettings()
        s.y.domain = .range(0, 100)
        s.x.range = PlotDimensionScaleRange.plotDimension(padding: 20).positionRange
        let p = plan(s) {
            BarMark(x: .value("C", "A"), y: .value("V", 50))
            BarMark(x: .value("C", "B"), y: .value("V", 100))
        }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.barRect(0) == CGRect(x: 30, y: 50, width: 60, height: 50))
        #expect(g.barRect(1) == CGRect(x: 110, y: 0, width: 60, height: 100))
        #expect(g.step(horizontalAxis: true) == 80)
    }

    /// `.plotDimension(startPadding: 10, endPadding: 30)` on a number y axis (0...100, 100
    /// points tall): the domain spans 60 points starting 10 up from the bottom, so 50 is
    /// 10 + 30 = 40 up (y 60) and the zero baseline 10 up (y 90).
    @Test func paddedNumberY() {
        var s = ChartSettings()
        s.y.domain = .range(0, 100)
        s.y.range = PlotDimensionScaleRange.plotDimension(startPadding: 10, endPadding: 30).positionRange
        let p = plan(s) { BarMark(x: .value("C", "A"), y: .value("V", 50)) }
        let g = ChartGeometry(plan: p, size: Self.size)
        let r = g.barRect(0)
        #expect(r?.minY == 60 && r?.maxY == 90)
        #expect(g.yPosition(.number(100)) == 30)
    }

    /// A `ClosedRange<CGFloat>` of points: x 0...100 onto 20...180 (25 → 60, 100 → 180); y
    /// 0...100 onto 0...50 measured up from the bottom (100 → y 50).
    @Test func pointRanges() {
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        s.y.domain = .range(0, 100)
        s.x.range = (CGFloat(20)...CGFloat(180)).positionRange
        s.y.range = (CGFloat(0)...CGFloat(50)).positionRange
        let p = plan(s) {
            PointMark(x: .value("X", 25), y: .value("Y", 100))
            PointMark(x: .value("X", 100), y: .value("Y", 0))
        }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.point(0) == CGPoint(x: 60, y: 50))
        #expect(g.point(1) == CGPoint(x: 180, y: 100))
    }

    /// The modifiers write the range: `chartXScale(domain:range:)` with a padding, and
    /// `chartYScale(range:)` with points (an integer literal range is a `ClosedRange<CGFloat>`).
    @Test func modifiersWriteTheRange() {
        let s = Self.settings { $0.chartXScale(domain: 0...10, range: .plotDimension(padding: 12)).chartYScale(range: -50...50) }
        #expect(s.x.range == .plot(start: 12, end: 12))
        if case .range(0, 10) = s.x.domain {} else { Issue.record("domain not set: \(s.x.domain)") }
        #expect(s.y.range == .points(-50, 50))
        let t = Self.settings { $0.chartXScale(range: .plotDimension(startPadding: 4), type: .linear).chartYScale(domain: 0...1, range: .plotDimension) }
        #expect(t.x.range == .plot(start: 4, end: 0))
        #expect(t.y.range == .plot(start: 0, end: 0))
    }

    /// The x ticks and grid lines follow the range: 0...100 with padding 20 puts the grid lines,
    /// for the ticks 0, 25, ..., 100 at 20 + 1.6 × value: 20, 60, 100, 140, 180;
    /// `ChartProxy` maps 25 to 60 and 60 back to 25.
    @Test func ticksAndProxyFollowTheRange() {
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        s.x.range = .plot(start: 20, end: 20)
        let p = plan(s) { PointMark(x: .value("X", 25), y: .value("Y", 1)) }
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(p.x.ticks.compactMap { g.xPosition($0) } == [20, 60, 100, 140, 180])
        let proxy = ChartProxy(plan: p, plotGlobalFrame: CGRect(origin: .zero, size: Self.size))
        #expect(proxy.position(forX: 25.0) == 60)
        #expect(proxy.value(atX: 60, as: Double.self) == 25)
        // y: unpadded 0...1 → the middle of the plot is 0.5.
        #expect(proxy.value(atY: 50, as: Double.self) == 0.5)
    }

    /// Pixels: two bars in a 200 × 100 chart without axes, x padded by 20: bar A covers
    /// x 30...90, so x 25 is empty and x 60 is blue.
    @Test func paddedBarPixels() throws {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 100)).foregroundStyle(Color.blue)
            BarMark(x: .value("C", "B"), y: .value("V", 100)).foregroundStyle(Color.blue)
        }
        .chartXScale(range: .plotDimension(padding: 20))
        .chartYScale(domain: 0...100)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let r = ImageRenderer(content: chart)
        r.proposedSize = ProposedViewSize(width: 200, height: 100)
        let b = try r.bitmap()
        #expect(b.pixel(x: 25, y: 50).alpha == 0)
        #expect(b.pixel(x: 60, y: 50) == (0, 122, 255, 255))
        #expect(b.pixel(x: 100, y: 50).alpha == 0)
        #expect(b.pixel(x: 140, y: 50) == (0, 122, 255, 255))
        #expect(b.pixel(x: 175, y: 50).alpha == 0)
    }

    /// Bad ranges: a NaN padding becomes 0 and a huge one is clamped, with a diagnostic; a
    /// negative padding widens the domain past the plot (0 at −50 in a 200-point plot padded
    /// by −50, 100 at 250); a zero-length range puts every value at its one position.
    @Test func badRanges() {
        var s = ChartSettings()
        s.x.domain = .range(0, 100)
        s.x.range = .plot(start: .nan, end: 1e300)
        var p = plan(s) { PointMark(x: .value("X", 0), y: .value("Y", 0)) }
        #expect(p.x.range == .plot(start: 0, end: PositionRange.limit))
        #expect(p.diagnostics.contains { $0.contains("range") })
        s.x.range = .plot(start: -50, end: -50)
        p = plan(s) { PointMark(x: .value("X", 0), y: .value("Y", 0)); PointMark(x: .value("X", 100), y: .value("Y", 0)) }
        var g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.point(0)?.x == -50 && g.point(1)?.x == 250)
        s.x.range = .points(30, 30)
        p = plan(s) { PointMark(x: .value("X", 0), y: .value("Y", 0)); PointMark(x: .value("X", 100), y: .value("Y", 0)) }
        g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.point(0)?.x == 30 && g.point(1)?.x == 30)
        let proxy = ChartProxy(plan: p, plotGlobalFrame: CGRect(origin: .zero, size: Self.size))
        #expect(proxy.value(atX: 30, as: Double.self) == 50)
    }
}

/// Where `SettingsReader` puts the chart settings it reads.
final class SettingsBox: @unchecked Sendable {
    var settings = ChartSettings()
}

/// Reads the chart settings from its environment when its body is built.
struct SettingsReader: View {
    let box: SettingsBox
    @Environment(\.chartSettings) private var settings
    var body: some View {
        let _ = { box.settings = settings }()
        Color.clear
    }
}
