import CairnGeometry
import CairnLayout
import Foundation
import Testing

/// Stacks, ZStack and the frames as pure functions of a proposal and fake subviews
/// (reference §4–§7), without any view tree.
@Suite struct StackAndFrameLayoutTests {
    let fixed = FakeSubview(fixed: 30, 20)
    let flexible = FakeSubview(ideal: CGSize(width: 10, height: 10), maximum: CGSize(width: 1000, height: 1000))

    // HStack(spacing: 10) proposed 200×50 with a fixed 30×20 and a flexible view: the fixed
    // one is sized first (least flexible) from an equal share of 190, the flexible one gets
    // 190 − 30 = 160 and the proposed height 50. Centred vertically: (0, 15) and (40, 0).
    @Test func hStackSharesWidthLeastFlexibleFirst() {
        let layout = HStackLayout(spacing: 10)
        let subviews = LayoutSubviews([fixed.subview, flexible.subview].enumerated().map { LayoutSubview(proxy: $1.proxy, index: $0) })
        var cache = layout.makeCache(subviews: subviews)
        let p = ProposedViewSize(width: 200, height: 50)
        let size = layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
        #expect(size == CGSize(width: 200, height: 50))
        layout.placeSubviews(in: CGRect(origin: CGPoint(x: 5, y: 7), size: size), proposal: p, subviews: subviews, cache: &cache)
        #expect(fixed.placements.last?.origin == CGPoint(x: 5, y: 22))
        #expect(flexible.placements.last == LayoutPlacement(origin: CGPoint(x: 45, y: 7), proposal: ProposedViewSize(width: 160, height: 50), size: CGSize(width: 160, height: 50)))
    }

    // VStack(alignment: .leading, spacing: 4) with nothing proposed: each child at its ideal
    // size, stacked: 30×20 at y 0, 10×10 at y 24; the stack is 30×34.
    @Test func vStackIdealSizes() {
        let layout = VStackLayout(alignment: .leading, spacing: 4)
        let subviews = LayoutSubviews([fixed.subview, flexible.subview].enumerated().map { LayoutSubview(proxy: $1.proxy, index: $0) })
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(size == CGSize(width: 30, height: 34))
        layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(fixed.placements.last?.origin == CGPoint(x: 0, y: 0))
        #expect(flexible.placements.last?.origin == CGPoint(x: 0, y: 24))
    }

    // ZStack: the union of its children aligned on the centre — 40×10 and 10×40 make 40×40,
    // placed at (0, 15) and (15, 0).
    @Test func zStackUnion() {
        let wide = FakeSubview(fixed: 40, 10), tall = FakeSubview(fixed: 10, 40)
        let layout = ZStackLayout()
        let subviews = LayoutSubviews([wide.subview, tall.subview].enumerated().map { LayoutSubview(proxy: $1.proxy, index: $0) })
        var cache: Void = ()
        let size = layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(size == CGSize(width: 40, height: 40))
        layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(wide.placements.last?.origin == CGPoint(x: 0, y: 15))
        #expect(tall.placements.last?.origin == CGPoint(x: 15, y: 0))
    }

    // frame(width: 100) proposed (300, 50): the child is proposed (100, 50); a fixed 30×20
    // child makes the frame 100×20 and is centred at x 35.
    @Test func fixedFrame() {
        let layout = FrameLayout(width: 100, height: nil, alignment: .center)
        let size = layout.sizeThatFits(ProposedViewSize(width: 300, height: 50), child: fixed.subview)
        #expect(fixed.proposals.last == ProposedViewSize(width: 100, height: 50))
        #expect(size == CGSize(width: 100, height: 20))
        #expect(layout.placement(in: size, proposal: ProposedViewSize(width: 300, height: 50), child: fixed.subview).origin == CGPoint(x: 35, y: 0))
    }

    // frame(maxWidth: .infinity, alignment: .leading) proposed (300, 50): the frame takes the
    // full 300 width, the fixed child stays 30 wide at the leading edge.
    @Test func flexibleFrameToInfinity() {
        let layout = FlexFrameLayout(horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(min: nil, ideal: nil, max: nil), alignment: .leading)
        let p = ProposedViewSize(width: 300, height: 50)
        let size = layout.sizeThatFits(p, child: fixed.subview)
        #expect(size == CGSize(width: 300, height: 20))
        #expect(layout.placement(in: size, proposal: p, child: fixed.subview).origin == CGPoint(x: 0, y: 0))
    }
}
