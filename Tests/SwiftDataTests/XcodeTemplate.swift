// Xcode 16's "App" template with SwiftData storage (Item.swift and ContentView.swift), pasted
// unchanged but for the imports.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif
import SwiftData

@Model
final class Item {
    var timestamp: Date

    init(timestamp: Date) {
        self.timestamp = timestamp
    }
}

struct ContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var items: [Item]

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(items) { item in
                    NavigationLink {
                        Text("Item at \(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))")
                    } label: {
                        Text(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))
                    }
                }
                .onDelete(perform: deleteItems)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
                ToolbarItem {
                    Button(action: addItem) {
                        Label("Add Item", systemImage: "plus")
                    }
                }
            }
        } detail: {
            Text("Select an item")
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = Item(timestamp: Date())
            modelContext.insert(newItem)
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            for index in offsets {
                modelContext.delete(items[index])
            }
        }
    }
}

#Preview {
    ContentView()
        .modelContainer(for: Item.self, inMemory: true)
}

// Models with relationships and schema annotations, as apps write them (WWDC23 "Meet
// SwiftData", WWDC24 "What's new in SwiftData").
@Model
final class Trip {
    #Unique<Trip>([\.name, \.startDate])
    #Index<Trip>([\.name])

    @Attribute(.unique) var name: String
    var startDate: Date
    var isFavorite: Bool = false
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
    @Transient var cachedSummary: String? = nil

    init(name: String, startDate: Date, isFavorite: Bool = false) {
        self.name = name
        self.startDate = startDate
        self.isFavorite = isFavorite
    }
}

@Model
final class Stop {
    var city: String
    var trip: Trip?

    init(city: String) {
        self.city = city
    }
}

struct TripList: View {
    @Query(sort: \Trip.startDate, order: .reverse) private var trips: [Trip]
    @Query(filter: #Predicate<Trip> { $0.isFavorite }, sort: [SortDescriptor(\Trip.name)]) private var favorites: [Trip]

    var body: some View {
        List {
            Section("All") {
                ForEach(trips) { trip in
                    Text(trip.name)
                }
            }
            Section("Favorites") {
                ForEach(favorites) { trip in
                    Text(trip.name)
                }
            }
        }
    }
}

/// A detail view binding a model's property, as apps edit models.
struct TripEditor: View {
    @Bindable var trip: Trip

    var body: some View {
        Form {
            TextField("Name", text: $trip.name)
            Toggle("Favorite", isOn: $trip.isFavorite)
        }
    }
}

/// Sample data inserted in the preview closure, the pattern Apple's sample code uses.
@MainActor let previewTrips: ModelContainer = {
    let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let day: TimeInterval = 86_400
    let base = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01
    for (i, name) in ["Lisbon", "Kyoto", "Oslo"].enumerated() {
        container.mainContext.insert(Trip(name: name, startDate: base + Double(i) * day, isFavorite: i != 1))
    }
    return container
}()
