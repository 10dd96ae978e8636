import Cairn
import Foundation

/// The animatable geometry of one batch of marks: each mark's numbers as fractions of the plot
/// (a bar's or rectangle's corners, a point's centre), so a change of values under
/// `withAnimation` or `.animation(_:value:)` moves the marks smoothly: bars grow, lines morph
/// when the point count is unchanged (Swift Charts animates mark values the same way).
struct ChartVector: VectorArithmetic, Equatable {
    var values: [Double]

    static var zero: ChartVector { ChartVector(values: []) }

    private static func combine(_ a: ChartVector, _ b: ChartVector, _ op: (Double, Double) -> Double) -> ChartVector {
        let n = max(a.values.count, b.values.count)
        var result = [Double](repeating: 0, count: n)
        for i in 0..<n {
            result[i] = op(i < a.values.count ? a.values[i] : 0, i < b.values.count ? b.values[i] : 0)
        }
        return ChartVector(values: result)
    }

    static func + (a: ChartVector, b: ChartVector) -> ChartVector { combine(a, b, +) }
    static func - (a: ChartVector, b: ChartVector) -> ChartVector { combine(a, b, -) }
    mutating func scale(by rhs: Double) { for i in values.indices { values[i] *= rhs } }
    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}

extension ChartGeometry {
    /// The batch's animatable numbers at this geometry's size, as fractions of it; empty for
    /// kinds that do not animate (areas, rules, sectors).
    func unitData(of batch: DrawBatch) -> [Double] {
        guard width > 0, height > 0 else { return [] }
        var data: [Double] = []
        switch batch.kind {
        case .bar, .rectangle:
            data.reserveCapacity(batch.indices.count * 4)
            for i in batch.indices {
                let r = (batch.kind == .bar ? barRect(i) : rectangleRect(i)) ?? .zero
                data += [Double(r.minX / width), Double(r.minY / height), Double(r.maxX / width), Double(r.maxY / height)]
            }
        case .line, .point:
            data.reserveCapacity(batch.indices.count * 2)
            for i in batch.indices {
                let p = point(i) ?? CGPoint(x: CGFloat.nan, y: .nan)
                data += [Double(p.x / width), Double(p.y / height)]
            }
        default:
            break
        }
        return data
    }

    /// The batch's path drawn from animated numbers (`unitData`'s layout) instead of the plan.
    func path(of batch: DrawBatch, unitData data: [Double]) -> Path? {
        var p = Path()
        switch batch.kind {
        case .bar, .rectangle:
            guard data.count == batch.indices.count * 4 else { return nil }
            for (k, i) in batch.indices.enumerated() {
                let r = CGRect(x: data[4 * k] * width, y: data[4 * k + 1] * height,
                               width: (data[4 * k + 2] - data[4 * k]) * width, height: (data[4 * k + 3] - data[4 * k + 1]) * height)
                guard r.width.isFinite, r.height.isFinite else { continue }
                let m = plan.marks[i]
                if m.cornerRadius > 0 {
                    let rr = r.standardized
                    p.addRoundedRect(in: rr, cornerSize: CGSize(width: min(m.cornerRadius, rr.width / 2), height: min(m.cornerRadius, rr.height / 2)), style: m.cornerStyle)
                } else {
                    p.addRect(r.standardized)
                }
            }
        case .line:
            guard data.count == batch.indices.count * 2 else { return nil }
            var pts: [CGPoint] = []
            pts.reserveCapacity(batch.indices.count)
            for k in batch.indices.indices {
                let q = CGPoint(x: data[2 * k] * width, y: data[2 * k + 1] * height)
                if q.x.isFinite, q.y.isFinite { pts.append(q) }
            }
            Interpolation.add(pts, method: plan.marks[batch.indices[0]].interpolation.storage, to: &p, moveFirst: true)
        case .point:
            guard data.count == batch.indices.count * 2 else { return nil }
            for (k, i) in batch.indices.enumerated() {
                let c = CGPoint(x: data[2 * k] * width, y: data[2 * k + 1] * height)
                guard c.x.isFinite, c.y.isFinite, !plan.marks[i].hasExtras || plan.marks[i].extras.symbolView == nil else { continue }
                p.addPath(plan.symbol(of: plan.marks[i]).path(center: c, size: symbolDiameter(plan.marks[i])))
            }
        default:
            return nil
        }
        return p
    }
}
