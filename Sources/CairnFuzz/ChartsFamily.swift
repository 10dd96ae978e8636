import Cairn
import Charts
import Foundation

// The `charts` family (issue 25): random charts from every mark constructor, every chart
// content modifier and every chart modifier, over data shapes that break charts (empty, one
// point, duplicates, NaN/±∞, zero-width domains, dates decades or millennia apart, thousands
// of points), laid out and rendered.

/// One plotted value of a random chart: a number, a category or a date.
private enum FuzzValue {
    case number(Double), category(String), date(Date)
}

/// One random mark: its constructor, values and modifiers.
private struct FuzzMark {
    var kind: Int
    var x: FuzzValue, x2: FuzzValue, y: FuzzValue, y2: FuzzValue
    var dimension: MarkDimension
    var stacking: MarkStackingMethod
    var series: String
    var color: Color?
    var bySeries: Bool
    var positionBy: Bool
    var symbolBy: Bool
    var lineStyleBy: Bool
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var interpolation: InterpolationMethod?
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat?
    var opacity: Double?
    var annotation: Int?
    var annotationPosition: AnnotationPosition
    var annotationAlignment: Alignment
    var annotationSpacing: CGFloat?
}

let positions: [AnnotationPosition] = [.automatic, .top, .bottom, .leading, .trailing, .overlay, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
private let alignments: [Alignment] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .bottomTrailing]
private let interpolations: [InterpolationMethod] = [.linear, .catmullRom, .cardinal, .monotone, .stepStart, .stepCenter, .stepEnd, .cardinal(tension: 0.5)]
private let symbols: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]

/// A data value of the chart's x or y type: numbers hostile one time in six, categories from a
/// small set (so they repeat), dates anywhere from seconds to millennia (or ±10³⁰⁰ s) apart.
private func value(_ type: Int, _ r: inout Random) -> FuzzValue {
    switch type {
    case 0: return .number(r.chance(0.17) ? r.number() : (r.unit() - 0.3) * 100)
    case 1: return .category(r.pick(["A", "B", "C", "", "a long category name", "Ünï", "0"]))
    default:
        let spans: [Double] = [1, 3600, 86400 * 30, 3.15e9, 3.15e10, 1e13, 1e300]
        let span = r.pick(spans)
        return .date(Date(timeIntervalSinceReferenceDate: (r.unit() - 0.5) * span))
    }
}

func dimension(_ r: inout Random) -> MarkDimension {
    switch r.int(0...4) {
    case 0: return .fixed(cg(&r))
    case 1: return .ratio(r.number())
    case 2: return .inset(cg(&r))
    default: return .automatic
    }
}

private func randomMark(_ r: inout Random, xType: Int, yType: Int, seriesCount: Int) -> FuzzMark {
    FuzzMark(
        kind: r.int(0...12),
        x: value(xType, &r), x2: value(xType, &r), y: value(yType, &r), y2: value(yType, &r),
        dimension: dimension(&r),
        stacking: r.pick([.standard, .normalized, .center, .unstacked]),
        series: "S\(r.int(0...max(0, seriesCount - 1)))",
        color: r.chance(0.2) ? randomColor(&r) : nil,
        bySeries: r.chance(0.4), positionBy: r.chance(0.2), symbolBy: r.chance(0.15), lineStyleBy: r.chance(0.15),
        symbol: r.chance(0.15) ? r.pick(symbols) : nil,
        symbolSize: r.chance(0.15) ? cg(&r) : nil,
        interpolation: r.chance(0.3) ? r.pick(interpolations) : nil,
        lineStyle: r.chance(0.15) ? StrokeStyle(lineWidth: cg(&r), dash: r.chance(0.5) ? [cg(&r), cg(&r)] : []) : nil,
        cornerRadius: r.chance(0.15) ? cg(&r) : nil,
        opacity: r.chance(0.15) ? r.number() : nil,
        annotation: r.chance(0.3) ? r.int(0...4) : nil,
        annotationPosition: r.pick(positions), annotationAlignment: r.pick(alignments),
        annotationSpacing: r.chance(0.3) ? cg(&r) : nil
    )
}

