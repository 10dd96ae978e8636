import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// iOS 18's vectorized plots and function plots (issue 25): a plot over a collection draws the
/// marks it vectorizes; a function is sampled at 513 evenly spaced x values over its domain.
@Suite struct VectorizedPlotTests {
    struct Stock { let symbol: String; let day: Int; let price: CGFloat; let colour: Color; let alpha: CGFloat }
    static let stocks: [Stock] = [
        Stock(symbol: "AAA", day: 1, price: 10, colour: .red, alpha: 1), Stock(symbol: "AAA", day: 2, price: 30, colour: .red, alpha: 0.5),
        Stock(symbol: "AAA", day: 3, price: 20, colour: .red, alpha: 0.25),
        Stock(symbol: "BBB", day: 1, price: 40, colour: .green, alpha: 1), Stock(symbol: "BBB", day: 2, price: 50, colour: .green, alpha: 1),
        Stock(symbol: "BBB", day: 3, price: 60, colour: .green, alpha: 1),
    ]

    /// A `LinePlot` with a series and `foregroundStyle(by:)` plans exactly as the `LineMark`s
    /// it stands for: the same values, two lines, two legend entries in the default palette.
    @Test func linePlotMatchesLineMarks() {
        let vectorized = plan {
            LinePlot(Self.stocks, x: .value("Day", \.day), y: .value("Price", \.price), series: .value("Symbol", \.symbol))
                .foregroundStyle(by: .value("Symbol", \.symbol))
        }
        let marks = plan {
            ForEach(Self.stocks.indices, id: \.self) { i in
                LineMark(x: .value("Day", Self.stocks[i].day), y: .value("Price", Self.stocks[i].price), series: .value("Symbol", Self.stocks[i].symbol))
                    .foregroundStyle(by: .value("Symbol", Self.stocks[i].symbol))
            }
        }
        #expect(vectorized.marks.count == 6)
        #expect(vectorized.marks.map(\.x) == marks.marks.map(\.x) && vectorized.marks.map(\.y) == marks.marks.map(\.y))
        #expect(vectorized.series == ["AAA", "BBB"] && marks.series == ["AAA", "BBB"])
        #expect(vectorized.batches.count == 2 && vectorized.batches.map(\.indices) == marks.batches.map(\.indices))
        #expect(vectorized.y.lo == 0 && vectorized.y.hi == marks.y.hi)
        let g = ChartGeometry(plan: vectorized, size: CGSize(width: 300, height: 120))
        // Day 1...3 on a 0...3 domain → x 100, 200, 300; price 60 of 0...60 → y 0.
        #expect(g.point(5) == CGPoint(x: 300, y: 0))
    }

    /// Two line plots without a series are two lines (each plot is one line); the `LineMark`s
    /// of two loops without a series join into one, as in Swift Charts.
    @Test func eachLinePlotIsItsOwnLine() {
        let a = Self.stocks.filter { $0.symbol == "AAA" }, b = Self.stocks.filter { $0.symbol == "BBB" }
        let p = plan {
            LinePlot(a, x: .value("Day", \.day), y: .value("Price", \.price))
            LinePlot(b, x: .value("Day", \.day), y: .value("Price", \.price))
        }
        #expect(p.batches.count == 2 && p.batches.map(\.indices.count) == [3, 3])
    }

