import Cairn
import Foundation

// The vectorized plots of iOS 18 (`LinePlot`, `AreaPlot`, `BarPlot`, `PointPlot`, `RulePlot`,
// `RectanglePlot`, `SectorPlot`): each wraps a `VectorizedPlotContent` that makes the mark it
// stands for from every element (the machinery and the key-path modifiers are in
// VectorizedPlots.swift).

// MARK: - The plots

/// Chart content that represents a function or a collection of data using a sequence of
/// connected line segments (Swift Charts' `LinePlot`, iOS 18): `LineMark` for every element,
/// as one line (or one per `series`).
public struct LinePlot<Content: ChartContent>: ChartContent, PlotWrapper {
    let content: Content
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    /// A line through (`x`, `y`) of every element of `data`, in order.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedLinePlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { LineMark(x: x($0), y: y($0)).record }, ownSeries: true)
    }

    /// One line per distinct `series` value through (`x`, `y`) of the elements of that series.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, S>)
    where Content == VectorizedLinePlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { LineMark(x: x($0), y: y($0), series: series($0)).record }, ownSeries: true)
    }
}

/// Chart content that represents a function or a collection of data using the area of one or
/// more regions (Swift Charts' `AreaPlot`, iOS 18): `AreaMark` for every element.
public struct AreaPlot<Content: ChartContent>: ChartContent, PlotWrapper {
    let content: Content
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    /// The area under (`x`, `y`) of every element (stacked as `stacking` says, as `AreaMark`).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedAreaPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { AreaMark(x: x($0), y: y($0), stacking: stacking).record }, ownSeries: false)
    }

    /// One area per distinct `series` value, stacked as `stacking` says.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, S>, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedAreaPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: {
            var record = AreaMark(x: x($0), y: y($0), stacking: stacking).record
            record.series = seriesName(series($0).value)
            return record
        }, ownSeries: false)
    }

    /// A band from `yStart` to `yEnd` at each element's `x`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedAreaPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { AreaMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0)).record }, ownSeries: true)
    }
}

/// Chart content that represents a collection of data using bars (Swift Charts' `BarPlot`,
/// iOS 18): `BarMark` for every element.
public struct BarPlot<Content: ChartContent>: ChartContent, PlotWrapper {
    let content: Content
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    /// A bar at each element's `x` reaching its `y` (stacked at equal categories, as `BarMark`).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { BarMark(x: x($0), y: y($0), width: width, height: height, stacking: stacking).record }, ownSeries: false)
    }

    /// A vertical bar at each element's `x` from `yStart` to `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>, width: MarkDimension = .automatic)
    where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { BarMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0), width: width).record }, ownSeries: false)
    }

    /// A horizontal bar at each element's `y` from `xStart` to `xEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>, height: MarkDimension = .automatic)
    where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { BarMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0), height: height).record }, ownSeries: false)
    }

    /// A one-dimensional horizontal bar for each element's `x`, across the plot's height (or
    /// `yStart...yEnd` points), stacked (Swift Charts' `BarPlot(_:x:yStart:yEnd:width:stacking:)`,
    /// as `BarMark(x:yStart:yEnd:width:stacking:)`).
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { BarMark(x: x($0), yStart: yStart, yEnd: yEnd, width: width, stacking: stacking).record }, ownSeries: false)
    }

    /// A one-dimensional vertical bar for each element's `y`, across the plot's width (or
    /// `xStart...xEnd` points), stacked (Swift Charts' `BarPlot(_:xStart:xEnd:y:height:stacking:)`).
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { BarMark(xStart: xStart, xEnd: xEnd, y: y($0), height: height, stacking: stacking).record }, ownSeries: false)
    }
}

/// Chart content that represents a collection of data using points (Swift Charts'
/// `PointPlot`, iOS 18): `PointMark` for every element.
public struct PointPlot<Content: ChartContent>: ChartContent, PlotWrapper {
    let content: Content
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    /// A point at (`x`, `y`) of every element.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedPointPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { PointMark(x: x($0), y: y($0)).record }, ownSeries: false)
    }

    /// A point at `x` of every element, at a fixed y (points from the plot's top) or centred
    /// vertically (Swift Charts' one-dimensional `PointPlot(_:x:y:)`, iOS 18, as `PointMark(x:y:)`).
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: CGFloat? = nil)
    where Content == VectorizedPointPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { PointMark(x: x($0), y: y).record }, ownSeries: false)
    }

    /// A point at `y` of every element, at a fixed x (points from the plot's leading edge) or
    /// centred horizontally (Swift Charts' one-dimensional `PointPlot(_:x:y:)`).
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, x: CGFloat? = nil, y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedPointPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { PointMark(x: x, y: y($0)).record }, ownSeries: false)
    }
}

