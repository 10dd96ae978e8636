import CCairo
import CairnDisplayList
import CairnFilters
import CairnGeometry
import CairnShapes
import Foundation

/// Linear gradients on image targets, drawn by Cairn (`cairn_linear_gradient`) from a table
/// of the gradient's colours: a rectangle on whole device pixels straight into the target
/// (`fillLinearGradientDirectly`), any other fill or stroke through a raster of the painted
/// area used as the source. Pixman's own gradient costs about 11 ns a pixel (CardBench
/// `--parts`: the card's 1200 × 630 background 8.2 ms; 4.7 ms through a raster, 1.2 ms
/// written straight). The colours are those Cairo gave (the same 16-bit stops, interpolated
/// straight and premultiplied after); a pixel may differ by one level where Cairo's
/// fixed-point position rounds the other way (LinearGradientRasterTests). Hard stops,
/// gradients under 8 device pixels long, areas under 16,384 pixels, text and vector targets
/// keep Cairo's gradient.
extension CairoPainter {
    /// Fewest device pixels a linear gradient paints before Cairn rasterises it itself.
    static let gradientRasterMinimumPixels = 16_384.0

    /// The key under which a surface from `ownedImage` holds its pixel buffer (to free it).
    nonisolated(unsafe) static var gradientBufferKey = cairo_user_data_key_t()

