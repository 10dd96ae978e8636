import Cairn
import Foundation

/// A type that serves as the basic building block for the elements of an axis
/// (Swift Charts' `AxisMark`): `AxisGridLine`, `AxisTick`, `AxisValueLabel`.
public protocol AxisMark {}

/// The parts one `AxisMarks` draws for each of its values.
struct AxisParts {
    var gridLine: StrokeStyle? = nil
    var tick: (length: CGFloat, stroke: StrokeStyle)? = nil
    /// The modifiers on the grid line, tick and label (`AxisGridLine().foregroundStyle(…)`).
    var gridDecoration = AxisMarkDecoration()
    var tickDecoration = AxisMarkDecoration()
    var labelDecoration = AxisMarkDecoration()
    var label: Bool = false
    var format: ((PlotValue, Locale) -> String)? = nil
    /// The label's own view (`AxisValueLabel { ... }`), and how it is placed.
    var labelContent: AnyView? = nil
    var labelPlacement = AxisLabelPlacement()
    /// The side of the `AxisMarks` set the label and tick came from, when an axis has several
    /// (`nil`: the axis's side).
    var side: AxisMarkPosition.Storage? = nil
}

/// How an axis value label is placed (`AxisValueLabel`'s parameters Cairn applies).
struct AxisLabelPlacement {
    /// The label's point that sits at its tick (`nil`: the automatic anchor for the axis).
    var anchor: UnitPoint? = nil
    /// The gap between the plot (or tick) and the label (`nil`: 4 points).
    var horizontalSpacing: CGFloat? = nil
    var verticalSpacing: CGFloat? = nil
    /// Whether crowded labels may be left out (`.disabled` keeps every label).
    var thinned = true
    /// Whether the label sits midway between its value and the next one (`centered: true`).
    var centered = false
}

/// Axis marks Cairn understands: each sets its part, with the modifiers around it.
protocol AxisPartsProvider { func apply(to parts: inout AxisParts, decoration: AxisMarkDecoration) }

extension AxisPartsProvider {
    /// Sets the part with no modifiers.
    func apply(to parts: inout AxisParts) { apply(to: &parts, decoration: AxisMarkDecoration()) }
}

/// A line across the plot at each axis value (Swift Charts' `AxisGridLine`); Swift Charts'
/// default grid line is a 0.5-point hairline.
public struct AxisGridLine: AxisMark, AxisPartsProvider {
    let stroke: StrokeStyle
    /// A grid line with `stroke` (default 0.5 points wide).
    public init(stroke: StrokeStyle? = nil) {
        self.stroke = stroke ?? StrokeStyle(lineWidth: 0.5)
    }
    func apply(to parts: inout AxisParts, decoration: AxisMarkDecoration) {
        parts.gridLine = stroke
        parts.gridDecoration = decoration
    }
}

/// A short tick at each axis value, outside the plot (Swift Charts' `AxisTick`).
public struct AxisTick: AxisMark, AxisPartsProvider {
    let length: CGFloat
    let stroke: StrokeStyle
    /// A tick `length` points long (default 4) with `stroke` (default 0.5 points wide).
    public init(length: CGFloat = 4, stroke: StrokeStyle? = nil) {
        self.length = length.isFinite ? max(0, length) : 4
        self.stroke = stroke ?? StrokeStyle(lineWidth: 0.5)
    }
    func apply(to parts: inout AxisParts, decoration: AxisMarkDecoration) {
        parts.tick = (length, stroke)
        parts.tickDecoration = decoration
    }
}

/// The value's label at each axis value (Swift Charts' `AxisValueLabel`), in the caption-2
/// font and secondary colour.
///
/// Swift Charts' type is generic over its content (`AxisValueLabel<Content>`); Cairn's is not
/// (the content is kept as a view), so code that spells the generic type out does not compile;
/// the initializers are Apple's. Of their parameters Cairn applies `anchor`, the spacings and
/// `collisionResolution: .disabled` (every label kept) and `centered`; `multiLabelAlignment`,
/// `offsetsMarks` and `orientation` are accepted and do not change the image yet.
///
/// `centered: true` puts a label on a continuous axis midway between its value and the next
/// value of the axis (the plot's end after the last), as daily bars use it to put each weekday
/// under its bar: `AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)`. A
/// value with no room after it (the domain's end) shows no label. Apple documents the parameter
/// without its rule; this is Cairn's reading of it (the midpoint of the value's interval, as the
/// name and the weekday pattern it serves imply). On a categorical axis labels are centred on
/// their categories already.
public struct AxisValueLabel: AxisMark, AxisPartsProvider {
    let format: ((PlotValue, Locale) -> String)?
    var content: AnyView? = nil
    var placement = AxisLabelPlacement()

