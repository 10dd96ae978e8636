import Cairn
import Charts
import Foundation

/// Two cities' daily sales as lines whose points carry a symbol per city — `foregroundStyle(by:)`
/// and `symbol(by:)` on the same `LineMark`s, smoothed with Catmull-Rom, the chart WWDC22's
/// "Hello Swift Charts" builds (the numbers are Cairn's own).
public struct LineSymbolsChart: View {
    /// Creates the sample.
    public init() {}
    struct Sales: Identifiable { let city: String; let weekday: String; let count: Int; var id: String { city + weekday } }
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let sales: [Sales] = zip(["Cupertino", "San Francisco"], [[54, 42, 88, 49, 42, 125, 67], [81, 90, 52, 72, 84, 84, 137]])
        .flatMap { city, counts in zip(weekdays, counts).map { Sales(city: city, weekday: $0, count: $1) } }

    /// The chart.
    public var body: some View {
        Chart(Self.sales) { item in
            LineMark(x: .value("Day", item.weekday), y: .value("Sales", item.count))
                .foregroundStyle(by: .value("City", item.city))
                .symbol(by: .value("City", item.city))
                .interpolationMethod(.catmullRom)
        }
        .padding(16)
        .background(Color.white)
    }
}
