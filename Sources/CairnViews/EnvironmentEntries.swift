import Foundation

// `@Entry` (iOS 18) and the value containers it declares entries of: `EnvironmentValues`,
// `Transaction`, `FocusedValues`, `ContainerValues`. The macro's plug-in (CairnMacroPlugin)
// reads the declaration's text itself, without swift-syntax (issue 22).

/// Declares an entry of `EnvironmentValues`, `Transaction`, `FocusedValues` or
/// `ContainerValues` with its key, as SwiftUI's `@Entry`:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`. The entry reads and
/// writes the container through a generated key type whose default is the initial value.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "CairnMacroPlugin", type: "EntryMacro")

/// The key protocol `@Entry` uses in a type that is none of SwiftUI's containers (a type of
/// your own with a `subscript<K: CairnEntryKey>(key: K.Type) -> K.Value`).
public protocol CairnEntryKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none is set.
    static var defaultValue: Value { get }
}

/// A key for a value carried by a `Transaction`, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value when the transaction does not set one.
    static var defaultValue: Value { get }
}

extension Transaction {
    /// The value for `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap the dictionary's optional first: `nil as? Optional<T>` succeeds (as `.some(nil)`),
            // which would hide an optional key's non-nil default.
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value a focused view publishes, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the focused view and its ancestors publish, as SwiftUI's `FocusedValues`. A
/// rendered image has no focus, so every value is nil, as in SwiftUI before anything is focused.
public struct FocusedValues {
    /// No focused values.
    public init() {}

    /// The focused value for `key`: always nil in a rendered image (nothing has focus).
    public subscript<K: FocusedValueKey>(key: K.Type) -> K.Value? {
        get { nil }
        set {}
    }
}

/// A property wrapper that reads a value the focused view publishes, as SwiftUI's
/// `@FocusedValue`: nil in a rendered image, where nothing has focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// Reads the focused value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// The value: nil (nothing has focus).
    public var wrappedValue: Value? { nil }
}

extension View {
    /// Publishes `value` for `keyPath` while this view has focus, as SwiftUI's
    /// `focusedValue(_:_:)`; a rendered image has no focus, so it changes nothing drawn.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }

    /// Publishes `value` for `keyPath` while this view's scene has focus, as SwiftUI's
    /// `focusedSceneValue(_:_:)`; changes nothing drawn.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
}

/// A key for a value a view gives its container, as SwiftUI's `ContainerValueKey` (iOS 18).
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value when the view does not set one.
    static var defaultValue: Value { get }
}

/// The values a view gives the container it is a subview of, as SwiftUI's `ContainerValues`
/// (iOS 18): set with `.containerValue(_:_:)`, read by a custom container.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values set.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap the dictionary's optional first: `nil as? Optional<T>` succeeds (as `.some(nil)`),
            // which would hide an optional key's non-nil default.
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds `other`'s values, replacing those of the same keys.
    mutating func merge(_ other: ContainerValues) {
        values.merge(other.values) { _, new in new }
    }
}

extension View {
    /// Sets the container value at `keyPath` for the container this view is in, as SwiftUI's
    /// `containerValue(_:_:)` (iOS 18): a custom container reads it from each subview's
    /// `containerValues` (`ForEach(subviews:content:)`, `Group(subviews:transform:)`). On a
    /// `Group` or `ForEach` it applies to each of their subviews. Nothing drawn changes.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        ContainerValueView(content: self) { values in values[keyPath: keyPath] = value }
    }
}

/// Sets a container value on every node of its content (`.containerValue(_:_:)`).
struct ContainerValueView<Content: View>: View, PrimitiveView {
    let content: Content
    let set: (inout ContainerValues) -> Void
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content)
        for n in nodes {
            var values = n.containerValues ?? ContainerValues()
            set(&values)
            n.containerValues = values
        }
        return nodes
    }
}
