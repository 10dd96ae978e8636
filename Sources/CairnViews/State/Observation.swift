import Foundation
import Observation

// SwiftUI's Observation support (iOS 17): `@Bindable`, `@Environment(Model.self)` and
// `.environment(model)`. The `@Observable` macro itself is the toolchain's (module
// Observation, re-exported by `import Cairn` as `import SwiftUI` does).

/// A property wrapper that makes bindings to the properties of an `@Observable` object, as
/// SwiftUI's `@Bindable`: `TextField("Name", text: $model.name)`.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Bindings to `wrappedValue`'s properties.
    public init(projectedValue: Bindable<Value>) { wrappedValue = projectedValue.wrappedValue }

    /// The wrapper itself, so `$model.name` is a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `Value` an ancestor put in the environment with
    /// `.environment(_:)`, as SwiftUI's `@Environment(Model.self)`. With no such ancestor
    /// SwiftUI stops the program; Cairn draws nothing in the view's place, with a diagnostic.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(object: ObjectIdentifier(objectType), read: { $0 as? Value })
    }

    /// Reads the `@Observable` object of type `T` from the environment, or nil, as SwiftUI's
    /// `@Environment(Model.self) var model: Model?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(object: ObjectIdentifier(objectType), read: { object in .some(object as? T) })
    }
}

extension View {
    /// Puts the `@Observable` `object` in the environment for `@Environment(T.self)` properties
    /// of this view's descendants, as SwiftUI's `environment(_:)`; nil removes it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.objects) { $0[ObjectIdentifier(T.self)] = object }
    }
}
