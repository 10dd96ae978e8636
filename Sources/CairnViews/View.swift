import CairnAnimation
import CairnGeometry
import CairnLayout
import Foundation

/// A piece of user interface, as in SwiftUI: a value that describes content through its
/// `body`, or a primitive Cairn draws and lays out itself.
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body view.
    public typealias Body = Never
    /// Never evaluated: `Never` has no values, so no body; as a view's `Body` it marks a primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

/// A view Cairn lays out and draws itself: it turns into layout nodes directly instead of
/// through a body.
package protocol PrimitiveView: View where Body == Never {
    /// The nodes this view contributes to its parent (none, one or several).
    func makeNodes(_ context: ResolveContext) -> [ViewNode]
}

extension PrimitiveView {
    /// The nodes of the view of this type stored at `pointer` (the resolver found the
    /// conformance on the type, so it never boxes the value).
    static func makeNodes(at pointer: UnsafeRawPointer, _ context: ResolveContext) -> [ViewNode] {
        pointer.assumingMemoryBound(to: Self.self).pointee.makeNodes(context)
    }
}

/// Stops a primitive view's body from ever being evaluated; only a direct call of `.body`
/// on a primitive view (which SwiftUI forbids too) reaches it.
package func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) is a primitive view: it has no body to evaluate")
}

/// A view that draws nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    /// An empty view.
    public init() {}
    /// Never evaluated: `EmptyView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { [] }
}

/// A view made of several views, as a `@ViewBuilder` block produces.
public struct TupleView<T>: View, PrimitiveView {
    /// The views.
    public var value: T
    private let make: (T, ResolveContext) -> [ViewNode]

    package init(_ value: T, make: @escaping (T, ResolveContext) -> [ViewNode]) {
        self.value = value
        self.make = make
    }

    /// Never evaluated: `TupleView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { make(value, context) }
}

/// One of two views, as an `if`/`else` in a `@ViewBuilder` produces.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    /// Never evaluated: `ConditionalContent` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let v): context.child(0).resolve(v)
        case .falseContent(let v): context.child(1).resolve(v)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Primitive views have no body view.
    public typealias Body = Never
    /// Never evaluated: an optional view is primitive: Cairn draws the wrapped view, or nothing for nil.
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        switch self {
        case .some(let v): context.child(0).resolve(v)
        case .none: []
        }
    }
}

/// Groups views without laying them out: modifiers on a group apply to each member.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// A group of the views the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never evaluated: `Group` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    private let make: (ResolveContext) -> [ViewNode]
    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { make = any.make } else { make = { $0.resolve(view) } }
    }
    /// Wraps `view`.
    public init<V: View>(erasing view: V) { self.init(view) }
    /// Never evaluated: `AnyView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { make(context) }
}
