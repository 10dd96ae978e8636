import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A named value that views produce and ancestors read, combined across siblings.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the accumulated value with the next sibling's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A node that writes a preference value for its subtree.
protocol PreferenceWriting {
    var keyID: ObjectIdentifier { get }
    /// The subtree's value, given the value its children produced (nil: none).
    func write(node: ViewNode, childValue: Any?) -> Any?
}

final class PreferenceBehavior: PassthroughBehavior, PreferenceWriting {
    let keyID: ObjectIdentifier
    let writer: (ViewNode, Any?) -> Any?
    init(keyID: ObjectIdentifier, writer: @escaping (ViewNode, Any?) -> Any?) {
        self.keyID = keyID
        self.writer = writer
    }
    func write(node: ViewNode, childValue: Any?) -> Any? { writer(node, childValue) }
}

/// Calls an action with a preference's value once layout has produced it.
final class PreferenceChangeBehavior: PassthroughBehavior {
    let fire: (ViewNode) -> Void
    init(fire: @escaping (ViewNode) -> Void) { self.fire = fire }
}

/// A view whose node fires `fire` after each layout pass (`PreferenceChangeBehavior`); it
/// tells the graph so, since a pass walks its tree for such nodes only when there are some.
struct PreferenceActionView<Content: View>: View, PrimitiveView {
    let content: Content
    let name: String
    let fire: (ViewNode) -> Void
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.graph.pass.hasPreferenceActions = true
        return context.wrapEach(content) { ViewNode(PreferenceChangeBehavior(fire: fire), children: [$0], context: $1, name: name) }
    }
}

extension ViewNode {
    /// The value of preference `K` this subtree produces, or nil when no view in it sets one.
    package func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard graph.hasStack() else { return nil }
        var acc: K.Value?
        for c in children {
            guard let v = c.preferenceValue(key) else { continue }
            if acc == nil { acc = v } else { K.reduce(value: &acc!, nextValue: { v }) }
        }
        if let w = behavior as? PreferenceWriting, w.keyID == ObjectIdentifier(K.self) {
            return w.write(node: self, childValue: acc) as? K.Value
        }
        return acc
    }
}

extension View {
    /// Sets the value of preference `key` for this view (replacing its content's).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PassthroughView(content: self, name: "Preference") {
            PreferenceBehavior(keyID: ObjectIdentifier(key)) { _, _ in value }
        }
    }

    /// Transforms the value of preference `key` that this view's content produces.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PassthroughView(content: self, name: "TransformPreference") {
            PreferenceBehavior(keyID: ObjectIdentifier(key)) { _, child in
                var v = (child as? K.Value) ?? K.defaultValue
                callback(&v)
                return v
            }
        }
    }

    /// Sets preference `key` from an anchor of this view's geometry.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        PassthroughView(content: self, name: "AnchorPreference") {
            PreferenceBehavior(keyID: ObjectIdentifier(key)) { node, _ in transform(value.make(node.globalFrame)) }
        }
    }

    /// Transforms the value of preference `key` that this view's content produces with an
    /// anchor of this view's geometry, as SwiftUI's
    /// `transformAnchorPreference(key:value:transform:)`.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        PassthroughView(content: self, name: "TransformAnchorPreference") {
            PreferenceBehavior(keyID: ObjectIdentifier(K.self)) { node, child in
                var v = (child as? K.Value) ?? K.defaultValue
                transform(&v, value.make(node.globalFrame))
                return v
            }
        }
    }

    /// Calls `action` with the value of preference `key` after layout, and again whenever
    /// it changes (state it sets lays the view out again).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        PreferenceActionView(content: self, name: "OnPreferenceChange") { node in
            let value = node.preferenceValue(key) ?? K.defaultValue
            var h = Hasher()
            h.combine(node.identity)
            h.combine(ObjectIdentifier(key))
            let slot = h.finalize()
            let last: K.Value? = node.graph.value(for: slot) { nil }
            if last != value {
                node.graph.store(Optional(value), for: slot)
                action(value)
            }
        }
    }

    /// Layers a view built from preference `key`'s value (from this view's content) in front.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceSecondaryView(content: self, key: key, alignment: alignment, isBackground: false, transform: transform)
    }

    /// Layers a view built from preference `key`'s value (from this view's content) behind.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceSecondaryView(content: self, key: key, alignment: alignment, isBackground: true, transform: transform)
    }
}

struct PreferenceSecondaryView<Content: View, K: PreferenceKey, V: View>: View, PrimitiveView {
    let content: Content
    let key: K.Type
    let alignment: Alignment
    let isBackground: Bool
    let transform: (K.Value) -> V
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let transform = self.transform
        return context.wrapEach(content) { primary, ctx in
            var inner = ctx.child(1)
            inner.stackAxis = nil
            let behavior = SecondaryBehavior(alignment: alignment, isBackground: isBackground) { primary in
                let value = primary.preferenceValue(K.self) ?? K.defaultValue
                return inner.resolveSingle(transform(value), implicit: nil)
            }
            return ViewNode(behavior, children: [primary], context: ctx, name: isBackground ? "BackgroundPreferenceValue" : "OverlayPreferenceValue")
        }
    }
}
