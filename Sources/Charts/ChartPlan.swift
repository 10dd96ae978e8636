import Cairn
import Foundation

/// Everything a chart draws, computed once from its marks and settings; the geometry in a
/// given plot size comes from `ChartGeometry`. A class, so the shapes that draw the marks
/// share it instead of copying thousands of records.
final class ChartPlan: @unchecked Sendable {
    /// Swift Charts' default series colours, in order (its default foreground style scale, as
    /// observed on iOS: blue, green, orange, purple, red, cyan, yellow, then again).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// The most marks a chart keeps; more are skipped with a diagnostic (drawing 10⁶ marks
    /// would take seconds and gigabytes for no visible gain).
    static let markLimit = 250_000
    /// The fraction of a band an automatic bar fills. Swift Charts does not document it;
    /// Cairn uses 0.75 (bars with a gap a third of their width).
    static let automaticBarRatio: CGFloat = 0.75

    var marks: [MarkRecord]
    var x = AxisScale()
    var y = AxisScale()
    /// Series names of `foregroundStyle(by:)`, in legend order, and their styles.
    var series: [String] = []
    var seriesStyles: [AnyShapeStyle] = []
    var seriesIndex: [String: Int] = [:]
    /// Symbol series of `symbol(by:)`, in order.
    var symbolSeries: [String: Int] = [:]
    /// Groups of `position(by:)`, in order.
    var positionGroups: [String: Int] = [:]
    /// Which marks are horizontal bars (category or date on y).
    var horizontal: [Bool]
    /// The batches the plot draws, in order.
    var batches: [DrawBatch] = []
    var diagnostics: [String] = []
    /// Whether the chart is a pie (only sector marks): no axes.
    var isPolar = false
    var sectorTotal: Double = 0
    var legendVisible = false

    init(marks input: [MarkRecord], settings: ChartSettings) {
        // Step 1: skip marks with NaN or infinite values (Swift Charts skips them).
        func usable(_ m: MarkRecord) -> Bool { m.isFinite && (m.kind != .sector || (m.angle ?? .nan).isFinite) }
        var kept = input
        var skipped = 0
        if !input.allSatisfy(usable) {
            kept = input.filter(usable)
            skipped = input.count - kept.count
        }
        if skipped > 0 { diagnostics.append("Chart: \(skipped) mark(s) with NaN or infinite values were skipped.") }
        if input.count >= Self.markLimit { diagnostics.append("Chart: \(Self.markLimit) marks or more; any beyond \(Self.markLimit) were skipped.") }
        marks = kept
        horizontal = Array(repeating: false, count: kept.count)
        isPolar = !kept.isEmpty && kept.allSatisfy { $0.kind == .sector }

        // Step 2: series, symbols, position groups, in order of first appearance.
        var styleOrder: [String] = []
        if let scale = settings.styleScale {
            for (name, _) in scale where seriesIndex[name] == nil { seriesIndex[name] = styleOrder.count; styleOrder.append(name) }
        }
        for m in kept {
            if let s = m.styleSeries, seriesIndex[s] == nil { seriesIndex[s] = styleOrder.count; styleOrder.append(s) }
            if let s = m.symbolSeries, symbolSeries[s] == nil { symbolSeries[s] = symbolSeries.count }
            if let g = m.positionGroup, positionGroups[g] == nil { positionGroups[g] = positionGroups.count }
        }
        series = styleOrder
        var paletteIndex = 0
        seriesStyles = styleOrder.map { name in
            if let mapped = settings.styleScale?.first(where: { $0.0 == name }) { return mapped.1 }
            defer { paletteIndex += 1 }
            return AnyShapeStyle(Self.palette[paletteIndex % Self.palette.count])
        }
        legendVisible = settings.legend.visibility != .hidden && !series.isEmpty

        // Step 3: orientation and stacking of bars and areas.
        for i in marks.indices where marks[i].kind == .bar {
            horizontal[i] = Self.isHorizontal(marks[i])
        }
        let normalized = stack()

        // Step 4: scales from every value on each axis.
        if !isPolar {
            var xs: [PlotValue] = [], ys: [PlotValue] = []
            var xEnds: [Double] = [], yEnds: [Double] = []
            xs.reserveCapacity(marks.count)
            ys.reserveCapacity(marks.count)
            for i in marks.indices {
                let baseline = marks[i].startIsBaseline
                if let v = marks[i].x { xs.append(v) }
                if let v = marks[i].xStart, !(baseline && horizontal[i]) { xs.append(v) }
                if let v = marks[i].xEnd { xs.append(v) }
                if let v = marks[i].y { ys.append(v) }
                if let v = marks[i].yStart, !(baseline && !horizontal[i]) { ys.append(v) }
                if let v = marks[i].yEnd { ys.append(v) }
                let m = marks[i]
                if m.kind == .bar || m.kind == .rectangle {
                    if let u = m.xUnit, case .date(let d)? = m.x { xEnds.append(DateTicks.end(of: d, unit: u).timeIntervalSinceReferenceDate) }
                    if let u = m.yUnit, case .date(let d)? = m.y { yEnds.append(DateTicks.end(of: d, unit: u).timeIntervalSinceReferenceDate) }
                }
            }
            x = ScaleBuilder.make(values: xs, extraEnds: xEnds, settings: settings.x, axis: settings.xAxis, includesZeroByDefault: true,
                                  normalized: normalized.x, diagnostics: &diagnostics, name: "x")
            y = ScaleBuilder.make(values: ys, extraEnds: yEnds, settings: settings.y, axis: settings.yAxis, includesZeroByDefault: true,
                                  normalized: normalized.y, diagnostics: &diagnostics, name: "y")
            // Swift Charts' default axes: grid lines at continuous values (with ticks under the
            // x axis), labels only for categories.
            if settings.xAxis.marks == nil {
                x.parts = x.kind == .category ? AxisParts(label: true)
                    : AxisParts(gridLine: StrokeStyle(lineWidth: 0.5), tick: (4, StrokeStyle(lineWidth: 0.5)), label: true)
            }
            if settings.yAxis.marks == nil {
                y.parts = y.kind == .category ? AxisParts(label: true) : AxisParts(gridLine: StrokeStyle(lineWidth: 0.5), label: true)
            }
            if x.position == .automatic { x.position = .bottom }
            if y.position == .automatic { y.position = .trailing }
            // A chart's marks need both channels' kinds to match the scales.
            let count = marks.count
            var keep: [Bool] = []
            keep.reserveCapacity(count)
            let xKind = x.kind, yKind = y.kind
            func fits(_ v: PlotValue?, _ kind: ScaleKind) -> Bool { v.map { $0.kind == kind } ?? true }
            for i in marks.indices {
                keep.append(fits(marks[i].x, xKind) && fits(marks[i].xStart, xKind) && fits(marks[i].xEnd, xKind)
                            && fits(marks[i].y, yKind) && fits(marks[i].yStart, yKind) && fits(marks[i].yEnd, yKind))
            }
            if keep.contains(false) {
                marks = zip(marks, keep).filter(\.1).map(\.0)
                horizontal = zip(horizontal, keep).filter(\.1).map(\.0)
                diagnostics.append("Chart: \(count - marks.count) mark(s) mix value types on one axis and were skipped.")
            }
        } else {
            sectorTotal = marks.reduce(0) { $0 + max(0, $1.angle ?? 0) }
            x.visible = false; y.visible = false
        }

        // Step 5: draw batches, consecutive marks of the same look drawn as one path.
        batches = DrawBatch.make(plan: self)
    }

