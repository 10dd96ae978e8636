import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A node laid out by a unary layout modifier (frame, padding, fixedSize, ...).
final class UnaryBehavior<L: UnaryLayout>: NodeBehavior {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal, child: node.children[0].subview)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let child = node.children[0]
        child.placement = layout.placement(in: size, proposal: proposal, child: child.subview)
    }

    /// The child's explicit value, translated by the child's offset (reference §10).
    func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let child = node.children[0]
        let pl = layout.placement(in: size, proposal: proposal, child: child.subview)
        guard let v = child.explicitAlignment(key, proposal: ViewNode.sanitize(pl.proposal)) else { return nil }
        return v + (key.axis == .horizontal ? pl.origin.x : pl.origin.y)
    }

    func spacing(_ node: ViewNode) -> ViewSpacing {
        var s = node.children[0].spacing
        s.reset(layout.resetSpacingEdges)
        return s
    }

    func priority(_ node: ViewNode) -> Double { layout.forwardsPriority ? node.children[0].priority : 0 }
}

/// A node that is its child for layout (same size, same place) and changes one aspect:
/// explicit guides, priority, drawing, preferences. Subclasses override what they change.
package class PassthroughBehavior: NodeBehavior {
    /// Modifiers show the z-index of the view they wrap.
    package var zIndexRole: ZIndexRole { .wrapsFirstChild }
    /// Children touching an edge inherit the outsets (`ignoresSafeArea` consumes some).
    package var passesSafeArea: Bool { true }
    package func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { node.children[0].sizeThatFits(proposal) }

    package func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        node.children[0].placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
    }

    package func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        node.children[0].explicitAlignment(key, proposal: proposal)
    }

    package func spacing(_ node: ViewNode) -> ViewSpacing { node.children[0].spacing }

    package func priority(_ node: ViewNode) -> Double { node.children[0].priority }

    /// The child's guides only (`AlignmentGuideBehavior` adds one of its own).
    package var definesGuides: Bool { false }

    package func draw(_ node: ViewNode, into list: inout DisplayList) { node.drawChildren(into: &list) }
}

extension ViewNode {
    /// A node laid out by the unary layout `layout` around `child`.
    package static func unary<L: UnaryLayout>(_ layout: L, child: ViewNode, context: ResolveContext, name: @autoclosure @escaping () -> String) -> ViewNode {
        ViewNode(UnaryBehavior(layout), children: [child], context: context, nameSource: name)
    }

    /// A node laid out by the unary layout `layout` around `child`, named by `nameSource`.
    package static func unary<L: UnaryLayout>(_ layout: L, child: ViewNode, context: ResolveContext, nameSource: @escaping () -> String) -> ViewNode {
        ViewNode(UnaryBehavior(layout), children: [child], context: context, nameSource: nameSource)
    }
}

/// Wraps each node of a modified view's content in a new node (modifiers on a `Group` or a
/// `ForEach` apply to each member, as in SwiftUI).
extension ResolveContext {
    package func wrapEach<V: View>(_ content: V, _ wrap: (ViewNode, ResolveContext) -> ViewNode) -> [ViewNode] {
        // In place: the array `resolve` made is reused, not copied by a `map`.
        var nodes = resolve(content)
        for i in nodes.indices { nodes[i] = wrap(nodes[i], self) }
        return nodes
    }
}

/// A behavior of another module that is its first child for layout, as `PassthroughBehavior`
/// is (a class cannot be subclassed outside its module without being `open`, which would make
/// the engine public API): conforming types get the pass-through size, guides, spacing,
/// priority and z-index, and override what they change. The presenters of `CairnControls`
/// (alerts, dialogs, sheets) adopt it.
package protocol ForwardingBehavior: NodeBehavior {}

extension ForwardingBehavior {
    package var zIndexRole: ZIndexRole { .wrapsFirstChild }
    package func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { node.children[0].sizeThatFits(proposal) }
    package func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        node.children[0].placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
    }
    package func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        node.children[0].explicitAlignment(key, proposal: proposal)
    }
    package func spacing(_ node: ViewNode) -> ViewSpacing { node.children[0].spacing }
    package func priority(_ node: ViewNode) -> Double { node.children[0].priority }
    package func draw(_ node: ViewNode, into list: inout DisplayList) { node.drawChildren(into: &list) }
}
