import Cairn

/// A music app in iOS 26's look: four tabs and a search tab (`Tab(role: .search)`), which
/// iOS 26 sets apart in its own glass circle at the trailing end, and a mini player in the
/// tab view's bottom accessory, its own glass capsule above the bar.
struct MusicTabsScreen: View {
    let scheme: ColorScheme

    var body: some View {
        TabView(selection: .constant(0)) {
            Tab("Home", systemImage: "house", value: 0) {
                NavigationStack {
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                            ForEach(0..<6) { i in
                                VStack(alignment: .leading, spacing: 4) {
                                    RoundedRectangle(cornerRadius: 12)
                                        .fill(LinearGradient(colors: [Self.palette[i], Self.palette[(i + 2) % 6]],
                                                             startPoint: .topLeading, endPoint: .bottomTrailing))
                                        .aspectRatio(1, contentMode: .fit)
                                    Text(Self.titles[i]).font(.subheadline.weight(.semibold)).lineLimit(1)
                                    Text("Album").font(.caption).foregroundStyle(.secondary)
                                }
                            }
                        }
                        .padding(.horizontal, 20)
                    }
                    .navigationTitle("Home")
                    .background(.background)
                }
            }
            Tab("New", systemImage: "square.grid.2x2", value: 1) { Text("New") }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: 2) { Text("Radio") }
            Tab("Library", systemImage: "music.note", value: 3) { Text("Library") }
            Tab(value: 4, role: .search) { Text("Search") }
        }
        .tabViewBottomAccessory {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 6).fill(Color.orange.gradient).frame(width: 32, height: 32)
                VStack(alignment: .leading, spacing: 0) {
                    Text("Golden Hour").font(.subheadline.weight(.semibold))
                    Text("Cairn Ensemble").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "play.fill").font(.title3)
                Image(systemName: "forward.fill").font(.title3)
            }
            .padding(.horizontal, 16)
        }
        .frame(width: 390, height: 844)
        .environment(\.colorScheme, scheme)
        .environment(\.designEra, .iOS26)
    }

    static let palette: [Color] = [.pink, .orange, .indigo, .teal, .purple, .mint]
    static let titles = ["Night Drive", "Morning Light", "Blue Hours", "Tidewater", "Violet", "Spearmint"]
}

/// Issue 24: iOS 26's search tab and bottom accessory, light and dark.
struct IOS26TabAccessory: View {
    var body: some View {
        HStack(spacing: 0) {
            MusicTabsScreen(scheme: .light)
            MusicTabsScreen(scheme: .dark)
        }
    }
}

extension SampleCatalog {
    /// iOS 26's search tab and bottom accessory (issue 24), at scale 2.
    static var ios26TabAccessorySamples: [Sample] {
        [Sample("ios26-tab-accessory", IOS26TabAccessory(), width: 780, height: 844,
                outputs: [SampleOutput("ios26-tab-accessory@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
