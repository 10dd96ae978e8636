import Cairn
import CCairo
import Foundation
import Testing
import CairnTestSupport

/// Lays out `view` in a `width`×`height` canvas with the fixed-metric measurer
/// (advance 0.5 × size, line 1.2 × size, baseline 0.8 × size).
func fixedLayout<V: View>(_ view: V, _ width: CGFloat = 400, _ height: CGFloat = 400) -> ViewLayout {
    ViewLayout(of: view, in: CGSize(width: width, height: height), textMeasurer: FixedMetricTextMeasurer())
}

/// Lays out `view` in a `width`×`height` canvas with Pango and the bundled fonts.
func pangoLayout<V: View>(_ view: V, _ width: CGFloat = 400, _ height: CGFloat = 400) -> ViewLayout {
    ViewLayout(of: view, in: CGSize(width: width, height: height))
}

/// The font the first text of `view` draws with (fixed-metric layout).
func firstFont<V: View>(_ view: V) -> TextFont? {
    textItems(fixedLayout(view).displayList).first?.run.segments.first?.font
}

/// The text items of a display list, depth first, with their origins in list coordinates.
func textItems(_ list: DisplayList, offset: CGPoint = .zero) -> [(run: TextRun, origin: CGPoint)] {
    var out: [(TextRun, CGPoint)] = []
    for item in list.items {
        switch item {
        case let .text(run, origin): out.append((run, CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)))
        case .group(let g): out += textItems(g.content, offset: CGPoint(x: offset.x + g.transform.tx, y: offset.y + g.transform.ty))
        default: break
        }
    }
    return out
}

/// A 20×20 stand-in for `Image(systemName: "person.circle")` until images exist.
struct PersonIcon: View {
    var body: some View { Color.gray.frame(width: 20, height: 20) }
}

/// Runs `body` with a HarfBuzz font read straight from the font `file` (no Pango, no
/// fontconfig), its scale set to the face's units per em, and that unit count.
func withHarfBuzzFont<R>(_ file: String, _ body: (_ font: OpaquePointer?, _ upem: Int32) -> R) -> R {
    let blob = hb_blob_create_from_file(file)
    defer { hb_blob_destroy(blob) }
    let face = hb_face_create(blob, 0)
    defer { hb_face_destroy(face) }
    let font = hb_font_create(face)
    defer { hb_font_destroy(font) }
    let upem = Int32(hb_face_get_upem(face))
    hb_font_set_scale(font, upem, upem)
    return body(font, upem)
}

/// The sum of HarfBuzz's advances of each string of `pieces` shaped on its own in `file`
/// with OpenType `features` on, at its size in pixels: HarfBuzz alone, from the font file
/// (no Pango, no fontconfig, no tracking).
func harfBuzzAdvance(_ pieces: [(String, CGFloat)], file: String, features: [String] = []) -> CGFloat {
    withHarfBuzzFont(file) { font, upem in
        pieces.reduce(0) { total, piece in
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, piece.0, -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            var parsed = features.map { tag in
                var feature = hb_feature_t()
                _ = hb_feature_from_string(tag, -1, &feature)
                return feature
            }
            hb_shape(font, buffer, &parsed, UInt32(parsed.count))
            var count: UInt32 = 0
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            var sum = 0
            for i in 0..<Int(count) { sum += Int(positions![i].x_advance) }
            return total + CGFloat(sum) * piece.1 / CGFloat(upem)
        }
    }
}
