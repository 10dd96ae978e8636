import Cairn
import CairnCairo
@testable import Charts
@testable import SampleScenes
import Foundation
import Testing
import CairnTestSupport

// Issue 25: the code examples of Apple's Swift Charts documentation pages (the views are in
// Samples/Scenes/AppleChartDocs.swift), drawn at 400 × 300 and checked against what the pages
// say they show: domains and tick labels, bar extents, legend entries, colours. Where a page
// gives a number, the test uses it; where it describes only a shape, the test computes the
// expected geometry from the data and the plot's size.

/// What a chart's overlay saw: its plan and the plot's frame in the image.
final class ChartCapture: @unchecked Sendable {
    var proxy: ChartProxy?
    var plot: CGRect = .null
}

/// A doc example drawn at 1×: its plan, plot frame and pixels.
struct DrawnChart {
    let plan: ChartPlan
    let plot: CGRect
    let bitmap: Bitmap
    var geometry: ChartGeometry { ChartGeometry(plan: plan, size: plot.size) }
    /// The pixel at a point of the plot area.
    func pixel(_ p: CGPoint) -> [Int] { rgba(bitmap, Int((plot.minX + p.x).rounded(.down)), Int((plot.minY + p.y).rounded(.down))) }
}

@MainActor
func drawChart<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) throws -> DrawnChart {
    let capture = ChartCapture()
    let probed = view.frame(width: width, height: height).background(Color.white).chartOverlay { proxy in
        GeometryReader { geometry in
            let _ = {
                capture.proxy = proxy
                capture.plot = proxy.plotFrame.map { geometry[$0] } ?? .null
            }()
            Color.clear
        }
    }
    let bitmap = try ImageRenderer(content: probed).bitmap()
    guard let plan = capture.proxy?.plan else { throw DrawError() }
    return DrawnChart(plan: plan, plot: capture.plot, bitmap: bitmap)
}

struct DrawError: Error {}


