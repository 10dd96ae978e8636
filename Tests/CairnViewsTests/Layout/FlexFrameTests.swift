import Cairn
import Testing
import CairnTestSupport

/// `frame(minWidth:idealWidth:maxWidth:…)`, reference §7.2 (each sizing rule and the init
/// normalisation). Widths are varied by the canvas (the root is proposed the canvas); the
/// height axis has no constraint, so the frame takes its child's height.
@Suite struct FlexFrameTests {
    // Rule 1: proposal present, min and max present → the proposal clamped to [min, max];
    // the child (a fixed 10×10) is not consulted for the width.
    // 100 → 100; 300 → 150; 20 → 50.
    @Test(arguments: [(CGFloat(100), CGFloat(100)), (300, 150), (20, 50)])
    func minAndMaxClampTheProposal(proposal: CGFloat, width: CGFloat) {
        let l = layOut(fixed(10, 10).id("c").frame(minWidth: 50, maxWidth: 150).id("f"), proposal, 10)
        expectSize(l, CGSize(width: width, height: 10))
        // child centred: x = (proposal − width) / 2 + (width − 10) / 2
        expectFrame(l, "c", rect((proposal - 10) / 2, 0, 10, 10))
    }

    // Rule 2: proposal absent (fixedSize) and ideal present → the ideal: 80 wide; height: no
    // ideal → the child's 10.
    @Test func idealUnderUnspecifiedProposal() {
        let l = layOut(fixed(10, 10).frame(idealWidth: 80).fixedSize(), 200, 200)
        expectSize(l, CGSize(width: 80, height: 10))
    }

    // Rule 3, only min: max(min(childProposal, child), min).
    // fixed 30 at 100: max(min(100, 30), 50) = 50. fixed 70 at 100: max(min(100, 70), 50) = 70
    // (hugs). fixed 150 at 100: max(min(100, 150), 50) = 100 (child overflows the frame).
    @Test(arguments: [(CGFloat(30), CGFloat(50)), (70, 70), (150, 100)])
    func minOnly(child: CGFloat, width: CGFloat) {
        let l = layOut(fixed(child, 10).frame(minWidth: 50), 100, 10)
        expectSize(l, CGSize(width: width, height: 10))
    }

    // Rule 3, only min, flexible child: Color proposed clamp(20) = 50 → 50; frame
    // max(min(50, 50), 50) = 50 even though the frame was offered 20.
    @Test func minOnlyRaisesTheChildProposal() {
        let l = layOut(Color.red.id("c").frame(minWidth: 50).id("f"), 20, 10)
        expectFrame(l, "c", rect(-15, 0, 50, 10))  // (20 − 50) / 2 = −15
        expectFrame(l, "f", rect(-15, 0, 50, 10))
    }

    // Rule 3, only max: min(max(childProposal, child), max) — at least the (clamped) proposal.
    // fixed 30 at 100: min(max(100, 30), 150) = 100. fixed 30 at 300: child proposal
    // clamp(300) = 150 → min(max(150, 30), 150) = 150. fixed 200 at 100: min(max(100, 200), 150) = 150.
    @Test(arguments: [(CGFloat(30), CGFloat(100), CGFloat(100)), (30, 300, 150), (200, 100, 150)])
    func maxOnlyTakesAtLeastTheProposal(child: CGFloat, proposal: CGFloat, width: CGFloat) {
        let l = layOut(fixed(child, 10).frame(maxWidth: 150), proposal, 10)
        expectSize(l, CGSize(width: width, height: 10))
    }

    // Rule 3, only max with an unspecified proposal: it hugs the child: 30.
    @Test func maxOnlyHugsUnderIdealSizing() {
        let l = layOut(fixed(30, 10).frame(maxWidth: 150).fixedSize(), 300, 10)
        expectSize(l, CGSize(width: 30, height: 10))
    }

    // `frame(maxWidth: .infinity)` fills: 300 wide with the 30-wide child centred at 135.
    @Test func maxWidthInfinityFills() {
        let l = layOut(fixed(30, 10).id("c").frame(maxWidth: .infinity).id("f"), 300, 10)
        expectFrame(l, "f", rect(0, 0, 300, 10))
        expectFrame(l, "c", rect(135, 0, 30, 10))
    }

