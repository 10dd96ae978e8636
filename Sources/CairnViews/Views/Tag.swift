import Foundation

/// The key under which `.tag(_:)` stores a view's tag on its nodes.
package enum TagValueKey {}

extension View {
    /// Tags this view with `tag`: a `Picker` selects the option whose tag equals its selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(TagValueKey.self), value: AnyHashable(tag))
    }
}

extension ViewNode {
    /// The value given with `.tag(_:)` to this view, if any.
    package var tagValue: AnyHashable? { layoutValues[ObjectIdentifier(TagValueKey.self)] as? AnyHashable }
}

/// A view that is nodes already resolved (a picker's options, resolved once to read their tags).
package struct ResolvedNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    /// A view that is `nodes`.
    package init(nodes: [ViewNode]) { self.nodes = nodes }
    package var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { nodes }
}
