import CairnGeometry
import CairnLayout
import Foundation
import Testing

/// A subview that is not a view: it sizes itself by clamping the proposal between a
/// minimum and a maximum (nil axes: its ideal) and records every proposal it receives.
final class FakeSubview: LayoutSubviewProxy {
    let minimum: CGSize, ideal: CGSize, maximum: CGSize
    private(set) var proposals: [ProposedViewSize] = []

    init(minimum: CGSize = .zero, ideal: CGSize, maximum: CGSize) {
        (self.minimum, self.ideal, self.maximum) = (minimum, ideal, maximum)
    }
    /// A subview of one fixed size.
    convenience init(fixed w: CGFloat, _ h: CGFloat) {
        let s = CGSize(width: w, height: h)
        self.init(minimum: s, ideal: s, maximum: s)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposals.append(proposal)
        func axis(_ p: CGFloat?, _ lo: CGFloat, _ id: CGFloat, _ hi: CGFloat) -> CGFloat { min(max(p ?? id, lo), hi) }
        return CGSize(width: axis(proposal.width, minimum.width, ideal.width, maximum.width),
                      height: axis(proposal.height, minimum.height, ideal.height, maximum.height))
    }
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: sizeThatFits(proposal), source: nil) }
    var priority: Double { 0 }
    var spacing: ViewSpacing { ViewSpacing() }
    func layoutValue(for key: ObjectIdentifier) -> Any? { nil }
    /// Where containers put it, in order.
    private(set) var placements: [LayoutPlacement] = []
    func recordPlacement(_ placement: LayoutPlacement) { placements.append(placement) }
    var subview: LayoutSubview { LayoutSubview(proxy: self, index: 0) }
}

/// The unary layout algorithms as pure functions of a proposal and a fake subview
/// (reference §8, §9), without any view tree.
@Suite struct UnaryLayoutTests {
    // Padding (top 1, leading 2, bottom 3, trailing 4) proposed 100×100: the child is
    // proposed 94×96; a 10×20 child gives 16×24 and sits at (2, 1). Nil axes stay nil.
    @Test func padding() {
        let layout = PaddingLayout(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let child = FakeSubview(fixed: 10, 20)
        let size = layout.sizeThatFits(ProposedViewSize(width: 100, height: 100), child: child.subview)
        #expect(size == CGSize(width: 16, height: 24))
        #expect(child.proposals.last == ProposedViewSize(width: 94, height: 96))
        let placement = layout.placement(in: size, proposal: ProposedViewSize(width: 100, height: 100), child: child.subview)
        #expect(placement.origin == CGPoint(x: 2, y: 1))
        _ = layout.sizeThatFits(ProposedViewSize(width: nil, height: 3), child: child.subview)
        #expect(child.proposals.last == ProposedViewSize(width: nil, height: 0))
    }

    // fixedSize(horizontal: true, vertical: false) proposed 30×50: the child (ideal 80×20,
    // flexible 0...200 both ways) is proposed (nil, 50) → 80×50, centred at (−25, 0).
    @Test func fixedSizeHorizontal() {
        let layout = FixedSizeLayout(horizontal: true, vertical: false)
        let child = FakeSubview(ideal: CGSize(width: 80, height: 20), maximum: CGSize(width: 200, height: 200))
        let p = ProposedViewSize(width: 30, height: 50)
        let size = layout.sizeThatFits(p, child: child.subview)
        #expect(child.proposals.last == ProposedViewSize(width: nil, height: 50))
        #expect(size == CGSize(width: 80, height: 50))
        let placement = layout.placement(in: CGSize(width: 30, height: 50), proposal: p, child: child.subview)
        #expect(placement.origin == CGPoint(x: -25, y: 0))
    }

    // position(x: 60, y: 40) proposed 120×80 takes the proposal; a 10×10 child's centre
    // goes at (60, 40): origin (55, 35).
    @Test func position() {
        let layout = PositionLayout(position: CGPoint(x: 60, y: 40))
        let child = FakeSubview(fixed: 10, 10)
        let p = ProposedViewSize(width: 120, height: 80)
        let size = layout.sizeThatFits(p, child: child.subview)
        #expect(size == CGSize(width: 120, height: 80))
        #expect(layout.placement(in: size, proposal: p, child: child.subview).origin == CGPoint(x: 55, y: 35))
    }

    // aspectRatio(2, .fit) proposed 100×100: the child is proposed the largest 2:1 size
    // that fits, 100×50; a fully flexible child takes it, and the modifier (its child's size)
    // puts it at (0, 0).
    @Test func aspectRatioFit() {
        let layout = AspectRatioLayout(ratio: 2, contentMode: .fit)
        let child = FakeSubview(ideal: CGSize(width: 10, height: 10), maximum: CGSize(width: 1000, height: 1000))
        let p = ProposedViewSize(width: 100, height: 100)
        let size = layout.sizeThatFits(p, child: child.subview)
        #expect(child.proposals.last == ProposedViewSize(width: 100, height: 50))
        #expect(size == CGSize(width: 100, height: 50))
        let placement = layout.placement(in: size, proposal: p, child: child.subview)
        #expect(placement.origin == CGPoint(x: 0, y: 0))
        #expect(placement.proposal == ProposedViewSize(width: 100, height: 50))
    }
}
