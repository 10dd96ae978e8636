import Cairn
import Testing
import CairnTestSupport

/// `.contentMargins(_:_:for:)` on `ScrollView` and `List`: the content is inset, the frame
/// (and a list's background) is not.
@Suite(.designEra(.iOS17)) struct ContentMarginsTests {
    func text(_ s: String) -> CGSize {
        ViewLayout(of: Text(s).fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
    }

    // Apple's example: a horizontal scroll view with `.contentMargins(.horizontal, 20.0)`
    // starts its content 20 in; across the axis the scroll view is as tall as its 50-tall
    // row, centred in the 100 offered (y = 25).
    @Test func horizontalScrollContentStartsAtTheMargin() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<4, id: \.self) { i in fixed(100, 50).id(i) } }
        }
        .contentMargins(.horizontal, 20.0)
        .id("s")
        let l = layOut(view, 300, 100)
        expectFrame(l, "s", rect(0, 25, 300, 50))
        expectFrame(l, 0, rect(20, 25, 100, 50))
        expectFrame(l, 1, rect(130, 25, 100, 50))
        // Without margins the first card is at the leading edge.
        let plain = layOut(ScrollView(.horizontal) { HStack(spacing: 10) { fixed(100, 50).id(0) } }, 300, 100)
        expectFrame(plain, 0, rect(0, 25, 100, 50))
    }

    // A vertical scroll view with 16 on every edge offers its content 300 − 32 = 268 and
    // puts it 16 down; a leading-only 40 moves centred content to 40 + (260 − 100) / 2.
    @Test func verticalScrollContentIsOfferedTheWidthLessTheMargins() {
        let l = layOut(ScrollView { Color.red.frame(height: 50).id("c") }.contentMargins(16), 300, 200)
        expectFrame(l, "c", rect(16, 16, 268, 50))
        let m = layOut(ScrollView { fixed(100, 50).id("c") }.contentMargins(.leading, 40), 300, 200)
        expectFrame(m, "c", rect(120, 0, 100, 50))
        // Unspecified size: the content plus the margins.
        let s = layOut(ScrollView { fixed(100, 50) }.contentMargins(10).fixedSize().id("s"), 300, 200)
        #expect(s.frame(of: "s")?.size == CGSize(width: 120, height: 70))
    }

    // `.scrollIndicators` margins inset only the (hidden) indicators: nothing moves.
    // `.scrollContent` insets the content like `.automatic`.
    @Test func placements() {
        let base = layOut(ScrollView { fixed(100, 50).id("c") }, 300, 200).frame(of: "c")
        #expect(layOut(ScrollView { fixed(100, 50).id("c") }.contentMargins(30, for: .scrollIndicators), 300, 200).frame(of: "c") == base)
        let c = layOut(ScrollView { fixed(100, 50).id("c") }.contentMargins(.top, 30, for: .scrollContent), 300, 200)
        expectFrame(c, "c", rect(100, 30, 100, 50))
        // nil is the default (no margin); bad lengths count as 0.
        #expect(layOut(ScrollView { fixed(100, 50).id("c") }.contentMargins(.top, nil), 300, 200).frame(of: "c") == base)
        #expect(layOut(ScrollView { fixed(100, 50).id("c") }.contentMargins(.top, -5), 300, 200).frame(of: "c") == base)
        #expect(layOut(ScrollView { fixed(100, 50).id("c") }.contentMargins(.all, EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)), 300, 200).frame(of: "c") == base)
    }

    // A `containerRelativeFrame` card sees the scroll view less its margins: 300 − 40 = 260.
    @Test func containerRelativeFrameSeesTheInsetContainer() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { Color.red.containerRelativeFrame(.horizontal).id("card") }
        }
        .contentMargins(.horizontal, 20)
        let l = layOut(view, 300, 100)
        expectFrame(l, "card", rect(20, 0, 260, 100))
    }

    // A list's rows move in by the margins (text at 24 + 16 + 20 = 60, the first card
    // 10 + 35 below the top); its grouped background still fills the list, and the card
    // now starts at x = 40.
    @Test func listContentIsInset() throws {
        let list = List { Text("A").id("a") }
        let l = layOut(list.contentMargins(.horizontal, 24).contentMargins(.top, 10), 390, 300)
        let t = text("A")
        expectFrame(l, "a", rect(60, 45 + (44 - t.height) / 2, t.width, t.height))
        let b = try ImageRenderer(content: list.contentMargins(.horizontal, 24).frame(width: 390, height: 200)).bitmap()
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = b.pixel(x: x, y: y); return [p.red, p.green, p.blue] }
        #expect(rgb(30, 50) == [242, 242, 247])     // between the list's edge and the card
        #expect(rgb(45, 50) == [255, 255, 255])     // the card, from x = 40
        #expect(rgb(355, 50) == [242, 242, 247])    // the card ends at 390 − 40 = 350
    }
}
