import CairnGeometry
import Foundation

/// `position(x:y:)` (reference §9): as big as the proposal (an unspecified axis takes the
/// child's length); the child is proposed that and its centre goes at (x, y).
package struct PositionLayout: UnaryLayout {
    package var position: CGPoint

    package init(position: CGPoint) {
        self.position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
    }

    package var resetSpacingEdges: Edge.Set { .all }

    package func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let c = child.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
    }

    package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement {
        let c = child.sizeThatFits(proposal)
        return LayoutPlacement(origin: CGPoint(x: position.x - c.width / 2, y: position.y - c.height / 2), proposal: proposal, size: c)
    }
}
