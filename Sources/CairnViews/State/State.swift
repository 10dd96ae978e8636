import Foundation

/// A property wrapper for a value a view owns; it keeps its value across evaluations of the
/// view tree (stored by the view's structural identity).
@propertyWrapper
public struct State<Value>: DynamicProperty, DynamicPropertyLink {
    private final class Box {
        var initial: Value
        weak var graph: ViewGraph?
        var key = 0
        init(_ initial: Value) { self.initial = initial }

        /// The graph holding the value: the scene's own while its code runs (an action or a
        /// task of `AnimationRenderer`, whatever replay last laid the view out), else the
        /// graph that last laid the view out.
        private var current: ViewGraph? {
            if let scene = SceneClock.current?.graph { return scene }
            return graph
        }

        var value: Value {
            get { current?.value(for: key) { initial } ?? initial }
            set {
                if let graph = current { graph.setValue(newValue, for: key) } else { initial = newValue }
            }
        }
    }
    private let box: Box

    /// A state with an initial value.
    public init(wrappedValue value: Value) { box = Box(value) }
    /// A state with an initial value.
    public init(initialValue value: Value) { box = Box(value) }

    /// The current value; setting it outside a view graph changes only this copy's value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        box.graph = graph
        box.key = key
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A two-way connection to a value stored elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding from another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a constant: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
