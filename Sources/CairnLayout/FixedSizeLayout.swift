import CairnGeometry
import Foundation

/// `fixedSize(horizontal:vertical:)` (reference §9): the fixed axes are proposed nil (the
/// ideal); the size is the child's; the child is centred. Forwards the child's priority.
package struct FixedSizeLayout: UnaryLayout {
    package var horizontal: Bool
    package var vertical: Bool

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package var forwardsPriority: Bool { true }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement {
        let cp = childProposal(proposal)
        let c = child.sizeThatFits(cp)
        return LayoutPlacement(origin: CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2), proposal: cp, size: c)
    }
}
