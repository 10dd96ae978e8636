// iOS 16–17 navigation with data: `NavigationStack(path:)` over a `NavigationPath` or an
// array, `navigationDestination(for:)`, `navigationDestination(isPresented:)`, and the
// list helpers `remove(atOffsets:)`/`move(fromOffsets:toOffset:)` that `onDelete`/`onMove`
// closures call. Pasted unchanged but for the import.
#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif

struct ShelfBook: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
}

struct ShelfBookDetail: View {
    let book: ShelfBook
    var body: some View {
        List {
            LabeledContent("Title", value: book.title)
            LabeledContent("Author", value: book.author)
        }
        .navigationTitle(book.title)
    }
}

let shelf = [ShelfBook(id: 1, title: "Dune", author: "Frank Herbert"), ShelfBook(id: 2, title: "Solaris", author: "Stanisław Lem")]

/// A stack bound to an array path: the top book's detail shows.
struct BookShelf: View {
    @State var path: [ShelfBook] = []
    var hidesBack = false

    var body: some View {
        NavigationStack(path: $path) {
            List(shelf) { book in
                NavigationLink(book.title, value: book)
            }
            .navigationTitle("Books")
            .navigationDestination(for: ShelfBook.self) { book in
                ShelfBookDetail(book: book)
                    .navigationBarBackButtonHidden(hidesBack)
            }
        }
    }
}

/// A stack bound to a type-erased path holding two kinds of value.
struct MixedShelf: View {
    @State private var path: NavigationPath

    init(path: NavigationPath) { _path = State(initialValue: path) }

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationTitle("Library")
                .navigationDestination(for: ShelfBook.self) { ShelfBookDetail(book: $0) }
                .navigationDestination(for: Int.self) { number in
                    Text("Shelf \(number)").navigationTitle("Shelf")
                }
        }
    }
}

/// `navigationDestination(isPresented:)`, bound to true.
struct PresentedSettings: View {
    @State private var showsAbout = true
    var body: some View {
        NavigationStack {
            Text("Settings root")
                .navigationTitle("Settings")
                .navigationDestination(isPresented: $showsAbout) {
                    Text("About this app").navigationTitle("About").navigationBarTitleDisplayMode(.inline)
                }
        }
    }
}

/// An editable list whose closures call SwiftUI's offset helpers.
struct EditableNames: View {
    @State var names = ["Ada", "Brian", "Chris", "Dana", "Eve"]
    var body: some View {
        List {
            ForEach(names, id: \.self) { Text($0) }
                .onDelete { names.remove(atOffsets: $0) }
                .onMove { names.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

/// A chat composer: a vertical text field that reserves three lines.
struct Composer: View {
    @State private var draft = ""
    var body: some View {
        TextField("Message", text: $draft, axis: .vertical)
            .lineLimit(3...5)
    }
}
