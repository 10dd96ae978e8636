import CairnGeometry
import Foundation

/// Bounded geometry for renderers: a path reaching far outside the canvas is reduced to
/// what can change the canvas.
extension Path {
    /// The deepest a segment near `box` is subdivided by `clamped(to:)`.
    private static let maximumSplitDepth = 80

    /// This path with every part far outside `box` pushed onto the box's border, so a
    /// renderer never sees coordinates much larger than the box, with the same winding
    /// number at every point inside `box` (same fill, same clip there).
    ///
    /// Steps (Skia's edge clipper does the same in spirit):
    /// 1. A path whose bounds lie within `box` is returned as it is.
    /// 2. Each segment whose control points all lie beyond one side of `box` (all right of
    ///    it, say) becomes a line between its end points projected onto that side. The
    ///    straight homotopy from a point to its projection never enters the box, so winding
    ///    numbers inside the box do not change.
    /// 3. A line is cut where it crosses the box's four edge lines (at most 4 cuts): each
    ///    piece then lies in one cell of the 3×3 grid those lines make, so it is inside the
    ///    box or wholly beyond one side (step 2). A curve crossing near the box but much
    ///    larger than it is split in halves (de Casteljau) until its pieces are either wholly
    ///    beyond one side, or no larger than the box's size (at most `maximumSplitDepth`
    ///    levels).
    /// 4. Where a clamped piece meets an unclamped one, a short line joins the projection
    ///    to the original point; it lies beyond the same side, outside the box.
    /// 5. Consecutive lines along one border line become one line, and a subpath lying
    ///    wholly on one border line is dropped: moving a path within a line that never
    ///    enters the box changes no winding number inside it. (A huge stroke's outline of
    ///    millions of pieces, most of them pushed onto the border, shrinks to what crosses
    ///    the box.)
    ///
    /// For a stroke, pass the visible area expanded by more than the stroke's reach (half
    /// the line width times the miter limit): pieces on the border then draw nothing inside.
    ///
    /// `positivePieces`: the path is a union of pieces that each wind +1 (or each −1), as a
    /// stroke outline is (`strokedPath`), filled with the non-zero rule. Then a piece that
    /// covers the whole box covers everything the path fills there, and the result is the
    /// box itself (a huge stroke's outline stops at its first piece over the box).
    package func clamped(to box: CGRect, positivePieces: Bool = false) -> Path {
        guard !isEmpty, box.isFinite, box.width >= 0, box.height >= 0 else { return self }
        let bounds = controlPointBounds
        guard !box.contains(bounds) else { return self }
        let limit = max(box.width, box.height, 1)
        var out = Path()
        var sub = Path()  // the subpath being built (step 5)
        var onBorder = BorderLines.all  // the border lines every point of `sub` lies on
        // Whether every edge of `sub` (its closing edge too) runs along one border line, so
        // `sub` stays outside the box's interior and winds the same around all of it.
        var edgesOnBorder = true
        var subStart: CGPoint?
        var coversBox = false  // `positivePieces` only: a piece covers the box
        var emitted: CGPoint?  // the output's current point; nil before a subpath starts
        var lineStart: CGPoint?  // where `sub`'s last element, a line, starts (else nil)
        var current = CGPoint.zero, start = CGPoint.zero

        func clamp(_ p: CGPoint) -> CGPoint {
            CGPoint(x: min(max(p.x, box.minX), box.maxX), y: min(max(p.y, box.minY), box.maxY))
        }
        func note(_ p: CGPoint) { onBorder.formIntersection(BorderLines(p, box)) }
        func alongBorder(_ a: CGPoint, _ b: CGPoint) -> Bool {
            !BorderLines(a, box).intersection(BorderLines(b, box)).isEmpty
        }
        func lineTo(_ p: CGPoint) {
            note(p)
            if let e = emitted, !alongBorder(e, p) { edgesOnBorder = false }
            // Step 5: a run along one border line is one line.
            if let from = lineStart, let via = emitted,
               !BorderLines(from, box).intersection(BorderLines(via, box)).intersection(BorderLines(p, box)).isEmpty {
                sub.replaceLastLine(to: p)
            } else {
                lineStart = emitted
                sub.addLine(to: p)
            }
            emitted = p
        }
        func reach(_ p: CGPoint) {
            if emitted == nil {
                note(p)
                if BorderLines(p, box).isEmpty { edgesOnBorder = false }
                sub.move(to: p)
                subStart = p
                emitted = p
                lineStart = nil
            } else if emitted != p {
                lineTo(p)
            }
        }
        // Step 5: a subpath lying on one border line adds nothing inside the box.
        func flush() {
            if onBorder.isEmpty {
                // A piece drawn on the border only winds the same around every point inside.
                if positivePieces, edgesOnBorder, let a = subStart, let b = sub.currentPoint, alongBorder(a, b),
                   sub.windingNumber(at: CGPoint(x: box.midX, y: box.midY)) != 0 {
                    coversBox = true
                }
                out.append(contentsOf: sub)
            }
            sub = Path()
            onBorder = .all
            edgesOnBorder = true
            subStart = nil
            lineStart = nil
        }
        func emit(_ segment: PathSegment, depth: Int) {
            if case let .line(a, b) = segment {
                emitLine(a, b)
                return
            }
            let points = segment.controlPoints
            if Self.isBeyondOneSide(points, of: box) {
                reach(clamp(segment.start))
                reach(clamp(segment.end))
                return
            }
            let hull = Self.bounds(of: points)
            if depth < Self.maximumSplitDepth, hull.width > 4 * limit || hull.height > 4 * limit {
                let (a, b) = segment.split(at: 0.5)
                emit(a, depth: depth + 1)
                emit(b, depth: depth + 1)
                return
            }
            reach(segment.start)
            for p in points { note(p) }
            edgesOnBorder = false
            sub.append(segment.element)
            emitted = segment.end
            lineStart = nil
        }
        // Step 3 for lines: closed form, so a stroke outline of millions of huge lines costs
        // a few operations per line instead of a subdivision each.
        func emitLine(_ a: CGPoint, _ b: CGPoint) {
            // Each cut is on its edge line exactly (rounding must not leave a far piece a
            // hair inside an edge, where it would not count as beyond that side).
            var cuts: [(t: CGFloat, point: CGPoint)] = []
            func cut(x edge: CGFloat) {
                let t = (edge - a.x) / (b.x - a.x)
                if t > 0, t < 1 { cuts.append((t, CGPoint(x: edge, y: a.y + (b.y - a.y) * t))) }  // NaN fails
            }
            func cut(y edge: CGFloat) {
                let t = (edge - a.y) / (b.y - a.y)
                if t > 0, t < 1 { cuts.append((t, CGPoint(x: a.x + (b.x - a.x) * t, y: edge))) }
            }
            cut(x: box.minX); cut(x: box.maxX)
            cut(y: box.minY); cut(y: box.maxY)
            cuts.sort { $0.t < $1.t }
            var from = a
            for i in 0...cuts.count {
                let to = i < cuts.count ? cuts[i].point : b
                // A piece lies in one cell of the grid: its midpoint tells which (its ends
                // may be a rounding error off an edge line). Outside the box, the cell is
                // convex and beyond a side or corner, so clamping both ends moves the piece
                // within it.
                let mid = CGPoint(x: from.x / 2 + to.x / 2, y: from.y / 2 + to.y / 2)
                if !(mid.x >= box.minX && mid.x <= box.maxX && mid.y >= box.minY && mid.y <= box.maxY) {
                    reach(clamp(from))
                    reach(clamp(to))
                } else {
                    reach(from)
                    if emitted != to { lineTo(to) }
                }
                from = to
            }
        }

        for element in elements where !coversBox {
            switch element {
            case .move(let p):
                flush()
                emitted = nil
                current = p
                start = p
            case .line(let p):
                emit(.line(current, p), depth: 0)
                current = p
            case let .quadCurve(p, c):
                emit(.quad(current, c, p), depth: 0)
                current = p
            case let .curve(p, c1, c2):
                emit(.cubic(current, c1, c2, p), depth: 0)
                current = p
            case .closeSubpath:
                if current != start { emit(.line(current, start), depth: 0) }
                if emitted == nil {  // a lone point (a dot with caps)
                    note(clamp(start))
                    sub.move(to: clamp(start))
                    subStart = clamp(start)
                }
                sub.closeSubpath()
                flush()
                emitted = nil
                current = start
            }
        }
        flush()
        return coversBox ? Path(box) : out
    }

