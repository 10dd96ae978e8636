#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif
import Charts

// Swift Charts samples (issue 12). Each compiles unchanged against Apple's Charts: only the
// imports above differ, and `import Charts` is the same on both.

/// Pet adoptions by month and species: the data of the grouped and stacked bar samples.
struct PetAdoption: Identifiable {
    let species: String
    let month: String
    let count: Int
    var id: String { species + month }

    static let data: [PetAdoption] = [
        .init(species: "Cats", month: "Jan", count: 12), .init(species: "Dogs", month: "Jan", count: 9), .init(species: "Birds", month: "Jan", count: 4),
        .init(species: "Cats", month: "Feb", count: 15), .init(species: "Dogs", month: "Feb", count: 11), .init(species: "Birds", month: "Feb", count: 3),
        .init(species: "Cats", month: "Mar", count: 9), .init(species: "Dogs", month: "Mar", count: 14), .init(species: "Birds", month: "Mar", count: 6),
        .init(species: "Cats", month: "Apr", count: 18), .init(species: "Dogs", month: "Apr", count: 13), .init(species: "Birds", month: "Apr", count: 5),
    ]
}

/// Bars grouped side by side with `.position(by:)`, coloured by species, with a legend.
public struct GroupedBarsChart: View {
    public init() {}
    public var body: some View {
        Chart(PetAdoption.data) { item in
            BarMark(x: .value("Month", item.month), y: .value("Adoptions", item.count))
                .foregroundStyle(by: .value("Species", item.species))
                .position(by: .value("Species", item.species))
        }
        .padding(16)
        .background(Color.white)
    }
}

/// The same data stacked (Swift Charts stacks bars at one category by default).
public struct StackedBarsChart: View {
    public init() {}
    public var body: some View {
        Chart(PetAdoption.data) { item in
            BarMark(x: .value("Month", item.month), y: .value("Adoptions", item.count))
                .foregroundStyle(by: .value("Species", item.species))
        }
        .padding(16)
        .background(Color.white)
    }
}

/// Daily temperatures of three cities: a multi-series line chart on a date axis with a legend.
public struct MultiLineChart: View {
    public init() {}
    struct Reading { let city: String; let day: Date; let degrees: Double }
    static let readings: [Reading] = {
        let start = Date(timeIntervalSince1970: 1_704_067_200) // 2024-01-01 UTC
        let cities: [(String, Double, Double)] = [("Lisbon", 15, 3), ("Oslo", -2, 4), ("Cairo", 20, 2.5)]
        var result: [Reading] = []
        for (name, base, swing) in cities {
            for d in 0..<28 {
                let wave = sin(Double(d) / 4.0 + base) * swing + Double(d) * 0.12
                result.append(Reading(city: name, day: start.addingTimeInterval(Double(d) * 86400), degrees: base + wave))
            }
        }
        return result
    }()
    public var body: some View {
        Chart(Self.readings, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Temperature", r.degrees))
                .foregroundStyle(by: .value("City", r.city))
                .interpolationMethod(.catmullRom)
        }
        .padding(16)
        .background(Color.white)
    }
}

/// A range band (min...max) behind the mean line.
public struct AreaRangeChart: View {
    public init() {}
    public var body: some View {
        Chart {
            ForEach(0..<24) { h in
                AreaMark(x: .value("Hour", h), yStart: .value("Low", 10 + sin(Double(h) / 3) * 3), yEnd: .value("High", 18 + sin(Double(h) / 3) * 4))
                    .foregroundStyle(Color.blue.opacity(0.25))
            }
            ForEach(0..<24) { h in
                LineMark(x: .value("Hour", h), y: .value("Mean", 14 + sin(Double(h) / 3) * 3.5))
            }
        }
        .padding(16)
        .background(Color.white)
    }
}

