import Cairn
import Foundation

/// The kind of a mark.
enum MarkKind: Hashable { case bar, line, point, area, rule, rectangle, sector }

/// One mark, resolved from its chart content: its values on each channel and its attributes.
/// The chart plan turns records into geometry. Attributes most marks leave at their defaults
/// live in `MarkExtras`, allocated only when set, which keeps the record small: a chart of
/// 10,000 marks copies each record several times while collecting it.
struct MarkRecord {
    var kind: MarkKind
    var x: PlotValue?
    var y: PlotValue?
    var xUnit: Calendar.Component?
    var yUnit: Calendar.Component?
    var stacking: MarkStackingMethod
    /// Whether the start is the zero baseline stacking gave (not a data value: a log scale
    /// ignores it).
    var startIsBaseline = false
    /// The series value of `.foregroundStyle(by:)`.
    var styleSeries: String? = nil
    /// The series of `LineMark(x:y:series:)`.
    var series: String? = nil
    var opacity: Double = 1
    private var extrasBox: ExtrasBox? = nil
    /// The range ends (bars, areas, rules, rectangles with ranges; stacked bars and areas):
    /// boxed, so that lines and points, most of a large chart's marks, do not carry them.
    private var rangesBox: RangesBox? = nil

    init(kind: MarkKind, x: PlotValue? = nil, xStart: PlotValue? = nil, xEnd: PlotValue? = nil,
         y: PlotValue? = nil, yStart: PlotValue? = nil, yEnd: PlotValue? = nil,
         fixedStart: CGFloat? = nil, fixedEnd: CGFloat? = nil,
         xUnit: Calendar.Component? = nil, yUnit: Calendar.Component? = nil,
         width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.kind = kind
        // A date with a unit stands for the whole unit that holds it (`.value("Day", sale.time,
        // unit: .day)`: sales at any hour of a day stack into that day's bar, which spans the
        // day from midnight in the chart's calendar). Apple documents only that the mark spans
        // the unit; that the span is the calendar unit holding the date is Cairn's reading, as
        // code passing timestamps with `unit: .day` expects day-aligned bars.
        self.x = x.map { DateTicks.unitStart(of: $0, unit: xUnit) }
        self.y = y.map { DateTicks.unitStart(of: $0, unit: yUnit) }
        if xStart != nil || xEnd != nil || yStart != nil || yEnd != nil {
            rangesBox = RangesBox(MarkRanges(xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd))
        }
        self.xUnit = xUnit; self.yUnit = yUnit
        self.stacking = stacking
        if fixedStart != nil || fixedEnd != nil || width != .automatic || height != .automatic {
            var e = MarkExtras()
            e.fixedStart = fixedStart; e.fixedEnd = fixedEnd; e.width = width; e.height = height
            extrasBox = ExtrasBox(e)
        }
    }

    var xStart: PlotValue? {
        get { rangesBox?.value.xStart }
        set { changeRanges(setting: newValue) { $0.xStart = newValue } }
    }
    var xEnd: PlotValue? {
        get { rangesBox?.value.xEnd }
        set { changeRanges(setting: newValue) { $0.xEnd = newValue } }
    }
    var yStart: PlotValue? {
        get { rangesBox?.value.yStart }
        set { changeRanges(setting: newValue) { $0.yStart = newValue } }
    }
    var yEnd: PlotValue? {
        get { rangesBox?.value.yEnd }
        set { changeRanges(setting: newValue) { $0.yEnd = newValue } }
    }

    /// Changes the range ends (copy on write); setting `nil` where there are none allocates nothing.
    private mutating func changeRanges(setting value: PlotValue?, _ change: (inout MarkRanges) -> Void) {
        guard rangesBox != nil else {
            if value == nil { return }
            var r = MarkRanges()
            change(&r)
            rangesBox = RangesBox(r)
            return
        }
        if !isKnownUniquelyReferenced(&rangesBox!) { rangesBox = RangesBox(rangesBox!.value) }
        change(&rangesBox!.value)
    }

    /// The group of `.position(by:)`.
    var positionGroup: String? {
        get { extrasBox?.value.positionGroup }
        set { if newValue != nil || extrasBox != nil { extras.positionGroup = newValue } }
    }
    /// The symbol series of `.symbol(by:)`.
    var symbolSeries: String? {
        get { extrasBox?.value.symbolSeries }
        set { if newValue != nil || extrasBox != nil { extras.symbolSeries = newValue } }
    }
    var interpolation: InterpolationMethod {
        get { extrasBox?.value.interpolation ?? .linear }
        set { if newValue != .linear || extrasBox != nil { extras.interpolation = newValue } }
    }

    /// Whether any rarely set attribute is set (a mark without them is described by its
    /// inline fields alone).
    var hasExtras: Bool { extrasBox != nil }

    /// The rarely set attributes (copy on write).
    var extras: MarkExtras {
        get { extrasBox?.value ?? MarkExtras() }
        set {
            if extrasBox != nil, isKnownUniquelyReferenced(&extrasBox!) { extrasBox!.value = newValue }
            else { extrasBox = ExtrasBox(newValue) }
        }
    }

