import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

extension CairoPainter {
    /// The most sub-patches a mesh is drawn with (a smooth mesh splits its cells into
    /// sub-patches; past this budget it splits them less).
    static let meshPatchBudget = 65_536

    /// Device coordinates beyond this magnitude are past what Cairo's 24.8 fixed-point
    /// rasteriser holds (±8.4e6): patches reaching them are left out.
    static let meshDeviceLimit = 4.0e6

    /// Paints `mesh` inside the current path (filled under the current fill rule), then
    /// clears the path: the background colour first, then the patches.
    ///
    /// PNG gets Cairn's mesh rasteriser (`meshRaster`, CairoPainter+MeshRaster.swift; an
    /// opaque mesh under a clip of whole pixels straight into the target,
    /// `paintMeshDirectly`), PDF
    /// Cairo's mesh pattern (written as a native type 7 shading). SVG
    /// has no mesh: the patches are drawn on an image at `vectorRasterScale` (2 pixels per
    /// point, the scale of every other raster Cairn embeds in vector output) covering only the
    /// clipped area, and that image is painted, so the file stays one small `<image>` however
    /// many patches the mesh has (fine vector patches would need thousands of paths for a
    /// smooth ramp, and SVG 1.1 has no bilinear fill).
    func paintMesh(_ mesh: MeshPaint) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_clip(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        guard x1 < x2, y1 < y2 else { return }
        let b = mesh.background
        if b.opacity > 0 {
            cairo_set_source_rgba(cr, b.red, b.green, b.blue, b.opacity)
            cairo_paint(cr)
        }
        guard mesh.hasPatches else { return }
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        if let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_SVG {
            paintMeshRaster(mesh, visible: visible)
            return
        }
        if paintMeshDirectly(mesh) { return }
        guard let pattern = meshRaster(mesh, visible: visible) ?? meshPattern(mesh, visible: visible, on: cr) else { return }
        if install(pattern) { cairo_paint(cr) }
    }