/// iOS 18's function plots: y = sin x as a line over the band between cos x ± 0.5 and the
/// area under e^(−x²), with the x domain set by `chartXScale`.
public struct FunctionPlotChart: View {
    public init() {}
    public var body: some View {
        Chart {
            AreaPlot(x: "x", yStart: "cos x − ½", yEnd: "cos x + ½") { x in (yStart: cos(x) - 0.5, yEnd: cos(x) + 0.5) }
                .foregroundStyle(Color.orange.opacity(0.3))
            AreaPlot(x: "x", y: "e^(−x²)") { x in exp(-x * x) }
                .foregroundStyle(Color.green.opacity(0.35))
            LinePlot(x: "x", y: "sin x") { x in sin(x) }
        }
        .chartXScale(domain: -2 * Double.pi ... 2 * Double.pi)
        .chartYScale(domain: -1.5...1.5)
        .padding(16)
        .background(Color.white)
    }
}

/// iOS 18's vectorized plots: three price series as one `LinePlot` with key paths, coloured
/// by symbol, and a `PointPlot` on the last day sized by volume.
public struct VectorizedPlotChart: View {
    public init() {}
    struct Quote { let symbol: String; let day: Int; let price: Double; let volume: CGFloat }
    static let quotes: [Quote] = ["AAPL", "MSFT", "GOOG"].enumerated().flatMap { s, name in
        (1...20).map { d in
            Quote(symbol: name, day: d, price: 100 + Double(s) * 40 + sin(Double(d + s * 5) / 3) * 15 + Double(d),
                  volume: CGFloat(40 + (d * 37 + s * 11) % 120))
        }
    }
    public var body: some View {
        Chart {
            LinePlot(Self.quotes, x: .value("Day", \.day), y: .value("Price", \.price), series: .value("Symbol", \.symbol))
                .foregroundStyle(by: .value("Symbol", \.symbol))
            PointPlot(Self.quotes.filter { $0.day % 5 == 0 }, x: .value("Day", \.day), y: .value("Price", \.price))
                .foregroundStyle(by: .value("Symbol", \.symbol))
                .symbolSize(\.volume)
        }
        .padding(16)
        .background(Color.white)
    }
}

/// Height against weight, a symbol and colour per group.
public struct ScatterChart: View {
    public init() {}
    static let points: [(String, Double, Double)] = (0..<36).map { i in
        let group = ["Alpha", "Beta", "Gamma"][i % 3]
        let x = 40 + Double((i * 37) % 50) + Double(i % 3) * 12
        let y = 150 + Double((i * 53) % 40) + Double(i % 3) * 10
        return (group, x, y)
    }
    public var body: some View {
        Chart {
            ForEach(Array(Self.points.enumerated()), id: \.offset) { item in
                PointMark(x: .value("Weight", item.element.1), y: .value("Height", item.element.2))
                    .foregroundStyle(by: .value("Group", item.element.0))
                    .symbol(by: .value("Group", item.element.0))
            }
        }
        .chartYScale(domain: 140...210)
        .chartXScale(domain: 30...110)
        .chartXAxisLabel("Weight (kg)")
        .chartYAxisLabel("Height (cm)")
        .padding(16)
        .background(Color.white)
    }
}

/// A heat map: one `RectangleMark` per weekday and hour block, its opacity by value.
public struct HeatMapChart: View {
    public init() {}
    static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let blocks = ["0-4", "4-8", "8-12", "12-16", "16-20", "20-24"]
    public var body: some View {
        Chart {
            ForEach(0..<42) { i in
                let d = i / 6, b = i % 6
                let code: Int = d * 7 + b * 3 + d * b * 2
                let level = Double(code % 10) / 10
                RectangleMark(x: .value("Hours", Self.blocks[b]), y: .value("Day", Self.days[d]))
                    .foregroundStyle(Color.orange)
                    .opacity(0.15 + 0.85 * level)
            }
        }
        .padding(16)
        .background(Color.white)
    }
}

