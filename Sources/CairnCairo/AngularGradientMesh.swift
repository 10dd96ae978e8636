import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

/// A conic (angular) gradient built as a Cairo mesh pattern of thin sectors, since Cairo
/// 1.16 has no conic pattern.
///
/// Angles are in radians from +x towards +y (clockwise on screen, y down). The gradient's
/// parameter t runs from 0 at `startAngle` to 1 at `endAngle`.
///
/// Steps:
/// 1. Sweep. If |end − start| ≥ 2π, only the last complete turn is drawn (t from
///    (|span| − 2π)/|span| to 1), as Apple documents for `AngularGradient`. Otherwise the
///    sweep is start…end and the missing wedge is filled with the colours at t = 1 and
///    t = 0, switching halfway across it (Apple: "fills the missing area with the colors
///    defined by gradient locations one and zero, transitioning between the two halfway").
///    Equal angles mean a full turn, as `AngularGradient.init` does.
/// 2. Breakpoints. Every stop location inside the sweep is a sector boundary, so colours
///    are exact at the stops; sectors are further split to at most 2° each.
/// 3. Patches. Each sector is one Coons patch: centre → outer point at a0 → arc (one cubic)
///    → outer point at a1 → centre, with corner colours c(t0), c(t0), c(t1), c(t1). Cairo
///    interpolates the colour across the patch in its parameter, which along the arc is
///    the angle, so the result is smooth.
struct AngularGradientMesh {
    /// Stops, sorted and clamped to 0...1, at least one.
    var stops: [Gradient.Stop]
    var center: CGPoint
    var startAngle: Double
    var endAngle: Double
    /// How far the sectors reach: at least the farthest point that will be painted.
    var radius: Double

    /// The largest angle one sector spans.
    static let maximumSectorAngle = Double.pi / 90
    /// The most sectors one sweep is cut into (a span of many turns stays bounded work).
    static let maximumSectors = 4096

    /// Past this radius the mesh is not built (`farPattern`): Cairo's coordinates are 24.8
    /// fixed point, and its mesh rasteriser recursed until the stack ran out at 9e18.
    static let farRadius = 1e6

