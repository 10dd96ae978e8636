import Cairn
import Foundation

// Swift Charts' function plots (iOS 18): `LinePlot(x: "x", y: "y") { x in x * x }` and the
// `AreaPlot` forms, sampled by the chart plan once it knows the x domain.

/// The content of a `LinePlot` or `AreaPlot` that graphs a function. The chart samples it
/// when it knows its x domain (see `FunctionPlot`).
public struct FunctionPlotContent: ChartContent, PrimitiveChartContent {
    let function: FunctionPlot
    let kind: MarkKind
    /// A primitive content has no body.
    public var body: Never { primitiveBody(Self.self) }
    func collect(into marks: inout [MarkRecord]) {
        var record = MarkRecord(kind: kind, stacking: .unstacked)
        record.extras.function = function
        marks.append(record)
    }
}

/// The content of a `LinePlot` that graphs a function.
public typealias FunctionLinePlotContent = FunctionPlotContent
/// The content of an `AreaPlot` that graphs a function.
public typealias FunctionAreaPlotContent = FunctionPlotContent

extension LinePlot where Content == FunctionLinePlotContent {
    /// Graphs y = f(x) (Swift Charts' `LinePlot(x:y:domain:function:)`): over `domain`, or the
    /// chart's x scale when `nil`. Apple: "For x values where the function is undefined or is
    /// infinity, the function is expected to return `Double.nan` or `Double.infinity`"; Cairn
    /// breaks the line at both.
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        content = FunctionPlotContent(function: FunctionPlot(domain: domain, shape: .graph(function)), kind: .line)
    }

    /// Graphs y = f(x) with `Text` labels.
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        content = FunctionPlotContent(function: FunctionPlot(domain: domain, shape: .graph(function)), kind: .line)
    }

    /// Graphs the parametric curve (x, y) = f(t) for t in `domain` (Swift Charts'
    /// `LinePlot(x:y:t:domain:function:)`).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, y: S2, t: S3, domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        content = FunctionPlotContent(function: FunctionPlot(domain: domain, shape: .parametric(function)), kind: .line)
    }
}

extension AreaPlot where Content == FunctionAreaPlotContent {
    /// Fills the area between zero and y = f(x) (Swift Charts' `AreaPlot(x:y:domain:function:)`),
    /// over `domain` or the chart's x scale.
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        content = FunctionPlotContent(function: FunctionPlot(domain: domain, shape: .graph(function), fillsFromZero: true), kind: .area)
    }

    /// Fills the area between two functions, (yStart, yEnd) = f(x) (Swift Charts'
    /// `AreaPlot(x:yStart:yEnd:domain:function:)`).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        content = FunctionPlotContent(function: FunctionPlot(domain: domain, shape: .band(function)), kind: .area)
    }
}

/// A function a `LinePlot` or `AreaPlot` graphs, sampled by the chart plan once it knows the
/// x domain: at `samples` + 1 evenly spaced x (or t) values. Apple does not say how densely
/// Swift Charts samples; Cairn's 512 intervals put a sample at least every 2 points on plots up
/// to 1,024 points wide, which draws curves smoothly at any scale a still uses.
final class FunctionPlot: @unchecked Sendable {
    enum Shape {
        case graph(@Sendable (Double) -> Double)
        case band(@Sendable (Double) -> (yStart: Double, yEnd: Double))
        case parametric(@Sendable (Double) -> (x: Double, y: Double))
    }
    static let samples = 512
    let domain: ClosedRange<Double>?
    let shape: Shape
    let fillsFromZero: Bool

    init(domain: ClosedRange<Double>?, shape: Shape, fillsFromZero: Bool = false) {
        self.domain = domain
        self.shape = shape
        self.fillsFromZero = fillsFromZero
    }

    /// Replaces every function plot in `marks` by its samples: one mark per finite sample, a
    /// new series (so a new line or area) after each undefined or infinite one. The x domain is
    /// the plot's own, else the chart's x scale without the functions (the domain
    /// `chartXScale(domain:)` sets, or the other marks' extent).
    static func expand(_ marks: [MarkRecord], settings: ChartSettings, diagnostics: inout [String]) -> [MarkRecord] {
        guard marks.contains(where: { $0.hasExtras && $0.extras.function != nil }) else { return marks }
        var xs: [PlotValue] = []
        for m in marks where !(m.hasExtras && m.extras.function != nil) {
            for v in [m.x, m.xStart, m.xEnd] { if let v, v.isFinite { xs.append(v) } }
        }
        var ignored: [String] = []
        let scale = ScaleBuilder.make(values: xs, extraEnds: [], settings: settings.x, axis: settings.xAxis, includesZeroByDefault: true,
                                      normalized: false, diagnostics: &ignored, name: "x")
        let chartDomain = scale.kind == .number && scale.lo.isFinite && scale.hi.isFinite ? (scale.lo, scale.hi) : (0, 1)
        var out: [MarkRecord] = []
        out.reserveCapacity(marks.count + samples)
        var plotIndex = 0
        for m in marks {
            guard m.hasExtras, let f = m.extras.function else { out.append(m); continue }
            plotIndex += 1
            let (a, b) = f.domain.map { ($0.lowerBound, $0.upperBound) } ?? chartDomain
            guard a.isFinite, b.isFinite else {
                diagnostics.append("Chart: a function plot's domain \(a)...\(b) is not finite; it was skipped.")
                continue
            }
            var template = m
            template.extras.function = nil
            var segment = 0, inRun = false, undefined = 0
            for i in 0...samples {
                if out.count >= ChartPlan.markLimit { break }
                let t = a + (b - a) * Double(i) / Double(samples)
                var x = t, y0 = 0.0, y1 = 0.0
                switch f.shape {
                case .graph(let g): y1 = g(t)
                case .band(let g): (y0, y1) = g(t)
                case .parametric(let g): (x, y1) = g(t)
                }
                guard x.isFinite, y0.isFinite, y1.isFinite else {
                    undefined += 1
                    if inRun { segment += 1; inRun = false }
                    continue
                }
                inRun = true
                var r = template
                r.x = .number(x)
                if m.kind == .area {
                    r.yStart = .number(f.fillsFromZero ? 0 : y0)
                    r.yEnd = .number(y1)
                } else {
                    r.y = .number(y1)
                }
                r.series = "\u{1}function\(plotIndex).\(segment)"
                out.append(r)
            }
            if undefined == samples + 1 {
                diagnostics.append("Chart: a function plot is undefined (NaN or infinite) over its whole domain \(a)...\(b); nothing was drawn.")
            }
        }
        return out
    }
}
