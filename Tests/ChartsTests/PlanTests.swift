import Cairn
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// Collects a chart's marks and plans it, as `Chart.body` does.
func plan<C: ChartContent>(_ settings: ChartSettings = ChartSettings(), @ChartContentBuilder _ content: () -> C) -> ChartPlan {
    var marks: [MarkRecord] = []
    collectMarks(content(), into: &marks)
    return ChartPlan(marks: marks, settings: settings)
}

@Suite struct PlanTests {
    static let radar = [165, 129, 148, 176, 152, 140]
    static let names = ["A", "B", "C", "D", "E", "F"]

    /// Seed 000's radar values as bars: y domain 0...200, ticks every 50, six category bands.
    @Test func radarValuesAsBars() {
        let p = plan {
            ForEach(0..<6) { i in BarMark(x: .value("Axis", Self.names[i]), y: .value("Value", Self.radar[i])) }
        }
        #expect(p.x.kind == .category && p.x.categories == Self.names)
        #expect(p.y.lo == 0 && p.y.hi == 200)
        #expect(p.y.labels == ["0", "50", "100", "150", "200"])
        // A 600 × 400 plot: bands of 100 points, bars 75 wide (0.75 of the band), centred.
        let g = ChartGeometry(plan: p, size: CGSize(width: 600, height: 400))
        let first = g.barRect(0)!
        #expect(close(first.minX, 12.5, 1e-9) && close(first.width, 75, 1e-9))
        // 176 of 200 is 352 of 400 points tall, from the bottom.
        let d = g.barRect(3)!
        #expect(close(d.minX, 312.5, 1e-9) && close(d.height, 352, 1e-9) && close(d.maxY, 400, 1e-9))
        // One batch: six bars of the same style are one path.
        #expect(p.batches.count == 1 && p.batches[0].indices.count == 6)
    }

    @Test(arguments: [1, 2, 3, 7, 12])
    func barWidthsForNCategories(n: Int) {
        let p = plan { ForEach(0..<n) { i in BarMark(x: .value("C", "c\(i)"), y: .value("V", 1)) } }
        let g = ChartGeometry(plan: p, size: CGSize(width: 420, height: 100))
        for i in 0..<n {
            let r = g.barRect(i)!
            let step = 420 / CGFloat(n)
            #expect(close(r.width, step * 0.75, 1e-9))
            #expect(close(r.midX, step * (CGFloat(i) + 0.5), 1e-9))
        }
    }

    @Test func stackingStandardNormalizedCenter() {
        func stacked(_ method: MarkStackingMethod) -> ChartPlan {
            plan {
                BarMark(x: .value("M", "Jan"), y: .value("V", 12), stacking: method).foregroundStyle(by: .value("S", "Cats"))
                BarMark(x: .value("M", "Jan"), y: .value("V", 9), stacking: method).foregroundStyle(by: .value("S", "Dogs"))
                BarMark(x: .value("M", "Jan"), y: .value("V", -3), stacking: method).foregroundStyle(by: .value("S", "Birds"))
            }
        }
        let s = stacked(.standard)
        #expect(s.marks.map(\.yStart) == [.number(0), .number(12), .number(0)])
        #expect(s.marks.map(\.yEnd) == [.number(12), .number(21), .number(-3)])
        // Domain includes the negative stack: -3...21 → nice -10...30 (steps of 5 would take
        // six intervals, -5...25; at most four allowed).
        #expect(s.y.lo == -10 && s.y.hi == 30)
        let g = ChartGeometry(plan: s, size: CGSize(width: 100, height: 300))
        // 300 points for 40 units: 12 units is 90 points tall, the second bar 67.5 above it.
        #expect(close(g.barRect(0)!.height, 90, 1e-9) && close(g.barRect(1)!.height, 67.5, 1e-9) && close(g.barRect(1)!.maxY, g.barRect(0)!.minY, 1e-9))
        let n = stacked(.normalized)
        // Totals of absolute values: 24 → 0...0.5, 0.5...0.875, 0...-0.125.
        #expect(n.marks.map(\.yEnd) == [.number(0.5), .number(0.875), .number(-0.125)])
        let c = stacked(.center)
        // Centred: positive top 21, negative bottom -3, shift 9 → -9...3, 3...12, -9...-12.
        #expect(c.marks.map(\.yStart) == [.number(-9), .number(3), .number(-9)])
        #expect(c.marks.map(\.yEnd) == [.number(3), .number(12), .number(-12)])
        let u = stacked(.unstacked)
        #expect(u.marks.map(\.yStart) == [.number(0), .number(0), .number(0)])
    }

