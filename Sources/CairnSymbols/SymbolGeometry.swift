import CairnGeometry
import CairnShapes
import Foundation

/// Path builders for symbol drawings, in design units.
enum SymbolGeometry {
    /// The grid's centre.
    static let center = CGPoint(x: 12, y: 12)

    /// SVG path data as a path (the catalog's data is well-formed; bad data draws nothing).
    static func svg(_ data: String) -> Path { Path(svgPath: data) ?? Path() }

    /// A circle.
    static func circle(_ c: CGPoint, _ r: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }

    /// The grid's standard circle (radius 10), or the disc as large as its stroked outline.
    static let ring = circle(center, 10)
    static let disc = circle(center, 10 + SymbolDrawing.lineWidth / 2)

    /// The grid's standard rounded square (18 units, corner radius 4.5), as `.square` forms
    /// enclose a glyph, or the solid square as large as its stroked outline (`.square.fill`).
    static let square = Path(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 4.5)
    static let solidSquare = Path(
        roundedRect: CGRect(x: 3 - SymbolDrawing.lineWidth / 2, y: 3 - SymbolDrawing.lineWidth / 2,
                            width: 18 + SymbolDrawing.lineWidth, height: 18 + SymbolDrawing.lineWidth),
        cornerRadius: 4.5 + SymbolDrawing.lineWidth / 2)

    /// The open polyline through `points` (several runs: one subpath each).
    static func polyline(_ runs: [CGPoint]...) -> Path {
        var p = Path()
        for run in runs { p.addLines(run) }
        return p
    }

    /// A closed polygon.
    static func polygon(_ points: [CGPoint]) -> Path {
        var p = Path()
        p.addLines(points)
        p.closeSubpath()
        return p
    }

    /// A point `a` units along `d` and `b` along `n` from `origin`.
    static func offset(_ origin: CGPoint, _ d: CGPoint, _ a: CGFloat, _ n: CGPoint, _ b: CGFloat) -> CGPoint {
        CGPoint(x: origin.x + a * d.x + b * n.x, y: origin.y + a * d.y + b * n.y)
    }

    /// A plus sign as one 12-sided polygon (arms `arm` from the centre, `halfWidth` thick),
    /// rotated by `degrees` (45: an ×).
    static func cross(_ c: CGPoint, arm: CGFloat, halfWidth h: CGFloat, degrees: CGFloat = 0) -> Path {
        let a = arm
        let pts: [(CGFloat, CGFloat)] = [
            (h, -a), (h, -h), (a, -h), (a, h), (h, h), (h, a), (-h, a), (-h, h), (-a, h), (-a, -h), (-h, -h), (-h, -a),
        ]
        let r = degrees * .pi / 180
        let cosR = cos(r), sinR = sin(r)
        return polygon(pts.map { x, y in CGPoint(x: c.x + x * cosR - y * sinR, y: c.y + x * sinR + y * cosR) })
    }

    /// The outline of an open polyline `width` thick, with butt ends and mitred corners: one
    /// simple polygon, usable as a hole (for marks cut out of filled shapes).
    static func thickPolyline(_ points: [CGPoint], width: CGFloat) -> Path {
        guard points.count >= 2 else { return Path() }
        let h = width / 2
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let dx = b.x - a.x, dy = b.y - a.y
            let l = max(hypot(dx, dy), 1e-9)
            return CGPoint(x: -dy / l, y: dx / l)
        }
        var left: [CGPoint] = [], right: [CGPoint] = []
        for i in points.indices {
            let n: CGPoint
            if i == 0 {
                n = normal(points[0], points[1])
            } else if i == points.count - 1 {
                n = normal(points[i - 1], points[i])
            } else {
                let n0 = normal(points[i - 1], points[i]), n1 = normal(points[i], points[i + 1])
                let m = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
                let dot = max(m.x * n0.x + m.y * n0.y, 0.2)
                n = CGPoint(x: m.x / dot, y: m.y / dot)
            }
            left.append(CGPoint(x: points[i].x + n.x * h, y: points[i].y + n.y * h))
            right.append(CGPoint(x: points[i].x - n.x * h, y: points[i].y - n.y * h))
        }
        return polygon(left + right.reversed())
    }

    /// A regular star of `count` points, the first pointing up.
    static func star(_ c: CGPoint, outer: CGFloat, inner: CGFloat, count: Int = 5) -> Path {
        var pts: [CGPoint] = []
        for i in 0..<(2 * count) {
            let r = i.isMultiple(of: 2) ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / CGFloat(count)
            pts.append(CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle)))
        }
        return polygon(pts)
    }

    /// A gear outline: `teeth` flat-topped teeth between radii `inner` and `outer`.
    static func gear(_ c: CGPoint, teeth: Int, inner: CGFloat, outer: CGFloat) -> Path {
        var pts: [CGPoint] = []
        let step = 2 * CGFloat.pi / CGFloat(teeth)
        func p(_ r: CGFloat, _ a: CGFloat) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        for i in 0..<teeth {
            let a = -CGFloat.pi / 2 + CGFloat(i) * step
            pts += [p(inner, a - step * 0.3), p(outer, a - step * 0.17), p(outer, a + step * 0.17), p(inner, a + step * 0.3)]
        }
        return polygon(pts)
    }

    /// A pie sector from `start` to `end` degrees (clockwise on screen).
    static func sector(_ c: CGPoint, _ r: CGFloat, from start: Double, to end: Double) -> Path {
        var p = Path()
        p.move(to: c)
        p.addArc(center: c, radius: r, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
        p.closeSubpath()
        return p
    }

    /// `path` scaled by `k` about `c`.
    static func scaled(_ path: Path, by k: CGFloat, about c: CGPoint) -> Path {
        path.applying(CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: c.x * (1 - k), ty: c.y * (1 - k)))
    }

    /// `path` moved by (dx, dy).
    static func moved(_ path: Path, _ dx: CGFloat, _ dy: CGFloat) -> Path { path.offsetBy(dx: dx, dy: dy) }
}