    // `maxWidth: .infinity, maxHeight: .infinity` with `.topLeading` pins the child to the
    // corner of the whole canvas.
    @Test func fillWithTopLeadingAlignment() {
        let l = layOut(fixed(30, 20).id("c").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), 300, 200)
        expectSize(l, CGSize(width: 300, height: 200))
        expectFrame(l, "c", rect(0, 0, 30, 20))
    }

    // Rule 3, neither min nor max (ideal only, proposal present): the child's size, 30.
    @Test func idealOnlyWithAProposalIsTheChild() {
        let l = layOut(fixed(30, 10).frame(idealWidth: 200), 300, 10)
        expectSize(l, CGSize(width: 30, height: 10))
    }

    // Normalisation: ideal < min → ideal = min: frame(minWidth: 50, idealWidth: 20) under
    // fixedSize → 50.
    @Test func idealBelowMinIsRaised() {
        let l = layOut(fixed(10, 10).frame(minWidth: 50, idealWidth: 20).fixedSize(), 200, 10)
        expectSize(l, CGSize(width: 50, height: 10))
    }

    // Normalisation: max < ideal → max = ideal: frame(idealWidth: 80, maxWidth: 40) at 300:
    // only max (80): child proposal clamp(300) = 80 → min(max(80, 30), 80) = 80 (40 unnormalised).
    @Test func maxBelowIdealIsRaised() {
        let l = layOut(fixed(30, 10).frame(idealWidth: 80, maxWidth: 40), 300, 10)
        expectSize(l, CGSize(width: 80, height: 10))
    }

    // Normalisation with no ideal: max is only raised to ≥ 0: frame(maxWidth: −10) → max 0:
    // child proposal clamp(100) = 0 → min(max(0, 30), 0) = 0.
    @Test func negativeMaxBecomesZero() {
        let l = layOut(fixed(30, 10).frame(maxWidth: -10), 100, 10)
        expectSize(l, CGSize(width: 0, height: 10))
    }

    // Both axes at once, Apple's doc wording: frame(minWidth: 40, maxWidth: 60, minHeight: 10,
    // maxHeight: 30) around a Color in 100×100 → (60, 30), the Color is proposed and takes it.
    @Test func bothAxesClamp() {
        let l = layOut(Color.red.id("c").frame(minWidth: 40, maxWidth: 60, minHeight: 10, maxHeight: 30), 100, 100)
        expectSize(l, CGSize(width: 60, height: 30))
        expectFrame(l, "c", rect(20, 35, 60, 30))
    }

    // Seed 003: ideal lengths only matter under fixedSize. Text stand-in 50×20 with
    // frame(idealWidth: 200, idealHeight: 100):
    // no fixedSize → 50×20 (proposal present, no min/max: the child);
    // fixedSize(h: true, v: false) → 200×20; (false, true) → 50×100; fixedSize() → 200×100.
    @Test(arguments: [
        (false, false, CGSize(width: 50, height: 20)), (true, false, CGSize(width: 200, height: 20)),
        (false, true, CGSize(width: 50, height: 100)), (true, true, CGSize(width: 200, height: 100)),
    ])
    func seed003IdealNeedsFixedSize(horizontal: Bool, vertical: Bool, size: CGSize) {
        let l = layOut(fixed(50, 20).frame(idealWidth: 200, idealHeight: 100).fixedSize(horizontal: horizontal, vertical: vertical), 400, 400)
        expectSize(l, size)
    }

    // Seed 003's HStack of the three: A 200×20, B 50×100, C 200×100, all rigid.
    // HStack: 200 + 8 + 50 + 8 + 200 = 466 × 100, in 600×400 at ((600 − 466) / 2, (400 − 100) / 2)
    // = (67, 150). A at (67, 150 + 40); B at (67 + 208, 150); C at (275 + 58, 150). The
    // text inside C is centred in 200×100: (333 + 75, 150 + 40).
    @Test func seed003ThreeIdealFrames() {
        let l = layOut(HStack {
            fixed(50, 20).frame(idealWidth: 200, idealHeight: 100).fixedSize(horizontal: true, vertical: false).border(Color.green).id("a")
            fixed(50, 20).frame(idealWidth: 200, idealHeight: 100).fixedSize(horizontal: false, vertical: true).border(Color.green).id("b")
            fixed(50, 20).id("text").frame(idealWidth: 200, idealHeight: 100).fixedSize(horizontal: true, vertical: true).border(Color.green).id("c")
        }, 600, 400)
        expectSize(l, CGSize(width: 466, height: 100))
        expectFrame(l, "a", rect(67, 190, 200, 20))
        expectFrame(l, "b", rect(275, 150, 50, 100))
        expectFrame(l, "c", rect(333, 150, 200, 100))
        expectFrame(l, "text", rect(408, 190, 50, 20))
    }

    // Placement proposal (iOS 16+): with a nil proposal and a final size equal to min (not
    // strictly between), the child is proposed the final size: Color in
    // frame(minWidth: 50, maxWidth: 150) under fixedSize: sizing asks Color(nil) = 10 →
    // clamp → 50; placement proposes 50 → the Color is 50 wide, not 10.
    @Test func placementProposesFinalSizeAtTheBound() {
        let l = layOut(Color.red.id("c").frame(minWidth: 50, maxWidth: 150).fixedSize(horizontal: true, vertical: false), 200, 10)
        expectSize(l, CGSize(width: 50, height: 10))
        expectFrame(l, "c", rect(75, 0, 50, 10))
    }
}