    /// Key-path modifiers set each element's style and opacity; a simple modifier after them
    /// applies to every mark.
    @Test func keyPathModifiers() {
        let p = plan {
            PointPlot(Self.stocks, x: .value("Day", \.day), y: .value("Price", \.price))
                .foregroundStyle(\.colour)
                .opacity(\.alpha)
                .symbolSize(\.price)
                .symbolSize(by: .value("Price", \.price))
                .opacity(0.5)
        }
        #expect(p.marks.map(\.styleColor) == [.red, .red, .red, .green, .green, .green])
        #expect(p.marks.map(\.opacity) == [0.5, 0.25, 0.125, 0.5, 0.5, 0.5])
        #expect(p.marks.map(\.symbolSize) == [10, 30, 20, 40, 50, 60])
        // `symbolSize(_: KeyPath<_, CGSize>)`: the inscribed ellipse's area, π·w·h/4.
        struct Box { let x: Int; let size: CGSize }
        let q = plan { PointPlot([Box(x: 1, size: CGSize(width: 4, height: 8))], x: .value("X", \.x), y: .value("Y", \.x)).symbolSize(\.size) }
        #expect(close(q.marks[0].symbolSize ?? 0, 8 * .pi, 1e-9))
    }

    /// `BarPlot` geometry equals `BarMark`'s: band A of two is 0...100, bars 75 wide.
    @Test func barPlotGeometry() {
        struct Sale { let name: String; let value: Int }
        var s = ChartSettings()
        s.y.domain = .range(0, 100)
        let p = plan(s) { BarPlot([Sale(name: "A", value: 40), Sale(name: "B", value: 100)], x: .value("Name", \.name), y: .value("Value", \.value)) }
        let g = ChartGeometry(plan: p, size: CGSize(width: 200, height: 100))
        #expect(g.barRect(0) == CGRect(x: 12.5, y: 60, width: 75, height: 40))
        #expect(g.barRect(1) == CGRect(x: 112.5, y: 0, width: 75, height: 100))
    }

    /// Rules, rectangles, range areas and sectors over collections.
    @Test func otherPlots() {
        struct Row { let lo: Double; let hi: Double; let x: Double }
        let rows = [Row(lo: 10, hi: 30, x: 20), Row(lo: 50, hi: 90, x: 60)]
        var s = ChartSettings()
        s.x.domain = .range(0, 100); s.y.domain = .range(0, 100)
        let p = plan(s) {
            RulePlot(rows, x: .value("X", \.x), yStart: .value("Lo", \.lo), yEnd: .value("Hi", \.hi))
            RectanglePlot(rows, xStart: .value("Lo", \.lo), xEnd: .value("Hi", \.hi), yStart: .value("Lo", \.lo), yEnd: .value("Hi", \.hi))
            AreaPlot(rows, x: .value("X", \.x), yStart: .value("Lo", \.lo), yEnd: .value("Hi", \.hi))
        }
        let g = ChartGeometry(plan: p, size: CGSize(width: 100, height: 100))
        let rule = g.rule(1)
        #expect(rule?.0 == CGPoint(x: 60, y: 50) && rule?.1.x == 60 && close(rule?.1.y ?? 0, 10, 1e-9))
        #expect(g.rectangleRect(2) == CGRect(x: 10, y: 70, width: 20, height: 20))
        #expect(p.marks[4].yStart == .number(10) && p.marks[5].yEnd == .number(90))
        let pie = plan { SectorPlot([1.0, 3.0], angle: .value("V", \.self), innerRadius: .ratio(0.5)) }
        #expect(pie.isPolar && pie.sectorTotal == 4)
    }

    /// y = x² over `chartXScale(domain: 0...2)`: 513 samples from x 0 to 2, the middle one at
    /// (1, 1), the last at (2, 4); one line.
    @Test func functionLine() {
        var s = ChartSettings()
        s.x.domain = .range(0, 2)
        let p = plan(s) { LinePlot(x: "x", y: "y") { x in x * x } }
        #expect(p.marks.count == 513)
        #expect(p.marks[0].x == .number(0) && p.marks[256].x == .number(1) && p.marks[256].y == .number(1))
        #expect(p.marks[512].x == .number(2) && p.marks[512].y == .number(4))
        #expect(p.batches.count == 1)
        #expect(p.y.lo == 0 && p.y.hi >= 4)
    }

