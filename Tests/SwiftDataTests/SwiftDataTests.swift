import Cairn
import CairnCairo
import CairnTestSupport
import Foundation
@testable import SwiftData
import Testing

/// The strings of every text run in `items`, in drawing order.
private func strings(_ items: [DisplayList.Item]) -> [String] { drawnStrings(items) }

/// The strings a view draws laid out on a `width` × `height` canvas.
private func strings<V: View>(_ view: V, _ width: CGFloat = 390, _ height: CGFloat = 600) -> [String] {
    drawnStrings(view, width, height)
}

/// 2026-01-01 00:00:00 UTC plus `days`.
private func day(_ days: Double) -> Date { Date(timeIntervalSince1970: 1_767_225_600 + days * 86_400) }

/// SwiftData's API on Cairn: Xcode's template and models with relationships, pasted, fetched
/// and drawn, with the models in memory.
@Suite(.designEra(.iOS17)) struct SwiftDataTests {
    // MARK: Xcode's template

    /// The template's preview (`.modelContainer(for: Item.self, inMemory: true)`) draws an
    /// empty list: the container is new and holds nothing, and nothing is reported missing.
    @Test func templatePreviewWithAnEmptyContainer() {
        let layout = ViewLayout(of: ContentView().modelContainer(for: Item.self, inMemory: true), in: CGSize(width: 390, height: 600))
        #expect(!strings(layout.displayList.items).contains { $0.contains("2026") })
        #expect(!layout.diagnostics.contains { $0.contains("@Query") })
    }

    /// Three items inserted into a container's main context are the template's three rows,
    /// in insertion order, as `Date.FormatStyle(date: .numeric, time: .standard)` writes them.
    @Test func templateListsTheInsertedItems() throws {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for d in [2.0, 0, 1] { container.mainContext.insert(Item(timestamp: day(d) + 9 * 3600)) }
        let texts = strings(ContentView().modelContainer(container)).filter { $0.contains("/2026") }
        // Foundation's own formatting for an en_US iPhone in UTC (Cairn's environment).
        let style = Date.FormatStyle(date: .numeric, time: .standard, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        let expected = [2.0, 0, 1].map { (day($0) + 9 * 3600).formatted(style) }
        // U+202F (narrow no-break space) before AM, as iOS 17 and later write it.
        #expect(expected == ["1/3/2026, 9:00:00\u{202F}AM", "1/1/2026, 9:00:00\u{202F}AM", "1/2/2026, 9:00:00\u{202F}AM"])
        #expect(texts.count == 3)
        #expect(texts == expected)
    }

    /// A tap on the template's "Add Item" button inserts an item, and the list shows it in
    /// the next frame: the query reads the store anew.
    @Test func addItemButtonInsertsARow() {
        let r = AnimationRenderer(content: ContentView().modelContainer(for: Item.self, inMemory: true).frame(width: 390, height: 600),
                                  duration: 1).tap("Add Item", at: 0.5)
        let before = strings(r.displayList(atFrame: 0).items).filter { $0.contains(":") }
        let after = strings(r.displayList(atFrame: 29).items).filter { $0.contains(":") }
        #expect(before.isEmpty)
        #expect(after.count == 1)
    }

    /// Without a container the query is empty and Cairn says where to set one.
    @Test func queryWithoutAContainerIsEmptyAndSaysSo() {
        let layout = ViewLayout(of: TripList(), in: CGSize(width: 390, height: 600))
        #expect(strings(layout.displayList.items) == ["ALL", "FAVORITES"])
        #expect(layout.diagnostics.contains { $0.contains("@Query of Trip found no model container") && $0.contains(".modelContainer(for: Trip.self)") })
    }

    // MARK: Queries

    /// `@Query(sort: \Trip.startDate, order: .reverse)` lists the newest trip first; the
    /// favourites query keeps the two favourites, by name.
    @MainActor @Test func sortAndFilter() {
        let texts = strings(TripList().modelContainer(previewTrips))
        #expect(texts == ["ALL", "Oslo", "Kyoto", "Lisbon", "FAVORITES", "Lisbon", "Oslo"])
    }

    /// `FetchDescriptor`'s offset and limit, with hostile values: negative ones take nothing
    /// away, huge ones run to the end.
    @Test func fetchOffsetsAndLimits() throws {
        let container = try ModelContainer(for: Trip.self)
        let context = ModelContext(container)
        for (i, name) in ["A", "B", "C", "D"].enumerated() { context.insert(Trip(name: name, startDate: day(Double(i)))) }
        func names(offset: Int?, limit: Int?) throws -> [String] {
            var d = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
            d.fetchOffset = offset
            d.fetchLimit = limit
            return try context.fetch(d).map(\.name)
        }
        #expect(try names(offset: 1, limit: 2) == ["B", "C"])
        #expect(try names(offset: -5, limit: nil) == ["A", "B", "C", "D"])
        #expect(try names(offset: nil, limit: -1) == [])
        #expect(try names(offset: 3, limit: .max) == ["D"])
        #expect(try names(offset: .max, limit: .max) == [])
        #expect(try context.fetchCount(FetchDescriptor<Trip>(predicate: #Predicate { $0.name != "B" })) == 3)
    }

    /// A predicate that throws (a force unwrap of nil) gives the query an empty result and a
    /// `fetchError`; `fetch` itself throws.
    @Test func aThrowingPredicateEmptiesTheQuery() throws {
        let container = try ModelContainer(for: Trip.self)
        container.mainContext.insert(Trip(name: "Lisbon", startDate: day(0)))
        let predicate = #Predicate<Trip> { $0.cachedSummary! == "x" }
        #expect(throws: (any Error).self) { try container.mainContext.fetch(FetchDescriptor(predicate: predicate)) }
        let view = VStack {
            Text("Trips")
            ThrowingQueryList(query: Query(filter: predicate))
        }
        #expect(strings(view.modelContainer(container)) == ["Trips"])
    }

    // MARK: Contexts

    /// Inserting a trip inserts the stops it holds (a relationship), once however often; a
    /// delete removes one model; `rollback` undoes what was not saved.
    @Test func insertDeleteAndRollback() throws {
        let container = try ModelContainer(for: Trip.self, Stop.self)
        let context = container.mainContext
        let trip = Trip(name: "Kyoto", startDate: day(0))
        trip.stops = [Stop(city: "Osaka"), Stop(city: "Nara")]
        context.insert(trip)
        context.insert(trip)
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 1)
        #expect(try context.fetch(FetchDescriptor<Stop>(sortBy: [SortDescriptor(\.city)])).map(\.city) == ["Nara", "Osaka"])
        #expect(trip.modelContext === context)
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)

        context.delete(trip.stops[0])
        #expect(try context.fetch(FetchDescriptor<Stop>()).map(\.city) == ["Nara"])
        #expect(trip.stops[0].isDeleted && trip.stops[0].modelContext == nil)
        let extra = Trip(name: "Oslo", startDate: day(1))
        context.insert(extra)
        context.rollback()
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Kyoto"])
        #expect(try context.fetch(FetchDescriptor<Stop>()).map(\.city).sorted() == ["Nara", "Osaka"])
        #expect(extra.modelContext == nil)

        try context.delete(model: Stop.self, where: #Predicate { $0.city == "Osaka" })
        #expect(try context.fetch(FetchDescriptor<Stop>()).map(\.city) == ["Nara"])
        container.deleteAllData()
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 0)
    }

    /// A cycle of models (a trip whose stop points back at it) is inserted once each.
    @Test func aCycleOfRelationshipsIsInsertedOnce() throws {
        let container = try ModelContainer(for: Trip.self, Stop.self)
        let trip = Trip(name: "Loop", startDate: day(0))
        let stop = Stop(city: "Back")
        stop.trip = trip
        trip.stops = [stop]
        container.mainContext.insert(stop)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Trip>()) == 1)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Stop>()) == 1)
    }

    /// Models are equal and hashed by identity, and their identifiers name their class.
    @Test func identity() {
        let a = Trip(name: "Same", startDate: day(0)), b = Trip(name: "Same", startDate: day(0))
        #expect(a == a && a != b)
        #expect(Set([a, a, b]).count == 2)
        #expect(a.persistentModelID.entityName == "Trip")
        #expect(a.persistentModelID != b.persistentModelID)
    }

    /// `@Bindable` binds a model's properties: the form shows the trip's name in its field.
    @Test func bindableEditsAModel() {
        let trip = Trip(name: "Lisbon", startDate: day(0), isFavorite: true)
        let texts = strings(TripEditor(trip: trip))
        #expect(texts.contains("Lisbon") && texts.contains("Favorite"))
    }

    /// A container's store forgets its models when it goes: a model of a container that is
    /// gone has no context.
    @Test func aModelOutlivesItsContainer() throws {
        let trip = Trip(name: "Alone", startDate: day(0))
        let gone = Trip(name: "Deleted", startDate: day(0))
        do {
            let container = try ModelContainer(for: Trip.self)
            container.mainContext.insert(trip)
            container.mainContext.insert(gone)
            container.mainContext.delete(gone)
            #expect(trip.modelContext != nil)
            #expect(gone.isDeleted && gone.modelContext == nil)
        }
        #expect(trip.modelContext == nil)
        #expect(!gone.isDeleted)
    }

    /// A deleted model is deleted until its context saves; then it is gone, and the
    /// registry keeps nothing for it (nor for the models of a container that went away).
    @Test func deletedUntilSavedAndNothingLeaks() throws {
        var kept: [Trip] = []
        do {
            let container = try ModelContainer(for: Trip.self)
            let context = container.mainContext
            let trips = (0..<50).map { Trip(name: "T\($0)", startDate: day(Double($0))) }
            for t in trips { context.insert(t) }
            for t in trips.prefix(20) { context.delete(t) }
            #expect(trips[0].isDeleted && !trips[20].isDeleted)
            try context.save()
            #expect(!trips[0].isDeleted && trips[0].modelContext == nil)
            #expect(trips.filter(ModelRegistry.isRegistered).count == 30)
            container.deleteAllData()
            #expect(trips[30].isDeleted)
            kept = trips
        }
        // The container and its context are gone: no entry is left for any of the 50.
        #expect(kept.count == 50 && !kept.contains(where: ModelRegistry.isRegistered))
    }
}

