import Cairn
import Foundation

/// Everything a chart draws, computed once from its marks and settings; the geometry in a
/// given plot size comes from `ChartGeometry`. A class, so the shapes that draw the marks
/// share it instead of copying thousands of records.
final class ChartPlan: @unchecked Sendable {
    /// Swift Charts' default series colours, in order (its default foreground style scale, as
    /// observed on iOS: blue, green, orange, purple, red, cyan, yellow, then again).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// The gradient a quantitative `foregroundStyle(by:)` colours along when no scale is given.
    /// Apple documents only "darker for higher values" (the RectangleMark page's heat map);
    /// the colours are Cairn's estimate: a pale blue to a deep blue, light to dark so that
    /// higher values read darker on a light background.
    static let quantitativeGradient = Gradient(colors: [Color(red: 0.80, green: 0.89, blue: 1.0), Color(red: 0.0, green: 0.25, blue: 0.62)])
    /// The most marks a chart keeps (2²⁰, about a million); more are skipped with a
    /// diagnostic. A `LinePlot` of 1,000,000 points — what iOS 18's vectorized plots are for —
    /// is drawn whole (lines are thinned to what the pixels show, `Interpolation.thinned`);
    /// each mark costs about 120 bytes, so the bound keeps a chart near 130 MB.
    static let markLimit = 1 << 20
    /// The fraction of a band an automatic bar fills. Swift Charts does not document it;
    /// Cairn uses 0.75 (bars with a gap a third of their width).
    static let automaticBarRatio: CGFloat = 0.75
    /// The most annotations a chart shows (each is a view to lay out; 10⁵ annotated marks would
    /// take minutes for labels that overlap anyway); more are left out with a diagnostic.
    static let annotationLimit = 2_000

    var marks: [MarkRecord]
    var x = AxisScale()
    var y = AxisScale()
    /// Series names of `foregroundStyle(by:)`, in legend order, and their styles.
    var series: [String] = []
    var seriesStyles: [AnyShapeStyle] = []
    var seriesIndex: [String: Int] = [:]
    /// Symbol series of `symbol(by:)`, in order.
    var symbolSeries: [String: Int] = [:]
    /// Groups of `position(by:)`, in order.
    var positionGroups: [String: Int] = [:]
    /// Which marks are horizontal bars (category or date on y).
    var horizontal: [Bool]
    /// The annotations to show: each one's mark index and annotation, in declaration order
    /// (at most `annotationLimit`).
    var annotations: [(Int, MarkAnnotation)] = []
    /// The batches the plot draws, in order (a mask's batches are drawn only into it).
    var batches: [DrawBatch] = []
    /// The number of each `mask(content:)` in the chart, in order of first use.
    var maskGroups: [ObjectIdentifier: Int] = [:]
    var diagnostics: [String] = []
    /// The continuous colour scale of `chartForegroundStyleScale(range: Gradient)`.
    var gradientScale: GradientStyleScale? = nil
    /// Whether a scrollable axis shows only its initial window (marks are clipped to the plot).
    var isScrolled: Bool { x.scrolled || y.scrolled }
    /// Whether the chart is a pie (only sector marks): no axes.
    var isPolar = false
    var sectorTotal: Double = 0
    var legendVisible = false
    /// Series of `lineStyle(by:)`, in order, and styles `chartLineStyleScale` maps.
    var lineSeries: [String: Int] = [:]
    var lineStyleMapping: [String: StrokeStyle] = [:]
    /// Symbols `chartSymbolScale` maps, and the symbols series cycle through.
    var symbolMapping: [String: BasicChartSymbolShape] = [:]
    var symbolRange: [BasicChartSymbolShape] = BasicChartSymbolShape.automaticSequence
    /// The scale of `symbolSize(by:)`.
    var sizeScale = SymbolSizeScale()
    /// The legend's entries: one per series value of any encoding, in order.
    var legendEntries: [LegendEntry] = []
    /// The dash patterns `lineStyle(by:)` cycles through (Cairn's choice; Apple does not
    /// document its defaults): solid, dashed, dotted, dash-dot, long dashes.
    static let automaticDashes: [[CGFloat]] = [[], [6, 4], [0, 4], [6, 4, 0, 4], [12, 4]]

