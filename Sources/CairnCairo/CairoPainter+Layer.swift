import CCairo
import CairnDisplayList
import CairnFilters
import CairnGeometry
import Foundation

/// Layers: a nested list composited offscreen (`cairo_push_group`), then filtered, masked
/// and blended into the parent.
///
/// Layers without filters stay vector: push/pop group, `cairo_mask` for masks, a Cairo
/// operator for the blend mode, `cairo_paint_with_alpha` for the opacity. Filters (shadow,
/// blur, colour matrices) and `plusDarker` need pixels: the content is recorded on a
/// recording surface to find its ink extents in device space, rasterised into an image
/// surface covering those extents (grown by the blur's reach, cut to the clip's), filtered
/// in C (`CairnFilters`), and painted back as an image pattern. On an image target the
/// raster is device pixels, so PNG output is exact; on vector targets (SVG, PDF) it is drawn
/// at `vectorRasterScale` pixels per point and embedded as an image (SVG output writes the
/// layers SVG can express natively instead: `CairoPainter+SVGLayer.swift`).
extension CairoPainter {
    /// Pixels per device unit for layers rasterised on a vector target.
    static let vectorRasterScale = 2.0
    /// The largest raster a layer may use; a bigger one is drawn without its filters.
    static let maxLayerPixels = 64 << 20

    /// Draws `layer`; nothing when its opacity is 0 or NaN, its content empty, or its mask
    /// empty.
    func draw(_ layer: DisplayList.Layer) {
        let opacity = layer.opacity.isNaN ? 0 : min(layer.opacity, 1)
        guard opacity > 0, !layer.content.isEmpty else { return }
        if let mask = layer.mask, mask.isEmpty { return }
        if let svgFragments, drawAsSVGFragment(layer, opacity: opacity, into: svgFragments) { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if layer.filters.isEmpty && layer.blendMode != .plusDarker {
            // One fill or stroke, opaque, unmasked, source-over: the group would hold that one
            // item over transparency and be painted as it is, so the item is drawn directly
            // (the same pixels; a glass shape's wash skipped a group its size).
            if opacity == 1, layer.mask == nil, layer.blendMode == .normal, layer.content.items.count == 1 {
                switch layer.content.items[0] {
                case .fill, .stroke:
                    drawItems(layer.content)
                    return
                default: break
                }
            }
            if layer.blendMode == .normal { clipToInk(of: layer.content) }
            cairo_push_group(cr)
            drawItems(layer.content)
            guard let pattern = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(pattern) }
            paint(pattern, opacity: opacity, mask: layer.mask, blendMode: layer.blendMode)
            return
        }
        if layer.blendMode == .plusDarker {
            drawPlusDarker(layer, opacity: opacity)
            return
        }
        if let shader = layer.filters.firstIndex(where: { if case .shader = $0 { return true } else { return false } }) {
            drawShaded(layer, filter: shader, opacity: opacity)
            return
        }
        if let projection = layer.filters.firstIndex(where: { if case .projection = $0 { return true } else { return false } }) {
            drawProjected(layer, filter: projection, opacity: opacity)
            return
        }
        if let backdrop = layer.filters.firstIndex(where: { if case .backdropBlur = $0 { return true } else { return false } }) {
            drawWithBackdrop(layer, backdropFilter: backdrop, opacity: opacity)
            return
        }
        if layer.filters.count == 1, case let .shadow(color, sigma, offset) = layer.filters[0],
           opacity == 1, layer.blendMode == .normal, layer.mask == nil, Self.blendsNormally(layer.content),
           drawShadowUnderContent(layer.content, color: color, sigma: sigma, offset: offset) {
            return
        }
        guard let raster = rasterize(layer.content, filters: layer.filters) else { return }
        defer { cairo_surface_destroy(raster.surface) }
        guard let pattern = cairo_pattern_create_for_surface(raster.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let ctm = currentMatrix()
        raster.attach(pattern, userToDevice: ctm)
        if raster.reduction < 1 {
            // A reduced raster is interpolated back with its edge pixels repeated (an opaque
            // blur's edge must not fade into the transparency beyond the raster), inside the
            // raster's own rectangle.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, Double(raster.x) / raster.scale, Double(raster.y) / raster.scale,
                            Double(raster.width) / raster.scale, Double(raster.height) / raster.scale)
            var m = ctm
            cairo_clip(cr)
            cairo_set_matrix(cr, &m)
        }
        paint(pattern, opacity: opacity, mask: layer.mask, blendMode: layer.blendMode)
    }

