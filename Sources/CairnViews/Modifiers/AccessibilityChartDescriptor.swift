import Foundation

// The Accessibility framework's audio-graph chart descriptors (iOS 15), which Swift Charts
// code attaches with `.accessibilityChartDescriptor(_:)` — Apple's Charts sample does it for
// every chart. VoiceOver reads them; a still image has no VoiceOver, so the descriptor is
// never made and nothing drawn changes. The types hold what the code gives them, so code that
// builds a descriptor for its own tests runs.

/// A type that describes a chart to VoiceOver's audio graphs (`AXChartDescriptorRepresentable`).
public protocol AXChartDescriptorRepresentable {
    /// Makes the chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates `descriptor` when the chart changes.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Leaves the descriptor as it is.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// An axis of a chart descriptor: numeric or categorical (`AXDataAxisDescriptor`).
public protocol AXDataAxisDescriptor: AnyObject {
    /// The axis's title.
    var title: String { get set }
}

/// A chart described for audio graphs: its title, summary, axes and data series
/// (`AXChartDescriptor`).
open class AXChartDescriptor: NSObject, @unchecked Sendable {
    /// The order the chart's data reads in (`AXChartDescriptor.ContentDirection`).
    public enum ContentDirection: Int, Sendable {
        /// Left to right.
        case leftToRight = 0
        /// Right to left.
        case rightToLeft
        /// Top to bottom.
        case topToBottom
        /// Bottom to top.
        case bottomToTop
        /// Clockwise around a centre.
        case radialClockwise
        /// Counterclockwise around a centre.
        case radialCounterClockwise
    }

    /// The chart's title.
    open var title: String?
    /// A summary of what the chart shows.
    open var summary: String?
    /// The x axis.
    open var xAxis: any AXDataAxisDescriptor
    /// The y axis (nil for a chart of one axis).
    open var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes (size, colour).
    open var additionalAxes: [any AXDataAxisDescriptor]
    /// The data series.
    open var series: [AXDataSeriesDescriptor]
    /// The order the data reads in.
    open var contentDirection: ContentDirection = .leftToRight
    /// The chart's frame in screen coordinates.
    open var contentFrame: CGRect = .zero

    /// A descriptor with a plain-text title.
    public init(title: String?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
                additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.title = title; self.summary = summary; self.xAxis = xAxis; self.yAxis = yAxis
        self.additionalAxes = additionalAxes; self.series = series
    }

    /// A descriptor with an attributed title.
    public convenience init(attributedTitle: NSAttributedString?, summary: String?, xAxis: any AXDataAxisDescriptor,
                            yAxis: AXNumericDataAxisDescriptor?, additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.init(title: attributedTitle?.string, summary: summary, xAxis: xAxis, yAxis: yAxis, additionalAxes: additionalAxes, series: series)
    }
}

/// A numeric axis: its title, range, gridlines and how a value reads
/// (`AXNumericDataAxisDescriptor`).
open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor, @unchecked Sendable {
    /// How values map onto the axis (`AXNumericDataAxisDescriptor.ScaleType`).
    public enum ScaleType: Int, Sendable {
        /// Linear.
        case linear = 0
        /// Base-10 logarithmic.
        case log10
        /// Natural logarithmic.
        case ln
    }
    /// The axis's title.
    open var title: String
    /// The values the axis spans.
    open var range: ClosedRange<Double>
    /// Where gridlines are.
    open var gridlinePositions: [Double]
    /// How a value reads aloud.
    open var valueDescriptionProvider: (Double) -> String
    /// The scale.
    open var scaleType: ScaleType = .linear

    /// An axis titled `title` over `range`.
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title; self.range = range; self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    /// An axis with an attributed title.
    public convenience init(attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
                            valueDescriptionProvider: @escaping (Double) -> String) {
        self.init(title: attributedTitle.string, range: range, gridlinePositions: gridlinePositions, valueDescriptionProvider: valueDescriptionProvider)
    }
}

/// An axis of named categories (`AXCategoricalDataAxisDescriptor`).
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor, @unchecked Sendable {
    /// The axis's title.
    open var title: String
    /// The categories in order.
    open var categoryOrder: [String]
    /// An axis titled `title` with `categoryOrder`.
    public init(title: String, categoryOrder: [String]) { self.title = title; self.categoryOrder = categoryOrder }
    /// An axis with an attributed title.
    public convenience init(attributedTitle: NSAttributedString, categoryOrder: [String]) {
        self.init(title: attributedTitle.string, categoryOrder: categoryOrder)
    }
}

/// A series of data points (`AXDataSeriesDescriptor`).
open class AXDataSeriesDescriptor: NSObject, @unchecked Sendable {
    /// The series' name.
    open var name: String?
    /// Whether the series is continuous (a line) rather than discrete (bars, points).
    open var isContinuous: Bool
    /// The points.
    open var dataPoints: [AXDataPoint]
    /// A series named `name`.
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name; self.isContinuous = isContinuous; self.dataPoints = dataPoints
    }
    /// A series with an attributed name.
    public convenience init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.init(name: attributedName.string, isContinuous: isContinuous, dataPoints: dataPoints)
    }
}

/// One point of a series: its x value (a number or a category), y value, further values and
/// label (`AXDataPoint`).
open class AXDataPoint: NSObject, @unchecked Sendable {
    /// A value of a point: a number or a category (`AXDataPoint.Value`).
    public struct Value: Sendable {
        /// The value as a number.
        public var number: Double?
        /// The value as a category.
        public var category: String?
        /// A numeric value.
        public init(number: Double) { self.number = number; category = nil }
        /// A categorical value.
        public init(category: String) { self.category = category; number = nil }
    }
    /// The x value.
    open var xValue: Value
    /// The y value.
    open var yValue: Value?
    /// Further values, one per additional axis.
    open var additionalValues: [Value]
    /// A label read with the point.
    open var label: String?

    /// A point at numeric `x`.
    public init(x: Double, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = Value(number: x); yValue = y.map { Value(number: $0) }
        self.additionalValues = additionalValues; self.label = label
    }
    /// A point at category `x`.
    public init(x: String, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = Value(category: x); yValue = y.map { Value(number: $0) }
        self.additionalValues = additionalValues; self.label = label
    }
}

extension View {
    /// Describes this chart to VoiceOver's audio graphs with `representable`'s descriptor. A
    /// still has no VoiceOver: the descriptor is not made and nothing drawn changes.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { self }
}