    init(marks given: [MarkRecord], settings: ChartSettings) {
        // Step −1: the marks of each `mask(content:)` join the plan after the others, tagged
        // with their mask's number, without annotations or symbol views (a mask only masks).
        var masks: [MarkRecord] = []
        for i in given.indices where given[i].hasExtras {
            guard let mask = given[i].extras.mask, maskGroups[ObjectIdentifier(mask)] == nil else { continue }
            let group = maskGroups.count
            maskGroups[ObjectIdentifier(mask)] = group
            for var m in mask.marks {
                m.extras.maskOf = group
                m.extras.annotations = []
                m.extras.symbolView = nil
                masks.append(m)
            }
        }
        // Step 0: function plots become their samples, once the x domain is known.
        let input = FunctionPlot.expand(masks.isEmpty ? given : given + masks, settings: settings, diagnostics: &diagnostics)
        // Step 1: skip marks with NaN or infinite values (Swift Charts skips them).
        func usable(_ m: MarkRecord) -> Bool { m.isFinite && (m.kind != .sector || (m.angle ?? .nan).isFinite) }
        var kept = input
        var skipped = 0
        if !input.allSatisfy(usable) {
            kept = input.filter(usable)
            skipped = input.count - kept.count
        }
        if skipped > 0 { diagnostics.append("Chart: \(skipped) mark(s) with NaN or infinite values were skipped.") }
        if input.count >= Self.markLimit { diagnostics.append("Chart: \(Self.markLimit) marks or more; any beyond \(Self.markLimit) were skipped.") }
        marks = kept
        horizontal = Array(repeating: false, count: kept.count)
        isPolar = !kept.isEmpty && kept.allSatisfy { $0.kind == .sector }

        // Step 2: series, symbols, position groups, in order of first appearance.
        var styleOrder: [String] = []
        if let scale = settings.styleScale {
            for (name, _) in scale where seriesIndex[name] == nil { seriesIndex[name] = styleOrder.count; styleOrder.append(name) }
        }
        if let mapping = settings.lineStyleScale {
            for (name, style) in mapping where lineStyleMapping[name] == nil { lineStyleMapping[name] = style }
        }
        if let mapping = settings.symbolScale {
            for (name, symbol) in mapping where symbolMapping[name] == nil { symbolMapping[name] = symbol }
        }
        if let range = settings.symbolRange, !range.isEmpty { symbolRange = range }
        var otherOrder: [String] = []
        var sizeValues: [PlotValue] = []
        // Fields read in place (a loop over the records would copy each one), and a series
        // name equal to the previous mark's is not looked up again.
        var lastStyle: String? = nil
        for i in kept.indices {
            if let s = kept[i].styleSeries, s != lastStyle {
                lastStyle = s
                if seriesIndex[s] == nil { seriesIndex[s] = styleOrder.count; styleOrder.append(s) }
            }
            if let s = kept[i].symbolSeries, symbolSeries[s] == nil { symbolSeries[s] = symbolSeries.count; otherOrder.append(s) }
            if let g = kept[i].positionGroup, positionGroups[g] == nil { positionGroups[g] = positionGroups.count }
            if let s = kept[i].lineStyleSeries, lineSeries[s] == nil { lineSeries[s] = lineSeries.count; otherOrder.append(s) }
            if let v = kept[i].sizeValue {
                sizeValues.append(v)
                if case .category(let c) = v, !otherOrder.contains(c) { otherOrder.append(c) }
            }
        }
        sizeScale = SymbolSizeScale(values: sizeValues, settings: settings, diagnostics: &diagnostics)
        series = styleOrder
        var paletteIndex = 0
        // `chartForegroundStyleScale(range:)`: a gradient colours each series by its place in
        // the domain; an array of styles replaces the palette.
        var palette = Self.palette.map { AnyShapeStyle($0) }
        switch settings.styleRange {
        case .gradient(let g)?: gradientScale = GradientStyleScale(gradient: g, domain: settings.styleDomain, names: styleOrder)
        case .styles(let styles)? where !styles.isEmpty: palette = styles
        default:
            // Numbers are quantitative: with no scale of the user's, a gradient.
            let numeric = !styleOrder.isEmpty && kept.allSatisfy { $0.styleSeries == nil || ($0.hasExtras && $0.extras.styleIsNumber) }
            if numeric, settings.styleRange == nil, settings.styleScale == nil, settings.styleMapping == nil {
                gradientScale = GradientStyleScale(gradient: Self.quantitativeGradient, domain: settings.styleDomain, names: styleOrder)
            }
        }
        seriesStyles = styleOrder.map { name in
            if let mapped = settings.styleScale?.first(where: { $0.0 == name }) { return mapped.1 }
            if let style = settings.styleMapping?(name) { return style }
            if let scale = gradientScale, let t = scale.position(of: name) { return AnyShapeStyle(scale.color(at: t)) }
            defer { paletteIndex += 1 }
            return palette[paletteIndex % palette.count]
        }
        // A gradient scale's legend is one gradient bar, not an entry per value. A mask only
        // masks: a name that only marks of `mask(content:)` carry gets no entry.
        var named = (gradientScale == nil ? styleOrder : []) + otherOrder
        if !masks.isEmpty {
            var plotted = Set(settings.styleScale?.map(\.0) ?? [])
            for i in kept.indices where !(kept[i].hasExtras && kept[i].extras.maskOf != nil) {
                for name in [kept[i].styleSeries, kept[i].symbolSeries, kept[i].lineStyleSeries].compactMap({ $0 }) { plotted.insert(name) }
                if case .category(let c)? = kept[i].sizeValue { plotted.insert(c) }
            }
            named.removeAll { !plotted.contains($0) }
        }
        legendEntries = makeLegendEntries(named)
        legendVisible = settings.legend.visibility != .hidden && (!legendEntries.isEmpty || (gradientScale != nil && !styleOrder.isEmpty))

        // Step 3: orientation and stacking of bars and areas.
        for i in marks.indices where marks[i].kind == .bar {
            horizontal[i] = Self.isHorizontal(marks[i])
        }
        let normalized = stack()

        // Step 4: scales from every value on each axis.
        if !isPolar {
            var xs: [PlotValue] = [], ys: [PlotValue] = []
            var xEnds: [Double] = [], yEnds: [Double] = []
            xs.reserveCapacity(marks.count)
            ys.reserveCapacity(marks.count)
            for i in marks.indices {
                let baseline = marks[i].startIsBaseline
                if let v = marks[i].x { xs.append(v) }
                if let v = marks[i].xStart, !(baseline && horizontal[i]) { xs.append(v) }
                if let v = marks[i].xEnd { xs.append(v) }
                if let v = marks[i].y { ys.append(v) }
                if let v = marks[i].yStart, !(baseline && !horizontal[i]) { ys.append(v) }
                if let v = marks[i].yEnd { ys.append(v) }
                if marks[i].kind == .bar || marks[i].kind == .rectangle {
                    let m = marks[i]
                    if let u = m.xUnit, case .date(let d)? = m.x { xEnds.append(DateTicks.end(of: d, unit: u).timeIntervalSinceReferenceDate) }
                    if let u = m.yUnit, case .date(let d)? = m.y { yEnds.append(DateTicks.end(of: d, unit: u).timeIntervalSinceReferenceDate) }
                    if m.hasExtras, let e = m.extras.xUpper?.continuous { xEnds.append(e) }
                    if m.hasExtras, let e = m.extras.yUpper?.continuous { yEnds.append(e) }
                }
            }
            x = ScaleBuilder.make(values: xs, extraEnds: xEnds, settings: settings.x, axis: settings.xAxis, includesZeroByDefault: true,
                                  normalized: normalized.x, diagnostics: &diagnostics, name: "x")
            y = ScaleBuilder.make(values: ys, extraEnds: yEnds, settings: settings.y, axis: settings.yAxis, includesZeroByDefault: true,
                                  normalized: normalized.y, diagnostics: &diagnostics, name: "y")
            // Swift Charts' default axes: grid lines at continuous values (with ticks under the
            // x axis), labels only for categories.
            if settings.xAxis.marks == nil {
                x.parts = x.kind == .category ? AxisParts(label: true)
                    : AxisParts(gridLine: StrokeStyle(lineWidth: 0.5), tick: (4, StrokeStyle(lineWidth: 0.5)), label: true)
            }
            if settings.yAxis.marks == nil {
                y.parts = y.kind == .category ? AxisParts(label: true) : AxisParts(gridLine: StrokeStyle(lineWidth: 0.5), label: true)
            }
            // An axis no mark puts a value on (one-dimensional bars and points) shows nothing,
            // as Swift Charts draws a one-dimensional bar chart without a y axis, unless its
            // domain or visibility is set.
            if !marks.isEmpty {
                if xs.isEmpty, settings.xAxis.visibility == .automatic, case .automatic = settings.x.domain { x.visible = false }
                if ys.isEmpty, settings.yAxis.visibility == .automatic, case .automatic = settings.y.domain { y.visible = false }
            }
            if x.position == .automatic { x.position = .bottom }
            if y.position == .automatic { y.position = .trailing }
            // A chart's marks need both channels' kinds to match the scales.
            let count = marks.count
            var keep: [Bool] = []
            keep.reserveCapacity(count)
            let xKind = x.kind, yKind = y.kind
            func fits(_ v: PlotValue?, _ kind: ScaleKind) -> Bool { v.map { $0.kind == kind } ?? true }
            for i in marks.indices {
                keep.append(fits(marks[i].x, xKind) && fits(marks[i].xStart, xKind) && fits(marks[i].xEnd, xKind)
                            && fits(marks[i].y, yKind) && fits(marks[i].yStart, yKind) && fits(marks[i].yEnd, yKind))
            }
            if keep.contains(false) {
                marks = zip(marks, keep).filter(\.1).map(\.0)
                horizontal = zip(horizontal, keep).filter(\.1).map(\.0)
                diagnostics.append("Chart: \(count - marks.count) mark(s) mix value types on one axis and were skipped.")
            }
        } else {
            sectorTotal = marks.reduce(0) { $0 + max(0, $1.angle ?? 0) }
            x.visible = false; y.visible = false
        }

        // Step 5: draw batches, consecutive marks of the same look drawn as one path.
        batches = DrawBatch.make(plan: self)

        // Step 6: the annotations of the marks kept, up to the limit.
        var annotationCount = 0
        for i in marks.indices where marks[i].hasExtras {
            var list = marks[i].annotations
            // A `symbol { ... }` view is an overlay centred on its point (lines and points).
            if let view = marks[i].extras.symbolView, marks[i].kind == .point || marks[i].kind == .line {
                list.insert(MarkAnnotation(position: .overlay, alignment: .center, spacing: 0, content: view), at: 0)
            }
            for a in list {
                annotationCount += 1
                if annotations.count < Self.annotationLimit { annotations.append((i, a)) }
            }
        }
        if annotationCount > Self.annotationLimit {
            diagnostics.append("Chart: \(annotationCount) annotations; only the first \(Self.annotationLimit) are shown.")
        }
    }