    /// A layer whose one filter is a shadow, drawn at full opacity with the normal blend mode
    /// and no mask, on an image target: the shadow is painted straight onto the target (the
    /// content's coverage rasterised into an A8 mask, blurred — at reduced resolution in C
    /// for a wide shadow — and filled with the shadow colour), then the content is drawn over it as
    /// usual. The same pixels as compositing the pair offscreen first (source-over is
    /// associative), without the offscreen colour raster. Returns false (nothing drawn) when
    /// this does not apply, so the caller takes the general path.
    ///
    /// `drawsContent` false draws the shadow alone, for content a clip hides entirely
    /// (`drawShadowOutsideHiddenShape`).
    func drawShadowUnderContent(_ content: DisplayList, color: Color.Resolved, sigma: Double, offset: CGSize,
                                drawsContent: Bool = true) -> Bool {
        guard targetIsImage, !recordsRasterLayer else { return false }
        let ctm = currentMatrix()
        let unit = sqrt(abs(ctm.xx * ctm.yy - ctm.yx * ctm.xy))
        guard unit.isFinite, unit > 0 else { return false }
        let s = Self.clampSigma(sigma * unit)
        let dx = ctm.xx * offset.width + ctm.xy * offset.height, dy = ctm.yx * offset.width + ctm.yy * offset.height
        guard dx.isFinite, dy.isFinite else { return false }
        guard let ink = record(content, reach: Self.blurReach(s), offset: (dx, dy), scale: 1) else {
            if drawsContent { drawItems(content) }  // no shadow can show
            return true
        }
        defer { Self.release(ink.recording, fonts: ink.fonts) }
        if color.opacity <= 0.25, paintFaintShadow(ink, color: color, sigma: s, offset: (dx, dy)) {
            if drawsContent { drawItems(content) }
            return true
        }
        // Full resolution: the A8 blur itself works at reduced resolution for a wide shadow
        // and interpolates back in C, cheaper than a scaled mask pattern in pixman.
        guard let mask = Self.blurredAlpha(of: ink.recording, origin: (ink.x, ink.y), width: Int32(ink.width), height: Int32(ink.height),
                                           sigma: s, fonts: ink.fonts) else { return false }
        defer { cairo_surface_destroy(mask) }
        guard let pattern = cairo_pattern_create_for_surface(mask) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        // Pattern space = device − raster origin − offset.
        var pm = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -(Double(ink.x) + dx), y0: -(Double(ink.y) + dy))
        cairo_pattern_set_matrix(pattern, &pm)
        cairo_pattern_set_filter(pattern, dx == dx.rounded() && dy == dy.rounded() ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        cairo_mask(cr, pattern)
        cairo_restore(cr)
        if drawsContent { drawItems(content) }
        return true
    }

