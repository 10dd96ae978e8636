import CairnGeometry
import CairnLayout
import Foundation

extension View {
    /// Calls `action(old, new)` with a value read from this view's placed node after each
    /// layout pass in which it differs from the last one seen (the first time `old` is nil);
    /// state the action sets lays the view out again, as for `onPreferenceChange`. The
    /// engine behind `onGeometryChange` and the scroll-view observers.
    package func onPlacedValueChange<T: Equatable>(name: String, of read: @escaping (ViewNode) -> T?, action: @escaping (T?, T) -> Void) -> some View {
        PreferenceActionView(content: self, name: name) { node in
            guard let value = read(node) else { return }
            var h = Hasher()
            h.combine(node.identity)
            h.combine(name)
            let slot = h.finalize()
            let last: T? = node.graph.value(for: slot) { nil }
            if last != value {
                node.graph.store(Optional(value), for: slot)
                action(last, value)
            }
        }
    }

    /// Calls `action` with a value computed from this view's geometry when the view is laid
    /// out and whenever that value changes (Apple: `onGeometryChange(for:of:action:)`, iOS 16
    /// back-deployed): `transform` reads the view's `GeometryProxy` (size, frames).
    ///
    /// `ImageRenderer`, `ViewLayout` and animation frames call it after layout with the first
    /// value; state it sets lays the view out again (as `onPreferenceChange` does).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View {
        onPlacedValueChange(name: "OnGeometryChange", of: { transform(GeometryProxy(node: $0)) }, action: { _, new in action(new) })
    }

    /// Calls `action(old, new)` with a value computed from this view's geometry when it
    /// changes; the first call, after the first layout, gives the first value as both.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        onPlacedValueChange(name: "OnGeometryChange", of: { transform(GeometryProxy(node: $0)) }, action: { old, new in action(old ?? new, new) })
    }
}
