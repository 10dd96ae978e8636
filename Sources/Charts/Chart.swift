import Cairn
import Foundation

/// A SwiftUI view that displays a chart (Swift Charts' `Chart`).
///
/// ```swift
/// Chart(sales) { item in
///     BarMark(x: .value("Month", item.month), y: .value("Sales", item.amount))
/// }
/// ```
///
/// Like Swift Charts, a chart takes the space it is offered; its y axis is on the trailing
/// side, its x axis at the bottom, and a legend for `foregroundStyle(by:)` series sits below,
/// leading-aligned. Labels are measured with the chart's fonts (Pango) to size the plot area.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings
    @Environment(\.chartProxyBoxes) private var proxyBoxes
    @Environment(\.locale) private var locale

    /// A chart that draws the marks of `content`.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The chart: its marks planned with the chart modifiers' settings, then laid out.
    public var body: some View {
        var marks: [MarkRecord] = []
        collectMarks(content, into: &marks)
        var settings = settings
        settings.xAxis.locale = locale
        settings.yAxis.locale = locale
        let plan = ChartPlan(marks: marks, settings: settings)
        return ChartView(plan: plan, settings: settings, proxyBoxes: proxyBoxes)
    }
}

extension Chart {
    /// A chart with the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart with the marks `content` makes for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
        self.content = ForEach(data, content: content)
    }
}

/// The font and colour of axis labels: Swift Charts' default `AxisValueLabel` uses the small
/// caption-2 text style in the secondary colour.
enum ChartStyle {
    static let labelFont = Font.caption2
    static let labelColor = Color.secondary
    /// Grid lines and ticks: a light gray hairline.
    static let gridColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// The space between the plot and the axis labels, and between the axes and the legend.
    static let labelGap: CGFloat = 4
    static let legendGap: CGFloat = 8
}

/// The views a chart is made of, laid out by `ChartLayout`.
struct ChartView: View {
    let plan: ChartPlan
    let settings: ChartSettings
    /// Where a `chartOverlay`/`chartBackground` around the chart reads the plot frame.
    /// The boxes of the `chartOverlay`s and `chartBackground`s around the chart.
    var proxyBoxes: [ChartProxyBox] = []

    var body: some View {
        // A scrolled chart at rest clips its marks to the plot (the rest of the domain is
        // reached by scrolling); otherwise marks may overflow the plot, as on iOS.
        let layers = plan.isScrolled ? AnyView(PlotLayers(plan: plan).clipped()) : AnyView(PlotLayers(plan: plan))
        let geometryLayers = proxyBoxes.isEmpty ? layers : AnyView(layers.background(PlotFrameRecorder(plan: plan, boxes: proxyBoxes)))
        let plot: AnyView = settings.plotStyle.map { $0(geometryLayers) } ?? geometryLayers
        // A custom legend (`chartLegend(position:alignment:spacing:content:)`) shows unless the
        // legend is hidden; the automatic one when the chart has series.
        let legendShown = settings.legend.content != nil ? settings.legend.visibility != .hidden : plan.legendVisible
        let yLabels = plan.y.visible && plan.y.parts.label ? plan.y.labelViews() : []
        let xLabels = plan.x.visible && plan.x.parts.label ? plan.x.labelViews() : []
        let annotations = plan.annotations
        let layout = ChartLayout(plan: plan, yLabelCount: yLabels.isEmpty ? 0 : plan.y.ticks.count, xLabelCount: xLabels.isEmpty ? 0 : plan.x.ticks.count,
                                 hasLegend: legendShown, annotations: annotations.map { ($0.0, $0.1.position, $0.1.alignment, $0.1.spacing, $0.1.overflow) },
                                 legend: settings.legend, xTitle: settings.xAxis.title, yTitle: settings.yAxis.title)
        // Each part is tagged (`ChartPart`), and views given by the user are wrapped so that each
        // is exactly one subview, whatever it resolves to (nothing, one view, several).
        return layout {
            plot.layoutValue(key: ChartPartKey.self, value: .plot)
            ForEach(yLabels, id: \.index) { label in
                label.view.layoutValue(key: ChartPartKey.self, value: .yLabel(label.index))
            }
            ForEach(xLabels, id: \.index) { label in
                label.view.layoutValue(key: ChartPartKey.self, value: .xLabel(label.index))
            }
            if let custom = settings.legend.content, legendShown { ChartSlot(content: custom).layoutValue(key: ChartPartKey.self, value: .legend) }
            if plan.legendVisible && settings.legend.content == nil { LegendView(plan: plan, beside: [.leading, .trailing].contains(settings.legend.position.storage))
                .layoutValue(key: ChartPartKey.self, value: .legend) }
            if let title = settings.xAxis.title { ChartSlot(content: title.content).fixedSize().layoutValue(key: ChartPartKey.self, value: .xTitle) }
            if let title = settings.yAxis.title { ChartSlot(content: title.content).fixedSize().layoutValue(key: ChartPartKey.self, value: .yTitle) }
            ForEach(Array(annotations.enumerated()), id: \.offset) { a in
                ChartSlot(content: a.element.1.content).fixedSize().layoutValue(key: ChartPartKey.self, value: .annotation(a.offset))
            }
            DiagnosticsView(messages: plan.diagnostics)
        }
    }
}

