import Cairn

/// Seed 000 ("Animatable Data"): the hexagon above a `Button` labelled "动画" whose action
/// sets `progress` to 1, copied unchanged. `progress` starts at the seed's 0 (nothing drawn
/// yet); `HexagonButton(progress: 1)` shows the unfolded hexagon.
public struct HexagonButton: View {
    @State var progress: CGFloat = 0

    public init(progress: CGFloat = 0) { _progress = State(wrappedValue: progress) }

    public var body: some View {
        VStack {
            Hexagon(
            values: [165,129,148,176,152,140],
            max: 200,
            progress: progress
            )
            .animation(.linear(duration: 3))
            .frame(width: 100, height: 100)
            Button(action: { self.progress = 1.0 })
            {
            Text("动画")
            }
        }
    }
}

/// Seed 003 (GeometryReader): the readout in a `w` × `h` frame above a `Slider` that sets
/// `w` (10...300), 30 points in from each side, copied unchanged.
public struct GeometrySliderReadout: View {
    @State private var w: CGFloat = 100
    @State private var h: CGFloat = 100

    public init(width: CGFloat = 100) { _w = State(wrappedValue: width) }

    public var body: some View {
        VStack {
            GeometryReader { geo in
                Text("w: \(geo.size.width, specifier: "%.1f") \n h: \(geo.size.height, specifier: "%.1f")")
            }
            .frame(width: w, height: h)
            .border(Color.green)
            
            Slider(value: self.$w, in: 10...300)
                .padding(.horizontal, 30)
        }
        
    }
}
