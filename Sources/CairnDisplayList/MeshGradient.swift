import CairnGeometry
import Foundation

/// A two-dimensional gradient defined by a grid of positioned colours (iOS 18).
///
/// Apple's definition (`MeshGradient`): "Each vertex has a position, a color and four
/// surrounding Bezier control points (leading, top, trailing, bottom) that define the tangents
/// connecting the vertex with its four neighboring vertices. […] When rendering, a tessellated
/// sequence of Bezier patches are created, and vertex colors are interpolated across each
/// patch, either linearly, or via another set of cubic curves derived from how the colors
/// change between neighbors." Positions are unit points of the filled bounds: (0, 0) is the
/// top-left corner, (1, 1) the bottom-right.
///
/// ```swift
/// MeshGradient(width: 3, height: 3, points: [
///     [0, 0], [0.5, 0], [1, 0],
///     [0, 0.5], [0.5, 0.5], [1, 0.5],
///     [0, 1], [0.5, 1], [1, 1],
/// ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
/// ```
///
/// How Cairn draws it (`MeshPaint`): every cell of the grid is a bicubic Bézier patch (Cairo's
/// mesh pattern, exact in PNG and PDF; SVG, which has no mesh, gets a raster at 2 pixels per
/// point). With `points:`, the control points Apple leaves implicit are Catmull-Rom tangents
/// (a third of the way to each neighbour on a regular grid, so a regular grid has straight,
/// evenly parametrised edges: Cairn's estimate). A mesh whose counts do not match
/// `width × height`, or with fewer than 2 × 2 vertices, draws its background only and reports
/// a diagnostic; patches touching a non-finite point are left out.
public struct MeshGradient: Hashable, Sendable {
    /// A vertex with explicit Bézier control points (Apple: `MeshGradient.BezierPoint`).
    public struct BezierPoint: Hashable, Sendable {
        /// The vertex's position, a unit point of the bounds.
        public var position: SIMD2<Float>
        /// The control point of the edge towards the vertex on the left.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the vertex above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the edge towards the vertex on the right.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the vertex below.
        public var bottomControlPoint: SIMD2<Float>
        /// A vertex at `position` with its four control points (absolute unit points).
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The vertices' locations: plain points (implicit control points) or Bézier points.
    public enum Locations: Hashable, Sendable {
        /// Positions only; the control points are derived from the neighbours.
        case points([SIMD2<Float>])
        /// Positions with explicit control points.
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours.
    public enum Colors: Hashable, Sendable {
        /// Colours, resolved in the environment's colour scheme when drawn.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// The number of vertices per row.
    public var width: Int
    /// The number of vertices per column.
    public var height: Int
    /// The `width × height` vertex locations, row by row from the top-left.
    public var locations: Locations
    /// The `width × height` vertex colours, in the order of `locations`.
    public var colors: Colors
    /// The colour that fills every point of the bounds the mesh does not cover.
    public var background: Color
    /// Whether colours follow cubic curves across the mesh (true) or are interpolated
    /// linearly in each patch (false).
    public var smoothsColors: Bool
    /// The space the colours are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width × height` vertices at `locations` with `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height
        self.locations = locations; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }

