import CairnGeometry
import CairnLayout
import Foundation
import Testing

/// ViewThatFits's choice as a pure function of the proposal and fake candidates.
@Suite struct ViewThatFitsLayoutTests {
    // Candidates with ideal widths 300, 150, 60 (heights 20): proposed 200 wide the first
    // that fits is the 150 one (index 1); 100 wide → the 60 one; 40 wide → none fits, the
    // last; unspecified width → the first. Each is measured with width nil, height kept.
    @Test(arguments: [(CGFloat?(200), 1), (100, 2), (40, 2), (nil, 0), (300, 0)])
    func horizontalChoice(width: CGFloat?, expected: Int) {
        let candidates = [300, 150, 60].map { FakeSubview(ideal: CGSize(width: $0, height: 20), maximum: CGSize(width: 1000, height: 1000)) }
        let layout = ViewThatFitsLayout(axes: .horizontal)
        let proposal = ProposedViewSize(width: width, height: 50)
        #expect(layout.choice(proposal, candidates: candidates.map(\.subview)) == expected)
        // The ideal measurement proposes nil on the constrained axis, the proposal across it.
        #expect(candidates[0].proposals.first == ProposedViewSize(width: nil, height: 50))
    }

    // Constrained vertically only: a candidate 500 wide fits a 100-wide proposal when its
    // height fits (the horizontal axis is not checked); constrained on both it does not.
    @Test func onlyTheConstrainedAxesCount() {
        let wide = FakeSubview(fixed: 500, 30)
        let small = FakeSubview(fixed: 80, 30)
        let proposal = ProposedViewSize(width: 100, height: 40)
        #expect(ViewThatFitsLayout(axes: .vertical).choice(proposal, candidates: [wide.subview, small.subview]) == 0)
        #expect(ViewThatFitsLayout(axes: [.horizontal, .vertical]).choice(proposal, candidates: [wide.subview, small.subview]) == 1)
    }

    // Size: the chosen candidate's size for the proposal; no candidates → zero, no choice.
    @Test func sizeIsTheChosenCandidates() {
        let flexible = FakeSubview(minimum: CGSize(width: 10, height: 10), ideal: CGSize(width: 50, height: 20), maximum: CGSize(width: 1000, height: 1000))
        let layout = ViewThatFitsLayout(axes: .horizontal)
        #expect(layout.sizeThatFits(ProposedViewSize(width: 120, height: 70), candidates: [flexible.subview]) == CGSize(width: 120, height: 70))
        #expect(layout.choice(ProposedViewSize(width: 120, height: 70), candidates: []) == nil)
        #expect(layout.sizeThatFits(ProposedViewSize(width: 120, height: 70), candidates: []) == .zero)
    }
}
