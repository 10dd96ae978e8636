import Cairn
import Foundation

/// Marks drawn together as one path with one style: a line series, an area series, or a run
/// of consecutive bars, points, rules, rectangles or sectors that look the same.
struct DrawBatch {
    enum Drawing { case fill, stroke(StrokeStyle) }
    var kind: MarkKind
    var indices: [Int]
    var style: AnyShapeStyle
    var opacity: Double
    var drawing: Drawing
    /// Whether the batch's marks carry a `clipShape` (they draw inside it).
    var clipped = false
    /// The mask (`ChartPlan.maskGroups`) the batch is drawn through.
    var maskedBy: Int? = nil
    /// The mask the batch belongs to: it is drawn only into that mask, not in the plot.
    var maskOf: Int? = nil

    /// Groups the plan's marks into batches, in declaration order.
    static func make(plan: ChartPlan) -> [DrawBatch] {
        /// What makes two marks look the same.
        enum StyleKey: Hashable { case color(Color), mark(Int), series(String?) }
        struct SeriesKey: Hashable { let kind: MarkKind; let series: String?; let lineSeries: String?; let symbolSeries: String?; let group: String?; let style: StyleKey?; let z: Double; let clipped: Bool; let maskedBy: Int?; let maskOf: Int? }
        struct RunKey: Equatable { let kind: MarkKind; let style: StyleKey; let opacity: Double; let line: StrokeStyle?; let lineSeries: String?; let z: Double; let clipped: Bool; let maskedBy: Int?; let maskOf: Int? }
        var batches: [DrawBatch] = []
        var seriesBatch: [SeriesKey: Int] = [:]
        var lastKey: RunKey? = nil
        var lastSeries: (key: SeriesKey, batch: Int)? = nil
        let marks = plan.marks
        for i in marks.indices {
            // Fast path: a line or area point with no rare attributes, like the one before it
            // in kind and series, joins that mark's batch (its key would be the same).
            if let last = lastSeries, i > 0, !marks[i].hasExtras, !marks[i - 1].hasExtras,
               marks[i].kind == marks[i - 1].kind, marks[i].kind == .line || marks[i].kind == .area,
               marks[i].series == marks[i - 1].series, marks[i].styleSeries == marks[i - 1].styleSeries,
               last.batch == batches.count - 1, batches[last.batch].indices.last == i - 1 {
                batches[last.batch].indices.append(i)
                continue
            }
            // A view of the fields, not a copy of the record.
            let m = MarkView(plan: plan, index: i)
            let styleKey: StyleKey
            if let c = m.styleColor { styleKey = .color(c) }
            else if m.style != nil { styleKey = .mark(i) }
            else { styleKey = .series(m.styleSeries) }
            switch m.kind {
            case .line, .area:
                // A line's points join by series whatever their explicit style (the first wins).
                // `lineStyle(by:)` and `symbol(by:)` split lines into series too.
                let key = SeriesKey(kind: m.kind, series: m.series ?? m.styleSeries, lineSeries: m.lineStyleSeries, symbolSeries: plan.marks[i].symbolSeries, group: m.positionGroup,
                                    style: m.style != nil && m.styleColor == nil ? nil : styleKey, z: plan.marks[i].zIndex, clipped: m.clipped,
                                    maskedBy: m.maskedBy, maskOf: m.maskOf)
                // Consecutive points of one series (the common case) skip the hashing.
                if let last = lastSeries, last.key == key { batches[last.batch].indices.append(i); continue }
                if let b = seriesBatch[key] { batches[b].indices.append(i); lastSeries = (key, b); continue }
                seriesBatch[key] = batches.count
                lastSeries = (key, batches.count)
                let drawing: Drawing = m.kind == .line ? .stroke(plan.lineStyle(of: plan.marks[i]) ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)) : .fill
                batches.append(DrawBatch(kind: m.kind, indices: [i], style: plan.style(of: plan.marks[i]), opacity: m.opacity, drawing: drawing, clipped: m.clipped,
                                         maskedBy: m.maskedBy, maskOf: m.maskOf))
                lastKey = nil
            default:
                let key = RunKey(kind: m.kind, style: styleKey, opacity: m.opacity, line: m.lineStyle, lineSeries: m.lineStyleSeries, z: plan.marks[i].zIndex, clipped: m.clipped,
                                 maskedBy: m.maskedBy, maskOf: m.maskOf)
                if key == lastKey, !batches.isEmpty { batches[batches.count - 1].indices.append(i); continue }
                lastKey = key
                let drawing: Drawing = m.kind == .rule ? .stroke(plan.lineStyle(of: plan.marks[i]) ?? StrokeStyle(lineWidth: 1)) : .fill
                batches.append(DrawBatch(kind: m.kind, indices: [i], style: plan.style(of: plan.marks[i]), opacity: m.opacity, drawing: drawing, clipped: m.clipped,
                                         maskedBy: m.maskedBy, maskOf: m.maskOf))
            }
        }
        // A line with `symbol(by:)` or `symbol(_:)` also draws that symbol at each of its points,
        // in the line's colour, over the line (WWDC22 "Hello Swift Charts": the two cities'
        // sales lines with `.symbol(by: .value("City", series.city))` mark every point with a
        // circle or a square); a `symbol { … }` view is drawn instead, as an overlay.
        if batches.contains(where: { $0.kind == .line }) {
            var out: [DrawBatch] = []
            out.reserveCapacity(batches.count)
            for b in batches {
                out.append(b)
                guard b.kind == .line else { continue }
                let marked = b.indices.filter { marks[$0].symbol != nil || marks[$0].symbolSeries != nil }
                guard !marked.isEmpty else { continue }
                var symbols = b
                symbols.kind = .point
                symbols.drawing = .fill
                symbols.indices = marked
                out.append(symbols)
            }
            batches = out
        }
        // `zIndex`: batches draw in order of their marks' z index, declaration order within one
        // (a stable sort; nothing moves when no mark sets one).
        if plan.marks.contains(where: { $0.hasExtras && $0.zIndex != 0 }) {
            batches = batches.enumerated().sorted {
                let a = plan.marks[$0.element.indices[0]].zIndex, b = plan.marks[$1.element.indices[0]].zIndex
                return a != b ? a < b : $0.offset < $1.offset
            }.map(\.element)
        }
        return batches
    }
}

/// Reads one record's fields in place.
private struct MarkView {
    let plan: ChartPlan
    let index: Int
    var kind: MarkKind { plan.marks[index].kind }
    var styleColor: Color? { plan.marks[index].styleColor }
    var style: AnyShapeStyle? { plan.marks[index].style }
    var styleSeries: String? { plan.marks[index].styleSeries }
    var series: String? { plan.marks[index].series }
    var positionGroup: String? { plan.marks[index].positionGroup }
    var lineStyle: StrokeStyle? { plan.marks[index].lineStyle }
    var lineStyleSeries: String? { plan.marks[index].lineStyleSeries }
    var opacity: Double { plan.marks[index].opacity }
    var clipped: Bool { plan.marks[index].hasExtras && plan.marks[index].extras.clipShape != nil }
    var maskedBy: Int? {
        guard plan.marks[index].hasExtras, let mask = plan.marks[index].extras.mask else { return nil }
        return plan.maskGroups[ObjectIdentifier(mask)]
    }
    var maskOf: Int? { plan.marks[index].hasExtras ? plan.marks[index].extras.maskOf : nil }
}
