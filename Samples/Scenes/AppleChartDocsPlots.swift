#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif
import Charts
import Foundation

// The examples of Apple's iOS 18 plot pages, ChartContent and position(by:) (see AppleChartDocs.swift).

extension AppleChartDocs {
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
}
