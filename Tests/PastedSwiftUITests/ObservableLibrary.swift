// An iOS 17 view written with Observation (`@Observable`, `@Bindable`, `@Environment(Model.self)`),
// `@Entry`, `@AppStorage`, `@ScaledMetric` and `#Preview` with `@Previewable`, pasted unchanged
// but for the import.
#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif

@Observable
final class Library {
    var books: [Book] = [
        Book(title: "Dune", pages: 412),
        Book(title: "Emma", pages: 474),
        Book(title: "Ulysses", pages: 730),
    ]
    @ObservationIgnored var lastOpened: Date? = nil

    var totalPages: Int { books.reduce(0) { $0 + $1.pages } }
}

struct Book: Identifiable, Hashable {
    var id: String { title }
    var title: String
    var pages: Int
}

extension EnvironmentValues {
    @Entry var shelfColor: Color = .orange
    @Entry var rowSpacing: CGFloat = 6
}

extension Transaction {
    @Entry var isFromShelf = false
}

struct LibraryView: View {
    @Environment(Library.self) private var library
    @Environment(\.shelfColor) private var shelfColor
    @Environment(\.rowSpacing) private var rowSpacing
    @AppStorage("showPages") private var showPages = true
    @ScaledMetric private var badge: CGFloat = 20

    var body: some View {
        VStack(alignment: .leading, spacing: rowSpacing) {
            ForEach(library.books) { book in
                HStack {
                    Circle().fill(shelfColor).frame(width: badge, height: badge).id("badge-\(book.title)")
                    Text(book.title)
                    if showPages { Text("\(book.pages) pages").foregroundStyle(.secondary) }
                }
            }
            Text("\(library.totalPages) pages in all").id("total")
        }
    }
}

struct RenameField: View {
    @Bindable var library: Library
    var body: some View {
        TextField("Title", text: $library.books[0].title)
            .textFieldStyle(.roundedBorder)
            .frame(width: 200)
    }
}

#Preview("Library") {
    LibraryView()
        .environment(Library())
}

#Preview("Toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var on = true
    Toggle("Show pages", isOn: $on).frame(width: 220)
}
