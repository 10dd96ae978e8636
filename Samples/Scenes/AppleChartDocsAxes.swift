#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif
import Charts
import Foundation

// The examples of Apple's "Customizing axes" and "Creating a chart" articles and the chart view modifier pages (see AppleChartDocs.swift).

extension AppleChartDocs {
    // MARK: Customizing axes in Swift Charts
    // (https://developer.apple.com/documentation/charts/customizing-axes-in-swift-charts)

    /// A battery level at a time.
    struct BatteryData {
        let date: Date
        let level: Double

        /// The article's data is not given; Cairn's: 48 half-hours of a day from midnight,
        /// falling from 40 to 10, as its pictures show.
        static let data: [BatteryData] = (0..<48).map { i in
            BatteryData(date: AppleChartDocs.date(2024, 6, 10).addingTimeInterval(1800 * Double(i)), level: 40 - 30 * Double(i) / 47)
        }
    }

    /// The article's steps: the default axes, then each customization in turn.
    public enum AxisStep: Int, CaseIterable, Sendable {
        /// Step 1: the default axes.
        case defaults = 1
        /// Step 2: `chartYScale(domain: [0, 100])`.
        case domain
        /// Step 3: `AxisMarks(values: .automatic(desiredCount: 3))`.
        case desiredCount
        /// Step 3b: `AxisMarks(values: [0, 50, 100])`.
        case values
        /// Step 4: the same values in a percent format.
        case percent
        /// Step 5: labels at 0, 50 and 100 %, grid lines every 25.
        case labelsAndGrid
        /// Step 6: x labels every 3 hours, AM/PM only at midnight and noon.
        case hourLabels
        /// Step 7: the final chart, with the date under the first label and at midnight.
        case final
    }

    /// A formatter of hours in the examples' UTC calendar (Apple's `.dateTime.hour()` uses the
    /// device's time zone).
    static func hourFormat(amPM: Bool) -> Date.FormatStyle {
        var style = amPM ? Date.FormatStyle.dateTime.hour() : Date.FormatStyle.dateTime.hour(.defaultDigits(amPM: .omitted))
        style.timeZone = calendar.timeZone
        return style
    }

    /// Month and day in the examples' UTC calendar.
    static var monthDayFormat: Date.FormatStyle {
        var style = Date.FormatStyle.dateTime.month().day()
        style.timeZone = calendar.timeZone
        return style
    }

    /// The battery chart of the "Customizing axes" article at one of its steps.
    public struct BatteryChart: View {
        let step: AxisStep
        /// Creates the chart at a step of the article.
        public init(step: AxisStep = .final) { self.step = step }

        var bars: some View {
            Chart(BatteryData.data, id: \.date) {
                BarMark(
                    // One bar for every 1800 seconds (30 minutes).
                    x: .value("Time", $0.date ..< $0.date.advanced(by: 1800)),
                    y: .value("Battery Level", $0.level)
                )
                .foregroundStyle(.green)
            }
        }

        /// The chart.
        public var body: some View {
            switch step {
            case .defaults:
                bars
            case .domain:
                bars.chartYScale(domain: [0, 100])
            case .desiredCount:
                bars.chartYScale(domain: [0, 100]).chartYAxis { AxisMarks(values: .automatic(desiredCount: 3)) }
            case .values:
                bars.chartYScale(domain: [0, 100]).chartYAxis { AxisMarks(values: [0, 50, 100]) }
            case .percent:
                bars.chartYScale(domain: [0, 100]).chartYAxis {
                    AxisMarks(format: Decimal.FormatStyle.Percent.percent.scale(1), values: [0, 50, 100])
                }
            case .labelsAndGrid:
                Self.percentAxis(bars.chartYScale(domain: [0, 100]))
            case .hourLabels:
                Self.percentAxis(bars.chartYScale(domain: [0, 100])).chartXAxis {
                    AxisMarks(values: .stride(by: .hour, count: 3)) { value in
                        if let date = value.as(Date.self) {
                            let hour = calendar.component(.hour, from: date)
                            switch hour {
                            case 0, 12:
                                AxisValueLabel(format: hourFormat(amPM: true))
                            default:
                                AxisValueLabel(format: hourFormat(amPM: false))
                            }
                            AxisGridLine()
                            AxisTick()
                        }
                    }
                }
            case .final:
                Self.percentAxis(bars.chartYScale(domain: [0, 100])).chartXAxis {
                    AxisMarks(values: .stride(by: .hour, count: 3)) { value in
                        if let date = value.as(Date.self) {
                            let hour = calendar.component(.hour, from: date)
                            AxisValueLabel {
                                VStack(alignment: .leading) {
                                    switch hour {
                                    case 0, 12:
                                        Text(date, format: hourFormat(amPM: true))
                                    default:
                                        Text(date, format: hourFormat(amPM: false))
                                    }
                                    if value.index == 0 || hour == 0 {
                                        Text(date, format: monthDayFormat)
                                    }
                                }
                            }
                            if hour == 0 {
                                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
                                AxisTick(stroke: StrokeStyle(lineWidth: 0.5))
                            } else {
                                AxisGridLine()
                                AxisTick()
                            }
                        }
                    }
                }
            }
        }

