import Cairn
import Foundation

/// One axis's scale: maps data values to a fraction of the axis length (0 at the leading or
/// bottom end), and knows its tick values and labels.
struct AxisScale {
    var kind: ScaleKind = .number
    var type: ScaleType.Storage = .linear
    var lo: Double = 0
    var hi: Double = 1
    var categories: [String] = []
    var categoryIndex: [String: Int] = [:]
    var reversed = false
    /// Where the domain lands along the axis (`chartXScale(range:)`): the plot's length by default.
    var range = PositionRange.plot(start: 0, end: 0)
    /// Tick values, their labels and the parts drawn at each (from `AxisMarks`).
    var ticks: [PlotValue] = []
    var labels: [String] = []
    var parts = AxisParts(gridLine: StrokeStyle(lineWidth: 0.5), tick: nil, label: true)
    /// The parts at each tick when `AxisMarks` content depends on the value (`parts` is then
    /// their union: what the axis reserves room for).
    var tickParts: [AxisParts]? = nil

    /// Whether tick `i`'s label and tick sit on the edge opposite the axis's (a second
    /// `AxisMarks(position:)` set: `.leading` labels beside the default trailing ones).
    /// `vertical` says which axis this is: y's sides are leading and trailing, x's top and
    /// bottom; `.automatic` is trailing for y and bottom for x, as in Swift Charts.
    func isOpposite(at i: Int, vertical: Bool) -> Bool {
        guard var side = parts(at: i).side else { return false }
        if side == .automatic { side = vertical ? .trailing : .bottom }
        switch (position, side) {
        case (.leading, .trailing), (.trailing, .leading): return vertical
        case (.top, .bottom), (.bottom, .top): return !vertical
        default: return false
        }
    }

    /// The parts drawn at tick `i`.
    func parts(at i: Int) -> AxisParts {
        if let tickParts, tickParts.indices.contains(i) { return tickParts[i] }
        return parts
    }
    var position: AxisMarkPosition.Storage = .automatic
    var visible = true
    /// Whether any mark uses this axis.
    var isUsed = false

    /// A scrolled category scale's visible categories (`chartXVisibleDomain(length:)`): the
    /// first one's index and how many show.
    var window: (first: Int, count: Int)? = nil
    /// Whether the scale shows only a window of its domain (a scrollable axis at rest).
    var scrolled = false

    /// The number of category bands in the plot (1 for continuous scales).
    var bandCount: Int { kind == .category ? max(1, window?.count ?? categories.count) : 1 }

    /// The fraction (0...1 inside the domain) of a continuous number.
    func fraction(ofNumber v: Double) -> Double? {
        guard v.isFinite else { return nil }
        var f: Double
        switch type {
        case .log:
            guard v > 0, lo > 0, hi > lo else { return nil }
            f = (log10(v) - log10(lo)) / (log10(hi) - log10(lo))
        case .squareRoot:
            let s = { (x: Double) in x < 0 ? -sqrt(-x) : sqrt(x) }
            let d = s(hi) - s(lo)
            f = d == 0 ? 0.5 : (s(v) - s(lo)) / d
        default:
            f = hi == lo ? 0.5 : (v - lo) / (hi - lo)
        }
        if reversed { f = 1 - f }
        return f.isFinite ? f : nil
    }

    /// The fraction of a value: a category's band centre, or a continuous position.
    func fraction(_ value: PlotValue) -> Double? {
        switch value {
        case .category(let c):
            guard kind == .category, let i = categoryIndex[c] else { return nil }
            let f = (Double(i - (window?.first ?? 0)) + 0.5) / Double(bandCount)
            return reversed ? 1 - f : f
        default:
            guard kind != .category, let v = value.continuous else { return nil }
            return fraction(ofNumber: v)
        }
    }

    /// The fraction of the scale's baseline for bars: zero, clamped into the domain (the lower
    /// bound on a log scale).
    var baselineFraction: Double {
        if type == .log { return reversed ? 1 : 0 }
        let z = min(max(0, min(lo, hi)), max(lo, hi))
        return fraction(ofNumber: z) ?? 0
    }
}