    /// The gradient over `area` when the centre is far from it (more than `farRadius`): a
    /// linear gradient along the tangent at the area's centre, with 64 stops sampled from
    /// the angular gradient (caller owns the reference); nil for non-finite input.
    ///
    /// Seen from a distance d, a point offset s along the tangent and r along the radius is
    /// at angle θ + atan(s/(d + r)); taking s/d instead errs by about s·r/d², under 3e-5 rad
    /// for an area 10,000 points wide at the shortest distance this is used for (1e6 minus
    /// the area's half-diagonal).
    func farPattern(covering area: CGRect) -> OpaquePointer? {
        let cx = Double(center.x), cy = Double(center.y)
        let mx = Double(area.midX), my = Double(area.midY)
        let d = hypot(mx - cx, my - cy)
        guard startAngle.isFinite, endAngle.isFinite, d.isFinite, d > 0, !stops.isEmpty else { return nil }
        let theta = atan2(my - cy, mx - cx)
        // The unit tangent, towards increasing angles.
        let tx = -(my - cy) / d, ty = (mx - cx) / d
        var lo = Double.infinity, hi = -Double.infinity
        for (x, y) in [(area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY)] {
            let s = (Double(x) - mx) * tx + (Double(y) - my) * ty
            lo = min(lo, s)
            hi = max(hi, s)
        }
        if hi - lo < 1e-9 { hi = lo + 1 }
        guard let pattern = cairo_pattern_create_linear(mx + lo * tx, my + lo * ty, mx + hi * tx, my + hi * ty) else { return nil }
        let samples = 64
        for i in 0...samples {
            let f = Double(i) / Double(samples)
            let c = color(atAngle: theta + (lo + (hi - lo) * f) / d)
            cairo_pattern_add_color_stop_rgba(pattern, f, c.red, c.green, c.blue, c.opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// The colour the sectors of `forEachSector` give the direction at angle `a`.
    func color(atAngle a: Double) -> Color.Resolved {
        var span = endAngle - startAngle
        if span == 0 { span = 2 * .pi }
        let turn = 2 * Double.pi
        let direction: Double = span > 0 ? 1 : -1
        // How far past `origin` angle `a` lies, in the sweep's direction, within one turn.
        func past(_ origin: Double) -> Double {
            let r = ((a - origin) * direction).truncatingRemainder(dividingBy: turn)
            return r < 0 ? r + turn : r
        }
        if abs(span) >= turn {
            // Step 1: the last complete turn, from t0 at its start to 1.
            let t0 = (abs(span) - turn) / abs(span)
            return color(at: t0 + past(startAngle + direction * (abs(span) - turn)) / abs(span))
        }
        let along = past(startAngle)
        if along <= abs(span) { return color(at: along / abs(span)) }
        // The missing wedge: the end colour up to its middle, then the start colour.
        return along - abs(span) < (turn - abs(span)) / 2 ? color(at: 1) : color(at: 0)
    }

    /// The mesh pattern (caller owns the reference), or nil for non-finite input.
    func makePattern() -> OpaquePointer? {
        guard startAngle.isFinite, endAngle.isFinite, radius.isFinite, radius > 0, !stops.isEmpty,
            let pattern = cairo_pattern_create_mesh()
        else { return nil }
        forEachSector { a0, a1, c0, c1 in addPatch(to: pattern, from: a0, to: a1, colors: (c0, c1)) }
        return pattern
    }

    /// Fills the sectors as solid wedges of their middle colour on `cr` (inside its current
    /// clip): the vector form, for SVG and PDF, where a mesh pattern would make Cairo
    /// rasterise the whole page.
    func fillWedges(on cr: OpaquePointer) {
        guard startAngle.isFinite, endAngle.isFinite, radius.isFinite, radius > 0, !stops.isEmpty else { return }
        let cx = Double(center.x), cy = Double(center.y)
        forEachSector { a0, a1, c0, c1 in
            let c = Color.Resolved(
                red: (c0.red + c1.red) / 2, green: (c0.green + c1.green) / 2,
                blue: (c0.blue + c1.blue) / 2, opacity: (c0.opacity + c1.opacity) / 2)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
            cairo_new_path(cr)
            cairo_move_to(cr, cx, cy)
            if a1 >= a0 { cairo_arc(cr, cx, cy, radius, a0, a1) } else { cairo_arc_negative(cr, cx, cy, radius, a0, a1) }
            cairo_close_path(cr)
            cairo_fill(cr)
        }
    }

    /// Walks the sectors of steps 1 and 2: each with its angles and edge colours.
    private func forEachSector(_ body: (Double, Double, Color.Resolved, Color.Resolved) -> Void) {
        // Step 1: the sweep.
        var span = endAngle - startAngle
        if span == 0 { span = 2 * .pi }
        let direction: Double = span > 0 ? 1 : -1
        let fullTurn = 2 * Double.pi
        if abs(span) >= fullTurn {
            let tStart = (abs(span) - fullTurn) / abs(span)
            sweep(span: span, from: tStart, body)
        } else {
            sweep(span: span, from: 0, body)
            // The missing wedge: end colour up to its middle, start colour after it.
            let gap = direction * fullTurn - span
            let sweepEnd = startAngle + span
            let last = color(at: 1), first = color(at: 0)
            solidWedge(from: sweepEnd, to: sweepEnd + gap / 2, color: last, body)
            solidWedge(from: sweepEnd + gap / 2, to: sweepEnd + gap, color: first, body)
        }
    }

    /// Steps 2 and 3: sectors from parameter `tStart` to 1 of a sweep of `span` radians.
    private func sweep(span: Double, from tStart: Double, _ body: (Double, Double, Color.Resolved, Color.Resolved) -> Void) {
        // Step 2: breakpoints at stops, then split to at most the maximum sector angle.
        var breaks = [tStart]
        for stop in stops {
            let t = Double(stop.location)
            if t > tStart, t < 1, t > breaks[breaks.count - 1] { breaks.append(t) }
        }
        breaks.append(1)
        for i in 0..<(breaks.count - 1) {
            let t0 = breaks[i], t1 = breaks[i + 1]
            let count = min(max(Int(saturating: abs(span) * (t1 - t0) / Self.maximumSectorAngle, rounding: .up), 1), Self.maximumSectors)
            for k in 0..<count {
                let a = t0 + (t1 - t0) * Double(k) / Double(count)
                let b = k == count - 1 ? t1 : t0 + (t1 - t0) * Double(k + 1) / Double(count)
                // Step 3: one patch per sector.
                body(startAngle + a * span, startAngle + b * span, color(at: a), color(at: b))
            }
        }
    }

    /// A wedge of one colour, split into quarter turns at most so each arc is one cubic.
    private func solidWedge(from a0: Double, to a1: Double, color: Color.Resolved, _ body: (Double, Double, Color.Resolved, Color.Resolved) -> Void) {
        let count = min(max(Int(saturating: abs(a1 - a0) / (Double.pi / 2), rounding: .up), 1), Self.maximumSectors)
        for k in 0..<count {
            let s = a0 + (a1 - a0) * Double(k) / Double(count)
            let e = a0 + (a1 - a0) * Double(k + 1) / Double(count)
            body(s, e, color, color)
        }
    }

    /// One Coons patch covering the sector between angles a0 and a1, coloured c0 along the
    /// a0 edge and c1 along the a1 edge.
    private func addPatch(
        to pattern: OpaquePointer, from a0: Double, to a1: Double, colors: (Color.Resolved, Color.Resolved)
    ) {
        let cx = Double(center.x), cy = Double(center.y), r = radius
        let (s0, c0) = (sin(a0), cos(a0)), (s1, c1) = (sin(a1), cos(a1))
        // A cubic approximating the arc: control distance 4/3 tan(Δ/4) of the radius.
        let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * r
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, cx, cy)
        cairo_mesh_pattern_line_to(pattern, cx + r * c0, cy + r * s0)
        cairo_mesh_pattern_curve_to(
            pattern,
            cx + r * c0 - k * s0, cy + r * s0 + k * c0,
            cx + r * c1 + k * s1, cy + r * s1 - k * c1,
            cx + r * c1, cy + r * s1)
        cairo_mesh_pattern_line_to(pattern, cx, cy)
        let (first, second) = colors
        cairo_mesh_pattern_set_corner_color_rgba(pattern, 0, first.red, first.green, first.blue, first.opacity)
        cairo_mesh_pattern_set_corner_color_rgba(pattern, 1, first.red, first.green, first.blue, first.opacity)
        cairo_mesh_pattern_set_corner_color_rgba(pattern, 2, second.red, second.green, second.blue, second.opacity)
        cairo_mesh_pattern_set_corner_color_rgba(pattern, 3, second.red, second.green, second.blue, second.opacity)
        cairo_mesh_pattern_end_patch(pattern)
    }

    /// The gradient's colour at parameter t: stops interpolated linearly in straight sRGB,
    /// the end colours beyond the first and last stops.
    func color(at t: Double) -> Color.Resolved {
        let first = stops[0], last = stops[stops.count - 1]
        if t <= Double(first.location) { return first.color.resolved }
        if t >= Double(last.location) { return last.color.resolved }
        for i in 1..<stops.count {
            let a = stops[i - 1], b = stops[i]
            let la = Double(a.location), lb = Double(b.location)
            if t <= lb {
                guard lb > la else { return b.color.resolved }
                let f = (t - la) / (lb - la)
                let ca = a.color.resolved, cb = b.color.resolved
                return Color.Resolved(
                    red: ca.red + (cb.red - ca.red) * f, green: ca.green + (cb.green - ca.green) * f,
                    blue: ca.blue + (cb.blue - ca.blue) * f, opacity: ca.opacity + (cb.opacity - ca.opacity) * f)
            }
        }
        return last.color.resolved
    }
}
