import Cairn

/// An app screen in one design era: a `NavigationStack` with a large title, toolbar items at
/// both ends and an inset-grouped list, inside a `TabView` of four tabs.
struct EraBarsScreen: View {
    let era: DesignEra
    let scheme: ColorScheme

    var body: some View {
        TabView(selection: .constant(1)) {
            Text("Home").tabItem { Image(systemName: "house"); Text("Home") }.tag(0)
            NavigationStack {
                List {
                    Section {
                        Text("Wi-Fi")
                        Text("Bluetooth")
                        Text("Cellular")
                    }
                    Section("General") {
                        Text("About")
                        Text("Software Update")
                    }
                }
                .listStyle(.insetGrouped)
                .navigationTitle(era == .iOS26 ? "iOS 26" : "iOS 17")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem { Button {} label: { Image(systemName: "plus") } }
                    ToolbarItem { Button {} label: { Image(systemName: "ellipsis") } }
                }
            }
            .tabItem { Image(systemName: "gearshape"); Text("Settings") }.tag(1)
            Text("Search").tabItem { Image(systemName: "magnifyingglass"); Text("Search") }.tag(2)
            Text("Profile").tabItem { Image(systemName: "person.circle"); Text("Profile") }.tag(3)
        }
        .frame(width: 320, height: 600)
        .environment(\.colorScheme, scheme)
        .environment(\.designEra, era)
    }
}

/// Issue 24: the same app screen in iOS 17 and iOS 26, light, and iOS 26 dark — the floating
/// glass tab bar with its selected-tab highlight and the toolbar items on glass; the era is
/// set per screen, so the picture is the same whatever the renderer's default era.
struct IOS26Bars: View {
    var body: some View {
        HStack(spacing: 0) {
            EraBarsScreen(era: .iOS17, scheme: .light)
            EraBarsScreen(era: .iOS26, scheme: .light)
            EraBarsScreen(era: .iOS26, scheme: .dark)
        }
    }
}

extension SampleCatalog {
    /// iOS 26's bars (issue 24) beside iOS 17's, at scale 2.
    static var ios26BarSamples: [Sample] {
        [Sample("ios26-bars", IOS26Bars(), width: 960, height: 600, outputs: [SampleOutput("ios26-bars@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