/// An annotation's content: text, nothing, a false `if`, two views, or a sized colour.
@ViewBuilder func annotationView(_ kind: Int) -> some View {
    switch kind {
    case 0: Text("label")
    case 1: EmptyView()
    case 2: if kind < 0 { Text("never") }
    case 3: Text("one"); Text("two")
    default: Color.blue.frame(width: 12, height: 8)
    }
}

/// The mark for `m` with values of types `X` and `Y`: every constructor.
@ChartContentBuilder private func baseMark<X: Plottable, Y: Plottable>(_ m: FuzzMark, _ x: X, _ x2: X, _ y: Y, _ y2: Y) -> some ChartContent {
    switch m.kind {
    case 0: BarMark(x: .value("X", x), y: .value("Y", y), width: m.dimension, stacking: m.stacking)
    case 1: BarMark(x: .value("X", x), yStart: .value("Y", y), yEnd: .value("Y", y2), width: m.dimension)
    case 2: BarMark(xStart: .value("X", x), xEnd: .value("X", x2), y: .value("Y", y), height: m.dimension)
    case 3: LineMark(x: .value("X", x), y: .value("Y", y), series: .value("S", m.series))
    case 4: LineMark(x: .value("X", x), y: .value("Y", y))
    case 5: PointMark(x: .value("X", x), y: .value("Y", y))
    case 6: AreaMark(x: .value("X", x), y: .value("Y", y), stacking: m.stacking)
    case 7: AreaMark(x: .value("X", x), yStart: .value("Y", y), yEnd: .value("Y", y2))
    case 8: RuleMark(y: .value("Y", y))
    case 9: RuleMark(xStart: .value("X", x), xEnd: .value("X", x2), y: .value("Y", y))
    case 10: RectangleMark(x: .value("X", x), y: .value("Y", y), width: m.dimension, height: m.dimension)
    case 11: RectangleMark(xStart: .value("X", x), xEnd: .value("X", x2), yStart: .value("Y", y), yEnd: .value("Y", y2))
    default: SectorMark(angle: .value("A", y), innerRadius: m.dimension, outerRadius: .automatic, angularInset: m.cornerRadius)
    }
}

extension ChartContent {
    /// `change` applied when `condition` holds (a conditional modifier in a builder).
    @ChartContentBuilder fileprivate func fuzzIf<C: ChartContent>(_ condition: Bool, _ change: (Self) -> C) -> some ChartContent {
        if condition { change(self) } else { self }
    }
}

/// The mark for `m` with its modifiers.
@ChartContentBuilder private func fuzzMark<X: Plottable, Y: Plottable>(_ m: FuzzMark, _ x: X, _ x2: X, _ y: Y, _ y2: Y) -> some ChartContent {
    baseMark(m, x, x2, y, y2)
        .fuzzIf(m.color != nil) { $0.foregroundStyle(m.color ?? .red) }
        .fuzzIf(m.bySeries) { $0.foregroundStyle(by: .value("Series", m.series)) }
        .fuzzIf(m.positionBy) { $0.position(by: .value("Group", m.series)) }
        .fuzzIf(m.symbolBy) { $0.symbol(by: .value("Symbol", m.series)) }
        .fuzzIf(m.lineStyleBy) { $0.lineStyle(by: .value("Style", m.series)) }
        .fuzzIf(m.symbol != nil) { $0.symbol(m.symbol ?? .circle) }
        .fuzzIf(m.symbolSize != nil) { $0.symbolSize(m.symbolSize ?? 1) }
        .fuzzIf(m.interpolation != nil) { $0.interpolationMethod(m.interpolation ?? .linear) }
        .fuzzIf(m.lineStyle != nil) { $0.lineStyle(m.lineStyle ?? StrokeStyle()) }
        .fuzzIf(m.cornerRadius != nil) { $0.cornerRadius(m.cornerRadius ?? 0) }
        .fuzzIf(m.opacity != nil) { $0.opacity(m.opacity ?? 1) }
        .fuzzIf(m.annotation != nil) {
            $0.annotation(position: m.annotationPosition, alignment: m.annotationAlignment, spacing: m.annotationSpacing) { annotationView(m.annotation ?? 0) }
        }
}

