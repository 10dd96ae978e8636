import Cairn

/// A zig-zag polyline across its rect: four points alternating low, high, low, high, with
/// two sharp (about 45°) turns so joins and caps show clearly.
struct ZigZag: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + 0.15 * rect.width, y: rect.minY + 0.8 * rect.height))
            path.addLine(to: CGPoint(x: rect.minX + 0.38 * rect.width, y: rect.minY + 0.2 * rect.height))
            path.addLine(to: CGPoint(x: rect.minX + 0.62 * rect.width, y: rect.minY + 0.8 * rect.height))
            path.addLine(to: CGPoint(x: rect.minX + 0.85 * rect.width, y: rect.minY + 0.2 * rect.height))
        }
    }
}

/// A five-pointed star drawn as one pentagram: each vertex joined to the next but one, so the
/// central pentagon is wound twice. Non-zero fill covers it; even-odd leaves it empty.
struct Pentagram: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let vertices = (0..<5).map { i -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 2 * CGFloat.pi / 5
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        return Path { path in
            path.move(to: vertices[0])
            for k in 1..<5 { path.addLine(to: vertices[(2 * k) % 5]) }
            path.closeSubpath()
        }
    }
}

/// A horizontal line through the middle of its rect, inset by a tenth at each end.
struct MidLine: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + 0.1 * rect.width, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX - 0.1 * rect.width, y: rect.midY))
        }
    }
}
