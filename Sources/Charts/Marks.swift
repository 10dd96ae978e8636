import Cairn
import Foundation

/// Chart content that represents data using bars (Swift Charts' `BarMark`). A bar with a
/// category on one axis and a number on the other starts at zero and stacks on the bars
/// before it at the same category (`stacking: .standard`, Swift Charts' default).
public struct BarMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// A bar at `x` reaching `y` (vertical when `x` is a category or date, horizontal when
    /// `y` is the category).
    ///
    /// A range as the base value (`x: .value("Time", date ..< date.advanced(by: 1800))`, as in
    /// Apple's "Customizing axes in Swift Charts") makes the bar span that range, as a date
    /// with a unit spans the unit.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(kind: .bar, x: x.value, y: y.value, xUnit: x.unit, yUnit: y.unit, width: width, height: height, stacking: stacking)
        if x.upper != nil || y.upper != nil { record.extras.xUpper = x.upper; record.extras.yUpper = y.upper }
    }
    /// A vertical bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record = MarkRecord(kind: .bar, x: x.value, yStart: yStart.value, yEnd: yEnd.value, xUnit: x.unit, width: width, stacking: .unstacked)
    }
    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record = MarkRecord(kind: .bar, xStart: xStart.value, xEnd: xEnd.value, y: y.value, yUnit: y.unit, height: height, stacking: .unstacked)
    }
    /// A bar covering `xStart...xEnd` by `yStart...yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .bar, xStart: xStart.value, xEnd: xEnd.value, yStart: yStart.value, yEnd: yEnd.value, stacking: .unstacked)
    }
    /// A one-dimensional horizontal bar: from zero (or the bar before it, stacked) to `x`,
    /// spanning `yStart...yEnd` in points from the plot's top, the plot's whole height when
    /// `nil` (Swift Charts' `BarMark(x:yStart:yEnd:width:stacking:)`,
    /// https://developer.apple.com/documentation/charts/barmark/init(x:ystart:yend:width:stacking:)).
    /// Bars of different `foregroundStyle(by:)` series stack along x, the "storage used" bar.
    /// `width` is not used: the bar's thickness is its fixed span.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(kind: .bar, x: x.value, fixedStart: finiteOrNil(yStart), fixedEnd: finiteOrNil(yEnd), xUnit: x.unit, stacking: stacking)
    }
    /// A one-dimensional vertical bar: from zero (or the bar below, stacked) to `y`, spanning
    /// `xStart...xEnd` in points from the plot's leading edge, its whole width when `nil`
    /// (Swift Charts' `BarMark(xStart:xEnd:y:height:stacking:)`,
    /// https://developer.apple.com/documentation/charts/barmark/init(xstart:xend:y:height:stacking:)).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(kind: .bar, y: y.value, fixedStart: finiteOrNil(xStart), fixedEnd: finiteOrNil(xEnd), yUnit: y.unit, stacking: stacking)
    }
    /// A one-dimensional horizontal interval from `xStart` to `xEnd`, spanning `yStart...yEnd`
    /// in points from the plot's top, its whole height when `nil` (Swift Charts'
    /// `BarMark(xStart:xEnd:yStart:yEnd:)`,
    /// https://developer.apple.com/documentation/charts/barmark/init(xstart:xend:ystart:yend:)-98wo9):
    /// intervals in one row.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record = MarkRecord(kind: .bar, xStart: xStart.value, xEnd: xEnd.value, fixedStart: finiteOrNil(yStart), fixedEnd: finiteOrNil(yEnd), stacking: .unstacked)
    }
    /// A one-dimensional vertical interval from `yStart` to `yEnd`, spanning `xStart...xEnd`
    /// in points from the plot's leading edge, its whole width when `nil` (Swift Charts'
    /// `BarMark(xStart:xEnd:yStart:yEnd:)`,
    /// https://developer.apple.com/documentation/charts/barmark/init(xstart:xend:ystart:yend:)-7541n):
    /// intervals in one column.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .bar, yStart: yStart.value, yEnd: yEnd.value, fixedStart: finiteOrNil(xStart), fixedEnd: finiteOrNil(xEnd), stacking: .unstacked)
    }
}

/// Chart content that represents data using a sequence of connected line segments
/// (Swift Charts' `LineMark`). Points of one series connect in the order they are declared.
public struct LineMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// A point of a line at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .line, x: x.value, y: y.value, xUnit: x.unit, yUnit: y.unit)
    }
    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        record = MarkRecord(kind: .line, x: x.value, y: y.value, xUnit: x.unit, yUnit: y.unit)
        record.series = Self.name(series.value)
    }
    static func name(_ v: PlotValue) -> String { seriesName(v) }
}

