import Foundation

/// What views read and change models through, as SwiftData's `ModelContext`:
/// `modelContext.insert(Item(timestamp: .now))`, `try modelContext.fetch(FetchDescriptor<Item>())`.
///
/// Cairn's contexts share their container's store in memory: an insert is fetched at once by
/// every context and `@Query` of the container (SwiftData's main context shows the same, as
/// it saves automatically). `save()` has nothing to write; `rollback()` undoes the inserts
/// and deletes made since the last save.
public final class ModelContext {
    /// The container whose models this context reads.
    public var container: ModelContainer {
        ownedContainer ?? mainOf ?? ModelContainer(schema: schema, configurations: configurations, store: store)
    }
    /// The store the context reads and writes.
    let store: ModelStore
    /// Whether the context reads the environment's placeholder (no container was set).
    let isPlaceholder: Bool
    // A context holds its container, except the main context, which its container holds: it
    // keeps the store, so it still works (and `container` answers) when held alone.
    private let ownedContainer: ModelContainer?
    private weak var mainOf: ModelContainer?
    private let schema: Schema
    private let configurations: [ModelConfiguration]
    /// Whether the context saves by itself (recorded; there is nothing to write).
    public var autosaveEnabled = true
    /// Models inserted since the last save, in order.
    public private(set) var insertedModelsArray: [any PersistentModel] = []
    /// Models deleted since the last save, in order.
    public private(set) var deletedModelsArray: [any PersistentModel] = []
    /// Models changed since the last save: Cairn does not track property changes, so none.
    public var changedModelsArray: [any PersistentModel] { [] }

    /// A context for `container`.
    public convenience init(_ container: ModelContainer) {
        self.init(container, isMain: false)
    }

    init(_ container: ModelContainer, isMain: Bool) {
        store = container.store
        isPlaceholder = container.isPlaceholder
        schema = container.schema
        configurations = container.configurations
        ownedContainer = isMain ? nil : container
        mainOf = isMain ? container : nil
    }

    /// Whether inserts or deletes wait for a save.
    public var hasChanges: Bool { !insertedModelsArray.isEmpty || !deletedModelsArray.isEmpty }

    /// Inserts `model`, and the models its properties hold (a relationship's models are
    /// inserted with it, as SwiftData does); inserting a model twice keeps one.
    public func insert<T: PersistentModel>(_ model: T) {
        var visited = Set<ObjectIdentifier>()
        insertGraph(model, visited: &visited)
    }

    private func insertGraph(_ model: any PersistentModel, visited: inout Set<ObjectIdentifier>) {
        // A graph of models can be deep and cyclic: each object is visited once, and the walk
        // is an explicit stack, not recursion.
        var pending: [any PersistentModel] = [model]
        while let next = pending.popLast() {
            guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
            if store.add(next) {
                insertedModelsArray.append(next)
                deletedModelsArray.removeAll { $0 === next }
                ModelRegistry.register(next, store: store, context: self)
            }
            var mirror: Mirror? = Mirror(reflecting: next)
            while let m = mirror {
                for child in m.children { Self.models(in: child.value, into: &pending) }
                mirror = m.superclassMirror
            }
        }
    }

    /// The models a property's value holds: a model, an optional one, or a collection of
    /// them (an array or set of a model class; other collections are not walked).
    private static func models(in value: Any, into pending: inout [any PersistentModel]) {
        if let model = value as? any PersistentModel {
            pending.append(model)
        } else if let collection = value as? any Collection {
            models(inCollection: collection, into: &pending)
        }
    }

    private static func models<C: Collection>(inCollection collection: C, into pending: inout [any PersistentModel]) {
        guard C.Element.self is any PersistentModel.Type else { return }
        for element in collection { if let model = element as? any PersistentModel { pending.append(model) } }
    }

    /// Deletes `model` (a model that was never inserted is left alone).
    public func delete<T: PersistentModel>(_ model: T) {
        guard store.remove(model, deleting: true) else { return }
        insertedModelsArray.removeAll { $0 === model }
        deletedModelsArray.append(model)
        ModelRegistry.markDeleted(model, store: store)
    }

    /// Deletes every model of class `model` that `predicate` accepts (all when nil).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) {
            if !includeSubclasses, type(of: found) != T.self { continue }
            delete(found)
        }
    }

    /// Saves: in Cairn there is no file to write, so it ends the changes `rollback()` could
    /// undo.
    public func save() throws {
        store.forgetDeleted(deletedModelsArray)
        for model in deletedModelsArray where !store.contains(model) { ModelRegistry.unregister(model) }
        insertedModelsArray = []
        deletedModelsArray = []
    }

    /// Undoes the inserts and deletes made since the last save.
    public func rollback() {
        for model in insertedModelsArray where store.remove(model, deleting: false) {
            ModelRegistry.unregister(model)
        }
        for model in deletedModelsArray where store.add(model) {
            ModelRegistry.register(model, store: store, context: self)
        }
        insertedModelsArray = []
        deletedModelsArray = []
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The models of class `T` that `descriptor`'s predicate accepts, in its sort order (the
    /// order of insertion where it gives none), from `fetchOffset`, at most `fetchLimit`.
    /// A predicate that throws makes the fetch throw.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = store.models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            found = try found.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            found.sort(using: descriptor.sortBy)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), found.count)
        var end = found.count
        if let limit = descriptor.fetchLimit { end = min(end, offset + min(max(limit, 0), found.count)) }
        return Array(found[offset..<end])
    }

    /// How many models `fetch(descriptor)` would give.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `fetch(descriptor)` would give.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model `id` names, if this context's container holds it.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        store.models.first { $0.persistentModelID == id } as? T
    }

    /// The model `id` names; SwiftData stops the program for an unknown identifier, Cairn
    /// never does: use `registeredModel(for:)` to check first.
    public func model(for id: PersistentIdentifier) -> (any PersistentModel)? {
        store.models.first { $0.persistentModelID == id }
    }

    /// Calls `block` with each model `descriptor` fetches.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) { try block(model) }
    }
}

/// What to fetch, as SwiftData's `FetchDescriptor`: a predicate, a sort order, an offset and
/// a limit. `FetchDescriptor<Item>(predicate: #Predicate { $0.isDone }, sortBy: [SortDescriptor(\.title)])`.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models to take (all when nil).
    public var predicate: Predicate<T>?
    /// Their order (insertion order when empty).
    public var sortBy: [SortDescriptor<T>]
    /// At most this many (negative: none).
    public var fetchLimit: Int?
    /// How many to skip first (negative: none).
    public var fetchOffset: Int?
    /// Whether unsaved inserts count (they always do in Cairn's shared store).
    public var includePendingChanges = true
    /// The properties to load (all are in memory).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load with the models (all are in memory).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor with `predicate` and `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
