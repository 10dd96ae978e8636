import CairnDisplayList
import CairnGeometry
import Foundation

/// A key for a value in the environment.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor sets one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors (`\.layoutDirection`, the foreground
/// style, ...), set with `.environment(_:_:)`.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The default environment.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap the dictionary's optional first: `nil as? Optional<T>` succeeds (as `.some(nil)`),
            // which would hide an optional key's non-nil default.
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// A short description for dumps: how many values are set.
    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// The direction content flows horizontally; right-to-left mirrors horizontal layout.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The style `.foregroundStyle`/`.foregroundColor` set (nil: primary).
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The scale of the output (pixels per point).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// One pixel in points: `1 / displayScale`, at most a point (a scale below 1 or not a
    /// number rounds to whole points, never to coarser steps).
    package var pixelLength: CGFloat {
        let scale = displayScale
        return 1 / (scale.isFinite ? max(scale, 1) : 1)
    }

    /// `value` rounded to the pixel grid by `rule`, as SwiftUI places text and symbols; a value
    /// the rounding would overflow (at an absurd scale) stays as it is.
    package func roundedToPixel(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> CGFloat {
        let pixel = pixelLength
        let rounded = (value / pixel).rounded(rule) * pixel
        return rounded.isFinite ? rounded : value
    }

    /// The foreground paint for a shape in `bounds`.
    package func foregroundPaint(in bounds: CGRect) -> Paint {
        foregroundStyle?.paint(in: baseStyleContext(bounds)) ?? .color(Color.primary.resolve(in: self))
    }

    /// The context the foreground and its levels resolve in: no foreground yet, the scheme,
    /// the era, the tint (`.foregroundStyle(.tint)` follows `.tint(_:)`) and the background
    /// style (so `.foregroundStyle(.background)` follows `backgroundStyle(_:)`).
    package func baseStyleContext(_ bounds: CGRect) -> ShapeStyleContext {
        var system = ShapeStyleContext(bounds: bounds, foreground: nil, colorScheme: colorScheme, designEra: designEra)
        system.tint = tint
        guard let backgroundStyle else { return system }
        var context = system
        context.background = backgroundStyle.paint(in: system)
        return context
    }

    /// The context for resolving shape styles in `bounds` (see `ColorScheme.swift`).
    package func styleContext(_ bounds: CGRect) -> ShapeStyleContext {
        var context = baseStyleContext(bounds)
        if foregroundStyle != nil { context.foreground = foregroundPaint(in: bounds) }
        context.foregroundShadows = foregroundStyle?.shadows(in: baseStyleContext(bounds)) ?? []
        context.foregroundLevels = foregroundLevelPaints(in: bounds)
        return context
    }
}

/// A property wrapper that reads a value from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, DynamicPropertyLink {
    private final class Box {
        var value: Value?
    }
    /// Where the value comes from: a key path of `EnvironmentValues`, or an object put in the
    /// environment by type (`@Environment(Model.self)`), read by `object`.
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, read: (AnyObject?) -> Value?)
    }
    private let source: Source
    private let box = Box()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// Reads the object of the type `id` names; `read` turns it (nil: none) into the value, or
    /// nil when the view cannot be drawn without it.
    init(object id: ObjectIdentifier, read: @escaping (AnyObject?) -> Value?) { source = .object(id, read: read) }

    /// The current value.
    public var wrappedValue: Value {
        if let value = box.value { return value }
        switch source {
        case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let read):
            if let value = read(nil) { return value }
            // Unreachable in a layout: `link` skips the body of a view whose object is
            // missing. Only a body evaluated by hand, outside any view graph, gets here
            // (SwiftUI also stops the program there).
            preconditionFailure("@Environment(\(Value.self).self) read outside a view graph")
        }
    }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        switch source {
        case .keyPath(let keyPath):
            box.value = context.environment[keyPath: keyPath]
        case let .object(id, read):
            box.value = read(context.environment.objects[id])
            if box.value == nil {
                graph.pass.bodyBlocked = true
                graph.diagnose("no object of type \(Value.self) was put in the environment (.environment(_:)): @Environment(\(Value.self).self) has no value")
            }
        }
    }
}

/// Sets an environment value for a view and its descendants.
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        transform(&c.environment)
        return c.resolve(content)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Transforms the environment value at `keyPath` for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    /// Sets the foreground colour of this view's content.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentWriter(content: self) { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }

    /// Sets the foreground style of this view's content.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        DiagnosticView(content: foregroundStyleWriter(style), messages: InputDiagnostics.style(style, in: "foregroundStyle(_:)"))
    }

    /// The environment writer behind `foregroundStyle(_:)`.
    private func foregroundStyleWriter<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0.setForegroundStyle(style) }
    }
}

extension EnvironmentValues {
    /// Sets `style` as the foreground, as `foregroundStyle(_:)` does (also for a styled piece
    /// of `Text`).
    mutating func setForegroundStyle<S: ShapeStyle>(_ style: S) {
        // A hierarchical level is a shade of the enclosing foreground (ColorScheme.swift).
        if let level = style as? HierarchicalShapeStyle, let explicit = foregroundLevel(level) {
            foregroundStyle = explicit  // a level `foregroundStyle(_:_:_:)` set
        } else if let level = style as? HierarchicalShapeStyle, let outer = foregroundStyle {
            foregroundStyle = AnyShapeStyle(ShadedShapeStyle(base: outer, level: level))
        } else {
            foregroundStyle = AnyShapeStyle(style)
        }
        if !(style is HierarchicalShapeStyle) { foregroundLevels = nil; foregroundMaterial = style as? Material }
    }
}
