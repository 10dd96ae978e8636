import Cairn
import Foundation

/// Adds a polyline through points with one of Swift Charts' interpolation methods.
enum Interpolation {
    /// The width, in points, of the columns `thinned` reduces a dense polyline in: a quarter
    /// point, under one pixel up to a 4× display scale.
    static let thinningColumn: CGFloat = 0.25

    /// `pts` with every run of more than four consecutive points inside one column
    /// `thinningColumn` wide reduced to its first, lowest, highest and last points, in their
    /// order: the polyline reaches the same column and the same vertical extent in it, so it
    /// covers the same pixels to within antialiasing, and Cairo strokes at most four vertices
    /// per column however dense the data (a 1,000,000-point `LinePlot` 768 points wide keeps at
    /// most 12,288; stroking every vertex took seconds). Runs of up to four points — all of
    /// any chart with fewer points than quarter-point columns — are kept whole, so sparse
    /// lines are drawn exactly as given. Non-finite points end a run and are kept.
    /// Visualization research calls this M4 aggregation (Jugel et al., "M4: A Visualization-
    /// Oriented Time Series Data Aggregation", VLDB 2014); matplotlib simplifies dense paths
    /// for the same reason (`path.simplify`).
    static func thinned(_ pts: [CGPoint]) -> [CGPoint] {
        guard pts.count > 4 else { return pts }
        var out: [CGPoint] = []
        out.reserveCapacity(min(pts.count, 4096))
        var start = 0
        var column = Double.nan
        var low = 0, high = 0
        func flush(_ end: Int) {
            // The run is start..<end.
            guard end > start else { return }
            if end - start <= 4 {
                out.append(contentsOf: pts[start..<end])
                return
            }
            // First, then the lowest and highest in their order, then last; no array per
            // column (this runs on every drawing of the chart).
            let (a, b) = low < high ? (low, high) : (high, low)
            out.append(pts[start])
            if a != start, a != end - 1 { out.append(pts[a]) }
            if b != a, b != end - 1 { out.append(pts[b]) }
            out.append(pts[end - 1])
        }
        for i in pts.indices {
            let p = pts[i]
            let c = (p.x / thinningColumn).rounded(.down)
            if c == column, p.y.isFinite {
                if p.y < pts[low].y { low = i }
                if p.y > pts[high].y { high = i }
                continue
            }
            flush(i)
            start = i
            low = i
            high = i
            column = c.isFinite && p.y.isFinite ? c : .nan
        }
        flush(pts.count)
        return out
    }

    static func add(_ pts: [CGPoint], method: InterpolationMethod.Storage, to p: inout Path, moveFirst: Bool) {
        guard let first = pts.first else { return }
        if moveFirst { p.move(to: first) } else { p.addLine(to: first) }
        guard pts.count > 1 else { return }
        switch method {
        case .linear:
            for q in pts.dropFirst() { p.addLine(to: q) }
        case .stepStart:
            // The value changes at the point's own x: vertical first, then across.
            for k in 1..<pts.count { p.addLine(to: CGPoint(x: pts[k - 1].x, y: pts[k].y)); p.addLine(to: pts[k]) }
        case .stepEnd:
            for k in 1..<pts.count { p.addLine(to: CGPoint(x: pts[k].x, y: pts[k - 1].y)); p.addLine(to: pts[k]) }
        case .stepCenter:
            for k in 1..<pts.count {
                let mx = (pts[k - 1].x + pts[k].x) / 2
                p.addLine(to: CGPoint(x: mx, y: pts[k - 1].y)); p.addLine(to: CGPoint(x: mx, y: pts[k].y)); p.addLine(to: pts[k])
            }
        case .catmullRom:
            cardinal(pts, tension: 0, to: &p)
        case .cardinal(let t):
            cardinal(pts, tension: CGFloat(min(max(t, 0), 1)), to: &p)
        case .monotone:
            monotone(pts, to: &p)
        }
    }

    /// A cardinal spline (tension 0 is the uniform Catmull-Rom spline) as cubic Béziers.
    private static func cardinal(_ pts: [CGPoint], tension: CGFloat, to p: inout Path) {
        let k = (1 - tension) / 6
        for i in 1..<pts.count {
            let p0 = pts[max(i - 2, 0)], p1 = pts[i - 1], p2 = pts[i], p3 = pts[min(i + 1, pts.count - 1)]
            let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k)
            let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k)
            p.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    /// Monotone cubic interpolation in x (Fritsch–Carlson tangents, as d3's `curveMonotoneX`).
    private static func monotone(_ pts: [CGPoint], to p: inout Path) {
        let n = pts.count
        var slopes = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = pts[i + 1].x - pts[i].x
            slopes[i] = dx != 0 ? (pts[i + 1].y - pts[i].y) / dx : 0
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        tangents[0] = slopes[0]; tangents[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) {
            tangents[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2
        }
        for i in 0..<(n - 1) where slopes[i] != 0 {
            let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
            let h = a * a + b * b
            if h > 9 { let t = 3 / h.squareRoot(); tangents[i] = t * a * slopes[i]; tangents[i + 1] = t * b * slopes[i] }
        }
        for i in 1..<n {
            let dx = (pts[i].x - pts[i - 1].x) / 3
            p.addCurve(to: pts[i], control1: CGPoint(x: pts[i - 1].x + dx, y: pts[i - 1].y + dx * tangents[i - 1]),
                       control2: CGPoint(x: pts[i].x - dx, y: pts[i].y - dx * tangents[i]))
        }
    }
}