/// A donut: sectors with an inner radius, insets between them and rounded corners, as the
/// WWDC23 session "Explore pie charts and interactivity in Swift Charts" writes it.
public struct DonutChart: View {
    public init() {}
    static let shares: [(String, Double)] = [("Rent", 1200), ("Food", 450), ("Transport", 180), ("Fun", 220), ("Savings", 400)]
    public var body: some View {
        Chart {
            ForEach(Self.shares, id: \.0) { share in
                SectorMark(angle: .value("Amount", share.1), innerRadius: .ratio(0.618), angularInset: 1.5)
                    .cornerRadius(5)
                    .foregroundStyle(by: .value("Category", share.0))
            }
        }
        .padding(16)
        .background(Color.white)
    }
}

/// Bars with the average as a dashed `RuleMark` and an annotation.
public struct AverageRuleChart: View {
    public init() {}
    static let sales: [(String, Double)] = [("Mon", 32), ("Tue", 45), ("Wed", 28), ("Thu", 51), ("Fri", 62), ("Sat", 74), ("Sun", 40)]
    public var body: some View {
        let average = Self.sales.map(\.1).reduce(0, +) / Double(Self.sales.count)
        return Chart {
            ForEach(Self.sales, id: \.0) { s in
                BarMark(x: .value("Day", s.0), y: .value("Sales", s.1))
                    .foregroundStyle(Color.gray.opacity(0.6))
                    .cornerRadius(4)
            }
            RuleMark(y: .value("Average", average))
                .foregroundStyle(Color.red)
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Average \(Int(average.rounded()))").font(.caption).foregroundStyle(Color.red)
                }
        }
        .padding(16)
        .background(Color.white)
    }
}

/// Populations on a log scale.
public struct LogScaleChart: View {
    public init() {}
    static let towns: [(String, Double)] = [("Hamlet", 80), ("Village", 900), ("Town", 12_000), ("City", 450_000), ("Metro", 8_000_000)]
    public var body: some View {
        Chart {
            ForEach(Self.towns, id: \.0) { t in
                BarMark(x: .value("Place", t.0), y: .value("Population", t.1))
            }
        }
        .chartYScale(domain: 10...10_000_000, type: .log)
        .padding(16)
        .background(Color.white)
    }
}

/// Seed 000's radar values (165, 129, 148, 176, 152, 140 of 200) as a bar chart.
public struct RadarValuesBarChart: View {
    public init() {}
    static let axes = ["A", "B", "C", "D", "E", "F"]
    public var body: some View {
        Chart {
            ForEach(0..<6) { i in
                BarMark(x: .value("Axis", Self.axes[i]), y: .value("Value", RadarScene.values[i]))
            }
        }
        .padding(16)
        .background(Color.white)
    }
}

/// Seed 000's radar values as bars scaled by `progress` (0 to 1) on a fixed 0...200 axis: the
/// animated sample sets `progress` under `withAnimation` and the bars grow.
struct GrowingBarsChart: View {
    let progress: CGFloat
    var body: some View {
        Chart {
            ForEach(0..<6) { i in
                BarMark(x: .value("Axis", RadarValuesBarChart.axes[i]), y: .value("Value", Double(RadarScene.values[i]) * Double(progress)))
            }
        }
        .chartYScale(domain: 0...200)
        .padding(16)
        .background(Color.white)
        .frame(width: 360, height: 240)
    }
}

/// Observed and forecast sales of two products: colour by product (`foregroundStyle(by:)`),
/// solid or dashed by kind (`lineStyle(by:)`), with both in the legend.
public struct LineStylesChart: View {
    public init() {}
    struct Sale { let product: String; let kind: String; let month: Int; let units: Double }
    static let sales: [Sale] = {
        var result: [Sale] = []
        for (product, base, growth) in [("Kettles", 40.0, 6.0), ("Toasters", 25.0, 9.0)] {
            for month in 1...6 {
                let wobble = Double((month * 7 + Int(base)) % 5) * 2
                result.append(Sale(product: product, kind: "Observed", month: month, units: base + growth * Double(month) + wobble))
            }
            let last = result[result.count - 1].units
            for month in 6...9 {
                result.append(Sale(product: product, kind: "Forecast", month: month, units: last + growth * Double(month - 6)))
            }
        }
        return result
    }()
    public var body: some View {
        Chart {
            ForEach(Array(Self.sales.enumerated()), id: \.offset) { item in
                LineMark(x: .value("Month", item.element.month), y: .value("Units", item.element.units),
                         series: .value("Line", item.element.product + item.element.kind))
                    .foregroundStyle(by: .value("Product", item.element.product))
                    .lineStyle(by: .value("Kind", item.element.kind))
            }
        }
        .chartXScale(domain: 1...9)
        .chartXAxisLabel("Month")
        .padding(16)
        .background(Color.white)
    }
}

