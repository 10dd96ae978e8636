import Cairn
import Foundation

// Stacking, step 3 of planning a chart (ChartPlan.swift): bars and areas that share a position
// get their start and end along the value axis.

extension ChartPlan {
    /// Stacks bars and areas that share a position: each gets `start`/`end` along the value
    /// axis. Returns whether a normalized stack fixed each axis to 0...1.
    func stack() -> (x: Bool, y: Bool) {
        // A one-dimensional bar has no base: all of them stack together.
        struct Key: Hashable { let base: PlotValue?; let group: String?; let kind: MarkKind }
        var positive: [Key: Double] = [:], negative: [Key: Double] = [:]
        var totals: [Key: Double] = [:]
        var normalizedX = false, normalizedY = false
        var members: [(Int, Key)] = []
        for i in marks.indices {
            let m = marks[i]
            guard m.kind == .bar || m.kind == .area else { continue }
            let h = horizontal[i]
            let base = h ? m.y : m.x
            guard base != nil || (m.kind == .bar && (h ? m.yStart : m.xStart) == nil),
                let valueV = h ? m.x : m.y, case .number(let v) = valueV
            else { continue }
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
                // A centred stack's start is no longer the zero baseline: it counts toward the
                // domain (the bottom of a streamgraph below zero).
                marks[i].startIsBaseline = s == 0
            default: continue
            }
            if h { marks[i].xStart = .number(s); marks[i].xEnd = .number(e) } else { marks[i].yStart = .number(s); marks[i].yEnd = .number(e) }
        }
        return (normalizedX, normalizedY)
    }
}
