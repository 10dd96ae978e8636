import CCairo
import CairnDisplayList
import CairnFilters
import CairnGeometry
import Foundation

/// Layers with a projective transform (perspective 3D rotations, which Cairo's affine
/// matrices cannot express, so the layer is resampled per pixel), and the 3×3 matrix
/// arithmetic they and shaders use.
extension CairoPainter {
    /// A layer with a projective transform: its content (other filters applied) is
    /// rasterised, then each pixel of the projected image's bounds (cut to the clip) samples
    /// the raster through the inverse homography, bilinearly. Nothing is drawn for a
    /// transform that is singular, not finite, or puts a corner behind the viewer (w ≤ 0).
    func drawProjected(_ layer: DisplayList.Layer, filter index: Int, opacity: Double) {
        guard case .projection(let m) = layer.filters[index], m.count == 9, m.allSatisfy(\.isFinite) else { return }
        var plain = layer
        plain.filters.remove(at: index)
        guard let raster = rasterize(plain.content, filters: plain.filters) else { return }
        defer { cairo_surface_destroy(raster.surface) }
        // Raster pixel ← user: r = u·C·k − origin; the homography in raster pixels is
        // Hr = R⁻¹ · M · R with R the user→raster map (row vectors).
        let c = currentMatrix(), k = raster.scale
        let R = [c.xx * k, c.yx * k, 0, c.xy * k, c.yy * k, 0, c.x0 * k - Double(raster.x), c.y0 * k - Double(raster.y), 1]
        guard let Rinv = Self.inverse3(R) else { return }
        let H = Self.multiply3(Self.multiply3(Rinv, m), R)
        guard let Hinv = Self.inverse3(H) else { return }
        func apply(_ t: [Double], _ x: Double, _ y: Double) -> (Double, Double, Double) {
            let w = x * t[2] + y * t[5] + t[8]
            return ((x * t[0] + y * t[3] + t[6]) / w, (x * t[1] + y * t[4] + t[7]) / w, w)
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(0.0, 0.0), (Double(raster.width), 0), (0, Double(raster.height)), (Double(raster.width), Double(raster.height))] {
            let (px, py, w) = apply(H, x, y)
            guard w > 0, px.isFinite, py.isFinite else { return }
            minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
        }
        // Cut to the clip, in raster pixels relative to the raster's origin.
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        var clipMinX = Double.infinity, clipMinY = Double.infinity, clipMaxX = -Double.infinity, clipMaxY = -Double.infinity
        for (ux, uy) in [(cx1, cy1), (cx2, cy1), (cx1, cy2), (cx2, cy2)] {
            let x = ux * R[0] + uy * R[3] + R[6], y = ux * R[1] + uy * R[4] + R[7]
            clipMinX = min(clipMinX, x); clipMaxX = max(clipMaxX, x); clipMinY = min(clipMinY, y); clipMaxY = max(clipMaxY, y)
        }
        let x0 = floor(max(minX, clipMinX)), y0 = floor(max(minY, clipMinY))
        let x1 = ceil(min(maxX, clipMaxX)), y1 = ceil(min(maxY, clipMaxY))
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= Double(Self.maxLayerPixels) else { return }
        let w = Int(x1 - x0), h = Int(y1 - y0)
        guard let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(out) }
        guard cairo_surface_status(out) == CAIRO_STATUS_SUCCESS, let od = cairo_image_surface_get_data(out) else { return }
        cairo_surface_flush(raster.surface)
        guard let sd = cairo_image_surface_get_data(raster.surface) else { return }
        let os = Int(cairo_image_surface_get_stride(out)), ss = Int(cairo_image_surface_get_stride(raster.surface))
        let sw = raster.width, sh = raster.height
        for row in 0..<h {
            for col in 0..<w {
                let (sx, sy, _) = apply(Hinv, Double(col) + x0 + 0.5, Double(row) + y0 + 0.5)
                guard sx.isFinite, sy.isFinite, apply(H, sx, sy).2 > 0 else { continue }  // in front of the viewer
                // Bilinear sample of premultiplied ARGB; outside the raster is transparent.
                let fx = sx - 0.5, fy = sy - 0.5
                let ix = Int(floor(fx)), iy = Int(floor(fy))
                let ax = fx - Double(ix), ay = fy - Double(iy)
                guard ix >= -1, iy >= -1, ix < sw, iy < sh else { continue }
                var acc = (0.0, 0.0, 0.0, 0.0)
                for (dx, dy, wt) in [(0, 0, (1 - ax) * (1 - ay)), (1, 0, ax * (1 - ay)), (0, 1, (1 - ax) * ay), (1, 1, ax * ay)] {
                    let px = ix + dx, py = iy + dy
                    guard wt > 0, px >= 0, py >= 0, px < sw, py < sh else { continue }
                    let p = sd + py * ss + px * 4
                    acc.0 += wt * Double(p[0]); acc.1 += wt * Double(p[1]); acc.2 += wt * Double(p[2]); acc.3 += wt * Double(p[3])
                }
                let o = od + row * os + col * 4
                o[0] = UInt8(min(acc.0 + 0.5, 255)); o[1] = UInt8(min(acc.1 + 0.5, 255))
                o[2] = UInt8(min(acc.2 + 0.5, 255)); o[3] = UInt8(min(acc.3 + 0.5, 255))
            }
        }
        cairo_surface_mark_dirty(out)
        let placed = LayerRaster(surface: out, x: raster.x + Int(x0), y: raster.y + Int(y0), width: w, height: h, scale: k)
        guard let pattern = cairo_pattern_create_for_surface(out) else { return }
        defer { cairo_pattern_destroy(pattern) }
        placed.attach(pattern, userToDevice: c)
        paint(pattern, opacity: opacity, mask: layer.mask, blendMode: layer.blendMode)
    }

    /// The product a·b of 3×3 row-major matrices.
    static func multiply3(_ a: [Double], _ b: [Double]) -> [Double] {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j] } }
        return r
    }

    /// The inverse of a 3×3 row-major matrix, nil when singular or not finite.
    static func inverse3(_ m: [Double]) -> [Double]? {
        let det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let inv = [
            (m[4] * m[8] - m[5] * m[7]), -(m[1] * m[8] - m[2] * m[7]), (m[1] * m[5] - m[2] * m[4]),
            -(m[3] * m[8] - m[5] * m[6]), (m[0] * m[8] - m[2] * m[6]), -(m[0] * m[5] - m[2] * m[3]),
            (m[3] * m[7] - m[4] * m[6]), -(m[0] * m[7] - m[1] * m[6]), (m[0] * m[4] - m[1] * m[3]),
        ].map { $0 / det }
        return inv.allSatisfy(\.isFinite) ? inv : nil
    }
}