extension AxisScale {
    /// The label views of the ticks that have one, with their tick index: the formatted value
    /// as text, or `AxisValueLabel { ... }`'s view, in the axis labels' font and colour.
    func labelViews() -> [(index: Int, view: AnyView)] {
        ticks.indices.compactMap { i in
            let p = parts(at: i)
            guard p.label, i < labels.count else { return nil }
            let content = p.labelContent.map { AnyView(ChartSlot(content: $0)) } ?? AnyView(Text(labels[i]))
            let d = p.labelDecoration
            let styled = content.font(d.font ?? ChartStyle.labelFont)
            let coloured = d.style.map { AnyView(styled.foregroundStyle($0)) } ?? AnyView(styled.foregroundStyle(ChartStyle.labelColor))
            return (i, d.offset == .zero ? AnyView(coloured.fixedSize()) : AnyView(coloured.fixedSize().offset(d.offset)))
        }
    }
}

/// A view the user gives a chart (an annotation, an axis title, a custom legend) as exactly one
/// subview: several views stack vertically, as a view builder's views do at the root of a
/// window; no view is an empty stack (zero size, drawing nothing).
struct ChartSlot: View {
    let content: AnyView
    var body: some View { VStack { content } }
}

/// Grid lines and the mark batches, each a shape in the plot area.
struct PlotLayers: View {
    let plan: ChartPlan
    var body: some View {
        ZStack {
            AxisGridShape(plan: plan).stroke(ChartStyle.gridColor, lineWidth: 0.5)
            ForEach(AxisGridShape.styledLines(of: plan), id: \.self) { line in
                let d = line.decoration(in: plan)
                AxisGridShape(plan: plan, only: line)
                    .stroke(d.style ?? AnyShapeStyle(ChartStyle.gridColor), style: line.stroke(in: plan))
            }
            ForEach(plan.batches.indices.filter { plan.batches[$0].maskOf == nil }, id: \.self) { b in
                BatchView(plan: plan, index: b)
            }
        }
    }
}

/// One batch, filled or stroked with its style.
struct BatchView: View {
    let plan: ChartPlan
    let index: Int
    var body: some View {
        let batch = plan.batches[index]
        let shape = MarkShape(plan: plan, batch: index)
        let drawn: AnyView
        switch batch.drawing {
        case .fill: drawn = AnyView(shape.fill(batch.style).opacity(batch.opacity))
        case .stroke(let style): drawn = AnyView(shape.stroke(batch.style, style: style).opacity(batch.opacity))
        }
        var shown = drawn
        if batch.clipped, let first = batch.indices.first {
            shown = AnyView(drawn.clipShape(MarkClipShape(plan: plan, batch: index), style: plan.marks[first].extras.clipStyle))
        }
        guard let group = batch.maskedBy else { return shown }
        return AnyView(shown.mask { MaskLayers(plan: plan, group: group) })
    }
}

/// The batches of one `mask(content:)`, drawn as they would be in the plot: the alpha that
/// masks the content drawn through it.
struct MaskLayers: View {
    let plan: ChartPlan
    let group: Int
    var body: some View {
        ZStack {
            ForEach(plan.batches.indices.filter { plan.batches[$0].maskOf == group }, id: \.self) { b in
                BatchView(plan: plan, index: b)
            }
        }
    }
}