    /// A bar is horizontal when its y value is a category (or a date) and x is a number.
    static func isHorizontal(_ m: MarkRecord) -> Bool {
        let yKind = (m.y ?? m.yStart)?.kind
        let xKind = (m.x ?? m.xStart)?.kind
        if m.xStart != nil && m.yStart == nil { return true }
        // One-dimensional bars: the value's axis is the bar's length.
        if m.y == nil && m.yStart == nil && m.x != nil { return true }
        if m.x == nil && m.xStart == nil && m.y != nil { return false }
        if m.yStart != nil && m.xStart == nil { return false }
        return (yKind == .category || yKind == .date) && xKind == .number
    }

    /// The style of a mark: explicit, by series, or the default (the accent colour).
    func style(of m: MarkRecord) -> AnyShapeStyle {
        if let s = m.style { return s }
        if let s = m.styleSeries, let i = seriesIndex[s] { return seriesStyles[i] }
        return AnyShapeStyle(Color.accentColor)
    }

    /// The symbol of a point mark.
    func symbol(of m: MarkRecord) -> BasicChartSymbolShape {
        if let s = m.symbol { return s }
        if let s = m.symbolSeries { return symbol(ofSeries: s) ?? .circle }
        return .circle
    }

    /// The symbol of a `symbol(by:)` series: mapped by `chartSymbolScale`, or the next of the range.
    func symbol(ofSeries s: String) -> BasicChartSymbolShape? {
        if let mapped = symbolMapping[s] { return mapped }
        guard let i = symbolSeries[s] else { return nil }
        return symbolRange[i % symbolRange.count]
    }

