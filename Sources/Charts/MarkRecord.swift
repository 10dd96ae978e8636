import Cairn
import Foundation

/// The kind of a mark.
enum MarkKind: Hashable { case bar, line, point, area, rule, rectangle, sector }

/// One mark, resolved from its chart content: its values on each channel and its attributes.
/// The chart plan turns records into geometry.
struct MarkRecord {
    var kind: MarkKind
    var x: PlotValue? = nil
    var xStart: PlotValue? = nil
    var xEnd: PlotValue? = nil
    var y: PlotValue? = nil
    var yStart: PlotValue? = nil
    var yEnd: PlotValue? = nil
    /// Screen-coordinate ends of a rule (`RuleMark(x:yStart:yEnd:)` with `CGFloat`s).
    var fixedStart: CGFloat? = nil
    var fixedEnd: CGFloat? = nil
    var xUnit: Calendar.Component? = nil
    var yUnit: Calendar.Component? = nil
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// Whether the start is the zero baseline stacking gave (not a data value: a log scale
    /// ignores it).
    var startIsBaseline = false
    /// A sector's angle value and radii.
    var angle: Double? = nil
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    /// An explicit style (`.foregroundStyle(_:)`).
    var style: AnyShapeStyle? = nil
    /// The explicit style when it is a colour (so equal colours draw as one batch).
    var styleColor: Color? = nil
    /// The series value of `.foregroundStyle(by:)`.
    var styleSeries: String? = nil
    /// The series of `LineMark(x:y:series:)`.
    var series: String? = nil
    /// The group of `.position(by:)`.
    var positionGroup: String? = nil
    /// The symbol series of `.symbol(by:)` and an explicit symbol.
    var symbolSeries: String? = nil
    var symbol: BasicChartSymbolShape? = nil
    var symbolSize: CGFloat? = nil
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle? = nil
    var cornerRadius: CGFloat = 0
    var cornerStyle: RoundedCornerStyle = .circular
    var opacity: Double = 1
    var annotations: [MarkAnnotation] = []

    /// Whether every plotted value is finite (Swift Charts skips marks with NaN or infinity).
    var isFinite: Bool {
        func ok(_ v: PlotValue?) -> Bool { v?.isFinite ?? true }
        return ok(x) && ok(xStart) && ok(xEnd) && ok(y) && ok(yStart) && ok(yEnd)
    }
}

/// A view attached to a mark with `.annotation(position:alignment:spacing:content:)`.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}
