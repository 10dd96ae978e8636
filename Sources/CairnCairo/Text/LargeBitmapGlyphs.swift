import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

/// Bitmap glyphs (colour emoji) at very large sizes, drawn from a bounded raster.
///
/// Noto Color Emoji has one bitmap strike (109 pixels per em); Cairo's FreeType backend
/// scales it to the size asked for by making a whole image of the glyph at that size in
/// device pixels — an 8,192-point emoji is an image of about 8,200 × 9,600 pixels (300 MB),
/// made for every glyph, even when only a corner of it is visible, and written into SVG
/// and PDF as an embedded PNG (seconds of zlib per glyph). Past `largeBitmapGlyphPixels`
/// pixels per em Cairn draws such runs itself: the glyphs rendered at that em on an
/// image covering only the visible part of the run, painted scaled up to their size. The
/// strike is already magnified 9× at that em, so the further smooth magnification changes
/// nothing a viewer sees; below it (every size people write) Cairo draws them as before.
extension CairoPainter {
    /// The em size, in device pixels, past which bitmap glyphs are drawn from a raster at
    /// that em (Cairn's choice: 1,024, about 9× the emoji strike and above any emoji size
    /// the samples and snapshot tests draw, which stay byte-identical).
    static let largeBitmapGlyphPixels = 1024.0

    /// A run of bitmap glyphs too large for Cairo, taken out of a line before it is drawn.
    struct LargeBitmapRun {
        let glyphs: UnsafeMutablePointer<PangoGlyphString>
        let font: UnsafeMutablePointer<PangoFont>
        /// The glyph ids the run had (its glyphs are empty while the line is drawn).
        let ids: [PangoGlyph]
        /// Where the run's baseline starts, in user space.
        let origin: CGPoint
        /// The em of the run's font in user units (`emSize`).
        let emSize: Double
    }

    /// Empties the glyphs of `line`'s runs whose font is a bitmap font drawn at more than
    /// `largeBitmapGlyphPixels` device pixels per em (`deviceScale` pixels per user unit), and
    /// returns them; the line's first run starts at `x` on the baseline `baseline`. Give the
    /// result to `drawLargeBitmapRuns`, which draws them and puts their glyphs back.
    func takeLargeBitmapRuns(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: CGFloat, baseline: CGFloat, deviceScale: Double) -> [LargeBitmapRun] {
        guard deviceScale.isFinite, deviceScale > 0 else { return [] }
        var taken: [LargeBitmapRun] = []
        var cursor = x
        for run in PangoGlyphItems(line) {
            let start = cursor, glyphs = run.glyphs
            cursor += run.width
            guard let font = run.item.pointee.analysis.font, Self.isBitmapFont(font), let size = Self.emSize(font),
                size * deviceScale > Self.largeBitmapGlyphPixels, glyphs.pointee.num_glyphs > 0, let infos = glyphs.pointee.glyphs
            else { continue }
            let count = Int(glyphs.pointee.num_glyphs)
            var ids: [PangoGlyph] = []
            ids.reserveCapacity(count)
            for i in 0..<count {
                ids.append(infos[i].glyph)
                infos[i].glyph = PangoGlyph(PANGO_GLYPH_EMPTY)
            }
            let rise = CGFloat(run.glyphItem.pointee.y_offset) / PangoTextLayout.scale
            taken.append(LargeBitmapRun(glyphs: glyphs, font: font, ids: ids, origin: CGPoint(x: start, y: baseline - rise), emSize: size))
        }
        return taken
    }

    /// Draws the runs `takeLargeBitmapRuns` took (each from an image at
    /// `largeBitmapGlyphPixels` per em covering the visible part of its glyphs) and puts
    /// their glyphs back.
    func drawLargeBitmapRuns(_ runs: [LargeBitmapRun]) {
        for run in runs {
            if let infos = run.glyphs.pointee.glyphs {
                for (i, id) in run.ids.enumerated() { infos[i].glyph = id }
            }
            drawFromRaster(run)
        }
    }

    /// One run's glyphs drawn on an image of its visible part and painted.
    private func drawFromRaster(_ run: LargeBitmapRun) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_glyph_string_extents(run.glyphs, run.font, &ink, &logical)
        let s = PangoTextLayout.scale
        let box = CGRect(x: run.origin.x + CGFloat(ink.x) / s, y: run.origin.y + CGFloat(ink.y) / s,
                         width: CGFloat(ink.width) / s, height: CGFloat(ink.height) / s)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let visible = box.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        guard !visible.isNull, visible.width > 0, visible.height > 0, visible.minX.isFinite, visible.minY.isFinite else { return }
        // Image pixels per user unit: the em at `largeBitmapGlyphPixels` (the device em is
        // larger, so the image has fewer pixels than the visible area has device pixels).
        let k = Self.largeBitmapGlyphPixels / run.emSize
        let w = (Double(visible.width) * k).rounded(.up), h = (Double(visible.height) * k).rounded(.up)
        guard w >= 1, h >= 1, w * h <= 64e6,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let image = cairo_create(surface) else { return }
        cairo_scale(image, k, k)
        cairo_translate(image, -Double(visible.minX), -Double(visible.minY))
        cairo_move_to(image, Double(run.origin.x), Double(run.origin.y))
        pango_cairo_show_glyph_string(image, run.font, run.glyphs)
        cairo_destroy(image)
        cairo_surface_flush(surface)
        guard let source = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(source) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, k, k)
        cairo_matrix_translate(&matrix, -Double(visible.minX), -Double(visible.minY))
        cairo_pattern_set_matrix(source, &matrix)
        cairo_pattern_set_filter(source, CAIRO_FILTER_GOOD)
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(visible.minX), Double(visible.minY), Double(visible.width), Double(visible.height))
        cairo_clip(cr)
        cairo_set_source(cr, source)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The em of `font` in user units: its Cairo font matrix's scale (a bitmap font's
    /// description gives its strike's size; fontconfig's matrix scales it to the size asked).
    static func emSize(_ font: UnsafeMutablePointer<PangoFont>) -> Double? {
        guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaled, &matrix)
        let em = max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
        return em.isFinite && em > 0 ? em : nil
    }

    /// Whether `font` is a bitmap font (no outlines: Noto Color Emoji's strikes), which
    /// Cairo scales as an image.
    static func isBitmapFont(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        let instance = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, pango_fc_font_get_type()) != 0 else { return false }
        guard let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { return false }
        var outline: FcBool = 1
        guard FcPatternGetBool(pattern, FC_OUTLINE, 0, &outline) == FcResultMatch else { return false }
        return outline == 0
    }
}