    /// A bar is horizontal when its y value is a category (or a date) and x is a number.
    static func isHorizontal(_ m: MarkRecord) -> Bool {
        let yKind = (m.y ?? m.yStart)?.kind
        let xKind = (m.x ?? m.xStart)?.kind
        if m.xStart != nil && m.yStart == nil { return true }
        if m.yStart != nil && m.xStart == nil { return false }
        return (yKind == .category || yKind == .date) && xKind == .number
    }

    /// Stacks bars and areas that share a position: each gets `start`/`end` along the value
    /// axis. Returns whether a normalized stack fixed each axis to 0...1.
    private func stack() -> (x: Bool, y: Bool) {
        struct Key: Hashable { let base: PlotValue; let group: String?; let kind: MarkKind }
        var positive: [Key: Double] = [:], negative: [Key: Double] = [:]
        var totals: [Key: Double] = [:]
        var normalizedX = false, normalizedY = false
        var members: [(Int, Key)] = []
        for i in marks.indices {
            let m = marks[i]
            guard m.kind == .bar || m.kind == .area else { continue }
            let h = horizontal[i]
            guard let base = h ? m.y : m.x, let valueV = h ? m.x : m.y, case .number(let v) = valueV else { continue }
            let key = Key(base: base, group: m.positionGroup, kind: m.kind)
            var start = 0.0, end = v
            if m.stacking != .unstacked {
                if v >= 0 { start = positive[key, default: 0]; end = start + v; positive[key] = end }
                else { start = negative[key, default: 0]; end = start + v; negative[key] = end }
                totals[key, default: 0] += abs(v)
                members.append((i, key))
            }
            marks[i].startIsBaseline = start == 0
            if h { marks[i].xStart = .number(start); marks[i].xEnd = .number(end); marks[i].x = nil }
            else { marks[i].yStart = .number(start); marks[i].yEnd = .number(end); marks[i].y = nil }
        }
        for (i, key) in members {
            let m = marks[i]
            let h = horizontal[i]
            guard case .number(var s)? = h ? m.xStart : m.yStart, case .number(var e)? = h ? m.xEnd : m.yEnd else { continue }
            switch m.stacking.storage {
            case .normalized:
                let t = totals[key] ?? 0
                if t > 0 { s /= t; e /= t } else { s = 0; e = 0 }
                if h { normalizedX = true } else { normalizedY = true }
            case .center:
                let shift = ((positive[key] ?? 0) + (negative[key] ?? 0)) / 2
                s -= shift; e -= shift
            default: continue
            }
            if h { marks[i].xStart = .number(s); marks[i].xEnd = .number(e) } else { marks[i].yStart = .number(s); marks[i].yEnd = .number(e) }
        }
        return (normalizedX, normalizedY)
    }

    /// The style of a mark: explicit, by series, or the default (the accent colour).
    func style(of m: MarkRecord) -> AnyShapeStyle {
        if let s = m.style { return s }
        if let s = m.styleSeries, let i = seriesIndex[s] { return seriesStyles[i] }
        return AnyShapeStyle(Color.accentColor)
    }

    /// The symbol of a point mark.
    func symbol(of m: MarkRecord) -> BasicChartSymbolShape {
        if let s = m.symbol { return s }
        if let s = m.symbolSeries, let i = symbolSeries[s] {
            return BasicChartSymbolShape.automaticSequence[i % BasicChartSymbolShape.automaticSequence.count]
        }
        return .circle
    }
}