    /// The bounding box of every point and control point.
    package var controlPointBounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case let .quadCurve(p, c): add(p); add(c)
            case let .curve(p, c1, c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether all `points` lie beyond one side of `box` (strictly outside one edge line).
    private static func isBeyondOneSide(_ points: [CGPoint], of box: CGRect) -> Bool {
        points.allSatisfy { $0.x >= box.maxX } || points.allSatisfy { $0.x <= box.minX }
            || points.allSatisfy { $0.y >= box.maxY } || points.allSatisfy { $0.y <= box.minY }
    }

    private static func bounds(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

/// Which of a box's four border lines (left, right, top, bottom edge lines, extended
/// infinitely) a point lies exactly on.
private struct BorderLines: OptionSet {
    let rawValue: UInt8
    static let minX = BorderLines(rawValue: 1)
    static let maxX = BorderLines(rawValue: 2)
    static let minY = BorderLines(rawValue: 4)
    static let maxY = BorderLines(rawValue: 8)
    static let all: BorderLines = [.minX, .maxX, .minY, .maxY]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ p: CGPoint, _ box: CGRect) {
        var lines: BorderLines = []
        if p.x == box.minX { lines.insert(.minX) }
        if p.x == box.maxX { lines.insert(.maxX) }
        if p.y == box.minY { lines.insert(.minY) }
        if p.y == box.maxY { lines.insert(.maxY) }
        self = lines
    }
}

extension PathSegment {
    /// The start point, control points and end point.
    package var controlPoints: [CGPoint] {
        switch self {
        case let .line(a, b): return [a, b]
        case let .quad(a, c, b): return [a, c, b]
        case let .cubic(a, c1, c2, b): return [a, c1, c2, b]
        }
    }
}