    /// The stroke of a line or rule mark: explicit (`lineStyle(_:)`), by its `lineStyle(by:)`
    /// series, or `nil` for the kind's default.
    func lineStyle(of m: MarkRecord) -> StrokeStyle? {
        if let s = m.lineStyle { return s }
        guard let s = m.lineStyleSeries else { return nil }
        return lineStyle(ofSeries: s, kind: m.kind)
    }

    /// The stroke of a `lineStyle(by:)` series: mapped, or the next automatic dash pattern with
    /// the kind's default width (2 points, round caps for lines; 1 point for rules).
    func lineStyle(ofSeries s: String, kind: MarkKind) -> StrokeStyle? {
        if let mapped = lineStyleMapping[s] { return mapped }
        guard let i = lineSeries[s] else { return nil }
        let dash = Self.automaticDashes[i % Self.automaticDashes.count]
        return kind == .rule ? StrokeStyle(lineWidth: 1, dash: dash)
            : StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: dash)
    }

    /// The area of a point symbol, in square points: explicit (`symbolSize(_:)`), from its
    /// `symbolSize(by:)` value, or `nil` for the default.
    func symbolArea(of m: MarkRecord) -> CGFloat? {
        if let a = m.symbolSize { return a }
        guard let v = m.sizeValue else { return nil }
        return sizeScale.area(of: v)
    }

    /// One legend entry per name: its colour (the series' style, or the style of the first mark
    /// the name encodes), its symbol or line, and its size.
    private func makeLegendEntries(_ names: [String]) -> [LegendEntry] {
        var seen = Set<String>()
        var entries: [LegendEntry] = []
        for name in names where seen.insert(name).inserted {
            var style: AnyShapeStyle
            var kind = MarkKind.point
            if let i = seriesIndex[name] {
                style = seriesStyles[i]
                kind = marks.first(where: { $0.styleSeries == name })?.kind ?? .point
            } else if let m = marks.first(where: { $0.symbolSeries == name || $0.lineStyleSeries == name || $0.sizeValue == .category(name) }) {
                // When colour encodes another field, these entries are neutral gray (they stand
                // for a line style, symbol or size, not a colour).
                style = series.isEmpty ? self.style(of: m) : AnyShapeStyle(Color.gray)
                kind = m.kind
            } else {
                style = AnyShapeStyle(Color.accentColor)
            }
            let line = lineSeries[name] != nil ? lineStyle(ofSeries: name, kind: kind == .rule ? .rule : .line) : nil
            let area: CGFloat? = sizeScale.categoryIndex[name] != nil ? sizeScale.area(of: .category(name)) : nil
            entries.append(LegendEntry(name: name, style: style, symbol: symbol(ofSeries: name), line: line, area: area))
        }
        return entries
    }
}

