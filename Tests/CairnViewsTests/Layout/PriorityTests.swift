import Cairn
import Testing
import CairnTestSupport

/// `layoutPriority`, reference §4 ("what priorities really mean") and §6; seeds 000, 003.
@Suite struct PriorityTests {
    // Seed 003: HStack { Color.orange; Text }.frame(width: 200, height: 100) with the text
    // stand-in a Rectangle capped at 150×20 (it shrinks to what it is offered, as a wrapping
    // text does). Without priority the text is less flexible, goes first and is proposed
    // (200 − 8) / 2 = 96 → 96; the Color gets 96. Text at (104, 40).
    @Test func seed003WithoutPriorityTheySplit() {
        let l = layOut(HStack {
            Color.orange.id("c")
            Rectangle().frame(maxWidth: 150, maxHeight: 20).border(Color.red).id("t")
        }.frame(width: 200, height: 100), 200, 100)
        expectFrame(l, "c", rect(0, 0, 96, 100))
        expectFrame(l, "t", rect(104, 40, 96, 20))
    }

    // Seed 003 with `.layoutPriority(1)` on the text: it is offered 192 (the Color's minimum
    // 0 reserved) and takes 150; the Color gets 192 − 150 = 42. Text at (50, 40).
    @Test func seed003PriorityTextTakesWhatItNeeds() {
        let l = layOut(HStack {
            Color.orange.id("c")
            Rectangle().frame(maxWidth: 150, maxHeight: 20).border(Color.red).layoutPriority(1).id("t")
        }.frame(width: 200, height: 100), 200, 100)
        expectFrame(l, "c", rect(0, 0, 42, 100))
        expectFrame(l, "t", rect(50, 40, 150, 20))
    }

    // With a rigid 150-wide view the priority changes nothing: the rigid view is the least
    // flexible and takes 150 either way; the Color gets 192 − 150 = 42.
    @Test(arguments: [0.0, 1.0])
    func rigidViewIgnoresPriority(priority: Double) {
        let l = layOut(HStack {
            Color.orange.id("c")
            fixed(150, 20).layoutPriority(priority).id("t")
        }.frame(width: 200, height: 100), 200, 100)
        expectFrame(l, "c", rect(0, 0, 42, 100))
        expectFrame(l, "t", rect(50, 40, 150, 20))
    }

    // Field Guide: HStack { Color; Text; Color } in 200 with the text at priority 1: the text
    // is offered 200 − 16 = 184 and takes 150; the Colors share 34: 17 each.
    // x: 0, 17 + 8 = 25, 25 + 150 + 8 = 183.
    @Test func priorityLetsTheTextTakeTheFullRemainder() {
        let l = layOut(HStack {
            Color.red.id("a")
            Rectangle().frame(maxWidth: 150, maxHeight: 20).layoutPriority(1).id("text")
            Color.blue.id("b")
        }, 200, 100)
        expectFrame(l, "a", rect(0, 0, 17, 100))
        expectFrame(l, "text", rect(25, 40, 150, 20))
        expectFrame(l, "b", rect(183, 0, 17, 100))
    }

    // §4 step 2.3 reservation: a higher group can take everything except the lower groups'
    // minimums. In 300 (spacing 0): red frame(minWidth: 20), green priority 1, blue
    // frame(minWidth: 40). Green: 300 − 20 − 40 = 240. Then the priority-0 group gets
    // 0 + 60 = 60: blue first (larger minimum, both ∞ flexible) proposed 30 → 40; red 20.
    @Test func higherGroupLeavesLowerMinimums() {
        let l = layOut(HStack(spacing: 0) {
            Color.red.frame(minWidth: 20).id("red")
            Color.green.layoutPriority(1).id("green")
            Color.blue.frame(minWidth: 40).id("blue")
        }, 300, 10)
        expectFrame(l, "red", rect(0, 0, 20, 10))
        expectFrame(l, "green", rect(20, 0, 240, 10))
        expectFrame(l, "blue", rect(260, 0, 40, 10))
    }

    // Three priority groups in 300 (spacing 0), each a max-100 frame: priority 2 is offered
    // 300 (minimums all 0) → 100; priority 1 the remaining 200 → 100; priority 0 → 100.
    // In 150: 100, 50, 0. Declaration order is low, high, mid.
    @Test(arguments: [(CGFloat(300), [CGFloat(100), 100, 100]), (CGFloat(150), [CGFloat(0), 100, 50])])
    func threeGroups(width: CGFloat, widths: [CGFloat]) {
        let l = layOut(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).layoutPriority(0).id("low")
            Color.green.frame(maxWidth: 100).layoutPriority(2).id("high")
            Color.blue.frame(maxWidth: 100).layoutPriority(1).id("mid")
        }, width, 10)
        #expect(close(l.frame(of: "low")?.width ?? -1, widths[0]), "\(l)")
        #expect(close(l.frame(of: "high")?.width ?? -1, widths[1]), "\(l)")
        #expect(close(l.frame(of: "mid")?.width ?? -1, widths[2]), "\(l)")
    }

    // §6: Spacer's priority is −∞: `HStack { Text(long); Spacer() }` gives the text all but
    // the spacer's 8. Text stand-in: a Rectangle capped at 500 wide. In 200: 192 and 8.
    // (At priority 0 the text, less flexible, would be offered 100.)
    @Test func spacerYieldsToEverything() {
        let l = layOut(HStack {
            Rectangle().frame(maxWidth: 500, maxHeight: 20).id("text")
            Spacer().id("s")
        }, 200, 20)
        expectFrame(l, "text", rect(0, 0, 192, 20))
        expectFrame(l, "s", rect(192, 10, 8, 0))
    }

    // Priorities work on the vertical axis too: VStack { Color; Color.layoutPriority(1)
    // .frame(maxHeight: 30)… } — here the priority sits outermost: VStack(spacing: 0)
    // { Color; Color.frame(maxHeight: 70).layoutPriority(1) } in 100 tall: the second is
    // offered 100 → 70; the first 30.
    @Test func verticalPriority() {
        let l = layOut(VStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(maxHeight: 70).layoutPriority(1).id("b")
        }, 10, 100)
        expectFrame(l, "a", rect(0, 0, 10, 30))
        expectFrame(l, "b", rect(0, 30, 10, 70))
    }
}
