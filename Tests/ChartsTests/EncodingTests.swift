import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing
import CairnTestSupport

/// `lineStyle(by:)`, `symbolSize(by:)` and the line style, symbol and symbol size scales.
@Suite(.designEra(.iOS17)) struct EncodingTests {
    func bitmap<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> Bitmap {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: w, height: h)
        return try r.bitmap()
    }

    /// Two `lineStyle(by:)` values make two line series: the first solid, the second dashed
    /// (6 on, 4 off), both 2 points wide with round caps; the legend has an entry per value,
    /// drawn as a line in the series' style.
    @Test func lineStyleByMakesDashedSeriesWithLegendEntries() throws {
        let p = plan {
            ForEach(0..<3) { i in
                LineMark(x: .value("X", i), y: .value("Y", i)).lineStyle(by: .value("Kind", "Observed"))
            }
            ForEach(0..<3) { i in
                LineMark(x: .value("X", i), y: .value("Y", 2 * i)).lineStyle(by: .value("Kind", "Forecast"))
            }
        }
        #expect(p.batches.count == 2)
        #expect(p.batches.map(\.indices) == [[0, 1, 2], [3, 4, 5]])
        let strokes = p.batches.compactMap { b -> StrokeStyle? in if case .stroke(let s) = b.drawing { s } else { nil } }
        #expect(strokes.map(\.dash) == [[], [6, 4]])
        #expect(strokes.map(\.lineWidth) == [2, 2])
        #expect(strokes.allSatisfy { $0.lineCap == .round })
        #expect(p.legendVisible)
        #expect(p.legendEntries.map(\.name) == ["Observed", "Forecast"])
        #expect(p.legendEntries.map { $0.line?.dash } == [[], [6, 4]])
        // The five automatic patterns cycle: a sixth series is solid again.
        let six = plan {
            ForEach(0..<6) { s in LineMark(x: .value("X", 0), y: .value("Y", s)).lineStyle(by: .value("S", "s\(s)")) }
        }
        #expect(six.legendEntries.map { $0.line?.dash } == [[], [6, 4], [0, 4], [6, 4, 0, 4], [12, 4], []])
    }

    /// `chartLineStyleScale` maps values to strokes; unmapped values keep the automatic ones.
    @Test func lineStyleScaleMapsValues() {
        var settings = ChartSettings()
        settings.lineStyleScale = [("Forecast", StrokeStyle(lineWidth: 3, dash: [2, 2]))]
        let p = plan(settings) {
            LineMark(x: .value("X", 0), y: .value("Y", 1)).lineStyle(by: .value("Kind", "Observed"))
            LineMark(x: .value("X", 1), y: .value("Y", 1)).lineStyle(by: .value("Kind", "Observed"))
            LineMark(x: .value("X", 0), y: .value("Y", 2)).lineStyle(by: .value("Kind", "Forecast"))
            LineMark(x: .value("X", 1), y: .value("Y", 2)).lineStyle(by: .value("Kind", "Forecast"))
        }
        #expect(p.lineStyle(of: p.marks[2]) == StrokeStyle(lineWidth: 3, dash: [2, 2]))
        #expect(p.lineStyle(of: p.marks[0]) == StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: []))
        // An explicit lineStyle(_:) wins over the encoding.
        let q = plan {
            LineMark(x: .value("X", 0), y: .value("Y", 1)).lineStyle(by: .value("K", "B")).lineStyle(StrokeStyle(lineWidth: 5))
        }
        #expect(q.lineStyle(of: q.marks[0]) == StrokeStyle(lineWidth: 5))
    }

    /// Pixels: a solid series at y = 8 and a dashed one at y = 3 on 0...10 × 0...10 scales in a
    /// 200 × 100 plot: rows 20 and 70. The dashes start at x = 0: ink on 0...6 (round caps
    /// reach 1 point further), a gap on 7...9, ink again on 10...16, a gap on 17...19.
    @Test func dashedSeriesPixels() throws {
        let chart = Chart {
            ForEach([0, 10], id: \.self) { x in
                LineMark(x: .value("X", x), y: .value("Y", 8)).lineStyle(by: .value("K", "Solid"))
            }
            ForEach([0, 10], id: \.self) { x in
                LineMark(x: .value("X", x), y: .value("Y", 3)).lineStyle(by: .value("K", "Dashed"))
            }
        }
        .chartXScale(domain: 0...10)
        .chartYScale(domain: 0...10)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        let b = try bitmap(chart, 200, 100)
        let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
        for x in [3, 8, 13, 18, 100] { #expect(b.pixel(x: x, y: 20) == blue, "solid at x \(x)") }
        for x in [3, 13, 23] { #expect(b.pixel(x: x, y: 70) == blue, "dash at x \(x)") }
        for x in [8, 18, 28] { #expect(b.pixel(x: x, y: 70).alpha == 0, "gap at x \(x)") }
    }

    /// The legend of `lineStyle(by:)` is laid out like the colour legend, each symbol a
    /// 16 × 8 line sample.
    @Test func lineStyleLegendLayout() {
        let chart = Chart {
            LineMark(x: .value("X", 0), y: .value("Y", 1)).lineStyle(by: .value("K", "A"))
            LineMark(x: .value("X", 1), y: .value("Y", 2)).lineStyle(by: .value("K", "A"))
            LineMark(x: .value("X", 0), y: .value("Y", 2)).lineStyle(by: .value("K", "B"))
            LineMark(x: .value("X", 1), y: .value("Y", 1)).lineStyle(by: .value("K", "B"))
        }
        let text = ViewLayout(of: chart, in: CGSize(width: 300, height: 200)).description
        // Two entries; the first at the bottom-leading corner (the legend row is 13.127 tall,
        // 14 on the pixel grid at 1×), its 16 × 8 line centred in the row: y = 186 + (14 − 8)
        // / 2 = 189.
        #expect(text.components(separatedBy: "LegendSymbol frame=").count == 3, "\(text)")
        #expect(text.contains("LegendSymbol frame=(0, 189, 16, 8)"), "\(text)")
    }

    /// `symbolSize(by:)` with numbers: 0, 5 and 10 map linearly onto areas 16...256 (Cairn's
    /// default range): 16, 136 and 256 square points, so diameters 2√(A/π).
    @Test func symbolSizeByNumbers() throws {
        let p = plan {
            ForEach([0.0, 5, 10], id: \.self) { v in
                PointMark(x: .value("X", v), y: .value("Y", v)).symbolSize(by: .value("Size", v))
            }
        }
        #expect(p.marks.map { p.symbolArea(of: $0) } == [16, 136, 256])
        let g = ChartGeometry(plan: p, size: CGSize(width: 200, height: 200))
        #expect(close(g.frame(of: 2)?.width, 2 * (256 / CGFloat.pi).squareRoot(), 1e-9))
        #expect(close(g.frame(of: 0)?.width, 2 * (16 / CGFloat.pi).squareRoot(), 1e-9))
        // No legend for a number size scale (Cairn leaves it out), only for categories.
        #expect(!p.legendVisible)

        // Pixels: the largest symbol (18.05 points wide) at the centre of a 0...10 plot.
        let chart = Chart {
            ForEach([0.0, 5, 10], id: \.self) { v in
                PointMark(x: .value("X", 5), y: .value("Y", 5)).symbolSize(by: .value("Size", v))
            }
        }
        .chartXScale(domain: 0...10)
        .chartYScale(domain: 0...10)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        let b = try bitmap(chart, 100, 100)
        var inked = 0
        for x in 0..<100 where b.pixel(x: x, y: 50).alpha > 127 { inked += 1 }
        #expect(inked == 18)
    }

    /// Categories take evenly spaced areas in order; the domain and range and a mapping of
    /// `chartSymbolSizeScale` change them; a number outside the domain is clamped.
    @Test func symbolSizeScales() {
        let p = plan {
            ForEach(Array(["S", "M", "L"].enumerated()), id: \.offset) { item in
                PointMark(x: .value("X", item.offset), y: .value("Y", item.offset)).symbolSize(by: .value("Size", item.element))
            }
        }
        #expect(p.marks.map { p.symbolArea(of: $0) } == [16, 136, 256])
        #expect(p.legendEntries.map(\.name) == ["S", "M", "L"])
        #expect(p.legendEntries.map(\.area) == [16, 136, 256])

        var settings = ChartSettings()
        settings.sizeDomain = .range(0, 20)
        settings.sizeRange = 10...110
        let q = plan(settings) {
            PointMark(x: .value("X", 0), y: .value("Y", 0)).symbolSize(by: .value("Size", 5))
            PointMark(x: .value("X", 1), y: .value("Y", 1)).symbolSize(by: .value("Size", 30))
            PointMark(x: .value("X", 2), y: .value("Y", 2)).symbolSize(by: .value("Size", -3))
        }
        #expect(q.marks.map { q.symbolArea(of: $0) } == [35, 110, 10])

        var mapped = ChartSettings()
        mapped.sizeMapping = [("M", 30)]
        let r = plan(mapped) {
            PointMark(x: .value("X", 0), y: .value("Y", 0)).symbolSize(by: .value("Size", "S"))
            PointMark(x: .value("X", 1), y: .value("Y", 1)).symbolSize(by: .value("Size", "M"))
            // An explicit symbolSize(_:) wins.
            PointMark(x: .value("X", 2), y: .value("Y", 2)).symbolSize(by: .value("Size", "M")).symbolSize(64)
        }
        #expect(r.marks.map { r.symbolArea(of: $0) } == [16, 30, 64])
        // A single number: the middle of the range.
        let one = plan { PointMark(x: .value("X", 0), y: .value("Y", 0)).symbolSize(by: .value("Size", 7)) }
        #expect(one.symbolArea(of: one.marks[0]) == 136)
    }

    /// `chartSymbolScale` maps series to symbols, or gives the symbols to cycle through.
    @Test func symbolScale() {
        var settings = ChartSettings()
        settings.symbolScale = [("Dogs", .diamond)]
        let p = plan(settings) {
            PointMark(x: .value("X", 0), y: .value("Y", 0)).symbol(by: .value("S", "Cats"))
            PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol(by: .value("S", "Dogs"))
        }
        #expect(p.marks.map { p.symbol(of: $0) } == [.circle, .diamond])
        var ranged = ChartSettings()
        ranged.symbolRange = [.cross, .plus]
        let q = plan(ranged) {
            ForEach(["a", "b", "c"], id: \.self) { s in PointMark(x: .value("X", 0), y: .value("Y", 0)).symbol(by: .value("S", s)) }
        }
        #expect(q.marks.map { q.symbol(of: $0) } == [.cross, .plus, .cross])
        // A symbol-only series has a legend too, in the mark's default colour.
        #expect(q.legendEntries.map(\.symbol) == [.cross, .plus, .cross])
    }

    /// The view modifiers write the settings a chart reads: a mapped dash shows in pixels.
    @Test func lineStyleScaleModifierReachesTheChart() throws {
        let chart = Chart {
            ForEach([0, 10], id: \.self) { x in
                LineMark(x: .value("X", x), y: .value("Y", 5)).lineStyle(by: .value("K", "Mapped"))
            }
        }
        .chartLineStyleScale(["Mapped": StrokeStyle(lineWidth: 4, dash: [20, 20])])
        .chartXScale(domain: 0...10)
        .chartYScale(domain: 0...10)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        let b = try bitmap(chart, 200, 100)
        // Butt caps: ink on 0...20 and 40...60, none on 20...40; 4 points thick around y 50.
        #expect(b.pixel(x: 10, y: 48).alpha == 255 && b.pixel(x: 50, y: 51).alpha == 255)
        #expect(b.pixel(x: 30, y: 50).alpha == 0 && b.pixel(x: 10, y: 53).alpha == 0)
    }

    /// `symbol(by:)` and `symbol(_:)` on a line mark every point with the series' symbol in the
    /// line's colour: a horizontal line at y = 5 on 0...10 × 0...10 in a 200 × 100 plot runs
    /// along row 50, 2 points thick; the 8-point squares at x = 0, 100 and 200 ink row 47 (3
    /// points above) around their centres, where the plain line leaves it clear. Two series
    /// take a circle and a square, as the legend shows.
    @Test func lineSymbolsMarkEachPoint() throws {
        func chart(symbols: Bool) -> some View {
            Chart {
                ForEach([0, 5, 10], id: \.self) { x in
                    if symbols {
                        LineMark(x: .value("X", x), y: .value("Y", 5)).symbol(.square)
                    } else {
                        LineMark(x: .value("X", x), y: .value("Y", 5))
                    }
                }
            }
            .chartXScale(domain: 0...10)
            .chartYScale(domain: 0...10)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartLegend(.hidden)
        }
        let marked = try bitmap(chart(symbols: true), 200, 100)
        let plain = try bitmap(chart(symbols: false), 200, 100)
        let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
        #expect(marked.pixel(x: 100, y: 50) == blue && plain.pixel(x: 100, y: 50) == blue)
        for x in [1, 98, 102, 198] {
            #expect(marked.pixel(x: x, y: 47) == blue, "symbol at x \(x)")
            #expect(plain.pixel(x: x, y: 47).alpha == 0, "no symbol at x \(x)")
        }
        // Between the points, row 47 stays clear.
        #expect(marked.pixel(x: 50, y: 47).alpha == 0)
        let series = plan {
            ForEach(0..<2) { i in LineMark(x: .value("X", i), y: .value("Y", i)).symbol(by: .value("S", "Cats")) }
            ForEach(0..<2) { i in LineMark(x: .value("X", i), y: .value("Y", 2 * i)).symbol(by: .value("S", "Dogs")) }
        }
        #expect(series.batches.map(\.kind) == [.line, .point, .line, .point])
        #expect(series.batches.map(\.indices) == [[0, 1], [0, 1], [2, 3], [2, 3]])
        #expect(series.symbol(of: series.marks[0]) == .circle && series.symbol(of: series.marks[2]) == .square)
    }
}
