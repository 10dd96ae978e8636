import Cairn

/// A recipe list with `.searchable` in iOS 26's look: the search field leaves the navigation
/// bar for the bottom of the screen, on glass, or — beside other bottom-bar items, or under
/// `searchToolbarBehavior(.minimize)` — becomes a magnifying-glass button at the trailing end.
struct RecipeSearchScreen: View {
    let scheme: ColorScheme
    let minimized: Bool

    var body: some View {
        NavigationStack {
            List {
                Section("This week") {
                    ForEach(Self.recipes, id: \.0) { name, symbol, minutes in
                        Label {
                            LabeledContent(name, value: "\(minutes) min")
                        } icon: {
                            Image(systemName: symbol)
                        }
                    }
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: .constant(""), prompt: "Recipes, ingredients")
            .toolbar {
                if minimized {
                    ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "line.3.horizontal.decrease") } }
                }
                ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } }
            }
        }
        .frame(width: 390, height: 844)
        .environment(\.colorScheme, scheme)
        .environment(\.designEra, .iOS26)
    }

    static let recipes: [(String, String, Int)] = [
        ("Tomato soup", "flame", 35), ("Lemon pasta", "fork.knife", 20), ("Green salad", "leaf", 10),
        ("Banana bread", "birthday.cake", 70), ("Iced tea", "cup.and.saucer", 5), ("Fish tacos", "fish", 25),
    ]
}

/// Issue 24: iOS 26's bottom search field, light and dark, and minimized beside a bottom item.
struct IOS26Search: View {
    var body: some View {
        HStack(spacing: 0) {
            RecipeSearchScreen(scheme: .light, minimized: false)
            RecipeSearchScreen(scheme: .dark, minimized: false)
            RecipeSearchScreen(scheme: .light, minimized: true)
        }
    }
}

extension SampleCatalog {
    /// iOS 26's bottom search field (issue 24), at scale 2.
    static var ios26SearchSamples: [Sample] {
        [Sample("ios26-search", IOS26Search(), width: 1170, height: 844,
                outputs: [SampleOutput("ios26-search@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
