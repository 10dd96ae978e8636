import Foundation

// State that only input changes: focus and gestures (issue 22). A rendered image has no
// keyboard focus and no finger on the screen, so these hold their resting values; code that
// sets focus (`isFocused = true` in `onAppear`) is kept like `@State` and draws nothing, as
// SwiftUI's `ImageRenderer` draws no focus ring or caret.

/// A property wrapper for the focus of views in this view, as SwiftUI's `@FocusState`:
/// `false` (or nil) in a render unless the scene's code sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, DynamicPropertyLink {
    /// A binding to a focus state, for `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>
        /// The focus value.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    private let state: State<Value>

    /// A Boolean focus state, false until set.
    public init() where Value == Bool { state = State(wrappedValue: false) }
    /// An optional focus state, nil until set.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    /// The focus value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding { Binding(state: state) }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        state.link(graph: graph, key: key, context: context)
    }
}

extension View {
    /// Binds this view's focus to `condition`, as SwiftUI's `focused(_:)`; nothing drawn changes.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds this view's focus to `binding` being `value`, as SwiftUI's `focused(_:equals:)`;
    /// nothing drawn changes.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Whether this view can take focus, as SwiftUI's `focusable(_:)`; nothing drawn changes.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

/// A property wrapper for state a gesture updates while it runs and resets when it ends, as
/// SwiftUI's `@GestureState`: at rest (no finger down) it is always its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    /// A gesture state that rests at `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// A gesture state that rests at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }
    /// A gesture state that rests at `wrappedValue`; `resetTransaction` is accepted.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

    /// The resting value.
    public var wrappedValue: Value { initial }

    /// The state itself, for `.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

/// A length that scales with the user's Dynamic Type size, as SwiftUI's `@ScaledMetric`: the
/// value at `.large` times the ratio of the text style's size at the environment's Dynamic
/// Type size to its size at `.large` (the style's row of the Human Interface Guidelines'
/// table, `Font.TextStyle.size(at:)`; `.body` by default, as SwiftUI's).
///
/// Apple documents the proportional scaling (UIFontMetrics.scaledValue(for:)) but not its
/// rounding; Cairn does not round.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, DynamicPropertyLink {
    private final class Box {
        var size: DynamicTypeSize = .large
    }
    private let base: Value
    private let style: Font.TextStyle
    private let box = Box()

    /// A metric that scales like body text.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }
    /// A metric that scales like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        style = textStyle
    }

    /// The scaled value.
    public var wrappedValue: Value {
        let ratio = style.size(at: box.size) / style.size(at: .large)
        return base * Value(ratio)
    }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        box.size = context.environment.dynamicTypeSize
    }
}