/// The mark for `m`, with its values' concrete types.
@ChartContentBuilder private func typedMark(_ m: FuzzMark) -> some ChartContent {
    switch (m.x, m.x2, m.y, m.y2) {
    case let (.number(a), .number(b), .number(c), .number(d)): fuzzMark(m, a, b, c, d)
    case let (.category(a), .category(b), .number(c), .number(d)): fuzzMark(m, a, b, c, d)
    case let (.date(a), .date(b), .number(c), .number(d)): fuzzMark(m, a, b, c, d)
    case let (.number(a), .number(b), .category(c), .category(d)): fuzzMark(m, a, b, c, d)
    case let (.category(a), .category(b), .category(c), .category(d)): fuzzMark(m, a, b, c, d)
    case let (.date(a), .date(b), .category(c), .category(d)): fuzzMark(m, a, b, c, d)
    case let (.number(a), .number(b), .date(c), .date(d)): fuzzMark(m, a, b, c, d)
    case let (.category(a), .category(b), .date(c), .date(d)): fuzzMark(m, a, b, c, d)
    case let (.date(a), .date(b), .date(c), .date(d)): fuzzMark(m, a, b, c, d)
    default: EmptyChartContent()
    }
}

/// Random axis marks: automatic, strided (number or calendar), explicit values, content.
private func axisMarks(_ r: inout Random) -> AxisMarks {
    let position: AxisMarkPosition = r.pick([.automatic, .leading, .trailing, .top, .bottom])
    let values: AxisMarkValues
    switch r.int(0...4) {
    case 0: values = .automatic(desiredCount: r.count(1...10))
    case 1: values = .stride(by: r.number())
    case 2: values = .stride(by: r.pick([Calendar.Component.day, .month, .year, .hour, .weekOfYear]), count: r.count(1...5))
    case 3: values = .values([r.number(), r.number(), r.number()])
    default: values = .automatic
    }
    if r.chance(0.4) { return AxisMarks(preset: r.pick([.automatic, .aligned, .extended, .inset]), position: position, values: values) }
    let length = CGFloat(r.number()), spacing = maybe(&r), every = r.int(1...3)
    let anchor: UnitPoint? = r.chance(0.5) ? nil : unitPoint(&r)
    let collision: AxisValueLabelCollisionResolution = r.pick([.automatic, .greedy, .truncate, .disabled])
    // AxisMark's modifiers and a grid line's own stroke, with hostile numbers.
    let dx = CGFloat(r.number()), dy = CGFloat(r.number()), lineWidth = CGFloat(r.number())
    let dash = r.chance(0.5) ? [] : [CGFloat(r.number()), CGFloat(r.number())]
    let fontSize = CGFloat(r.number())
    let color = r.pick([Color.red, .clear, .white.opacity(0.3), .primary])
    return AxisMarks(position: position, values: values) { value in
        AxisGridLine(stroke: StrokeStyle(lineWidth: lineWidth, dash: dash)).foregroundStyle(color).offset(x: dx, y: dy)
        AxisTick(length: length).foregroundStyle(.tint).offset(CGSize(width: dy, height: dx))
        if value.index % every == 0 {
            AxisValueLabel(anchor: anchor, collisionResolution: collision, horizontalSpacing: spacing, verticalSpacing: spacing) {
                if let n = value.as(Double.self) { Text("\(n) of \(value.count)") } else if let s = value.as(String.self) { Text(s) }
            }
            .font(.system(size: fontSize)).foregroundStyle(color).offset(x: dx)
        } else {
            AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)), anchor: anchor, collisionResolution: collision)
        }
    }
}