    /// A label with the automatic format.
    public init() { format = nil }

    /// A label formatted with `format` (for example `.number.precision(.fractionLength(1))`).
    public init<F: FormatStyle>(format: F) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.format = Self.formatter(format)
    }

    /// A label formatted with `format`, placed with Swift Charts' label parameters (Apple's
    /// `init(format:centered:anchor:multiLabelAlignment:collisionResolution:offsetsMarks:orientation:horizontalSpacing:verticalSpacing:)`).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.format = Self.formatter(format)
        placement = Self.placement(anchor, collisionResolution, horizontalSpacing, verticalSpacing, centered)
    }

    /// A label showing `title` instead of the value.
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        let text = String(title)
        format = { _, _ in text }
        placement = Self.placement(anchor, collisionResolution, horizontalSpacing, verticalSpacing, centered)
    }

    /// A label made of your view, usually built from the `AxisValue` the axis marks' content
    /// receives: `AxisValueLabel { if let n = value.as(Int.self) { Text("\(n) km") } }`. It is
    /// drawn in the axis labels' font and colour unless the view sets its own.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        format = nil
        self.content = AnyView(content())
        placement = Self.placement(anchor, collisionResolution, horizontalSpacing, verticalSpacing, centered)
    }

    /// Formats a value with `format` in the chart's locale (`\.locale`, as Swift Charts does);
    /// dates in the time zone the date ticks are computed in (UTC), so a label names the day
    /// its tick stands for and the output is the same on every machine (a format's own
    /// default, the machine's current locale and zone, would differ between machines).
    static func formatter<F: FormatStyle>(_ format: F) -> (PlotValue, Locale) -> String where F.FormatInput: Plottable, F.FormatOutput == String {
        { value, locale in
            guard let input = value.converted(to: F.FormatInput.self) else { return "" }
            if var date = format as? Date.FormatStyle, let day = input as? Date {
                date.timeZone = DateTicks.calendar.timeZone
                return date.locale(locale).format(day)
            }
            return format.locale(locale).format(input)
        }
    }

    private static func placement(_ anchor: UnitPoint?, _ collision: AxisValueLabelCollisionResolution, _ h: CGFloat?, _ v: CGFloat?, _ centered: Bool?) -> AxisLabelPlacement {
        AxisLabelPlacement(anchor: anchor.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil },
                           horizontalSpacing: finiteOrNil(h), verticalSpacing: finiteOrNil(v), thinned: collision != .disabled,
                           centered: centered ?? false)
    }

    func apply(to parts: inout AxisParts, decoration: AxisMarkDecoration) {
        parts.label = true
        parts.labelDecoration = decoration
        if let format { parts.format = format }
        if let content { parts.labelContent = content }
        parts.labelPlacement = placement
    }
}

/// How crowded axis labels are resolved (Swift Charts' `AxisValueLabelCollisionResolution`).
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case automatic, greedy, truncate, disabled }
    let storage: Storage
    /// Automatically determine the prevention method based on axis type and data (Cairn: greedy).
    public static var automatic: AxisValueLabelCollisionResolution { .init(storage: .automatic) }
    /// Display a label if it is not overlapping with other labels.
    public static var greedy: AxisValueLabelCollisionResolution { .init(storage: .greedy) }
    /// Truncate a label to the space available (Cairn: as greedy).
    public static var truncate: AxisValueLabelCollisionResolution { .init(storage: .truncate) }
    /// Do not apply collision resolution: the label is always displayed.
    public static var disabled: AxisValueLabelCollisionResolution { .init(storage: .disabled) }
}

/// The orientation of an axis value label (Swift Charts' `AxisValueLabelOrientation`).
public struct AxisValueLabelOrientation: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case automatic, horizontal, vertical, verticalReversed }
    let storage: Storage
    /// The orientation the axis chooses (horizontal).
    public static var automatic: AxisValueLabelOrientation { .init(storage: .automatic) }
    /// Horizontal text.
    public static var horizontal: AxisValueLabelOrientation { .init(storage: .horizontal) }
    /// Text rotated a quarter turn anticlockwise (accepted; Cairn draws it horizontal).
    public static var vertical: AxisValueLabelOrientation { .init(storage: .vertical) }
    /// Text rotated a quarter turn clockwise (accepted; Cairn draws it horizontal).
    public static var verticalReversed: AxisValueLabelOrientation { .init(storage: .verticalReversed) }
}