/// Cities by rent and salary, each a circle sized by population (`symbolSize(by:)`).
public struct BubbleChart: View {
    public init() {}
    /// Illustrative figures: name, median rent, median salary (thousands), population (millions).
    static let cities: [(String, Double, Double, Double)] = [
        ("Aster", 900, 38, 0.4), ("Birch", 1400, 52, 2.1), ("Cedar", 1100, 45, 0.9),
        ("Dune", 700, 31, 0.2), ("Elm", 1800, 61, 4.5), ("Fjord", 1250, 49, 1.3),
        ("Grove", 1600, 55, 3.2), ("Harbor", 1000, 41, 0.6),
    ]
    public var body: some View {
        Chart {
            ForEach(Array(Self.cities.enumerated()), id: \.offset) { item in
                PointMark(x: .value("Rent", item.element.1), y: .value("Salary", item.element.2))
                    .symbolSize(by: .value("Population", item.element.3))
                    .opacity(0.7)
            }
        }
        .chartXScale(domain: 600...2000)
        .chartYScale(domain: 25...70)
        .chartXAxisLabel("Median rent")
        .chartYAxisLabel("Median salary (k)")
        .padding(16)
        .background(Color.white)
    }
}

/// A selection rendered as a still: `chartXSelection(value:)` bound to day 12 draws the
/// selection-dependent rule and annotation, and `chartOverlay` marks the selected reading with
/// a ring placed through the `ChartProxy` in the plot frame.
public struct SelectionOverlayChart: View {
    @State private var selectedDay: Int?
    public init(selectedDay: Int? = 12) { _selectedDay = State(initialValue: selectedDay) }
    static let readings: [(day: Int, degrees: Double)] = (1...24).map { day in
        (day, 14 + 6 * sin(Double(day) / 4) + Double((day * 5) % 3))
    }
    var selected: (day: Int, degrees: Double)? {
        guard let selectedDay else { return nil }
        return Self.readings.first { $0.day == selectedDay }
    }
    public var body: some View {
        Chart {
            ForEach(Self.readings, id: \.day) { r in
                LineMark(x: .value("Day", r.day), y: .value("Degrees", r.degrees))
                    .interpolationMethod(.catmullRom)
            }
            if let selected {
                RuleMark(x: .value("Day", selected.day))
                    .foregroundStyle(Color.gray.opacity(0.5))
                    .annotation(position: .top, alignment: .center) {
                        Text("Day \(selected.day): \(Int(selected.degrees.rounded()))°")
                            .font(.caption)
                            .padding(4)
                            .background(RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.15)))
                    }
            }
        }
        .chartXSelection(value: $selectedDay)
        .chartXScale(domain: 0...25)
        .chartYScale(domain: 0...30)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if let selected, let frame = proxy.plotFrame.map({ geometry[$0] }),
                   let x = proxy.position(forX: selected.day), let y = proxy.position(forY: selected.degrees) {
                    Circle()
                        .stroke(Color.orange, lineWidth: 3)
                        .frame(width: 16, height: 16)
                        .position(x: frame.minX + x, y: frame.minY + y)
                }
            }
        }
        .padding(EdgeInsets(top: 36, leading: 16, bottom: 16, trailing: 16))
        .background(Color.white)
    }
}