/// The clip of a batch whose marks carry `clipShape(_:style:)`: each mark's shape filling its
/// frame (Swift Charts: "The shape fills each mark's frame"), together.
struct MarkClipShape: Shape {
    /// Placed by the chart's own layout: never mirrored as a whole.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    let plan: ChartPlan
    let batch: Int

    func path(in rect: CGRect) -> Path {
        let g = ChartGeometry(plan: plan, size: rect.size)
        let b = plan.batches[batch]
        var p = Path()
        if b.kind == .line || b.kind == .area || b.kind == .sector {
            // A line or area is one mark drawn from many records: its frame is its bounds,
            // widened by half its line width; sectors share the pie's bounds.
            let width: CGFloat = if case .stroke(let s) = b.drawing { s.lineWidth } else { 0 }
            let bounds = g.path(of: b).boundingRect.insetBy(dx: -width / 2, dy: -width / 2)
            if let shape = plan.marks[b.indices[0]].extras.clipShape, bounds.width.isFinite, bounds.height.isFinite { p.addPath(shape.path(in: bounds)) }
            return p
        }
        for i in b.indices {
            guard let shape = plan.marks[i].extras.clipShape, var frame = g.frame(of: i),
                  frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            if b.kind == .rule, case .stroke(let s) = b.drawing { frame = frame.insetBy(dx: -s.lineWidth / 2, dy: -s.lineWidth / 2) }
            p.addPath(shape.path(in: frame))
        }
        return p
    }
}

/// The path of one batch of marks, in the plot area. Its animatable data is the marks'
/// geometry as fractions of a reference plot: while an animation carries it between two
/// charts' values the path is drawn from it; at rest, exactly from the plan.
struct MarkShape: Shape {
    /// Placed by the chart's own layout: never mirrored as a whole.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    let plan: ChartPlan
    let batch: Int
    /// The plan's own numbers, and the (possibly animated) current ones.
    private let restData: ChartVector
    private var data: ChartVector

    /// A reference plot size for the animatable fractions (fixed sizes, like a 10-point bar,
    /// are fractions of it; they are exact again when the animation ends).
    static let referenceSize = CGSize(width: 1000, height: 1000)

    init(plan: ChartPlan, batch: Int) {
        self.plan = plan
        self.batch = batch
        restData = ChartVector(values: ChartGeometry(plan: plan, size: Self.referenceSize).unitData(of: plan.batches[batch]))
        data = restData
    }

    var animatableData: ChartVector {
        get { data }
        set { data = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let geometry = ChartGeometry(plan: plan, size: rect.size)
        if data != restData, let animated = geometry.path(of: plan.batches[batch], unitData: data.values) {
            return animated
        }
        return geometry.path(of: plan.batches[batch])
    }
}

/// Grid lines across the plot and ticks outside it, at the axes' tick values.
///
/// Lines as the axis draws them by default (a 0.5-point hairline in the grid colour, in
/// place) share one shape; a line with its own stroke (`AxisGridLine(stroke:)`), style
/// (`.foregroundStyle(…)`) or offset is drawn alone (`only`), with them.
struct AxisGridShape: Shape {
    /// Placed by the chart's own layout: never mirrored as a whole.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    let plan: ChartPlan
    /// The one styled line this shape draws (`nil`: every line in the default style).
    var only: StyledAxisLine? = nil

    /// One grid line or tick drawn in its own style.
    struct StyledAxisLine: Hashable {
        /// The y axis's (horizontal lines) or the x axis's.
        var vertical: Bool
        var index: Int
        var isTick: Bool

        func decoration(in plan: ChartPlan) -> AxisMarkDecoration {
            let parts = (vertical ? plan.y : plan.x).parts(at: index)
            return isTick ? parts.tickDecoration : parts.gridDecoration
        }

        func stroke(in plan: ChartPlan) -> StrokeStyle {
            let parts = (vertical ? plan.y : plan.x).parts(at: index)
            return (isTick ? parts.tick?.stroke : parts.gridLine) ?? AxisGridShape.hairline
        }
    }

