import Cairn
import Foundation
import SwiftData

// SwiftData on Cairn: Xcode's "App" template with SwiftData storage, its models inserted in
// memory, beside a list of trips fetched by two queries (a reverse date sort and a filter).

@Model
final class Item {
    var timestamp: Date

    init(timestamp: Date) {
        self.timestamp = timestamp
    }
}

/// Xcode 16's template `ContentView`, unchanged.
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

@Model
final class Trip {
    @Attribute(.unique) var name: String
    var startDate: Date
    var isFavorite: Bool
    @Relationship(deleteRule: .cascade) var stops: [Stop] = []

    init(name: String, startDate: Date, isFavorite: Bool, stops: [String]) {
        self.name = name
        self.startDate = startDate
        self.isFavorite = isFavorite
        self.stops = stops.map(Stop.init)
    }
}

@Model
final class Stop {
    var city: String
    init(city: String) { self.city = city }
}

/// Trips newest first, and the favourites by name, each row with its stops counted.
struct TripsScreen: View {
    @Query(sort: \Trip.startDate, order: .reverse) private var trips: [Trip]
    @Query(filter: #Predicate<Trip> { $0.isFavorite }, sort: \Trip.name) private var favorites: [Trip]
    @Query private var stops: [Stop]

    var body: some View {
        NavigationStack {
            List {
                Section("Upcoming") {
                    ForEach(trips) { trip in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(trip.name).font(.headline)
                            Text("\(trip.startDate, format: .dateTime.month(.abbreviated).day()) · \(trip.stops.count) stops")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                Section("Favorites") {
                    ForEach(favorites) { trip in
                        Label(trip.name, systemImage: "star.fill")
                    }
                }
            }
            .navigationTitle("Trips")
            .navigationSubtitle("\(stops.count) stops in all")
        }
    }
}

/// The two screens side by side, each on its own container filled in memory (a container
/// that could not be made — never, in Cairn — leaves its screen empty, not a trap).
struct SwiftDataScreens: View {
    let items: ModelContainer?
    let trips: ModelContainer?

    init() {
        let base = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01 09:00 UTC
        items = try? ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for i in 0..<4 { items?.mainContext.insert(Item(timestamp: base + Double(i) * 90_000)) }
        trips = try? ModelContainer(for: Trip.self, Stop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let plans: [(String, Double, Bool, [String])] = [
            ("Lisbon", 20, true, ["Alfama", "Belém", "Sintra"]),
            ("Kyoto", 45, false, ["Gion", "Arashiyama"]),
            ("Oslo", 70, true, ["Bygdøy", "Holmenkollen"]),
        ]
        for (name, days, favorite, stops) in plans {
            // Inserting a trip inserts its stops, as SwiftData does.
            trips?.mainContext.insert(Trip(name: name, startDate: base + days * 86_400, isFavorite: favorite, stops: stops))
        }
    }

    var body: some View {
        HStack(spacing: 0) {
            if let items { ContentView().modelContainer(items).frame(width: 320, height: 480) }
            if let trips { TripsScreen().modelContainer(trips).frame(width: 320, height: 480) }
        }
    }
}

extension SampleCatalog {
    /// SwiftData's template and queries, at scale 2.
    static var swiftDataSamples: [Sample] {
        [Sample("swiftdata", SwiftDataScreens(), width: 640, height: 480,
                outputs: [SampleOutput("swiftdata@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
