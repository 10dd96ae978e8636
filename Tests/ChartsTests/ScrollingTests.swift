import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// Scrollable charts at rest (issue 25): the initial window of `chartXVisibleDomain(length:)`
/// on a scrollable axis, from `chartScrollPosition(initialX:)` or the domain's start; ticks
/// only in the window; marks outside it clipped. Positions in a 200 × 100 plot, by hand.
@Suite(.designEra(.iOS17)) struct ScrollingTests {
    static let size = CGSize(width: 200, height: 100)
    static let categories = (0..<10).map { "C\($0)" }

    static func scrolled(length: Double?, start: PlotValue? = nil, scrollable: Bool = true) -> ChartSettings {
        var s = ChartSettings()
        s.x.scrollable = scrollable
        s.x.visibleLength = length
        s.x.initialPosition = start
        s.y.domain = .range(0, 100)
        return s
    }

    /// Numbers 0...100, a 20-unit window from 30: the x domain is 30...50, ticks every 5 (30,
    /// 35, 40, 45, 50), and 40 is in the middle of the plot (x 100).
    @Test func numberWindow() {
        let p = plan(Self.scrolled(length: 20, start: .number(30))) {
            ForEach(0...10, id: \.self) { i in PointMark(x: .value("X", i * 10), y: .value("Y", 50)) }
        }
        #expect(p.x.lo == 30 && p.x.hi == 50)
        #expect(p.x.labels == ["30", "35", "40", "45", "50"])
        #expect(p.isScrolled)
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.point(4) == CGPoint(x: 100, y: 50))
        // 0 and 100 are outside the window: 0 at −300, 100 at 700 (clipped when drawn).
        #expect(g.point(0)?.x == -300 && g.point(10)?.x == 700)
    }

    /// The window stays inside the domain: a start at 95 shows the last 20 units (80...100);
    /// no start shows the first (0...20).
    @Test func windowStaysInsideTheDomain() {
        let late = plan(Self.scrolled(length: 20, start: .number(95))) { PointMark(x: .value("X", 100), y: .value("Y", 1)); PointMark(x: .value("X", 0), y: .value("Y", 1)) }
        #expect(late.x.lo == 80 && late.x.hi == 100)
        let first = plan(Self.scrolled(length: 20)) { PointMark(x: .value("X", 100), y: .value("Y", 1)); PointMark(x: .value("X", 0), y: .value("Y", 1)) }
        #expect(first.x.lo == 0 && first.x.hi == 20)
        #expect(first.x.labels == ["0", "5", "10", "15", "20"])
    }

    /// Ten categories, four visible: bands of 200 / 4 = 50 points, C1's centre at 75 and its
    /// 37.5-point bar at 56.25...93.75; only C0...C3 are labelled. From C8, the window is
    /// C6...C9 (kept inside the domain), C7's bar at 56.25...93.75.
    @Test func categoryWindow() {
        let bars = { (s: ChartSettings) in
            plan(s) { ForEach(Self.categories, id: \.self) { c in BarMark(x: .value("C", c), y: .value("V", 50)) } }
        }
        let p = bars(Self.scrolled(length: 4))
        #expect(p.x.labels == ["C0", "C1", "C2", "C3"])
        let g = ChartGeometry(plan: p, size: Self.size)
        #expect(g.barRect(1) == CGRect(x: 56.25, y: 50, width: 37.5, height: 50))
        #expect(g.step(horizontalAxis: true) == 50)
        let q = bars(Self.scrolled(length: 4, start: .category("C8")))
        #expect(q.x.labels == ["C6", "C7", "C8", "C9"])
        #expect(ChartGeometry(plan: q, size: Self.size).barRect(7) == CGRect(x: 56.25, y: 50, width: 37.5, height: 50))
        // The proxy reads the window: x 75 is C1 in the first, C7 in the second.
        let frame = CGRect(origin: .zero, size: Self.size)
        #expect(ChartProxy(plan: p, plotGlobalFrame: frame).value(atX: 75, as: String.self) == "C1")
        #expect(ChartProxy(plan: q, plotGlobalFrame: frame).value(atX: 75, as: String.self) == "C7")
    }

    /// Dates: thirty days, a week visible from day 10: the domain is day 10...day 17.
    @Test func dateWindow() {
        let day0 = Date(timeIntervalSinceReferenceDate: 0)
        let p = plan(Self.scrolled(length: 7 * 86400, start: .date(day0.addingTimeInterval(10 * 86400)))) {
            ForEach(0..<30, id: \.self) { d in LineMark(x: .value("Day", day0.addingTimeInterval(Double(d) * 86400)), y: .value("V", d)) }
        }
        #expect(p.x.lo == 10 * 86400 && p.x.hi == 17 * 86400)
        let ticks = p.x.ticks.compactMap(\.continuous)
        #expect(!ticks.isEmpty && ticks.allSatisfy { $0 >= 10 * 86400 && $0 <= 17 * 86400 })
    }

    /// Without `chartScrollableAxes` the visible domain does not apply (Apple: it controls
    /// "how much of the chart is visible in a scrollable chart"); fewer categories than the
    /// length show them all.
    @Test func windowNeedsAScrollableAxis() {
        let p = plan(Self.scrolled(length: 20, scrollable: false)) { PointMark(x: .value("X", 100), y: .value("Y", 1)) }
        #expect(p.x.lo == 0 && p.x.hi == 100 && !p.isScrolled)
        let q = plan(Self.scrolled(length: 5)) { BarMark(x: .value("C", "A"), y: .value("V", 1)); BarMark(x: .value("C", "B"), y: .value("V", 1)) }
        #expect(q.x.window == nil && q.x.labels == ["A", "B"])
    }

    /// Bad lengths (NaN, ±∞, 0, negative) show the whole domain with a diagnostic; a length of
    /// 10³⁰⁰ is one window from the start.
    @Test func badLengths() {
        for length in [Double.nan, .infinity, -.infinity, 0, -5] {
            let p = plan(Self.scrolled(length: length, start: .number(.nan))) { PointMark(x: .value("X", 100), y: .value("Y", 1)) }
            #expect(p.x.lo == 0 && p.x.hi == 100)
            #expect(p.diagnostics.contains { $0.contains("visible x domain") })
        }
        let huge = plan(Self.scrolled(length: 1e300)) { PointMark(x: .value("X", 100), y: .value("Y", 1)) }
        #expect(huge.x.lo == 0 && huge.x.hi == 1e300)
        let categories = plan(Self.scrolled(length: 1e300)) { BarMark(x: .value("C", "A"), y: .value("V", 1)) }
        #expect(categories.x.window == nil)
    }

    /// The modifiers write the settings; `chartScrollPosition(x:)` reads its binding.
    @Test func modifiersWriteTheSettings() {
        let s = ScaleRangeTests.settings {
            $0.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 7).chartScrollPosition(initialX: "C2")
                .chartYVisibleDomain(length: 2.5).chartScrollPosition(initialY: 3)
        }
        #expect(s.x.scrollable && !s.y.scrollable)
        #expect(s.x.visibleLength == 7 && s.y.visibleLength == 2.5)
        #expect(s.x.initialPosition == .category("C2") && s.y.initialPosition == .number(3))
        let t = ScaleRangeTests.settings { $0.chartScrollableAxes([.horizontal, .vertical]).chartScrollPosition(x: .constant(12.5)).chartScrollPosition(y: .constant("R")) }
        #expect(t.x.scrollable && t.y.scrollable)
        #expect(t.x.initialPosition == .number(12.5) && t.y.initialPosition == .category("R"))
    }

    /// Pixels: a rectangle over 0...100 in a 30...50 window overflows the plot on both sides;
    /// the chart (200 × 100, axes hidden) sits 20 points inside a 240 × 140 image, and the
    /// rectangle is clipped to it: blue at (120, 70), nothing at (10, 70) or (230, 70).
    @Test func marksOutsideTheWindowAreClipped() throws {
        let chart = Chart {
            RectangleMark(xStart: .value("X0", 0), xEnd: .value("X1", 100), yStart: .value("Y0", 0), yEnd: .value("Y1", 100)).foregroundStyle(Color.blue)
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 20)
        .chartScrollPosition(initialX: 30)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .frame(width: 200, height: 100)
        .padding(20)
        let b = try ImageRenderer(content: chart).bitmap()
        #expect(b.pixel(x: 120, y: 70) == (0, 122, 255, 255))
        #expect(b.pixel(x: 10, y: 70).alpha == 0)
        #expect(b.pixel(x: 230, y: 70).alpha == 0)
    }

    /// `chartScrollTargetBehavior` and `chartGesture` draw nothing: the chart's pixels are the
    /// same with and without them.
    @Test func behaviorsAndGesturesDrawNothing() throws {
        func chart() -> some View {
            Chart { BarMark(x: .value("C", "A"), y: .value("V", 3)); BarMark(x: .value("C", "B"), y: .value("V", 5)) }
                .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 1)
        }
        func render<V: View>(_ view: V) throws -> Bitmap {
            let r = ImageRenderer(content: view)
            r.proposedSize = ProposedViewSize(width: 200, height: 120)
            return try r.bitmap()
        }
        let plain = try render(chart())
        #expect(try render(chart().chartScrollTargetBehavior(.valueAligned(unit: 1))) == plain)
        #expect(try render(chart().chartScrollTargetBehavior(.valueAligned(unit: 1, majorAlignment: .page, limitBehavior: .always))) == plain)
        #expect(try render(chart().chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1))))) == plain)
        #expect(try render(chart().chartGesture { proxy in DragGesture().onChanged { _ in _ = proxy.plotSize } }) == plain)
        #expect(try render(chart().chartGesture { _ in SpatialTapGesture() }) == plain)
    }
}
