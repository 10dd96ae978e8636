import CairnGeometry
import Foundation

/// `Spacer` (reference §6) as a pure function: along the enclosing stack's axis its length
/// is `max(proposal, minLength)` (unspecified: `minLength`), across it 0; outside a stack it
/// expands on both axes. The gap beside it is 0 on the edges along its axis.
package struct SpacerLayout: Sendable {
    package var minLength: CGFloat
    /// The enclosing stack's axis (nil outside a stack).
    package var axis: Axis?
    package init(minLength: CGFloat, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
    }

    /// The spacer's size for `proposal`.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ p: CGFloat?) -> CGFloat { max(p ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    /// The spacer's spacing preferences: 0 beside it along its axis.
    package var spacing: ViewSpacing {
        var s = ViewSpacing()
        let zero = ViewSpacing.EdgeValues(uncategorized: 0)
        if axis != .vertical { s[.leading] = zero; s[.trailing] = zero }
        if axis != .horizontal { s[.top] = zero; s[.bottom] = zero }
        return s
    }
}