/// Chart content that represents a collection of data using rules (Swift Charts' `RulePlot`,
/// iOS 18): `RuleMark` for every element.
public struct RulePlot<Content: ChartContent>: ChartContent, PlotWrapper {
    let content: Content
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    /// A vertical rule at each element's `x`, across the plot (or from `yStart` to `yEnd` points).
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
    where Content == VectorizedRulePlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { RuleMark(x: x($0), yStart: yStart, yEnd: yEnd).record }, ownSeries: false)
    }

    /// A horizontal rule at each element's `y`, across the plot (or from `xStart` to `xEnd` points).
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRulePlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { RuleMark(xStart: xStart, xEnd: xEnd, y: y($0)).record }, ownSeries: false)
    }

    /// A vertical rule at each element's `x` from `yStart` to `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRulePlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { RuleMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0)).record }, ownSeries: false)
    }

    /// A horizontal rule at each element's `y` from `xStart` to `xEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRulePlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { RuleMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0)).record }, ownSeries: false)
    }
}

/// Chart content that represents a collection of data using rectangles (Swift Charts'
/// `RectanglePlot`, iOS 18): `RectangleMark` for every element.
public struct RectanglePlot<Content: ChartContent>: ChartContent, PlotWrapper {
    let content: Content
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    /// A rectangle centred on (`x`, `y`) of every element, filling its bands by default.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic)
    where Content == VectorizedRectanglePlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { RectangleMark(x: x($0), y: y($0), width: width, height: height).record }, ownSeries: false)
    }

    /// A rectangle covering `xStart...xEnd` by `yStart...yEnd` of every element.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
    where Content == VectorizedRectanglePlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { RectangleMark(xStart: xStart($0), xEnd: xEnd($0), yStart: yStart($0), yEnd: yEnd($0)).record }, ownSeries: false)
    }
}

/// Chart content that represents a collection of data using sectors of a pie or donut (Swift
/// Charts' `SectorPlot`, iOS 18): `SectorMark` for every element.
public struct SectorPlot<Content: ChartContent>: ChartContent, PlotWrapper {
    let content: Content
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }

    /// A sector per element, its angle proportional to `angle`.
    public init<Data: RandomAccessCollection, V: Plottable>(_ data: Data, angle: PlottableProjection<Data.Element, V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil)
    where Content == VectorizedSectorPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: { SectorMark(angle: angle($0), innerRadius: innerRadius, outerRadius: outerRadius, angularInset: angularInset).record }, ownSeries: false)
    }
}

extension LinePlot: VectorizedChartContent where Content: VectorizedChartContent { public typealias DataElement = Content.DataElement }
extension AreaPlot: VectorizedChartContent where Content: VectorizedChartContent { public typealias DataElement = Content.DataElement }
extension BarPlot: VectorizedChartContent where Content: VectorizedChartContent { public typealias DataElement = Content.DataElement }
extension PointPlot: VectorizedChartContent where Content: VectorizedChartContent { public typealias DataElement = Content.DataElement }
extension RulePlot: VectorizedChartContent where Content: VectorizedChartContent { public typealias DataElement = Content.DataElement }
extension RectanglePlot: VectorizedChartContent where Content: VectorizedChartContent { public typealias DataElement = Content.DataElement }
extension SectorPlot: VectorizedChartContent where Content: VectorizedChartContent { public typealias DataElement = Content.DataElement }
extension LinePlot: ElementwiseContent where Content: ElementwiseContent {}
extension AreaPlot: ElementwiseContent where Content: ElementwiseContent {}
extension BarPlot: ElementwiseContent where Content: ElementwiseContent {}
extension PointPlot: ElementwiseContent where Content: ElementwiseContent {}
extension RulePlot: ElementwiseContent where Content: ElementwiseContent {}
extension RectanglePlot: ElementwiseContent where Content: ElementwiseContent {}
extension SectorPlot: ElementwiseContent where Content: ElementwiseContent {}
