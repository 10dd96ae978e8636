import Cairn

/// A book in the `navigation-paths` sample.
struct PathBook: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
    let year: Int
}

/// A library whose `NavigationStack(path:)` holds one book: the stack shows that book's
/// detail (its `navigationDestination(for:)`), with a back button to "Library".
struct PathLibraryScreen: View {
    @State var path: [PathBook]
    let era: DesignEra

    static let books = [
        PathBook(id: 1, title: "Dune", author: "Frank Herbert", year: 1965),
        PathBook(id: 2, title: "Solaris", author: "Stanisław Lem", year: 1961),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(Self.books) { book in
                NavigationLink(book.title, value: book)
            }
            .navigationTitle("Library")
            .navigationDestination(for: PathBook.self) { book in
                List {
                    LabeledContent("Author", value: book.author)
                    LabeledContent("Published", value: String(book.year))
                    Section("Notes") {
                        TextField("Add a note", text: .constant(""), axis: .vertical)
                            .lineLimit(3...5)
                    }
                }
                .navigationTitle(book.title)
                .toolbar {
                    ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} }
                }
            }
        }
        .frame(width: 390, height: 420)
        .environment(\.designEra, era)
    }
}

/// `NavigationStack(path:)` with a pushed screen, iOS 26 and iOS 17.
struct NavigationPathsSample: View {
    var body: some View {
        HStack(spacing: 0) {
            PathLibraryScreen(path: [PathLibraryScreen.books[0]], era: .iOS26)
            PathLibraryScreen(path: [PathLibraryScreen.books[0]], era: .iOS17)
        }
    }
}

/// iOS 17's back button beside a centred inline title: the previous title when it fits,
/// "Back" when it would run under the title, the chevron alone when even that would.
struct BackButtonTitlesSample: View {
    struct Bar: View {
        let previous: String
        let title: String
        @State private var path = [0]
        var body: some View {
            NavigationStack(path: $path) {
                Text(previous)
                    .navigationTitle(previous)
                    .navigationDestination(for: Int.self) { _ in
                        Color.clear.navigationTitle(title).navigationBarTitleDisplayMode(.inline)
                            .toolbar { Button("Edit") {} }
                    }
            }
            .frame(width: 390, height: 44)
        }
    }

    var body: some View {
        VStack(spacing: 0) {
            Bar(previous: "Reports", title: "Revenue")
            Divider()
            Bar(previous: "Quarterly Financial Reports", title: "Revenue by Region")
            Divider()
            Bar(previous: "Reports", title: "Revenue by Region and Product Line")
        }
        .background(Color.white)
        .environment(\.designEra, .iOS17)
    }
}

extension SampleCatalog {
    /// A navigation path's pushed screen, and iOS 17 back buttons, at scale 2.
    static var navigationPathSamples: [Sample] {
        [Sample("navigation-paths", NavigationPathsSample(), width: 780, height: 420,
                outputs: [SampleOutput("navigation-paths@2x.png", scale: 2)]),
         Sample("back-button-titles", BackButtonTitlesSample(), width: 390, height: 134,
                outputs: [SampleOutput("back-button-titles@2x.png", scale: 2)])]
    }
}
