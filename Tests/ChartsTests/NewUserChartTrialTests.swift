import Cairn
import CairnCairo
import Charts
import Foundation
import Testing
import CairnTestSupport

struct TrialSales: Identifiable {
    let id = UUID()
    let month: String
    let amount: Double
}

struct TrialBarChart: View {
    let data = [
        TrialSales(month: "Jan", amount: 120), TrialSales(month: "Feb", amount: 90),
        TrialSales(month: "Mar", amount: 150), TrialSales(month: "Apr", amount: 60),
    ]
    var body: some View {
        Chart(data) { item in
            BarMark(
                x: .value("Month", item.month),
                y: .value("Sales", item.amount)
            )
            .foregroundStyle(.blue.gradient)
            .cornerRadius(4)
            .annotation(position: .top) {
                Text(item.amount, format: .number).font(.caption2)
            }
        }
        .chartYAxis { AxisMarks(position: .leading) }
        .frame(width: 300, height: 200)
        .padding()
    }
}

@MainActor
@Suite struct NewUserChartTrialTests {
    @Test func barChart() throws {
        let bitmap = try ImageRenderer(content: TrialBarChart()).bitmap()
        #expect(bitmap.width == 332 && bitmap.height == 232)
    }
}
