import Cairn
import Foundation

// Swift Charts' vectorized plots (iOS 18): one plot for a whole collection, with values read
// through key paths (`LinePlot(stocks, x: .value("Date", \.date), y: .value("Price", \.price))`),
// and function plots (`LinePlot(x: "x", y: "y") { x in x * x }`). Apple documents them as
// drawing "in the same way as" the marks they vectorize (`LinePlot`: "Use `LinePlot` when you
// want to visualize data in the same way as with `LineMark`"), so Cairn turns each element
// into the mark it stands for and draws it with the marks' code.

/// A labeled projection of a data element onto a plottable value (Swift Charts'
/// `PlottableProjection`, iOS 18): `.value("Price", \.price)` in a vectorized plot. As with
/// `PlottableValue`, the label names the data for accessibility; a still image does not show it.
public struct PlottableProjection<Element, Value: Plottable> {
    let project: (Element) -> PlotValue
    let unit: Calendar.Component?
    /// The upper bound of a range projection (`.value("Time", \.start, \.end)`).
    var projectUpper: ((Element) -> PlotValue)? = nil

    /// The value at `keyPath` of each element, with a label.
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection<Element, Value> {
        PlottableProjection(project: { PlotValue($0[keyPath: keyPath]) }, unit: nil)
    }

    /// The value at `keyPath` of each element, with a `Text` label.
    public static func value(_ label: Text, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection<Element, Value> {
        PlottableProjection(project: { PlotValue($0[keyPath: keyPath]) }, unit: nil)
    }

    /// The element's value as a mark's plottable value.
    func callAsFunction(_ element: Element) -> PlottableValue<Value> {
        PlottableValue(value: project(element), unit: unit, upper: projectUpper?(element))
    }
}

extension PlottableProjection where Value: Comparable {
    /// The range from the value at `start` to the value at `end` of each element (Swift
    /// Charts' `value(_:_:_:)`, iOS 18,
    /// https://developer.apple.com/documentation/charts/plottableprojection/value(_:_:_:)-7lfga):
    /// `RectanglePlot(tasks, x: .value("Time", \.startTime, \.endTime), y: …)` spans each
    /// task's time, as a mark given a range does.
    public static func value<S: StringProtocol>(_ label: S, _ start: KeyPath<Element, Value>, _ end: KeyPath<Element, Value>) -> PlottableProjection<Element, Value> {
        PlottableProjection(project: { PlotValue($0[keyPath: start]) }, unit: nil, projectUpper: { PlotValue($0[keyPath: end]) })
    }

    /// The same range, `start...end`, for every element (Swift Charts' `value(_:_:_:)` with
    /// values).
    public static func value<S: StringProtocol>(_ label: S, _ start: Value, _ end: Value) -> PlottableProjection<Element, Value> {
        let lower = PlotValue(start), upper = PlotValue(end)
        return PlottableProjection(project: { _ in lower }, unit: nil, projectUpper: { _ in upper })
    }

    /// The range from `start` to `end` of each element, with a `Text` label.
    public static func value(_ label: Text, _ start: KeyPath<Element, Value>, _ end: KeyPath<Element, Value>) -> PlottableProjection<Element, Value> {
        PlottableProjection(project: { PlotValue($0[keyPath: start]) }, unit: nil, projectUpper: { PlotValue($0[keyPath: end]) })
    }
}

extension PlottableProjection where Value == Date {
    /// The date at `keyPath`, covering a calendar unit (a bar spans the whole `unit`), in
    /// Cairn's Gregorian UTC calendar (as `PlottableValue.value(_:_:unit:)`).
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<Element, Date>, unit: Calendar.Component) -> PlottableProjection<Element, Date> {
        PlottableProjection(project: { .date($0[keyPath: keyPath]) }, unit: unit)
    }
}

/// Chart content that plots a collection of data elements (Swift Charts'
/// `VectorizedChartContent`, iOS 18). Its modifiers take key paths into `DataElement`; as
/// Apple says, "Add modifiers with `KeyPath` before adding modifiers with simple values" (a
/// simple-value modifier returns plain `ChartContent`).
public protocol VectorizedChartContent<DataElement>: ChartContent {
    /// The type of the data elements the content plots.
    associatedtype DataElement
}

/// Content that makes one mark per data element, letting a modifier change each element's
/// mark (the element is passed as `Any`: the modifier knows its type and casts it back).
protocol ElementwiseContent {
    func collectElements(into marks: inout [MarkRecord], _ modify: (Any, inout MarkRecord) -> Void)
}

/// The content of a vectorized plot: one mark per element of `data`, in order.
public struct VectorizedPlotContent<Data: RandomAccessCollection>: VectorizedChartContent, PrimitiveChartContent, ElementwiseContent {
    /// The type of the plotted elements.
    public typealias DataElement = Data.Element
    let data: Data
    let make: (Data.Element) -> MarkRecord
    /// Whether the plot is one line or area of its own when it names no series: a line plot is
    /// one line, where `LineMark`s without a series join whatever loop made them.
    let ownSeries: Bool

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { collectElements(into: &marks) { _, _ in } }

    func collectElements(into marks: inout [MarkRecord], _ modify: (Any, inout MarkRecord) -> Void) {
        let plotSeries = ownSeries ? "\u{1}plot\(marks.count)" : nil
        marks.reserveCapacity(marks.count + min(data.count, ChartPlan.markLimit))
        for element in data {
            if marks.count >= ChartPlan.markLimit { return }
            var record = make(element)
            if record.series == nil { record.series = plotSeries }
            modify(element, &record)
            marks.append(record)
        }
    }
}

