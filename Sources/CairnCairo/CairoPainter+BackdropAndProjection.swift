import CCairo
import CairnDisplayList
import CairnFilters
import CairnGeometry
import Foundation

/// Layers whose filters read more than their own content: a backdrop (materials blur what
/// is already drawn beneath them) or a projective transform (perspective 3D rotations, which
/// Cairo's affine matrices cannot express, so the layer is resampled per pixel).
extension CairoPainter {
    /// A layer with a backdrop filter (materials). On an image target: the layer (its other
    /// filters applied) is rasterised; the target's pixels under it, grown by the blur's
    /// reach, are copied, blurred and saturated; the result is painted through the layer's
    /// alpha, then the layer over it, at `opacity`. Elsewhere (vector targets, or inside a
    /// layer being rasterised, which has no backdrop yet) the layer is drawn without it.
    func drawWithBackdrop(_ layer: DisplayList.Layer, backdropFilter index: Int, opacity: Double) {
        guard case let .backdropBlur(sigma, saturation) = layer.filters[index] else { return }
        var plain = layer
        plain.filters.remove(at: index)
        // Liquid Glass: a refraction beside the backdrop displaces it near the edges.
        var refraction: (amount: Double, width: Double)?
        plain.filters.removeAll { filter in
            guard case let .refraction(amount, width) = filter else { return false }
            refraction = (amount, width)
            return true
        }
        // The backdrop shows through the content's coverage (its shapes painted opaque),
        // not through its tint's alpha.
        guard targetIsImage, let target = cairo_get_group_target(cr),
              let raster = rasterize(Self.coverage(of: plain.content), filters: []) else {
            draw(plain)
            return
        }
        defer { cairo_surface_destroy(raster.surface) }
        let ctm = currentMatrix()
        let unit = sqrt(abs(ctm.xx * ctm.yy - ctm.yx * ctm.xy))
        let s = Self.clampSigma((sigma.isFinite ? sigma : 0) * (unit.isFinite ? unit : 0))
        let reach = Int(Self.blurReach(s))
        cairo_surface_flush(target)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard let targetData = cairo_image_surface_get_data(target) else { draw(plain); return }
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let ts = Int(cairo_image_surface_get_stride(target))
        let bx = raster.x - reach, by = raster.y - reach
        let w = raster.width + 2 * reach, h = raster.height + 2 * reach
        guard w * h <= Self.maxLayerPixels, let backdrop = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            draw(plain)
            return
        }
        defer { cairo_surface_destroy(backdrop) }
        guard cairo_surface_status(backdrop) == CAIRO_STATUS_SUCCESS, let bd = cairo_image_surface_get_data(backdrop) else { return }
        let bs = Int(cairo_image_surface_get_stride(backdrop))
        // Edge pixels repeat beyond the target, so the blur does not darken the borders.
        for row in 0..<h {
            let ty = min(max(row + by + Int(oy), 0), th - 1)
            guard ty >= 0, tw > 0 else { continue }
            for col in 0..<w {
                let tx = min(max(col + bx + Int(ox), 0), tw - 1)
                memcpy(bd + row * bs + col * 4, targetData + ty * ts + tx * 4, 4)
            }
        }
        cairo_surface_mark_dirty(backdrop)
        if s > 0 { withPixels(backdrop) { cairn_blur($0, $1, $2, $3, s, s, 1) } }
        // Only the pixels under the coverage reach the picture (through its mask), and the
        // refraction reads them from at most `refractionReach` away. The saturation and the
        // refraction touch only those: the blur's margin around them is its input, never shown.
        let reach2 = refraction.map { Self.refractionReach(amount: $0.amount * unit, width: $0.width * unit, limit: w + h) } ?? 0
        let shown = (x0: max(raster.x - bx - reach2, 0), y0: max(raster.y - by - reach2, 0),
                     x1: min(raster.x - bx + raster.width + reach2, w), y1: min(raster.y - by + raster.height + reach2, h))
        let sat = saturation.isFinite ? saturation : 1
        if sat != 1, shown.x0 < shown.x1, shown.y0 < shown.y1 {
            let m = ColorMatrix.saturation(sat)
            m.withUnsafeBufferPointer { mp in
                withPixels(backdrop) { data, _, _, stride in
                    cairn_color_matrix(data + shown.y0 * Int(stride) + shown.x0 * 4, Int32(shown.x1 - shown.x0),
                                       Int32(shown.y1 - shown.y0), stride, mp.baseAddress)
                }
            }
        }
        if let refraction {
            refract(backdrop, coverage: raster, origin: (bx, by), amount: refraction.amount * unit, width: refraction.width * unit,
                    region: (raster.x - bx, raster.y - by, raster.x - bx + raster.width, raster.y - by + raster.height))
        }
        // The blurred backdrop through the layer's alpha, then the layer, as one group. The
        // group is cut to the coverage's pixels: unclipped, Cairo would allocate, clear and
        // composite a group the size of the whole target for every glass shape.
        let covered = (x: Double(raster.x), y: Double(raster.y), width: Double(raster.width), height: Double(raster.height))
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, covered.x, covered.y, covered.width, covered.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        cairo_set_source_surface(cr, backdrop, Double(bx), Double(by))
        cairo_mask_surface(cr, raster.surface, Double(raster.x), Double(raster.y))
        let group = cairo_pop_group(cr)
        cairo_restore(cr)
        guard let group else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, covered.x, covered.y, covered.width, covered.height)
        cairo_clip(cr)
        paint(group, opacity: opacity, mask: nil, blendMode: layer.blendMode)
        cairo_restore(cr)
        cairo_pattern_destroy(group)
        draw(plain)  // the content (the tint) over the blurred backdrop
    }

    /// How far, in pixels, `refract` reads from a pixel it displaces (at most `limit`). The
    /// field is a coverage blurred by σ = `width`, steepest at a straight edge, where the
    /// displacement is `amount`; 10 % more for the box blur's approximation of the Gaussian,
    /// `amount` · σ √(2π) / 510 more for the field's 8-bit steps, + 2 for rounding and the
    /// bilinear sample.
    static func refractionReach(amount: Double, width: Double, limit: Int) -> Int {
        let sigma = clampSigma(width)
        let reach = amount * (1.1 + sigma * (2 * Double.pi).squareRoot() / 510) + 2
        return reach.isFinite && reach >= 0 ? min(Int(reach.rounded(.up)), limit) : limit
    }

    /// Displaces `backdrop` (whose pixel (0, 0) is device pixel `origin`) near the edges of
    /// `coverage`: the coverage's alpha, blurred by σ = `width` pixels, is the field whose
    /// gradient sets the displacement, scaled so that it is `amount` pixels where the
    /// gradient is steepest (a straight edge: 1 / (σ √(2π)) per pixel).
    /// Only the pixels of `region` (x0, y0, x1, y1 in backdrop pixels) are displaced.
    func refract(_ backdrop: OpaquePointer, coverage: LayerRaster, origin: (Int, Int), amount: Double, width: Double,
                 region: (Int, Int, Int, Int)) {
        guard amount.isFinite, width.isFinite, amount > 0, width > 0 else { return }
        let w = cairo_image_surface_get_width(backdrop), h = cairo_image_surface_get_height(backdrop)
        guard let field = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return }
        defer { cairo_surface_destroy(field) }
        guard cairo_surface_status(field) == CAIRO_STATUS_SUCCESS, let fc = cairo_create(field) else { return }
        cairo_set_source_surface(fc, coverage.surface, Double(coverage.x - origin.0), Double(coverage.y - origin.1))
        cairo_paint(fc)
        cairo_destroy(fc)
        cairo_surface_flush(field)
        let sigma = Self.clampSigma(width)
        guard let fd = cairo_image_surface_get_data(field) else { return }
        let fs = cairo_image_surface_get_stride(field)
        _ = cairn_blur_a8(fd, w, h, fs, sigma, sigma)
        let scale = amount * sigma * (2 * Double.pi).squareRoot()
        withPixels(backdrop) { data, pw, ph, stride in
            _ = cairn_refract(data, pw, ph, stride, fd, fs, scale, Int32(region.0), Int32(region.1), Int32(region.2), Int32(region.3))
        }
    }

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

    /// `list` with every fill and stroke painted opaque black: its coverage.
    static func coverage(of list: DisplayList) -> DisplayList {
        let black = Paint.color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
        return DisplayList(list.items.map { item in
            switch item {
            case let .fill(path, _, style): return .fill(path, black, style)
            case let .stroke(path, _, style): return .stroke(path, black, style)
            case .group(var g):
                g.content = coverage(of: g.content)
                g.opacity = 1
                return .group(g)
            case .layer(var l):
                l.content = coverage(of: l.content)
                l.opacity = 1
                return .layer(l)
            default: return item
            }
        })
    }
}
