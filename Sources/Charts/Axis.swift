import Cairn
import Foundation

/// A type that serves as the basic building block for the elements of an axis
/// (Swift Charts' `AxisMark`): `AxisGridLine`, `AxisTick`, `AxisValueLabel`.
public protocol AxisMark {}

/// The parts one `AxisMarks` draws for each of its values.
struct AxisParts {
    var gridLine: StrokeStyle? = nil
    var tick: (length: CGFloat, stroke: StrokeStyle)? = nil
    var label: Bool = false
    var format: ((PlotValue) -> String)? = nil
}

/// Axis marks Cairn understands.
protocol AxisPartsProvider { func apply(to parts: inout AxisParts) }

/// A line across the plot at each axis value (Swift Charts' `AxisGridLine`); Swift Charts'
/// default grid line is a 0.5-point hairline.
public struct AxisGridLine: AxisMark, AxisPartsProvider {
    let stroke: StrokeStyle
    /// A grid line with `stroke` (default 0.5 points wide).
    public init(stroke: StrokeStyle? = nil) {
        self.stroke = stroke ?? StrokeStyle(lineWidth: 0.5)
    }
    func apply(to parts: inout AxisParts) { parts.gridLine = stroke }
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
    func apply(to parts: inout AxisParts) { parts.tick = (length, stroke) }
}

/// The value's label at each axis value (Swift Charts' `AxisValueLabel`), in the caption-2
/// font and secondary colour.
public struct AxisValueLabel: AxisMark, AxisPartsProvider {
    let format: ((PlotValue) -> String)?
    /// A label with the automatic format.
    public init() { format = nil }
    /// A label formatted with `format` (for example `.number.precision(.fractionLength(1))`).
    public init<F: FormatStyle>(format: F) where F.FormatInput: Plottable, F.FormatOutput == String {
        self.format = { value in
            guard let input = value.converted(to: F.FormatInput.self) else { return "" }
            return format.format(input)
        }
    }
    func apply(to parts: inout AxisParts) {
        parts.label = true
        if let format { parts.format = format }
    }
}

/// A result builder for the marks of one `AxisMarks` (Swift Charts' `AxisMarkBuilder`).
@resultBuilder
public enum AxisMarkBuilder {
    /// The marks of a block, in order.
    public static func buildBlock(_ marks: any AxisMark...) -> [any AxisMark] { marks }
}

/// The values at which an axis draws its marks (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues {
    enum Storage { case automatic(Int?), numberStride(Double), dateStride(Calendar.Component, Int), values([PlotValue]) }
    let storage: Storage
    /// Values chosen automatically, about `desiredCount` of them.
    public static func automatic(desiredCount: Int? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount))
    }
    /// Values chosen automatically.
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(nil)) }
    /// Every multiple of `step` in the domain.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(storage: .numberStride(step)) }
    /// Every `count` calendar units in the domain (`.stride(by: .month)`).
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
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
    let parts: AxisParts

    /// Axis marks with the default content (grid line, tick, label) at `values`.
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.position = position
        self.values = values
        parts = AxisParts(gridLine: stroke ?? StrokeStyle(lineWidth: 0.5), tick: (4, stroke ?? StrokeStyle(lineWidth: 0.5)), label: true)
    }

    /// Axis marks with the default content at exactly `values`.
    public init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P], stroke: StrokeStyle? = nil) {
        self.init(position: position, values: .values(values), stroke: stroke)
    }

    /// Axis marks with your content at `values`.
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: (AxisValue) -> [any AxisMark]) {
        self.position = position
        self.values = values
        var parts = AxisParts()
        for mark in content(AxisValue()) { (mark as? AxisPartsProvider)?.apply(to: &parts) }
        self.parts = parts
    }

    /// Axis marks with your content at exactly `values`.
    public init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P], @AxisMarkBuilder content: (AxisValue) -> [any AxisMark]) {
        self.init(position: position, values: .values(values), content: content)
    }
}

/// A value the axis marks (Swift Charts' `AxisValue`). Cairn builds the marks' content once
/// for all values, so content that depends on the value is not supported.
public struct AxisValue {
    init() {}
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
    /// The axis marks of a block.
    public static func buildBlock(_ content: AxisMarks...) -> [AxisMarks] { content }
}
