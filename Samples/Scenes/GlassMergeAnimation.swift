import Cairn

/// Issue 24's animated sample: two glass circles in a `GlassEffectContainer(spacing: 24)`
/// over a striped dusk backdrop, pulled together and apart with `withAnimation`: as their gap
/// falls below the spacing a bridge joins them, and at 4 points apart they read as one shape
/// (Apple: "As shapes near one another, their paths start to blend into one another").
struct GlassMergeScene: View {
    /// Whether the circles are close (4 points apart) or apart (96).
    var together: Bool

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
            // Stripes, so the blur and the refraction at the glass's edges show.
            HStack(spacing: 14) {
                ForEach(0..<20) { i in
                    Capsule().fill(Color.white.opacity(i % 2 == 0 ? 0.35 : 0.15)).frame(width: 6)
                }
            }
            .rotationEffect(.degrees(20))
            GlassEffectContainer(spacing: 24) {
                HStack(spacing: together ? 4 : 96) {
                    Image(systemName: "sun.max.fill").font(.title).foregroundStyle(.orange)
                        .frame(width: 64, height: 64).glassEffect(in: .circle)
                    Image(systemName: "moon.fill").font(.title).foregroundStyle(.indigo)
                        .frame(width: 64, height: 64).glassEffect(in: .circle)
                }
            }
        }
        .frame(width: 300, height: 140)
        .clipped()
    }
}
