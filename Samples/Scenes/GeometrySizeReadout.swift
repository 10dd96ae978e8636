import Cairn

/// Seed 003 (GeometryReader): the size a GeometryReader is offered, printed inside it, in a
/// 100 × 100 frame with a green border. (The article's Slider, which changes the width, is
/// left out of a still image.)
public struct GeometrySizeReadout: View {
    let w: CGFloat
    let h: CGFloat

    public init(width: CGFloat = 100, height: CGFloat = 100) {
        w = width
        h = height
    }

    public var body: some View {
        VStack {
            GeometryReader { geo in
                Text("w: \(geo.size.width, specifier: "%.1f") \n h: \(geo.size.height, specifier: "%.1f")")
            }
            .frame(width: w, height: h)
            .border(Color.green)
        }
    }
}

/// Seed 003 (layoutPriority): `Color.orange` and a line of Chinese verse share a 200 × 100
/// HStack; with `.layoutPriority(1)` the text takes what it needs first.
public struct PoemPriority: View {
    let prioritized: Bool

    public init(prioritized: Bool) { self.prioritized = prioritized }

    public var body: some View {
        if prioritized {
            HStack {
                Color.orange

                Text("窗前明月光,疑是地上霜")
                    .border(Color.red)
                    .layoutPriority(1)
            }
            .frame(width: 200, height: 100)
            .border(Color.green)
        } else {
            HStack {
                Color.orange

                Text("窗前明月光,疑是地上霜")
                    .border(Color.red)
            }
            .frame(width: 200, height: 100)
            .border(Color.green)
        }
    }
}