    /// y = 1/x over its own domain −5...5, NaN at 0 (Apple: "return `Double.nan`" where it is
    /// undefined): the sample at x 0 is left out and the line breaks there into two.
    @Test func functionBreaksAtNaN() {
        let p = plan { LinePlot(x: "x", y: "1/x", domain: -5...5) { x in x == 0 ? .nan : 1 / x } }
        #expect(p.marks.count == 512)
        #expect(p.batches.count == 2 && p.batches.map(\.indices.count) == [256, 256])
        #expect(p.marks.first?.x == .number(-5) && p.marks.last?.x == .number(5))
    }

    /// `AreaPlot` of one function fills from zero; of two, between them. Without any domain the
    /// x scale is the empty chart's 0...1.
    @Test func functionAreas() {
        let p = plan { AreaPlot(x: "x", y: "y") { x in 2 * x } }
        #expect(p.marks.count == 513 && p.marks[512].x == .number(1))
        #expect(p.marks[512].yStart == .number(0) && p.marks[512].yEnd == .number(2))
        let band = plan { AreaPlot(x: "x", yStart: "lo", yEnd: "hi", domain: -1...1) { x in (yStart: x - 1, yEnd: x + 1) } }
        #expect(band.marks[0].yStart == .number(-2) && band.marks[0].yEnd == .number(0))
        // A parametric circle of radius 1.
        let circle = plan { LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) } }
        #expect(circle.marks.count == 513 && circle.x.lo == -1 && circle.x.hi == 1)
    }

    /// Bad input: a function that is never defined draws nothing and says so; an infinite
    /// domain is skipped with a diagnostic; an empty collection draws nothing.
    @Test func badFunctionsAndData() throws {
        let undefined = plan { LinePlot(x: "x", y: "y", domain: 0...1) { _ in .nan } }
        #expect(undefined.marks.isEmpty && undefined.diagnostics.contains { $0.contains("undefined") })
        let infinite = plan { LinePlot(x: "x", y: "y", domain: -Double.infinity...Double.infinity) { $0 } }
        #expect(infinite.marks.isEmpty && infinite.diagnostics.contains { $0.contains("not finite") })
        let empty = plan { LinePlot([Double](), x: .value("X", \.self), y: .value("Y", \.self)) }
        #expect(empty.marks.isEmpty)
        // And it renders: a 200 × 100 chart of sin(x) over −π...π with hidden axes.
        let chart = Chart { LinePlot(x: "x", y: "sin", domain: -Double.pi...Double.pi) { sin($0) } }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        let r = ImageRenderer(content: chart.frame(width: 200, height: 100))
        let b = try r.bitmap()
        // sin(0) = 0 at the plot's middle; the y domain is −1...1, so the line crosses (100, 50).
        #expect(b.pixel(x: 100, y: 50).alpha > 0 && b.pixel(x: 100, y: 5).alpha == 0)
    }

    // MARK: Dense lines (a 1,000,000-point LinePlot in ≤ 1 s: ChartBench)

    /// A line with at most four points per quarter-point column is kept whole; a denser run
    /// keeps its first, lowest, highest and last points, in order; a non-finite point ends
    /// a run and stays.
    @Test func thinningKeepsSparseLinesAndFourPointsPerColumn() {
        let sparse = (0..<400).map { CGPoint(x: CGFloat($0) * 0.25, y: CGFloat(($0 * 37) % 11)) }
        #expect(Interpolation.thinned(sparse) == sparse)
        // Four points in one column: all kept.
        let four = [CGPoint(x: 1, y: 5), CGPoint(x: 1.1, y: 9), CGPoint(x: 1.2, y: 2), CGPoint(x: 1.24, y: 7), CGPoint(x: 3, y: 0)]
        #expect(Interpolation.thinned(four) == four)
        // 1,000 points inside x 10 ..< 10.2: four remain.
        let dense = (0..<1000).map { i -> CGPoint in
            let t = CGFloat(i)
            return CGPoint(x: 10 + t * 0.0002, y: 50 + 40 * sin(t * 0.37 + 1))
        }
        let ys = dense.map(\.y)
        let low = ys.firstIndex(of: ys.min()!)!, high = ys.firstIndex(of: ys.max()!)!
        #expect(low != 0 && high != 0 && low != 999 && high != 999)
        #expect(Interpolation.thinned(dense) == [0, low, high, 999].sorted().map { dense[$0] })
        // A NaN splits the run: each side is thinned alone and the NaN is kept between them.
        let split = dense[0..<500] + [CGPoint(x: 10.1, y: .nan)] + dense[500...]
        let thinned = Interpolation.thinned(Array(split))
        #expect(thinned.count == 9 && thinned[4].y.isNaN)
        #expect(Interpolation.thinned([]) == [] && Interpolation.thinned(Array(dense.prefix(3))) == Array(dense.prefix(3)))
    }

    /// The thinned polyline covers the pixels the full one does: a noisy line of 40,000 points
    /// across 200 points, stroked 2 points wide at 1× and 3×, full and thinned.
    @Test(arguments: [1.0, 3.0])
    func aThinnedLineDrawsTheSamePixels(scale: CGFloat) throws {
        let pts = (0..<40_000).map { i -> CGPoint in
            let t = CGFloat(i)
            let wave: CGFloat = 30 * sin(t * 0.0004), noise: CGFloat = 12 * sin(t * 0.37)
            return CGPoint(x: 4 + t * 0.005, y: 50 + wave + noise)
        }
        func draw(_ points: [CGPoint]) throws -> Bitmap {
            var path = Path()
            path.addLines(points)
            let view = path.stroke(Color.black, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: 208, height: 100).background(Color.white)
            let r = ImageRenderer(content: view)
            r.scale = scale
            return try r.bitmap()
        }
        let thinned = Interpolation.thinned(pts)
        #expect(thinned.count <= 4 * 800 && thinned.count > 800)
        let a = try draw(pts), b = try draw(thinned)
        var inked = 0, differ = 0, maxDiff = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y).red, q = b.pixel(x: x, y: y).red
                if p < 255 || q < 255 { inked += 1 }
                let d = abs(Int(p) - Int(q))
                maxDiff = max(maxDiff, d)
                if d > 32 { differ += 1 }
            }
        }
        // Measured: at 1×, 18 of 6,051 inked pixels differ by more than 32 of 255 levels
        // (0.30 %, largest difference 43); at 3×, 60 of 51,652 (0.12 %, largest 129: a column
        // a quarter point wide straddles two pixel columns there). Bound: 0.5 % of inked pixels.
        #expect(inked > 5_000)
        #expect(Double(differ) < 0.005 * Double(inked), "\(differ) of \(inked) differ; largest \(maxDiff)")
    }

    /// A LinePlot beyond the former 250,000-mark bound is planned and drawn whole: no mark is
    /// skipped, the last point sets the y domain, and the line is stroked with at most four
    /// vertices per quarter-point column.
    @Test func aLinePlotOfThreeHundredThousandPointsIsDrawnWhole() throws {
        struct P { let x: Double; let y: Double }
        let n = 300_000
        let data = (0..<n).map { i in P(x: Double(i), y: i == n - 1 ? 1000 : sin(Double(i) * 0.37) * 40 + 50) }
        let p = plan { LinePlot(data, x: .value("x", \.x), y: .value("y", \.y)) }
        #expect(p.marks.count == n)
        #expect(!p.diagnostics.contains { $0.contains("skipped") })
        #expect(p.y.hi == 1000)
        let g = ChartGeometry(plan: p, size: CGSize(width: 300, height: 100))
        let path = g.path(of: p.batches[0])
        var vertices = 0
        path.forEach { _ in vertices += 1 }
        // 300 points wide: 1,200 quarter-point columns, at most 4 vertices each.
        #expect(vertices <= 4 * 1200 && vertices >= 1200, "\(vertices)")
    }
}
