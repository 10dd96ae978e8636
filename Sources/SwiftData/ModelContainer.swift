import Foundation
import CairnViews

/// Where a container keeps its models, as SwiftData's `ModelConfiguration`. Cairn keeps every
/// store in the memory of the render (nothing is read from or written to disk, so a render
/// leaves no files and starts from the same empty store each time); `isStoredInMemoryOnly`
/// is recorded, and `false` behaves as `true`.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name.
    public var name: String
    /// Whether the store lives only in memory (always, in Cairn).
    public var isStoredInMemoryOnly: Bool
    /// Whether contexts may save.
    public var allowsSave: Bool
    /// The file the store would use on a device (never opened by Cairn).
    public var url: URL

    /// A configuration named `name` for `schema`'s classes.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.url = URL(fileURLWithPath: "/dev/null")
    }

    /// A configuration named `name` for `types`.
    public init(_ name: String? = nil, for types: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.init(name, schema: Schema(types), isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave)
    }

    /// A configuration for a store at `url` (kept in memory by Cairn).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave)
        self.url = url
    }
}

/// The models of one container, in insertion order, shared by its contexts; the view graphs
/// whose `@Query`s read it are told when it changes.
final class ModelStore: @unchecked Sendable {
    private struct Contents {
        var models: [any PersistentModel] = []
        var ids: Set<ObjectIdentifier> = []
        /// Models deleted and not yet saved away, held so `isDeleted` can answer for them.
        var deleted: [ObjectIdentifier: any PersistentModel] = [:]
        var readers: [WeakGraph] = []
    }
    private struct WeakGraph { weak var graph: ViewGraph? }
    private let contents = Locked(Contents())

    deinit {
        let ids = contents.withLock { Array($0.ids) + Array($0.deleted.keys) }
        ModelRegistry.forget(ids)
    }

    /// Adds `model` at the end; false when it is already there.
    func add(_ model: any PersistentModel) -> Bool {
        let added = contents.withLock { c -> Bool in
            guard c.ids.insert(ObjectIdentifier(model)).inserted else { return false }
            c.models.append(model)
            c.deleted[ObjectIdentifier(model)] = nil
            return true
        }
        if added { invalidateReaders() }
        return added
    }

    /// Removes `model` (kept as deleted when `deleting`); false when it was not there.
    func remove(_ model: any PersistentModel, deleting: Bool) -> Bool {
        let removed = contents.withLock { c -> Bool in
            guard c.ids.remove(ObjectIdentifier(model)) != nil else { return false }
            if let i = c.models.firstIndex(where: { $0 === model }) { c.models.remove(at: i) }
            if deleting { c.deleted[ObjectIdentifier(model)] = model }
            return true
        }
        if removed { invalidateReaders() }
        return removed
    }

    func contains(_ model: AnyObject) -> Bool {
        contents.withLock { $0.ids.contains(ObjectIdentifier(model)) }
    }

    /// Whether `model` was deleted from this store and not yet saved away.
    func holdsDeleted(_ model: AnyObject) -> Bool {
        contents.withLock { $0.deleted[ObjectIdentifier(model)] === model }
    }

    /// Lets go of deleted models (a save).
    func forgetDeleted(_ models: [any PersistentModel]) {
        contents.withLock { c in for m in models where c.deleted[ObjectIdentifier(m)] === m { c.deleted[ObjectIdentifier(m)] = nil } }
    }

    /// Every model, in insertion order.
    var models: [any PersistentModel] { contents.withLock { $0.models } }

    /// Removes every model (kept as deleted).
    func removeAll() -> [any PersistentModel] {
        let all = contents.withLock { c -> [any PersistentModel] in
            let all = c.models
            for m in all { c.deleted[ObjectIdentifier(m)] = m }
            c.models = []
            c.ids = []
            return all
        }
        if !all.isEmpty { invalidateReaders() }
        return all
    }

    /// Remembers that `graph` reads this store.
    func addReader(_ graph: ViewGraph) {
        contents.withLock { c in
            c.readers.removeAll { $0.graph == nil }
            if !c.readers.contains(where: { $0.graph === graph }) { c.readers.append(WeakGraph(graph: graph)) }
        }
    }

    private func invalidateReaders() {
        let graphs = contents.withLock { $0.readers.compactMap(\.graph) }
        for graph in graphs { graph.isDirty = true }
    }
}

/// The models of an app and their schema, as SwiftData's `ModelContainer`:
/// `try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))`.
///
/// In Cairn a container is a store in memory, empty when made, shared by its contexts (an
/// insert in one is fetched by all at once). Making one never fails.
public final class ModelContainer: @unchecked Sendable {
    /// The container's classes.
    public let schema: Schema
    /// The configurations it was made with.
    public let configurations: [ModelConfiguration]
    let store: ModelStore
    private let main = Locked<ModelContext?>(nil)

    /// A container for `schema` with `configurations` (none: the default configuration).
    public init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        isPlaceholder = false
        store = ModelStore()
    }

    /// The container of a main context whose container has gone: the same store.
    init(schema: Schema, configurations: [ModelConfiguration], store: ModelStore) {
        self.schema = schema
        self.configurations = configurations
        self.store = store
        isPlaceholder = false
    }

    /// A container for `schema` with `configurations`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container for `schema`, migrated by `migrationPlan` (nothing to migrate in memory).
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container for `schema`, migrated by `migrationPlan` (nothing to migrate in memory).
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container for the classes `forTypes` with `configurations`.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for the classes `forTypes`, migrated by `migrationPlan`.
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The context views use (`@Environment(\.modelContext)`, `@Query`), made once, saving
    /// automatically.
    public var mainContext: ModelContext {
        main.withLock { context in
            if let context { return context }
            let made = ModelContext(self, isMain: true)
            context = made
            return made
        }
    }

    /// Deletes every model of the container.
    public func deleteAllData() {
        for model in store.removeAll() { ModelRegistry.markDeleted(model, store: store) }
    }

    /// Whether this is the environment's placeholder (no `modelContainer` was set above
    /// the view).
    let isPlaceholder: Bool

    /// A container with nothing in it and no classes: the environment's context before any
    /// `modelContainer` is set.
    static func placeholder() -> ModelContainer { ModelContainer(placeholder: ()) }

    private init(placeholder: Void) {
        schema = Schema()
        configurations = [ModelConfiguration()]
        isPlaceholder = true
        store = ModelStore()
    }
}
