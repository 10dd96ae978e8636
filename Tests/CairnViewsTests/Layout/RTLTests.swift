import Cairn
import Testing
import CairnTestSupport

/// Right-to-left layout (`.environment(\.layoutDirection, .rightToLeft)`), reference §4
/// step 4 ("RTL flips horizontal stacks"); seed 004 ("guides adapt to the layout direction").
@Suite struct RTLTests {
    // An HStack lays its children out from the right: a (50) at x 80 − 50 = 30, b (30) at 0.
    @Test func hStackIsMirrored() {
        let l = layOut(HStack(spacing: 0) { fixed(50, 20).id("a"); fixed(30, 20).id("b") }
            .environment(\.layoutDirection, .rightToLeft), 80, 20)
        expectFrame(l, "a", rect(30, 0, 50, 20))
        expectFrame(l, "b", rect(0, 0, 30, 20))
    }

    // With default spacing and different heights: only x is mirrored: a (50×20) at
    // 88 − 50 = 38, y 10; b (30×40) at 0, y 0.
    @Test func onlyTheHorizontalAxisFlips() {
        let l = layOut(HStack { fixed(50, 20).id("a"); fixed(30, 40).id("b") }
            .environment(\.layoutDirection, .rightToLeft), 88, 40)
        expectFrame(l, "a", rect(38, 10, 50, 20))
        expectFrame(l, "b", rect(0, 0, 30, 40))
    }

    // Seed 004: VStack(alignment: .leading) { Text("Hello world"); Text("WWDC 2022") } in RTL
    // (stand-ins 100×20, 80×20): leading is the right edge, so the shorter one sits at
    // x 100 − 80 = 20.
    @Test func seed004LeadingIsTheRightEdge() {
        let l = layOut(VStack(alignment: .leading) { fixed(100, 20).id("a"); fixed(80, 20).id("b") }
            .environment(\.layoutDirection, .rightToLeft), 100, 48)
        expectFrame(l, "a", rect(0, 0, 100, 20))
        expectFrame(l, "b", rect(20, 28, 80, 20))
    }

    // Frame alignment `.leading` in RTL puts the child at the right: 100 − 50 = 50.
    @Test func frameLeadingIsTheRightEdge() {
        let l = layOut(fixed(50, 20).id("c").frame(width: 100, alignment: .leading)
            .environment(\.layoutDirection, .rightToLeft), 100, 20)
        expectFrame(l, "c", rect(50, 0, 50, 20))
    }

    // `padding(.leading, 20)` in RTL pads the right side: 70×20 with the child at x 0.
    @Test func leadingPaddingIsOnTheRight() {
        let l = layOut(fixed(50, 20).id("c").padding(.leading, 20)
            .environment(\.layoutDirection, .rightToLeft), 70, 20)
        expectFrame(l, "c", rect(0, 0, 50, 20))
    }

    // HStack { a; Spacer(); b } in 300, RTL: a at the right (250), b at the left (0).
    @Test func spacerPushesToTheEnds() {
        let l = layOut(HStack { fixed(50, 20).id("a"); Spacer(); fixed(50, 20).id("b") }
            .environment(\.layoutDirection, .rightToLeft), 300, 20)
        expectFrame(l, "a", rect(250, 0, 50, 20))
        expectFrame(l, "b", rect(0, 0, 50, 20))
    }

    // An inner left-to-right stack inside a right-to-left one keeps its own order:
    // outer (spacing 0) { inner { a 10; b 20 } (30 wide, spacing 0); c 40 } in 70:
    // inner at x 40 with a at 40, b at 50; c at 0.
    @Test func innerEnvironmentWins() {
        let l = layOut(HStack(spacing: 0) {
            HStack(spacing: 0) { fixed(10, 10).id("a"); fixed(20, 10).id("b") }
                .environment(\.layoutDirection, .leftToRight)
            fixed(40, 10).id("c")
        }.environment(\.layoutDirection, .rightToLeft), 70, 10)
        expectFrame(l, "a", rect(40, 0, 10, 10))
        expectFrame(l, "b", rect(50, 0, 20, 10))
        expectFrame(l, "c", rect(0, 0, 40, 10))
    }

    // Apple (LayoutSubviews.layoutDirection): "SwiftUI horizontally flips the x position of
    // each view within its parent", so custom layouts mirror without code. TwoSteps puts
    // 20×20 views at x 0 and 10 in a 30×30 container; in RTL they land at 30 − 0 − 20 = 10
    // and 30 − 10 − 20 = 0. The layout sees `.rightToLeft`.
    @Test func customLayoutsAreMirroredAutomatically() {
        let seen = Recorder<LayoutDirection?>(nil)
        let l = layOut(TwoSteps(seen: seen) { fixed(20, 20).id("a"); fixed(20, 20).id("b") }
            .environment(\.layoutDirection, .rightToLeft), 30, 30)
        #expect(seen.value == .rightToLeft)
        expectFrame(l, "a", rect(10, 0, 20, 20))
        expectFrame(l, "b", rect(0, 10, 20, 20))
    }
}

/// Places its subviews 10 apart along the diagonal at their ideal sizes.
private struct TwoSteps: Layout {
    let seen: Recorder<LayoutDirection?>
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.value = subviews.layoutDirection
        return CGSize(width: 30, height: 30)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + 10 * CGFloat(i), y: bounds.minY + 10 * CGFloat(i)), proposal: .unspecified)
        }
    }
}
