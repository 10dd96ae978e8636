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

    // MARK: LineMark (https://developer.apple.com/documentation/charts/linemark)

    /// A month's hours of sunshine in a city.
    struct MonthlyHoursOfSunshine: Identifiable {
        var city: String
        var date: Date
        var hoursOfSunshine: Double
        var id: String { city + "\(date.timeIntervalSinceReferenceDate)" }

        init(city: String = "Seattle", month: Int, hoursOfSunshine: Double) {
            self.city = city
            self.date = AppleChartDocs.date(2020, month)
            self.hoursOfSunshine = hoursOfSunshine
        }
    }

    /// Seattle's and Cupertino's monthly hours of sunshine, from the LineMark page's alt text.
    static let seattle: [Double] = [74, 99, 154, 201, 247, 234, 304, 248, 197, 122, 77, 62]
    static let cupertino: [Double] = [196, 204, 253, 288, 311, 342, 360, 331, 300, 246, 212, 199]
    static let sunshine = (1...12).map { MonthlyHoursOfSunshine(month: $0, hoursOfSunshine: seattle[$0 - 1]) }
    static let sunshineByCity = (1...12).flatMap { m in
        [MonthlyHoursOfSunshine(city: "Seattle", month: m, hoursOfSunshine: seattle[m - 1]),
         MonthlyHoursOfSunshine(city: "Cupertino", month: m, hoursOfSunshine: cupertino[m - 1])]
    }

    /// LineMark, example 1: a year of Seattle's sunshine.
    public struct LineMarkSunshine: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(sunshine) {
                LineMark(x: .value("Month", $0.date), y: .value("Hours of Sunshine", $0.hoursOfSunshine))
            }
        }
    }

    /// LineMark, example 2 (and `init(x:y:series:)`): a line per city, with a legend.
    public struct LineMarkCities: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(sunshineByCity) {
                LineMark(x: .value("Month", $0.date), y: .value("Hours of Sunshine", $0.hoursOfSunshine))
                    .foregroundStyle(by: .value("City", $0.city))
            }
        }
    }

    // MARK: PointMark (https://developer.apple.com/documentation/charts/pointmark)

    /// An insect family's wing measurements.
    struct Insect: Identifiable {
        let name: String
        let family: String
        let wingLength: Double
        let wingWidth: Double
        let weight: Double
        var id: String { name }
    }

    /// The PointMark page gives three Lepidoptera; the other nine are Cairn's, in the page's
    /// three clusters of four (Diptera lower left, Hymenoptera in the middle).
    static let insects: [Insect] = [
        .init(name: "Hepialidae", family: "Lepidoptera", wingLength: 61, wingWidth: 52, weight: 22),
        .init(name: "Danaidae", family: "Lepidoptera", wingLength: 60, wingWidth: 48, weight: 24),
        .init(name: "Riodinidae", family: "Lepidoptera", wingLength: 53, wingWidth: 43, weight: 18),
        .init(name: "Papilionidae", family: "Lepidoptera", wingLength: 57, wingWidth: 50, weight: 21),
        .init(name: "Apidae", family: "Hymenoptera", wingLength: 38, wingWidth: 28, weight: 12),
        .init(name: "Vespidae", family: "Hymenoptera", wingLength: 42, wingWidth: 30, weight: 14),
        .init(name: "Formicidae", family: "Hymenoptera", wingLength: 35, wingWidth: 25, weight: 10),
        .init(name: "Ichneumonidae", family: "Hymenoptera", wingLength: 40, wingWidth: 27, weight: 11),
        .init(name: "Tipulidae", family: "Diptera", wingLength: 18, wingWidth: 10, weight: 4),
        .init(name: "Culicidae", family: "Diptera", wingLength: 12, wingWidth: 6, weight: 2),
        .init(name: "Syrphidae", family: "Diptera", wingLength: 15, wingWidth: 9, weight: 3),
        .init(name: "Asilidae", family: "Diptera", wingLength: 20, wingWidth: 12, weight: 5),
    ]

    /// PointMark, example 1: wing length against wing width.
    public struct PointMarkInsects: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(insects) {
                PointMark(x: .value("Wing Length", $0.wingLength), y: .value("Wing Width", $0.wingWidth))
            }
        }
    }

    /// PointMark, example 2: coloured by family.
    public struct PointMarkByFamily: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(insects) {
                PointMark(x: .value("Wing Length", $0.wingLength), y: .value("Wing Width", $0.wingWidth))
                    .foregroundStyle(by: .value("Family", $0.family))
            }
        }
    }

    /// PointMark, example 3: told apart by symbol.
    public struct PointMarkSymbols: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(insects) {
                PointMark(x: .value("Wing Length", $0.wingLength), y: .value("Wing Length", $0.wingWidth))
                    .symbol(by: .value("Family", $0.family))
            }
        }
    }

    // MARK: AreaMark (https://developer.apple.com/documentation/charts/areamark)

    /// A food item's price in a year.
    struct Food: Identifiable {
        let name: String
        let price: Double
        let date: Date
        var id: String { name + "\(date.timeIntervalSinceReferenceDate)" }

        init(name: String, price: Double, year: Int) {
            self.name = name
            self.price = price
            self.date = AppleChartDocs.date(year)
        }
    }

    /// The AreaMark page gives 1960, 1970 and 2020; 1980 to 2010 are Cairn's, rising between.
    static let cheeseburgerCost: [Food] = zip([1960, 1970, 1980, 1990, 2000, 2010, 2020], [0.15, 0.20, 0.35, 0.50, 0.70, 0.90, 1.10]).map {
        Food(name: "Cheeseburger", price: $1, year: $0)
    }

    /// The burger, cheese and bun of each year (1960, 1970 and 2020 Apple's; the rest Cairn's,
    /// summing to `cheeseburgerCost`).
    static let cheeseburgerCostByItem: [Food] = {
        let parts: [(Int, Double, Double, Double)] = [
            (1960, 0.07, 0.03, 0.05), (1970, 0.10, 0.04, 0.06), (1980, 0.18, 0.07, 0.10), (1990, 0.26, 0.10, 0.14),
            (2000, 0.37, 0.15, 0.18), (2010, 0.48, 0.21, 0.21), (2020, 0.60, 0.26, 0.24),
        ]
        return parts.flatMap { year, burger, cheese, bun in
            [Food(name: "Burger", price: burger, year: year), Food(name: "Cheese", price: cheese, year: year),
             Food(name: "Bun", price: bun, year: year)]
        }
    }()

    /// AreaMark, example 1: the area under a cheeseburger's price.
    public struct AreaMarkPrice: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(cheeseburgerCost) { cost in
                AreaMark(x: .value("Date", cost.date), y: .value("Price", cost.price))
            }
        }
    }

    /// AreaMark, examples 2 to 4: the parts stacked (standard, normalized, centred).
    public struct AreaMarkStacked: View {
        let stacking: MarkStackingMethod
        /// Creates the example with a stacking method.
        public init(stacking: MarkStackingMethod = .standard) { self.stacking = stacking }
        /// The chart.
        public var body: some View {
            Chart(cheeseburgerCostByItem) { cost in
                AreaMark(x: .value("Date", cost.date), y: .value("Price", cost.price), stacking: stacking)
                    .foregroundStyle(by: .value("Food Item", cost.name))
            }
        }
    }

    /// A day's temperature range.
    struct Weather: Identifiable {
        let date: Date
        let maximumTemperature: Double
        let minimumTemperature: Double
        let id: Int
    }

    /// The AreaMark page does not give its weather; Cairn's: the 1st and 15th of January to
    /// October, a band thicker and higher in the middle months, below 80, as its picture shows.
    static let weather: [Weather] = (0..<20).map { i in
        let s = sin(Double.pi * Double(i) / 19)
        return Weather(date: date(2021, 1 + i / 2, i % 2 == 0 ? 1 : 15), maximumTemperature: 40 + 35 * s,
                       minimumTemperature: 25 + 20 * s, id: i)
    }

    /// AreaMark, example 5: a range band from the minimum to the maximum temperature.
    public struct AreaMarkRange: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(weather) { day in
                AreaMark(x: .value("Date", day.date), yStart: .value("Minimum Temperature", day.minimumTemperature),
                         yEnd: .value("Maximum Temperature", day.maximumTemperature))
            }
        }
    }

    // MARK: RuleMark (https://developer.apple.com/documentation/charts/rulemark)

    /// A pollen season.
    struct Pollen: Identifiable {
        var source: String
        var startDate: Date
        var endDate: Date
        var id: String { source + "\(startDate.timeIntervalSinceReferenceDate)" }

        init(startMonth: Int, numMonths: Int, source: String) {
            self.source = source
            self.startDate = AppleChartDocs.date(2020, startMonth, 1)
            self.endDate = AppleChartDocs.calendar.date(byAdding: .month, value: numMonths, to: startDate) ?? startDate
        }
    }

    /// The RuleMark page's pollen seasons.
    static let pollen: [Pollen] = [
        .init(startMonth: 1, numMonths: 9, source: "Trees"), .init(startMonth: 12, numMonths: 1, source: "Trees"),
        .init(startMonth: 3, numMonths: 8, source: "Grass"), .init(startMonth: 4, numMonths: 8, source: "Weeds"),
    ]

    /// RuleMark, example 1: a rule per season.
    public struct RuleMarkPollen: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(pollen) {
                RuleMark(xStart: .value("Start Date", $0.startDate), xEnd: .value("End Date", $0.endDate), y: .value("Pollen Source", $0.source))
            }
        }
    }

    /// RuleMark, example 2: a break-even rule over the departments' bars (Apple's `Chart`
    /// lacks its `{`).
    public struct RuleMarkThreshold: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                ForEach(profits) {
                    BarMark(x: .value("Department", $0.department), y: .value("Profit", $0.profit))
                }
                RuleMark(y: .value("Break Even Threshold", 9000))
                    .foregroundStyle(.red)
            }
        }
    }

    // MARK: RectangleMark (https://developer.apple.com/documentation/charts/rectanglemark)

    /// A cell of a confusion matrix.
    struct MatrixEntry: Identifiable {
        var positive: String
        var negative: String
        var num: Double
        var id: String { positive + negative }
    }

    /// The RectangleMark page's matrix.
    static let matrix: [MatrixEntry] = [
        .init(positive: "+", negative: "+", num: 125), .init(positive: "+", negative: "-", num: 10),
        .init(positive: "-", negative: "-", num: 80), .init(positive: "-", negative: "+", num: 1),
    ]

    /// RectangleMark, example 1: a heat map on a continuous colour scale.
    public struct RectangleMarkHeatMap: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(matrix) {
                RectangleMark(x: .value("Positive", $0.positive), y: .value("Negative", $0.negative))
                    .foregroundStyle(by: .value("Number", $0.num))
            }
        }
    }

    /// A point.
    struct Coord: Identifiable {
        var x: Double
        var y: Double
        var id: Double { x }
    }

    /// The RectangleMark page's points.
    static let coords: [Coord] = [.init(x: 5, y: 5), .init(x: 2.5, y: 2.5), .init(x: 3, y: 3)]

    /// RectangleMark, example 2: each point in a translucent half-unit square.
    public struct RectangleMarkAroundPoints: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(coords) {
                RectangleMark(xStart: .value("Rect Start Width", $0.x - 0.25), xEnd: .value("Rect End Width", $0.x + 0.25),
                              yStart: .value("Rect Start Height", $0.y - 0.25), yEnd: .value("Rect End Height", $0.y + 0.25))
                    .opacity(0.2)
                PointMark(x: .value("X", $0.x), y: .value("Y", $0.y))
            }
        }
    }

    // MARK: SectorMark (https://developer.apple.com/documentation/charts/sectormark)

    /// The SectorMark page's sales.
    static let sales = [
        (name: "Cachapa", sales: 9631), (name: "Crêpe", sales: 6959), (name: "Injera", sales: 4891),
        (name: "Jian Bing", sales: 2506), (name: "American", sales: 1777), (name: "Dosa", sales: 625),
    ]

    /// SectorMark, example 1: a pie.
    public struct SectorMarkPie: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(sales, id: \.name) { name, sales in
                SectorMark(angle: .value("Value", sales))
                    .foregroundStyle(by: .value("Product category", name))
            }
        }
    }

    /// SectorMark, example 2: a donut.
    public struct SectorMarkDonut: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(sales, id: \.name) { name, sales in
                SectorMark(angle: .value("Value", sales), innerRadius: .ratio(0.618), outerRadius: .inset(10), angularInset: 1)
                    .cornerRadius(4)
                    .foregroundStyle(by: .value("Product category", name))
            }
        }
    }

    // MARK: Vectorized and function plots (iOS 18)

    /// A stock's price on a day.
    struct StockPrice {
        let date: Date
        let price: Double
        let symbol: String
    }

    /// The LinePlot page's `stocks` is not defined; Cairn's: two made-up symbols over 30 days.
    static let stocks: [StockPrice] = (0..<30).flatMap { (d: Int) -> [StockPrice] in
        let t = Double(d)
        let acme: Double = 100 + 2 * t + 6 * sin(t / 3)
        let globex: Double = 80 + 1.2 * t + 4 * cos(t / 2)
        return [StockPrice(date: date(2024, 3, 1 + d), price: acme, symbol: "ACME"),
                StockPrice(date: date(2024, 3, 1 + d), price: globex, symbol: "GLBX")]
    }

    /// LinePlot, example 1: a line per symbol from a collection.
    public struct LinePlotStocks: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                LinePlot(stocks, x: .value("Date", \.date), y: .value("Price", \.price), series: .value("Asset", \.symbol))
                    .foregroundStyle(by: .value("Asset", \.symbol))
            }
        }
    }

    /// LinePlot, example 2: y = x² on −10…10 (Apple writes `chartXScale(-10 ... 10)`, without
    /// `domain:`).
    public struct LinePlotParabola: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                LinePlot(x: "x", y: "y") { x in x * x }
            }
            .chartXScale(domain: -10 ... 10)
            .chartYScale(domain: -10 ... 10)
        }
    }

    /// LinePlot, example 3: sine and cosine, 5-point round lines at 0.8 opacity (Apple's cos
    /// line lacks a `)`).
    public struct LinePlotSineCosine: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                LinePlot(x: "x", y: "y = sin(x)") { sin($0) }
                    .foregroundStyle(by: .value("expression", "y=sin(x)"))
                    .lineStyle(StrokeStyle(lineWidth: 5, lineCap: .round))
                    .opacity(0.8)
                LinePlot(x: "x", y: "y = cos(x)") { cos($0) }
                    .foregroundStyle(by: .value("expression", "y=cos(x)"))
                    .lineStyle(StrokeStyle(lineWidth: 5, lineCap: .round))
                    .opacity(0.8)
            }
            .chartXScale(domain: -10 ... 10)
            .chartYScale(domain: -10 ... 10)
        }
    }

    /// LinePlot, example 4: the rose r = 10·cos(5t), a parametric function.
    public struct LinePlotRose: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                LinePlot(x: "x", y: "y", t: "t", domain: 0 ... .pi * 2) { t in
                    (x: 10 * cos(5 * t) * cos(t), y: 10 * cos(5 * t) * sin(t))
                }
            }
            .chartXScale(domain: -10 ... 10)
            .chartYScale(domain: -10 ... 10)
        }
    }

    /// An asset's value on a date.
    struct PortfolioElement {
        let date: Date
        let assetValue: Double
        let asset: String
    }

    /// The AreaPlot page's `portfolioElements` is not defined; Cairn's: three assets over a year.
    static let portfolioElements: [PortfolioElement] = (1...12).flatMap { m in
        [PortfolioElement(date: date(2024, m), assetValue: 40 + 3 * Double(m), asset: "Stocks"),
         PortfolioElement(date: date(2024, m), assetValue: 30 + Double(m), asset: "Bonds"),
         PortfolioElement(date: date(2024, m), assetValue: 10, asset: "Cash")]
    }

    /// AreaPlot, example 1: stacked areas, one per asset.
    public struct AreaPlotPortfolio: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                AreaPlot(portfolioElements, x: .value("Date", \.date), y: .value("Asset value", \.assetValue),
                         series: .value("Asset", \.asset), stacking: .standard)
                    .foregroundStyle(by: .value("Asset", \.asset))
            }
        }
    }

    /// AreaPlot, example 2: the area between y = x and y = x² − 1.
    public struct AreaPlotBetween: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                AreaPlot(x: "x", yStart: "x", yEnd: "x^2 - 1") { x in (yStart: x, yEnd: x * x - 1) }
            }
            .chartXScale(domain: -2 ... 2)
            .chartYScale(domain: -4 ... 4)
        }
    }

    /// AreaPlot, example 3: the area between zero and y = x² − 1.
    public struct AreaPlotToZero: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                AreaPlot(x: "x", y: "x^2 - 1") { x in x * x - 1 }
            }
            .chartXScale(domain: -2 ... 2)
            .chartYScale(domain: -4 ... 4)
        }
    }

    /// A party's votes.
    struct Vote {
        let party: String
        let voteCount: Int
        let partyShapeStyle: Color
    }

    /// The BarPlot and SectorPlot pages' `votes` is not defined; Cairn's: four parties.
    static let votes: [Vote] = [
        .init(party: "Teal", voteCount: 420, partyShapeStyle: .teal), .init(party: "Orange", voteCount: 310, partyShapeStyle: .orange),
        .init(party: "Purple", voteCount: 190, partyShapeStyle: .purple), .init(party: "Gray", voteCount: 80, partyShapeStyle: .gray),
    ]

    /// BarPlot: a bar per party coloured by its own style (Apple writes `foregroundStyle(by:
    /// \.partyShapeStyle)`; the key-path modifier is `foregroundStyle(_:)`).
    public struct BarPlotVotes: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                BarPlot(votes, x: .value("Party", \.party), y: .value("Vote count", \.voteCount))
                    .foregroundStyle(\.partyShapeStyle)
                    .cornerRadius(4)
            }
        }
    }

    /// SectorPlot: a pie of the votes with 1-point gaps and rounded corners.
    public struct SectorPlotVotes: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                SectorPlot(votes, angle: .value("Vote count", \.voteCount), angularInset: 1)
                    .foregroundStyle(by: .value("Party", \.party))
                    .cornerRadius(4)
            }
        }
    }

    /// A flight's distance and delay.
    struct FlightDelay {
        let distance: Double
        let delay: Double
        let airline: String
        let opacity: CGFloat
        let passengerCount: Int
    }

    /// The PointPlot page's `flightDelays` is not defined; Cairn's: twelve flights of two airlines.
    static let flightDelays: [FlightDelay] = (0..<12).map { i in
        FlightDelay(distance: 300 + 180 * Double(i), delay: 5 + Double((i * 37) % 50), airline: i % 2 == 0 ? "North" : "South",
                    opacity: i % 3 == 0 ? 0.5 : 1, passengerCount: 80 + 20 * i)
    }

    /// PointPlot: delays by distance, coloured by airline, sized by passengers.
    public struct PointPlotFlights: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                PointPlot(flightDelays, x: .value("Flight Distance", \.distance), y: .value("Flight Delay", \.delay))
                    .foregroundStyle(by: .value("Airline", \.airline))
                    .opacity(\.opacity)
                    .symbolSize(by: .value("Capacity", \.passengerCount))
                    .symbol(.circle)
            }
        }
    }

    /// A project's task.
    struct ProjectTask {
        let startTime: Double
        let endTime: Double
        let project: String
        let status: String
        let opacity: CGFloat
    }

    /// The RulePlot and RectanglePlot pages' `tasks` is not defined; Cairn's: five tasks of three projects.
    static let tasks: [ProjectTask] = [
        .init(startTime: 0, endTime: 4, project: "Design", status: "Done", opacity: 1),
        .init(startTime: 3, endTime: 9, project: "Build", status: "Done", opacity: 1),
        .init(startTime: 9, endTime: 14, project: "Build", status: "Active", opacity: 1),
        .init(startTime: 12, endTime: 18, project: "Test", status: "Active", opacity: 1),
        .init(startTime: 18, endTime: 20, project: "Test", status: "Planned", opacity: 0.5),
    ]

    /// RulePlot: 8-point round rules per task, coloured by status.
    public struct RulePlotTasks: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                RulePlot(tasks, xStart: .value("Start time", \.startTime), xEnd: .value("End time", \.endTime), y: .value("Project", \.project))
                    .foregroundStyle(by: .value("Status", \.status))
                    .opacity(\.opacity)
                    .lineStyle(StrokeStyle(lineWidth: 8, lineCap: .round))
            }
        }
    }

    /// RectanglePlot: a rectangle per task spanning its time (a range projection).
    public struct RectanglePlotTasks: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart {
                RectanglePlot(tasks, x: .value("Time", \.startTime, \.endTime), y: .value("Project", \.project))
                    .foregroundStyle(by: .value("Status", \.status))
                    .cornerRadius(4)
            }
        }
    }

    // MARK: ChartContent (https://developer.apple.com/documentation/charts/chartcontent)

    /// ChartContent, examples 1 and 2: three bars, the middle one red when `redSphere`.
    public struct ChartContentShapes: View {
        let redSphere: Bool
        /// Creates the example (example 2 with `redSphere`).
        public init(redSphere: Bool = false) { self.redSphere = redSphere }
        /// The chart.
        public var body: some View {
            Chart {
                BarMark(x: .value("Shape Type", "Cube"), y: .value("Total Count", 5))
                if redSphere {
                    BarMark(x: .value("Shape Type", "Sphere"), y: .value("Total Count", 6))
                        .foregroundStyle(.red)
                } else {
                    BarMark(x: .value("Shape Type", "Sphere"), y: .value("Total Count", 6))
                }
                BarMark(x: .value("Shape Type", "Pyramid"), y: .value("Total Count", 4))
            }
        }
    }

    /// A car's price.
    struct Car: Identifiable {
        let product: String
        let type: String
        let price: Double
        var id: String { product + type }
    }

    /// The position(by:) page's `cars` is not defined; Cairn's: three products of two types.
    static let cars: [Car] = [
        .init(product: "Sedan", type: "Gas", price: 28), .init(product: "Sedan", type: "Electric", price: 36),
        .init(product: "SUV", type: "Gas", price: 35), .init(product: "SUV", type: "Electric", price: 44),
        .init(product: "Truck", type: "Gas", price: 40), .init(product: "Truck", type: "Electric", price: 55),
    ]

    /// `position(by:axis:span:)`: bars of each product side by side by type.
    public struct PositionByType: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart(cars) {
                BarMark(x: .value("product", $0.product), y: .value("price", $0.price))
                    .position(by: .value("type", $0.type), axis: .horizontal)
            }
        }
    }

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

    // MARK: Chart3D and SurfacePlot (iOS 26)

    /// A penguin's measurements.
    struct Penguin: Identifiable {
        let id: Int
        let flipperLength: Double
        let weight: Double
        let beakLength: Double
    }

    /// The Chart3D page gives three penguins; the rest are Cairn's, spread around them.
    static let penguins: [Penguin] = [
        .init(id: 0, flipperLength: 197, weight: 4.2, beakLength: 59), .init(id: 1, flipperLength: 220, weight: 4.7, beakLength: 48),
        .init(id: 2, flipperLength: 235, weight: 5.8, beakLength: 42),
    ] + (3..<24).map { (i: Int) -> Penguin in
        let flipper: Double = 185 + Double((i * 13) % 50)
        let weight: Double = 3.2 + Double((i * 7) % 28) / 10
        let beak: Double = 36 + Double((i * 11) % 24)
        return Penguin(id: i, flipperLength: flipper, weight: weight, beakLength: beak)
    }

    /// Chart3D, example 1 and SurfacePlot: sin(2x)·cos(2z), height-coloured when `styled`.
    public struct SurfaceWave: View {
        let styled: Bool
        /// Creates the example (SurfacePlot's first, with its style and domains, when `styled`).
        public init(styled: Bool = true) { self.styled = styled }
        /// The chart.
        public var body: some View {
            if styled {
                Chart3D {
                    SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                        .foregroundStyle(.heightBased)
                }
                .chartXScale(domain: -2 ... 2)
                .chartYScale(domain: -1 ... 1)
                .chartZScale(domain: -2 ... 2)
            } else {
                Chart3D {
                    SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                }
            }
        }
    }

    /// SurfacePlot, example 2: two surfaces, height- and normal-coloured.
    public struct SurfacePair: View {
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) * 0.5 }
                    .foregroundStyle(.heightBased)
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(4 * x) * cos(4 * z) * 0.2 - 1 }
                    .foregroundStyle(.normalBased)
            }
            .chartXScale(domain: -2 ... 2)
            .chartYScale(domain: -1.5 ... 1)
            .chartZScale(domain: -2 ... 2)
        }
    }

    /// Chart3D, example 3: the penguins with a pose bound to state (interactive on a device; a
    /// still draws the pose the state holds, `.default` here).
    public struct PenguinPose: View {
        @State private var pose: Chart3DPose = .default
        /// Creates the example.
        public init() {}
        /// The chart.
        public var body: some View {
            Chart3D(penguins) {
                PointMark(x: .value("Flipper Length (mm)", $0.flipperLength), y: .value("Weight (kg)", $0.weight),
                          z: .value("Beak Length (mm)", $0.beakLength))
            }
            .chart3DPose($pose)
        }
    }

    /// Chart3D, examples 2 and 4: the penguins as 3D points, in perspective when `perspective`.
    public struct PenguinPoints: View {
        let perspective: Bool
        /// Creates the example.
        public init(perspective: Bool = false) { self.perspective = perspective }
        var points: some View {
            Chart3D(penguins) {
                PointMark(x: .value("Flipper Length (mm)", $0.flipperLength), y: .value("Weight (kg)", $0.weight),
                          z: .value("Beak Length (mm)", $0.beakLength))
            }
        }
        /// The chart.
        public var body: some View {
            if perspective { points.chart3DCameraProjection(.perspective) } else { points }
        }
    }

    // MARK: The gallery

    /// The examples the README's gallery shows, with their captions.
    static var galleryTiles: [(String, AnyView)] { [
        ("BarMark: stacked by category", AnyView(BarMarkStackedByCategory())),
        ("BarMark: intervals", AnyView(BarMarkIntervals())),
        ("LineMark: two cities", AnyView(LineMarkCities())),
        ("PointMark: symbols by family", AnyView(PointMarkSymbols())),
        ("AreaMark: stacked", AnyView(AreaMarkStacked())),
        ("AreaMark: centred", AnyView(AreaMarkStacked(stacking: .center))),
        ("AreaMark: a range", AnyView(AreaMarkRange())),
        ("RuleMark: pollen seasons", AnyView(RuleMarkPollen())),
        ("RuleMark: a threshold", AnyView(RuleMarkThreshold())),
        ("RectangleMark: a heat map", AnyView(RectangleMarkHeatMap())),
        ("SectorMark: a donut", AnyView(SectorMarkDonut())),
        ("LinePlot: sin and cos", AnyView(LinePlotSineCosine())),
        ("LinePlot: a parametric rose", AnyView(LinePlotRose())),
        ("AreaPlot: between two functions", AnyView(AreaPlotBetween())),
        ("RulePlot: tasks", AnyView(RulePlotTasks())),
        ("Customizing axes: the battery", AnyView(BatteryChart(step: .final))),
        ("Creating a chart: named colours", AnyView(ToyShapeStacks())),
        ("position(by:): grouped bars", AnyView(PositionByType())),
        ("SurfacePlot: heightBased", AnyView(SurfaceWave())),
        ("SurfacePlot: two styles", AnyView(SurfacePair())),
    ] }
}

/// Twenty charts from Apple's Swift Charts documentation, as Cairn draws them: the README's
/// gallery.
public struct AppleChartDocsGallery: View {
    /// Creates the gallery.
    public init() {}
    /// Four columns of captioned charts.
    public var body: some View {
        let tiles = AppleChartDocs.galleryTiles
        Grid(horizontalSpacing: 20, verticalSpacing: 20) {
            ForEach(0..<(tiles.count + 3) / 4, id: \.self) { row in
                GridRow {
                    ForEach(row * 4..<min(row * 4 + 4, tiles.count), id: \.self) { i in
                        VStack(alignment: .leading, spacing: 6) {
                            Text(tiles[i].0).font(.caption).foregroundStyle(.secondary)
                            tiles[i].1.frame(width: 240, height: 170)
                        }
                    }
                }
            }
        }
        .padding(20)
        .background(Color.white)
    }
}