/// One entry of the automatic legend.
struct LegendEntry {
    var name: String
    var style: AnyShapeStyle
    /// The entry's symbol (a circle when `nil`), or a short line in `line`'s style.
    var symbol: BasicChartSymbolShape?
    var line: StrokeStyle?
    /// The symbol's area for a `symbolSize(by:)` category.
    var area: CGFloat?
}

/// The scale of `symbolSize(by:)`: numbers map linearly onto a range of symbol areas over the
/// data's extent (or the domain `chartSymbolSizeScale` sets, values outside it clamped);
/// categories take evenly spaced areas in order of appearance; a mapping wins over both.
struct SymbolSizeScale {
    /// The default range of areas, in square points (Cairn's choice; Apple does not document it).
    static let defaultRange: ClosedRange<CGFloat> = 16...256
    var range: ClosedRange<CGFloat> = defaultRange
    var lo = 0.0
    var hi = 0.0
    var categoryIndex: [String: Int] = [:]
    var mapping: [String: CGFloat] = [:]

    init() {}

    init(values: [PlotValue], settings: ChartSettings, diagnostics: inout [String]) {
        if let r = settings.sizeRange {
            if r.lowerBound.isFinite && r.upperBound.isFinite { range = max(0, r.lowerBound)...max(0, r.lowerBound, r.upperBound) }
            else { diagnostics.append("Chart: the symbol size range must be finite; using the default.") }
        }
        for (name, area) in settings.sizeMapping ?? [] where mapping[name] == nil { mapping[name] = area.isFinite ? max(0, area) : nil }
        var numbers: [Double] = []
        for v in values {
            switch v {
            case .category(let c): if categoryIndex[c] == nil { categoryIndex[c] = categoryIndex.count }
            default: if let n = v.continuous, n.isFinite { numbers.append(n) }
            }
        }
        switch settings.sizeDomain {
        case .range(let a, let b)?: lo = min(a, b); hi = max(a, b)
        case .categories(let names)?:
            categoryIndex = [:]
            for n in names where categoryIndex[n] == nil { categoryIndex[n] = categoryIndex.count }
        default:
            lo = numbers.min() ?? 0; hi = numbers.max() ?? 0
        }
    }

    /// The area for a value; `nil` for a value the scale cannot place (a category outside the
    /// domain, a non-finite number): such marks keep the default size.
    func area(of v: PlotValue) -> CGFloat? {
        if !mapping.isEmpty, let a = mapping[seriesName(v)] { return a }
        let t: Double
        if case .category(let c) = v {
            guard let i = categoryIndex[c] else { return nil }
            t = categoryIndex.count > 1 ? Double(i) / Double(categoryIndex.count - 1) : 0.5
        } else {
            guard let n = v.continuous, n.isFinite else { return nil }
            t = hi > lo ? min(max((n - lo) / (hi - lo), 0), 1) : 0.5
        }
        return range.lowerBound + CGFloat(t) * (range.upperBound - range.lowerBound)
    }
}
