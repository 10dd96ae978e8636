import CairnGeometry
import Foundation

/// A mesh gradient resolved for drawing: its vertices in the coordinate space of the item
/// that paints it, and its colours resolved (see `MeshGradient`).
public struct MeshPaint: Equatable, Sendable {
    /// A vertex and the control points of its four edges, in user space.
    public struct Vertex: Equatable, Sendable {
        /// The vertex itself.
        public var position: CGPoint
        /// The control point of the edge to the left neighbour.
        public var leading: CGPoint
        /// The control point of the edge to the neighbour above.
        public var top: CGPoint
        /// The control point of the edge to the right neighbour.
        public var trailing: CGPoint
        /// The control point of the edge to the neighbour below.
        public var bottom: CGPoint
        /// A vertex with its control points.
        public init(position: CGPoint, leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint) {
            self.position = position; self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
        }
    }

    /// One bicubic Bézier patch ready for Cairo: a 4 × 4 tensor-product control net, row by
    /// row (row 0 is the top edge, column 0 the left edge), and its corner colours in Cairo's
    /// order: top-left, top-right, bottom-right, bottom-left.
    public struct Patch: Equatable, Sendable {
        /// The 16 control points, `points[row * 4 + column]`.
        public var points: [CGPoint]
        /// The colours at the four corners.
        public var colors: [Color.Resolved]

        /// The four quarters of this patch (exact pieces of its surface, split at u = v =
        /// 0.5), with the corner colours bilinearly interpolated as a mesh pattern draws them:
        /// drawn together they are this patch.
        package func quarters() -> [Patch] {
            func mix(_ a: Color.Resolved, _ b: Color.Resolved, _ t: Double) -> Color.Resolved {
                Color.Resolved(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                               blue: a.blue + (b.blue - a.blue) * t, opacity: a.opacity + (b.opacity - a.opacity) * t)
            }
            func at(_ u: Double, _ v: Double) -> Color.Resolved {
                mix(mix(colors[0], colors[1], u), mix(colors[3], colors[2], u), v)
            }
            var out: [Patch] = []
            for (v0, v1) in [(0.0, 0.5), (0.5, 1.0)] {
                let rows = MeshPaint.subnet(points, v0: v0, v1: v1)
                for (u0, u1) in [(0.0, 0.5), (0.5, 1.0)] {
                    out.append(Patch(points: MeshPaint.subnet(rows, u0: u0, u1: u1),
                                     colors: [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]))
                }
            }
            return out
        }
    }

    /// Unit coordinates beyond this magnitude are clamped (a point at 1e30 would make a patch
    /// Cairo cannot rasterise; 64 bounds' widths away is far outside anything painted).
    package static let maximumUnitCoordinate = 64.0

    /// Vertices per row (0 when the mesh has no patch: only the background is drawn).
    public var width: Int
    /// Vertices per column.
    public var height: Int
    /// `width × height` vertices, row by row.
    public var vertices: [Vertex]
    /// `width × height` colours.
    public var colors: [Color.Resolved]
    /// What fills the painted area outside the mesh.
    public var background: Color.Resolved
    /// Cubic (true) or per-patch bilinear (false) colour interpolation.
    public var smoothsColors: Bool
    /// The space colours are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// A resolved mesh.
    public init(width: Int, height: Int, vertices: [Vertex], colors: [Color.Resolved], background: Color.Resolved,
                smoothsColors: Bool, colorSpace: Gradient.ColorSpace) {
        self.width = width; self.height = height; self.vertices = vertices; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }

    /// Whether there is any patch (the counts match and the grid is at least 2 × 2).
    public var hasPatches: Bool { width >= 2 && height >= 2 && vertices.count == width * height && colors.count == vertices.count }

    /// Whether one bilinear patch per cell draws the colours exactly: linear interpolation in
    /// the device space, or a 2 × 2 grid (whose cubic interpolation, with Cairn's end
    /// tangents, is bilinear) in the device space.
    public var isBilinear: Bool {
        colorSpace == .device && (!smoothsColors || (width == 2 && height == 2))
    }