        /// Step 5's y axis: percent labels at 0, 50 and 100; grid lines every 25.
        static func percentAxis<V: View>(_ chart: V) -> some View {
            chart.chartYAxis {
                AxisMarks(values: [0, 50, 100]) {
                    AxisValueLabel(format: Decimal.FormatStyle.Percent.percent.scale(1))
                }
                AxisMarks(values: [0, 25, 50, 75, 100]) {
                    AxisGridLine()
                }
            }
        }
    }

    // MARK: View modifiers

    /// `chartXAxis(content:)` and `chartYAxis(content:)`, example 1: grid lines only, no ticks
    /// or labels, on both axes of the departments' bars.
    public struct GridOnlyAxes: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(profits) {
                BarMark(x: .value("Department", $0.department), y: .value("Profit", $0.profit))
            }
            .chartXAxis {
                AxisMarks {
                    AxisGridLine()
                }
            }
            .chartYAxis {
                AxisMarks {
                    AxisGridLine()
                }
            }
        }
    }

    /// A price on a date.
    struct PricePoint: Identifiable {
        let date: Date
        let price: Double
        var id: Date { date }
    }

    /// The chartOverlay and ChartProxy pages' `data` is not defined; Cairn's: ten days of prices.
    static let prices: [PricePoint] = (0..<10).map { PricePoint(date: date(2024, 5, 1 + $0), price: 100 + 5 * Double($0)) }

    /// `chartOverlay(alignment:content:)` and `ChartProxy`: a drag converted to the plot's
    /// coordinates and then to a (date, price). At rest nothing is dragged; `probe`, when given,
    /// receives the value under the plot's centre, as the page's `onChanged` would for a drag there.
    public struct DragReadout: View {
        let probe: (@Sendable (Date?, Double?) -> Void)?
        /// Creates the example.
        public init(probe: (@Sendable (Date?, Double?) -> Void)? = nil) { self.probe = probe }
        /// The chart.
        public var body: some View {
            Chart(prices) {
                LineMark(x: .value("date", $0.date), y: .value("price", $0.price))
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    let _ = probe.map { report in
                        // What `onChanged` computes for a drag at the plot's centre.
                        let frame = geometry[proxy.plotAreaFrame]
                        let location = CGPoint(x: frame.midX, y: frame.midY)
                        let origin = geometry[proxy.plotAreaFrame].origin
                        let value = proxy.value(at: CGPoint(x: location.x - origin.x, y: location.y - origin.y), as: (Date, Double).self)
                        report(value?.0, value?.1)
                    }
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    // Convert the gesture location to the coordinate space of the plot area.
                                    let origin = geometry[proxy.plotAreaFrame].origin
                                    let location = CGPoint(x: value.location.x - origin.x, y: value.location.y - origin.y)
                                    // Get the x (date) and y (price) value from the location.
                                    if let (date, price) = proxy.value(at: location, as: (Date, Double).self) {
                                        print("Location: \(date), \(price)")
                                    }
                                }
                        )
                }
            }
        }
    }

    /// `chartPlotStyle(content:)`: a 100 × 100 plot area (Apple writes `Chart(data: data)`).
    public struct PlotStyleFrame: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(valuesPerCategory, id: \.category) {
                BarMark(x: .value("Category", $0.category))
            }
            .chartPlotStyle { content in
                content.frame(width: 100, height: 100)
            }
        }
    }

    /// An x and a y.
    struct XY: Identifiable {
        let x: Int
        let y: Double
        var id: Int { x }
    }

    /// The scrolling pages' `data` is not defined; Cairn's: x 0 to 29.
    static let scrollData: [XY] = (0..<30).map { XY(x: $0, y: 5 + Double(($0 * 7) % 11)) }

    /// `chartScrollableAxes(_:)` with `chartXVisibleDomain(length: 10)` (`visible: nil`
    /// leaves Apple's default portion).
    public struct ScrollingBars: View {
        let visible: Int?
        /// Creates the example, showing `visible` x units at a time.
        public init(visible: Int? = 10) { self.visible = visible }
        /// The chart.
        public var body: some View {
            if let visible {
                Chart(scrollData) { BarMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
                    .chartScrollableAxes(.horizontal)
                    .chartXVisibleDomain(length: visible)
            } else {
                Chart(scrollData) { BarMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
                    .chartScrollableAxes(.horizontal)
            }
        }
    }

    /// `chartScrollTargetBehavior(_:)`: vertical scrolling, 10 y units visible, aligned to whole values.
    public struct ScrollingVertical: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(scrollData) { BarMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
                .chartScrollableAxes(.vertical)
                .chartYVisibleDomain(length: 10)
                .chartScrollTargetBehavior(.valueAligned(unit: 1))
        }
    }

    // MARK: Creating a chart using Swift Charts
    // (https://developer.apple.com/documentation/charts/creating-a-chart-using-swift-charts)

    /// A toy shape's count, in a colour.
    struct ToyShape: Identifiable {
        var color: String = ""
        var type: String
        var count: Double
        var id: String { color + type }
    }

    /// The article's counts: Cube 5, Sphere 4, Pyramid 4.
    static let toyShapes: [ToyShape] = [.init(type: "Cube", count: 5), .init(type: "Sphere", count: 4), .init(type: "Pyramid", count: 4)]

    /// The article's counts by colour.
    static let stackedBarData: [ToyShape] = [
        .init(color: "Green", type: "Cube", count: 2), .init(color: "Green", type: "Sphere", count: 0),
        .init(color: "Green", type: "Pyramid", count: 1), .init(color: "Purple", type: "Cube", count: 1),
        .init(color: "Purple", type: "Sphere", count: 1), .init(color: "Purple", type: "Pyramid", count: 1),
        .init(color: "Pink", type: "Cube", count: 1), .init(color: "Pink", type: "Sphere", count: 2),
        .init(color: "Pink", type: "Pyramid", count: 0), .init(color: "Yellow", type: "Cube", count: 1),
        .init(color: "Yellow", type: "Sphere", count: 1), .init(color: "Yellow", type: "Pyramid", count: 2),
    ]

    /// The article's first chart: a bar per toy shape.
    public struct ToyShapeBars: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                ForEach(toyShapes) { shape in
                    BarMark(x: .value("Shape Type", shape.type), y: .value("Total Count", shape.count))
                }
            }
        }
    }

    /// The article's stacked chart, with its colour scale when `namedColors`.
    public struct ToyShapeStacks: View {
        let namedColors: Bool
        /// Creates the example (the last one with `namedColors`).
        public init(namedColors: Bool = true) { self.namedColors = namedColors }
        var stacks: some View {
            Chart {
                ForEach(stackedBarData) { shape in
                    BarMark(x: .value("Shape Type", shape.type), y: .value("Total Count", shape.count))
                        .foregroundStyle(by: .value("Shape Color", shape.color))
                }
            }
        }
        /// The chart.
        public var body: some View {
            if namedColors {
                stacks.chartForegroundStyleScale(["Green": .green, "Purple": .purple, "Pink": .pink, "Yellow": .yellow])
            } else {
                stacks
            }
        }
    }
}
