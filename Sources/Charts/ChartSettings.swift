import Cairn
import Foundation

/// What the chart modifiers (`chartXScale`, `chartYAxis`, `chartLegend`, ...) set: they write it
/// into the environment, and `Chart` reads it, as in Swift Charts where these modifiers apply
/// to every chart inside the modified view.
struct ChartSettings {
    struct Scale {
        var domain: DomainSetting = .automatic(includesZero: nil, reversed: false)
        var type: ScaleType? = nil
        /// `chartXScale(range:)`/`chartYScale(range:)`: where the domain lands in the plot.
        var range: PositionRange? = nil
        /// `chartScrollableAxes`: whether this axis scrolls.
        var scrollable = false
        /// `chartXVisibleDomain(length:)`: how much of the domain a scrollable axis shows.
        var visibleLength: Double? = nil
        /// `chartScrollPosition(initialX:)`: where the visible window starts.
        var initialPosition: PlotValue? = nil
    }
    struct AxisSettings {
        var visibility: Visibility = .automatic
        var marks: [AxisMarks]? = nil
        /// The axis title of `chartXAxisLabel`/`chartYAxisLabel`.
        var title: AxisTitle? = nil
        /// The locale labels are formatted in: the chart's `\.locale`.
        var locale = EnvironmentValues.defaultLocale
    }
    struct AxisTitle {
        var content: AnyView
        var position: AnnotationPosition
        var alignment: Alignment?
        var spacing: CGFloat?
    }
    struct Legend {
        var visibility: Visibility = .automatic
        var position: AnnotationPosition = .automatic
        var alignment: Alignment? = nil
        var spacing: CGFloat? = nil
        /// The custom legend of `chartLegend(position:alignment:spacing:content:)`.
        var content: AnyView? = nil
    }
    var x = Scale()
    var y = Scale()
    var xAxis = AxisSettings()
    var yAxis = AxisSettings()
    var legend = Legend()
    /// `chartForegroundStyleScale`: series name → style, in order.
    var styleScale: [(String, AnyShapeStyle)]? = nil
    /// `chartForegroundStyleScale(mapping:)`: a series name's style, or `nil` when the closure
    /// cannot take the name's value.
    var styleMapping: ((String) -> AnyShapeStyle?)? = nil
    /// `chartForegroundStyleScale(range:)`: styles in order, or a gradient (a continuous scale).
    var styleRange: StyleRange? = nil
    /// `chartForegroundStyleScale(domain:range:)`: the domain a gradient spans.
    var styleDomain: DomainSetting? = nil
    var plotStyle: ((AnyView) -> AnyView)? = nil
    /// `chartLineStyleScale`: series name → stroke style, in order.
    var lineStyleScale: [(String, StrokeStyle)]? = nil
    /// `chartSymbolScale`: series name → symbol, in order, or the symbols to cycle through.
    var symbolScale: [(String, BasicChartSymbolShape)]? = nil
    var symbolRange: [BasicChartSymbolShape]? = nil
    /// `chartSymbolSizeScale`: the size scale's domain, its range of areas, or a mapping.
    var sizeDomain: DomainSetting? = nil
    var sizeRange: ClosedRange<CGFloat>? = nil
    var sizeMapping: [(String, CGFloat)]? = nil
}

private struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

extension EnvironmentValues {
    /// The chart modifiers' settings.
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

extension View {
    /// Configures the x scale for charts: its domain (a `ClosedRange` of numbers or dates, an
    /// array of categories, or `.automatic(includesZero:reversed:)`) and its type (`.log`, ...).
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let setting = (domain as? DomainConvertible)?.setting
        return transformEnvironment(\.chartSettings) {
            if let setting { $0.x.domain = setting }
            if let type { $0.x.type = type }
        }
    }

