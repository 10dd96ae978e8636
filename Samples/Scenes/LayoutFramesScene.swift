import Cairn

/// The layout-debugging sample: an HStack of fixed, flexible and spacer views, rendered with
/// `ImageRenderer.showsLayoutFrames` so every view's frame and alignment point show.
///
/// Offered 360 × 120: the HStack's children are a 40 × 40 circle, a 60 × 30 rounded
/// rectangle, a Spacer, an 80 × 40 capsule and a rectangle flexible up to 50 × 70, all
/// centred vertically, inside 10 points of padding.
public struct LayoutFramesScene: View {
    public init() {}
    public var body: some View {
        HStack {
            Circle().fill(Color.red).frame(width: 40, height: 40)
            RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 60, height: 30)
            Spacer()
            Capsule().fill(Color.blue).frame(width: 80, height: 40)
            Rectangle().fill(Color.green).frame(maxWidth: 50, maxHeight: 70)
        }
        .padding(10)
    }
}
