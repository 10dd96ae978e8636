import CairnGeometry
import Foundation

/// Stroke outlines.
extension Path {
    /// How far the flattened centre line may stray from the curves, in points.
    private static let strokeTolerance: CGFloat = 0.02

    /// The outline of this path stroked with `style`, as a path to fill with the non-zero
    /// winding rule.
    ///
    /// The outline is a union of overlapping, consistently oriented convex pieces rather than
    /// one contour: a quadrilateral per flattened segment, a wedge or disc per join, and the
    /// caps. Filled with the non-zero rule (SwiftUI's default) the pieces add up to exactly the
    /// stroke Core Graphics draws, and `contains` and `boundingRect` of the result answer
    /// correctly. Curves are flattened within 0.02 pt first.
    ///
    /// Steps: 1. flatten each subpath to a polyline; 2. cut it into dashes; 3. for each
    /// polyline emit segment bodies, joins (at curve-interior vertices a plain miter wedge,
    /// since the turn there is tiny) and caps.
    ///
    /// Matches Core Graphics on: line width (zero, negative or non-finite → empty path),
    /// butt/round/square caps, miter joins falling back to bevel when the miter length
    /// exceeds `miterLimit × lineWidth`, round and bevel joins, dash patterns (restarted at
    /// each subpath, shifted by `dashPhase`), dots for zero-length subpaths with round or
    /// square caps. A dash pattern so fine that the path would hold more than
    /// `StrokeStyle.maximumDashCycles` cycles is scaled up to that many (bounded work).
    /// Differs: the result is a union of pieces, not a single clean contour, so
    /// filling it with the even-odd rule gives holes where pieces overlap.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let width = style.lineWidth
        guard width > 0, width.isFinite, !isEmpty else { return Path() }
        // Dashes per path length are bounded (StrokeStyle+Bounds.swift).
        let style = style.boundingDashes(forLength: controlPolygonLength).style
        var builder = StrokeBuilder(halfWidth: width / 2, style: style)
        // Step 1: flatten.
        let polylines = strokePolylines(tolerance: Self.strokeTolerance)
        // Step 2: dash.
        let pattern = Polyline.dashPattern(style.dash)
        for line in polylines {
            let pieces = pattern.map { line.dashed(pattern: $0, phase: style.dashPhase) } ?? [line]
            // Step 3: outline.
            for piece in pieces { builder.add(piece) }
        }
        return builder.path
    }
}

/// Emits the convex pieces whose non-zero union is a stroke. Every piece is added with a
/// positive signed area (clockwise on a y-down screen), so overlaps never cancel.
private struct StrokeBuilder {
    let halfWidth: CGFloat
    let style: StrokeStyle
    var path = Path()

    init(halfWidth: CGFloat, style: StrokeStyle) {
        self.halfWidth = halfWidth
        self.style = style
    }

    mutating func add(_ line: Polyline) {
        let pts = line.points
        guard let first = pts.first else { return }
        if pts.count == 1 {
            addDot(at: first, direction: line.direction)
            return
        }
        let n = pts.count
        let edges = line.edgeCount
        // Bodies.
        for e in 0..<edges {
            let a = pts[e], b = pts[(e + 1) % n]
            guard let d = (b - a).normalized else { continue }
            let off = d.perpendicular * halfWidth
            addPolygon([a + off, b + off, b - off, a - off])
        }
        // Joins: at interior vertices, and at every vertex of a closed polyline.
        let joinVertices = line.isClosed ? Array(0..<n) : Array(1..<max(n - 1, 1))
        for v in joinVertices {
            let prev = pts[(v + n - 1) % n], here = pts[v], next = pts[(v + 1) % n]
            guard let d0 = (here - prev).normalized, let d1 = (next - here).normalized else { continue }
            addJoin(at: here, incoming: d0, outgoing: d1, smooth: line.smooth[v])
        }
        // Caps.
        if !line.isClosed {
            if let d = (pts[1] - pts[0]).normalized { addCap(at: pts[0], outward: -d) }
            if let d = (pts[n - 1] - pts[n - 2]).normalized { addCap(at: pts[n - 1], outward: d) }
        }
    }

    /// A join between two edges meeting at `p`, on the outer side of the turn.
    mutating func addJoin(at p: CGPoint, incoming d0: CGPoint, outgoing d1: CGPoint, smooth: Bool) {
        let cross = d0.cross(d1), dot = d0.dot(d1)
        if abs(cross) < 1e-12 && dot > 0 { return }  // straight on
        // The outer side is opposite to the turn.
        let side: CGFloat = cross > 0 ? -1 : 1
        let a = p + d0.perpendicular * (side * halfWidth)
        let b = p + d1.perpendicular * (side * halfWidth)
        let turn = abs(atan2(cross, dot))  // 0...π
        // Inside flattened curves turns are tiny: a miter wedge follows the curve's offset.
        let join: CGLineJoin = smooth && turn < 0.35 ? .miter : style.lineJoin
        switch join {
        case .round:
            addDisc(at: p)
        case .bevel:
            addPolygon([p, a, b])
        case .miter:
            // Miter length / line width = 1 / sin(interior / 2) = 1 / cos(turn / 2).
            let half = turn / 2
            let ratio = 1 / cos(half)
            let limit = smooth ? CGFloat.infinity : style.miterLimit
            guard ratio.isFinite, ratio <= limit, let bisector = (a + b - 2 * p).normalized else {
                addPolygon([p, a, b])
                return
            }
            let tip = p + bisector * (halfWidth * ratio)
            addPolygon([p, a, tip, b])
        }
    }

    /// A cap at an open end `p`; `outward` points away from the line.
    mutating func addCap(at p: CGPoint, outward d: CGPoint) {
        switch style.lineCap {
        case .butt:
            return
        case .round:
            addDisc(at: p)
        case .square:
            let off = d.perpendicular * halfWidth, ext = d * halfWidth
            addPolygon([p + off, p + off + ext, p - off + ext, p - off])
        }
    }

    /// A zero-length piece: a disc (round caps), a square aligned with `direction` (square
    /// caps), or nothing (butt caps).
    mutating func addDot(at p: CGPoint, direction: CGPoint) {
        switch style.lineCap {
        case .butt:
            return
        case .round:
            addDisc(at: p)
        case .square:
            let d = direction.normalized ?? CGPoint(x: 1, y: 0)
            let off = d.perpendicular * halfWidth, ext = d * halfWidth
            addPolygon([p - ext + off, p + ext + off, p + ext - off, p - ext - off])
        }
    }

    mutating func addDisc(at p: CGPoint) {
        // Path.addEllipse runs towards increasing angles: positive signed area.
        path.addEllipse(in: CGRect(x: p.x - halfWidth, y: p.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
    }

    /// Adds a convex polygon with positive orientation; degenerate ones are skipped.
    mutating func addPolygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices {
            area += points[i].cross(points[(i + 1) % points.count])
        }
        guard abs(area) > 1e-12, area.isFinite else { return }
        path.addLines(area > 0 ? points : points.reversed())
        path.closeSubpath()
    }
}