    /// The default grid line and tick stroke.
    static let hairline = StrokeStyle(lineWidth: 0.5)

    /// Whether a line with `stroke` and `decoration` is drawn in the shared default shape.
    static func isPlain(_ stroke: StrokeStyle, _ decoration: AxisMarkDecoration) -> Bool {
        stroke == hairline && decoration.isPlain
    }

    /// The lines of `plan` that are not in the default style.
    static func styledLines(of plan: ChartPlan) -> [StyledAxisLine] {
        var lines: [StyledAxisLine] = []
        for (vertical, scale) in [(false, plan.x), (true, plan.y)] where scale.visible {
            for i in scale.ticks.indices {
                let parts = scale.parts(at: i)
                if let g = parts.gridLine, !isPlain(g, parts.gridDecoration) { lines.append(StyledAxisLine(vertical: vertical, index: i, isTick: false)) }
                if let t = parts.tick, !isPlain(t.stroke, parts.tickDecoration) { lines.append(StyledAxisLine(vertical: vertical, index: i, isTick: true)) }
            }
        }
        return lines
    }

    /// Whether this shape draws the grid line (or tick) of tick `i` on an axis.
    private func draws(vertical: Bool, index: Int, isTick: Bool, stroke: StrokeStyle, decoration: AxisMarkDecoration) -> Bool {
        if let only { return only == StyledAxisLine(vertical: vertical, index: index, isTick: isTick) }
        return Self.isPlain(stroke, decoration)
    }

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let g = ChartGeometry(plan: plan, size: rect.size)
        func line(_ a: CGPoint, _ b: CGPoint, _ offset: CGSize) {
            p.move(to: CGPoint(x: a.x + offset.width, y: a.y + offset.height))
            p.addLine(to: CGPoint(x: b.x + offset.width, y: b.y + offset.height))
        }
        if plan.x.visible {
            for (i, v) in plan.x.ticks.enumerated() {
                guard let x = g.xPosition(v) else { continue }
                let parts = plan.x.parts(at: i)
                if let s = parts.gridLine, draws(vertical: false, index: i, isTick: false, stroke: s, decoration: parts.gridDecoration) {
                    line(CGPoint(x: x, y: 0), CGPoint(x: x, y: rect.height), parts.gridDecoration.offset)
                }
                if let t = parts.tick, draws(vertical: false, index: i, isTick: true, stroke: t.stroke, decoration: parts.tickDecoration) {
                    let top = (plan.x.position == .top) != plan.x.isOpposite(at: i, vertical: false)
                    let y0 = top ? 0 : rect.height
                    let dir: CGFloat = top ? -1 : 1
                    line(CGPoint(x: x, y: y0), CGPoint(x: x, y: y0 + dir * t.length), parts.tickDecoration.offset)
                }
            }
        }
        if plan.y.visible {
            for (i, v) in plan.y.ticks.enumerated() {
                guard let y = g.yPosition(v) else { continue }
                let parts = plan.y.parts(at: i)
                if let s = parts.gridLine, draws(vertical: true, index: i, isTick: false, stroke: s, decoration: parts.gridDecoration) {
                    line(CGPoint(x: 0, y: y), CGPoint(x: rect.width, y: y), parts.gridDecoration.offset)
                }
                if let t = parts.tick, draws(vertical: true, index: i, isTick: true, stroke: t.stroke, decoration: parts.tickDecoration) {
                    let leading = (plan.y.position == .leading) != plan.y.isOpposite(at: i, vertical: true)
                    let x0 = leading ? 0 : rect.width
                    let dir: CGFloat = leading ? -1 : 1
                    line(CGPoint(x: x0, y: y), CGPoint(x: x0 + dir * t.length, y: y), parts.tickDecoration.offset)
                }
            }
        }
        return p
    }
}

