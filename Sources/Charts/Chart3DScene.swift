import Cairn
import Foundation

/// A 3D chart resolved from its content and settings, independent of the view's size: the
/// three domains, each surface sampled on its grid, each mark's spans, and diagnostics.
///
/// Steps: 1. collect the items; 2. resolve the x and z domains (explicit, else the marks'
/// values, else −1…1); 3. sample each surface over x and z; 4. resolve the y domain from the
/// marks and the finite samples; 5. keep the marks Apple's rules allow, with a diagnostic for
/// the others.
struct Chart3DScene {
    struct Surface {
        /// Samples `y[i][k]` at x index `i`, z index `k` (NaN where the function is undefined).
        var values: [[Double]]
        var attributes: Chart3DAttributes
    }
    struct Mark {
        var kind: Mark3DValues.Kind
        var spans: [(Double, Double)]
        var attributes: Chart3DAttributes
    }
    var x: (Double, Double) = (-1, 1)
    var y: (Double, Double) = (-1, 1)
    var z: (Double, Double) = (-1, 1)
    var surfaces: [Surface] = []
    var marks: [Mark] = []
    var diagnostics: [String] = []

    /// Grid cells per axis of a surface (Cairn's estimate; Apple publishes no sample count).
    static let defaultCells = 48
    /// The most cells per axis Cairn samples: a request of 10⁴ × 10⁴ (10⁸ function calls and
    /// facets) is capped to 128 × 128 (16,384 facets), with a diagnostic.
    static let maxCells = 128

    init<Content: Chart3DContent>(content: Content, settings: ChartSettings, settings3D: Chart3DSettings, cells: Int = Chart3DScene.defaultCells) {
        // Step 1.
        var items: [Chart3DItem] = []
        collectItems(content, into: &items)
        if items.count >= Chart3DItem.limit { diagnostics.append("Chart3D: only the first \(Chart3DItem.limit) items are drawn") }
        var cellCount = cells
        if cellCount > Self.maxCells || cellCount < 1 {
            diagnostics.append("Chart3D: \(cells) × \(cells) surface cells requested; drawn with \(min(max(cellCount, 1), Self.maxCells)) × \(min(max(cellCount, 1), Self.maxCells))")
            cellCount = min(max(cellCount, 1), Self.maxCells)
        }
        var functions: [(@Sendable (Double, Double) -> Double, Chart3DAttributes)] = []
        var pending: [Mark] = []
        for item in items {
            switch item.kind {
            case .surface(let f): functions.append((f, item.attributes))
            case .mark(let values):
                guard let values else { diagnostics.append("Chart3D: a mark made with a 2D initializer has no z value; use init(x:y:z:)"); continue }
                switch values.spans() {
                case .success(let spans): pending.append(Mark(kind: values.kind, spans: spans, attributes: item.attributes))
                case .failure(.notFinite): diagnostics.append("Chart3D: a mark with a NaN or infinite value is not drawn")
                case .failure(.notNumeric): diagnostics.append("Chart3D: 3D marks plot numbers only; a mark with a category or date is not drawn")
                case .failure(.shape(let kind, let ranges)):
                    diagnostics.append("Chart3D: a 3D \(kind) mark with \(ranges) range(s) is not drawn (Apple: a point has none, a rule one, a rectangle two)")
                }
            }
        }
        // Step 2.
        x = resolve(settings.x.domain, data: pending.map { $0.spans[0] }, axis: "x")
        z = resolve(settings3D.zDomain, data: pending.map { $0.spans[2] }, axis: "z")
        // Step 3.
        var ys: [(Double, Double)] = pending.map { $0.spans[1] }
        for (f, attributes) in functions {
            var values: [[Double]] = []
            values.reserveCapacity(cellCount + 1)
            var undefined = 0
            for i in 0...cellCount {
                let xv = x.0 + (x.1 - x.0) * Double(i) / Double(cellCount)
                var row: [Double] = []
                row.reserveCapacity(cellCount + 1)
                for k in 0...cellCount {
                    let zv = z.0 + (z.1 - z.0) * Double(k) / Double(cellCount)
                    let v = f(xv, zv)
                    if v.isFinite { ys.append((v, v)) } else { undefined += 1 }
                    row.append(v.isFinite ? v : .nan)
                }
                values.append(row)
            }
            if undefined > 0 { diagnostics.append("SurfacePlot: the function is NaN or infinite at \(undefined) of \((cellCount + 1) * (cellCount + 1)) samples; facets touching them are not drawn") }
            surfaces.append(Surface(values: values, attributes: attributes))
        }
        // Step 4.
        y = resolve(settings.y.domain, data: ys, axis: "y")
        // Step 5.
        marks = pending
        for (axis, type) in [("x", settings.x.type), ("y", settings.y.type), ("z", settings3D.zType)] where type != nil && type != .linear {
            diagnostics.append("Chart3D: the \(axis) scale is drawn linearly (Cairn's 3D charts have linear scales only)")
        }
        if !settings3D.pose.isFinite { diagnostics.append("Chart3D: the pose has a NaN or infinite angle; drawn from Chart3DPose.default") }
    }

    /// An axis's domain: an explicit numeric range (its ends ordered; equal ends widen as a 2D
    /// chart's do), else the data's extent with zero included unless
    /// `.automatic(includesZero: false)`, widened to nice numbers; −1…1 without data.
    private mutating func resolve(_ setting: DomainSetting, data: [(Double, Double)], axis: String) -> (Double, Double) {
        var includesZero = true
        switch setting {
        case .range(let a, let b):
            if a.isFinite, b.isFinite {
                return a == b ? NiceScale.niceDomain(a, b) : (min(a, b), max(a, b))
            }
            diagnostics.append("Chart3D: the \(axis) domain \(a)...\(b) is not finite; the data's is used")
        case .categories:
            diagnostics.append("Chart3D: a categorical \(axis) domain is not supported in 3D; the data's is used")
        case .automatic(let zero, _):
            includesZero = zero ?? true
        }
        guard var lo = data.map(\.0).min(), var hi = data.map(\.1).max() else { return (-1, 1) }
        if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
        return NiceScale.niceDomain(lo, hi)
    }

    /// A data point's position in the cube (each domain onto −0.5…0.5).
    func cube(_ xv: Double, _ yv: Double, _ zv: Double) -> Vec3 {
        func unit(_ v: Double, _ d: (Double, Double)) -> Double { d.1 > d.0 ? (v - d.0) / (d.1 - d.0) - 0.5 : 0 }
        return Vec3(x: unit(xv, x), y: unit(yv, y), z: unit(zv, z))
    }
}
