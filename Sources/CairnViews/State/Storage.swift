import Foundation

// `@AppStorage` and `@SceneStorage` (issue 22). A render must not depend on the machine it
// runs on, so neither reads `UserDefaults.standard`: a property starts at its default value,
// or at the value of a store the code names explicitly (`@AppStorage("k", store: defaults)`,
// `.defaultAppStorage(defaults)` — the way a test injects one). Changes made by the scene's
// code (a scripted tap, a timer) are kept for the rest of the scene like `@State`; they are
// not written back to the store, so rendering never changes a machine's defaults.

/// A property that reads a value from user defaults and keeps the scene's changes, as
/// SwiftUI's `@AppStorage` (see the note above on where the value comes from).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, DynamicPropertyLink {
    private let state: State<Value>
    private let key: String
    private let explicitStore: UserDefaults?
    private let read: (UserDefaults, String) -> Value?

    private init(default value: Value, key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?) {
        self.key = key
        explicitStore = store
        self.read = read
        state = State(wrappedValue: store.flatMap { read($0, key) } ?? value)
    }

    /// The value (the store's, the default, or what the scene set).
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        if explicitStore == nil, let store = context.environment.defaultAppStorage, let stored = read(store, self.key) {
            _ = graph.value(for: key) { stored }
        }
        state.link(graph: graph, key: key, context: context)
    }
}

extension AppStorage {
    /// A Boolean stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(default: wrappedValue, key: key, store: store) { $0.object(forKey: $1) as? Bool }
    }
    /// An integer stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(default: wrappedValue, key: key, store: store) { $0.object(forKey: $1) as? Int }
    }
    /// A number stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(default: wrappedValue, key: key, store: store) { $0.object(forKey: $1) as? Double }
    }
    /// A string stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(default: wrappedValue, key: key, store: store) { $0.string(forKey: $1) }
    }
    /// A URL stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(default: wrappedValue, key: key, store: store) { $0.url(forKey: $1) }
    }
    /// Data stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(default: wrappedValue, key: key, store: store) { $0.data(forKey: $1) }
    }
    /// A string-backed value (an enum) stored under `key` as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(default: wrappedValue, key: key, store: store) { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) }
    }
    /// An integer-backed value (an enum) stored under `key` as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(default: wrappedValue, key: key, store: store) { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) }
    }
    /// An optional string stored under `key` (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(default: nil, key: key, store: store) { .some($0.string(forKey: $1)) }
    }
    /// An optional integer stored under `key` (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(default: nil, key: key, store: store) { .some($0.object(forKey: $1) as? Int) }
    }
    /// An optional number stored under `key` (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(default: nil, key: key, store: store) { .some($0.object(forKey: $1) as? Double) }
    }
    /// An optional Boolean stored under `key` (nil when absent).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(default: nil, key: key, store: store) { .some($0.object(forKey: $1) as? Bool) }
    }
}

/// A property whose value the system keeps per scene, as SwiftUI's `@SceneStorage`: in a
/// render, a scene starts new, so the value is its default (then what the scene's code sets).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, DynamicPropertyLink {
    private let state: State<Value>

    /// A value stored under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }

    /// An optional value stored under `key`, starting at nil.
    public init<Wrapped>(_ key: String) where Value == Wrapped? { state = State(wrappedValue: nil) }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        state.link(graph: graph, key: key, context: context)
    }
}

private struct DefaultAppStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }

extension EnvironmentValues {
    /// The store `@AppStorage` properties without a store of their own read (nil: none, so
    /// they start at their defaults; see `AppStorage`).
    package var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Sets the store `@AppStorage` properties in this view read, as SwiftUI's
    /// `defaultAppStorage(_:)` (the way a test injects values).
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        transformEnvironment(\.defaultAppStorage) { $0 = store }
    }
}