/// Builds a scale from the values marks put on one axis.
enum ScaleBuilder {
    /// Step-by-step: 1. kind from the first value (or the settings), 2. domain (settings, or
    /// inferred: numbers include zero unless told otherwise, then rounded to nice values; dates
    /// span the data; categories in order of first appearance), 3. ticks and labels.
    static func make(values: [PlotValue], extraEnds: [Double], settings: ChartSettings.Scale, axis: ChartSettings.AxisSettings,
                     includesZeroByDefault: Bool, normalized: Bool, diagnostics: inout [String], name: String) -> AxisScale {
        var scale = AxisScale()
        // Step 1: the kind.
        let first = values.first
        scale.isUsed = first != nil
        scale.kind = first?.kind ?? .number
        if case .categories = settings.domain, first == nil { scale.kind = .category }
        if let t = settings.type {
            switch t.storage {
            case .category: scale.kind = .category
            case .date: scale.kind = .date
            case .log, .squareRoot, .linear: if scale.kind == .category { break }
            }
            if scale.kind != .category { scale.type = t.storage == .date ? .linear : t.storage }
        }
        if scale.kind == .date { scale.type = .linear }
        // Step 2: the domain.
        switch scale.kind {
        case .category:
            var order: [String] = []
            var seen = Set<String>()
            if case .categories(let given) = settings.domain {
                for c in given where seen.insert(c).inserted { order.append(c) }
            } else {
                for v in values { if case .category(let c) = v, seen.insert(c).inserted { order.append(c) } }
            }
            scale.categories = order
            for (i, c) in order.enumerated() { scale.categoryIndex[c] = i }
            if case .automatic(_, let reversed) = settings.domain { scale.reversed = reversed }
        case .number, .date:
            var numbers = values.compactMap(\.continuous).filter(\.isFinite) + extraEnds.filter(\.isFinite)
            if scale.type == .log {
                let count = numbers.count
                numbers = numbers.filter { $0 > 0 }
                if numbers.count < count { diagnostics.append("Chart: \(count - numbers.count) value(s) ≤ 0 on the log \(name) scale were skipped.") }
            }
            switch settings.domain {
            case .range(let a, let b) where a.isFinite && b.isFinite:
                scale.lo = min(a, b); scale.hi = max(a, b)
                if scale.type == .log, scale.lo <= 0 {
                    diagnostics.append("Chart: a log \(name) scale needs a positive domain; using the data's.")
                    (scale.lo, scale.hi) = NiceScale.logDomain(numbers.min() ?? 1, numbers.max() ?? 10)
                }
                if scale.lo == scale.hi { scale.hi = scale.lo + 1 }
            case .automatic(let includesZero, let reversed):
                scale.reversed = reversed
                var lo = numbers.min() ?? 0, hi = numbers.max() ?? (scale.kind == .date ? 86400 : 1)
                if normalized { lo = min(lo, 0); hi = max(hi, 1) }
                if scale.kind == .number, scale.type != .log, includesZero ?? includesZeroByDefault { lo = min(lo, 0); hi = max(hi, 0) }
                if scale.type == .log {
                    (scale.lo, scale.hi) = NiceScale.logDomain(lo, hi)
                } else if scale.kind == .date {
                    if lo == hi { lo -= 43200; hi += 43200 }
                    scale.lo = lo; scale.hi = hi
                } else {
                    (scale.lo, scale.hi) = NiceScale.niceDomain(lo, hi, count: desiredCount(axis))
                }
            default:
                diagnostics.append("Chart: the \(name) domain does not match its data; using the data's.")
                let lo = numbers.min() ?? 0, hi = numbers.max() ?? 1
                (scale.lo, scale.hi) = NiceScale.niceDomain(min(lo, 0), max(hi, 0))
            }
        }
        if let range = settings.range {
            scale.range = range
            if let fixed = range.sanitized {
                scale.range = fixed
                diagnostics.append("Chart: the \(name) scale's range had non-finite or huge values; using finite ones within ±\(Int(PositionRange.limit)) points.")
            }
        }
        // Step 3: a scrollable axis shows its initial window.
        if settings.scrollable, let length = settings.visibleLength {
            applyWindow(&scale, length: length, start: settings.initialPosition, diagnostics: &diagnostics, name: name)
            if scale.window != nil { scale.scrolled = true }
        }
        // Step 4: ticks and labels; content that depends on the value is built once per tick.
        scale.visible = axis.visibility != .hidden
        let all = axis.marks ?? []
        if all.count > 1 {
            mergeMarks(all, into: &scale, locale: axis.locale)
            return scale
        }
        let marks = all.first
        if let marks { scale.parts = marks.parts; scale.position = marks.position.storage }
        computeTicks(&scale, values: marks?.values.storage ?? .automatic(nil), format: marks?.parts.format, locale: axis.locale)
        if let marks, marks.content != nil {
            let count = scale.ticks.count
            let perTick = scale.ticks.enumerated().map { marks.parts(at: AxisValue(value: $0.element, index: $0.offset, count: count)) }
            scale.parts = union(perTick)
            scale.tickParts = perTick
            for (i, p) in perTick.enumerated() where p.format != nil {
                scale.labels[i] = p.format?(scale.ticks[i], axis.locale) ?? scale.labels[i]
            }
        }
        return scale
    }

