import Cairn
import Testing
import CairnTestSupport

/// `.containerRelativeFrame` (Apple's formula: (length − spacing · (count − 1)) / count ·
/// span + spacing · (span − 1)) and `.safeAreaInset`.
@Suite struct ContainerRelativeTests {
    @Test func cardsInAHorizontalScrollViewTakeTwoThirds() {
        // Container 310 wide, 3 columns 10 apart spanning 2: (310 − 20) / 3 · 2 + 10 = 203.33.
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("a")
                Color.blue.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("b")
            }
        }
        let l = layOut(view.frame(width: 310, height: 50), 310, 50)
        expectFrame(l, "a", rect(0, 0, 290.0 / 3 * 2 + 10, 50))
        expectFrame(l, "b", rect(290.0 / 3 * 2 + 20, 0, 290.0 / 3 * 2 + 10, 50))
    }

    @Test func withoutAScrollViewTheOfferedSizeIsTheContainer() {
        let l = layOut(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("c"), 300, 100)
        expectFrame(l, "c", rect(75, 0, 150, 100))
        // Bad counts: count 0 counts as 1, span 9 as the count: the full length.
        let b = layOut(Color.red.containerRelativeFrame(.horizontal, count: 0, span: 9, spacing: 4).id("c"), 300, 100)
        expectFrame(b, "c", rect(0, 0, 300, 100))
    }

    @Test func safeAreaInsetShrinksTheViewByTheInset() {
        let view = Color.blue.id("main")
            .safeAreaInset(edge: .bottom, spacing: 4) { Color.red.frame(height: 50).id("bar") }
        let l = layOut(view, 300, 300)
        expectFrame(l, "main", rect(0, 0, 300, 246))
        expectFrame(l, "bar", rect(0, 250, 300, 50))
        let lead = layOut(Color.blue.id("main").safeAreaInset(edge: .leading) { Color.red.frame(width: 40).id("side") }, 300, 100)
        expectFrame(lead, "side", rect(0, 0, 40, 100))
        expectFrame(lead, "main", rect(40, 0, 260, 100))
    }
}