    /// A mesh of `width × height` coloured points (unit points of the bounds, row by row).
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width × height` points with resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width × height` Bézier points (explicit control points) with colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width × height` Bézier points with resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The number of vertices `width × height` asks for, nil when it overflows or either is
    /// below 2 (no patch).
    package var vertexCount: Int? {
        guard width >= 2, height >= 2 else { return nil }
        let (n, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? nil : n
    }

    var locationCount: Int {
        switch locations {
        case .points(let p): return p.count
        case .bezierPoints(let p): return p.count
        }
    }

    var colorCount: Int {
        switch colors {
        case .colors(let c): return c.count
        case .resolvedColors(let c): return c.count
        }
    }

    /// What Cairn corrects in this mesh, for `ViewLayout.diagnostics` (`owner` names the API).
    package func inputDiagnostics(owner: String) -> [String] {
        guard let n = vertexCount else {
            return ["\(owner): MeshGradient(width: \(width), height: \(height)) has no patch (each needs at least 2 vertices); only its background is drawn."]
        }
        var messages: [String] = []
        if locationCount != n || colorCount != n {
            messages.append("\(owner): MeshGradient(width: \(width), height: \(height)) needs \(n) points and \(n) colors, got \(locationCount) and \(colorCount); only its background is drawn.")
            return messages
        }
        let positions: [SIMD2<Float>]
        switch locations {
        case .points(let p): positions = p
        case .bezierPoints(let p): positions = p.map(\.position)
        }
        let bad = positions.lazy.filter { !($0.x.isFinite && $0.y.isFinite) }.count
        if bad > 0 { messages.append("\(owner): MeshGradient has \(bad) non-finite point(s); the patches around them are not drawn.") }
        let huge = positions.lazy.filter { $0.x.isFinite && $0.y.isFinite && Double(max(abs($0.x), abs($0.y))) > MeshPaint.maximumUnitCoordinate }.count
        if huge > 0 { messages.append("\(owner): MeshGradient has \(huge) point(s) beyond ±\(Int(MeshPaint.maximumUnitCoordinate)) (unit coordinates); they are clamped.") }
        return messages
    }

    /// The vertices in unit coordinates with their control points (implicit ones derived as
    /// Catmull-Rom tangents: a sixth of the vector between the two neighbours, a third of the
    /// way to the only neighbour at an edge). Empty when the counts do not match.
    package func unitVertices() -> [MeshPaint.Vertex] {
        guard let n = vertexCount, locationCount == n else { return [] }
        func cg(_ p: SIMD2<Float>) -> CGPoint {
            func clamp(_ v: Float) -> CGFloat {
                guard v.isFinite else { return CGFloat(v) }
                return CGFloat(min(max(Double(v), -MeshPaint.maximumUnitCoordinate), MeshPaint.maximumUnitCoordinate))
            }
            return CGPoint(x: clamp(p.x), y: clamp(p.y))
        }
        switch locations {
        case .bezierPoints(let points):
            return points.map {
                MeshPaint.Vertex(position: cg($0.position), leading: cg($0.leadingControlPoint), top: cg($0.topControlPoint),
                                 trailing: cg($0.trailingControlPoint), bottom: cg($0.bottomControlPoint))
            }
        case .points(let raw):
            let p = raw.map(cg)
            func at(_ i: Int, _ j: Int) -> CGPoint { p[j * width + i] }
            // The tangent (per unit of index) along one direction at index k of n.
            func tangent(_ k: Int, _ count: Int, _ point: (Int) -> CGPoint) -> CGPoint {
                let a = point(max(k - 1, 0)), b = point(min(k + 1, count - 1))
                let span = CGFloat(min(k + 1, count - 1) - max(k - 1, 0))
                return CGPoint(x: (b.x - a.x) / span, y: (b.y - a.y) / span)
            }
            var out: [MeshPaint.Vertex] = []
            out.reserveCapacity(n)
            for j in 0..<height {
                for i in 0..<width {
                    let c = at(i, j)
                    let tu = tangent(i, width) { at($0, j) }, tv = tangent(j, height) { at(i, $0) }
                    out.append(MeshPaint.Vertex(
                        position: c,
                        leading: CGPoint(x: c.x - tu.x / 3, y: c.y - tu.y / 3), top: CGPoint(x: c.x - tv.x / 3, y: c.y - tv.y / 3),
                        trailing: CGPoint(x: c.x + tu.x / 3, y: c.y + tu.y / 3), bottom: CGPoint(x: c.x + tv.x / 3, y: c.y + tv.y / 3)))
                }
            }
            return out
        }
    }

    /// The resolved mesh in `bounds`, its colours resolved in `scheme`.
    package func resolved(in bounds: CGRect, scheme: ColorScheme) -> MeshPaint {
        let background = self.background.resolve(in: scheme)
        let vertices = unitVertices()
        let resolvedColors: [Color.Resolved]
        switch colors {
        case .colors(let c): resolvedColors = c.map { $0.resolve(in: scheme) }
        case .resolvedColors(let c): resolvedColors = c
        }
        guard let n = vertexCount, vertices.count == n, resolvedColors.count == n else {
            return MeshPaint(width: 0, height: 0, vertices: [], colors: [], background: background,
                             smoothsColors: smoothsColors, colorSpace: colorSpace)
        }
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
        let placed = vertices.map {
            MeshPaint.Vertex(position: map($0.position), leading: map($0.leading), top: map($0.top),
                             trailing: map($0.trailing), bottom: map($0.bottom))
        }
        return MeshPaint(width: width, height: height, vertices: placed, colors: resolvedColors, background: background,
                         smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// This mesh `t` of the way from `from` towards it, vertex by vertex and colour by colour;
    /// nil (no interpolation: the new mesh at once) when the grids differ in size.
    package func interpolated(from: MeshGradient, _ t: Double) -> MeshGradient? {
        guard width == from.width, height == from.height, let n = vertexCount,
              locationCount == n, from.locationCount == n, colorCount == n, from.colorCount == n else { return nil }
        let a = from.unitVertices(), b = unitVertices()
        func lerp(_ p: CGPoint, _ q: CGPoint) -> SIMD2<Float> {
            SIMD2(Float(p.x + (q.x - p.x) * t), Float(p.y + (q.y - p.y) * t))
        }
        let points = zip(a, b).map { p, q in
            BezierPoint(position: lerp(p.position, q.position), leadingControlPoint: lerp(p.leading, q.leading),
                        topControlPoint: lerp(p.top, q.top), trailingControlPoint: lerp(p.trailing, q.trailing),
                        bottomControlPoint: lerp(p.bottom, q.bottom))
        }
        let colors = zip(from.colorList, colorList).map { Self.mix($0, $1, t) }
        var copy = self
        // Plain points stay plain when both ends are plain (their tangents are linear in them).
        if case .points = locations, case .points = from.locations {
            copy.locations = .points(points.map(\.position))
        } else {
            copy.locations = .bezierPoints(points)
        }
        copy.colors = .colors(colors)
        copy.background = Self.mix(from.background, background, t)
        return copy
    }

    /// The colours as `Color` values (resolved ones are the same in both schemes).
    private var colorList: [Color] {
        switch colors {
        case .colors(let c): return c
        case .resolvedColors(let c): return c.map { Color($0) }
        }
    }

    /// `b` moved `t` of the way from `a`, in the light and in the dark appearance.
    private static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func mix(_ p: Color.Resolved, _ q: Color.Resolved) -> Color.Resolved {
            Color.Resolved(red: p.red + (q.red - p.red) * t, green: p.green + (q.green - p.green) * t,
                           blue: p.blue + (q.blue - p.blue) * t, opacity: p.opacity + (q.opacity - p.opacity) * t)
        }
        return Color(light: mix(a.resolve(in: .light), b.resolve(in: .light)), dark: mix(a.resolve(in: .dark), b.resolve(in: .dark)))
    }
}

extension MeshGradient: ShapeStyle, PaintResolvable {
    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        .meshGradient(resolved(in: context.bounds, scheme: context.colorScheme))
    }
}
