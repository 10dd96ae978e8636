import Cairn
import Testing
import CairnTestSupport

/// Spacer and stack spacing, reference §5 and §6; seed 003.
@Suite struct SpacerSpacingTests {
    // §5/§6: the gap next to a Spacer is 0: HStack { 50; Spacer(); 50 } in 300 → the spacer
    // takes 300 − 100 = 200; b at 250.
    @Test func gapNextToSpacerIsZero() {
        let l = layOut(HStack { fixed(50, 20).id("a"); Spacer().id("s"); fixed(50, 20).id("b") }, 300, 20)
        expectSize(l, CGSize(width: 300, height: 20))
        expectFrame(l, "a", rect(0, 0, 50, 20))
        expectFrame(l, "s", rect(50, 10, 200, 0))
        expectFrame(l, "b", rect(250, 0, 50, 20))
    }

    // §6: the default minimum is 8. 150 + 150 in 300: the spacer keeps 8 → the stack is
    // 308, overflowing the canvas and centred: x = (300 − 308) / 2 = −4.
    @Test func spacerKeepsItsMinimumOf8() {
        let l = layOut(HStack { fixed(150, 20).id("a"); Spacer().id("s"); fixed(150, 20).id("b") }, 300, 20)
        expectSize(l, CGSize(width: 308, height: 20))
        expectFrame(l, "a", rect(-4, 0, 150, 20))
        expectFrame(l, "s", rect(146, 10, 8, 0))
        expectFrame(l, "b", rect(154, 0, 150, 20))
    }

    // §5 [V OpenSwiftUI `spacerWithZeroMinLength`]: `Spacer(minLength: 0)` lets neighbours touch.
    @Test func zeroMinLengthNeighboursTouch() {
        let l = layOut(HStack { fixed(150, 20).id("a"); Spacer(minLength: 0); fixed(150, 20).id("b") }, 300, 20)
        expectSize(l, CGSize(width: 300, height: 20))
        expectFrame(l, "b", rect(150, 0, 150, 20))
    }

    // `Spacer(minLength: 20)` between 150 + 150 in 300 → 320 wide, at x −10.
    @Test func customMinLength() {
        let l = layOut(HStack { fixed(150, 20).id("a"); Spacer(minLength: 20); fixed(150, 20) }, 300, 20)
        expectSize(l, CGSize(width: 320, height: 20))
        expectFrame(l, "a", rect(-10, 0, 150, 20))
    }

    // §5: an explicit spacing is used for every pair, Spacers included:
    // HStack(spacing: 10) { 50; Spacer(minLength: 0); 50 } in 300 → spacer 300 − 100 − 20 = 180.
    @Test func explicitSpacingAppliesNextToSpacers() {
        let l = layOut(HStack(spacing: 10) { fixed(50, 20); Spacer(minLength: 0).id("s"); fixed(50, 20).id("b") }, 300, 20)
        expectFrame(l, "s", rect(60, 10, 180, 0))
        expectFrame(l, "b", rect(250, 0, 50, 20))
    }

    // Seed 003: VStack { Color.orange.frame(100×50); Text; Spacer() } fills the height: in
    // 300×600 the VStack is 100 wide (Spacer width 0) and 600 tall, at x 100. Orange (100, 0);
    // text (stand-in 50×20) at (125, 58); the Spacer from 78 to 600.
    @Test func seed003VStackSpacerTakesTheHeight() {
        let l = layOut(VStack {
            Color.orange.frame(width: 100, height: 50).id("o")
            fixed(50, 20).id("t")
            Spacer().id("s")
        }.id("v"), 300, 600)
        expectFrame(l, "v", rect(100, 0, 100, 600))
        expectFrame(l, "o", rect(100, 0, 100, 50))
        expectFrame(l, "t", rect(125, 58, 50, 20))
        expectFrame(l, "s", rect(150, 78, 0, 522))
    }

    // §6: a stack without a spacer hugs its content; with one it is greedy:
    // HStack { 50×20 } in 300 → 50; HStack { 50×20; Spacer() } → 300.
    @Test func spacerMakesTheStackGreedy() {
        #expect(layOut(HStack { fixed(50, 20) }, 300, 20).size.width == 50)
        let l = layOut(HStack { fixed(50, 20).id("a"); Spacer() }, 300, 20)
        expectSize(l, CGSize(width: 300, height: 20))
        expectFrame(l, "a", rect(0, 0, 50, 20))
    }

    // §6: outside a stack a Spacer expands on both axes: the root 200×100.
    @Test func spacerOutsideAStackExpandsBothWays() {
        let l = layOut(Spacer(), 200, 100)
        expectSize(l, CGSize(width: 200, height: 100))
    }

    // §6 under ideal sizing: VStack { Color; Spacer(); Color }.fixedSize(): the spacer is its
    // minimum 8 with 0 gaps: 10 + 8 + 10 = 28 tall, 10 wide.
    @Test func idealStackWithSpacer() {
        let l = layOut(VStack { Color.red; Spacer(); Color.blue.id("b") }.fixedSize(), 10, 28)
        expectSize(l, CGSize(width: 10, height: 28))
        expectFrame(l, "b", rect(0, 18, 10, 10))
    }

    // Seed 003 MyProgress row: HStack { Spacer; P(100); Spacer; P(150); Spacer; P(300); Spacer }
    // in 600×400. Gaps all 0 (each pair has a Spacer). Spacers (priority −∞) keep 4 · 8 = 32
    // reserved; the frames take 550; left 600 − 32 − 550 = 18, plus the 32 back = 50 → each
    // spacer 12.5. x: P1 12.5, P2 125, P3 287.5. Stack height 300, at y 50 in 400: P1 y
    // 50 + 100, P2 50 + 75, P3 50.
    @Test func seed003MyProgressRow() {
        let l = layOut(progressRow(), 600, 400)
        expectSize(l, CGSize(width: 600, height: 300))
        expectFrame(l, "p1", rect(12.5, 150, 100, 100))
        expectFrame(l, "p2", rect(125, 125, 150, 150))
        expectFrame(l, "p3", rect(287.5, 50, 300, 300))
        // The circle fills the reader (proposed its size, at its top-leading corner).
        expectFrame(l, "c3", rect(287.5, 50, 300, 300))
    }

    // The same row in 400: 550 + 32 > 400 → the spacers get their minimum 8 and the stack
    // overflows: 582 wide at x (400 − 582) / 2 = −91. P1 at −91 + 8 = −83, P2 at −83 + 108 = 25,
    // P3 at 25 + 158 = 183.
    @Test func seed003MyProgressRowOverflows() {
        let l = layOut(progressRow(), 400, 400)
        expectSize(l, CGSize(width: 582, height: 300))
        expectFrame(l, "p1", rect(-83, 150, 100, 100))
        expectFrame(l, "p2", rect(25, 125, 150, 150))
        expectFrame(l, "p3", rect(183, 50, 300, 300))
    }

    private func progressRow() -> some View {
        HStack {
            Spacer()
            MyProgress(id: 1).frame(width: 100, height: 100).id("p1")
            Spacer()
            MyProgress(id: 2).frame(width: 150, height: 150).id("p2")
            Spacer()
            MyProgress(id: 3).frame(width: 300, height: 300).id("p3")
            Spacer()
        }
    }
}

/// Seed 003's ring: a GeometryReader drawing a stroked circle 20% as thick as it is small.
private struct MyProgress: View {
    let id: Int
    var body: some View {
        GeometryReader { geo in
            Circle()
                .stroke(Color.green, lineWidth: min(geo.size.width, geo.size.height) * 0.2)
                .id("c\(id)")
        }
    }
}
