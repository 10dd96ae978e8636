import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A unary layout whose node behavior each conformance makes itself: there the behavior's
/// type is concrete, its metadata a cached global. Made from generic code, as
/// `UnaryLayoutView` is (reached through the primitive-view witness, never specialised),
/// `UnaryBehavior<L>` was a runtime metadata lookup for every node (~330 instructions).
protocol NodeUnaryLayout: UnaryLayout {
    /// A behavior laying its node out by this layout, named by `describe`.
    func behavior(describe: @escaping (Self) -> String) -> any NodeBehavior
}

extension FrameLayout: NodeUnaryLayout {
    func behavior(describe: @escaping (Self) -> String) -> any NodeBehavior { UnaryBehavior(self, describe: describe) }
}
extension FlexFrameLayout: NodeUnaryLayout {
    func behavior(describe: @escaping (Self) -> String) -> any NodeBehavior { UnaryBehavior(self, describe: describe) }
}
extension PaddingLayout: NodeUnaryLayout {
    func behavior(describe: @escaping (Self) -> String) -> any NodeBehavior { UnaryBehavior(self, describe: describe) }
}
extension FixedSizeLayout: NodeUnaryLayout {
    func behavior(describe: @escaping (Self) -> String) -> any NodeBehavior { UnaryBehavior(self, describe: describe) }
}
extension PositionLayout: NodeUnaryLayout {
    func behavior(describe: @escaping (Self) -> String) -> any NodeBehavior { UnaryBehavior(self, describe: describe) }
}
extension AspectRatioLayout: NodeUnaryLayout {
    func behavior(describe: @escaping (Self) -> String) -> any NodeBehavior { UnaryBehavior(self, describe: describe) }
}

/// A node laid out by a unary layout modifier (frame, padding, fixedSize, ...).
final class UnaryBehavior<L: UnaryLayout>: NodeBehavior {
    let layout: L
    /// Formats the node's description name from the layout, when one is asked for: a
    /// function of the layout rather than a closure capturing it, so making a node
    /// allocates no closure context (a frame's name holds its lengths).
    let describe: (L) -> String
    /// The layout's `hasConstantSize`, read once.
    let hasConstantSize: Bool
    init(_ layout: L, describe: @escaping (L) -> String) {
        self.layout = layout
        self.describe = describe
        hasConstantSize = layout.hasConstantSize
    }

    var nodeName: String? { describe(layout) }

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
    /// A node laid out by the unary layout `layout` around `child`, its description name
    /// `describe(layout)`.
    static func unary<L: NodeUnaryLayout>(_ layout: L, child: ViewNode, context: ResolveContext, describe: @escaping (L) -> String) -> ViewNode {
        ViewNode(layout.behavior(describe: describe), children: [child], context: context)
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
