import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// The crash's siblings (issue 25): charts from empty, single, duplicate, non-finite,
/// degenerate, huge and far-apart data, each with annotations, lay out with numbers and render.
@Suite struct BadInputTests {
    static func marker(_ id: String) -> some View { Color.red.frame(width: 10, height: 6).id(id) }

    static func render<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 100) throws -> Bitmap {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: w, height: h)
        return try r.bitmap()
    }

    /// No marks: a 0...1 scale with ticks every 0.25 (at most four intervals), and nothing to
    /// annotate.
    @Test func emptyData() throws {
        let values: [Double] = []
        let p = plan { ForEach(Array(values.enumerated()), id: \.offset) { PointMark(x: .value("X", $0.offset), y: .value("Y", $0.element)).annotation { Text("x") } } }
        #expect(p.marks.isEmpty && p.annotations.isEmpty)
        #expect(p.y.labels == ["0", "0.25", "0.5", "0.75", "1"])
        let bitmap = try Self.render(Chart { ForEach(Array(values.enumerated()), id: \.offset) { BarMark(x: .value("X", "\($0.offset)"), y: .value("Y", $0.element)) } })
        #expect(bitmap.width == 200 && bitmap.height == 100)
    }

    /// One point at (3, 3): the domains are 0...3 (a step of 1), so the point is at the plot's
    /// top-trailing corner (200, 0) and its `.bottom` annotation 4 points under the 8-point
    /// symbol: (195, 8).
    @Test func onePoint() {
        let chart = Chart { PointMark(x: .value("X", 3), y: .value("Y", 3)).annotation(position: .bottom) { Self.marker("p") } }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        #expect(ViewLayout(of: chart, in: CGSize(width: 200, height: 100)).frame(of: "p") == CGRect(x: 195, y: 8, width: 10, height: 6))
    }

    /// Two bars at one category stack (2, then 3 on top: 5 on a 0...6 scale, a step of 2, over
    /// 100 points); each overlay annotation sits on its own segment: centres at y 100 − 100/6 =
    /// 83.33 (0...2) and y 100 − 350/6 = 41.67 (2...5).
    @Test func duplicateCategoriesStackAndAnnotateTheirSegments() {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", 2)).annotation(position: .overlay) { Self.marker("low") }
            BarMark(x: .value("C", "A"), y: .value("V", 3)).annotation(position: .overlay) { Self.marker("high") }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        let low = layout.frame(of: "low"), high = layout.frame(of: "high")
        #expect(low?.minX == 95 && abs((low?.midY ?? 0) - (100 - 100.0 / 6)) < 1e-9)
        #expect(high?.minX == 95 && abs((high?.midY ?? 0) - (100 - 350.0 / 6)) < 1e-9)
    }

    /// NaN and ±∞ on every channel (and in a rule's point ends, a sector's angle and inset):
    /// those marks and their annotations are skipped with a diagnostic; the finite bar's
    /// annotation still lands on it (bar of 50 on 0...60: top at y 100/6, marker 4 above it).
    @Test func nonFiniteValuesAndTheirAnnotations() throws {
        let chart = Chart {
            BarMark(x: .value("C", "A"), y: .value("V", Double.nan)).annotation { Self.marker("nan") }
            PointMark(x: .value("X", "A"), y: .value("V", Double.infinity)).annotation { Self.marker("inf") }
            RuleMark(x: .value("C", "A"), yStart: .nan, yEnd: -.infinity)
            BarMark(x: .value("C", "B"), y: .value("V", 50)).annotation { Self.marker("ok") }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let layout = ViewLayout(of: chart, in: CGSize(width: 200, height: 100))
        #expect(layout.diagnostics.contains("Chart: 2 mark(s) with NaN or infinite values were skipped."))
        #expect(layout.frame(of: "nan") == nil && layout.frame(of: "inf") == nil)
        // Bands A and B are 0...100 and 100...200: the marker is centred at 150, 4 above y 0.
        let ok = layout.frame(of: "ok")
        #expect(ok?.minX == 145 && abs((ok?.maxY ?? 0) - (100.0 / 6 - 4)) < 1e-9)
        _ = try Self.render(chart)
        let pie = Chart {
            SectorMark(angle: .value("V", -Double.infinity)).annotation(position: .overlay) { Self.marker("bad") }
            SectorMark(angle: .value("V", 1), angularInset: .nan).annotation(position: .overlay) { Self.marker("whole") }
        }
        let pieLayout = ViewLayout(of: pie, in: CGSize(width: 100, height: 100))
        // The one finite sector is the whole circle; its middle is 6 o'clock at radius 25.
        #expect(pieLayout.frame(of: "whole") == CGRect(x: 45, y: 72, width: 10, height: 6))
        _ = try Self.render(pie, 100, 100)
    }

    /// Domains of width zero: an explicit 5...5 widens to 5...6 (a point at 5 on the bottom
    /// edge), all-zero data to 0...1, one date to a day centred on it.
    @Test func zeroWidthDomains() throws {
        let explicit = plan({ var s = ChartSettings(); s.y.domain = .range(5, 5); return s }()) { PointMark(x: .value("X", 1), y: .value("Y", 5)) }
        #expect(explicit.y.lo == 5 && explicit.y.hi == 6)
        let zeros = plan { PointMark(x: .value("X", 0), y: .value("Y", 0)) }
        #expect(zeros.x.lo == 0 && zeros.x.hi == 1 && zeros.y.lo == 0 && zeros.y.hi == 1)
        let day = Date(timeIntervalSinceReferenceDate: 86400 * 100)
        let oneDate = plan { PointMark(x: .value("D", day), y: .value("Y", 1)) }
        #expect(oneDate.x.hi - oneDate.x.lo == 86400)
        let chart = Chart { PointMark(x: .value("X", 1), y: .value("Y", 5)).annotation(position: .overlay) { Self.marker("p") } }
            .chartYScale(domain: 5...5).chartXScale(domain: 1...1)
            .chartXAxis(.hidden).chartYAxis(.hidden)
        // x 1 in 1...2 is the leading edge, y 5 in 5...6 the bottom: centre (0, 100).
        #expect(ViewLayout(of: chart, in: CGSize(width: 200, height: 100)).frame(of: "p") == CGRect(x: -5, y: 97, width: 10, height: 6))
        _ = try Self.render(chart)
    }

    /// A million annotated points: every mark is kept (the bound is 2²⁰) and 2,000 annotations
    /// shown, the cut reported. The work is bounded by count, not by a clock: the layout
    /// measures views for the 2,000 annotations shown, never for the million.
    @Test func aMillionAnnotatedPointsAreBounded() throws {
        func layout(_ n: Int) -> ViewLayout {
            ViewLayout(of: Chart {
                ForEach(0..<n) { i in PointMark(x: .value("X", i), y: .value("Y", i % 100)).annotation { Text("·") } }
            }, in: CGSize(width: 400, height: 200))
        }
        let million = layout(1_000_000), twoThousand = layout(2000)
        #expect(!million.diagnostics.contains { $0.contains("skipped") })
        #expect(million.diagnostics.contains("Chart: 1000000 annotations; only the first 2000 are shown."))
        #expect(million.measurements == twoThousand.measurements)
    }

    /// 300,000 categories: one label in 300 is made (1,000 labels), not 300,000 views.
    @Test func manyCategoriesMakeAtMostAThousandLabels() {
        let p = plan { ForEach(0..<3000) { i in BarMark(x: .value("C", "c\(i)"), y: .value("V", 1)) } }
        #expect(p.x.labels.count == 1000 && p.x.labels[1] == "c3")
    }

    /// Dates 70 years apart (1950-01-01 to 2020-01-01): ticks every 20 years at 1960, 1980,
    /// 2000 and 2020 (before, a 100-year stride left a single tick at 2000). Dates beyond
    /// ±10¹² s are skipped like infinities.
    @Test func datesDecadesApart() throws {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        let d1950 = c.date(from: DateComponents(year: 1950, month: 1, day: 1))!
        let d2020 = c.date(from: DateComponents(year: 2020, month: 1, day: 1))!
        let p = plan {
            LineMark(x: .value("D", d1950), y: .value("V", 1))
            LineMark(x: .value("D", d2020), y: .value("V", 2))
            PointMark(x: .value("D", Date(timeIntervalSinceReferenceDate: 1e300)), y: .value("V", 3))
        }
        #expect(p.x.labels == ["1960", "1980", "2000", "2020"])
        #expect(p.diagnostics.contains("Chart: 1 mark(s) with NaN or infinite values were skipped."))
        _ = try Self.render(Chart {
            LineMark(x: .value("D", d1950), y: .value("V", 1)).annotation { Text("1950") }
            LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: -1e15)), y: .value("V", 2))
        }.chartXScale(domain: Date(timeIntervalSinceReferenceDate: -1e13)...Date(timeIntervalSinceReferenceDate: 1e13)))
    }

    /// A selection outside the domain: the selected rule (and its annotation) sits where the
    /// scale maps the value, beyond the plot; an unknown selected category becomes a band.
    @Test func selectionOutsideTheDomain() throws {
        let selected: Double? = 50
        let chart = Chart {
            LineMark(x: .value("X", 0), y: .value("Y", 1))
            LineMark(x: .value("X", 10), y: .value("Y", 2))
            if let selected {
                RuleMark(x: .value("X", selected)).annotation(position: .top) { Self.marker("sel") }
            }
        }
        .chartXScale(domain: 0...10)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartXSelection(value: .constant(selected))
        // x 50 in 0...10 over 200 points: 1,000; the marker is centred there, 4 above the top.
        #expect(ViewLayout(of: chart, in: CGSize(width: 200, height: 100)).frame(of: "sel") == CGRect(x: 995, y: -10, width: 10, height: 6))
        _ = try Self.render(chart)
        let p = plan {
            BarMark(x: .value("C", "A"), y: .value("V", 1))
            RuleMark(x: .value("C", "Z"))
        }
        #expect(p.x.categories == ["A", "Z"])
    }
}

/// Found by the charts fuzz family (seeds 140 and 211 hung): tick counting near 10²⁰.
@Suite struct FuzzFindingTests {
    /// Ticks every 4,096 from 10²⁰: a floating-point counter stops moving past 2⁵³ (here
    /// 2.4 × 10¹⁶), which looped forever; an integer count ends, with strictly increasing ticks.
    @Test func ticksFarFromZeroEnd() {
        let ticks = NiceScale.ticks(1e20, 1e20 + 3 * 4096, step: 4096)
        #expect(!ticks.isEmpty && ticks.count <= 4)
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 })
        #expect(NiceScale.ticks(0, 10, step: 2.5) == [0, 2.5, 5, 7.5, 10])
    }
}
