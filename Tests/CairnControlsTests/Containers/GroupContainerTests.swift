import Cairn
import Testing
import CairnTestSupport

/// `GroupBox`, `DisclosureGroup` and `ControlGroup` frames.
@Suite struct GroupContainerTests {
    @Test func groupBoxInsetsItsContentBy16() {
        let l = layOut(GroupBox { fixed(50, 20).id("c") }.id("box"), 300, 200)
        // Full width (300), content 20 + 2 · 16 = 52 tall, centred: y 74; content leading.
        expectFrame(l, "box", rect(0, 74, 300, 52))
        expectFrame(l, "c", rect(16, 90, 50, 20))
    }

    @Test func disclosureGroupShowsContentOnlyWhenExpanded() {
        let collapsed = layOut(DisclosureGroup { fixed(40, 30).id("c") } label: { fixed(60, 20).id("l") }.id("d"), 300, 200)
        expectFrame(collapsed, "d", rect(0, 90, 300, 20))    // the label row: max(20, 12)
        #expect(collapsed.frame(of: "c") == nil)
        let open = layOut(DisclosureGroup(isExpanded: .constant(true)) { fixed(40, 30).id("c") } label: { fixed(60, 20).id("l") }.id("d"), 300, 200)
        // 20 + 8 + 30 = 58 tall; the content leading, below the row.
        expectFrame(open, "d", rect(0, 71, 300, 58))
        expectFrame(open, "c", rect(0, 99, 40, 30))
    }

    @Test func controlGroupSharesTheWidthEqually() {
        let l = layOut(ControlGroup {
            fixed(20, 10).id("a")
            fixed(20, 10).id("b")
            fixed(20, 10).id("c")
        }.id("g"), 300, 100)
        // Three equal 100-point shares, each 10 + 14 tall; the children centred in theirs.
        expectFrame(l, "g", rect(0, 38, 300, 24))
        expectFrame(l, "b", rect(140, 45, 20, 10))
    }
}
