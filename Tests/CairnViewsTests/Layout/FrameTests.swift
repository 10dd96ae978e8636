import Cairn
import Testing
import CairnTestSupport

/// `frame(width:height:alignment:)`, reference §7.1; seeds 001, 002, 004.
@Suite struct FrameTests {
    // Seed 002: "assume Text reports 50×20"; in a 100×100 frame the centre alignment puts
    // the child's centre (25, 10) on the frame's (50, 50): origin (50 − 25, 50 − 10) = (25, 40).
    @Test func seed002CentredChildInA100Frame() {
        let l = layOut(fixed(50, 20).id("text").frame(width: 100, height: 100).id("frame"), 100, 100)
        expectSize(l, CGSize(width: 100, height: 100))
        expectFrame(l, "frame", rect(0, 0, 100, 100))
        expectFrame(l, "text", rect(25, 40, 50, 20))
    }

    // Seed 002: `.bottomTrailing`: child guides (50, 20), frame guides (100, 100):
    // origin (100 − 50, 100 − 20) = (50, 80).
    @Test func seed002BottomTrailing() {
        let l = layOut(fixed(50, 20).id("text").frame(width: 100, height: 100, alignment: .bottomTrailing), 100, 100)
        expectFrame(l, "text", rect(50, 80, 50, 20))
    }

    // Every alignment of a 50×20 child in a 100×100 frame: x ∈ {0, 25, 50}, y ∈ {0, 40, 80}.
    @Test(arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 25, y: 0)), (.topTrailing, CGPoint(x: 50, y: 0)),
        (.leading, CGPoint(x: 0, y: 40)), (.center, CGPoint(x: 25, y: 40)), (.trailing, CGPoint(x: 50, y: 40)),
        (.bottomLeading, CGPoint(x: 0, y: 80)), (.bottom, CGPoint(x: 25, y: 80)), (.bottomTrailing, CGPoint(x: 50, y: 80)),
    ])
    func nineAlignments(alignment: Alignment, origin: CGPoint) {
        let l = layOut(fixed(50, 20).id("text").frame(width: 100, height: 100, alignment: alignment), 100, 100)
        expectFrame(l, "text", rect(origin.x, origin.y, 50, 20))
    }

    // Seed 004: `Text.frame(width: 10, height: 30, alignment: .top)` in a VStack: the frame
    // ignores the proposal and reports 10×30 whatever the child says. VStack = 10×30, centred
    // in 100×100 at (45, 35). The 50×20 child: x = 5 − 25 = −20, y = 0 → (25, 35).
    @Test func seed004FrameSmallerThanChild() {
        let l = layOut(VStack { fixed(50, 20).id("text").frame(width: 10, height: 30, alignment: .top).id("frame") }, 100, 100)
        expectSize(l, CGSize(width: 10, height: 30))
        expectFrame(l, "frame", rect(45, 35, 10, 30))
        expectFrame(l, "text", rect(25, 35, 50, 20))
    }

    // §7.1: one length given → the child is proposed (fixed, parent's proposal) and the frame
    // takes the child's length on the free axis. Color proposed (50, 100) → 50×100.
    @Test func widthOnlyTakesChildHeight() {
        let l = layOut(Color.red.id("c").frame(width: 50).id("f"), 200, 100)
        expectSize(l, CGSize(width: 50, height: 100))
        expectFrame(l, "f", rect(75, 0, 50, 100))
        expectFrame(l, "c", rect(75, 0, 50, 100))
    }

    // §7.1: height only: Color proposed (200, 30) → 200×30, centred at y = (100 − 30) / 2 = 35.
    @Test func heightOnlyTakesChildWidth() {
        let l = layOut(Color.red.frame(height: 30).id("f"), 200, 100)
        expectFrame(l, "f", rect(0, 35, 200, 30))
    }

    // §7.1: a fixed 30×30 child in frame(width: 100): frame 100×30, child at x = 50 − 15 = 35.
    // Canvas 100×30 puts the root at (0, 0).
    @Test func widthOnlyAroundFixedChild() {
        let l = layOut(fixed(30, 30).id("c").frame(width: 100).id("f"), 100, 30)
        expectFrame(l, "f", rect(0, 0, 100, 30))
        expectFrame(l, "c", rect(35, 0, 30, 30))
    }

    // §7.1 with an unspecified parent proposal (fixedSize): `Color.red.frame(width: 50)`:
    // height proposal nil → Color's 10 → 50×10.
    @Test func widthOnlyUnderIdealSizing() {
        let l = layOut(Color.red.frame(width: 50).fixedSize(), 100, 100)
        expectSize(l, CGSize(width: 50, height: 10))
    }

    // §7.1: both lengths given → that size; the child is proposed it but cannot change it:
    // a 200×20 child in frame(100×100) overflows: x = 50 − 100 = −50, y = 40.
    @Test func childLargerThanFrameOverflowsCentred() {
        let l = layOut(fixed(200, 20).id("c").frame(width: 100, height: 100), 100, 100)
        expectSize(l, CGSize(width: 100, height: 100))
        expectFrame(l, "c", rect(-50, 40, 200, 20))
    }

    // §7.1: the child's explicit guide is put on the frame's default guide. Child leading
    // guide 10 → origin x = 0 − 10 = −10 in a `.leading` frame.
    @Test func frameAlignmentHonoursChildExplicitGuide() {
        let l = layOut(
            fixed(50, 20).alignmentGuide(.leading) { _ in 10 }.id("c").frame(width: 100, height: 100, alignment: .leading),
            100, 100)
        expectFrame(l, "c", rect(-10, 40, 50, 20))
    }

    // Seed 003: HStack { Text("Good job.") }.frame(width: 300, height: 200, alignment: .topLeading):
    // the 50×20 HStack sits at the frame's top-leading corner.
    @Test func seed003FrameAlignmentMovesTheWholeGroup() {
        let l = layOut(HStack { fixed(50, 20).id("t") }.frame(width: 300, height: 200, alignment: .topLeading), 300, 200)
        expectFrame(l, "t", rect(0, 0, 50, 20))
    }

    // Seed 000 / swiftui-lab: frame alignment has no visible effect when the frame hugs its
    // content: `.frame(alignment: .leading)` with no length is the child's 50×20, at (25, 40)
    // in 100×100 like a plain centred child.
    @Test func frameAlignmentWithoutLengthChangesNothing() {
        let l = layOut(fixed(50, 20).id("t").frame(alignment: .leading).id("f"), 100, 100)
        expectFrame(l, "f", rect(25, 40, 50, 20))
        expectFrame(l, "t", rect(25, 40, 50, 20))
    }
}