/// `a` and `b` within `tolerance`.
func near(_ a: CGFloat?, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

@MainActor @Suite struct AppleChartDocsTests {
    typealias Docs = AppleChartDocs

    // MARK: Chart

    /// Chart, example 1: "3 bars; y axis 0 to 10; values 5, 9, 7" — each bar's height is its
    /// value's share of the plot's height.
    @Test func chartBars() throws {
        let d = try drawChart(Docs.ChartBars())
        #expect(d.plan.x.categories == ["A", "B", "C"])
        #expect(d.plan.y.lo == 0 && d.plan.y.hi == 10)
        for (i, v) in [5.0, 9, 7].enumerated() {
            #expect(near(d.geometry.barRect(i)?.height, d.plot.height * v / 10), "bar \(i)")
            #expect(near(d.geometry.barRect(i)?.maxY, d.plot.height))
        }
    }

    /// Chart, example 2: two lines and a red rule at 400 across the whole plot.
    @Test func chartSeriesAndThreshold() throws {
        let d = try drawChart(Docs.ChartSeries())
        let ruleIndex = try #require(d.plan.marks.firstIndex { $0.kind == .rule })
        let rule = try #require(d.geometry.rule(ruleIndex))
        let y400 = d.plot.height * (1 - 400 / d.plan.y.hi)
        #expect(near(rule.0.y, y400) && near(rule.1.y, y400))
        #expect(near(rule.0.x, 0) && near(rule.1.x, d.plot.width))
        #expect(d.plan.marks.filter { $0.kind == .line }.count == 60)
        // Red (iOS 26's (255, 56, 60)) on the rule, halfway across.
        #expect(d.pixel(CGPoint(x: d.plot.width / 2, y: y400)) == [255, 56, 60, 255])
    }

    // MARK: BarMark

    /// BarMark, example 1: Production 15,000, Marketing 8,000, Finance 10,000 on 0...15,000.
    @Test func barMarkProfit() throws {
        let d = try drawChart(Docs.BarMarkProfit())
        #expect(d.plan.y.lo == 0 && d.plan.y.hi == 15000)
        #expect(d.plan.y.labels == ["0", "5,000", "10,000", "15,000"])
        for (i, v) in [15000.0, 8000, 10000].enumerated() {
            #expect(near(d.geometry.barRect(i)?.height, d.plot.height * v / 15000))
        }
    }

    /// BarMark, example 2 "looks identical" to example 1: the nine profits stack to the same
    /// three totals in one colour (one batch).
    @Test func barMarkStackedLooksLikeExampleOne() throws {
        let stacked = try drawChart(Docs.BarMarkStacked()), single = try drawChart(Docs.BarMarkProfit())
        #expect(stacked.plan.y.hi == single.plan.y.hi && stacked.plan.batches.count == 1)
        for (department, i) in [(0, 0), (1, 1), (2, 2)] {
            let segments = (0..<3).compactMap { stacked.geometry.barRect(department * 3 + $0) }
            let top = segments.map(\.minY).min() ?? 0
            #expect(near(top, single.geometry.barRect(i)?.minY ?? -1, 1e-6))
        }
        // The stacked image's pixels match example 1's inside the plot.
        let samePixels = stacked.bitmap.pixels == single.bitmap.pixels
        #expect(samePixels)
    }

    /// BarMark, example 3: "Production = Gizmos 4000 + Gadgets 5000 + Widgets 6000", with a
    /// legend of the three categories.
    @Test func barMarkStackedByCategory() throws {
        let d = try drawChart(Docs.BarMarkStackedByCategory())
        #expect(d.plan.legendEntries.map(\.name) == ["Gizmos", "Gadgets", "Widgets"])
        let h = d.plot.height / 15000
        let production = (0..<3).compactMap { d.geometry.barRect($0) }
        #expect(production.count == 3)
        #expect(near(production[0].height, 4000 * h) && near(production[1].height, 5000 * h) && near(production[2].height, 6000 * h))
        #expect(near(production[0].minY, production[1].maxY) && near(production[2].minY, 0))
    }

    /// BarMark, example 4 and `init(x:yStart:yEnd:width:stacking:)`: one horizontal bar
    /// 0...15,000 across the plot's whole height, stacked by category; and its vertical twin.
    @Test func barMarkOneDimensional() throws {
        let d = try drawChart(Docs.BarMarkOneDimensional())
        #expect(d.plan.x.lo == 0 && d.plan.x.hi == 15000)
        let w = d.plot.width / 15000
        let bars = (0..<3).compactMap { d.geometry.barRect($0) }
        #expect(bars.map { $0.minX / w }.map { ($0 * 1e6).rounded() / 1e6 } == [0, 4000, 9000])
        #expect(bars.allSatisfy { near($0.height, d.plot.height) && near($0.minY, 0) })
        let v = try drawChart(Docs.BarMarkOneDimensionalVertical())
        #expect(v.plan.y.hi == 15000)
        let columns = (0..<3).compactMap { v.geometry.barRect($0) }
        #expect(columns.allSatisfy { near($0.width, v.plot.width) })
        #expect(near(columns[0].maxY, v.plot.height) && near(columns[2].minY, 0))
    }

    /// BarMark, example 5 and its init pages: Job 1 at 0–15, 20–35, 40–55 and Job 2 at 5–25,
    /// 30–60 (twice) on 0...60, rows for the jobs; upright in `init(x:yStart:yEnd:width:)`.
    @Test func barMarkIntervals() throws {
        let d = try drawChart(Docs.BarMarkIntervals())
        #expect(d.plan.y.categories == ["Job 1", "Job 2"] && d.plan.x.lo == 0 && d.plan.x.hi == 60)
        let unit = d.plot.width / 60
        let spans = (0..<6).compactMap { d.geometry.barRect($0) }.map { [$0.minX / unit, $0.maxX / unit].map { ($0 * 1e6).rounded() / 1e6 } }
        #expect(spans == [[0, 15], [5, 25], [20, 35], [40, 55], [30, 60], [30, 60]])
        let v = try drawChart(Docs.BarMarkIntervalsVertical())
        #expect(v.plan.x.categories == ["Job 1", "Job 2"] && v.plan.y.hi == 60)
        let first = try #require(v.geometry.barRect(0))
        #expect(near(first.height, v.plot.height * 15 / 60) && near(first.maxY, v.plot.height))
    }

    /// The `init(xStart:xEnd:yStart:yEnd:)` pages: "0–5, 10–20, 25–40, 45–65, 70–95" in one
    /// row spanning the plot's height (0...100), and in one column spanning its width.
    @Test func barMarkRowAndColumn() throws {
        let row = try drawChart(Docs.BarMarkRow())
        #expect(row.plan.x.hi == 100)
        let unit = row.plot.width / 100
        let spans = (0..<5).compactMap { row.geometry.barRect($0) }
        #expect(spans.map { [$0.minX / unit, $0.maxX / unit].map { $0.rounded() } } == [[0, 5], [10, 20], [25, 40], [45, 65], [70, 95]])
        #expect(spans.allSatisfy { near($0.height, row.plot.height) })
        let column = try drawChart(Docs.BarMarkColumn())
        let bars = (0..<5).compactMap { column.geometry.barRect($0) }
        #expect(bars.allSatisfy { near($0.width, column.plot.width) })
        #expect(near(bars[4].minY, column.plot.height * (1 - 95.0 / 100)))
    }

    // MARK: LineMark, PointMark

    /// LineMark: Seattle's twelve months, each point at its hours on 0...400; example 2 adds
    /// Cupertino, a line and a legend entry per city.
    @Test func lineMarkSunshine() throws {
        let d = try drawChart(Docs.LineMarkSunshine())
        #expect(d.plan.y.lo == 0 && d.plan.y.hi == 400)
        for (i, v) in Docs.seattle.enumerated() {
            #expect(near(d.geometry.point(i)?.y, d.plot.height * (1 - v / 400)), "month \(i + 1)")
        }
        // January at the leading edge, December at the trailing edge.
        #expect(near(d.geometry.point(0)?.x, 0) && near(d.geometry.point(11)?.x, d.plot.width))
        let cities = try drawChart(Docs.LineMarkCities())
        #expect(cities.plan.legendEntries.map(\.name) == ["Seattle", "Cupertino"])
        #expect(cities.plan.batches.count == 2 && cities.plan.marks.count == 24)
    }

    /// PointMark: twelve points; coloured by family, three legend entries; by symbol, circles,
    /// squares and triangles. The page's legend lists Diptera first, though its data begins
    /// with Lepidoptera; Cairn orders series by first appearance, as the AreaMark page's
    /// legend (Burger, Cheese, Bun: data order, not alphabetical) shows.
    @Test func pointMarks() throws {
        let plain = try drawChart(Docs.PointMarkInsects())
        #expect(plain.plan.marks.count == 12 && plain.plan.legendEntries.isEmpty)
        let colored = try drawChart(Docs.PointMarkByFamily())
        #expect(colored.plan.legendEntries.map(\.name) == ["Lepidoptera", "Hymenoptera", "Diptera"])
        #expect(colored.plan.batches.count == 3)
        let symbols = try drawChart(Docs.PointMarkSymbols())
        let shapes = ["Lepidoptera", "Hymenoptera", "Diptera"].map { symbols.plan.symbol(ofSeries: $0) }
        #expect(shapes == [.circle, .square, .triangle])
    }

    // MARK: AreaMark

    /// AreaMark: "x axis 1960 to 2020, y axis 0 to 1.5" for prices up to 1.10; stacked, the
    /// same axis with three bands; normalized, 0...1; centred, "−1 to 1".
    @Test func areaMarks() throws {
        let price = try drawChart(Docs.AreaMarkPrice())
        #expect(price.plan.y.lo == 0 && price.plan.y.hi == 1.5 && price.plan.y.labels == ["0", "0.5", "1", "1.5"])
        #expect(price.plan.x.labels.first == "1960" && price.plan.x.labels.last == "2020")
        let stacked = try drawChart(Docs.AreaMarkStacked())
        #expect(stacked.plan.y.hi == 1.5 && stacked.plan.legendEntries.map(\.name) == ["Burger", "Cheese", "Bun"])
        let normalized = try drawChart(Docs.AreaMarkStacked(stacking: .normalized))
        #expect(normalized.plan.y.lo == 0 && normalized.plan.y.hi == 1)
        let centred = try drawChart(Docs.AreaMarkStacked(stacking: .center))
        #expect(centred.plan.y.lo == -1 && centred.plan.y.hi == 1)
        // 2020's stack (1.10) is centred on zero: −0.55 to 0.55.
        let last = centred.plan.marks.suffix(3)
        #expect(abs((last.first?.yStart?.continuous ?? 0) + 0.55) < 1e-9 && abs((last.last?.yEnd?.continuous ?? 0) - 0.55) < 1e-9)
        let range = try drawChart(Docs.AreaMarkRange())
        #expect(range.plan.y.lo == 0 && range.plan.y.hi == 80)
    }

    // MARK: RuleMark, RectangleMark, SectorMark

    /// RuleMark, example 1: the pollen seasons, Trees, Grass and Weeds, each rule from its
    /// start date to its end date; example 2: a red rule at 9,000 over the bars.
    @Test func ruleMarks() throws {
        let d = try drawChart(Docs.RuleMarkPollen())
        #expect(d.plan.y.categories == ["Trees", "Grass", "Weeds"])
        for (i, season) in Docs.pollen.enumerated() {
            let rule = try #require(d.geometry.rule(i))
            #expect(near(rule.0.x, d.geometry.xPosition(.date(season.startDate)) ?? -1))
            #expect(near(rule.1.x, d.geometry.xPosition(.date(season.endDate)) ?? -1))
        }
        // Trees' first season, January to October, is three quarters of 2020 wide.
        let trees = try #require(d.geometry.rule(0))
        let year = (d.geometry.xPosition(.date(Docs.date(2021))) ?? 0) - (d.geometry.xPosition(.date(Docs.date(2020))) ?? 0)
        #expect(abs((trees.1.x - trees.0.x) / year - 274.0 / 366) < 1e-9)
        let threshold = try drawChart(Docs.RuleMarkThreshold())
        let y9000 = threshold.plot.height * (1 - 9000.0 / 15000)
        // A 1-point rule centred on a pixel boundary half-covers the two rows it straddles:
        // red at half coverage over white is (255, 155.5, 157.5).
        for row in [y9000 - 0.5, y9000 + 0.5] {
            let p = threshold.pixel(CGPoint(x: threshold.plot.width * 0.99, y: row))
            #expect(p[0] == 255 && abs(p[1] - 155) <= 1 && abs(p[2] - 157) <= 1, "\(p)")
        }
    }

    /// RectangleMark, example 2: each point in a 0.5 × 0.5 square at 0.2 opacity.
    @Test func rectanglesAroundPoints() throws {
        let d = try drawChart(Docs.RectangleMarkAroundPoints())
        let xUnit = d.plot.width / (d.plan.x.hi - d.plan.x.lo), yUnit = d.plot.height / (d.plan.y.hi - d.plan.y.lo)
        let squares = d.plan.marks.indices.filter { d.plan.marks[$0].kind == .rectangle }
        #expect(squares.count == 3)
        for i in squares {
            let r = try #require(d.geometry.rectangleRect(i))
            #expect(near(r.width, 0.5 * xUnit) && near(r.height, 0.5 * yUnit))
            #expect(abs(d.plan.marks[i].opacity - 0.2) < 1e-9)
        }
        let points = d.plan.marks.indices.filter { d.plan.marks[$0].kind == .point }
        #expect(near(d.geometry.point(points[0])?.x, 5 * xUnit))
    }

    /// RectangleMark, example 1: "a 2×2 grid of rectangles colored by a continuous scale,
    /// darker for higher values": each cell fills its band, the legend is one gradient (no
    /// entry per value), and the cells' lightness falls as their counts rise (1, 10, 80, 125).
    @Test func heatMapCells() throws {
        let d = try drawChart(Docs.RectangleMarkHeatMap())
        #expect(d.plan.x.categories == ["+", "-"] && d.plan.y.categories == ["+", "-"])
        #expect(d.plan.gradientScale != nil && d.plan.legendEntries.isEmpty && d.plan.legendVisible)
        var lightness: [Double: Int] = [:]
        for (i, entry) in Docs.matrix.enumerated() {
            let r = try #require(d.geometry.rectangleRect(i))
            #expect(near(r.width, d.plot.width / 2) && near(r.height, d.plot.height / 2))
            let p = d.pixel(CGPoint(x: r.midX, y: r.midY))
            lightness[entry.num] = p[0] + p[1] + p[2]
        }
        let order = [1.0, 10, 80, 125].compactMap { lightness[$0] }
        #expect(order.count == 4 && order == order.sorted(by: >) && Set(order).count == 4, "\(lightness)")
    }

    /// SectorMark: six sectors, each its sales' share of 360° (Cachapa 9,631 of 26,389 is
    /// 131.4°); the donut's inner radius is 0.618 of its outer, which is inset 10 points.
    @Test func sectorMarks() throws {
        let pie = try drawChart(Docs.SectorMarkPie())
        #expect(pie.plan.legendEntries.map(\.name) == Docs.sales.map(\.name))
        let total = Double(Docs.sales.map(\.sales).reduce(0, +))
        #expect(total == 26389)
        let first = try #require(pie.geometry.sector(0))
        #expect(abs((first.end - first.start) * 180 / .pi - 9631 / total * 360) < 1e-9)
        let donut = try drawChart(Docs.SectorMarkDonut())
        let s = try #require(donut.geometry.sector(2))
        let radius = min(donut.plot.width, donut.plot.height) / 2
        #expect(near(s.outer, radius - 10) && near(s.inner, 0.618 * radius))
        // Injera, the third, starts after Cachapa's and Crêpe's 16,590 of 26,389.
        #expect(abs(s.start - 16590 / total * 2 * .pi) < 1e-12)
    }

    // MARK: Vectorized and function plots

    /// LinePlot: a line per asset from key paths; y = x² and the rose clipped to −10...10
    /// with ticks every 5; sine and cosine in two legend entries, 5-point lines at 0.8 opacity.
    @Test func linePlots() throws {
        let stocks = try drawChart(Docs.LinePlotStocks())
        #expect(stocks.plan.legendEntries.map(\.name) == ["ACME", "GLBX"] && stocks.plan.batches.count == 2)
        let parabola = try drawChart(Docs.LinePlotParabola())
        #expect(parabola.plan.x.lo == -10 && parabola.plan.x.hi == 10 && parabola.plan.y.labels == ["-10", "-5", "0", "5", "10"])
        let trig = try drawChart(Docs.LinePlotSineCosine())
        #expect(trig.plan.legendEntries.map(\.name) == ["y=sin(x)", "y=cos(x)"])
        #expect(trig.plan.marks.allSatisfy { abs($0.opacity - 0.8) < 1e-9 && $0.lineStyle?.lineWidth == 5 && $0.lineStyle?.lineCap == .round })
        // The rose passes through (10, 0) at t = 0: ink at the plot's trailing middle.
        let rose = try drawChart(Docs.LinePlotRose())
        let p = rose.pixel(CGPoint(x: rose.plot.width - 2, y: rose.plot.height / 2))
        #expect(p[3] > 0 && p != [255, 255, 255, 255], "\(p)")
    }

    /// AreaPlot: between y = x and y = x² − 1 at x = 0 the band is −1...0 (filled at y −0.5,
    /// not at y 0.5); filled to zero, y = x² − 1 covers −1...0 at x = 0 and 0...1.25 at x = 1.5.
    @Test func areaPlots() throws {
        let white = [255, 255, 255, 255]
        let between = try drawChart(Docs.AreaPlotBetween())
        let g = between.geometry
        func at(_ d: DrawnChart, _ x: Double, _ y: Double) -> [Int] {
            d.pixel(CGPoint(x: d.geometry.xPosition(.number(x)) ?? 0, y: d.geometry.yPosition(.number(y)) ?? 0))
        }
        _ = g
        #expect(at(between, 0.1, -0.5) != white && at(between, 0.1, 0.5) == white)
        let toZero = try drawChart(Docs.AreaPlotToZero())
        #expect(at(toZero, 0.1, -0.5) != white && at(toZero, 1.5, 0.5) != white && at(toZero, 1.5, 1.5) == white)
        let portfolio = try drawChart(Docs.AreaPlotPortfolio())
        #expect(portfolio.plan.legendEntries.map(\.name) == ["Stocks", "Bonds", "Cash"])
        // Stacked: December's top is 76 + 42 + 10 = 128.
        #expect(portfolio.plan.marks.compactMap { $0.yEnd?.continuous }.max() == 128)
    }

    /// BarPlot takes each bar's colour from its element; SectorPlot, RulePlot, PointPlot and
    /// RectanglePlot draw a mark per element (RectanglePlot's `.value("Time", \.start, \.end)`
    /// spans each task's time).
    @Test func otherPlots() throws {
        let bars = try drawChart(Docs.BarPlotVotes())
        let teal = try #require(bars.geometry.barRect(0))
        #expect(bars.pixel(CGPoint(x: teal.midX, y: teal.maxY - 4)) == [0, 195, 208, 255])
        let pie = try drawChart(Docs.SectorPlotVotes())
        #expect(pie.plan.legendEntries.map(\.name) == ["Teal", "Orange", "Purple", "Gray"])
        let rules = try drawChart(Docs.RulePlotTasks())
        #expect(rules.plan.y.categories == ["Design", "Build", "Test"] && rules.plan.legendEntries.map(\.name) == ["Done", "Active", "Planned"])
        let rects = try drawChart(Docs.RectanglePlotTasks())
        let unit = rects.plot.width / 20
        for (i, task) in Docs.tasks.enumerated() {
            let r = try #require(rects.geometry.rectangleRect(i))
            #expect(near(r.minX, task.startTime * unit) && near(r.maxX, task.endTime * unit), "task \(i)")
        }
        let points = try drawChart(Docs.PointPlotFlights())
        #expect(points.plan.legendEntries.map(\.name) == ["North", "South"] && points.plan.marks.count == 12)
        let sizes = points.plan.marks.map { points.plan.symbolArea(of: $0) ?? 0 }
        #expect(sizes == sizes.sorted() && sizes.first! < sizes.last!)
    }

    // MARK: ChartContent, position(by:), chartPlotStyle

    /// ChartContent: Cube 5, Sphere 6, Pyramid 4 in the accent colour; example 2's Sphere red.
    @Test func chartContentShapes() throws {
        let d = try drawChart(Docs.ChartContentShapes(redSphere: true))
        #expect(d.plan.y.hi == 6 && d.plan.y.labels == ["0", "2", "4", "6"])
        let cube = try #require(d.geometry.barRect(0)), sphere = try #require(d.geometry.barRect(1))
        #expect(near(cube.height, d.plot.height * 5 / 6) && near(sphere.height, d.plot.height))
        #expect(d.pixel(CGPoint(x: cube.midX, y: cube.midY)) == [0, 136, 255, 255])
        #expect(d.pixel(CGPoint(x: sphere.midX, y: sphere.midY)) == [255, 56, 60, 255])
    }

    /// `position(by:axis:)`: each product's two bars side by side, each half of the group's
    /// three quarters of the band.
    @Test func positionByType() throws {
        let d = try drawChart(Docs.PositionByType())
        let band = d.plot.width / 3
        let a = try #require(d.geometry.barRect(0)), b = try #require(d.geometry.barRect(1))
        #expect(near(a.width, band * 0.75 / 2) && near(b.minX, a.maxX))
    }

    /// `chartXAxis`/`chartYAxis` example 1, `AxisMarks { AxisGridLine() }`: grid lines at every
    /// value and no labels or ticks, so the plot fills the chart.
    @Test func gridOnlyAxes() throws {
        let d = try drawChart(Docs.GridOnlyAxes())
        #expect(d.plan.y.ticks.count == 4 && (0..<4).allSatisfy { d.plan.y.parts(at: $0).gridLine != nil && !d.plan.y.parts(at: $0).label })
        #expect((0..<3).allSatisfy { !d.plan.x.parts(at: $0).label && d.plan.x.parts(at: $0).tick == nil })
        #expect(d.plot == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    /// `chartOverlay` and `ChartProxy`: the page's conversion, for a point at the plot's centre,
    /// gives the middle of the domains (the 10 days of May 1–10 span May 1 to May 10, so
    /// 5.5 May 12:00; prices 100 to 145 on 0...150 put 75 at the centre).
    @Test func dragReadout() throws {
        final class Box: @unchecked Sendable { var date: Date?; var price: Double? }
        let box = Box()
        _ = try ImageRenderer(content: Docs.DragReadout { box.date = $0; box.price = $1 }.frame(width: 400, height: 300)).bitmap()
        let d = try drawChart(Docs.DragReadout())
        let midX = (d.plan.x.lo + d.plan.x.hi) / 2, midY = (d.plan.y.lo + d.plan.y.hi) / 2
        #expect(abs((box.date?.timeIntervalSinceReferenceDate ?? 0) - midX) < 1e-3)
        #expect(abs((box.price ?? 0) - midY) < 1e-9 && midY == 75)
    }

    /// `chartPlotStyle { $0.frame(width: 100, height: 100) }`: the plot area is 100 × 100.
    @Test func plotStyleFrame() throws {
        let d = try drawChart(Docs.PlotStyleFrame())
        #expect(d.plot.size == CGSize(width: 100, height: 100))
    }

    /// Scrolling: 10 of 30 x units visible; the default shows the whole domain; vertical with
    /// 10 y units visible.
    @Test func scrolling() throws {
        let ten = try drawChart(Docs.ScrollingBars())
        #expect(ten.plan.x.scrolled && ten.plan.x.hi - ten.plan.x.lo == 10)
        let vertical = try drawChart(Docs.ScrollingVertical())
        #expect(vertical.plan.y.scrolled && vertical.plan.y.hi - vertical.plan.y.lo == 10)
    }

    // MARK: Customizing axes in Swift Charts

    /// The article's steps: "default y axis 0–40 with labels 0, 10, 20, 30, 40" and x labels
    /// every 6 hours with AM/PM; `chartYScale(domain: [0, 100])` gives 0, 25, 50, 75, 100;
    /// `desiredCount: 3` and `[0, 50, 100]` give 0, 50, 100; the percent format 0%, 50%, 100%;
    /// step 5 grid lines every 25 with labels only at 0%, 50%, 100%; step 6 x labels every 3
    /// hours; each bar spans its half hour.
    @Test func batterySteps() throws {
        func drawn(_ step: Docs.AxisStep) throws -> DrawnChart { try drawChart(Docs.BatteryChart(step: step)) }
        let one = try drawn(.defaults)
        #expect(one.plan.y.hi == 40 && one.plan.y.labels == ["0", "10", "20", "30", "40"])
        // Hours as en_US writes them since iOS 17: a narrow no-break space before the period.
        #expect(one.plan.x.labels == ["12 AM", "6 AM", "12 PM", "6 PM", "12 AM"].map { $0.replacingOccurrences(of: " ", with: "\u{202F}") })
        // 48 bars, each a half hour of the day wide (less the gap between bars).
        let halfHour = one.plot.width / 48
        let first = try #require(one.geometry.barRect(0))
        #expect(near(first.midX, halfHour / 2) && first.width <= halfHour && first.width >= halfHour * 0.7)
        #expect(near(first.height, one.plot.height))
        #expect(try drawn(.domain).plan.y.labels == ["0", "25", "50", "75", "100"])
        #expect(try drawn(.desiredCount).plan.y.labels == ["0", "50", "100"])
        #expect(try drawn(.values).plan.y.labels == ["0", "50", "100"])
        #expect(try drawn(.percent).plan.y.labels == ["0%", "50%", "100%"])
        let five = try drawn(.labelsAndGrid)
        #expect(five.plan.y.ticks == [0, 25, 50, 75, 100].map { .number($0) })
        #expect((0..<5).map { five.plan.y.parts(at: $0).label } == [true, false, true, false, true])
        #expect((0..<5).allSatisfy { five.plan.y.parts(at: $0).gridLine != nil })
        #expect([0, 2, 4].map { five.plan.y.labels[$0] } == ["0%", "50%", "100%"])
        let six = try drawn(.hourLabels)
        #expect(six.plan.x.ticks.count == 9, "\(six.plan.x.labels)")
        // Foundation's `.dateTime.hour()` puts a narrow no-break space (U+202F) before AM/PM,
        // as iOS 17 and later do.
        #expect(six.plan.x.labels.first == "12\u{202F}AM" && six.plan.x.labels.dropFirst(4).first == "12\u{202F}PM")
        let seven = try drawn(.final)
        #expect(seven.plan.x.parts(at: 0).gridLine?.lineWidth == 0.5 && seven.plan.x.parts(at: 0).labelContent != nil)
    }

    // MARK: Creating a chart using Swift Charts

    /// "The y scale runs from 0 to 6, and the number labels are on the right (trailing) side";
    /// the stacks have a legend per colour; with the colour scale, Green's segment is green.
    @Test func creatingAChart() throws {
        let d = try drawChart(Docs.ToyShapeBars())
        #expect(d.plan.y.lo == 0 && d.plan.y.hi == 6)
        #expect(d.plot.minX == 0 && d.plot.maxX < 400)
        let stacks = try drawChart(Docs.ToyShapeStacks())
        #expect(stacks.plan.legendEntries.map(\.name) == ["Green", "Purple", "Pink", "Yellow"])
        let greenCube = try #require(stacks.geometry.barRect(0))
        #expect(stacks.pixel(CGPoint(x: greenCube.midX, y: greenCube.midY)) == [52, 199, 89, 255])
        let purpleCube = try #require(stacks.geometry.barRect(3))
        #expect(stacks.pixel(CGPoint(x: purpleCube.midX, y: purpleCube.midY)) == [203, 48, 224, 255])
    }

    // MARK: Chart3D

    /// SurfacePlot, example 2: the lower surface is coloured by the way it faces: its flat
    /// crests facing up are light green (0.5, 1, 0.5) before shading, so the image holds
    /// pixels far greener than red or blue; the height-based surface keeps its gradient.
    @Test func surfacesAndPoints() throws {
        let pair = try ImageRenderer(content: Docs.SurfacePair().frame(width: 300, height: 300).background(Color.white)).bitmap()
        var greenish = 0
        for y in stride(from: 0, to: 300, by: 2) {
            for x in stride(from: 0, to: 300, by: 2) {
                let p = rgba(pair, x, y)
                if p[1] > p[0] + 40 && p[1] > p[2] + 40 { greenish += 1 }
            }
        }
        #expect(greenish > 100, "\(greenish)")
        // A pose bound to state draws the pose it holds: `.default`, as without the binding.
        let bound = try ImageRenderer(content: Docs.PenguinPose().frame(width: 300, height: 300)).bitmap()
        let unbound = try ImageRenderer(content: Docs.PenguinPoints().frame(width: 300, height: 300)).bitmap()
        let samePose = bound.pixels == unbound.pixels
        #expect(samePose)
        // Perspective changes the picture of the same points.
        let flat = try ImageRenderer(content: Docs.PenguinPoints().frame(width: 300, height: 300)).bitmap()
        let deep = try ImageRenderer(content: Docs.PenguinPoints(perspective: true).frame(width: 300, height: 300)).bitmap()
        let differ = flat.pixels != deep.pixels
        #expect(differ)
    }
}
