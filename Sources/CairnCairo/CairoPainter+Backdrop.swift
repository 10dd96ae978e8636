import CCairo
import CairnDisplayList
import CairnFilters
import CairnGeometry
import Foundation

/// Layers whose filters read more than their own content: a backdrop (materials and Liquid
/// Glass blur what is already drawn beneath them). Projective transforms are in
/// `CairoPainter+Projection.swift`.
extension CairoPainter {
    /// A layer with a backdrop filter (materials, Liquid Glass). On an image target: the
    /// layer's coverage is rasterised; the target's pixels under it, grown by the blur's
    /// reach, are blurred and saturated (and, for glass, refracted near the edges) by
    /// `treatedBackdrop`; the result is painted through the coverage, then the layer over it,
    /// at `opacity`. Elsewhere (vector targets, or inside a layer being rasterised, which has
    /// no backdrop yet) the layer is drawn without it.
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
        guard w * h <= Self.maxLayerPixels, tw > 0, th > 0 else {
            draw(plain)
            return
        }
        // Only the pixels under the coverage reach the picture (through its mask), and the
        // refraction reads them from at most `refractionReach` away: the region shown. The
        // blur's margin around it is its input, never shown.
        let reach2 = refraction.map { Self.refractionReach(amount: $0.amount * unit, width: $0.width * unit, limit: w + h) } ?? 0
        let shown = (x0: max(raster.x - bx - reach2, 0), y0: max(raster.y - by - reach2, 0),
                     x1: min(raster.x - bx + raster.width + reach2, w), y1: min(raster.y - by + raster.height + reach2, h))
        let sat = saturation.isFinite ? saturation : 1
        let matrix = sat != 1 ? ColorMatrix.saturation(sat) : nil
        // Refraction in the same pass as the backdrop where it is made at reduced resolution:
        // each pixel under the coverage is sampled where the lens sends it.
        let lens = refraction.map { r -> BackdropLens in
            let sigma = Self.clampSigma(r.width * unit)
            return BackdropLens(coverage: raster, at: (raster.x - bx, raster.y - by), sigma: sigma,
                                scale: r.amount * unit * sigma * (2 * Double.pi).squareRoot(), reach: reach2)
        }
        guard let (backdrop, origin, refracted) = treatedBackdrop(target: (targetData, tw, th, ts), rect: (bx + Int(ox), by + Int(oy), w, h),
                                                                  sigma: s, matrix: matrix, shown: shown, lens: lens) else {
            draw(plain)
            return
        }
        defer { cairo_surface_destroy(backdrop) }
        let (bx0, by0) = (origin.0 - Int(ox), origin.1 - Int(oy))  // the image's (0, 0) in the layer's pixels
        if let refraction, !refracted {
            let region = (raster.x - bx0, raster.y - by0, raster.x - bx0 + raster.width, raster.y - by0 + raster.height)
            refract(backdrop, coverage: raster, origin: (bx0, by0), amount: refraction.amount * unit, width: refraction.width * unit,
                    region: region)
        }
        // The blurred backdrop through the layer's coverage, then the layer. A backdrop made
        // for exactly the coverage's pixels is masked in place; otherwise through a group cut
        // to the coverage's pixels (unclipped, Cairo would allocate, clear and composite a
        // group the size of the whole target for every glass shape).
        let covered = (x: Double(raster.x), y: Double(raster.y), width: Double(raster.width), height: Double(raster.height))
        let group: OpaquePointer?
        var washed = false
        if bx0 == raster.x, by0 == raster.y, Int(cairo_image_surface_get_width(backdrop)) == raster.width,
           Int(cairo_image_surface_get_height(backdrop)) == raster.height {
            // The backdrop made for exactly the coverage's pixels: masked in place, no group.
            // A layer that is one solid fill (glass's wash) joins it first, so the glass is one
            // image through its coverage, not the backdrop through it and the wash through it
            // again (which also left its antialiased edge a little too light or dark).
            let wash = Self.solidWash(of: plain)
            cairo_surface_flush(raster.surface)
            if let md = cairo_image_surface_get_data(raster.surface) {
                let ms = cairo_image_surface_get_stride(raster.surface)
                if let wash {
                    withPixels(backdrop) { cairn_wash_mask_in($0, $1, $2, $3, wash, md, ms) }
                    washed = true
                } else {
                    withPixels(backdrop) { cairn_mask_in($0, $1, $2, $3, md, ms) }
                }
            }
            group = cairo_pattern_create_for_surface(backdrop)
            var m = cairo_matrix_t()
            cairo_matrix_init_translate(&m, -Double(bx0), -Double(by0))
            if let group { cairo_pattern_set_matrix(group, &m) }
        } else {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, covered.x, covered.y, covered.width, covered.height)
            cairo_clip(cr)
            cairo_push_group(cr)
            cairo_set_source_surface(cr, backdrop, Double(bx0), Double(by0))
            cairo_mask_surface(cr, raster.surface, Double(raster.x), Double(raster.y))
            group = cairo_pop_group(cr)
            cairo_restore(cr)
        }
        guard let group else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, covered.x, covered.y, covered.width, covered.height)
        cairo_clip(cr)
        paint(group, opacity: opacity, mask: nil, blendMode: layer.blendMode)
        cairo_restore(cr)
        cairo_pattern_destroy(group)
        if !washed { draw(plain) }  // the content (the tint) over the blurred backdrop
    }

    /// The premultiplied ARGB32 colour Cairo would fill `layer`'s one solid fill with, when
    /// the layer is exactly that (no filter, mask or blend mode, full opacity, a finite colour);
    /// nil otherwise. Cairo keeps a colour as 16-bit premultiplied components
    /// (`_cairo_color_double_to_short`) and pixman takes their high bytes.
    static func solidWash(of layer: DisplayList.Layer) -> UInt32? {
        guard layer.filters.isEmpty, layer.mask == nil, layer.blendMode == .normal, layer.opacity == 1,
              layer.content.items.count == 1, case let .fill(_, .color(c), _) = layer.content.items[0],
              c.red.isFinite, c.green.isFinite, c.blue.isFinite, c.opacity.isFinite else { return nil }
        let a = min(max(c.opacity, 0), 1)
        func byte(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), 1) * (65536.0 - 1e-5)) >> 8 }
        return byte(a) << 24 | byte(c.red * a) << 16 | byte(c.green * a) << 8 | byte(c.blue * a)
    }

    /// Liquid Glass's lens over a backdrop: the coverage raster, where its pixel (0, 0) lies in
    /// the backdrop's rect, the field's σ and the displacement's scale (as `refract` computes
    /// them, in pixels), and the farthest a displaced sample reads.
    struct BackdropLens {
        let coverage: LayerRaster
        let at: (Int, Int)
        let sigma: Double
        let scale: Double
        let reach: Int
    }

    /// The backdrop of a material or glass layer, blurred by `sigma` pixels and treated by
    /// `matrix`: the `rect` (x, y, width, height in target pixels, the target's edge pixels
    /// repeated beyond it) is what the blur reads; only its `shown` part (x0, y0, x1, y1
    /// relative to `rect`) is made. Returns the image, the target pixel of its (0, 0) and
    /// whether the `lens` was applied, or `nil` when no image can be made. Wide blurs take
    /// `cairn_backdrop`, one pass at reduced resolution that also applies the lens (and then
    /// makes only the coverage's pixels); narrow ones (or no blur) copy the rect at full
    /// resolution, blur and treat it, and leave the lens to `refract`.
    func treatedBackdrop(target: (UnsafeMutablePointer<UInt8>, Int, Int, Int), rect: (Int, Int, Int, Int), sigma: Double,
                         matrix: [Double]?, shown: (x0: Int, y0: Int, x1: Int, y1: Int),
                         lens: BackdropLens? = nil) -> (OpaquePointer, (Int, Int), Bool)? {
        let (data, tw, th, ts) = target
        let (rx, ry, w, h) = rect
        // With a lens only the coverage's pixels are needed: the lens reads the rest itself.
        let made = lens.map { (x0: $0.at.0, y0: $0.at.1, x1: $0.at.0 + $0.coverage.width, y1: $0.at.1 + $0.coverage.height) } ?? shown
        let sw = made.x1 - made.x0, sh = made.y1 - made.y0
        guard sw > 0, sh > 0 else { return nil }
        if sigma > 0, let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sw), Int32(sh)) {
            guard cairo_surface_status(out) == CAIRO_STATUS_SUCCESS, let od = cairo_image_surface_get_data(out) else {
                cairo_surface_destroy(out)
                return nil
            }
            let os = cairo_image_surface_get_stride(out)
            var lensData: cairn_lens?
            if let lens {
                cairo_surface_flush(lens.coverage.surface)
                if let cd = cairo_image_surface_get_data(lens.coverage.surface) {
                    lensData = cairn_lens(coverage: cd, stride: cairo_image_surface_get_stride(lens.coverage.surface),
                                          x: Int32(lens.at.0), y: Int32(lens.at.1), width: Int32(lens.coverage.width),
                                          height: Int32(lens.coverage.height), sigma: lens.sigma, scale: lens.scale,
                                          reach: Int32(clamping: lens.reach))
                }
            }
            func run(_ m: UnsafePointer<Double>?) -> Int32 {
                func call(_ l: UnsafePointer<cairn_lens>?) -> Int32 {
                    cairn_backdrop(data, Int32(tw), Int32(th), Int32(ts), Int32(rx), Int32(ry), Int32(w), Int32(h), sigma, m, l,
                                   od, os, Int32(made.x0), Int32(made.y0), Int32(made.x1), Int32(made.y1))
                }
                guard var l = lensData else { return call(nil) }
                return withUnsafePointer(to: &l) { call($0) }
            }
            // A lens whose coverage has no pixels to read is not applied here (nor by `refract`).
            let done = (lens == nil || lensData != nil) ? (matrix.map { m in m.withUnsafeBufferPointer { run($0.baseAddress) } } ?? run(nil)) : 0
            if done == 1 {
                cairo_surface_mark_dirty(out)
                return (out, (rx + made.x0, ry + made.y0), lens != nil)
            }
            cairo_surface_destroy(out)
            if done < 0 { return nil }
        }
        // Full resolution: the whole rect (the blur reads all of it), rows copied at once
        // where they lie inside the target, edge pixels repeated beyond it.
        guard let backdrop = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(backdrop) == CAIRO_STATUS_SUCCESS, let bd = cairo_image_surface_get_data(backdrop) else {
            cairo_surface_destroy(backdrop)
            return nil
        }
        let bs = Int(cairo_image_surface_get_stride(backdrop))
        let inside = (max(-rx, 0), min(tw - rx, w))  // columns whose target pixel exists
        for row in 0..<h {
            let ty = min(max(row + ry, 0), th - 1)
            let src = data + ty * ts, dst = bd + row * bs
            if inside.0 < inside.1 {
                memcpy(dst + inside.0 * 4, src + (inside.0 + rx) * 4, (inside.1 - inside.0) * 4)
            }
            for col in 0..<min(inside.0, w) { memcpy(dst + col * 4, src, 4) }
            for col in max(inside.1, 0)..<w { memcpy(dst + col * 4, src + (tw - 1) * 4, 4) }
        }
        cairo_surface_mark_dirty(backdrop)
        if sigma > 0 { withPixels(backdrop) { cairn_blur($0, $1, $2, $3, sigma, sigma, 1) } }
        if let matrix {
            matrix.withUnsafeBufferPointer { mp in
                withPixels(backdrop) { data, _, _, stride in
                    cairn_color_matrix(data + shown.y0 * Int(stride) + shown.x0 * 4, Int32(shown.x1 - shown.x0),
                                       Int32(shown.y1 - shown.y0), stride, mp.baseAddress)
                }
            }
        }
        return (backdrop, (rx, ry), false)
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

    /// The lowest resolution, as a power of two up to 8, at which a blur of `sigma` pixels
    /// keeps at least `kept` pixels of σ (1: none lower does).
    static func reductionFactor(sigma: Double, keeping kept: Double) -> Int {
        var f = 1
        while f < 8, sigma / Double(2 * f) >= kept { f *= 2 }
        return f
    }

    /// Displaces `backdrop` (whose pixel (0, 0) is device pixel `origin`) near the edges of
    /// `coverage`: the coverage's alpha, blurred by σ = `width` pixels, is the field whose
    /// gradient sets the displacement, scaled so that it is `amount` pixels where the
    /// gradient is steepest (a straight edge: 1 / (σ √(2π)) per pixel).
    /// Only the pixels of `region` (x0, y0, x1, y1 in backdrop pixels) are displaced.
    func refract(_ backdrop: OpaquePointer, coverage: LayerRaster, origin: (Int, Int), amount: Double, width: Double,
                 region: (Int, Int, Int, Int)) {
        guard amount.isFinite, width.isFinite, amount > 0, width > 0 else { return }
        // The field covers the coverage, grown by the blur's reach and the gradient's pixel:
        // beyond that it is 0 and flat, and nothing is displaced.
        let sigma = Self.clampSigma(width)
        let margin = Int(Self.blurReach(sigma)) + 1
        let fx = coverage.x - origin.0 - margin, fy = coverage.y - origin.1 - margin
        let fw = coverage.width + 2 * margin, fh = coverage.height + 2 * margin
        guard fw * fh <= Self.maxLayerPixels, let field = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(fw), Int32(fh)) else { return }
        defer { cairo_surface_destroy(field) }
        guard cairo_surface_status(field) == CAIRO_STATUS_SUCCESS, let fc = cairo_create(field) else { return }
        cairo_set_source_surface(fc, coverage.surface, Double(margin), Double(margin))
        cairo_paint(fc)
        cairo_destroy(fc)
        cairo_surface_flush(field)
        guard let fd = cairo_image_surface_get_data(field) else { return }
        let fs = cairo_image_surface_get_stride(field)
        // The field is smooth and steers a displacement of a few pixels: it is blurred at the
        // lowest resolution (a power of two, at most 8) that keeps its σ at 6 pixels or more
        // (Cairn's choice, looser than a picture's blur, which keeps 8).
        _ = cairn_blur_a8_reduced(fd, Int32(fw), Int32(fh), fs, sigma, Int32(Self.reductionFactor(sigma: sigma, keeping: 6)))
        let scale = amount * sigma * (2 * Double.pi).squareRoot()
        withPixels(backdrop) { data, pw, ph, stride in
            _ = cairn_refract(data, pw, ph, stride, fd, fs, Int32(fx), Int32(fy), Int32(fw), Int32(fh), scale,
                              Int32(region.0), Int32(region.1), Int32(region.2), Int32(region.3))
        }
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
