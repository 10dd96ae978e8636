import Cairn

/// Seed 000's `GeometryReader` example: four rectangles sized as fractions of the offered size.
///
/// Red takes the top 30 %; below it green takes 40 % of the width, and the remaining 60 %
/// holds blue (40 % of the height) over yellow (30 %). The code is the seed's.
struct FlowRectangle: View {
    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                Rectangle()
                    .fill(Color.red)
                    .frame(height: 0.3 * proxy.size.height)
                HStack(spacing: 0) {
                    Rectangle()
                        .fill(Color.green)
                        .frame(width: 0.4 * proxy.size.width)
                    VStack(spacing: 0) {
                        Rectangle()
                            .fill(Color.blue)
                            .frame(height: 0.4 * proxy.size.height)
                        Rectangle()
                            .fill(Color.yellow)
                            .frame(height: 0.3 * proxy.size.height)
                    }
                    .frame(width: 0.6 * proxy.size.width)
                }
            }
        }
    }
}

/// The flow-rectangle sample: `FlowRectangle` in a 200 × 200 frame, as the seed uses it.
public struct FlowRectangleScene: View {
    public init() {}
    public var body: some View {
        FlowRectangle()
            .frame(width: 200, height: 200)
    }
}
