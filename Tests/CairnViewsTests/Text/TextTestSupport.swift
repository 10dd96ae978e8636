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
