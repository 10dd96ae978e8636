import Cairn

/// Seed 000's radar chart: the dashed outline of the maximum behind the filled values.
///
/// The body is the seed's, step comments included: // 1 reads the offered size, // 2 strokes
/// the outer hexagon dashed at half opacity, // 3 fills the value hexagon, // 4 keeps the
/// chart square so the outer hexagon is regular.
struct RadarView: View {
    let values: [Int]
    let color: Color
    let max: Int
    var progress: CGFloat = 1

    var body: some View {
        // 1
        GeometryReader { proxy in
            ZStack {
                // 2
                Hexagon(
                    values: Array(repeating: self.max, count: 6),
                    max: self.max
                )
                .stroke(
                    style: StrokeStyle(
                        lineWidth: 2,
                        dash: [6,3]))
                .foregroundColor(self.color.opacity(0.5))
                // 3
                Hexagon(
                    values: self.values,
                    max: self.max,
                    progress: self.progress
                )
                .fill(self.color)
            }
            // 4
            .frame(
                width: min(proxy.size.width, proxy.size.height),
                height: min(proxy.size.width, proxy.size.height)
            )
        }
    }
}

/// The radar sample: the seed's values (165, 129, 148, 176, 152, 140 of 200) in blue, 200 × 200.
public struct RadarScene: View {
    /// The seed's six values.
    public static let values = [165, 129, 148, 176, 152, 140]
    /// The seed's maximum.
    public static let maximum = 200

    public init() {}
    public var body: some View {
        RadarView(values: Self.values, color: .blue, max: Self.maximum)
            .frame(width: 200, height: 200)
    }
}
