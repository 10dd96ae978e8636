import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A node laid out by a `Layout` (stacks, ZStack, user layouts): the layout sees its
/// children only through `LayoutSubview` proxies.
final class ContainerBehavior<L: Layout>: NodeBehavior {
    let layout: L
    @exclusivity(unchecked) private var cache: L.Cache?
    @exclusivity(unchecked) private var subviews = LayoutSubviews([])

    init(_ layout: L) { self.layout = layout }

    /// The stacks' guides are their children's, merged (`Layout`'s default); any other
    /// layout may answer guides of its own.
    var definesGuides: Bool { !(L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self) }

    private func prepare(_ node: ViewNode) {
        if cache != nil { return }
        subviews = LayoutSubviews(
            node.children.enumerated().map { LayoutSubview(proxy: $1, index: $0) },
            layoutDirection: node.environment.layoutDirection)
        cache = layout.makeCache(subviews: subviews)
    }

    private func withCache<R>(_ node: ViewNode, _ body: (inout L.Cache) -> R) -> R {
        prepare(node)
        var c = cache!  // prepared above
        let r = body(&c)
        cache = c
        return r
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        withCache(node) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        withCache(node) { layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(node) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    func spacing(_ node: ViewNode) -> ViewSpacing {
        withCache(node) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func releaseNodes() {
        cache = nil
        subviews = LayoutSubviews([])
    }

    /// A container's priority is 0, or −∞ when it has no subviews (reference §12).
    func priority(_ node: ViewNode) -> Double { node.children.isEmpty ? -.infinity : 0 }
}

extension ViewNode {
    /// A node laid out by `layout` over `children`.
    package static func container(_ layout: any Layout, children: [ViewNode], context: ResolveContext, name: @autoclosure @escaping () -> String) -> ViewNode {
        func make<L: Layout>(_ l: L) -> any NodeBehavior { ContainerBehavior(l) }
        return ViewNode(make(layout), children: children, context: context, name: name())
    }
}
