import Cairn
import Testing
import CairnTestSupport

/// `fixedSize`, reference §3 and §9; seed 001 (its clone), seed 000.
@Suite struct FixedSizeTests {
    // §3: a Color proposed nil takes 10 on that axis: `Color.red.fixedSize()` is 10×10,
    // centred in 100×100 at (45, 45).
    @Test func colorFixedSizeIs10By10() {
        let l = layOut(Color.red.id("c").fixedSize(), 100, 100)
        expectSize(l, CGSize(width: 10, height: 10))
        expectFrame(l, "c", rect(45, 45, 10, 10))
    }

    // Only the horizontal axis: proposal (nil, 100) → 10×100.
    @Test func horizontalOnly() {
        let l = layOut(Color.red.fixedSize(horizontal: true, vertical: false), 200, 100)
        expectSize(l, CGSize(width: 10, height: 100))
    }

    // Only the vertical axis: proposal (200, nil) → 200×10.
    @Test func verticalOnly() {
        let l = layOut(Color.red.fixedSize(horizontal: false, vertical: true), 200, 100)
        expectSize(l, CGSize(width: 200, height: 10))
    }

    // §4 step 1: `HStack { Color; Color }.fixedSize()` is 10 + 8 + 10 = 28 wide, 10 tall.
    @Test func idealHStackOfColors() {
        let l = layOut(HStack { Color.red.id("a"); Color.blue.id("b") }.fixedSize(), 28, 10)
        expectSize(l, CGSize(width: 28, height: 10))
        expectFrame(l, "a", rect(0, 0, 10, 10))
        expectFrame(l, "b", rect(18, 0, 10, 10))
    }

    // Apple's doc example with an ideal-sized stand-in: a view with ideal 300×40 in a
    // 200×200 frame keeps its ideal size under fixedSize and overflows the frame:
    // x = 100 − 150 = −50, y = 100 − 20 = 80. Without fixedSize it fills the 200×200.
    @Test func keepsIdealSizeAndOverflowsTheFrame() {
        let fixedL = layOut(Color.clear.frame(idealWidth: 300, idealHeight: 40).fixedSize().id("t").frame(width: 200, height: 200), 200, 200)
        expectFrame(fixedL, "t", rect(-50, 80, 300, 40))
        let free = layOut(Color.clear.frame(idealWidth: 300, idealHeight: 40).id("t").frame(width: 200, height: 200), 200, 200)
        expectFrame(free, "t", rect(0, 0, 200, 200))
    }

    // Seed 000: fixedSize written after a fixed frame changes nothing — the frame's ideal
    // size is its width: `Color.frame(width: 200).fixedSize()` is 200 wide (height: Color
    // ideal 10), vs 200×100 without.
    @Test func afterAFrameTheFrameIsTheIdeal() {
        let l = layOut(Color.red.frame(width: 200).fixedSize(), 300, 100)
        expectSize(l, CGSize(width: 200, height: 10))
    }

    // §9: fixedSize forwards its child's layout priority. In a 200-wide HStack (spacing 0),
    // b = Color.layoutPriority(1).fixedSize(horizontal: false, vertical: false) keeps priority
    // 1: a's minimum (20) is reserved, b takes 200 − 20 = 180, a gets 20. (Priority lost →
    // both infinite flexibility, larger minimum first → a proposed 100 → 100, b 100.)
    @Test func forwardsPriority() {
        let l = layOut(HStack(spacing: 0) {
            Color.red.frame(minWidth: 20).id("a")
            Color.blue.layoutPriority(1).fixedSize(horizontal: false, vertical: false).id("b")
        }, 200, 10)
        expectFrame(l, "a", rect(0, 0, 20, 10))
        expectFrame(l, "b", rect(20, 0, 180, 10))
    }
}

// MARK: - Seed 001: MyFixedSizeLayout, a Layout-protocol clone of fixedSize

/// Seed 001's clone, as written (its `fatalError` guards become empty results).
private struct MyFixedSizeLayout: Layout, ViewModifier {
    let horizontal: Bool
    let vertical: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 1, let content = subviews.first else { return .zero }
        let width = horizontal ? nil : proposal.width
        let height = vertical ? nil : proposal.height
        let size = content.sizeThatFits(.init(width: width, height: height))
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 1, let content = subviews.first else { return }
        content.place(at: .init(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
    }

    func body(content: Content) -> some View {
        MyFixedSizeLayout(horizontal: horizontal, vertical: vertical)() {
            content
        }
    }
}

extension View {
    fileprivate func myFixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(MyFixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    fileprivate func myFixedSize() -> some View { myFixedSize(horizontal: true, vertical: true) }
}

@Suite struct MyFixedSizeCloneTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let horizontal: Bool
        let vertical: Bool
        let content: @Sendable () -> AnyView
        let expected: CGRect  // the content's frame in a 200×100 canvas
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Color ideal 10×10, centred: (95, 45).
        Case(name: "Color", horizontal: true, vertical: true, content: { AnyView(Color.red.id("c")) }, expected: rect(95, 45, 10, 10)),
        // Color, horizontal only: 10×100 at (95, 0).
        Case(name: "Color, horizontal", horizontal: true, vertical: false, content: { AnyView(Color.red.id("c")) }, expected: rect(95, 0, 10, 100)),
        // Ideal 150×40: at (25, 30).
        Case(name: "ideal frame", horizontal: true, vertical: true,
             content: { AnyView(Color.red.frame(idealWidth: 150, idealHeight: 40).id("c")) }, expected: rect(25, 30, 150, 40)),
        // HStack of two Colors: 28×10 at (86, 45).
        Case(name: "HStack", horizontal: true, vertical: true,
             content: { AnyView(HStack { Color.red; Color.blue }.id("c")) }, expected: rect(86, 45, 28, 10)),
    ]

    // Seed 001: the clone gives the same frames as `.fixedSize(horizontal:vertical:)`.
    @Test(arguments: cases)
    func cloneMatchesFixedSize(c: Case) {
        let builtIn = layOut(c.content().fixedSize(horizontal: c.horizontal, vertical: c.vertical), 200, 100)
        let clone = layOut(c.content().myFixedSize(horizontal: c.horizontal, vertical: c.vertical), 200, 100)
        expectFrame(builtIn, "c", c.expected)
        expectFrame(clone, "c", c.expected)
    }

    // The no-argument form matches `.fixedSize()`.
    @Test func noArgumentForm() {
        let clone = layOut(Color.red.id("c").myFixedSize(), 100, 100)
        expectFrame(clone, "c", rect(45, 45, 10, 10))
    }
}
