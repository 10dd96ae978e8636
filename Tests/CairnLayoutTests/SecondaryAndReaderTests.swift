import CairnGeometry
import CairnLayout
import Foundation
import Testing

/// overlay/background and GeometryReader as pure functions of fake subviews.
@Suite struct SecondaryAndReaderTests {
    // A 100×50 primary with a 20×10 fixed secondary: proposed exactly 100×50; aligned
    // .bottomTrailing → (80, 40); .center → (40, 20); .topLeading → (0, 0).
    @Test(arguments: [(Alignment.bottomTrailing, CGPoint(x: 80, y: 40)), (.center, CGPoint(x: 40, y: 20)), (.topLeading, .zero)])
    func secondaryAlignment(alignment: Alignment, origin: CGPoint) {
        let secondary = FakeSubview(fixed: 20, 10)
        let primary = ViewDimensions(size: CGSize(width: 100, height: 50), source: nil)
        let placement = SecondaryLayout(alignment: alignment).placement(primary: primary, secondary: secondary.subview)
        #expect(secondary.proposals.last == ProposedViewSize(width: 100, height: 50))
        #expect(placement.origin == origin)
        #expect(placement.size == CGSize(width: 20, height: 10))
    }

    // A flexible secondary (0...1000) takes the primary's 100×50 and sits at (0, 0).
    @Test func flexibleSecondaryFillsThePrimary() {
        let secondary = FakeSubview(ideal: CGSize(width: 5, height: 5), maximum: CGSize(width: 1000, height: 1000))
        let primary = ViewDimensions(size: CGSize(width: 100, height: 50), source: nil)
        let placement = SecondaryLayout(alignment: .center).placement(primary: primary, secondary: secondary.subview)
        #expect(placement.origin == .zero)
        #expect(placement.size == CGSize(width: 100, height: 50))
    }

    // A reader takes the proposal (nil axes 10); each child is proposed the reader's size
    // and put at (0, 0): in 200×200, a 100×100 child and a flexible one (→ 200×200).
    @Test func readerPlacesEachChildAtTopLeading() {
        let reader = GeometryReaderLayout()
        #expect(reader.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 10))
        let a = FakeSubview(fixed: 100, 100)
        let b = FakeSubview(ideal: CGSize(width: 1, height: 1), maximum: CGSize(width: 1000, height: 1000))
        let placements = reader.placements(in: CGSize(width: 200, height: 200), content: [a.subview, b.subview])
        #expect(placements.map(\.origin) == [.zero, .zero])
        #expect(placements.map(\.size) == [CGSize(width: 100, height: 100), CGSize(width: 200, height: 200)])
        #expect(a.proposals.last == ProposedViewSize(width: 200, height: 200))
    }
}

/// Spacer as a pure function (reference §6).
@Suite struct SpacerLayoutTests {
    // In an HStack: width max(proposal, minLength), height 0; unspecified → minLength.
    // Outside a stack: both axes. Proposals below minLength give minLength.
    @Test func lengths() {
        let h = SpacerLayout(minLength: 8, axis: .horizontal)
        #expect(h.sizeThatFits(ProposedViewSize(width: 50, height: 30)) == CGSize(width: 50, height: 0))
        #expect(h.sizeThatFits(.unspecified) == CGSize(width: 8, height: 0))
        #expect(h.sizeThatFits(ProposedViewSize(width: 3, height: 3)) == CGSize(width: 8, height: 0))
        let v = SpacerLayout(minLength: 0, axis: .vertical)
        #expect(v.sizeThatFits(ProposedViewSize(width: 50, height: 30)) == CGSize(width: 0, height: 30))
        let free = SpacerLayout(minLength: 8, axis: nil)
        #expect(free.sizeThatFits(ProposedViewSize(width: 50, height: nil)) == CGSize(width: 50, height: 8))
    }

    // Along a horizontal axis the gap beside it is 0 on the leading and trailing edges,
    // the default on top and bottom.
    @Test func spacingAlongItsAxis() {
        let s = SpacerLayout(minLength: 8, axis: .horizontal).spacing
        let other = ViewSpacing()
        #expect(s.distance(to: other, along: .horizontal) == 0)
        #expect(s.distance(to: other, along: .vertical) == ViewSpacing.defaultSpacing)
    }
}