    /// A faint shadow (opacity ≤ 0.25, as Liquid Glass's 0.10) that is wide (σ of 9 device
    /// pixels or more) painted from a mask made at reduced resolution: the content's coverage
    /// rasterised at 1/f (f = 2, 4 or 8, the most that keeps 4.5 pixels of σ, the backdrop's
    /// rule; Cairo's area coverage there is the block average of the exact coverage), blurred
    /// there with the backdrop's boxes, expanded bilinearly in C into a full-resolution mask
    /// (never zeroed: every byte is written) and painted through it. The mask is within about
    /// 4 levels of the exact Gaussian's (BackdropFilterTests measures that rule), so within one
    /// level once painted at the shadow's opacity. False (nothing drawn) when this does not
    /// apply.
    private func paintFaintShadow(_ ink: (recording: OpaquePointer, x: Int, y: Int, width: Int, height: Int, fonts: Bool),
                                  color: Color.Resolved, sigma: Double, offset: (Double, Double)) -> Bool {
        let f = Self.reductionFactor(sigma: sigma, keeping: 4.5)
        guard f >= 2, ink.width >= 4 * f, ink.height >= 4 * f else { return false }
        let lw = (ink.width + f - 1) / f, lh = (ink.height + f - 1) / f
        guard let small = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(lw), Int32(lh)) else { return false }
        defer { cairo_surface_destroy(small) }
        guard cairo_surface_status(small) == CAIRO_STATUS_SUCCESS, let sc = cairo_create(small) else { return false }
        cairo_scale(sc, 1 / Double(f), 1 / Double(f))
        cairo_set_source_surface(sc, ink.recording, -Double(ink.x), -Double(ink.y))
        Self.withFonts(ink.fonts) { cairo_paint(sc) }
        cairo_destroy(sc)
        cairo_surface_flush(small)
        let smallStride = cairo_image_surface_get_stride(small)
        guard let smallData = cairo_image_surface_get_data(small),
              cairn_blur_a8_boxes(smallData, Int32(lw), Int32(lh), smallStride, sigma / Double(f)) == 0 else { return false }
        // The full-resolution mask, not zeroed: the expansion writes every pixel.
        guard let (mask, data, stride) = Self.ownedImage(width: Int32(ink.width), height: Int32(ink.height), zeroed: false, format: CAIRO_FORMAT_A8)
        else { return false }
        defer { cairo_surface_destroy(mask) }
        guard cairn_a8_expand(smallData, Int32(lw), Int32(lh), smallStride, Int32(f), data, Int32(ink.width), Int32(ink.height), stride) == 0
        else { return false }
        cairo_surface_mark_dirty(mask)
        guard let pattern = cairo_pattern_create_for_surface(mask) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        // Pattern space = device − raster origin − offset.
        var pm = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -(Double(ink.x) + offset.0), y0: -(Double(ink.y) + offset.1))
        cairo_pattern_set_matrix(pattern, &pm)
        cairo_pattern_set_filter(pattern, offset.0 == offset.0.rounded() && offset.1 == offset.1.rounded() ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        cairo_mask(cr, pattern)
        cairo_restore(cr)
        return true
    }

    /// Before an unfiltered layer of a few items is composited offscreen on an image target,
    /// clips to the device pixels its content inks (grown by a pixel, cut to the clip), so
    /// that `cairo_push_group` makes a surface of that size instead of the whole clip's.
    /// Outside its ink the layer is transparent and, composited with source-over, changes
    /// nothing: the pixels are the same. A caption at 0.75 opacity on a 1200 × 630 canvas
    /// grouped the whole canvas: 4.8 ms to draw, 0.2 ms bounded (CardBench `--parts`).
    /// Content of many items (a whole screen at some opacity) is not measured first, as its
    /// group is large anyway. Nothing changes when the ink cannot be found.
    func clipToInk(of content: DisplayList) {
        guard targetIsImage, !recordsRasterLayer, Self.leafCount(content, limit: 64) <= 64,
              let ink = record(content, reach: 1, offset: (0, 0), scale: 1) else { return }
        Self.release(ink.recording, fonts: ink.fonts)
        var matrix = currentMatrix()
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(ink.x), Double(ink.y), Double(ink.width), Double(ink.height))
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }

    /// The number of drawing items in `list` and its nested groups and layers, counted up to
    /// just past `limit`.
    static func leafCount(_ list: DisplayList, limit: Int) -> Int {
        var count = 0
        var pending = [list]
        while let next = pending.popLast() {
            for item in next.items {
                switch item {
                case .group(let g): pending.append(g.content)
                case .layer(let l): pending.append(l.content)
                default: count += 1
                }
                if count > limit { return count }
            }
        }
        return count
    }

    /// Whether `list` composites only with source-over and reads nothing beneath it (no blend
    /// modes, no backdrop filters): then drawing it onto the target equals drawing it onto a
    /// transparent layer composited there.
    static func blendsNormally(_ list: DisplayList) -> Bool {
        list.items.allSatisfy { item in
            switch item {
            case .group(let g): return blendsNormally(g.content)
            case .layer(let l):
                return l.blendMode == .normal && blendsNormally(l.content)
                    && !l.filters.contains { if case .backdropBlur = $0 { return true } else { return false } }
            default: return true
            }
        }
    }

    /// `list` recorded as the current context draws it, with its ink extents in raster pixels
    /// (device pixels times `scale`), grown by `reach` (and by the offset, on its side) and
    /// cut to the clip grown alike. Nil when nothing would show.
    ///
    /// `fonts` says whether the recording may hold glyphs (text, or an SVG image whose text
    /// librsvg draws): measuring, replaying and releasing it then holds the font system's
    /// lock (`PangoFontSystem.withFontLock`), as those calls can open font files.
    func record(_ list: DisplayList, reach: Double, offset: (Double, Double), scale k: Double)
        -> (recording: OpaquePointer, x: Int, y: Int, width: Int, height: Int, fonts: Bool)? {
        var ctm = currentMatrix()
        var deviceMatrix = ctm
        var scaleK = cairo_matrix_t(xx: k, yx: 0, xy: 0, yy: k, x0: 0, y0: 0)
        cairo_matrix_multiply(&deviceMatrix, &ctm, &scaleK)
        let (minX, minY, maxX, maxY) = clipBox(ctm, scale: k)
        // What is drawn at p shows at p + offset: the content that can show lies in the clip
        // moved back by the offset, grown by the reach.
        let (ox, oy) = (offset.0 * k, offset.1 * k)
        let lx = floor(minX - max(ox, 0) - reach), ly = floor(minY - max(oy, 0) - reach)
        let hx = ceil(maxX - min(ox, 0) + reach), hy = ceil(maxY - min(oy, 0) + reach)
        var bounds = cairo_rectangle_t(x: lx, y: ly, width: hx - lx, height: hy - ly)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite,
              abs(bounds.x) < 1e9, abs(bounds.y) < 1e9 else { return nil }
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &bounds) else { return nil }
        guard let rc = cairo_create(recording) else { cairo_surface_destroy(recording); return nil }
        cairo_set_matrix(rc, &deviceMatrix)
        var recorder = CairoPainter(rc, vectorOutput: false)
        recorder.recordsRasterLayer = true
        recorder.drawItems(list)
        let recordOK = cairo_status(rc) == CAIRO_STATUS_SUCCESS
        cairo_destroy(rc)
        let fonts = Self.mayUseFonts(list)
        var ix = 0.0, iy = 0.0, iw = 0.0, ih = 0.0
        if recordOK { Self.withFonts(fonts) { cairo_recording_surface_ink_extents(recording, &ix, &iy, &iw, &ih) } }
        let x0 = max(floor(ix - reach), lx), y0 = max(floor(iy - reach), ly)
        let x1 = min(ceil(ix + iw + reach), hx), y1 = min(ceil(iy + ih + reach), hy)
        guard recordOK, iw > 0, ih > 0, ix.isFinite, iy.isFinite, x1 > x0, y1 > y0,
              (x1 - x0) * (y1 - y0) <= Double(Self.maxLayerPixels) else {
            Self.release(recording, fonts: fonts)
            return nil
        }
        return (recording, Int(x0), Int(y0), Int(x1 - x0), Int(y1 - y0), fonts)
    }

    /// Whether drawing `list` can load glyphs: it has text, or an SVG image (librsvg draws an
    /// SVG's text with Pango and Cairo). Bitmaps, shapes and gradients never touch a font.
    static func mayUseFonts(_ list: DisplayList) -> Bool {
        var pending = [list]
        while let next = pending.popLast() {
            for item in next.items {
                switch item {
                case .text: return true
                case .image(let image): if case .svg = image.source.content { return true }
                case .group(let g): pending.append(g.content)
                case .layer(let l):
                    pending.append(l.content)
                    if let mask = l.mask { pending.append(mask) }
                default: break
                }
            }
        }
        return false
    }

    /// Runs `body` under the font system's lock when `fonts` (see `record`), else directly.
    static func withFonts<R>(_ fonts: Bool, _ body: () throws -> R) rethrows -> R {
        fonts ? try PangoFontSystem.shared.withFontLock(body) : try body()
    }

    /// Destroys a recording, under the font system's lock when it may hold glyphs (releasing
    /// its scaled fonts can close their font files).
    static func release(_ recording: OpaquePointer, fonts: Bool) {
        withFonts(fonts) { cairo_surface_destroy(recording) }
    }

    /// Paints `pattern` (in user space) masked by the alpha of `mask`, at `opacity`, with
    /// `blendMode`'s operator.
    func paint(_ pattern: OpaquePointer, opacity: Double, mask: DisplayList?, blendMode: BlendMode) {
        var source = pattern
        var combined: OpaquePointer?
        defer { if let combined { cairo_pattern_destroy(combined) } }
        if let mask {
            cairo_push_group(cr)
            drawItems(mask)
            guard let maskPattern = cairo_pop_group(cr) else { return }
            cairo_push_group(cr)
            cairo_set_source(cr, pattern)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(maskPattern)
            guard let c = cairo_pop_group(cr) else { return }
            combined = c
            source = c
        }
        cairo_set_source(cr, source)
        cairo_set_operator(cr, Self.cairoOperator(blendMode))
        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
    }

    /// The Cairo operator for a blend mode (`plusLighter` is `ADD`: min(1, S + D) on
    /// premultiplied components, Core Graphics' formula). `plusDarker` has no Cairo operator:
    /// on image targets it is computed per pixel; on vector targets it is drawn as multiply,
    /// the closest mode PDF and SVG have.
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// The current user-to-device matrix.
    func currentMatrix() -> cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m
    }

    /// Whether the drawing goes to an image surface (pixels) rather than a vector one.
    var targetIsImage: Bool {
        guard let target = cairo_get_group_target(cr) else { return false }
        return cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    }

    /// `plusDarker`: on an image target, the layer (normal blend) is rasterised and combined
    /// with the backdrop pixel by pixel, then written back through the current clip with
    /// `SOURCE`. On a vector target it falls back to multiply.
    func drawPlusDarker(_ layer: DisplayList.Layer, opacity: Double) {
        var plain = layer
        plain.blendMode = .normal
        guard targetIsImage, let target = cairo_get_group_target(cr) else {
            cairo_push_group(cr)
            draw(plain)
            guard let p = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(p) }
            paint(p, opacity: 1, mask: nil, blendMode: .multiply)
            return
        }
        guard let raster = rasterize(DisplayList([.layer(plain)]), filters: []) else { return }
        defer { cairo_surface_destroy(raster.surface) }
        // The backdrop pixels under the raster: the group target's, through its device offset.
        cairo_surface_flush(target)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard let targetData = cairo_image_surface_get_data(target) else { return }
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let ts = Int(cairo_image_surface_get_stride(target))
        let w = raster.width, h = raster.height
        guard let backdrop = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(backdrop) }
        guard cairo_surface_status(backdrop) == CAIRO_STATUS_SUCCESS, let bd = cairo_image_surface_get_data(backdrop),
              let sd = cairo_image_surface_get_data(raster.surface) else { return }
        let bs = Int(cairo_image_surface_get_stride(backdrop))
        for row in 0..<h {
            let ty = row + raster.y + Int(oy)
            guard ty >= 0, ty < th else { continue }
            let x0 = max(0, -(raster.x + Int(ox))), x1 = min(w, tw - (raster.x + Int(ox)))
            guard x1 > x0 else { continue }
            memcpy(bd + row * bs + x0 * 4, targetData + ty * ts + (raster.x + Int(ox) + x0) * 4, (x1 - x0) * 4)
        }
        cairn_plus_darker(bd, Int32(bs), sd, Int32(cairo_image_surface_get_stride(raster.surface)), Int32(w), Int32(h))
        cairo_surface_mark_dirty(backdrop)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, backdrop, Double(raster.x), Double(raster.y))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cr, Double(raster.x), Double(raster.y), Double(w), Double(h))
        if opacity < 1 {
            // SOURCE at an opacity: lerp between the backdrop and the result.
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, opacity)
        } else {
            cairo_fill(cr)
        }
    }
}