/// A random chart with random chart modifiers.
func randomChart(_ r: inout Random) -> AnyView {
    let xType = r.int(0...2), yType = r.chance(0.7) ? 0 : r.int(0...2)
    // Data shapes: empty, one point, a few, dozens, thousands.
    let count = r.pick([0, 1, 2, 5, 20, 40, r.chance(0.1) ? 400 : 10])
    let seriesCount = r.int(1...4)
    var marks: [FuzzMark] = []
    // Most charts use one or two constructors, as real ones do.
    let kinds = [r.int(0...12), r.int(0...12)]
    for i in 0..<count {
        var m = randomMark(&r, xType: xType, yType: yType, seriesCount: seriesCount)
        if r.chance(0.8) { m.kind = kinds[i % 2] }
        marks.append(m)
    }
    let indexed = Array(marks.enumerated())
    let shape = r.int(0...9)
    var view = shape < 7 ? AnyView(Chart { ForEach(indexed, id: \.offset) { typedMark($0.element) } })
        : shape < 9 ? placementChart(&r, count: count) : plotChart(&r, count: count)
    for _ in 0..<r.int(0...5) {
        switch r.int(0...20) {
        case 0: let a = r.number().nanToZero, b = r.number().nanToZero; view = AnyView(view.chartXScale(domain: min(a, b)...max(a, b)))
        case 1: let a = r.number(); view = AnyView(view.chartYScale(domain: a.nanToZero...a.nanToZero, type: r.pick([.linear, .log, .squareRoot])))
        case 2: view = AnyView(view.chartYScale(domain: .automatic(includesZero: r.chance(0.5), reversed: r.chance(0.5)), type: r.pick([.linear, .log, .squareRoot, .date, .category])))
        case 3: view = AnyView(view.chartXScale(domain: ["A", "C", "Z"]))
        case 4: view = AnyView(view.chartXAxis(r.pick([.hidden, .visible, .automatic])))
        case 5: let m = axisMarks(&r); view = AnyView(view.chartXAxis { m })
        case 6:
            // One set, or two (possibly on opposite edges: a second side of labels).
            let m = axisMarks(&r), m2 = axisMarks(&r)
            view = r.chance(0.5) ? AnyView(view.chartYAxis { m }) : AnyView(view.chartYAxis { m; m2 }.chartXAxis { m2; m })
        case 7: view = AnyView(view.chartLegend(position: r.pick(positions), alignment: r.pick(alignments), spacing: maybe(&r)))
        case 8: let k = r.int(0...4); view = AnyView(view.chartLegend(position: r.pick(positions)) { annotationView(k) })
        case 9: let k = r.int(0...4); view = AnyView(view.chartXAxisLabel(position: r.pick(positions), spacing: maybe(&r)) { annotationView(k) })
        case 10: view = AnyView(view.chartYAxisLabel("Value", position: r.pick(positions), alignment: r.pick(alignments)))
        case 11: view = AnyView(view.chartForegroundStyleScale(["S0": Color.red, "S1": Color.green]))
        case 12:
            let a = r.number(), b = r.number()
            view = AnyView(view.chartOverlay { proxy in
                Rectangle().fill(Color.red).frame(width: 2, height: 2)
                    .position(x: proxy.position(forX: a) ?? 0, y: proxy.position(forY: b) ?? 0)
            })
        case 14:
            // Scale ranges: paddings and points hostile (NaN, ±∞, huge, negative).
            let a = cg(&r), b = cg(&r)
            view = r.chance(0.5) ? AnyView(view.chartXScale(range: .plotDimension(startPadding: a, endPadding: b)))
                : AnyView(view.chartYScale(domain: .automatic, range: .plotDimension(padding: a), type: r.pick([.linear, .log, .category])))
        case 15:
            // A ClosedRange with a NaN bound traps in the standard library, before the chart sees it.
            let a = cg(&r).nanToZero, b = cg(&r).nanToZero
            view = r.chance(0.5) ? AnyView(view.chartXScale(range: min(a, b)...max(a, b))) : AnyView(view.chartYScale(domain: 0...1, range: min(a, b)...max(a, b)))
        case 16:
            // Scrolling at rest: NaN, ±∞, zero and huge visible lengths; starts of every kind.
            let length = r.number(), start = r.number()
            view = AnyView(view.chartScrollableAxes(r.pick([[], .horizontal, .vertical, [.horizontal, .vertical]]))
                .chartXVisibleDomain(length: length).chartYVisibleDomain(length: r.pick([0, 1, 3, length])))
            switch r.int(0...3) {
            case 0: view = AnyView(view.chartScrollPosition(initialX: start))
            case 1: view = AnyView(view.chartScrollPosition(initialX: r.pick(["A", "C", "Z", ""])))
            case 2: view = AnyView(view.chartScrollPosition(initialX: Date(timeIntervalSinceReferenceDate: start.isFinite ? start : 0)))
            default: view = AnyView(view.chartScrollPosition(x: .constant(start)).chartScrollPosition(initialY: start))
            }
        case 17:
            let unit = r.number()
            view = AnyView(view.chartScrollTargetBehavior(.valueAligned(unit: unit, majorAlignment: .page, limitBehavior: .always))
                .chartGesture { proxy in DragGesture().onChanged { _ in _ = proxy.plotSize } })
        case 18:
            // A gradient style scale: stops at hostile locations, a hostile or category domain,
            // no colours at all.
            let stops: [Gradient.Stop] = (0..<r.int(0...4)).map { _ in Gradient.Stop(color: randomColor(&r), location: cg(&r)) }
            let a = r.number().nanToZero, b = r.number().nanToZero
            switch r.int(0...3) {
            case 0: view = AnyView(view.chartForegroundStyleScale(range: Gradient(stops: stops)))
            case 1: view = AnyView(view.chartForegroundStyleScale(domain: min(a, b)...max(a, b), range: Gradient(stops: stops)))
            case 2: view = AnyView(view.chartForegroundStyleScale(domain: ["S0", "S2"], range: Gradient(colors: [.red, .blue])))
            default: view = AnyView(view.chartForegroundStyleScale(range: r.chance(0.5) ? [Color]() : [Color.red, Color.green]))
            }
        case 19: view = AnyView(VStack(spacing: 0) { view; docIdiomChart(&r) })
        case 20: view = AnyView(VStack(spacing: 0) { view; datedUnitChart(&r) })
        default: view = AnyView(view.chartPlotStyle { $0.background(Color.yellow).border(Color.black) })
        }
    }
    return view
}