    var fixedStart: CGFloat? { extrasBox?.value.fixedStart }
    var fixedEnd: CGFloat? { extrasBox?.value.fixedEnd }
    var width: MarkDimension { extrasBox?.value.width ?? .automatic }
    var height: MarkDimension { extrasBox?.value.height ?? .automatic }
    var angle: Double? { extrasBox?.value.angle }
    var innerRadius: MarkDimension { extrasBox?.value.innerRadius ?? .automatic }
    var outerRadius: MarkDimension { extrasBox?.value.outerRadius ?? .automatic }
    var angularInset: CGFloat { extrasBox?.value.angularInset ?? 0 }
    var style: AnyShapeStyle? { extrasBox?.value.style }
    var styleColor: Color? { extrasBox?.value.styleColor }
    var symbol: BasicChartSymbolShape? { extrasBox?.value.symbol }
    var symbolSize: CGFloat? { extrasBox?.value.symbolSize }
    var lineStyle: StrokeStyle? { extrasBox?.value.lineStyle }
    var cornerRadius: CGFloat { extrasBox?.value.cornerRadius ?? 0 }
    var cornerStyle: RoundedCornerStyle { extrasBox?.value.cornerStyle ?? .circular }
    var annotations: [MarkAnnotation] { extrasBox?.value.annotations ?? [] }
    var zIndex: Double { extrasBox?.value.zIndex ?? 0 }
    var offset: CGSize { extrasBox?.value.offset ?? .zero }
    var lineStyleSeries: String? { extrasBox?.value.lineStyleSeries }
    var sizeValue: PlotValue? { extrasBox?.value.sizeValue }

    /// Whether every plotted value is finite (Swift Charts skips marks with NaN or infinity).
    var isFinite: Bool {
        func ok(_ v: PlotValue?) -> Bool { v?.isFinite ?? true }
        return ok(x) && ok(xStart) && ok(xEnd) && ok(y) && ok(yStart) && ok(yEnd)
    }
}

/// A mark's attributes that most marks leave at their defaults.
struct MarkExtras {
    /// Screen-coordinate ends of a rule (`RuleMark(x:yStart:yEnd:)` with `CGFloat`s).
    var fixedStart: CGFloat? = nil
    var fixedEnd: CGFloat? = nil
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    /// A sector's angle value and radii.
    var angle: Double? = nil
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    /// An explicit style (`.foregroundStyle(_:)`), and the colour when it is one (so equal
    /// colours draw as one batch).
    var style: AnyShapeStyle? = nil
    var styleColor: Color? = nil
    /// An explicit symbol and its area.
    var symbol: BasicChartSymbolShape? = nil
    var symbolSize: CGFloat? = nil
    var lineStyle: StrokeStyle? = nil
    var cornerRadius: CGFloat = 0
    var cornerStyle: RoundedCornerStyle = .circular
    var annotations: [MarkAnnotation] = []
    /// The series value of `.lineStyle(by:)`.
    var lineStyleSeries: String? = nil
    /// The value `.symbolSize(by:)` encodes (a number on a size scale, or a category).
    var sizeValue: PlotValue? = nil
    var positionGroup: String? = nil
    /// The width of a `position(by:axis:span:)` group.
    var positionSpan: MarkDimension = .automatic
    var symbolSeries: String? = nil
    var interpolation: InterpolationMethod = .linear
    /// The drawing order of `zIndex(_:)` (higher draws later, on top).
    var zIndex: Double = 0
    /// The shift of `offset(x:y:)`, in points.
    var offset: CGSize = .zero
    /// The view of `symbol { ... }` drawn at each point instead of the symbol shape.
    var symbolView: AnyView? = nil
    /// The function a `LinePlot`/`AreaPlot` graphs: the chart plan replaces this mark by the
    /// function's samples.
    var function: FunctionPlot? = nil
    /// The shape of `clipShape(_:style:)`, filling each mark's frame, and its fill rule.
    var clipShape: AnyShape? = nil
    var clipStyle = FillStyle()
    /// The content of `mask(content:)` this mark is drawn through.
    var mask: ChartMask? = nil
    /// For a mark of a mask's content: the number of the mask it belongs to (the plan's
    /// `maskGroups`); it is drawn only into that mask.
    var maskOf: Int? = nil
    /// The x, y and z values of a mark made with a 3D initializer (`PointMark(x:y:z:)`, ...);
    /// only `Chart3D` reads them.
    var mark3D: Mark3DValues? = nil
    /// The upper bounds of a bar's base value given as a range (`BarMark(x: .value("Time",
    /// start..<end), y: …)`): the bar spans the range along that axis, as a date with a unit
    /// spans the unit.
    var xUpper: PlotValue? = nil
    var yUpper: PlotValue? = nil
    /// Whether `foregroundStyle(by:)` encoded a number (a quantitative series: a gradient).
    var styleIsNumber = false
}

/// The marks of one `mask(content:)`, shared by every mark it masks (its identity tells the
/// masks apart).
final class ChartMask {
    let marks: [MarkRecord]
    init(marks: [MarkRecord]) { self.marks = marks }
}

/// A mark's range ends.
struct MarkRanges {
    var xStart: PlotValue? = nil
    var xEnd: PlotValue? = nil
    var yStart: PlotValue? = nil
    var yEnd: PlotValue? = nil
}

/// The box behind the range ends.
private final class RangesBox {
    var value: MarkRanges
    init(_ value: MarkRanges) { self.value = value }
}

/// The box behind `MarkRecord.extras`.
private final class ExtrasBox {
    var value: MarkExtras
    init(_ value: MarkExtras) { self.value = value }
}

/// A view attached to a mark with `.annotation(position:alignment:spacing:content:)`.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
    /// How the annotation is kept inside the chart or plot (`nil`: not moved).
    var overflow: AnnotationOverflowResolution? = nil
}
