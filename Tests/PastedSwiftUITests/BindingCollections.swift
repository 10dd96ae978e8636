// iOS 15's binding collections (`ForEach($store.items) { $item in … }`) and iOS 18's `Tab`
// with an enum selection (`Tab("Home", systemImage: "house", value: .home)`), pasted unchanged
// but for the import.
#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif

struct ChecklistItem: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var isDone = false
}

@Observable final class ChecklistStore {
    var items: [ChecklistItem] = [
        ChecklistItem(title: "Buy groceries"),
        ChecklistItem(title: "Call mom", isDone: true),
        ChecklistItem(title: "Book dentist"),
    ]
}

struct ChecklistView: View {
    @State private var store = ChecklistStore()

    var body: some View {
        List {
            ForEach($store.items) { $item in
                Toggle(item.title, isOn: $item.isDone)
            }
            Text("\(store.items.filter { !$0.isDone }.count) remaining")
        }
    }
}

enum ShopTab: Hashable { case home, library, search }

struct ShopTabs: View {
    @State private var tab: ShopTab = .library

    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            Tab("Library", systemImage: "books.vertical", value: .library) { Text("Library screen") }
                .badge(3)
            Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { Text("Search screen") }
        }
    }
}

enum SidebarTab: Hashable { case home, alerts, archive, trash }

/// iOS 18's `TabSection` of valued tabs under a selection.
struct SectionedTabs: View {
    @State private var tab: SidebarTab = .trash

    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            Tab("Alerts", systemImage: "bell", value: .alerts) { Text("Alerts screen") }
            TabSection("Folders") {
                Tab("Archive", systemImage: "archivebox", value: .archive) { Text("Archive screen") }
                Tab("Trash", systemImage: "trash", value: .trash) { Text("Trash screen") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// `List`'s data-driven initialisers people write: an integer range, a binding to a
/// collection (with edit actions), `ForEach($names, id: \.self)`, and selections.
struct ListInitializers: View {
    @State private var items = [ChecklistItem(title: "Milk"), ChecklistItem(title: "Eggs", isDone: true)]
    @State private var names = ["Ann", "Bo"]
    @State private var selection: UUID?
    @State private var picked = Set<Int>()

    var body: some View {
        VStack {
            List(0..<2) { i in Text("Range \(i)") }
            List($items) { $item in Toggle(item.title, isOn: $item.isDone) }
            List($items, editActions: .delete) { $item in Text("Edit \(item.title)") }
            List { ForEach($names, id: \.self) { $name in TextField("Name", text: $name) } }
            List { ForEach($items, editActions: .all) { $item in Text("All \(item.title)") } }
            List(items, selection: $selection) { item in Text("Pick \(item.title)") }
            List(0..<1, selection: $picked) { i in Text("Many \(i)") }
        }
    }
}