/// The content of a `LinePlot` over a collection.
public typealias VectorizedLinePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of an `AreaPlot` over a collection.
public typealias VectorizedAreaPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `BarPlot` over a collection.
public typealias VectorizedBarPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `PointPlot` over a collection.
public typealias VectorizedPointPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `RulePlot` over a collection.
public typealias VectorizedRulePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `RectanglePlot` over a collection.
public typealias VectorizedRectanglePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
/// The content of a `SectorPlot` over a collection.
public typealias VectorizedSectorPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>

/// A vectorized plot: a named wrapper around its content (`LinePlot<Content>` and its kin).
protocol PlotWrapper: PrimitiveChartContent {
    associatedtype Content: ChartContent
    var content: Content { get }
}

extension PlotWrapper {
    func collect(into marks: inout [MarkRecord]) { collectMarks(content, into: &marks) }
}

extension PlotWrapper where Content: ElementwiseContent {
    func collectElements(into marks: inout [MarkRecord], _ modify: (Any, inout MarkRecord) -> Void) {
        content.collectElements(into: &marks, modify)
    }
}

// MARK: - Key-path modifiers

/// Vectorized content with a per-element change to each mark (what the key-path modifiers make).
public struct VectorizedModifiedContent<Base: VectorizedChartContent>: VectorizedChartContent, PrimitiveChartContent, ElementwiseContent {
    /// The type of the plotted elements.
    public typealias DataElement = Base.DataElement
    let base: Base
    let change: (Base.DataElement, inout MarkRecord) -> Void

    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { collectElements(into: &marks) { _, _ in } }

    func collectElements(into marks: inout [MarkRecord], _ modify: (Any, inout MarkRecord) -> Void) {
        guard let inner = base as? any ElementwiseContent else {
            collectMarks(base, into: &marks)
            return
        }
        let change = self.change
        inner.collectElements(into: &marks) { element, record in
            if let element = element as? Base.DataElement { change(element, &record) }
            modify(element, &record)
        }
    }
}

extension VectorizedChartContent {
    func modifiedPerElement(_ change: @escaping (DataElement, inout MarkRecord) -> Void) -> VectorizedModifiedContent<Self> {
        VectorizedModifiedContent(base: self, change: change)
    }

    /// Colours the marks by series (Swift Charts' `foregroundStyle(by:)` of a vectorized plot):
    /// each distinct value of the projection gets the next colour of the chart's foreground
    /// style scale, and the chart shows a legend.
    public func foregroundStyle<P: Plottable>(by value: PlottableProjection<DataElement, P>) -> some VectorizedChartContent<DataElement> {
        modifiedPerElement {
            let v = value.project($0)
            $1.styleSeries = seriesName(v)
            if case .number = v { $1.extras.styleIsNumber = true }
        }
    }

    /// Fills or strokes each element's mark with the style at `keyPath`.
    public func foregroundStyle<S: ShapeStyle>(_ keyPath: KeyPath<DataElement, S>) -> some VectorizedChartContent<DataElement> {
        modifiedPerElement { element, record in
            let style = element[keyPath: keyPath]
            record.extras.style = AnyShapeStyle(style)
            record.extras.styleColor = style as? Color
        }
    }

    /// Sets each element's mark's opacity to the value at `keyPath` (0 transparent, 1 opaque;
    /// out of range or not finite values are clamped, NaN counts as 1).
    public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        modifiedPerElement { element, record in
            let o = element[keyPath: keyPath]
            record.opacity *= o.isNaN ? 1 : Double(min(max(o, 0), 1))
        }
    }

    /// Strokes each element's line or rule with the style at `keyPath`.
    public func lineStyle(_ keyPath: KeyPath<DataElement, StrokeStyle>) -> some VectorizedChartContent<DataElement> {
        modifiedPerElement { $1.extras.lineStyle = $0[keyPath: keyPath] }
    }

    /// Represents data using line styles: each distinct value is its own line, stroked with the
    /// next style of the chart's line style scale (as `ChartContent.lineStyle(by:)`).
    public func lineStyle<P: Plottable>(by value: PlottableProjection<DataElement, P>) -> some VectorizedChartContent<DataElement> {
        modifiedPerElement { $1.extras.lineStyleSeries = seriesName(value.project($0)) }
    }

    /// Represents data using different kinds of symbols (the value must be categorical).
    public func symbol<P: Plottable>(by value: PlottableProjection<DataElement, P>) -> some VectorizedChartContent<DataElement> {
        modifiedPerElement { $1.symbolSeries = seriesName(value.project($0)) }
    }

    /// Sets each element's symbol area, in square points, to the value at `keyPath`.
    public func symbolSize(_ area: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        modifiedPerElement { element, record in
            let a = element[keyPath: area]
            record.extras.symbolSize = a.isFinite ? max(0, a) : nil
        }
    }

    /// Sets each element's symbol to fit the box at `keyPath`: Cairn's symbols are drawn by
    /// area, so the box becomes the area of the ellipse inscribed in it (π·w·h/4).
    public func symbolSize(_ size: KeyPath<DataElement, CGSize>) -> some VectorizedChartContent<DataElement> {
        modifiedPerElement { element, record in
            let s = element[keyPath: size]
            let area = CGFloat.pi * s.width * s.height / 4
            record.extras.symbolSize = area.isFinite ? max(0, area) : nil
        }
    }

    /// Represents data using symbol sizes (as `ChartContent.symbolSize(by:)`).
    public func symbolSize<P: Plottable>(by value: PlottableProjection<DataElement, P>) -> some VectorizedChartContent<DataElement> {
        modifiedPerElement { $1.extras.sizeValue = value.project($0) }
    }
}
