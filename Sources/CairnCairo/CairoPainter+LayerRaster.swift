import CCairo
import CairnDisplayList
import CairnFilters
import CairnGeometry
import Foundation

/// Layer rasters: a layer's content drawn into an image in device pixels (times the raster
/// scale, reduced for wide blurs), filtered in C (`CairnFilters`) and attached as a pattern.
extension CairoPainter {
    /// The resolution factor for a layer blur of `sigma` raster pixels: ½, ¼ or ⅛ while at
    /// least 8 pixels of σ remain (a Gaussian that wide keeps no detail finer than σ / 8: the
    /// blurred result differs from the full-resolution one by an 8-bit level or two, tested
    /// against erf in `BlurReductionTests`), else 1. The same rule as `cairn_blur`'s.
    static func reduction(sigma: Double) -> Double {
        var f = 1.0
        while f > 0.125, sigma * f / 2 >= 8 { f /= 2 }
        return f
    }

    /// The resolution factor for a layer whose filters are only blurs and colour matrices:
    /// `reduction(sigma:)` of its smallest blur (1 with any other filter, or none).
    static func blurReduction(_ filters: [LayerFilter], unit: Double) -> Double {
        var smallest = Double.infinity
        for f in filters {
            switch f {
            case let .blur(sigma, _): smallest = min(smallest, clampSigma(sigma * unit))
            case .colorMatrix: continue
            default: return 1
            }
        }
        return smallest.isFinite ? reduction(sigma: smallest) : 1
    }

    /// Rasterises `list` as the current context would draw it (its clip excepted), with
    /// `filters` applied, into an image in device pixels times the raster scale.
    func rasterize(_ list: DisplayList, filters: [LayerFilter]) -> LayerRaster? {
        let base = targetIsImage || recordsRasterLayer ? 1.0 : Self.vectorRasterScale
        var ctm = currentMatrix()
        let deviceUnit = sqrt(abs(ctm.xx * ctm.yy - ctm.yx * ctm.xy)) * base
        // Reduced resolution on pixel targets only: vector outputs keep their 2 px/pt images.
        let reduction = base == 1 && deviceUnit.isFinite ? Self.blurReduction(filters, unit: deviceUnit) : 1
        let k = base * reduction
        var deviceMatrix = ctm
        var scaleK = cairo_matrix_t(xx: k, yx: 0, xy: 0, yy: k, x0: 0, y0: 0)
        cairo_matrix_multiply(&deviceMatrix, &ctm, &scaleK)
        let unit = sqrt(abs(deviceMatrix.xx * deviceMatrix.yy - deviceMatrix.yx * deviceMatrix.xy))
        guard unit.isFinite, unit > 0 else { return nil }

        // How far the filters reach beyond the ink, in raster pixels.
        var reach = 0.0
        for f in filters {
            switch f {
            case let .shadow(_, sigma, offset):
                let dx = (ctm.xx * offset.width + ctm.xy * offset.height) * k
                let dy = (ctm.yx * offset.width + ctm.yy * offset.height) * k
                reach += Self.blurReach(sigma * unit) + max(abs(dx), abs(dy))
            case let .blur(sigma, opaque):
                if !opaque { reach += Self.blurReach(sigma * unit) }
            case .colorMatrix, .backdropBlur, .projection, .refraction:
                break
            case .shader(let program):
                reach += ceil(program.sampleReach * unit) + 1
            }
        }
        // Record the content to learn its ink extents in raster pixels, grown by the reach
        // and cut to the clip grown alike: content further out cannot show.
        guard let recorded = record(list, reach: reach, offset: (0, 0), scale: k) else { return nil }
        let recording = recorded.recording
        defer { Self.release(recording, fonts: recorded.fonts) }
        let x0 = Double(recorded.x), y0 = Double(recorded.y)
        let w = recorded.width, h = recorded.height

        guard var image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let ic = cairo_create(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_set_source_surface(ic, recording, -x0, -y0)
        Self.withFonts(recorded.fonts) { cairo_paint(ic) }
        cairo_destroy(ic)
        cairo_surface_flush(image)

        for f in filters {
            switch f {
            case let .blur(sigma, opaque):
                let s = Self.clampSigma(sigma * unit)
                withPixels(image) { cairn_blur($0, $1, $2, $3, s, s, opaque ? 1 : 0) }
                if opaque { withPixels(image) { cairn_make_opaque($0, $1, $2, $3) } }
            case .colorMatrix(let m):
                guard m.count == 20, m.allSatisfy(\.isFinite) else { continue }
                m.withUnsafeBufferPointer { mp in withPixels(image) { cairn_color_matrix($0, $1, $2, $3, mp.baseAddress) } }
            case let .shadow(color, sigma, offset):
                let dx = (ctm.xx * offset.width + ctm.xy * offset.height) * k
                let dy = (ctm.yx * offset.width + ctm.yy * offset.height) * k
                guard let shadowed = Self.withShadow(image, color: color, sigma: Self.clampSigma(sigma * unit),
                                                     dx: dx.isFinite ? dx : 0, dy: dy.isFinite ? dy : 0) else { continue }
                cairo_surface_destroy(image)
                image = shadowed
            case .backdropBlur, .projection, .refraction, .shader:
                break  // drawn by `drawWithBackdrop` / `drawProjected` / `drawShaded`
            }
        }
        return LayerRaster(surface: image, x: Int(x0), y: Int(y0), width: w, height: h, scale: k, reduction: reduction)
    }

    /// How far a Gaussian of `sigma` pixels visibly reaches: 3σ, plus the box blurs' slack.
    static func blurReach(_ sigma: Double) -> Double {
        let s = clampSigma(sigma)
        return s > 0 ? ceil(3 * s) + 2 : 0
    }

    /// Sigma in pixels, NaN and negatives as 0, capped at 2000 pixels.
    static func clampSigma(_ s: Double) -> Double { s.isNaN ? 0 : min(max(s, 0), 2000) }

    /// Calls `body` with the image's pixel pointer, width, height and stride, then marks the
    /// image dirty.
    func withPixels(_ image: OpaquePointer, _ body: (UnsafeMutablePointer<UInt8>, Int32, Int32, Int32) -> Void) {
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return }
        body(data, cairo_image_surface_get_width(image), cairo_image_surface_get_height(image), cairo_image_surface_get_stride(image))
        cairo_surface_mark_dirty(image)
    }