    /// The mesh drawn on an image of the visible area at `vectorRasterScale`, painted.
    private func paintMeshRaster(_ mesh: MeshPaint, visible: CGRect) {
        // The raster's scale: the vector scale times the current transform's own scale.
        var dx = 1.0, dy = 0.0, ex = 0.0, ey = 1.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        cairo_user_to_device_distance(cr, &ex, &ey)
        let k = Self.vectorRasterScale * max(hypot(dx, dy), hypot(ex, ey), 1e-3)
        let w = (Double(visible.width) * k).rounded(.up), h = (Double(visible.height) * k).rounded(.up)
        guard w >= 1, h >= 1, w * h <= 64e6,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        // User space → the raster's pixels; drawn by Cairn's mesh rasteriser (see
        // CairoPainter+MeshRaster.swift) straight into the new image's pixels.
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let toPixels = cairo_matrix_t(xx: k, yx: 0, xy: 0, yy: k, x0: -k * Double(visible.minX), y0: -k * Double(visible.minY))
        _ = Self.rasterizeMesh(mesh, matrix: toPixels, into: pixels, width: Int32(w), height: Int32(h),
                               stride: cairo_image_surface_get_stride(surface))
        cairo_surface_mark_dirty(surface)
        guard let source = cairo_pattern_create_for_surface(surface) else { return }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, k, k)
        cairo_matrix_translate(&matrix, -Double(visible.minX), -Double(visible.minY))
        cairo_pattern_set_matrix(source, &matrix)
        cairo_pattern_set_filter(source, CAIRO_FILTER_GOOD)
        if install(source) { cairo_paint(cr) }
    }

    /// The Cairo mesh pattern of `mesh`'s patches that reach `visible` (user space of
    /// `context`); nil when none does: PDF's native shading (image targets draw with
    /// `meshRaster`). Each cell of a smooth mesh is split into sub-patches whose bilinear
    /// colours stay within half a level of the cubic ones (`colourTessellation`) and at most
    /// 16 device pixels wide (up to 8 × 8 for the width, 16 × 16 for the colours, within
    /// `meshPatchBudget`).
    func meshPattern(_ mesh: MeshPaint, visible: CGRect, on context: OpaquePointer) -> OpaquePointer? {
        let cells = (mesh.width - 1) * (mesh.height - 1)
        let cap = max(1, Int(Double(Self.meshPatchBudget / max(cells, 1)).squareRoot()))
        let field = mesh.hasPatches ? MeshPaint.ColorField(mesh) : nil
        let patches = mesh.patches { i, j in
            guard !mesh.isBilinear, cap > 1, let field else { return 1 }
            // Fine enough for the cubic colours (within half a level), as on image targets.
            let byColour = Self.colourTessellation(field.curvature(cell: i, j))
            var side = 0.0
            let corners = [(i, j), (i + 1, j), (i, j + 1), (i + 1, j + 1)].map { mesh.vertices[$0.1 * mesh.width + $0.0].position }
            for p in corners {
                for q in corners {
                    var ux = Double(q.x - p.x), uy = Double(q.y - p.y)
                    guard ux.isFinite, uy.isFinite else { return 1 }
                    cairo_user_to_device_distance(context, &ux, &uy)
                    side = max(side, abs(ux), abs(uy))
                }
            }
            // Bounded before the conversion: a finite side can exceed Int's range.
            return min(cap, 16, max(byColour, Int(min(8, max(1, (side / 16).rounded(.up))))))
        }
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        // Cairo's rasteriser steps through a whole patch at pixel resolution, visible or not:
        // a patch far larger than the visible area (points far outside it) is split into
        // quarters, and the quarters that miss the area are dropped.
        var dx = Double(visible.width), dy = Double(visible.height)
        cairo_user_to_device_distance(context, &dx, &dy)
        let largest = 4 * max(abs(dx), abs(dy), 64)
        var count = 0
        var pending = patches.reversed().map { ($0, 0) }
        while let (patch, depth) = pending.popLast() {
            let p = patch.points
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            var dMinX = Double.infinity, dMinY = Double.infinity, dMaxX = -Double.infinity, dMaxY = -Double.infinity
            var reachable = true
            for q in p {
                minX = min(minX, Double(q.x)); maxX = max(maxX, Double(q.x))
                minY = min(minY, Double(q.y)); maxY = max(maxY, Double(q.y))
                var dx = Double(q.x), dy = Double(q.y)
                cairo_user_to_device(context, &dx, &dy)
                if !(abs(dx) <= Self.meshDeviceLimit && abs(dy) <= Self.meshDeviceLimit) { reachable = false }
                dMinX = min(dMinX, dx); dMaxX = max(dMaxX, dx); dMinY = min(dMinY, dy); dMaxY = max(dMaxY, dy)
            }
            // The control net's hull contains the patch: skip patches wholly outside.
            guard reachable, maxX >= Double(visible.minX), minX <= Double(visible.maxX),
                  maxY >= Double(visible.minY), minY <= Double(visible.maxY) else { continue }
            if max(dMaxX - dMinX, dMaxY - dMinY) > largest, depth < 24 {
                pending.append(contentsOf: patch.quarters().reversed().map { ($0, depth + 1) })
                continue
            }
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, Double(p[0].x), Double(p[0].y))
            cairo_mesh_pattern_curve_to(pattern, Double(p[1].x), Double(p[1].y), Double(p[2].x), Double(p[2].y), Double(p[3].x), Double(p[3].y))
            cairo_mesh_pattern_curve_to(pattern, Double(p[7].x), Double(p[7].y), Double(p[11].x), Double(p[11].y), Double(p[15].x), Double(p[15].y))
            cairo_mesh_pattern_curve_to(pattern, Double(p[14].x), Double(p[14].y), Double(p[13].x), Double(p[13].y), Double(p[12].x), Double(p[12].y))
            cairo_mesh_pattern_curve_to(pattern, Double(p[8].x), Double(p[8].y), Double(p[4].x), Double(p[4].y), Double(p[0].x), Double(p[0].y))
            // Inner control points, one near each corner in Cairo's order.
            for (index, q) in [p[5], p[6], p[10], p[9]].enumerated() {
                cairo_mesh_pattern_set_control_point(pattern, UInt32(index), Double(q.x), Double(q.y))
            }
            for (index, c) in patch.colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), c.red, c.green, c.blue, c.opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
            count += 1
        }
        guard count > 0, cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pattern)
            return nil
        }
        return pattern
    }
}
