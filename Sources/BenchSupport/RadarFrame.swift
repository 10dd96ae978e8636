import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

/// The benchmark frame: seed 000's radar chart (`RadarView`) at 400×400, built by hand as
/// the display list the views will produce.
///
/// Two hexagons centred in the square, vertices from the top (−90°) clockwise on screen,
/// radius 200 · value / max: the outer one (all values = max) stroked 2 pt wide with dash
/// [6, 3] in blue at 50%; the inner one (165, 129, 148, 176, 152, 140 of 200) filled blue.
public enum RadarFrame {
    /// The canvas size in points.
    public static let size = CGSize(width: 400, height: 400)
    /// The seed's values and maximum.
    public static let values: [CGFloat] = [165, 129, 148, 176, 152, 140]
    /// The value at the outer polygon's radius (200 pt): each spoke is drawn at 200 · value / maximum.
    public static let maximum: CGFloat = 200

    /// The hexagon through `values`, as `Hexagon.path(in:)` draws it.
    public static func hexagon(_ values: [CGFloat]) -> Path {
        Path { path in
            for (i, value) in values.enumerated() {
                let angle = -Double.pi / 2 + Double(i) * Double.pi / 3
                let r = 200 * value / maximum
                let p = CGPoint(x: 200 + r * cos(angle), y: 200 + r * sin(angle))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        }
    }

    /// The frame's display list.
    public static var displayList: DisplayList {
        DisplayList([
            .stroke(
                hexagon(Array(repeating: maximum, count: 6)), .color(Color.blue.opacity(0.5).resolved),
                StrokeStyle(lineWidth: 2, dash: [6, 3])),
            .fill(hexagon(values), .color(Color.blue.resolved), FillStyle()),
        ])
    }
}
