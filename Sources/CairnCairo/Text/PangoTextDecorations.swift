import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

extension CairoPainter {
    /// Draws the underlines and strikethroughs of one laid-out line whose origin (left end
    /// of its logical extents, on the baseline) is at `(x, baseline)`.
    ///
    /// Each glyph run takes its segment's decorations, at the position and thickness its
    /// font gives (`underline_position`, `strikethrough_position` of the font's metrics,
    /// moved with the run's baseline offset). A decoration with a colour is drawn in it;
    /// without one it takes the segment's colour (or, for a gradient paint, the gradient
    /// the text is filled with). Patterns (thickness t): dot 2t on 2t off, dash 6t/3t,
    /// dashDot 6t/3t/2t/3t, dashDotDot 6t/3t/2t/3t/2t/3t.
    func drawDecorations(_ text: PangoTextLayout, run: TextRun, line: PangoTextLayout.Line, x: CGFloat, baseline: CGFloat) {
        guard run.segments.contains(where: { $0.underline != nil || $0.strikethrough != nil }) else { return }
        let scale = PangoTextLayout.scale
        forEachGlyphRun(text, run: run, line: line, x: x) { item, _, segment, cursor, width in
            guard segment.underline != nil || segment.strikethrough != nil, width > 0,
                let font = item.pointee.analysis.font, let metrics = pango_font_get_metrics(font, nil)
            else { return }
            defer { pango_font_metrics_unref(metrics) }
            let y = baseline - segment.baselineOffset
            // A decoration's top edge is `position` above the baseline; the line is centred
            // half its thickness below that.
            func decorate(_ d: TextRun.TextDecoration?, thickness: Int32, position: Int32) {
                guard let d else { return }
                let t = max(CGFloat(thickness) / scale, 0.5)
                let top = y - CGFloat(position) / scale
                drawDecorationLine(d, segment: segment, x: cursor, y: top + t / 2, width: width, thickness: t)
            }
            decorate(segment.underline, thickness: pango_font_metrics_get_underline_thickness(metrics),
                     position: pango_font_metrics_get_underline_position(metrics))
            decorate(segment.strikethrough, thickness: pango_font_metrics_get_strikethrough_thickness(metrics),
                     position: pango_font_metrics_get_strikethrough_position(metrics))
        }
    }

    /// Draws the inline images of one laid-out line whose origin is at `(x, baseline)`:
    /// each attachment's drawing with its baseline on the line's (moved by the segment's
    /// baseline offset), at its glyph's position.
    func drawAttachments(_ text: PangoTextLayout, run: TextRun, line: PangoTextLayout.Line, x: CGFloat, baseline: CGFloat) {
        guard run.segments.contains(where: { $0.attachment != nil }) else { return }
        let scale = PangoTextLayout.scale
        forEachGlyphRun(text, run: run, line: line, x: x) { _, glyphs, segment, cursor, _ in
            guard let a = segment.attachment, glyphs.pointee.num_glyphs > 0 else { return }
            let left = cursor + CGFloat(glyphs.pointee.glyphs[0].geometry.x_offset) / scale
            let top = baseline - segment.baselineOffset - a.baseline
            guard left.isFinite, top.isFinite else { return }
            cairo_save(cr)
            cairo_translate(cr, Double(left), Double(top))
            draw(a.content)
            cairo_restore(cr)
        }
    }

    /// Walks the glyph runs of one laid-out line from its left end `x`: each run's Pango item
    /// and glyphs, the run's segment, its left edge and its advance width (points).
    private func forEachGlyphRun(
        _ text: PangoTextLayout, run: TextRun, line: PangoTextLayout.Line, x: CGFloat,
        _ body: (UnsafeMutablePointer<PangoItem>, UnsafeMutablePointer<PangoGlyphString>, TextRun.Segment, CGFloat, CGFloat) -> Void
    ) {
        var cursor = x
        for glyphRun in PangoGlyphItems(line.line) {
            let width = glyphRun.width
            let segment = run.segments[min(text.segmentIndex(atByte: Int(glyphRun.item.pointee.offset)), run.segments.count - 1)]
            body(glyphRun.item, glyphRun.glyphs, segment, cursor, width)
            cursor += width
        }
    }

    /// One decoration line centred on `y`.
    private func drawDecorationLine(_ d: TextRun.TextDecoration, segment: TextRun.Segment, x: CGFloat, y: CGFloat, width: CGFloat, thickness t: CGFloat) {
        guard x.isFinite, y.isFinite, width.isFinite, t.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let c = d.color {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
        } else if case .color(let c) = segment.paint {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
        }
        let dashes: [Double]
        switch d.pattern {
        case .solid: dashes = []
        case .dot: dashes = [2, 2]
        case .dash: dashes = [6, 3]
        case .dashDot: dashes = [6, 3, 2, 3]
        case .dashDotDot: dashes = [6, 3, 2, 3, 2, 3]
        }
        if dashes.isEmpty {
            cairo_rectangle(cr, Double(x), Double(y - t / 2), Double(width), Double(t))
            cairo_fill(cr)
            return
        }
        let scaled = dashes.map { $0 * Double(t) }
        scaled.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_set_line_width(cr, Double(t))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_move_to(cr, Double(x), Double(y))
        cairo_line_to(cr, Double(x + width), Double(y))
        cairo_stroke(cr)
    }
}
