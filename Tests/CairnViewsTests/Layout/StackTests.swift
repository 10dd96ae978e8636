import Cairn
import Testing
import CairnTestSupport

/// HStack / VStack, reference §4; seeds 000, 003.
@Suite struct StackTests {
    // §4 + §5: two plain views get the default 8: 50 + 8 + 30 = 88 wide, max(20, 40) = 40
    // tall; centre alignment: a at y 10, b at y 0.
    @Test func hStackDefaultSpacingAndCentre() {
        let l = layOut(HStack { fixed(50, 20).id("a"); fixed(30, 40).id("b") }, 88, 40)
        expectSize(l, CGSize(width: 88, height: 40))
        expectFrame(l, "a", rect(0, 10, 50, 20))
        expectFrame(l, "b", rect(58, 0, 30, 40))
    }

    // The same for VStack: 20 + 8 + 40 = 68 tall, 50 wide; b centred at x 10.
    @Test func vStackDefaultSpacingAndCentre() {
        let l = layOut(VStack { fixed(50, 20).id("a"); fixed(30, 40).id("b") }, 50, 68)
        expectSize(l, CGSize(width: 50, height: 68))
        expectFrame(l, "a", rect(0, 0, 50, 20))
        expectFrame(l, "b", rect(10, 28, 30, 40))
    }

    // Seed 003: `VStack(spacing: 10)` of two texts (stand-ins 100×20): 100 × (20 + 10 + 20) = 50;
    // `HStack(spacing: 10)`: (100 + 10 + 100) = 210 × 20.
    @Test func seed003ExplicitSpacing() {
        let v = layOut(VStack(spacing: 10) { fixed(100, 20).id("a"); fixed(100, 20).id("b") }, 100, 50)
        expectSize(v, CGSize(width: 100, height: 50))
        expectFrame(v, "b", rect(0, 30, 100, 20))
        let h = layOut(HStack(spacing: 10) { fixed(100, 20).id("a"); fixed(100, 20).id("b") }, 210, 20)
        expectSize(h, CGSize(width: 210, height: 20))
        expectFrame(h, "b", rect(110, 0, 100, 20))
    }

    // Seed 003: ZStack { Color.orange.frame(100×50); Text } (text stand-in 50×20): 100×50, the
    // text centred at (25, 15).
    @Test func seed003ZStackOfColorAndText() {
        let l = layOut(ZStack { Color.orange.frame(width: 100, height: 50).id("c"); fixed(50, 20).id("t") }, 100, 50)
        expectSize(l, CGSize(width: 100, height: 50))
        expectFrame(l, "t", rect(25, 15, 50, 20))
    }

