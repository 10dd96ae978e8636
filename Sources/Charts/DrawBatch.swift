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

    /// Groups the plan's marks into batches, in declaration order.
    static func make(plan: ChartPlan) -> [DrawBatch] {
        var batches: [DrawBatch] = []
        var seriesBatch: [String: Int] = [:]
        var lastKey: String? = nil
        for (i, m) in plan.marks.enumerated() {
            let styleKey: String
            if let c = m.styleColor { styleKey = "c\(c)" }
            else if m.style != nil { styleKey = "m\(i)" }
            else { styleKey = "s\(m.styleSeries ?? "")" }
            switch m.kind {
            case .line, .area:
                let key = "\(m.kind)|\(m.series ?? m.styleSeries ?? "")|\(m.positionGroup ?? "")|\(m.style != nil && m.styleColor == nil ? "" : styleKey)"
                if let b = seriesBatch[key] { batches[b].indices.append(i); continue }
                seriesBatch[key] = batches.count
                let drawing: Drawing = m.kind == .line ? .stroke(m.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)) : .fill
                batches.append(DrawBatch(kind: m.kind, indices: [i], style: plan.style(of: m), opacity: m.opacity, drawing: drawing))
                lastKey = nil
            default:
                let key = "\(m.kind)|\(styleKey)|\(m.opacity)|\(m.lineStyle.map { "\($0)" } ?? "")"
                if key == lastKey, !batches.isEmpty { batches[batches.count - 1].indices.append(i); continue }
                lastKey = key
                let drawing: Drawing = m.kind == .rule ? .stroke(m.lineStyle ?? StrokeStyle(lineWidth: 1)) : .fill
                batches.append(DrawBatch(kind: m.kind, indices: [i], style: plan.style(of: m), opacity: m.opacity, drawing: drawing))
            }
        }
        return batches
    }
}
