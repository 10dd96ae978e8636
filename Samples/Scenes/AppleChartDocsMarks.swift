#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif
import Charts
import Foundation

// The examples of Apple's LineMark, PointMark, AreaMark, RuleMark, RectangleMark and SectorMark pages (see AppleChartDocs.swift).

extension AppleChartDocs {
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
}
