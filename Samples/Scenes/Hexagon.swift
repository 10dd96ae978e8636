import Cairn

/// Seed 000's radar-chart hexagon: six values on six spokes, joined into a closed polygon.
///
/// Vertex `i` lies on the spoke at −90° + i · 60° (the first at the top, then clockwise on
/// screen, where y grows downwards), at `values[i] / max` of the radius: half the rect's
/// shorter side, from the rect's centre. `progress` trims the outline, from the top vertex,
/// clockwise; it is the shape's `animatableData`, as in the seed's "Animatable Data" section.
struct Hexagon: Shape {
    let values: [Int]
    let max: Int
    var progress: CGFloat = 1

    var animatableData: CGFloat {
        set { progress = newValue }
        get { progress }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            let points = self.points(in: rect)
            // The seed writes `points.first!`; an empty `values` draws nothing instead.
            guard let first = points.first else { return }
            path.move(to: first)
            for p in points.dropFirst() {
                path.addLine(to: p)
            }
            path.closeSubpath()
        }
        .trimmedPath(from: 0, to: progress)
    }

    /// The vertices in `rect`: one per value, from the top, clockwise (trigonometry of the
    /// seed's "三角函数计算", with a non-positive `max` treated as 1).
    func points(in rect: CGRect) -> [CGPoint] {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let maximum = CGFloat(Swift.max(self.max, 1))
        let step = 2 * CGFloat.pi / CGFloat(Swift.max(values.count, 1))
        return values.enumerated().map { index, value in
            let angle = -CGFloat.pi / 2 + CGFloat(index) * step
            let r = radius * CGFloat(value) / maximum
            return CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
    }
}
