#if Benchmarks
import Cairn
import Charts
import Foundation

// ChartBench: two charts rendered to PNG files, beside matplotlib's Agg backend drawing the
// same charts in the same run (scripts/chart-bench-matplotlib.py, run by `make bench`):
//   1. an 800×500 line chart of 10,000 points in two series, with axes and a legend;
//   2. an 800×500 bar chart of 100 bars with axes;
//   3. an 800×500 `LinePlot` of 1,000,000 points (iOS 18's vectorized plot, which exists for
//      large data; issue 25's target: ≤ 1 s on one core), beside matplotlib's `plot` and
//      vl-convert's Vega-Lite line of the same points.
// Each chart is rendered `rounds` times after a warm-up; the best round is reported (the
// machine is shared, the minimum is the least disturbed figure), median beside it, and the
// best CPU time (user + system): the speed-up is computed from CPU times, which the other
// processes on a shared machine do not inflate as they do wall-clock times. Every
// round builds the chart from its data, lays it out, draws it and writes the PNG file, as
// matplotlib's `savefig` does. Target: Cairn at least 2× faster per chart than matplotlib.

let rounds = 15
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-chart-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

/// The line chart's data: 5,000 points in each of two series (deterministic waves).
let lineData: [(series: String, x: Double, y: Double)] = (0..<10_000).map { i in
    let series = i < 5000 ? "Sine" : "Cosine"
    let x = Double(i % 5000) / 50
    let y = i < 5000 ? sin(x) * 40 + x : cos(x) * 30 + 50
    return (series, x, y)
}

/// The bar chart's data: 100 categories.
let barData: [(name: String, value: Double)] = (0..<100).map { i in ("C\(i)", Double((i * 37) % 91 + 10)) }

/// The large plot's data: 1,000,000 points of a deterministic noisy wave.
struct Sample { let x: Double; let y: Double }
let plotData: [Sample] = (0..<1_000_000).map { i in
    let x = Double(i) / 10_000
    return Sample(x: x, y: sin(x) * 40 + sin(Double(i) * 0.37) * 8 + x)
}

struct LinePlotScene: View {
    var body: some View {
        Chart {
            LinePlot(plotData, x: .value("x", \.x), y: .value("y", \.y))
        }
        .padding(16)
        .background(Color.white)
    }
}

struct LineChartScene: View {
    var body: some View {
        Chart {
            ForEach(0..<lineData.count, id: \.self) { i in
                LineMark(x: .value("x", lineData[i].x), y: .value("y", lineData[i].y))
                    .foregroundStyle(by: .value("Series", lineData[i].series))
            }
        }
        .padding(16)
        .background(Color.white)
    }
}

struct BarChartScene: View {
    var body: some View {
        Chart {
            ForEach(0..<barData.count, id: \.self) { i in
                BarMark(x: .value("Name", barData[i].name), y: .value("Value", barData[i].value))
            }
        }
        .chartXAxis(.hidden)
        .padding(16)
        .background(Color.white)
    }
}

/// The process's CPU time (user + system, all threads) in seconds: unlike the wall clock it
/// does not count time the shared machine gives to other processes.
func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Seconds to render `view` at 800×500 and write it to `file`: best and median of the rounds
/// by the wall clock, and best by CPU time (the figure compared with matplotlib's, which is
/// measured the same way).
func measure<V: View>(_ view: V, file: String, rounds: Int = rounds) throws -> (best: Double, median: Double, cpu: Double) {
    let url = directory.appendingPathComponent(file)
    func once() throws -> (wall: Double, cpu: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuSeconds()
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 800, height: 500)
        try renderer.pngData().write(to: url)
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpuSeconds() - cpuStart)
    }
    _ = try once()
    let times = try (0..<rounds).map { _ in try once() }
    let walls = times.map(\.wall).sorted()
    return (walls[0], walls[walls.count / 2], times.map(\.cpu).min() ?? 0)
}

// `ChartBench line` (or `bars`, `plot`) measures that chart alone, for a profiler; the others
// report zeros.
let only = CommandLine.arguments.dropFirst().first
func measure<V: View>(_ key: String, _ view: V, rounds: Int = rounds) throws -> (best: Double, median: Double, cpu: Double) {
    guard only == nil || only == key else { return (0, 0, 0) }
    return try measure(view, file: key + ".png", rounds: rounds)
}
let line = try measure("line", LineChartScene())
let bars = try measure("bars", BarChartScene())
let plot = try measure("plot", LinePlotScene(), rounds: 5)
func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }
print("ChartBench (Cairn): line chart of 10,000 points, 800×500 PNG: best \(ms(line.best)), median \(ms(line.median)); CPU best \(ms(line.cpu))")
print("ChartBench (Cairn): bar chart of 100 bars, 800×500 PNG: best \(ms(bars.best)), median \(ms(bars.median)); CPU best \(ms(bars.cpu))")
print("ChartBench (Cairn): LinePlot of 1,000,000 points, 800×500 PNG: best \(ms(plot.best)), median \(ms(plot.median)); CPU best \(ms(plot.cpu)) (target ≤ 1 s)")
// Machine-readable lines for scripts/chart-bench.sh: wall-clock best, then CPU-time best.
print("RESULT line \(line.best) \(line.cpu)")
print("RESULT bars \(bars.best) \(bars.cpu)")
print("RESULT plot \(plot.best) \(plot.cpu)")
#else
print("ChartBench is built with the Benchmarks trait: make bench, or swift build -c release --traits Benchmarks,SnapshotTesting --product ChartBench")
#endif
