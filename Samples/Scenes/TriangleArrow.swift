import Cairn

// Seed 000 (onevcat, "用户体验和布局进阶", "Path 和 Shape"): a triangular arrow whose left
// side is a concave arc. The shape is the seed's code token for token, comments included;
// only the indentation, lost in the seed's text, is restored.

/// The seed's arrow: a triangle pointing right, its left side notched by an arc.
///
/// In an 80 × 80 rect: start at (0, 0), line to the arc's start, arc about (−16, 40) with
/// radius 40 from −45° to 45° (through (24, 40), bulging right), lines to (0, 80) and
/// (80, 40), close.
struct TriangleArrow: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            // 1
            path.move(to: .zero)
            // 2
            path.addArc(
                center: CGPoint(x: -rect.width / 5, y: rect.height / 2),
                radius: rect.width / 2,
                startAngle: .degrees(-45),
                endAngle: .degrees(45),
                clockwise: false
            )
            // 3
            path.addLine(to: CGPoint(x: 0, y: rect.height))
            path.addLine(to: CGPoint(x: rect.width, y: rect.height / 2))
            // 4
            path.closeSubpath()
        }
    }
}

/// The seed's use of the arrow: filled green in an 80 × 80 frame.
public struct TriangleArrowScene: View {
    public init() {}
    public var body: some View {
        // 5
        TriangleArrow()
            .fill(Color.green)
            .frame(width: 80, height: 80)
    }
}
