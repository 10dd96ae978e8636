import CairnGeometry
import Foundation

/// `padding` (reference §8): the child is proposed the proposal minus the insets (never
/// below 0; nil stays nil) and sits at (leading, top); the size is the child's plus the
/// insets, never below 0. Negative insets shrink the size and let the child overflow.
package struct PaddingLayout: UnaryLayout {
    package var insets: EdgeInsets

    package init(insets: EdgeInsets) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        self.insets = EdgeInsets(top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom), trailing: clean(insets.trailing))
    }

    package var resetSpacingEdges: Edge.Set {
        var s: Edge.Set = []
        if insets.top != 0 { s.insert(.top) }
        if insets.leading != 0 { s.insert(.leading) }
        if insets.bottom != 0 { s.insert(.bottom) }
        if insets.trailing != 0 { s.insert(.trailing) }
        return s
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let c = child.sizeThatFits(childProposal(proposal))
        return CGSize(
            width: max(c.width + insets.leading + insets.trailing, 0),
            height: max(c.height + insets.top + insets.bottom, 0))
    }

    package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement {
        let cp = childProposal(proposal)
        return LayoutPlacement(origin: CGPoint(x: insets.leading, y: insets.top), proposal: cp, size: child.sizeThatFits(cp))
    }
}
