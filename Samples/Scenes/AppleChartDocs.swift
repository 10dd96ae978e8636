#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif
import Charts
import Foundation

// The charts of Apple's Swift Charts documentation pages (issue 25), one view per example,
// written as the pages write them. Apple's data is used where a page gives it; where a page
// elides it (`// ...`, `<#Profit array A#>`, or an undefined `stocks`), the rest is Cairn's,
// shaped as the page's picture or prose describes, and said so beside it. Dates are built in
// a Gregorian UTC calendar (Apple's pages use `Calendar.autoupdatingCurrent`), so that the
// pictures do not depend on the machine's time zone. Where Apple's code does not compile
// (a missing `{` or `)`, `Chart(data:)`, `chartXScale(-10 ... 10)` without `domain:`,
// `foregroundStyle(by:)` with a key path), the view uses the API the page meant, noted there.
// The tests in Tests/CairnSamplesTests/AppleChartDocsTests.swift check each with numbers.

/// The examples of Apple's Swift Charts documentation, by page.
public enum AppleChartDocs {
    /// The calendar the examples' dates are built in: Gregorian, UTC.
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        return c
    }()

    /// The date of a year, month, day and hour in `calendar`.
    static func date(_ year: Int, _ month: Int = 1, _ day: Int = 1, hour: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? Date(timeIntervalSinceReferenceDate: 0)
    }

    // MARK: Chart (https://developer.apple.com/documentation/charts/chart)

    /// A category and its value.
    struct ValuePerCategory {
        var category: String
        var value: Double
    }

    /// The Chart page's data: A 5, B 9, C 7.
    static let valuesPerCategory: [ValuePerCategory] = [
        .init(category: "A", value: 5), .init(category: "B", value: 9), .init(category: "C", value: 7),
    ]

    /// Chart, example 1: three bars from a collection with an `id` key path.
    public struct ChartBars: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(valuesPerCategory, id: \.category) { item in
                BarMark(x: .value("Category", item.category), y: .value("Value", item.value))
            }
        }
    }

    /// A profit on a date.
    struct ProfitOverTime {
        var date: Date
        var profit: Double
    }

    /// The Chart page leaves the two departments' profits as placeholders; these are Cairn's:
    /// a month of daily profits trending up below 750, as the page's picture shows.
    static let departmentAProfit: [ProfitOverTime] = (0..<30).map { d in
        .init(date: date(2024, 1, 1 + d), profit: 150 + 14 * Double(d) + [0, 25, -10][d % 3])
    }
    static let departmentBProfit: [ProfitOverTime] = (0..<30).map { d in
        .init(date: date(2024, 1, 1 + d), profit: 90 + 20 * Double(d) + [10, -15, 0][d % 3])
    }

    /// Chart, example 2: two series of lines and a threshold rule at 400.
    public struct ChartSeries: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                ForEach(departmentAProfit, id: \.date) { item in
                    LineMark(x: .value("Date", item.date), y: .value("Profit A", item.profit), series: .value("Company", "A"))
                        .foregroundStyle(.blue)
                }
                ForEach(departmentBProfit, id: \.date) { item in
                    LineMark(x: .value("Date", item.date), y: .value("Profit B", item.profit), series: .value("Company", "B"))
                        .foregroundStyle(.green)
                }
                RuleMark(y: .value("Threshold", 400))
                    .foregroundStyle(.red)
            }
        }
    }

    // MARK: BarMark (https://developer.apple.com/documentation/charts/barmark)

    /// A department's profit.
    struct Profit: Identifiable {
        let department: String
        let profit: Double
        var id: String { department }
    }

    /// The BarMark page's data: Production 15,000, Marketing 8,000, Finance 10,000.
    static let profits: [Profit] = [
        .init(department: "Production", profit: 15000), .init(department: "Marketing", profit: 8000),
        .init(department: "Finance", profit: 10000),
    ]

    /// A department's profit in a product category.
    struct ProfitByCategory: Identifiable {
        let department: String
        let profit: Double
        let productCategory: String
        var id: String { department + productCategory }
    }

    /// The BarMark page's nine profits by department and category.
    static let profitsByCategory: [ProfitByCategory] = [
        .init(department: "Production", profit: 4000, productCategory: "Gizmos"),
        .init(department: "Production", profit: 5000, productCategory: "Gadgets"),
        .init(department: "Production", profit: 6000, productCategory: "Widgets"),
        .init(department: "Marketing", profit: 2000, productCategory: "Gizmos"),
        .init(department: "Marketing", profit: 1000, productCategory: "Gadgets"),
        .init(department: "Marketing", profit: 5000, productCategory: "Widgets"),
        .init(department: "Finance", profit: 2000, productCategory: "Gizmos"),
        .init(department: "Finance", profit: 3000, productCategory: "Gadgets"),
        .init(department: "Finance", profit: 5000, productCategory: "Widgets"),
    ]

    /// The Production rows, which the one-dimensional examples plot ("Get the Production values").
    static let productionProfits = profitsByCategory.filter { $0.department == "Production" }

    /// BarMark, example 1 (and `init(x:y:width:height:stacking:)`): a bar per department.
    public struct BarMarkProfit: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(profits) {
                BarMark(x: .value("Department", $0.department), y: .value("Profit", $0.profit))
            }
        }
    }

    /// BarMark, example 2: the nine profits stacked by department, in one colour.
    public struct BarMarkStacked: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(profitsByCategory) {
                BarMark(x: .value("Category", $0.department), y: .value("Profit", $0.profit))
            }
        }
    }

    /// BarMark, example 3: the stacks coloured by product category, with a legend.
    public struct BarMarkStackedByCategory: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(profitsByCategory) {
                BarMark(x: .value("Category", $0.department), y: .value("Profit", $0.profit))
                    .foregroundStyle(by: .value("Product Category", $0.productCategory))
            }
        }
    }

    /// BarMark, example 4 (and `init(x:yStart:yEnd:width:stacking:)`): one horizontal bar of
    /// Production's profits, stacked by category.
    public struct BarMarkOneDimensional: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(productionProfits) {
                BarMark(x: .value("Profit", $0.profit))
                    .foregroundStyle(by: .value("Product Category", $0.productCategory))
            }
        }
    }

    /// `init(xStart:xEnd:y:height:stacking:)`: the vertical one-dimensional bar.
    public struct BarMarkOneDimensionalVertical: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(productionProfits) {
                BarMark(y: .value("Profit", $0.profit))
                    .foregroundStyle(by: .value("Product Category", $0.productCategory))
            }
        }
    }

    /// A job's interval.
    struct Job: Identifiable {
        let job: String
        let start: Double
        let end: Double
        let id: Int
    }

    /// The BarMark page's jobs (its last row repeats the one before).
    static let jobs: [Job] = [
        .init(job: "Job 1", start: 0, end: 15, id: 0), .init(job: "Job 2", start: 5, end: 25, id: 1),
        .init(job: "Job 1", start: 20, end: 35, id: 2), .init(job: "Job 1", start: 40, end: 55, id: 3),
        .init(job: "Job 2", start: 30, end: 60, id: 4), .init(job: "Job 2", start: 30, end: 60, id: 5),
    ]

    /// BarMark, example 5 (and `init(xStart:xEnd:y:height:)`): a Gantt chart of intervals.
    public struct BarMarkIntervals: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(jobs) {
                BarMark(xStart: .value("Start Time", $0.start), xEnd: .value("End Time", $0.end), y: .value("Job", $0.job))
            }
        }
    }

    /// `init(x:yStart:yEnd:width:)`: the same intervals, upright.
    public struct BarMarkIntervalsVertical: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(jobs) {
                BarMark(x: .value("Job", $0.job), yStart: .value("Start Time", $0.start), yEnd: .value("End Time", $0.end))
            }
        }
    }

    /// An interval on one axis.
    struct Span: Identifiable {
        let start: Double
        let end: Double
        var id: Double { start }
    }

    /// The intervals of the `init(xStart:xEnd:yStart:yEnd:)` pages, from their pictures' alt text.
    static let spans: [Span] = [.init(start: 0, end: 5), .init(start: 10, end: 20), .init(start: 25, end: 40),
                                .init(start: 45, end: 65), .init(start: 70, end: 95)]

    /// `init(xStart:xEnd:yStart:yEnd:)` with only x: intervals in one row.
    public struct BarMarkRow: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(spans) {
                BarMark(xStart: .value("Start Time", $0.start), xEnd: .value("End Time", $0.end))
            }
        }
    }

    /// `init(xStart:xEnd:yStart:yEnd:)` with only y: intervals in one column.
    public struct BarMarkColumn: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(spans) {
                BarMark(yStart: .value("Start Time", $0.start), yEnd: .value("End Time", $0.end))
            }
        }
    }
}
