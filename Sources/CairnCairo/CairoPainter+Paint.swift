import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

extension CairoPainter {
    /// What a paint will cover: the current path's fill or its stroke (angular gradients
    /// size their mesh from it).
    enum Coverage {
        case fill, stroke
    }

    /// Makes `paint` Cairo's source; false when nothing should be drawn (a non-finite
    /// gradient geometry or a pattern Cairo rejected).
    ///
    /// Linear and radial gradients extend their end colours beyond the ends (`EXTEND_PAD`),
    /// as SwiftUI's do. A linear gradient whose ends coincide, and a radial gradient whose
    /// radii are equal, paint their last colour everywhere.
    func setSource(_ paint: Paint, coverage: Coverage) -> Bool {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
            return true
        case let .linearGradient(stops, start, end):
            let stops = Self.normalized(stops)
            guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return false }
            if start == end { return setSolid(stops[stops.count - 1].color.resolved) }
            if let raster = linearGradientRaster(stops, start: start, end: end, coverage: coverage) { return install(raster) }
            guard let pattern = cairo_pattern_create_linear(
                Double(start.x), Double(start.y), Double(end.x), Double(end.y)) else { return false }
            addStops(stops, to: pattern)
            return install(pattern)
        case let .radialGradient(stops, center, r0, r1, transform):
            let stops = Self.normalized(stops)
            guard center.x.isFinite, center.y.isFinite, r0.isFinite, r1.isFinite else { return false }
            let startRadius = Double(max(r0, 0)), endRadius = Double(max(r1, 0))
            if startRadius == endRadius { return setSolid(stops[stops.count - 1].color.resolved) }
            guard var inverse = Self.invertibleInverse(transform),
                let pattern = cairo_pattern_create_radial(
                    Double(center.x), Double(center.y), startRadius, Double(center.x), Double(center.y), endRadius)
            else { return false }
            addStops(stops, to: pattern)
            // The pattern matrix maps user space to pattern space: the inverse of the
            // transform the gradient is drawn through.
            cairo_pattern_set_matrix(pattern, &inverse)
            return install(pattern)
        case let .angularGradient(stops, center, startAngle, endAngle):
            guard center.x.isFinite, center.y.isFinite else { return false }
            // The mesh must reach every painted point, and no further than the visible
            // area: the painted extents intersected with the clip extents (the surface).
            guard let (x1, y1, x2, y2) = visibleExtents(coverage) else { return false }
            let cx = Double(center.x), cy = Double(center.y)
            let radius = max(
                hypot(max(abs(x1 - cx), abs(x2 - cx)), max(abs(y1 - cy), abs(y2 - cy))), 1) + 2
            let mesh = AngularGradientMesh(
                stops: Self.normalized(stops), center: center,
                startAngle: startAngle.radians, endAngle: endAngle.radians, radius: radius)
            // A centre far from what is painted: a mesh that large breaks Cairo (its
            // rasteriser recursed until the stack ran out at a radius of 9e18); seen from
            // so far the painted area spans a tiny angle, so the gradient is linear there.
            if radius > AngularGradientMesh.farRadius {
                guard let pattern = mesh.farPattern(covering: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)) else { return false }
                return install(pattern)
            }
            guard let pattern = mesh.makePattern() else { return false }
            return install(pattern)
        case .shader(let program):
            return setShaderSource(program)
        case .meshGradient(let mesh):
            // Fills and strokes paint meshes through `paintMesh` (with their background);
            // elsewhere (text) the patches alone are the source.
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            guard x1 < x2, y1 < y2, let pattern = meshRaster(mesh, visible: visible) ?? meshPattern(mesh, visible: visible, on: cr)
            else { return setSolid(mesh.background) }
            return install(pattern)
        }
    }

    /// What the current path's fill or stroke covers, cut to the clip, in user space
    /// (x1, y1, x2, y2); nil when that is empty.
    func visibleExtents(_ coverage: Coverage) -> (Double, Double, Double, Double)? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        switch coverage {
        case .fill: cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        case .stroke: cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
        }
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        x1 = max(x1, cx1); y1 = max(y1, cy1); x2 = min(x2, cx2); y2 = min(y2, cy2)
        return x1 < x2 && y1 < y2 ? (x1, y1, x2, y2) : nil
    }

    /// Sets a solid colour source.
    func setSolid(_ c: Color.Resolved) -> Bool {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
        return true
    }

    /// Sets `pattern` as the source if Cairo accepted it, and releases this reference.
    func install(_ pattern: OpaquePointer) -> Bool {
        defer { cairo_pattern_destroy(pattern) }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_source(cr, pattern)
        return true
    }

    /// Adds colour stops and pads the ends.
    func addStops(_ stops: [Gradient.Stop], to pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color.resolved
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), c.red, c.green, c.blue, c.opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    /// Stops sorted by location and clamped to 0...1 (NaN → 0); one clear stop if empty.
    static func normalized(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
        Gradient(stops: stops).normalizedStops
    }

    /// The inverse of `t` as a Cairo matrix, or nil when `t` is non-finite or singular.
    static func invertibleInverse(_ t: CGAffineTransform) -> cairo_matrix_t? {
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite
        else { return nil }
        var m = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return nil }
        return m
    }
}
