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
        guard !run.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
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
                    cairo_move_to(cr, Double(x), Double(origin.y + line.baseline))
                    pango_cairo_show_layout_line(cr, line.line)
                }
            }
        }
    }
}
