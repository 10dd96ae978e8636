import CairnGeometry
import Foundation

/// `frame(width:height:alignment:)` (reference §7.1).
///
/// Both lengths given: that size, the child is not consulted for sizing. One given: the
/// child is proposed (fixed, parent's proposal) and the frame adopts the child's length on
/// the free axis. Placement proposes the same and puts the child's `alignment` point on the
/// frame's. Negative or non-finite lengths are ignored as SwiftUI does.
package struct FrameLayout: UnaryLayout {
    package var width: CGFloat?
    package var height: CGFloat?
    package var alignment: Alignment

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = validLength(width)
        self.height = validLength(height)
        self.alignment = alignment
    }

    /// Both lengths given: the frame's size is theirs, whatever it is proposed.
    package var hasConstantSize: Bool { width != nil && height != nil }

    package var resetSpacingEdges: Edge.Set {
        (width != nil ? Edge.Set.horizontal : []).union(height != nil ? .vertical : [])
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement {
        alignedPlacement(child: child, proposal: childProposal(proposal), in: size, alignment: alignment)
    }
}
