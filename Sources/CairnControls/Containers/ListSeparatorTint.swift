import CairnDisplayList
import CairnLayout
import CairnViews

/// A row's `.listRowSeparatorTint(_:edges:)`: the colour and the edges it tints.
struct ListSeparatorTint {
    let color: Color?
    let edges: VerticalEdge.Set

    /// The tint of the separator between `upper` and `lower`: the upper row's bottom-edge tint,
    /// else the lower row's top-edge tint, nil for the default separator colour.
    static func color(below upper: ViewNode, above lower: ViewNode) -> Color? {
        let a = (upper.behavior as? ListRowBehavior)?.separatorTint
        let b = (lower.behavior as? ListRowBehavior)?.separatorTint
        if let a, a.edges.contains(.bottom), let c = a.color { return c }
        if let b, b.edges.contains(.top), let c = b.color { return c }
        return nil
    }
}

extension View {
    /// Sets the colour of this list row's separators, as SwiftUI's
    /// `listRowSeparatorTint(_:edges:)` ("Sets the tint color associated with a row", Apple's
    /// documentation): the separator under the row takes it for `.bottom`, the one above for
    /// `.top`; `nil` keeps the system separator colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(ListSeparatorTint.self), value: ListSeparatorTint(color: color, edges: edges))
    }
}
