import CCairo
import CairnShapes
import Foundation

extension CairoPainter {
    /// Sets line width, cap, join, miter limit and dash from `style`; false when the stroke
    /// draws nothing (width NaN, infinite, zero or negative).
    ///
    /// SwiftUI ignores a dash array that is all zeros or has a negative entry (the line is
    /// drawn solid); Cairo would instead enter a sticky `INVALID_DASH` error, so such arrays,
    /// and arrays with non-finite entries, are replaced by "no dash" here. A non-finite miter
    /// limit falls back to SwiftUI's default 10; a non-finite phase to 0.
    func applyStrokeStyle(_ style: StrokeStyle) -> Bool {
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0 else { return false }
        cairo_set_line_width(cr, width)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        let miter = Double(style.miterLimit)
        cairo_set_miter_limit(cr, miter.isFinite ? miter : 10)
        if Self.isUsableDash(style.dash) {
            let phase = Double(style.dashPhase)
            // CGFloat on Linux is a struct around one Double: same size and layout.
            style.dash.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: Double.self) { doubles in
                    cairo_set_dash(cr, doubles.baseAddress, Int32(doubles.count), phase.isFinite ? phase : 0)
                }
            }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        return true
    }

    /// Whether Cairo accepts `dash` and SwiftUI would draw it dashed: non-empty, every entry
    /// finite and non-negative, and at least one entry positive.
    static func isUsableDash(_ dash: [CGFloat]) -> Bool {
        guard !dash.isEmpty, dash.count <= Int(Int32.max) else { return false }
        var positive = false
        for value in dash {
            guard value.isFinite, value >= 0 else { return false }
            if value > 0 { positive = true }
        }
        return positive
    }
}
