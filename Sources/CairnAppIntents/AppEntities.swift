import CairnViews
import Foundation

// App entities (iOS 16): the app's own things an intent's parameters name (`BookEntity`),
// found by a query the system asks. A render asks a query only for a required parameter's
// value (its `defaultResult()`, else its first suggested entity), on a scene clock.

/// A thing of the app's that intents and widgets name, as AppIntents' `AppEntity`: its type's
/// name, its query and how it is shown.
public protocol AppEntity: Identifiable, Sendable {
    /// The type of the query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query the system asks for entities of this type.
    static var defaultQuery: DefaultQuery { get }
    /// How the entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// Finds entities by identifier, as AppIntents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    /// The type of entity found.
    associatedtype Entity: AppEntity
    /// A query (the system makes queries with `init()`).
    init()
    /// The entities with `identifiers`.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities the system suggests in a picker (none unless given).
    func suggestedEntities() async throws -> [Entity]
    /// The value of a parameter nobody set (nil unless given).
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
    /// No default.
    public func defaultResult() async -> Entity? { nil }

    /// What fills a required parameter nobody set: `defaultResult()`, else the first suggested
    /// entity, each run to its end on a scene clock (nil if neither gives one).
    func resolvedDefault<Value>() -> Value? {
        let query = self
        if let entity = awaitedResult({ await query.defaultResult() }) ?? nil, let value = entity as? Value { return value }
        let suggested = awaitedResult({ (try? await query.suggestedEntities()) ?? [] }) ?? []
        return suggested.first as? Value
    }
}

/// A query that also finds entities by text, as AppIntents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity, as AppIntents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
    /// The type of entity listed (inferred from `allEntities()`).
    associatedtype Entity
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// The entities among `allEntities()` with `identifiers`.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
    /// Every entity is a suggestion.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A property of an entity that Shortcuts can read and filter by, as AppIntents'
/// `EntityProperty`, written `@Property(title:)`.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    /// The property's name in Shortcuts.
    public let title: LocalizedStringResource

    /// A property titled `title`, set by the entity's initialiser.
    public init(title: LocalizedStringResource) { self.title = title }

    /// A property titled `title` with the value `wrappedValue`.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = wrappedValue
    }

    /// The property's value (an entity's initialiser sets it before it is read; one never
    /// set reads as its type's starting value — 0, "", false, an enumeration's first case —
    /// where it has one).
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ value }) { return value }
            if let start = (Value.self as? any IntentParameterDefault.Type)?.intentParameterDefault as? Value { return start }
            preconditionFailure("the @Property '\(title.key)' was read before the entity set it: set it in the entity's initialiser")
        }
        set { lock.withLock { value = newValue } }
    }

    /// The property itself (`$title`).
    public var projectedValue: EntityProperty<Value> { self }
}

extension EntityProperty where Value: ExpressibleByNilLiteral {
    /// An optional property titled `title`, nil until set.
    public convenience init(title: LocalizedStringResource) {
        self.init(wrappedValue: nil, title: title)
    }
}

/// AppIntents' name for `EntityProperty` as an attribute: `@Property(title: "Title")`.
public typealias Property = EntityProperty

/// The value `body` gives when it runs to its end on a scene clock (its tasks and virtual
/// sleeps included, within the clock's wall-time limit), nil when it does not: how a render
/// runs the app's async providers and queries.
package func awaitedResult<T>(_ body: @escaping () async -> T) -> T? {
    let slot = AwaitedSlot<T>()
    let clock = SceneClock()
    clock.run { _ = clock.startTask(priority: nil) { slot.value = await body() } }
    // Virtual sleeps (a provider that waits a moment) are due within the first minute.
    var time = 0.0
    while slot.value == nil, !clock.isStalled, time < 60 {
        time += 1
        _ = clock.advance(to: time)
    }
    return slot.value
}

/// Where `awaitedResult` keeps the value its task gives (written on the scene's executor, read
/// after the clock's run returns).
private final class AwaitedSlot<T>: @unchecked Sendable {
    var value: T?
}

/// An intent that changes a Live Activity, as AppIntents' `LiveActivityIntent` (never run by
/// a render).
public protocol LiveActivityIntent: AppIntent {}

/// An intent that plays audio, as AppIntents' `AudioPlaybackIntent` (never run by a render).
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent that may continue in the app's foreground, as AppIntents'
/// `ForegroundContinuableIntent` (never run by a render).
public protocol ForegroundContinuableIntent: AppIntent {}
