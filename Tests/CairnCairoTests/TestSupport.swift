import CCairo
import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// A path holding one rectangle.
func rectPath(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path {
    Path(CGRect(x: x, y: y, width: w, height: h))
}

/// An opaque resolved colour from 0-255 components.
func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color.Resolved {
    Color.Resolved(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
}

/// A fill item with the default fill style.
func fill(_ path: Path, _ color: Color.Resolved, eoFill: Bool = false, antialiased: Bool = true) -> DisplayList.Item {
    .fill(path, .color(color), FillStyle(eoFill: eoFill, antialiased: antialiased))
}

/// Renders at scale 1 on a transparent canvas.
func render(_ items: [DisplayList.Item], _ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1) throws -> Bitmap {
    try CairoRenderer.bitmap(DisplayList(items), size: CGSize(width: w, height: h), scale: scale)
}

/// SwiftUI's system colours (light mode), as the renderer tests use them.
enum Palette {
    static let red = rgb(255, 59, 48)
    static let green = rgb(52, 199, 89)
    static let blue = rgb(0, 122, 255)
    static let pureRed = rgb(255, 0, 0)
    static let pureGreen = rgb(0, 255, 0)
    static let pureBlue = rgb(0, 0, 255)
}

/// ARGB32 words of `list` painted on a new `width` × `height` image, `scale` device pixels per
/// unit, by a `CairoPainter` that `configure` may adjust first (to compare Cairn's own
/// rasterisers with Cairo's).
func paintedWords(_ list: DisplayList, width w: Int, height h: Int, scale: Double = 1,
                  configure: (inout CairoPainter) -> Void = { _ in }) throws -> [UInt32] {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    cairo_scale(cr, scale, scale)
    var painter = CairoPainter(cr)
    configure(&painter)
    painter.draw(list)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let data = try #require(cairo_image_surface_get_data(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    var out: [UInt32] = []
    out.reserveCapacity(w * h)
    for y in 0..<h {
        data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: w) { row in
            for x in 0..<w { out.append(row[x]) }
        }
    }
    return out
}