    @Test func groupedBarsShareTheBand() {
        let p = plan {
            ForEach(["Jan", "Feb"], id: \.self) { m in
                ForEach(["Cats", "Dogs", "Birds"], id: \.self) { s in
                    BarMark(x: .value("M", m), y: .value("V", 10)).position(by: .value("S", s)).foregroundStyle(by: .value("S", s))
                }
            }
        }
        #expect(p.series == ["Cats", "Dogs", "Birds"])
        let g = ChartGeometry(plan: p, size: CGSize(width: 400, height: 100))
        // Band 200, group 150 wide from x 25, three slots of 50.
        #expect([0, 1, 2].map { g.barRect($0)!.minX } == [25, 75, 125])
        #expect(g.barRect(3)!.minX == 225)
        #expect(g.barRect(0)!.width == 50)
        // Not stacked: each bar is 10 of the 0...10 domain, full height.
        #expect(g.barRect(1)!.height == 100)
    }

    @Test func horizontalBars() {
        let p = plan {
            BarMark(x: .value("V", 30), y: .value("C", "A"))
            BarMark(x: .value("V", 15), y: .value("C", "B"))
        }
        #expect(p.horizontal == [true, true])
        #expect(p.x.lo == 0 && p.x.hi == 30)
        let g = ChartGeometry(plan: p, size: CGSize(width: 300, height: 200))
        let a = g.barRect(0)!, b = g.barRect(1)!
        // The first category is at the top (band 0...100), bars 75 tall.
        #expect(a == CGRect(x: 0, y: 12.5, width: 300, height: 75))
        #expect(b == CGRect(x: 0, y: 112.5, width: 150, height: 75))
    }

    @Test func rangeBars() {
        let p = plan { BarMark(x: .value("C", "A"), yStart: .value("Lo", 20), yEnd: .value("Hi", 60)) }
        #expect(p.y.lo == 0 && p.y.hi == 60)
        let r = ChartGeometry(plan: p, size: CGSize(width: 100, height: 120)).barRect(0)!
        #expect(close(r.minY, 0, 1e-9) && close(r.height, 80, 1e-9))  // 40 of 60 units in 120 points
    }

    @Test func sectorAngles() {
        let p = plan {
            SectorMark(angle: .value("V", 1))
            SectorMark(angle: .value("V", 1))
            SectorMark(angle: .value("V", 2), innerRadius: .ratio(0.5), outerRadius: .inset(10))
        }
        #expect(p.isPolar && p.sectorTotal == 4)
        let g = ChartGeometry(plan: p, size: CGSize(width: 200, height: 100))
        let s = (0..<3).map { g.sector($0)! }
        #expect(s.map(\.start) == [0, .pi / 2, .pi])
        #expect(s.map(\.end) == [.pi / 2, .pi, 2 * .pi])
        #expect(s[0].outer == 50 && s[0].inner == 0)
        // `.inset(10)` takes 10 off the radius of 50 (the pie's diameter less 10 on each side).
        #expect(s[2].outer == 40 && s[2].inner == 25)
        #expect(s[0].center == CGPoint(x: 100, y: 50))
    }

    @Test func defaultPaletteAndStyleScale() {
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let p = plan { ForEach(names, id: \.self) { n in PointMark(x: .value("X", 1), y: .value("Y", 1)).foregroundStyle(by: .value("S", n)) } }
        #expect(p.series == names)
        var settings = ChartSettings()
        settings.styleScale = [("b", AnyShapeStyle(Color.black))]
        let q = plan(settings) { ForEach(names, id: \.self) { n in PointMark(x: .value("X", 1), y: .value("Y", 1)).foregroundStyle(by: .value("S", n)) } }
        // A mapped series comes first in the legend.
        #expect(q.series.prefix(2) == ["b", "a"])
        #expect(ChartPlan.palette == [.blue, .green, .orange, .purple, .red, .cyan, .yellow])
    }

    @Test func linesJoinBySeriesAndAreasStack() {
        let p = plan {
            ForEach(0..<4) { i in LineMark(x: .value("X", i), y: .value("Y", i * i)).foregroundStyle(by: .value("S", "sq")) }
            ForEach(0..<4) { i in LineMark(x: .value("X", i), y: .value("Y", i)).foregroundStyle(by: .value("S", "lin")) }
        }
        #expect(p.batches.count == 2 && p.batches.map(\.indices.count) == [4, 4])
        #expect(p.x.lo == 0 && p.x.hi == 3 && p.y.lo == 0 && p.y.hi == 10)
        let a = plan {
            ForEach(0..<3) { i in AreaMark(x: .value("X", i), y: .value("Y", 2)).foregroundStyle(by: .value("S", "a")) }
            ForEach(0..<3) { i in AreaMark(x: .value("X", i), y: .value("Y", 3)).foregroundStyle(by: .value("S", "b")) }
        }
        #expect(a.marks.suffix(3).map(\.yStart) == [.number(2), .number(2), .number(2)])
        #expect(a.marks.suffix(3).map(\.yEnd) == [.number(5), .number(5), .number(5)])
    }