/// The automatic legend: a symbol (or, for `lineStyle(by:)` series, a short line in the
/// series' stroke) and a name per series, in a row — or, `beside` the plot
/// (`.chartLegend(position: .leading)` or `.trailing`), one entry under another, as Swift
/// Charts lists a legend beside a pie (observed in Swift Charts; Apple's documentation does
/// not describe the arrangement).
struct LegendView: View {
    let plan: ChartPlan
    var beside = false
    var body: some View {
        LegendFlowLayout(column: beside) {
            if let scale = plan.gradientScale, !plan.series.isEmpty { GradientLegend(scale: scale) }
            ForEach(Array(plan.legendEntries.indices), id: \.self) { i in
                let entry = plan.legendEntries[i]
                let size = LegendSymbol.size(of: entry)
                HStack(spacing: 4) {
                    LegendSymbol(symbol: entry.symbol ?? .circle, line: entry.line)
                        .fill(entry.style).frame(width: size.width, height: size.height)
                    Text(entry.name).font(ChartStyle.labelFont).foregroundStyle(ChartStyle.labelColor)
                }
                .fixedSize()
            }
        }
    }
}

/// The automatic legend's entries in a row, 12 points apart, wrapping onto further rows 4
/// points apart when the chart is too narrow for one (Swift Charts wraps its legend rather
/// than letting it run past the chart; the spacings are Cairn's estimate). Without a width
/// (a legend beside the plot) the entries stay on one row. In a `column` each entry has a row
/// of its own, 4 points apart.
struct LegendFlowLayout: Layout {
    static let spacing: CGFloat = 12
    static let lineSpacing: CGFloat = 4
    /// One entry per row (a legend beside the plot).
    var column = false

    /// The rows of entries for `width`: each row's subview indices.
    private func rows(_ sizes: [CGSize], width: CGFloat?) -> [[Int]] {
        if column { return sizes.indices.map { [$0] } }
        var rows: [[Int]] = [], current: [Int] = [], x: CGFloat = 0
        let limit = width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        for (i, size) in sizes.enumerated() {
            let needed = current.isEmpty ? size.width : x + Self.spacing + size.width
            if !current.isEmpty && needed > limit {
                rows.append(current)
                current = [i]; x = size.width
            } else {
                current.append(i); x = needed
            }
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let rows = rows(sizes, width: proposal.width)
        var width: CGFloat = 0, height: CGFloat = 0
        for (r, row) in rows.enumerated() {
            let w = row.map { sizes[$0].width }.reduce(0, +) + Self.spacing * CGFloat(max(0, row.count - 1))
            width = max(width, w)
            height += (row.map { sizes[$0].height }.max() ?? 0) + (r > 0 ? Self.lineSpacing : 0)
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var y = bounds.minY
        for row in rows(sizes, width: bounds.width) {
            let height = row.map { sizes[$0].height }.max() ?? 0
            var x = bounds.minX
            for i in row {
                subviews[i].place(at: CGPoint(x: x, y: y + (height - sizes[i].height) / 2), proposal: ProposedViewSize(sizes[i]))
                x += sizes[i].width + Self.spacing
            }
            y += height + Self.lineSpacing
        }
    }
}

/// A legend entry's symbol: the series' point symbol, a circle, or a short horizontal line
/// stroked with the series' line style (as an outline, so the entry is filled like the others).
struct LegendSymbol: Shape {
    /// Placed by the chart's own layout: never mirrored as a whole.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    let symbol: BasicChartSymbolShape
    var line: StrokeStyle? = nil

    /// An entry's symbol size: 8 × 8 points, a 16-point line, or a `symbolSize(by:)`
    /// category's symbol at its size.
    static func size(of entry: LegendEntry) -> CGSize {
        if entry.line != nil { return CGSize(width: 16, height: 8) }
        if let area = entry.area {
            let d = 2 * (area / .pi).squareRoot()
            return CGSize(width: d, height: d)
        }
        return CGSize(width: 8, height: 8)
    }

    func path(in rect: CGRect) -> Path {
        if let line {
            var p = Path()
            p.move(to: CGPoint(x: rect.minX + line.lineWidth / 2, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX - line.lineWidth / 2, y: rect.midY))
            return p.strokedPath(line)
        }
        return symbol.path(center: CGPoint(x: rect.midX, y: rect.midY), size: min(rect.width, rect.height))
    }
}

/// Records the chart's diagnostics in the view graph (`ViewLayout.diagnostics`); draws nothing.
struct DiagnosticsView: View, PrimitiveView {
    let messages: [String]
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for m in messages { context.graph.diagnose(m) }
        return []
    }
}
