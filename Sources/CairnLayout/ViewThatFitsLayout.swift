import CairnGeometry
import Foundation

/// `ViewThatFits` as a pure function of the proposal and its candidate subviews: the first
/// candidate whose ideal size (proposed `nil` on the constrained axes, the proposal on the
/// others) fits the proposal on every constrained axis, or the last candidate when none
/// fits. An unspecified proposal on a constrained axis fits anything. Apple: "ViewThatFits
/// evaluates its child views in the order you provide them to the initializer. It selects
/// the first child whose ideal size on the constrained axes fits within the proposed size"
/// (developer.apple.com/documentation/swiftui/viewthatfits).
package struct ViewThatFitsLayout: Sendable {
    /// The constrained axes.
    package var axes: Axis.Set
    package init(axes: Axis.Set) { self.axes = axes }

    /// The index of the candidate shown for `proposal`; nil when there is none.
    package func choice(_ proposal: ProposedViewSize, candidates: [LayoutSubview]) -> Int? {
        guard !candidates.isEmpty else { return nil }
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let idealProposal = ProposedViewSize(width: h ? nil : proposal.width, height: v ? nil : proposal.height)
        for (i, candidate) in candidates.enumerated() {
            let ideal = candidate.sizeThatFits(idealProposal)
            let fitsH = !h || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsV = !v || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsH && fitsV { return i }
        }
        return candidates.count - 1
    }

    /// Its size: the chosen candidate's size for `proposal` (zero without candidates).
    package func sizeThatFits(_ proposal: ProposedViewSize, candidates: [LayoutSubview]) -> CGSize {
        guard let i = choice(proposal, candidates: candidates) else { return .zero }
        return candidates[i].sizeThatFits(proposal)
    }
}