/// Chart content that represents data using points (Swift Charts' `PointMark`), a circle of
/// 8 points' diameter by default.
public struct PointMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .point, x: x.value, y: y.value, xUnit: x.unit, yUnit: y.unit)
    }

    /// A point that plots a value on x with a fixed y position (Swift Charts'
    /// `PointMark(x:y:)`, https://developer.apple.com/documentation/charts/pointmark/init(x:y:)-9hppd):
    /// `y` in points from the plot's top; "if `y` is `nil`, the bar will be centered vertically".
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        record = MarkRecord(kind: .point, x: x.value, fixedStart: finiteOrNil(y), xUnit: x.unit)
    }

    /// A point with a fixed x position that plots a value on y (Swift Charts'
    /// `PointMark(x:y:)`, https://developer.apple.com/documentation/charts/pointmark/init(x:y:)-9dswq):
    /// `x` in points from the plot's leading edge; `nil` centres it horizontally.
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .point, y: y.value, fixedStart: finiteOrNil(x), yUnit: y.unit)
    }
}

/// Chart content that represents data using the area under a line or between two lines
/// (Swift Charts' `AreaMark`). Areas at the same x stack (`stacking: .standard`).
public struct AreaMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// The area from zero (or the series below) up to `y` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record = MarkRecord(kind: .area, x: x.value, y: y.value, xUnit: x.unit, yUnit: y.unit, stacking: stacking)
    }
    /// A band from `yStart` to `yEnd` at `x` (a range area).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .area, x: x.value, yStart: yStart.value, yEnd: yEnd.value, xUnit: x.unit, stacking: .unstacked)
    }
}

/// Chart content that represents data using a single horizontal or vertical rule
/// (Swift Charts' `RuleMark`): `RuleMark(y: .value("Average", 42))` spans the plot's width.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// A vertical rule at `x`, from `yStart` to `yEnd` in points from the plot's top (the full
    /// height when `nil`).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record = MarkRecord(kind: .rule, x: x.value, fixedStart: finiteOrNil(yStart), fixedEnd: finiteOrNil(yEnd), xUnit: x.unit)
    }
    /// A horizontal rule at `y`, from `xStart` to `xEnd` in points (the full width when `nil`).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, y: y.value, fixedStart: finiteOrNil(xStart), fixedEnd: finiteOrNil(xEnd), yUnit: y.unit)
    }
    /// A vertical rule at `x` between two data values.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, x: x.value, yStart: yStart.value, yEnd: yEnd.value, xUnit: x.unit)
    }
    /// A horizontal rule at `y` between two data values.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, xStart: xStart.value, xEnd: xEnd.value, y: y.value, yUnit: y.unit)
    }
}

/// Chart content that represents data using rectangles (Swift Charts' `RectangleMark`): with
/// categories on both axes it fills the cell, which makes heat maps.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// A rectangle centred at (`x`, `y`); on a category axis it fills the band. A value given
    /// as a range (`.value("Time", start..<end)`) spans that range instead.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        let xRange = x.upper != nil, yRange = y.upper != nil
        record = MarkRecord(kind: .rectangle, x: xRange ? nil : x.value, xStart: xRange ? x.value : nil, xEnd: x.upper,
                            y: yRange ? nil : y.value, yStart: yRange ? y.value : nil, yEnd: y.upper,
                            xUnit: x.unit, yUnit: y.unit, width: width, height: height, stacking: .unstacked)
    }
    /// A rectangle covering `xStart...xEnd` by `yStart...yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .rectangle, xStart: xStart.value, xEnd: xEnd.value, yStart: yStart.value, yEnd: yEnd.value, stacking: .unstacked)
    }
    /// A rectangle covering `xStart...xEnd` at `y`, `height` tall (on a category axis it
    /// fills the band by default, as `init(x:y:width:height:)` does).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record = MarkRecord(kind: .rectangle, xStart: xStart.value, xEnd: xEnd.value, y: y.value, yUnit: y.unit, height: height, stacking: .unstacked)
    }
    /// A rectangle covering `yStart...yEnd` at `x`, `width` wide.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record = MarkRecord(kind: .rectangle, x: x.value, yStart: yStart.value, yEnd: yEnd.value, xUnit: x.unit, width: width, stacking: .unstacked)
    }
}

/// Chart content that represents data using a sector of a circle (Swift Charts' `SectorMark`,
/// iOS 17): sectors share the full circle in proportion to `angle`, starting at 12 o'clock and
/// going clockwise; `innerRadius: .ratio(0.618)` makes a donut.
public struct SectorMark: ChartContent, PrimitiveChartContent {
    var record: MarkRecord
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) { marks.append(record) }

    /// A sector whose angle is proportional to `angle`.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        record = MarkRecord(kind: .sector, stacking: .unstacked)
        var extras = MarkExtras()
        extras.angle = angle.value.continuous ?? .nan
        extras.innerRadius = innerRadius
        extras.outerRadius = outerRadius
        extras.angularInset = angularInset.flatMap(finiteOrNil).map { max(0, $0) } ?? 0
        record.extras = extras
    }
}

/// A point measure if it is finite: a rule's end at NaN or infinity means its default (the
/// plot's edge), as a missing one does.
func finiteOrNil(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite else { return nil }
    return value
}

/// The name of a series value (a category's string, a number or date formatted).
func seriesName(_ value: PlotValue) -> String {
    switch value {
    case .category(let s): return s
    case .number(let v): return AxisFormatter.number(v, step: 0)
    case .date(let d): return AxisFormatter.date(d, unit: .day)
    }
}