extension CGFloat {
    /// NaN as 0 (a `ClosedRange` with a NaN bound traps).
    var nanToZero: CGFloat { isNaN ? 0 : self }
}

extension Double {
    /// NaN as 0 (a `ClosedRange` with a NaN bound traps in the standard library, in the
    /// caller's code, before the chart sees it).
    var nanToZero: Double { isNaN ? 0 : self }
}

func chartsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    try renderChart(randomChart(&r), &r)
}

/// Renders a random chart (2D or 3D): at an ordinary size most of the time; at hostile
/// proposals (NaN, ∞, 10³⁰⁰, none) it is laid out and its display list built, not rasterised
/// (a 30,000-pixel-wide bitmap tests the rasteriser, which other families cover, and takes seconds).
func renderChart<V: View>(_ chart: V, _ r: inout Random) throws {
    if r.chance(0.7) {
        let renderer = ImageRenderer(content: chart.frame(width: CGFloat(r.int(0...400)), height: CGFloat(r.int(0...300))))
        _ = renderer.layout
        if r.chance(0.2) { _ = try renderer.svgData() } else { _ = try renderer.bitmap() }
    } else {
        let renderer = ImageRenderer(content: chart)
        renderer.proposedSize = ProposedViewSize(width: maybe(&r), height: maybe(&r))
        _ = renderer.layout
        _ = renderer.displayList
    }
}