/// A result builder for the marks of one `AxisMarks` (Swift Charts' `AxisMarkBuilder`).
@resultBuilder
public enum AxisMarkBuilder {
    /// One axis mark.
    public static func buildExpression(_ mark: any AxisMark) -> [any AxisMark] { [mark] }
    /// The marks of a block, in order.
    public static func buildBlock(_ marks: [any AxisMark]...) -> [any AxisMark] { marks.flatMap { $0 } }
    /// An `if` without `else` (`if let n = value.as(Int.self) { ... }`).
    public static func buildOptional(_ marks: [any AxisMark]?) -> [any AxisMark] { marks ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first marks: [any AxisMark]) -> [any AxisMark] { marks }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second marks: [any AxisMark]) -> [any AxisMark] { marks }
    /// An availability check passes its marks through.
    public static func buildLimitedAvailability(_ marks: [any AxisMark]) -> [any AxisMark] { marks }
}

/// The values at which an axis draws its marks (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues {
    enum Storage { case automatic(Int?), numberStride(Double), dateStride(Calendar.Component, Int), values([PlotValue]) }
    let storage: Storage
    /// Values chosen automatically, about `desiredCount` of them (Swift Charts'
    /// `automatic(desiredCount:roundLowerBound:roundUpperBound:)`; Cairn's automatic domains
    /// are already rounded to the tick step, so the rounding flags change nothing).
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount.map { min(max(1, $0), 1_000) }))
    }
    /// Values chosen automatically.
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(nil)) }
    /// Every multiple of `stepSize` in the domain (Swift Charts' `stride(by:roundLowerBound:roundUpperBound:)`).
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .numberStride(stepSize))
    }
    /// Every `count` calendar units in the domain (`.stride(by: .month)`, `.stride(by: .day,
    /// count: 7)`; Swift Charts' `stride(by:count:roundLowerBound:roundUpperBound:calendar:)`).
    /// Cairn steps through the Gregorian calendar in UTC whatever `calendar` says, so output
    /// does not depend on the machine.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .dateStride(component, min(max(1, count), DateTicks.maximumCount)))
    }
    /// Exactly these values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues { AxisMarkValues(storage: .values(values.map { PlotValue($0) })) }
}

/// The marks of an axis: grid lines, ticks and labels at a set of values
/// (Swift Charts' `AxisMarks`). The default content is a grid line, a tick and a label.
public struct AxisMarks: AxisContent {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// The parts of the default content (when `content` is `nil`).
    var parts: AxisParts
    /// Your content, built once per value with that value (`nil`: the default content).
    let content: ((AxisValue) -> [any AxisMark])?

    /// Axis marks with the default content (grid line, tick, label) at `values`.
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(preset: .automatic, position: position, values: values, stroke: stroke)
    }

    /// Axis marks with the default content in a preset style (Swift Charts'
    /// `init(preset:position:values:stroke:)`): `.automatic` and `.aligned` draw a grid line,
    /// a tick and a label at each value; `.extended` draws the grid line and tick without the
    /// label's gap, and `.inset` draws the label inside the plot's edge (Cairn draws both as
    /// `.automatic`, the difference being a few points of placement).
    public init(preset: AxisMarkPreset, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.position = position
        self.values = values
        let line = stroke ?? StrokeStyle(lineWidth: 0.5)
        parts = AxisParts(gridLine: line, tick: (4, line), label: true)
        content = nil
    }

    /// Axis marks with the default content at exactly `values`.
    public init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P], stroke: StrokeStyle? = nil) {
        self.init(position: position, values: .values(values), stroke: stroke)
    }

    /// Axis marks with the default content whose labels use `format` (Swift Charts'
    /// `init(format:preset:position:values:stroke:)`), as Apple's "Customizing axes in Swift
    /// Charts" writes `AxisMarks(format: Decimal.FormatStyle.Percent.percent.scale(1), values: [0, 50, 100])`.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(preset: preset, position: position, values: values, stroke: stroke)
        parts.format = AxisValueLabel.formatter(format)
    }

    /// Axis marks with the default content at exactly `values`, labels in `format`.
    public init<F: FormatStyle, P: Plottable>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                              values: [P], stroke: StrokeStyle? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.init(format: format, preset: preset, position: position, values: .values(values), stroke: stroke)
    }

    /// Axis marks with your content at `values`: `content` is called for each value with its
    /// `AxisValue` (the value, its index and the number of values), so the marks can depend on
    /// it (`if value.index % 2 == 0 { AxisValueLabel() }`).
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> [any AxisMark]) {
        self.position = position
        self.values = values
        parts = AxisParts()
        self.content = content
    }

    /// Axis marks with your content in a preset style (Swift Charts' `init(preset:position:values:content:)`).
    public init(preset: AxisMarkPreset, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> [any AxisMark]) {
        self.init(position: position, values: values, content: content)
    }

    /// Axis marks with your content at exactly `values`.
    public init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P], @AxisMarkBuilder content: @escaping (AxisValue) -> [any AxisMark]) {
        self.init(position: position, values: .values(values), content: content)
    }

    /// Axis marks with content that does not depend on the value (`AxisMarks { AxisGridLine() }`,
    /// as on Apple's `chartXAxis(content:)` page): the same marks at every value.
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> [any AxisMark]) {
        let perValue: (AxisValue) -> [any AxisMark] = { _ in content() }
        self.init(position: position, values: values, content: perValue)
    }

    /// Axis marks in a preset style with content that does not depend on the value.
    public init(preset: AxisMarkPreset, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> [any AxisMark]) {
        let perValue: (AxisValue) -> [any AxisMark] = { _ in content() }
        self.init(position: position, values: values, content: perValue)
    }

    /// Axis marks at exactly `values` with content that does not depend on the value
    /// (`AxisMarks(values: [0, 25, 50, 75, 100]) { AxisGridLine() }`).
    public init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P], @AxisMarkBuilder content: @escaping () -> [any AxisMark]) {
        let perValue: (AxisValue) -> [any AxisMark] = { _ in content() }
        self.init(position: position, values: .values(values), content: perValue)
    }

    /// The parts drawn at one value: the default content's, or `content`'s for that value.
    func parts(at value: AxisValue) -> AxisParts {
        guard let content else { return parts }
        var result = AxisParts()
        for mark in content(value) { (mark as? AxisPartsProvider)?.apply(to: &result) }
        return result
    }
}

