import Cairn
import Testing
import CairnTestSupport

/// `padding`, reference §8; seed 001.
@Suite struct PaddingTests {
    // `padding()` uses the default 16 on every edge: 50×20 → 82×52, child at (16, 16).
    @Test func defaultPaddingIs16() {
        let l = layOut(fixed(50, 20).id("c").padding().id("p"), 82, 52)
        expectFrame(l, "p", rect(0, 0, 82, 52))
        expectFrame(l, "c", rect(16, 16, 50, 20))
    }

    // `padding(10)`: 70×40, child at (10, 10).
    @Test func uniformLength() {
        let l = layOut(fixed(50, 20).id("c").padding(10), 70, 40)
        expectSize(l, CGSize(width: 70, height: 40))
        expectFrame(l, "c", rect(10, 10, 50, 20))
    }

    // `padding(.horizontal, 10)`: only leading and trailing: 70×20, child at (10, 0).
    @Test func horizontalEdgesOnly() {
        let l = layOut(fixed(50, 20).id("c").padding(.horizontal, 10), 70, 20)
        expectSize(l, CGSize(width: 70, height: 20))
        expectFrame(l, "c", rect(10, 0, 50, 20))
    }

    // `padding(.leading, 20)` with the default length on no other edge: 70×20, child x 20.
    @Test func oneEdge() {
        let l = layOut(fixed(50, 20).id("c").padding(.leading, 20), 70, 20)
        expectSize(l, CGSize(width: 70, height: 20))
        expectFrame(l, "c", rect(20, 0, 50, 20))
    }

    // `padding(.vertical)` with no length: 16 on top and bottom: 50×52, child y 16.
    @Test func namedEdgesWithDefaultLength() {
        let l = layOut(fixed(50, 20).id("c").padding(.vertical), 50, 52)
        expectSize(l, CGSize(width: 50, height: 52))
        expectFrame(l, "c", rect(0, 16, 50, 20))
    }

    // Seed 001 ("by padding"): 100×50 with EdgeInsets(top: 30, leading: 30, bottom: 0,
    // trailing: 0) → 130×80, the rectangle at (30, 30).
    @Test func seed001EdgeInsets() {
        let l = layOut(
            Color.green.frame(width: 100, height: 50).id("r").padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0)).id("p"),
            130, 80)
        expectFrame(l, "p", rect(0, 0, 130, 80))
        expectFrame(l, "r", rect(30, 30, 100, 50))
    }

    // The child is proposed the proposal minus the insets: Color.padding(10) in 100×100 → the
    // Color is proposed 80×80 and sits at (10, 10).
    @Test func childIsProposedTheRemainder() {
        let l = layOut(Color.red.id("c").padding(10), 100, 100)
        expectFrame(l, "c", rect(10, 10, 80, 80))
    }

    // The child proposal never goes below 0: Color.padding(20) in 30×30 → Color proposed
    // max(30 − 40, 0) = 0 → 0×0; padding 40×40 overflows the canvas: at (−5, −5).
    @Test func childProposalClampedAtZero() {
        let l = layOut(Color.red.id("c").padding(20).id("p"), 30, 30)
        expectFrame(l, "p", rect(-5, -5, 40, 40))
        expectFrame(l, "c", rect(15, 15, 0, 0))
    }

    // nil stays nil: Color.padding(10).fixedSize() → Color ideal 10×10 → 30×30.
    @Test func unspecifiedProposalStaysUnspecified() {
        let l = layOut(Color.red.padding(10).fixedSize(), 100, 100)
        expectSize(l, CGSize(width: 30, height: 30))
    }

    // Negative insets shrink the size and let the child overflow: 50×20 padded −10 →
    // 30×0 (20 − 20 = 0), the child at (−10, −10) in the padding's coordinates. In a 30×0
    // canvas the padding is at (0, 0).
    @Test func negativeInsetsShrink() {
        let l = layOut(fixed(50, 20).id("c").padding(-10).id("p"), 30, 0)
        expectFrame(l, "p", rect(0, 0, 30, 0))
        expectFrame(l, "c", rect(-10, -10, 50, 20))
    }

    // The reported size never goes below 0: 50×20 padded −30 → max(50 − 60, 0) = 0 by
    // max(20 − 60, 0) = 0.
    @Test func sizeClampedAtZero() {
        let l = layOut(fixed(50, 20).padding(-30), 100, 100)
        expectSize(l, CGSize(width: 0, height: 0))
    }
}