    /// A copy with every colour's opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> MeshPaint {
        var copy = self
        func fade(_ c: Color.Resolved) -> Color.Resolved {
            Color.Resolved(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity * factor)
        }
        copy.colors = colors.map(fade)
        copy.background = fade(background)
        return copy
    }

    // MARK: - Colours

    /// The colour at parameter `(u, v)` of cell `(i, j)` (u, v in 0...1), as the mesh
    /// interpolates it.
    ///
    /// Bilinear: the four corners mixed by (1−u)(1−v), u(1−v), uv, (1−u)v. Smooth (Apple:
    /// "another set of cubic curves derived from how the colors change between neighbors"):
    /// a cubic Hermite curve along each row through the cell's two columns, whose tangents
    /// are Catmull-Rom's (half the difference of the two neighbours; at an edge the
    /// difference to the only neighbour, so two vertices give a straight line), then the same
    /// along the column through the rows' values. Apple publishes no formula: Cairn's
    /// estimate, exact at the vertices and bilinear on a 2 × 2 mesh. In `.perceptual` the
    /// interpolation runs on Oklab components.
    /// (`ColorField` computes it; build one field to evaluate many points.)
    public func color(cell i: Int, _ j: Int, u: Double, v: Double) -> Color.Resolved {
        let field = ColorField(self)
        return field.resolved(field.components(cell: i, j, u: u, v: v))
    }

    /// The mesh's colours prepared for evaluating many points: the components (Oklab in
    /// `.perceptual`) and the Catmull-Rom tangents along each row, computed once. It gives
    /// what `color(cell:_:u:v:)` gives, for as many points as a rasteriser or `patches` asks.
    package struct ColorField: Sendable {
        let width: Int, height: Int
        let smooth: Bool, lab: Bool
        let values: [SIMD4<Double>]
        let tangents: [SIMD4<Double>]

        /// The field of `mesh` (which must have patches).
        package init(_ mesh: MeshPaint) {
            width = mesh.width; height = mesh.height
            smooth = mesh.smoothsColors; lab = mesh.colorSpace == .perceptual
            let lab = self.lab
            let values = mesh.colors.map { c -> SIMD4<Double> in
                if lab {
                    let o = Oklab(c)
                    return SIMD4(o.l, o.a, o.b, c.opacity)
                }
                return SIMD4(c.red, c.green, c.blue, c.opacity)
            }
            self.values = values
            let (w, h) = (mesh.width, mesh.height)
            var tangents = [SIMD4<Double>](repeating: .zero, count: values.count)
            if w >= 2 {
                for y in 0..<h {
                    for x in 0..<w {
                        let k = y * w + x
                        if x == 0 {
                            tangents[k] = values[k + 1] - values[k]
                        } else if x == w - 1 {
                            tangents[k] = values[k] - values[k - 1]
                        } else {
                            tangents[k] = (values[k + 1] - values[k - 1]) * 0.5
                        }
                    }
                }
            }
            self.tangents = tangents
        }

        /// The interpolated components at `(u, v)` of cell `(i, j)`, in the field's space.
        package func components(cell i: Int, _ j: Int, u: Double, v: Double) -> SIMD4<Double> {
            if !smooth {
                let top = values[j * width + i] * (1 - u) + values[j * width + i + 1] * u
                let bottom = values[(j + 1) * width + i] * (1 - u) + values[(j + 1) * width + i + 1] * u
                return top * (1 - v) + bottom * v
            }
            func row(_ y: Int) -> SIMD4<Double> {
                let k = y * width + i
                return MeshPaint.hermite(values[k], values[k + 1], tangents[k], tangents[k + 1], u)
            }
            let p0 = row(j), p1 = row(j + 1)
            let m0 = j == 0 ? p1 - p0 : (p1 - row(j - 1)) * 0.5
            let m1 = j + 1 == height - 1 ? p1 - p0 : (row(j + 2) - p0) * 0.5
            return MeshPaint.hermite(p0, p1, m0, m1, v)
        }

        /// Bounds on the second derivatives of the colour across cell `(i, j)`, along u and
        /// along v (components per cell², largest channel): a piece 1/n of the cell wide
        /// strays from the straight line through its ends by at most the bound / (8 n²).
        /// Zero without smooth colours (bilinear is exact). Along v the bound is taken on
        /// the cell's two side columns, whose curves are the vertices' own.
        package func curvature(cell i: Int, _ j: Int) -> (u: Double, v: Double) {
            guard smooth else { return (0, 0) }
            // The second derivative of a Hermite cubic is linear: largest at an end.
            func bound(_ p0: SIMD4<Double>, _ p1: SIMD4<Double>, _ m0: SIMD4<Double>, _ m1: SIMD4<Double>) -> Double {
                let start = (p1 - p0) * 6 - m0 * 4 - m1 * 2, end = (p0 - p1) * 6 + m0 * 2 + m1 * 4
                func largest(_ d: SIMD4<Double>) -> Double { max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) }
                return max(largest(start), largest(end))
            }
            var u = 0.0, v = 0.0
            for y in [j, j + 1] {
                let k = y * width + i
                u = max(u, bound(values[k], values[k + 1], tangents[k], tangents[k + 1]))
            }
            for x in [i, i + 1] {
                func value(_ y: Int) -> SIMD4<Double> { values[y * width + x] }
                func tangent(_ y: Int) -> SIMD4<Double> {
                    if y == 0 { return value(1) - value(0) }
                    if y == height - 1 { return value(y) - value(y - 1) }
                    return (value(y + 1) - value(y - 1)) * 0.5
                }
                v = max(v, bound(value(j), value(j + 1), tangent(j), tangent(j + 1)))
            }
            return (u.isFinite ? u : 0, v.isFinite ? v : 0)
        }

        /// The largest change of any channel between two corners of cell `(i, j)` that share
        /// an edge (straight sRGB, or Oklab in `.perceptual`).
        package func slope(cell i: Int, _ j: Int) -> Double {
            let a = values[j * width + i], b = values[j * width + i + 1]
            let c = values[(j + 1) * width + i], d = values[(j + 1) * width + i + 1]
            var largest = 0.0
            for (p, q) in [(a, b), (b, d), (d, c), (c, a)] {
                let e = p - q
                largest = max(largest, abs(e.x), abs(e.y), abs(e.z), abs(e.w))
            }
            return largest.isFinite ? largest : 0
        }

        /// Whether the colour across a cell is one bicubic polynomial of (u, v) in sRGB
        /// components (smooth colours in the device space), which `bicubic(cell:_:)` gives.
        package var isBicubic: Bool { smooth && !lab }

        /// The colour across cell `(i, j)` as a polynomial: the coefficient of u^a v^b at index
        /// 4 a + b (red, green, blue, opacity; unclamped). The Hermite rows in u, then the
        /// Hermite column of those rows in v, expanded: the same values `components` gives.
        package func bicubic(cell i: Int, _ j: Int) -> [SIMD4<Double>] {
            // A Hermite cubic's power coefficients (1, t, t², t³) from its ends and tangents.
            func power(_ p0: SIMD4<Double>, _ p1: SIMD4<Double>, _ m0: SIMD4<Double>, _ m1: SIMD4<Double>) -> [SIMD4<Double>] {
                [p0, m0, p1 * 3 - p0 * 3 - m0 * 2 - m1, p0 * 2 - p1 * 2 + m0 + m1]
            }
            func row(_ y: Int) -> [SIMD4<Double>] {
                let k = y * width + i
                return power(values[k], values[k + 1], tangents[k], tangents[k + 1])
            }
            func combine(_ a: [SIMD4<Double>], _ b: [SIMD4<Double>], _ f: Double) -> [SIMD4<Double>] { zip(a, b).map { ($0 - $1) * f } }
            let r0 = row(j), r1 = row(j + 1)
            let m0 = j == 0 ? combine(r1, r0, 1) : combine(r1, row(j - 1), 0.5)
            let m1 = j + 1 == height - 1 ? combine(r1, r0, 1) : combine(row(j + 2), r0, 0.5)
            // h00, h10, h01, h11 in powers of v.
            let h: [[Double]] = [[1, 0, -3, 2], [0, 1, -2, 1], [0, 0, 3, -2], [0, 0, -1, 1]]
            var out = [SIMD4<Double>](repeating: .zero, count: 16)
            for a in 0..<4 {
                for b in 0..<4 {
                    out[4 * a + b] = r0[a] * h[0][b] + m0[a] * h[1][b] + r1[a] * h[2][b] + m1[a] * h[3][b]
                }
            }
            return out
        }

        /// The straight sRGB colour (red, green, blue, opacity) of `components`, each in 0...1
        /// as `Color.Resolved` keeps it.
        package func rgba(_ components: SIMD4<Double>) -> SIMD4<Double> {
            let c = resolved(components)
            return SIMD4(c.red, c.green, c.blue, c.opacity)
        }

        /// The colour of `components`.
        package func resolved(_ components: SIMD4<Double>) -> Color.Resolved {
            lab ? Oklab(l: components.x, a: components.y, b: components.z).resolved(opacity: components.w)
                : Color.Resolved(red: components.x, green: components.y, blue: components.z, opacity: components.w)
        }
    }

    /// The cubic Hermite curve from `p0` (tangent `m0`) to `p1` (tangent `m1`) at `t`.
    static func hermite(_ p0: SIMD4<Double>, _ p1: SIMD4<Double>, _ m0: SIMD4<Double>, _ m1: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        return p0 * h00 + m0 * h10 + p1 * h01 + m1 * h11
    }

    // MARK: - Patches

    /// The tensor-product control net of cell `(i, j)`, nil when a point is not finite.
    ///
    /// The edges are Apple's: from a vertex to its right neighbour through its trailing and
    /// the neighbour's leading control point, down through bottom and top. The four inner
    /// points are the Coons patch's (Cairo's formula for a patch whose inner points are not
    /// set, which makes the bicubic patch equal to the Coons patch of its edges).
    public func controlNet(cell i: Int, _ j: Int) -> [CGPoint]? {
        let a = vertices[j * width + i], b = vertices[j * width + i + 1]
        let c = vertices[(j + 1) * width + i], d = vertices[(j + 1) * width + i + 1]
        var p = [CGPoint](repeating: .zero, count: 16)
        p[0] = a.position; p[1] = a.trailing; p[2] = b.leading; p[3] = b.position
        p[4] = a.bottom; p[7] = b.bottom
        p[8] = c.top; p[11] = d.top
        p[12] = c.position; p[13] = c.trailing; p[14] = d.leading; p[15] = d.position
        for q in p where !(q.x.isFinite && q.y.isFinite) { return nil }
        func at(_ r: Int, _ s: Int) -> CGPoint { p[r * 4 + s] }
        func inner(_ corner: (Int, Int), _ n1: (Int, Int), _ n2: (Int, Int), _ far1: (Int, Int), _ far2: (Int, Int),
                   _ near1: (Int, Int), _ near2: (Int, Int), _ opposite: (Int, Int)) -> CGPoint {
            func x(_ k: (Int, Int)) -> CGFloat { at(k.0, k.1).x }
            func y(_ k: (Int, Int)) -> CGFloat { at(k.0, k.1).y }
            return CGPoint(
                x: (-4 * x(corner) + 6 * (x(n1) + x(n2)) - 2 * (x(far1) + x(far2)) + 3 * (x(near1) + x(near2)) - x(opposite)) / 9,
                y: (-4 * y(corner) + 6 * (y(n1) + y(n2)) - 2 * (y(far1) + y(far2)) + 3 * (y(near1) + y(near2)) - y(opposite)) / 9)
        }
        // Cairo, cairo-mesh-pattern.c: P11 = (−4 P00 + 6 (P01 + P10) − 2 (P03 + P30) + 3 (P31 + P13) − P33) / 9, and by symmetry.
        p[5] = inner((0, 0), (0, 1), (1, 0), (0, 3), (3, 0), (3, 1), (1, 3), (3, 3))
        p[6] = inner((0, 3), (0, 2), (1, 3), (0, 0), (3, 3), (3, 2), (1, 0), (3, 0))
        p[10] = inner((3, 3), (3, 2), (2, 3), (3, 0), (0, 3), (0, 2), (2, 0), (0, 0))
        p[9] = inner((3, 0), (3, 1), (2, 0), (3, 3), (0, 0), (0, 1), (2, 3), (0, 3))
        return p
    }

    /// The patches that draw the mesh, each cell split into `subdivisions × subdivisions`
    /// sub-patches (exact pieces of the cell's Bézier surface) whose corner colours follow
    /// `color(cell:_:u:v:)`; 1 when `isBilinear`, since one patch per cell is then exact.
    public func patches(subdivisions: (Int, Int) -> Int = { _, _ in 1 }) -> [Patch] {
        guard hasPatches else { return [] }
        var out: [Patch] = []
        out.reserveCapacity((width - 1) * (height - 1))
        let field = ColorField(self)
        func color(cell i: Int, _ j: Int, u: Double, v: Double) -> Color.Resolved {
            field.resolved(field.components(cell: i, j, u: u, v: v))
        }
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                guard let net = controlNet(cell: i, j) else { continue }
                let k = max(1, min(subdivisions(i, j), 16))
                if k == 1 || isBilinear {
                    let colours = isBilinear
                        ? [colors[j * width + i], colors[j * width + i + 1], colors[(j + 1) * width + i + 1], colors[(j + 1) * width + i]]
                        : [color(cell: i, j, u: 0, v: 0), color(cell: i, j, u: 1, v: 0), color(cell: i, j, u: 1, v: 1), color(cell: i, j, u: 0, v: 1)]
                    out.append(Patch(points: net, colors: colours))
                    continue
                }
                // The colour at each sub-corner, computed once.
                var grid: [Color.Resolved] = []
                grid.reserveCapacity((k + 1) * (k + 1))
                for b in 0...k { for a in 0...k { grid.append(color(cell: i, j, u: Double(a) / Double(k), v: Double(b) / Double(k))) } }
                for b in 0..<k {
                    let rows = Self.subnet(net, v0: Double(b) / Double(k), v1: Double(b + 1) / Double(k))
                    for a in 0..<k {
                        let piece = Self.subnet(rows, u0: Double(a) / Double(k), u1: Double(a + 1) / Double(k))
                        out.append(Patch(points: piece, colors: [
                            grid[b * (k + 1) + a], grid[b * (k + 1) + a + 1], grid[(b + 1) * (k + 1) + a + 1], grid[(b + 1) * (k + 1) + a],
                        ]))
                    }
                }
            }
        }
        return out
    }

    /// The part of cubic `c` (4 points) between parameters `t0 < t1` (de Casteljau).
    static func segment(_ c: [CGPoint], _ t0: Double, _ t1: Double) -> [CGPoint] {
        func split(_ c: [CGPoint], _ t: CGFloat) -> (left: [CGPoint], right: [CGPoint]) {
            func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
            let a = mix(c[0], c[1]), b = mix(c[1], c[2]), d = mix(c[2], c[3])
            let e = mix(a, b), f = mix(b, d), g = mix(e, f)
            return ([c[0], a, e, g], [g, f, d, c[3]])
        }
        let left = t1 >= 1 ? c : split(c, CGFloat(t1)).left
        guard t0 > 0, t1 > 0 else { return left }
        return split(left, CGFloat(t0 / t1)).right
    }

    /// Rows `v0...v1` of a 4 × 4 net (each column cut).
    static func subnet(_ net: [CGPoint], v0: Double, v1: Double) -> [CGPoint] {
        var out = net
        for col in 0..<4 {
            let cut = segment([net[col], net[4 + col], net[8 + col], net[12 + col]], v0, v1)
            for r in 0..<4 { out[r * 4 + col] = cut[r] }
        }
        return out
    }

    /// Columns `u0...u1` of a 4 × 4 net (each row cut).
    static func subnet(_ net: [CGPoint], u0: Double, u1: Double) -> [CGPoint] {
        var out = net
        for r in 0..<4 {
            let cut = segment(Array(net[(r * 4)..<(r * 4 + 4)]), u0, u1)
            for col in 0..<4 { out[r * 4 + col] = cut[col] }
        }
        return out
    }
}