    /// The parts an axis reserves room for: the grid line of any tick, the longest tick, and
    /// the label placement of the first tick that has a label.
    static func union(_ perTick: [AxisParts]) -> AxisParts {
        var union = AxisParts()
        for p in perTick {
            union.gridLine = union.gridLine ?? p.gridLine
            if let t = p.tick, t.length > (union.tick?.length ?? -1) { union.tick = t }
            if p.label && !union.label { union.label = true; union.labelPlacement = p.labelPlacement }
        }
        return union
    }

    /// Several `AxisMarks` on one axis, as Swift Charts draws them: each one's parts at its own
    /// values, together. The common pattern is grid lines at one stride and labels at another:
    ///
    ///     .chartXAxis {
    ///         AxisMarks(values: .stride(by: .day)) { _ in AxisGridLine() }
    ///         AxisMarks(values: .stride(by: .weekOfYear)) { _ in AxisValueLabel(format: .dateTime.day().month()) }
    ///     }
    ///
    /// The ticks are the union of every set of values, in axis order. At a value two sets share,
    /// the grid line is the first set's that draws one, the tick the longest, and the label
    /// (with its format and view) the first set's that labels it. The axis sits where the first
    /// set that draws labels puts it (or the first set, if none does); a set at the opposite
    /// edge (`position: .leading` beside the default trailing) draws its labels and ticks
    /// there, and the plot makes room on both sides.
    static func mergeMarks(_ all: [AxisMarks], into scale: inout AxisScale, locale: Locale) {
        var values: [PlotValue] = []
        var merged: [PlotValue: (parts: AxisParts, label: String)] = [:]
        var labelling: AxisMarks? = nil
        for marks in all {
            var own = scale
            computeTicks(&own, values: marks.values.storage, format: marks.parts.format, locale: locale)
            let count = own.ticks.count
            for (i, value) in own.ticks.enumerated() {
                var parts = marks.parts(at: AxisValue(value: value, index: i, count: count))
                parts.side = marks.position.storage
                let label = parts.format?(value, locale) ?? own.labels[i]
                if parts.label, labelling == nil { labelling = marks }
                guard var entry = merged[value] else {
                    values.append(value)
                    merged[value] = (parts, label)
                    continue
                }
                if entry.parts.gridLine == nil {
                    entry.parts.gridLine = parts.gridLine
                    entry.parts.gridDecoration = parts.gridDecoration
                }
                if let t = parts.tick, t.length > (entry.parts.tick?.length ?? -1) {
                    entry.parts.tick = t
                    entry.parts.tickDecoration = parts.tickDecoration
                }
                if parts.label && !entry.parts.label {
                    parts.gridLine = entry.parts.gridLine
                    parts.gridDecoration = entry.parts.gridDecoration
                    parts.tick = entry.parts.tick
                    parts.tickDecoration = entry.parts.tickDecoration
                    entry = (parts, label)
                }
                merged[value] = entry
            }
        }
        // Axis order: categories by their index, continuous values by their number (the scale's
        // direction is applied when they are drawn). Ties keep the order they came in.
        let index = scale.categoryIndex
        let order: (PlotValue) -> Double = { value in
            if case .category(let c) = value { return Double(index[c] ?? Int.max) }
            return value.continuous ?? .infinity
        }
        let sorted = values.enumerated().sorted { a, b in
            let (x, y) = (order(a.element), order(b.element))
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        scale.ticks = sorted
        scale.labels = sorted.map { merged[$0]?.label ?? "" }
        let perTick = sorted.map { merged[$0]?.parts ?? AxisParts() }
        scale.tickParts = perTick
        scale.parts = union(perTick)
        scale.position = (labelling ?? all[0]).position.storage
    }

    /// The most category labels an axis makes.
    static let maximumCategoryLabels = 1_000

    static func desiredCount(_ axis: ChartSettings.AxisSettings) -> Int {
        if case .automatic(let n)? = axis.marks?.first?.values.storage, let n { return max(1, n) }
        return 4
    }

    static func computeTicks(_ scale: inout AxisScale, values: AxisMarkValues.Storage, format: ((PlotValue, Locale) -> String)?, locale: Locale) {
        var labelUnit: Calendar.Component = .day
        var step: Double = 0
        switch (scale.kind, values) {
        case (_, .values(let given)):
            scale.ticks = given.filter { scale.fraction($0).map { $0 >= -1e-9 && $0 <= 1 + 1e-9 } ?? false }
            if scale.kind == .date, scale.ticks.count > 1, let a = scale.ticks[0].continuous, let b = scale.ticks[1].continuous {
                labelUnit = DateTicks.stride(span: abs(b - a) * 4, count: 4).0
            }
        case (.category, _):
            // Every category is labelled, up to `maximumCategoryLabels` evenly picked (each is a
            // view; past that many no axis shows them apart anyway, and thinning hides most).
            // A scrolled axis labels only its visible categories.
            let first = scale.window?.first ?? 0
            let end = scale.window.map { $0.first + $0.count } ?? scale.categories.count
            let every = max(1, (end - first + maximumCategoryLabels - 1) / maximumCategoryLabels)
            scale.ticks = Swift.stride(from: first, to: end, by: every).map { .category(scale.categories[$0]) }
        case (.number, .numberStride(let s)):
            step = s
            scale.ticks = NiceScale.ticks(scale.lo, scale.hi, step: s).map { .number($0) }
        case (.number, .automatic(let n)):
            if scale.type == .log {
                scale.ticks = NiceScale.logTicks(scale.lo, scale.hi).map { .number($0) }
            } else {
                step = NiceScale.step(lo: scale.lo, hi: scale.hi, count: n ?? 4)
                scale.ticks = NiceScale.ticks(scale.lo, scale.hi, step: step).map { .number($0) }
            }
        case (.date, .dateStride(let c, let n)):
            labelUnit = c
            scale.ticks = DateTicks.ticks(Date(timeIntervalSinceReferenceDate: scale.lo), Date(timeIntervalSinceReferenceDate: scale.hi), component: c, count: n).map { .date($0) }
        case (.date, _):
            var count = 4
            if case .automatic(let n?) = values { count = max(1, n) }
            let (c, n) = DateTicks.stride(span: scale.hi - scale.lo, count: count)
            labelUnit = c == .weekOfYear ? .day : c
            scale.ticks = DateTicks.ticks(Date(timeIntervalSinceReferenceDate: scale.lo), Date(timeIntervalSinceReferenceDate: scale.hi), component: c, count: n).map { .date($0) }
        default:
            scale.ticks = []
        }
        var dates: DateFormatter? = nil
        scale.labels = scale.ticks.map { value in
            if let format { return format(value, locale) }
            switch value {
            case .number(let v): return AxisFormatter.number(v, step: step, locale: locale)
            case .category(let c): return c
            case .date(let d):
                let formatter = dates ?? AxisFormatter.dateFormatter(unit: labelUnit, locale: locale)
                dates = formatter
                return formatter.string(from: d)
            }
        }
    }
}
