import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

// The place stage: each node's frame in root coordinates, from the placements its
// behavior records for its children.
extension ViewNode {
    package func recordPlacement(_ placement: LayoutPlacement) { self.placement = placement }

    /// Places the node at `origin` (root coordinates) with `size`, then its children.
    package func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        guard graph.hasStack() else { return }
        frame = CGRect(origin: origin, size: size)
        placedProposal = proposal
        isPlaced = true
        for c in children {
            c.placement = nil
            if c.hasSafeAreaOutsets { c.safeAreaOutsets = EdgeInsets() }
        }
        behavior.placeChildren(self, size: size, proposal: proposal)
        // A leaf stops here (without reading the environment); placement may also have
        // built the children (a GeometryReader's content).
        if children.isEmpty { return }
        let mirrored = environment.layoutDirection == .rightToLeft
        for c in children {
            // Apple: an unplaced subview appears at the centre of its container with the
            // container's proposal.
            let pl = c.placement ?? {
                let s = c.sizeThatFits(proposal)
                return LayoutPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: proposal, size: s)
            }()
            var x = pl.origin.x
            if mirrored { x = size.width - x - pl.size.width }
            let childOrigin = CGPoint(x: origin.x + x, y: origin.y + pl.origin.y)
            if hasSafeAreaOutsets, behavior.passesSafeArea { c.inheritSafeAreaOutsets(of: self, childOrigin: childOrigin, childSize: pl.size) }
            c.place(at: childOrigin, size: pl.size, proposal: pl.proposal)
        }
    }

    /// Adds to this node's outsets those of `parent` on each edge this node's frame (at
    /// `childOrigin`, `childSize`) touches: the covered area continues beyond that edge.
    private func inheritSafeAreaOutsets(of parent: ViewNode, childOrigin: CGPoint, childSize: CGSize) {
        let p = parent.safeAreaOutsets, f = parent.frame
        let tolerance: CGFloat = 0.001
        var o = safeAreaOutsets
        if p.top > 0, childOrigin.y <= f.minY + tolerance { o.top = max(o.top, p.top) }
        if p.leading > 0, childOrigin.x <= f.minX + tolerance { o.leading = max(o.leading, p.leading) }
        if p.bottom > 0, childOrigin.y + childSize.height >= f.maxY - tolerance { o.bottom = max(o.bottom, p.bottom) }
        if p.trailing > 0, childOrigin.x + childSize.width >= f.maxX - tolerance { o.trailing = max(o.trailing, p.trailing) }
        safeAreaOutsets = o
    }
}
