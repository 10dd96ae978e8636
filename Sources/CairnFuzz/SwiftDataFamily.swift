import Cairn
import Foundation
import SwiftData

// The `swiftdata` family: models in memory under random inserts, deletes, saves and
// rollbacks, graphs of relationships with cycles and self-references, fetches with hostile
// offsets, limits, NaN sort keys and predicates that throw, and @Query lists drawn from
// them, with and without a container.

@Model final class FuzzNote {
    var title: String
    var score: Double
    var rank: Int?
    var children: [FuzzNote] = []
    var parent: FuzzNote?

    init(title: String, score: Double, rank: Int?) {
        self.title = title
        self.score = score
        self.rank = rank
    }
}

/// A list of the notes a query gives.
private struct FuzzNoteList: View {
    @Query var notes: [FuzzNote]
    init(query: Query<FuzzNote>) { _notes = query }
    var body: some View {
        List {
            ForEach(notes) { note in
                HStack { Text(note.title); Spacer(); Text(note.score, format: .number) }
            }
        }
    }
}

func swiftDataFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let titles = ["", "a", "Zebra", "ä", "🙂", String(repeating: "long ", count: 40), "\u{0}", "١٢٣", "\n\t"]
    let container = try ModelContainer(for: FuzzNote.self, configurations: ModelConfiguration(isStoredInMemoryOnly: r.chance(0.5)))
    let context = r.chance(0.5) ? container.mainContext : ModelContext(container)
    var made: [FuzzNote] = []
    for _ in 0..<r.int(0...40) {
        let note = FuzzNote(title: r.pick(titles), score: r.number(), rank: r.chance(0.3) ? nil : r.pick([Int.min, Int.max, 0, -1, r.int(-1000...1000)]))
        // Relationships: children, a parent, cycles, a note its own child.
        if !made.isEmpty, r.chance(0.4) { note.parent = r.pick(made) }
        if !made.isEmpty, r.chance(0.3) { note.children = (0..<r.int(0...5)).map { _ in r.pick(made) } }
        if r.chance(0.05) { note.children.append(note) }
        made.append(note)
        switch r.int(0...9) {
        case 0...5: context.insert(note)
        case 6: context.insert(note); context.insert(note)
        case 7: context.delete(r.pick(made))
        case 8: try context.save()
        default: context.rollback()
        }
    }
    if r.chance(0.05) { container.deleteAllData() }
    if r.chance(0.05) {
        // Many models at once.
        for i in 0..<r.int(0...2_000) { context.insert(FuzzNote(title: "n\(i)", score: Double(i), rank: i)) }
    }
    let bound = r.number()
    let predicates: [Predicate<FuzzNote>?] = [
        nil,
        #Predicate { $0.score > bound },
        #Predicate { $0.title.contains("a") },
        #Predicate { $0.rank! > 0 },  // throws for a nil rank
        #Predicate { $0.parent != nil },
    ]
    var descriptor = FetchDescriptor<FuzzNote>(predicate: r.pick(predicates))
    descriptor.sortBy = (0..<r.int(0...3)).map { _ in
        r.pick([SortDescriptor(\FuzzNote.score, order: r.chance(0.5) ? .forward : .reverse),
                SortDescriptor(\FuzzNote.title), SortDescriptor(\FuzzNote.title, comparator: .lexical),
                SortDescriptor(\FuzzNote.rank, order: .reverse)])
    }
    let hostile = [nil, 0, -1, 1, 3, Int.max, Int.min, r.int(-100...100)]
    descriptor.fetchOffset = r.pick(hostile)
    descriptor.fetchLimit = r.pick(hostile)
    _ = try? context.fetch(descriptor)
    _ = try? context.fetchCount(descriptor)
    if r.chance(0.2) { try? context.delete(model: FuzzNote.self, where: r.pick(predicates)) }
    let list = FuzzNoteList(query: Query(descriptor))
    if r.chance(0.15) {
        try render(list, &r)  // no container: an empty list with a diagnostic
    } else if r.chance(0.5) {
        try render(list.modelContainer(container), &r)
    } else {
        try render(list.modelContainer(for: FuzzNote.self, inMemory: true), &r)
    }
}