// MARK: - Seed 001: MyFrameLayout, a Layout-protocol clone of frame(width:height:alignment:)

/// Seed 001's clone, written as in the article (a `Layout` and a `ViewModifier` that adds a
/// `Color.clear` helper to align against). The article's `fatalError` guards become empty
/// results so a misuse cannot trap the test process.
private struct MyFrameLayout: Layout, ViewModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func body(content: Content) -> some View {
        MyFrameLayout(width: width, height: height, alignment: alignment)() {
            Color.clear
            content
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2, let content = subviews.last else { return .zero }
        var result: CGSize = .zero
        if let width, let height {
            result = .init(width: width, height: height)
        }
        if let width, height == nil {
            let contentHeight = content.sizeThatFits(.init(width: width, height: proposal.height)).height
            result = .init(width: width, height: contentHeight)
        }
        if let height, width == nil {
            let contentWidth = content.sizeThatFits(.init(width: proposal.width, height: height)).width
            result = .init(width: contentWidth, height: height)
        }
        if height == nil, width == nil {
            result = content.sizeThatFits(proposal)
        }
        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2, let background = subviews.first, let content = subviews.last else { return }
        background.place(at: .zero, anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
        let backgroundDimensions = background.dimensions(in: .init(width: bounds.width, height: bounds.height))
        let offsetX = backgroundDimensions[alignment.horizontal]
        let offsetY = backgroundDimensions[alignment.vertical]
        let contentDimensions = content.dimensions(in: .init(width: bounds.width, height: bounds.height))
        let leading = offsetX - contentDimensions[alignment.horizontal] + bounds.minX
        let top = offsetY - contentDimensions[alignment.vertical] + bounds.minY
        content.place(at: .init(x: leading, y: top), anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
    }
}

extension View {
    fileprivate func myFrame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(MyFrameLayout(width: width, height: height, alignment: alignment))
    }
}

@Suite struct MyFrameCloneTests {
    /// Seed 001: "now we can use myFrame instead of frame with exactly the same effect".
    /// Each case is laid out with both and the content's frame compared; the expected frame
    /// is also stated, so a shared mistake cannot pass.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let width: CGFloat?
        let height: CGFloat?
        let alignment: Alignment
        let child: CGSize?  // nil: a Color (takes the proposal)
        let expected: CGRect  // in a 200×200 canvas
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // 50×20 in 100×100 centred: frame at (50, 50); child at (50 + 25, 50 + 40).
        Case(name: "both, centre", width: 100, height: 100, alignment: .center, child: CGSize(width: 50, height: 20), expected: rect(75, 90, 50, 20)),
        // bottomTrailing: child at (50 + 50, 50 + 80).
        Case(name: "both, bottomTrailing", width: 100, height: 100, alignment: .bottomTrailing, child: CGSize(width: 50, height: 20), expected: rect(100, 130, 50, 20)),
        // width only around a Color: Color proposed (100, 200) → 100×200; frame at (50, 0).
        Case(name: "width only, Color", width: 100, height: nil, alignment: .center, child: nil, expected: rect(50, 0, 100, 200)),
        // height only around a Color: 200×60 at (0, 70).
        Case(name: "height only, Color", width: nil, height: 60, alignment: .center, child: nil, expected: rect(0, 70, 200, 60)),
        // neither: the child itself, 50×20 centred in 200×200 at (75, 90).
        Case(name: "neither", width: nil, height: nil, alignment: .topLeading, child: CGSize(width: 50, height: 20), expected: rect(75, 90, 50, 20)),
        // child larger than frame: 150×20 in 100×40 leading: frame at (50, 80); child x 50, y 80 + 10.
        Case(name: "overflow, leading", width: 100, height: 40, alignment: .leading, child: CGSize(width: 150, height: 20), expected: rect(50, 90, 150, 20)),
    ]

    @Test(arguments: cases)
    func cloneMatchesFrame(c: Case) {
        func content() -> AnyView {
            if let s = c.child { return AnyView(fixed(s.width, s.height).id("c")) }
            return AnyView(Color.red.id("c"))
        }
        let builtIn = layOut(content().frame(width: c.width, height: c.height, alignment: c.alignment), 200, 200)
        let clone = layOut(content().myFrame(width: c.width, height: c.height, alignment: c.alignment), 200, 200)
        expectFrame(builtIn, "c", c.expected)
        expectFrame(clone, "c", c.expected)
        #expect(builtIn.size == clone.size, "built-in \(builtIn.size) vs clone \(clone.size)\n\(builtIn)\n\(clone)")
    }
}