    /// Configures the x scale's type for charts.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        transformEnvironment(\.chartSettings) { if let type { $0.x.type = type } }
    }

    /// Configures the x scale for charts (Swift Charts' `chartXScale(domain:range:type:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartxscale(domain:range:type:)):
    /// its domain, "the range of x positions that correspond to the scale domain" — by default
    /// the plot area's width; `.plotDimension(startPadding:endPadding:)` insets the domain's
    /// ends by that many points, and a `ClosedRange<CGFloat>` gives the positions from the
    /// plot's leading edge — and its type. Marks, ticks, grid lines and `ChartProxy` positions
    /// all follow the range; category bands divide it.
    public func chartXScale<D: ScaleDomain, R: PositionScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        let setting = (domain as? DomainConvertible)?.setting
        let position = (range as? PositionRangeConvertible)?.positionRange
        return transformEnvironment(\.chartSettings) {
            if let setting { $0.x.domain = setting }
            if let position { $0.x.range = position }
            if let type { $0.x.type = type }
        }
    }

    /// Configures the x scale's range of positions and its type for charts (Swift Charts'
    /// `chartXScale(range:type:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartxscale(range:type:)); the
    /// domain stays the data's. See `chartXScale(domain:range:type:)`.
    public func chartXScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        let position = (range as? PositionRangeConvertible)?.positionRange
        return transformEnvironment(\.chartSettings) {
            if let position { $0.x.range = position }
            if let type { $0.x.type = type }
        }
    }

    /// Configures the y scale for charts (Swift Charts' `chartYScale(domain:range:type:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartyscale(domain:range:type:)):
    /// its domain, the range of y positions it maps onto (by default the plot's height;
    /// `.plotDimension(padding:)` insets both ends; a `ClosedRange<CGFloat>` gives positions
    /// measured up from the plot's bottom on a number or date axis, down from its top on a
    /// category axis), and its type.
    public func chartYScale<D: ScaleDomain, R: PositionScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        let setting = (domain as? DomainConvertible)?.setting
        let position = (range as? PositionRangeConvertible)?.positionRange
        return transformEnvironment(\.chartSettings) {
            if let setting { $0.y.domain = setting }
            if let position { $0.y.range = position }
            if let type { $0.y.type = type }
        }
    }

    /// Configures the y scale's range of positions and its type for charts (Swift Charts'
    /// `chartYScale(range:type:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartyscale(range:type:)); the
    /// domain stays the data's. See `chartYScale(domain:range:type:)`.
    public func chartYScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        let position = (range as? PositionRangeConvertible)?.positionRange
        return transformEnvironment(\.chartSettings) {
            if let position { $0.y.range = position }
            if let type { $0.y.type = type }
        }
    }

    /// Configures the y scale for charts: its domain and its type.
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let setting = (domain as? DomainConvertible)?.setting
        return transformEnvironment(\.chartSettings) {
            if let setting { $0.y.domain = setting }
            if let type { $0.y.type = type }
        }
    }

    /// Configures the y scale's type for charts.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        transformEnvironment(\.chartSettings) { if let type { $0.y.type = type } }
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.xAxis.visibility = visibility }
    }

    /// Replaces the x axis with your axis marks.
    public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return transformEnvironment(\.chartSettings) { $0.xAxis.marks = marks }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.yAxis.visibility = visibility }
    }

    /// Replaces the y axis with your axis marks.
    public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return transformEnvironment(\.chartSettings) { $0.yAxis.marks = marks }
    }

    /// Adds an x axis title. Swift Charts does not document where it goes by default; Cairn
    /// puts it below the axis labels, centred (`position: .top` puts it above the plot, and
    /// `alignment` moves it along the axis), `spacing` points (default 4) from the labels.
    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = ChartSettings.AxisTitle(content: AnyView(Text(labelKey).font(ChartStyle.labelFont).foregroundStyle(ChartStyle.labelColor)),
                                            position: position, alignment: alignment, spacing: spacing)
        return transformEnvironment(\.chartSettings) { $0.xAxis.title = title }
    }

    /// Adds an x axis title made of any view.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = ChartSettings.AxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return transformEnvironment(\.chartSettings) { $0.xAxis.title = title }
    }

    /// Adds a y axis title. Cairn puts it above the plot at the y axis's side (trailing),
    /// horizontal (`position: .bottom` puts it below; `alignment` moves it across).
    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = ChartSettings.AxisTitle(content: AnyView(Text(labelKey).font(ChartStyle.labelFont).foregroundStyle(ChartStyle.labelColor)),
                                            position: position, alignment: alignment, spacing: spacing)
        return transformEnvironment(\.chartSettings) { $0.yAxis.title = title }
    }

    /// Adds a y axis title made of any view.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = ChartSettings.AxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return transformEnvironment(\.chartSettings) { $0.yAxis.title = title }
    }

    /// Shows or hides the legend (Swift Charts' `chartLegend(_:)`; by default a chart with
    /// series shows one, and `.visible` shows it too).
    public func chartLegend(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.legend.visibility = visibility }
    }

    /// Configures the legend for charts (Swift Charts' `chartLegend(position:alignment:spacing:)`):
    /// its position — `.bottom` (the automatic position), `.top`, `.leading` or `.trailing` —, its
    /// alignment "within the space available to it" (`nil`: leading for a legend above or below
    /// the chart, centred on the plot for one beside it), and the spacing "between the legend
    /// and the chart" (`nil`: 8 points, Cairn's choice; Apple does not document it).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        transformEnvironment(\.chartSettings) {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing
        }
    }

    /// Configures the legend for charts with your own content (Swift Charts'
    /// `chartLegend(position:alignment:spacing:content:)`): `content` replaces the automatic
    /// legend, placed and aligned as in `chartLegend(position:alignment:spacing:)`. It shows
    /// whether or not the chart has series, unless `chartLegend(.hidden)` hides the legend. A
    /// legend above or below the chart is offered the chart's width; one beside it, its ideal
    /// size.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return transformEnvironment(\.chartSettings) {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing
            $0.legend.content = view
        }
    }

    /// Maps series values to styles for `foregroundStyle(by:)`: `["Cats": .orange, "Dogs": .blue]`.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let pairs = mapping.map { (seriesName(PlotValue($0.key)), AnyShapeStyle($0.value)) }
        return transformEnvironment(\.chartSettings) { $0.styleScale = pairs }
    }

    /// Maps each series value to a style with a closure (Swift Charts'
    /// `chartForegroundStyleScale(mapping:)`): `{ (kind: String) in kind == "Cats" ? .orange : .gray }`.
    /// A value the closure's type cannot represent takes the next default colour.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let map: (String) -> AnyShapeStyle? = { name in
            let value = PlotValue.category(name).converted(to: DataValue.self)
                ?? Double(name).flatMap { PlotValue.number($0).converted(to: DataValue.self) }
            return value.map { AnyShapeStyle(mapping($0)) }
        }
        return transformEnvironment(\.chartSettings) { $0.styleMapping = map }
    }

    /// Maps the series values of `domain` to the styles of `range`, in order.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
        let pairs = zip(domain, range).map { (seriesName(PlotValue($0.0)), AnyShapeStyle($0.1)) }
        return transformEnvironment(\.chartSettings) { $0.styleScale = pairs }
    }

    /// Configures the line style scale for charts (Swift Charts' `chartLineStyleScale(_:)`):
    /// maps the values of `lineStyle(by:)` to stroke styles, `["Observed": StrokeStyle(lineWidth: 2),
    /// "Forecast": StrokeStyle(lineWidth: 2, dash: [4, 2])]`. Values not mapped take the
    /// automatic styles.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let pairs = mapping.map { (seriesName(PlotValue($0.key)), $0.value) }
        return transformEnvironment(\.chartSettings) { $0.lineStyleScale = pairs }
    }

    /// Configures the line style scale for charts (Swift Charts' `chartLineStyleScale(domain:range:type:)`
    /// with an array domain and range): the values of `domain` take the styles of `range`, in order.
    public func chartLineStyleScale<DataValue: Plottable>(domain: [DataValue], range: [StrokeStyle]) -> some View {
        let pairs = zip(domain, range).map { (seriesName(PlotValue($0.0)), $0.1) }
        return transformEnvironment(\.chartSettings) { $0.lineStyleScale = pairs }
    }

    /// Configures the symbol scale for charts (Swift Charts' `chartSymbolScale(_:)`): maps the
    /// values of `symbol(by:)` to symbols, `["Cats": .circle, "Dogs": .square]`.
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, BasicChartSymbolShape>) -> some View {
        let pairs = mapping.map { (seriesName(PlotValue($0.key)), $0.value) }
        return transformEnvironment(\.chartSettings) { $0.symbolScale = pairs }
    }

    /// Configures the symbol scale for charts (Swift Charts' `chartSymbolScale(domain:range:)`
    /// with arrays): the values of `domain` take the symbols of `range`, in order.
    public func chartSymbolScale<DataValue: Plottable>(domain: [DataValue], range: [BasicChartSymbolShape]) -> some View {
        let pairs = zip(domain, range).map { (seriesName(PlotValue($0.0)), $0.1) }
        return transformEnvironment(\.chartSettings) { $0.symbolScale = pairs }
    }

    /// Configures the symbol scale for charts (Swift Charts' `chartSymbolScale(range:)`): the
    /// series of `symbol(by:)` take these symbols in order of appearance (cycling).
    public func chartSymbolScale(range: [BasicChartSymbolShape]) -> some View {
        let symbols = range.isEmpty ? nil : range
        return transformEnvironment(\.chartSettings) { $0.symbolRange = symbols }
    }

    /// Configures the symbol size scale for charts (Swift Charts' `chartSymbolSizeScale(_:)`):
    /// maps the values of `symbolSize(by:)` to symbol areas in square points.
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View {
        let pairs = mapping.map { (seriesName(PlotValue($0.key)), $0.value) }
        return transformEnvironment(\.chartSettings) { $0.sizeMapping = pairs }
    }

    /// Configures the symbol size scale for charts (Swift Charts' `chartSymbolSizeScale(domain:range:type:)`,
    /// linear only): the values of `domain` (a number range, or an array of categories) map onto
    /// the areas of `range`, in square points. Values outside a number domain are clamped to it.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, range: ClosedRange<CGFloat>) -> some View {
        let setting = (domain as? DomainConvertible)?.setting
        return transformEnvironment(\.chartSettings) {
            $0.sizeDomain = setting
            $0.sizeRange = range
        }
    }

    /// Configures the symbol size scale's range of areas, in square points (Swift Charts'
    /// `chartSymbolSizeScale(range:type:)`, linear only); the domain stays the data's.
    public func chartSymbolSizeScale(range: ClosedRange<CGFloat>) -> some View {
        transformEnvironment(\.chartSettings) { $0.sizeRange = range }
    }

    /// Styles the plot area: `content` receives the plot area (sized to it) and returns it
    /// modified, for example with `.background(...)` or `.border(...)`.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        transformEnvironment(\.chartSettings) { $0.plotStyle = { AnyView(content(ChartPlotContent(content: $0))) } }
    }
}

/// The plot area of a chart, as `chartPlotStyle` receives it (Swift Charts' `ChartPlotContent`).
public struct ChartPlotContent: View {
    let content: AnyView
    /// The plot area.
    public var body: some View { content }
}
