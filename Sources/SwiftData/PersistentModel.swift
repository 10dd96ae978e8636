import Foundation
import Observation

/// A class SwiftData keeps: what `@Model` makes a class conform to, as SwiftData's
/// `PersistentModel`. Models are compared and hashed by identity, and `persistentModelID`
/// names each one.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    /// Whether two values are the same model (the same object).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the model's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The model's identifier, as SwiftData's `persistentModelID`: its entity (the class's
    /// name) and the object.
    public var persistentModelID: PersistentIdentifier {
        PersistentIdentifier(entityName: String(describing: type(of: self)), object: ObjectIdentifier(self))
    }

    /// The context the model was inserted in, or nil before `insert(_:)` and after
    /// `delete(_:)`, as SwiftData's `modelContext`.
    public var modelContext: ModelContext? { ModelRegistry.context(of: self) }

    /// Whether the model was deleted from its context (and not yet saved away).
    public var isDeleted: Bool { ModelRegistry.isDeleted(self) }

    /// Whether the model has changes not yet saved: in Cairn, whether it was inserted since
    /// its context last saved.
    public var hasChanges: Bool { modelContext?.insertedModelsArray.contains { $0 === self } ?? false }
}

/// The identifier of a model, as SwiftData's `PersistentIdentifier`: stable for the model's
/// lifetime, equal only for the same model.
public struct PersistentIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The model's class name.
    public let entityName: String
    /// The store's identifier: Cairn's store is the memory of the render, which has none.
    public var storeIdentifier: String? { nil }
    let object: ObjectIdentifier

    /// The identifier as text, e.g. `Item(0x…)`.
    public var description: String { "\(entityName)(\(object.debugDescription))" }
}

/// Which context holds which model, for `PersistentModel.modelContext` and `isDeleted`:
/// keyed by object and checked against the store's own lists, which hold the models (an
/// entry whose model is gone never answers for another object at the same address). An
/// entry goes when its model leaves the store for good: a rollback, the save after a delete,
/// or the store itself going.
enum ModelRegistry {
    private struct Entry {
        weak var store: ModelStore?
        weak var context: ModelContext?
        var deleted: Bool
    }
    private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

    static func register(_ model: AnyObject, store: ModelStore, context: ModelContext) {
        entries.withLock { $0[ObjectIdentifier(model)] = Entry(store: store, context: context, deleted: false) }
    }

    static func markDeleted(_ model: AnyObject, store: ModelStore) {
        entries.withLock { $0[ObjectIdentifier(model)] = Entry(store: store, context: nil, deleted: true) }
    }

    static func unregister(_ model: AnyObject) {
        entries.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(model)) }
    }

    /// Forgets the models of a store that is going away.
    static func forget(_ ids: [ObjectIdentifier]) {
        entries.withLock { for id in ids { $0.removeValue(forKey: id) } }
    }

    static func context(of model: AnyObject) -> ModelContext? {
        guard let entry = entries.withLock({ $0[ObjectIdentifier(model)] }), !entry.deleted, let store = entry.store,
              store.contains(model) else { return nil }
        return entry.context
    }

    static func isDeleted(_ model: AnyObject) -> Bool {
        guard let entry = entries.withLock({ $0[ObjectIdentifier(model)] }), entry.deleted, let store = entry.store else { return false }
        return store.holdsDeleted(model)
    }

    /// Whether the registry keeps an entry for `model` (for tests: entries do not outlive
    /// their stores).
    static func isRegistered(_ model: AnyObject) -> Bool {
        entries.withLock { $0[ObjectIdentifier(model)] != nil }
    }
}
