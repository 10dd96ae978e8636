import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

extension CairoPainter {
    /// Draws a text run with its top-leading corner at `origin`: the same Pango layout the
    /// measurer measured, line by line, each line placed at its baseline and shifted for
    /// the run's alignment within the widest line.
    ///
    /// Colour paints travel as Pango foreground attributes; a gradient paint (the first
    /// segment's, when it is not a colour) becomes the Cairo source that every glyph without
    /// a colour is filled with.
    func drawText(_ run: TextRun, at origin: CGPoint) {
        let scale = deviceScale()
        let pixelsPerEm = Double(run.segments.map { PangoTextLayout.clampedSize($0.font.size) }.max() ?? 0) * scale
        guard !run.isEmpty, origin.x.isFinite, origin.y.isFinite, !exceedsFreeTypeLimit(pixelsPerEm) else { return }
        // Only text that large can hold bitmap glyphs past `largeBitmapGlyphPixels` (a bitmap
        // font is scaled to the size asked for; half of it leaves room for any rounding):
        // every other run skips the per-run font check.
        let mayHoldLargeBitmaps = pixelsPerEm * 2 > Self.largeBitmapGlyphPixels
        PangoFontSystem.shared.withContext { ctx in
            PangoTextLayout.with(run, context: ctx) { text in
                let width = text.measurement.size.width
                cairo_save(cr)
                defer { cairo_restore(cr) }
                cairo_new_path(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                if let paint = run.segments.first?.paint, case .color = paint {} else if let paint = run.segments.first?.paint {
                    cairo_rectangle(cr, Double(origin.x), Double(origin.y), Double(width), Double(text.measurement.size.height))
                    if !setSource(paint, coverage: .fill) { cairo_set_source_rgba(cr, 0, 0, 0, 0) }
                    cairo_new_path(cr)
                }
                let factor: CGFloat
                switch run.alignment {
                case .leading: factor = 0
                case .center: factor = 0.5
                case .trailing: factor = 1
                }
                for line in text.lines {
                    let x = origin.x + (width - line.width) * factor - line.x
                    // Huge bitmap glyphs (emoji past 1,024 device pixels per em) are taken out
                    // of the line and drawn from a bounded raster (LargeBitmapGlyphs.swift).
                    let large = mayHoldLargeBitmaps ? takeLargeBitmapRuns(line.line, x: x, baseline: origin.y + line.baseline, deviceScale: scale) : []
                    cairo_move_to(cr, Double(x), Double(origin.y + line.baseline))
                    pango_cairo_show_layout_line(cr, line.line)
                    if !large.isEmpty { drawLargeBitmapRuns(large) }
                    drawDecorations(text, run: run, line: line, x: x + line.x, baseline: origin.y + line.baseline)
                    drawAttachments(text, run: run, line: line, x: x + line.x, baseline: origin.y + line.baseline)
                }
            }
        }
    }

    /// Whether a run's largest font at `pixelsPerEm` device pixels would ask FreeType for more
    /// than 65,535 pixels per em: such text is skipped, because the failure would poison the
    /// font face for all later text (see `PangoTextLayout.sizeRange`).
    func exceedsFreeTypeLimit(_ pixelsPerEm: Double) -> Bool { !(pixelsPerEm < 60_000) }

    /// The largest of the current transform's two axis scales (device pixels per user unit).
    func deviceScale() -> Double {
        var dx1 = 1.0, dy1 = 0.0, dx2 = 0.0, dy2 = 1.0
        cairo_user_to_device_distance(cr, &dx1, &dy1)
        cairo_user_to_device_distance(cr, &dx2, &dy2)
        return max(hypot(dx1, dy1), hypot(dx2, dy2))
    }

}