/// The app file of a pasted project: `App`, `WindowGroup` and scene modifiers compile, and
/// `rootView` draws the first window's content with what the scenes' modifiers set.
@Suite(.designEra(.iOS17)) struct AppFileTests {
    /// The template's app: its window shows the template's list, on the app's container
    /// (empty: nothing was inserted), without a missing-container diagnostic.
    @Test func templateAppDrawsItsWindow() {
        let app = TemplateApp()
        app.sharedModelContainer.mainContext.insert(Item(timestamp: day(0) + 9 * 3600))
        let layout = ViewLayout(of: app.rootView, in: CGSize(width: 390, height: 600))
        #expect(strings(layout.displayList.items).contains { $0.hasPrefix("1/1/2026, 9:00:00") })
        #expect(!layout.diagnostics.contains { $0.contains("@Query") })
        TemplateApp.main()  // returns at once: Cairn runs no app
    }

    /// Two window groups, a platform-guarded `Settings` left out on iOS: the first group's
    /// content, in the colour scheme its scene modifier set (white text in dark).
    @MainActor @Test func firstWindowGroupWithItsEnvironment() throws {
        let app = TwoSceneApp()
        #expect(strings(app.rootView) == ["Count 3"])
        let bitmap = try ImageRenderer(content: app.rootView.frame(width: 120, height: 40)).bitmap()
        var brightest = 0
        for y in 0..<40 { for x in 0..<120 { brightest = max(brightest, rgba(bitmap, x, y)[0]) } }
        #expect(brightest > 200)  // the label is drawn white: the scene's dark scheme reached it
        #expect(EnvironmentValues().scenePhase == .active)
    }
}

/// A list whose query's predicate throws.
private struct ThrowingQueryList: View {
    @Query var trips: [Trip]
    init(query: Query<Trip>) { _trips = query }
    var body: some View {
        ForEach(trips) { Text($0.name) }
    }
}
