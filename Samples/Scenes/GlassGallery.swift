import Cairn

/// A photo-like backdrop without images: a dusk sky, a low sun and two hills, from gradients.
struct GlassBackdrop: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.16, green: 0.20, blue: 0.52), Color(red: 0.85, green: 0.42, blue: 0.45),
                                    Color(red: 1.0, green: 0.76, blue: 0.45)], startPoint: .top, endPoint: .bottom)
            RadialGradient(colors: [Color(red: 1, green: 0.93, blue: 0.7), Color(red: 1, green: 0.6, blue: 0.3).opacity(0)],
                           center: UnitPoint(x: 0.7, y: 0.55), startRadius: 0, endRadius: 150)
            Ellipse().fill(Color(red: 0.20, green: 0.33, blue: 0.30)).frame(width: 520, height: 260).offset(x: -120, y: 250)
            Ellipse().fill(Color(red: 0.12, green: 0.22, blue: 0.24)).frame(width: 460, height: 220).offset(x: 160, y: 290)
            Circle().fill(Color(red: 1, green: 0.98, blue: 0.9)).frame(width: 46, height: 46).position(x: 250, y: 300)
            ForEach(0..<7, id: \.self) { i in
                Capsule().fill(Color.white.opacity(0.35)).frame(width: 60 + Double(i % 3) * 30, height: 10)
                    .position(x: 40 + Double(i) * 48, y: 120 + Double(i % 2) * 40)
            }
        }
    }
}

/// One column of the Liquid Glass gallery: a glass toolbar, a container of merging buttons,
/// a tinted card, the glass button styles and a floating glass tab bar over `GlassBackdrop`.
struct GlassColumn: View {
    var body: some View {
        VStack(spacing: 18) {
            // Toolbar: a back button and a two-item group, on glass capsules.
            HStack {
                Image(systemName: "chevron.left").font(.title3).frame(width: 44, height: 44).glassEffect()
                Spacer()
                GlassEffectContainer(spacing: 8) {
                    HStack(spacing: 0) {
                        Image(systemName: "square.and.arrow.up").frame(width: 44, height: 44)
                        Image(systemName: "bell").frame(width: 44, height: 44)
                    }
                    .font(.title3)
                    .glassEffect()
                }
            }
            .padding(.horizontal, 16)
            Text("Liquid Glass").font(.largeTitle.bold()).foregroundStyle(.white)
                .frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 20)
            // Three buttons 6 apart in a container of spacing 16: one blended shape.
            GlassEffectContainer(spacing: 16) {
                HStack(spacing: 6) {
                    ForEach(["star.fill", "heart.fill", "plus"], id: \.self) { name in
                        Image(systemName: name).font(.title2).frame(width: 56, height: 56).glassEffect()
                    }
                }
            }
            // Tinted and clear glass on rounded rectangles.
            HStack(spacing: 12) {
                Text("Tinted").font(.headline).foregroundStyle(.white).frame(width: 130, height: 64)
                    .glassEffect(.regular.tint(.orange), in: .rect(cornerRadius: 20))
                Text("Clear").font(.headline).foregroundStyle(.white).frame(width: 130, height: 64)
                    .glassEffect(.clear, in: .rect(cornerRadius: 20))
            }
            HStack(spacing: 12) {
                Button("Glass") {}.buttonStyle(.glass)
                Button("Prominent") {}.buttonStyle(.glassProminent)
            }
            Spacer()
            // The floating tab bar: a glass capsule, the selected tab on a lighter pill.
            HStack(spacing: 4) {
                ForEach(Array(["house.fill", "magnifyingglass", "heart.fill", "bell"].enumerated()), id: \.offset) { item in
                    Image(systemName: item.element).font(.title3)
                        .foregroundStyle(item.offset == 0 ? Color.blue : Color.primary)
                        .frame(width: 68, height: 48)
                        .background(Capsule().fill(Color.primary.opacity(item.offset == 0 ? 0.08 : 0)))
                }
            }
            .padding(6)
            .glassEffect()
            .padding(.bottom, 18)
        }
        .padding(.top, 14)
        .frame(width: 340, height: 600)
        // In the background, the backdrop's oversized hills do not widen the column.
        .background(GlassBackdrop())
        .clipped()
    }
}

/// The gallery: the same column in light and dark mode, side by side.
struct GlassGallery: View {
    var body: some View {
        HStack(spacing: 0) {
            GlassColumn().environment(\.colorScheme, .light)
            GlassColumn().environment(\.colorScheme, .dark)
        }
    }
}

extension SampleCatalog {
    /// Liquid Glass (issue 24): the glass gallery in light and dark mode, at scale 2.
    static var glassSamples: [Sample] {
        [Sample("glass-gallery", GlassGallery(), width: 680, height: 600, outputs: [SampleOutput("glass-gallery@2x.png", scale: 2)])]
    }
}