    /// The current clip's bounding box in device pixels times `k`, through `ctm` (the clip's
    /// four corners transformed): (minX, minY, maxX, maxY).
    func clipBox(_ ctm: cairo_matrix_t, scale k: Double) -> (Double, Double, Double, Double) {
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        return Self.deviceBounds((cx1, cy1, cx2, cy2), ctm, scale: k)
    }

    /// The bounding box of the user-space rectangle (x1, y1, x2, y2) in device units times
    /// `k`, through `ctm` (its four corners transformed): (minX, minY, maxX, maxY).
    static func deviceBounds(_ r: (Double, Double, Double, Double), _ ctm: cairo_matrix_t, scale k: Double = 1)
        -> (Double, Double, Double, Double) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (ux, uy) in [(r.0, r.1), (r.2, r.1), (r.0, r.3), (r.2, r.3)] {
            let x = (ctm.xx * ux + ctm.xy * uy + ctm.x0) * k, y = (ctm.yx * ux + ctm.yy * uy + ctm.y0) * k
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        return (minX, minY, maxX, maxY)
    }

    /// A new A8 image `width` × `height` holding the alpha of `source` (its pixel at `origin`
    /// landing on the image's top-left), blurred by `sigma` pixels (`cairn_blur_a8`, which
    /// works at reduced resolution for wide blurs); the caller destroys it. Nil when Cairo
    /// cannot make it.
    static func blurredAlpha(of source: OpaquePointer, origin: (x: Int, y: Int), width w: Int32, height h: Int32, sigma: Double,
                             fonts: Bool = false) -> OpaquePointer? {
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return nil }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mc = cairo_create(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        cairo_set_source_surface(mc, source, -Double(origin.x), -Double(origin.y))
        withFonts(fonts) { cairo_paint(mc) }
        cairo_destroy(mc)
        cairo_surface_flush(mask)
        if sigma > 0, let data = cairo_image_surface_get_data(mask) {
            cairn_blur_a8(data, w, h, cairo_image_surface_get_stride(mask), sigma, sigma)
            cairo_surface_mark_dirty(mask)
        }
        return mask
    }

    /// A new image: the content's alpha in `color`, blurred and moved by (dx, dy), under the
    /// content itself.
    static func withShadow(_ image: OpaquePointer, color: Color.Resolved, sigma: Double, dx: Double, dy: Double) -> OpaquePointer? {
        let w = cairo_image_surface_get_width(image), h = cairo_image_surface_get_height(image)
        // The content's alpha alone (A8), blurred, then painted in the shadow colour: the
        // colour channels of a one-colour shadow need no blurring.
        guard let shadow = blurredAlpha(of: image, origin: (0, 0), width: w, height: h, sigma: sigma) else { return nil }
        defer { cairo_surface_destroy(shadow) }
        guard let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else { return nil }
        guard let oc = cairo_create(out) else {
            cairo_surface_destroy(out)
            return nil
        }
        cairo_set_source_rgba(oc, color.red, color.green, color.blue, color.opacity)
        cairo_mask_surface(oc, shadow, dx, dy)
        cairo_set_source_surface(oc, image, 0, 0)
        cairo_paint(oc)
        cairo_destroy(oc)
        cairo_surface_flush(out)
        return out
    }
}

/// A layer rasterised in device pixels times `scale`, its top-left pixel at (x, y).
struct LayerRaster {
    let surface: OpaquePointer
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    let scale: Double
    /// The factor (½, ¼, ⅛) by which a wide blur's raster is smaller than the device pixels
    /// times the raster scale; 1 for a full-resolution raster.
    var reduction: Double = 1

    /// Sets `pattern`'s matrix so that it draws the raster in place in user space.
    func attach(_ pattern: OpaquePointer, userToDevice ctm: cairo_matrix_t) {
        // pattern = (ctm(user) * scale) - origin.
        var ctm = ctm
        var toRaster = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: -Double(x), y0: -Double(y))
        var m = cairo_matrix_t()
        cairo_matrix_multiply(&m, &ctm, &toRaster)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, scale == 1 ? CAIRO_FILTER_NEAREST : reduction < 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD)
    }
}
