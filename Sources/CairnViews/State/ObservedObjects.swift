import CairnCombine
import Foundation

// SwiftUI's property wrappers for Combine's `ObservableObject` (issue 22). Linux has no
// Combine: the objects come from Cairn's `Combine` shim, whose `objectWillChange` marks the
// scene for another layout when a `@Published` property changes in a scene's code (a scripted
// tap, a timer, a task), as SwiftUI re-renders a view whose object changed.

/// A property wrapper for an `ObservableObject` a view creates and owns, as SwiftUI's
/// `@StateObject`: made once (the first time the view is laid out) and kept across updates,
/// stored by the view's structural identity like `@State`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyLink {
    private final class Box {
        let make: () -> ObjectType
        var object: ObjectType?
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let box: Box

    /// A state object made by `thunk` when the view first needs it (`@StateObject var model = Model()`).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = box.object { return object }
        let object = box.make()
        box.object = object
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        let stored: StoredObject<ObjectType> = graph.value(for: key) {
            let made = box.object ?? box.make()
            return StoredObject(made, graph: graph)
        }
        box.object = stored.object
    }
}

/// An object kept in a graph's state storage with the subscription that marks the graph for
/// another layout when the object is about to change.
final class StoredObject<ObjectType: ObservableObject> {
    let object: ObjectType
    private var subscription: AnyCancellable?

    init(_ object: ObjectType, graph: ViewGraph) {
        self.object = object
        subscription = observe(object, graph: graph)
    }
}

/// Marks `graph` dirty whenever `object` is about to change (nil when the object's publisher
/// is not the default one: its own publisher is followed the same way).
func observe<ObjectType: ObservableObject>(_ object: ObjectType, graph: ViewGraph) -> AnyCancellable? {
    let weakGraph = WeakGraph(graph)
    return object.objectWillChange.attach(receiveValue: { _ in weakGraph.graph?.isDirty = true }, receiveCompletion: { _ in })
}

/// A weak reference to a graph for change callbacks.
final class WeakGraph: @unchecked Sendable {
    weak var graph: ViewGraph?
    init(_ graph: ViewGraph) { self.graph = graph }
}

/// A property wrapper for an `ObservableObject` a view is given, as SwiftUI's
/// `@ObservedObject`: the view follows the object's changes but does not own it.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyLink {
    /// Bindings to an observed object's properties, as SwiftUI's `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        // One subscription per graph and object: kept in the graph's storage under the key.
        let current = ObjectIdentifier(wrappedValue)
        let stored: ObservedSubscription? = graph.value(for: key) { nil }
        guard stored?.object != current else { return }
        graph.store(ObservedSubscription(object: current, subscription: observe(wrappedValue, graph: graph)) as ObservedSubscription?, for: key)
    }
}

/// The subscription an `@ObservedObject` keeps for the object it observes.
final class ObservedSubscription {
    let object: ObjectIdentifier
    let subscription: AnyCancellable?
    init(object: ObjectIdentifier, subscription: AnyCancellable?) {
        self.object = object
        self.subscription = subscription
    }
}

/// A property wrapper for an `ObservableObject` an ancestor put in the environment with
/// `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
///
/// SwiftUI stops the program when no ancestor provides the object; Cairn never traps on user
/// input: reading a missing object's property is impossible, so the view draws nothing in its
/// place and the layout's diagnostics say which type was missing.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyLink {
    private final class Box {
        var object: ObjectType?
    }
    private let box = Box()

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object the environment provides.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            // Unreachable in a layout: `link` runs first and a missing object skips the body.
            // Only a body evaluated by hand, outside any view graph, gets here (SwiftUI also
            // stops the program there).
            preconditionFailure("@EnvironmentObject \(ObjectType.self) read outside a view graph")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        box.object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        if box.object == nil {
            graph.pass.bodyBlocked = true
            graph.diagnose("no ObservableObject of type \(ObjectType.self) was put in the environment (.environmentObject(_:)): @EnvironmentObject has no value")
        }
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

extension EnvironmentValues {
    /// Objects put in the environment by type (`.environmentObject(_:)`, `.environment(_:)`).
    package var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` properties of this view's
    /// descendants, as SwiftUI's `environmentObject(_:)`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.objects) { $0[ObjectIdentifier(T.self)] = object }
    }
}