/// A custom legend (`chartLegend(position:alignment:spacing:content:)`): the pet adoption
/// totals as rounded swatches above the chart, trailing-aligned.
public struct CustomLegendChart: View {
    public init() {}
    static let species: [(String, Color)] = [("Cats", .orange), ("Dogs", .blue), ("Birds", .green)]
    public var body: some View {
        Chart(PetAdoption.data) { item in
            BarMark(x: .value("Month", item.month), y: .value("Adoptions", item.count))
                .foregroundStyle(by: .value("Species", item.species))
        }
        .chartForegroundStyleScale(["Cats": Color.orange, "Dogs": Color.blue, "Birds": Color.green])
        .chartLegend(position: .top, alignment: .trailing, spacing: 12) {
            HStack(spacing: 14) {
                ForEach(Self.species, id: \.0) { name, color in
                    let total = PetAdoption.data.filter { $0.species == name }.reduce(0) { $0 + $1.count }
                    HStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 3).fill(color).frame(width: 14, height: 14)
                        Text("\(name) \(total)").font(.caption).foregroundStyle(Color.primary)
                    }
                }
            }
        }
        .padding(16)
        .background(Color.white)
    }
}

/// A scrollable chart at rest and a gradient heat map (issue 25): thirty days of steps with a
/// week visible from day 8 (`chartScrollableAxes`, `chartXVisibleDomain(length:)`,
/// `chartScrollPosition(initialX:)`; the y domain covers all thirty days, the axis labels only
/// the visible week), and a week of hourly temperatures coloured along a
/// blue → yellow → red `Gradient` (`chartForegroundStyleScale(range:)`), capsule-clipped cells.
public struct ScrollingGradientChart: View {
    public init() {}
    static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let steps: [(day: String, steps: Int)] = (1...30).map { d in ("D\(d)", 4_000 + (d * 2_731) % 7_000) }
    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Steps, days 8–14 of 30").font(.headline)
            Chart(Self.steps, id: \.day) { item in
                BarMark(x: .value("Day", item.day), y: .value("Steps", item.steps))
                    .foregroundStyle(Color.green)
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 7)
            .chartScrollPosition(initialX: "D8")
            .frame(height: 150)
            Text("Temperature by hour").font(.headline)
            Chart {
                ForEach(0..<42) { i in
                    let d = i / 6, h = i % 6
                    let temperature = 8 + Double(h * (5 - h)) * 1.6 + Double((d * 5) % 7)
                    RectangleMark(x: .value("Hour", "\(h * 4):00"), y: .value("Day", Self.days[d]), width: .ratio(0.9), height: .ratio(0.8))
                        .foregroundStyle(by: .value("°C", temperature))
                        .clipShape(Capsule())
                }
            }
            .chartForegroundStyleScale(range: Gradient(colors: [.blue, .yellow, .red]))
            .frame(height: 190)
        }
        .padding(16)
        .background(Color.white)
    }
}

/// Dense data and a mask (issue 25): 50,000 readings as one `LinePlot` — about twenty to each
/// quarter point, thinned before stroking — over an `AreaPlot` of the same readings that
/// `mask(content:)` shows only inside the 8–12 s window, with a gradient fading downwards.
public struct DenseMaskedChart: View {
    public init() {}
    struct Reading { let t: Double; let v: Double }
    static let readings: [Reading] = (0..<50_000).map { i in
        let t = Double(i) / 2_500
        return Reading(t: t, v: 50 + 25 * sin(t / 1.7) + 9 * sin(Double(i) * 0.37) * sin(t * 2.3))
    }
    public var body: some View {
        Chart {
            AreaPlot(Self.readings, x: .value("Time", \.t), y: .value("Value", \.v))
                .foregroundStyle(LinearGradient(colors: [Color.orange.opacity(0.7), Color.orange.opacity(0.05)], startPoint: .top, endPoint: .bottom))
                .mask {
                    RectangleMark(xStart: .value("Time", 8), xEnd: .value("Time", 12), yStart: .value("Value", 0), yEnd: .value("Value", 100))
                }
            LinePlot(Self.readings, x: .value("Time", \.t), y: .value("Value", \.v))
                .lineStyle(StrokeStyle(lineWidth: 1))
        }
        .chartYScale(domain: 0...100)
        .padding(16)
        .background(Color.white)
    }
}
