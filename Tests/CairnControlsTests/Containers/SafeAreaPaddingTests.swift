import Cairn
import Testing
import CairnTestSupport

/// `.safeAreaPadding(_:)`: a scroll view or list it is applied to keeps its frame and insets
/// its content; any other view is inset as by `padding`.
@Suite(.designEra(.iOS17)) struct SafeAreaPaddingTests {
    // Apple's example: `ScrollView(.horizontal) { HStack(spacing: 10.0) { … } }
    // .safeAreaPadding(.horizontal, 20.0)`. The scroll view still spans the 300 offered and
    // is as tall as its cards (centred, y = 25); its first card starts 20 in, the second
    // 20 + 100 + 10 = 130.
    @Test func aScrollViewKeepsItsFrameAndInsetsItsContent() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10.0) { ForEach(0..<4, id: \.self) { i in fixed(100, 50).id(i) } }
        }
        .safeAreaPadding(.horizontal, 20.0)
        .id("s")
        let l = layOut(view, 300, 100)
        expectFrame(l, "s", rect(0, 25, 300, 50))
        expectFrame(l, 0, rect(20, 25, 100, 50))
        expectFrame(l, 1, rect(130, 25, 100, 50))
    }

    // The safe area adds to content margins ("the safe area plus an additional 20 points"):
    // 20 + 10 = 30; through `.clipped()` the scroll view is still found.
    @Test func safeAreaAndContentMarginsAdd() {
        let view = ScrollView(.horizontal) { fixed(100, 50).id("c") }
            .contentMargins(.leading, 10)
            .clipped()
            .safeAreaPadding(.leading, 20)
        expectFrame(layOut(view, 300, 100), "c", rect(30, 25, 100, 50))
    }

    // A card sized with `containerRelativeFrame` sees the scroll view less its safe area:
    // 300 − 2 · 20 = 260 (Apple: the container's size "subtracting any safe area insets").
    @Test func containerRelativeFrameSubtractsTheSafeArea() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { Color.red.containerRelativeFrame(.horizontal).id("card") }
        }
        .safeAreaPadding(.horizontal, 20)
        expectFrame(layOut(view, 300, 100), "card", rect(20, 0, 260, 100))
    }

    // On any other view it pads: a 100 × 50 view with 16 (nil: the default) on every edge is
    // 132 × 82, centred in 300 × 200, the view at (100 + 16, 59 + 16). `EdgeInsets` and the
    // single-length overloads agree.
    @Test func otherViewsArePadded() {
        let a = layOut(fixed(100, 50).id("v").safeAreaPadding().id("p"), 300, 200)
        expectFrame(a, "p", rect(84, 59, 132, 82))
        expectFrame(a, "v", rect(100, 75, 100, 50))
        let b = layOut(fixed(100, 50).id("v").safeAreaPadding(16), 300, 200)
        let c = layOut(fixed(100, 50).id("v").safeAreaPadding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)), 300, 200)
        #expect(b.frame(of: "v") == a.frame(of: "v"))
        #expect(c.frame(of: "v") == a.frame(of: "v"))
        // Bad insets count as 0.
        let d = layOut(fixed(100, 50).id("v").safeAreaPadding(EdgeInsets(top: .nan, leading: -4, bottom: .infinity, trailing: 0)), 300, 200)
        expectFrame(d, "v", rect(100, 75, 100, 50))
    }

    // A list keeps its frame and background; its first card moves down by the 12 points.
    @Test func aListInsetsItsContent() {
        let t = ViewLayout(of: Text("A").fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
        let l = layOut(List { Text("A").id("a") }.safeAreaPadding(.top, 12).id("l"), 390, 300)
        expectFrame(l, "l", rect(0, 0, 390, 300))
        expectFrame(l, "a", rect(36, 12 + 35 + (44 - t.height) / 2, t.width, t.height))
    }
}
