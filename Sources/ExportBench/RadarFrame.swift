import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

/// The benchmark frame, copied from `CairnBench/RadarFrame.swift`: seed 000's radar chart
/// at 400×400 as a hand-built display list (a dashed outer hexagon stroked in blue at 50%,
/// the inner value hexagon filled blue). Pixel-identical to `cairo_baseline_draw_radar`.
enum RadarFrame {
    static let size = CGSize(width: 400, height: 400)
    static let values: [CGFloat] = [165, 129, 148, 176, 152, 140]
    static let maximum: CGFloat = 200

    static func hexagon(_ values: [CGFloat]) -> Path {
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

    static var displayList: DisplayList {
        DisplayList([
            .stroke(
                hexagon(Array(repeating: maximum, count: 6)), .color(Color.blue.opacity(0.5).resolved),
                StrokeStyle(lineWidth: 2, dash: [6, 3])),
            .fill(hexagon(values), .color(Color.blue.resolved), FillStyle()),
        ])
    }
}
