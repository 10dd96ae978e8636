import Cairn

/// Text of three sizes and two symbols on one first-text baseline: the symbols publish the
/// font's baseline, as SF Symbols do, so `HStack(alignment: .firstTextBaseline)` lines
/// them up with the text. Light backgrounds show each view's frame.
public struct BaselineDemo: View {
    public init() {}

    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Text("Title")
                .font(.largeTitle)
                .background(Color.yellow.opacity(0.3))
            Image(systemName: "star.fill")
                .font(.largeTitle)
                .foregroundColor(.orange)
                .background(Color.yellow.opacity(0.3))
            Text("body")
                .background(Color.yellow.opacity(0.3))
            Image(systemName: "person.circle")
                .background(Color.yellow.opacity(0.3))
            Text("caption")
                .font(.caption)
                .background(Color.yellow.opacity(0.3))
            Image(systemName: "checkmark.circle.fill")
                .font(.caption)
                .foregroundColor(.green)
                .background(Color.yellow.opacity(0.3))
        }
        .padding(12)
        .background(Color.white)
    }
}

/// Seed 001's icons: a red `heart` over a yellow circle (`HeartView`) and the blue
/// `hand.thumbsup` with `.symbolVariant(.fill)` at `.title`.
public struct HeartAndThumb: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 24) {
            Circle()
                .fill(.yellow)
                .frame(width: 30, height: 30)
                .overlay(Image(systemName: "heart").foregroundColor(.red))
            Image(systemName: "hand.thumbsup")
                .symbolVariant(.fill)
                .foregroundColor(.blue)
                .font(.title)
        }
        .padding(12)
        .background(Color.white)
    }
}
