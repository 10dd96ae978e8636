import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// Shows the first of its children whose ideal size fits the proposal on the constrained
/// axes, or the last child when none fits (Apple's documented behaviour).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    /// Picks among the builder's views the first that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    /// Never evaluated: `ViewThatFits` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.stackAxis = nil
        let children = inner.resolve(content)
        return [ViewNode(ViewThatFitsBehavior(axes: axes), children: children, context: context, name: "ViewThatFits")]
    }
}

final class ViewThatFitsBehavior: NodeBehavior {
    /// Answers explicit guides of its own (see `NodeBehavior.definesGuides`).
    var definesGuides: Bool { true }
    let axes: Axis.Set
    private var chosenIndex: Int?
    init(axes: Axis.Set) { self.axes = axes }

    /// The index of the child shown for `proposal` (`ViewThatFitsLayout`, a pure function).
    func choose(_ node: ViewNode, _ p: ProposedViewSize) -> Int? {
        ViewThatFitsLayout(axes: axes).choice(p, candidates: node.children.map(\.subview))
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        ViewThatFitsLayout(axes: axes).sizeThatFits(proposal, candidates: node.children.map(\.subview))
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        chosenIndex = choose(node, proposal)
        for child in node.children {
            let s = child.sizeThatFits(proposal)
            // Children not shown are still placed (centred) but never drawn.
            child.placement = LayoutPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: proposal, size: s)
        }
    }

    func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard let i = choose(node, proposal) else { return nil }
        let child = node.children[i]
        let s = child.sizeThatFits(proposal)
        return child.explicitAlignment(key, proposal: proposal).map { $0 + (key.axis == .horizontal ? (size.width - s.width) / 2 : (size.height - s.height) / 2) }
    }

    func spacing(_ node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? ViewSpacing() }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        if let i = chosenIndex, i < node.children.count { node.children[i].draw(into: &list) }
    }
}