    @Test func dateAxisWithUnitBars() {
        let jan1 = Date(timeIntervalSince1970: 1_704_067_200)
        let p = plan {
            ForEach(0..<3) { d in BarMark(x: .value("Day", jan1.addingTimeInterval(Double(d) * 86400), unit: .day), y: .value("V", 1)) }
        }
        #expect(p.x.kind == .date)
        // The domain runs from the first day's start to the last day's end: 3 days.
        #expect(p.x.hi - p.x.lo == 3 * 86400)
        let g = ChartGeometry(plan: p, size: CGSize(width: 300, height: 100))
        // Each day is 100 points; its bar 75 wide, centred on noon.
        #expect(close(g.barRect(1)!.midX, 150, 1e-9) && close(g.barRect(1)!.width, 75, 1e-9))
    }

    @Test func explicitDomainsAndAxisValues() {
        var settings = ChartSettings()
        settings.y.domain = .range(0, 1000)
        settings.yAxis.marks = [AxisMarks(values: [0, 250, 500, 1000, 2000])]
        let p = plan(settings) { PointMark(x: .value("X", 1), y: .value("Y", 10)) }
        #expect(p.y.lo == 0 && p.y.hi == 1000)
        // 2000 is outside the domain and has no mark.
        #expect(p.y.labels == ["0", "250", "500", "1,000"])
        settings.yAxis.marks = [AxisMarks(values: .stride(by: 400))]
        #expect(plan(settings) { PointMark(x: .value("X", 1), y: .value("Y", 10)) }.y.labels == ["0", "400", "800"])
    }
}

/// Chart content of your own, and `if`/`else` in the builder.
struct TargetBars: ChartContent {
    let values: [Double]
    let target: Double
    var body: some ChartContent {
        ForEach(Array(values.enumerated()), id: \.offset) { item in
            BarMark(x: .value("Day", "d\(item.offset)"), y: .value("Value", item.element))
        }
        RuleMark(y: .value("Target", target))
    }
}

@Suite struct BuilderTests {
    @Test func customContentAndConditionals() {
        let showTarget = true, horizontal = false
        let p = plan {
            Plot { TargetBars(values: [3, 5, 8], target: 6) }
            if showTarget { PointMark(x: .value("Day", "d1"), y: .value("Value", 9)) }
            if horizontal {
                BarMark(x: .value("V", 1), y: .value("C", "x"))
            } else {
                LineMark(x: .value("Day", "d0"), y: .value("Value", 2))
            }
        }
        #expect(p.marks.map(\.kind) == [.bar, .bar, .bar, .rule, .point, .line])
        #expect(p.x.categories == ["d0", "d1", "d2"])
        // 0...9 with step 2 (9 / 4 = 2.25 → 2): nice domain 0...10.
        #expect(p.y.lo == 0 && p.y.hi == 10)
        let empty = plan { if horizontal { BarMark(x: .value("V", 1), y: .value("C", "x")) } }
        #expect(empty.marks.isEmpty && empty.batches.isEmpty)
    }
}

/// The collection fast path reads a mark as its record (`isMark`, `ModifiedChartContent`):
/// every mark type must have exactly a record's layout.
@Suite struct MarkLayoutTests {
    @Test func markTypesAreTheirRecords() {
        let size = MemoryLayout<MarkRecord>.size, stride = MemoryLayout<MarkRecord>.stride
        let sizes = [MemoryLayout<BarMark>.size, MemoryLayout<LineMark>.size, MemoryLayout<PointMark>.size, MemoryLayout<AreaMark>.size,
                     MemoryLayout<RuleMark>.size, MemoryLayout<RectangleMark>.size, MemoryLayout<SectorMark>.size]
        #expect(sizes == Array(repeating: size, count: 7))
        #expect(MemoryLayout<LineMark>.stride == stride)
        #expect(isMark(LineMark.self) && isMark(SectorMark.self) && !isMark(Plot<LineMark>.self))
        // A modified mark keeps its values: x 3, y 4, series "S".
        let p = plan { LineMark(x: .value("X", 3), y: .value("Y", 4)).foregroundStyle(by: .value("S", "S")) }
        #expect(p.marks[0].x == .number(3) && p.marks[0].y == .number(4) && p.marks[0].styleSeries == "S")
    }
}