    /// A surface pattern holding the linear gradient from `start` to `end` over what the
    /// current path will paint (cut to the clip), aligned to device pixels; nil when the
    /// target is not an image, the area is small or empty, or the geometry is degenerate.
    func linearGradientRaster(_ stops: [Gradient.Stop], start: CGPoint, end: CGPoint, coverage: Coverage) -> OpaquePointer? {
        guard rasterisesLinearGradients, targetIsImage, !recordsRasterLayer, cairo_has_current_point(cr) != 0,
              Self.tableDrawable(stops) else { return nil }
        guard let visible = visibleExtents(coverage) else { return nil }
        let ctm = currentMatrix()
        let (minX, minY, maxX, maxY) = Self.deviceBounds(visible, ctm)
        let lx = floor(minX), ly = floor(minY), w = ceil(maxX) - lx, h = ceil(maxY) - ly
        guard lx.isFinite, ly.isFinite, w.isFinite, h.isFinite, abs(lx) < 1e7, abs(ly) < 1e7,
              w * h >= Self.gradientRasterMinimumPixels, w * h <= Double(Self.maxLayerPixels) else { return nil }
        guard let (tx, ty, t0) = Self.gradientCoefficients(start: start, end: end, ctm: ctm, origin: (lx, ly)) else { return nil }
        // Every pixel is written: memory not zeroed first, as Cairo's own would be.
        guard let (surface, data, stride) = Self.ownedImage(width: Int32(w), height: Int32(h), zeroed: false) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard Self.fillGradient(stops, into: data, width: Int32(w), height: Int32(h), stride: stride, coefficients: (tx, ty, t0), over: false)
        else { return nil }
        cairo_surface_mark_dirty(surface)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        // Pattern space = device space − the raster's origin.
        var toPattern = cairo_matrix_t()
        var current = ctm
        var shift = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -lx, y0: -ly)
        cairo_matrix_multiply(&toPattern, &current, &shift)
        cairo_pattern_set_matrix(pattern, &toPattern)
        // Every pixel painted lies inside the raster, and is one of its pixels exactly: no
        // extension and no filtering, so pixman takes its plain copy-and-blend paths.
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        return pattern
    }

    /// A new image surface (ARGB32 unless `format` says otherwise) over memory Cairn
    /// allocates (zeroed or not) and the surface frees when its last reference goes: its
    /// pixels, and their stride. Nil when memory or Cairo fails.
    static func ownedImage(width: Int32, height: Int32, zeroed: Bool, format: cairo_format_t = CAIRO_FORMAT_ARGB32)
        -> (surface: OpaquePointer, data: UnsafeMutablePointer<UInt8>, stride: Int32)? {
        let stride = cairo_format_stride_for_width(format, width)
        guard stride > 0, width > 0, height > 0 else { return nil }
        let bytes = Int(stride) * Int(height)
        guard let data = (zeroed ? calloc(bytes, 1) : malloc(bytes))?.assumingMemoryBound(to: UInt8.self) else { return nil }
        guard let surface = cairo_image_surface_create_for_data(data, format, width, height, stride) else {
            free(data)
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, &Self.gradientBufferKey, data, { free($0) }) == CAIRO_STATUS_SUCCESS
        else {
            cairo_surface_destroy(surface)
            free(data)
            return nil
        }
        return (surface, data, stride)
    }

    /// The gradient position as a function of device pixel indices: t = tx·(i + ½) + ty·(j + ½) + t0
    /// for the pixel (i, j) counted from the device point `origin`, where t(u) = (u − start) · d / |d|²
    /// at user point u; nil when the geometry is degenerate.
    static func gradientCoefficients(start: CGPoint, end: CGPoint, ctm: cairo_matrix_t, origin: (Double, Double))
        -> (Double, Double, Double)? {
        var inverse = ctm
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return nil }
        let sx = Double(start.x), sy = Double(start.y)
        let dx = Double(end.x) - sx, dy = Double(end.y) - sy, length = dx * dx + dy * dy
        guard length > 0, length.isFinite else { return nil }
        let tx = (dx * inverse.xx + dy * inverse.yx) / length
        let ty = (dx * inverse.xy + dy * inverse.yy) / length
        let t0 = (dx * (inverse.x0 - sx) + dy * (inverse.y0 - sy)) / length + tx * origin.0 + ty * origin.1
        // Under 8 device pixels from end to end, Cairo's fixed-point positions and the table's
        // steps part by more than a level: Cairo draws it.
        guard tx.isFinite, ty.isFinite, t0.isFinite, hypot(tx, ty) <= 1.0 / 8 else { return nil }
        return (tx, ty, t0)
    }

    /// Whether the table draws `stops` as Cairo would: no two stops closer than a table step.
    /// A hard stop (two at one location) is an edge whose side a pixel centre on it takes from
    /// the exact position, which the table's steps can move by a pixel: Cairo draws those.
    static func tableDrawable(_ stops: [Gradient.Stop]) -> Bool {
        zip(stops, stops.dropFirst()).allSatisfy { Double($1.location - $0.location) >= 1.0 / 4095 }
    }

    /// `stops` as the C gradient functions take them: the offsets, and four straight RGBA
    /// components per stop.
    static func tableStops(_ stops: [Gradient.Stop]) -> (offsets: [Double], colours: [Double]) {
        (stops.map { Double($0.location) }, stops.flatMap { stop -> [Double] in
            let c = stop.color.resolved
            return [c.red, c.green, c.blue, c.opacity]
        })
    }

    /// Writes (or, with `over`, composites) the gradient of `stops` into ARGB32 pixels.
    static func fillGradient(_ stops: [Gradient.Stop], into data: UnsafeMutablePointer<UInt8>, width: Int32, height: Int32, stride: Int32,
                             coefficients: (Double, Double, Double), over: Bool) -> Bool {
        let (offsets, colours) = tableStops(stops)
        return cairn_linear_gradient(data, width, height, stride, coefficients.0, coefficients.1, coefficients.2,
                                     offsets, colours, Int32(stops.count), over ? 1 : 0) == 0
    }

    /// Where a fill may write straight into the target's pixels, as Cairo would paint them.
    enum DirectPixels {
        /// The target, operator, transform or clip is not one a direct fill matches.
        case unavailable
        /// Nothing of the fill reaches the surface (clipped away, or off it).
        case nothing
        /// The pixels from `first` on (`width` × `height`, rows `stride` bytes apart), whose
        /// top-left pixel is at `origin` in device space.
        case pixels(first: UnsafeMutablePointer<UInt8>, width: Int32, height: Int32, stride: Int32, origin: (x: Double, y: Double))
    }

    /// The rectangle of the target's pixels a fill may write straight into, when that is
    /// exactly what Cairo would paint: an image target (ARGB32, no device scale), source-over,
    /// a transform that is a scale and a translation, `rect` (user space; nil for the clip
    /// alone) on whole device pixels, and a clip that is one rectangle on whole device pixels
    /// too. Every pixel inside is then fully covered, every one outside untouched. The
    /// surface is flushed; the caller marks it dirty once written.
    func directPixels(within rect: CGRect?) -> DirectPixels {
        guard targetIsImage, !recordsRasterLayer, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
              let target = cairo_get_group_target(cr), cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return .unavailable }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        let ctm = currentMatrix()
        guard scaleX == 1, scaleY == 1, ctm.xy == 0, ctm.yx == 0 else { return .unavailable }
        func whole(_ v: Double) -> Double? { let r = v.rounded(); return abs(v - r) < 1e-6 && abs(r) < 1e7 ? r : nil }
        /// `r` (user space) in whole device pixels, min then max.
        func device(_ r: (Double, Double, Double, Double)) -> (Double, Double, Double, Double)? {
            let (ax, ay, bx, by) = Self.deviceBounds(r, ctm)
            guard let x0 = whole(ax), let y0 = whole(ay), let x1 = whole(bx), let y1 = whole(by) else { return nil }
            return (x0, y0, x1, y1)
        }
        var (x0, y0, x1, y1) = (-Double.infinity, -Double.infinity, Double.infinity, Double.infinity)
        if let rect {
            guard let r = device((Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))) else { return .unavailable }
            (x0, y0, x1, y1) = r
        }
        // The clip: one rectangle on whole device pixels, or not this path.
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return .unavailable }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles <= 1 else { return .unavailable }
        if list.pointee.num_rectangles == 0 { return .nothing }  // clipped away entirely
        let c = list.pointee.rectangles[0]
        guard let clip = device((c.x, c.y, c.x + c.width, c.y + c.height)) else { return .unavailable }
        x0 = max(x0, clip.0); y0 = max(y0, clip.1); x1 = min(x1, clip.2); y1 = min(y1, clip.3)
        // Device space → the surface's pixels (a group's surface is offset).
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard let ox = whole(ox), let oy = whole(oy) else { return .unavailable }
        let width = Double(cairo_image_surface_get_width(target)), height = Double(cairo_image_surface_get_height(target))
        let px0 = max(x0 + ox, 0), py0 = max(y0 + oy, 0), px1 = min(x1 + ox, width), py1 = min(y1 + oy, height)
        guard px1 > px0, py1 > py0 else { return .nothing }  // nothing of it on the surface
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return .unavailable }
        let stride = cairo_image_surface_get_stride(target)
        return .pixels(first: data + Int(py0) * Int(stride) + Int(px0) * 4, width: Int32(px1 - px0), height: Int32(py1 - py0),
                       stride: stride, origin: (px0 - ox, py0 - oy))
    }

    /// Fills `path` with the linear gradient straight into the target's pixels when that is
    /// exactly what Cairo would paint (`directPixels`: a rectangle on whole device pixels
    /// under a clip of one). No raster is allocated and no pixel is read twice (the
    /// 1200 × 630 card background: 8.3 ms with Cairo's gradient, about 1 here). False
    /// (nothing drawn) when this does not apply.
    func fillLinearGradientDirectly(_ path: Path, stops: [Gradient.Stop], start: CGPoint, end: CGPoint) -> Bool {
        guard Self.tableDrawable(stops), let rect = Self.axisAlignedRectangle(path) else { return false }
        switch directPixels(within: rect) {
        case .unavailable: return false
        case .nothing: return true
        case let .pixels(first, width, height, stride, origin):
            guard let coefficients = Self.gradientCoefficients(start: start, end: end, ctm: currentMatrix(), origin: origin),
                  Self.fillGradient(stops, into: first, width: width, height: height, stride: stride,
                                    coefficients: coefficients, over: true) else { return false }
            cairo_surface_mark_dirty(cairo_get_group_target(cr))
            return true
        }
    }

    /// Strokes `path` (the stroke style already set) with the linear gradient through the
    /// stroke's own coverage when the target is an image: the stroke is rendered by Cairo
    /// into an A8 group (the clip applies), then `cairn_linear_gradient_masked` composites
    /// the gradient over the pixels it covers only. Cairo composites a gradient stroke over
    /// the whole rectangle around it (for a glass rim, the shape's every pixel), so a thin
    /// outline cost as much as a fill; the colours, the coverage and the rounding are the
    /// same (LinearGradientRasterTests). False (the path cleared, nothing drawn) when this
    /// does not apply: a vector target, another operator, a device scale, a small area.
    func strokeLinearGradientThroughCoverage(_ path: Path, stops: [Gradient.Stop], start: CGPoint, end: CGPoint) -> Bool {
        guard targetIsImage, !recordsRasterLayer, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, Self.tableDrawable(stops),
              start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite, start != end,
              let target = cairo_get_group_target(cr), cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard scaleX == 1, scaleY == 1 else { return false }
        appendPath(path)
        guard let visible = visibleExtents(.stroke) else {
            cairo_new_path(cr)
            return true  // nothing of it is visible
        }
        let ctm = currentMatrix()
        let (minX, minY, maxX, maxY) = Self.deviceBounds(visible, ctm)
        let area = (ceil(maxX) - floor(minX)) * (ceil(maxY) - floor(minY))
        guard area.isFinite, area >= Self.gradientRasterMinimumPixels, area <= Double(Self.maxLayerPixels) else {
            cairo_new_path(cr)
            return false
        }
        cairo_new_path(cr)
        // The coverage: the stroke in opaque black into an alpha-only group cut to the clip.
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        appendPath(path)
        cairo_stroke(cr)
        guard let group = cairo_pop_group(cr) else { return false }
        defer { cairo_pattern_destroy(group) }
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let mask = surface,
              cairo_surface_get_type(mask) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(mask) == CAIRO_FORMAT_A8
        else { return false }
        cairo_surface_flush(mask)
        cairo_surface_flush(target)
        // Device space → each surface's pixels (both may be offset groups).
        var mox = 0.0, moy = 0.0, tox = 0.0, toy = 0.0
        cairo_surface_get_device_offset(mask, &mox, &moy)
        cairo_surface_get_device_offset(target, &tox, &toy)
        let mw = Int(cairo_image_surface_get_width(mask)), mh = Int(cairo_image_surface_get_height(mask))
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        guard mox == mox.rounded(), moy == moy.rounded(), tox == tox.rounded(), toy == toy.rounded(),
              abs(mox) < 1e7, abs(moy) < 1e7, abs(tox) < 1e7, abs(toy) < 1e7,
              let md = cairo_image_surface_get_data(mask), let td = cairo_image_surface_get_data(target) else { return false }
        // The mask's pixel (i, j) is device (i - mox, j - moy), the target's pixel (i - mox + tox, …).
        let dx = Int(tox - mox), dy = Int(toy - moy)
        let i0 = max(0, -dx), j0 = max(0, -dy), i1 = min(mw, tw - dx), j1 = min(mh, th - dy)
        guard i1 > i0, j1 > j0 else { return true }
        guard let coefficients = Self.gradientCoefficients(start: start, end: end, ctm: ctm,
                                                           origin: (Double(i0) - mox, Double(j0) - moy)) else { return false }
        let ms = Int(cairo_image_surface_get_stride(mask)), ts = Int(cairo_image_surface_get_stride(target))
        let (offsets, colours) = Self.tableStops(stops)
        guard cairn_linear_gradient_masked(td + (j0 + dy) * ts + (i0 + dx) * 4, Int32(i1 - i0), Int32(j1 - j0), Int32(ts),
                                           md + j0 * ms + i0, Int32(ms), coefficients.0, coefficients.1, coefficients.2,
                                           offsets, colours, Int32(stops.count)) == 0 else { return false }
        cairo_surface_mark_dirty(target)
        return true
    }

    /// The rectangle `path` is, when it is one closed axis-aligned rectangle (four corners,
    /// the fourth side closed by a line back or by closing); nil otherwise.
    static func axisAlignedRectangle(_ path: Path) -> CGRect? {
        var points: [CGPoint] = []
        var closed = false
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: points.append(p)
            case .line(let p) where !closed: points.append(p)
            case .closeSubpath where !closed: closed = true
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4, closed || path.elements.count == 5 else { return nil }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              Set(xs).count == 2, Set(ys).count == 2 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