/// The preset styles of axis marks (Swift Charts' `AxisMarkPreset`).
public struct AxisMarkPreset: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case automatic, aligned, extended, inset }
    let storage: Storage
    /// The style the axis chooses.
    public static var automatic: AxisMarkPreset { .init(storage: .automatic) }
    /// Labels aligned with their marks.
    public static var aligned: AxisMarkPreset { .init(storage: .aligned) }
    /// Marks that extend past the plot.
    public static var extended: AxisMarkPreset { .init(storage: .extended) }
    /// Labels inset into the plot.
    public static var inset: AxisMarkPreset { .init(storage: .inset) }
}

/// A value the axis marks (Swift Charts' `AxisValue`), given to the content of `AxisMarks`
/// once per value.
public struct AxisValue {
    let value: PlotValue
    /// The position of this value among the axis's values, from 0.
    public let index: Int
    /// The number of values the axis marks.
    public let count: Int

    init(value: PlotValue, index: Int, count: Int) {
        self.value = value
        self.index = index
        self.count = count
    }

    /// The value as `P` (`value.as(Int.self)`, `value.as(Date.self)`, `value.as(String.self)`),
    /// or `nil` if it is not of that type.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { value.converted(to: P.self) }
}

/// Describes the position of axis markers (Swift Charts' `AxisMarkPosition`): by default the
/// y axis is on the trailing edge and the x axis at the bottom.
public struct AxisMarkPosition: Sendable, Hashable {
    enum Storage: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let storage: Storage
    /// The default: trailing for y, bottom for x.
    public static let automatic = AxisMarkPosition(storage: .automatic)
    /// Markers on the leading edge of the chart.
    public static let leading = AxisMarkPosition(storage: .leading)
    /// Markers on the trailing edge of the chart.
    public static let trailing = AxisMarkPosition(storage: .trailing)
    /// Markers at the top of the chart.
    public static let top = AxisMarkPosition(storage: .top)
    /// Markers at the bottom of the chart.
    public static let bottom = AxisMarkPosition(storage: .bottom)
}

/// The content of an axis: one or more `AxisMarks` (Swift Charts' `AxisContent`).
public protocol AxisContent {}

/// A result builder for axis content (Swift Charts' `AxisContentBuilder`).
@resultBuilder
public enum AxisContentBuilder {
    /// One `AxisMarks`.
    public static func buildExpression(_ marks: AxisMarks) -> [AxisMarks] { [marks] }
    /// The axis marks of a block, in order: several `AxisMarks` draw together (grid lines at
    /// one set of values, labels at another).
    public static func buildBlock(_ content: [AxisMarks]...) -> [AxisMarks] { content.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ content: [AxisMarks]?) -> [AxisMarks] { content ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first content: [AxisMarks]) -> [AxisMarks] { content }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second content: [AxisMarks]) -> [AxisMarks] { content }
    /// A `for` loop's axis marks.
    public static func buildArray(_ content: [[AxisMarks]]) -> [AxisMarks] { content.flatMap { $0 } }
    /// An availability check passes its marks through.
    public static func buildLimitedAvailability(_ content: [AxisMarks]) -> [AxisMarks] { content }
}
