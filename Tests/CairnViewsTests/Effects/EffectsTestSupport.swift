import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// A path holding one rectangle.
func rectPath(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path {
    Path(CGRect(x: x, y: y, width: w, height: h))
}

/// A resolved colour from 0-255 components.
func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color.Resolved {
    Color.Resolved(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
}

/// A fill item with the default fill style.
func fill(_ path: Path, _ color: Color.Resolved) -> DisplayList.Item {
    .fill(path, .color(color), FillStyle())
}

/// Renders items at scale 1 on a transparent canvas.
func render(_ items: [DisplayList.Item], _ w: CGFloat, _ h: CGFloat, background: Color.Resolved? = nil) throws -> Bitmap {
    try CairoRenderer.bitmap(DisplayList(items), size: CGSize(width: w, height: h), scale: 1, background: background)
}

/// Renders a view at scale 1 on a transparent canvas, through ImageRenderer's path.
@MainActor
func renderView<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: w, height: h))
    return try renderer.bitmap()
}