    // §4 [V objc.io]: `frame(maxWidth: 100)` next to `frame(minWidth: 100)` in 150, spacing 0.
    // Probes: red 0…100 (flexibility 100), green 100…∞. Red first: proposed 150 / 2 = 75 →
    // 75. Green proposed 75 → its child is proposed clamp(75) = 100 → 100. Stack 175 wide:
    // overflows the 150 frame, which centres it: x = (150 − 175) / 2 = −12.5.
    @Test func objcioOverflowingStack() {
        let l = layOut(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("red")
            Color.green.frame(minWidth: 100).id("green")
        }.id("stack").frame(width: 150).id("frame"), 150, 100)
        expectFrame(l, "frame", rect(0, 0, 150, 100))
        expectFrame(l, "stack", rect(-12.5, 0, 175, 100))
        expectFrame(l, "red", rect(-12.5, 0, 75, 100))
        expectFrame(l, "green", rect(62.5, 0, 100, 100))
    }

    // §4 step 2.2: less flexible children first. Color (∞) and a max-50 frame (50) in 200,
    // spacing 0: the frame first, proposed 100 → 50; the Color gets 150. (Declaration
    // order would give the Color 100.)
    @Test func leastFlexibleFirst() {
        let l = layOut(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(maxWidth: 50).id("b")
        }, 200, 10)
        expectFrame(l, "a", rect(0, 0, 150, 10))
        expectFrame(l, "b", rect(150, 0, 50, 10))
    }

    // §4 step 2.2 tie rule: both flexibilities infinite → the larger minimum first. In 60
    // (spacing 0): a = frame(minWidth: 20), b = frame(minWidth: 40). b first: proposed 30 →
    // 40; a proposed 20 → 20. Total 60. (Declaration order: a 30, b 40 → 70.)
    @Test func infiniteTieLargerMinimumFirst() {
        let l = layOut(HStack(spacing: 0) {
            Color.red.frame(minWidth: 20).id("a")
            Color.blue.frame(minWidth: 40).id("b")
        }, 60, 10)
        expectSize(l, CGSize(width: 60, height: 10))
        expectFrame(l, "a", rect(0, 0, 20, 10))
        expectFrame(l, "b", rect(20, 0, 40, 10))
    }

    // §4 step 2.2: other ties keep declaration order. a = frame(minWidth: 20, maxWidth: 80) and
    // b = frame(maxWidth: 60) both have flexibility 60. In 30 (spacing 0): a first, proposed
    // 15 → clamped 20; b proposed 10 → 10. Total 30. (b first: b 15, a 20 → 35.)
    @Test func finiteTieKeepsDeclarationOrder() {
        let l = layOut(HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, maxWidth: 80).id("a")
            Color.blue.frame(maxWidth: 60).id("b")
        }, 30, 10)
        expectSize(l, CGSize(width: 30, height: 10))
        expectFrame(l, "a", rect(0, 0, 20, 10))
        expectFrame(l, "b", rect(20, 0, 10, 10))
    }

    // §4 step 2.4: within a group, each is proposed an even share of what is left after the
    // earlier ones. Field Guide's HStack { Color; Text; Color } in 200 (Text stand-in: a
    // Rectangle capped at 150 wide and 20 high — finite flexibility, so sized first): the
    // text is proposed (200 − 16) / 3 = 61.33 and takes it; each Color (184 − 61.33) / 2 = 61.33.
    @Test func textIsProposedOnlyAThird() {
        let third: CGFloat = 184.0 / 3
        let l = layOut(HStack {
            Color.red.id("a")
            Rectangle().frame(maxWidth: 150, maxHeight: 20).id("text")
            Color.blue.id("b")
        }, 200, 100)
        expectFrame(l, "a", rect(0, 0, third, 100))
        expectFrame(l, "text", rect(third + 8, 40, third, 20))
        expectFrame(l, "b", rect(2 * third + 16, 0, third, 100))
    }

    // Alignment on the minor axis: HStack(alignment: .top / .bottom) with 20- and 40-high
    // children: a at y 0 (top) or 40 − 20 = 20 (bottom).
    @Test(arguments: [(VerticalAlignment.top, CGFloat(0)), (.bottom, 20), (.center, 10)])
    func hStackAlignment(alignment: VerticalAlignment, y: CGFloat) {
        let l = layOut(HStack(alignment: alignment) { fixed(50, 20).id("a"); fixed(30, 40).id("b") }, 88, 40)
        expectFrame(l, "a", rect(0, y, 50, 20))
        expectFrame(l, "b", rect(58, 0, 30, 40))
    }

    // VStack(alignment: .trailing): children aligned with each other (not with the
    // container's surroundings): widths 100 and 50 → b at x 50, inside a 300-wide frame the
    // 100-wide stack is centred at 100: a x 100, b x 150.
    @Test func vStackTrailingAlignsChildrenWithEachOther() {
        let l = layOut(VStack(alignment: .trailing) { fixed(100, 20).id("a"); fixed(50, 20).id("b") }.frame(width: 300), 300, 48)
        expectFrame(l, "a", rect(100, 0, 100, 20))
        expectFrame(l, "b", rect(150, 28, 50, 20))
    }

    // §4 step 4: at placement a nil minor proposal becomes the stack's final minor size.
    // HStack { 20×50; Color } proposed (200, nil): sizing gives the Color height 10 (ideal)
    // and the stack 50; placement proposes 50, so the Color is 172 × 50 (200 − 8 − 20 = 172).
    // The 200×50 stack is centred in 200×200 at y 75.
    @Test func placementReplacesNilMinorBySize() {
        let l = layOut(HStack { fixed(20, 50).id("a"); Color.red.id("c") }.fixedSize(horizontal: false, vertical: true), 200, 200)
        expectSize(l, CGSize(width: 200, height: 50))
        expectFrame(l, "a", rect(0, 75, 20, 50))
        expectFrame(l, "c", rect(28, 75, 172, 50))
    }

    // §4 step 1: major proposal nil → every child proposed (nil, minor); no sorting.
    // VStack { Color; Color }.fixedSize(horizontal: false, vertical: true) in 100 wide:
    // each Color (100, nil) → 100×10; stack 100 × 28.
    @Test func idealMajorAxis() {
        let l = layOut(VStack { Color.red.id("a"); Color.blue.id("b") }.fixedSize(horizontal: false, vertical: true), 100, 28)
        expectSize(l, CGSize(width: 100, height: 28))
        expectFrame(l, "b", rect(0, 18, 100, 10))
    }

    // Nested stacks: a container publishes its children's spacing (plain → the default 8):
    // HStack { HStack { 10×10; 10×10 }; 10×10 } = 10 + 8 + 10 + 8 + 10 = 46.
    @Test func nestedStacksUseDefaultSpacing() {
        let l = layOut(HStack { HStack { fixed(10, 10); fixed(10, 10) }; fixed(10, 10).id("c") }, 46, 10)
        expectSize(l, CGSize(width: 46, height: 10))
        expectFrame(l, "c", rect(36, 0, 10, 10))
    }

    // §2: a root body with several views gets an implicit VStack: 50×20 above 30×40,
    // 8 apart: 50 × 68.
    @Test func rootWithSeveralViewsIsAVStack() {
        struct TwoViews: View {
            var body: some View {
                fixed(50, 20).id("a")
                fixed(30, 40).id("b")
            }
        }
        let l = layOut(TwoViews(), 50, 68)
        expectSize(l, CGSize(width: 50, height: 68))
        expectFrame(l, "b", rect(10, 28, 30, 40))
    }

    // Group and ForEach contribute their members as separate children; EmptyView none:
    // HStack(spacing: 10) { 10×10; Group { 10×10; 10×10 }; EmptyView(); ForEach(0..<2) { 10×10 } }
    // → 5 children: 5 · 10 + 4 · 10 = 90; the last at x 80.
    @Test func groupForEachAndEmptyViewFlatten() {
        let l = layOut(HStack(spacing: 10) {
            fixed(10, 10).id("first")
            Group { fixed(10, 10); fixed(10, 10) }
            EmptyView()
            ForEach(0..<2) { i in fixed(10, 10).id("each\(i)") }
        }, 90, 10)
        expectSize(l, CGSize(width: 90, height: 10))
        expectFrame(l, "each0", rect(60, 0, 10, 10))
        expectFrame(l, "each1", rect(80, 0, 10, 10))
    }

    // A modifier on a Group applies to each member: Group { Color; Color }.frame(width: 30)
    // in HStack(spacing: 0) is two 30-wide children (x 0 and 30), not one 30-wide frame.
    @Test func modifierOnAGroupAppliesToEachMember() {
        let l = layOut(HStack(spacing: 0) { Group { Color.red.id("a"); Color.blue.id("b") }.frame(width: 30) }, 60, 10)
        expectSize(l, CGSize(width: 60, height: 10))
        expectFrame(l, "a", rect(0, 0, 30, 10))
        expectFrame(l, "b", rect(30, 0, 30, 10))
    }

    // ForEach over identified data (id key path): one child per element, in order:
    // widths 10, 20, 30 with spacing 5 → x 0, 15, 40; 70 wide.
    @Test func forEachWithKeyPathIdentity() {
        let widths: [CGFloat] = [10, 20, 30]
        let l = layOut(HStack(spacing: 5) { ForEach(widths, id: \.self) { w in fixed(w, 10).id(w) } }, 70, 10)
        expectSize(l, CGSize(width: 70, height: 10))
        expectFrame(l, CGFloat(20), rect(15, 0, 20, 10))
        expectFrame(l, CGFloat(30), rect(40, 0, 30, 10))
    }

    // if/else and switch in a builder choose one branch: 30×10 or 60×10 after a 10×10
    // (spacing 0).
    @Test(arguments: [0, 1, 2])
    func conditionalContent(choice: Int) {
        let flag = choice == 0
        let l = layOut(HStack(spacing: 0) {
            fixed(10, 10)
            if flag { fixed(30, 10).id("x") } else { fixed(60, 10).id("x") }
            switch choice {
            case 0: fixed(1, 10).id("s")
            case 1: fixed(2, 10).id("s")
            default: EmptyView()
            }
        }, 200, 10)
        // widths: choice 0 → 10 + 30 + 1 = 41; 1 → 10 + 60 + 2 = 72; 2 → 10 + 60 = 70.
        let widths: [CGFloat] = [41, 72, 70]
        expectSize(l, CGSize(width: widths[choice], height: 10))
        #expect((l.frame(of: "s") == nil) == (choice == 2), "\(l)")
    }
}
