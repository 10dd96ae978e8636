import CCairo
import CairnGeometry
import CairnShapes
import Foundation

extension CairoPainter {
    /// Replaces Cairo's current path with `path`.
    ///
    /// Quadratic curves become the one cubic that traces exactly the same curve:
    /// with current point p0, control c and end p, the cubic's controls are
    /// p0 + 2/3 (c − p0) and p + 2/3 (c − p). Elements with non-finite coordinates are
    /// skipped (`Path` already drops them; this keeps the renderer total on its own).
    func appendPath(_ path: Path) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                guard p.x.isFinite, p.y.isFinite else { return }
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
                subpathStart = p
            case .line(let p):
                guard p.x.isFinite, p.y.isFinite else { return }
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case let .quadCurve(p, c):
                guard p.x.isFinite, p.y.isFinite, c.x.isFinite, c.y.isFinite else { return }
                let c1x = current.x + 2 / 3 * (c.x - current.x), c1y = current.y + 2 / 3 * (c.y - current.y)
                let c2x = p.x + 2 / 3 * (c.x - p.x), c2y = p.y + 2 / 3 * (c.y - p.y)
                cairo_curve_to(cr, Double(c1x), Double(c1y), Double(c2x), Double(c2y), Double(p.x), Double(p.y))
                current = p
            case let .curve(p, c1, c2):
                guard p.x.isFinite, p.y.isFinite, c1.x.isFinite, c1.y.isFinite, c2.x.isFinite, c2.y.isFinite
                else { return }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
    }
}
