import Cairn

extension View {
    /// Seed 003's badge, the alignment-guide version: a red dot centred on the top-trailing
    /// corner.
    func addVerifiedBadge(_ isVerified: Bool) -> some View {
        ZStack(alignment: .topTrailing) {
            self

            if isVerified {
                Image(systemName: "circle.fill")
                    .foregroundColor(.red)
                    .alignmentGuide(.top) { (d) -> CGFloat in
                        d[VerticalAlignment.center]
                    }
                    .alignmentGuide(.trailing) { (d) -> CGFloat in
                        d[HorizontalAlignment.center]
                    }
                    .id("badge")
            }
        }
    }
}

/// Seed 003 (Alignment Guide): a white `cloud.bolt.fill` stretched to 50 × 50 on a green
/// rounded square, with the verified badge. Ids: `cloud` (the 50 × 50 frame), `badge`.
public struct VerifiedBadgeScene: View {
    public init() {}

    public var body: some View {
        Image(systemName: "cloud.bolt.fill")
            .resizable()
            .frame(width: 50, height: 50)
            .id("cloud")
            .padding(10)
            .foregroundColor(.white)
            .background(RoundedRectangle(cornerRadius: 5).foregroundColor(Color.green.opacity(0.8)))
            .addVerifiedBadge(true)
    }
}
