import Cairn
import Testing
import CairnTestSupport

/// The `Layout` protocol, reference §12.

/// Places subviews on a diagonal, each `step` right and down of the previous, at their
/// ideal sizes; reports the bounding box. Offsets every position by the bounds' origin.
private struct Diagonal: Layout {
    var step: CGFloat = 10
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for (i, s) in subviews.enumerated() {
            let d = s.sizeThatFits(.unspecified)
            size.width = max(size.width, CGFloat(i) * step + d.width)
            size.height = max(size.height, CGFloat(i) * step + d.height)
        }
        return size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * step, y: bounds.minY + CGFloat(i) * step), proposal: .unspecified)
        }
    }
}

/// Computes the subviews' ideal sizes once, in its cache.
private struct CachedColumn: Layout {
    struct Cache { var sizes: [CGSize] }
    func makeCache(subviews: Subviews) -> Cache { Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (s, size) in zip(subviews, cache.sizes) {
            s.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

/// Places nothing (Apple: unplaced subviews appear at the centre with the container's proposal).
private struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Places its only subview twice; the second call must win.
private struct PlacesTwice: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
        subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
    }
}

/// Places its only subview with a fixed proposal (nil or NaN axes included).
private struct PlacesWithProposal: Layout {
    let proposal: ProposedViewSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: self.proposal)
    }
}

/// Records the proposal its `placeSubviews` receives.
private final class ProposalRecord: @unchecked Sendable {
    var placed: [ProposedViewSize] = []
}

private struct RecordsPlacement: Layout {
    let record: ProposalRecord
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        record.placed.append(proposal)
    }
}

/// Apple's explicitAlignment example: a leading guide 10 points in from the bounds.
private struct LeadingInset: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? bounds.minX + 10 : nil
    }
}

/// A custom guide whose default is the leading edge.
private struct DiagonalGuideID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

extension HorizontalAlignment {
    fileprivate static let diagonalGuide = HorizontalAlignment(DiagonalGuideID.self)
}

/// Asks for no spacing on any edge.
private struct NoSpacing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// A subview's horizontal indent, read by `Indented`.
private struct Indent: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// A column whose rows are indented by their `Indent` layout value.
private struct Indented: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { acc, s in
            let d = s.sizeThatFits(.unspecified)
            return CGSize(width: max(acc.width, s[Indent.self] + d.width), height: acc.height + d.height)
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX + s[Indent.self], y: y), proposal: .unspecified)
            y += s.sizeThatFits(.unspecified).height
        }
    }
}

/// Records what it reads from its subviews.
private struct Inspector: Layout {
    let seen: Recorder<[Double]>
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.value = subviews.map(\.priority) + subviews.map { Double($0.dimensions(in: .unspecified)[HorizontalAlignment.leading]) }
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite struct LayoutProtocolTests {
    // A custom layout inside padding(20): the bounds passed to placeSubviews start at the
    // padding offset, so children land at (20 + 10i, 20 + 10i). Children 30×30 and 20×20:
    // size max(30, 10 + 20) × max(30, 30) = 30×30 → padded 70×70.
    @Test func placementIsInTheParentsCoordinates() {
        let l = layOut(Diagonal { fixed(30, 30).id("a"); fixed(20, 20).id("b") }.padding(20), 70, 70)
        expectSize(l, CGSize(width: 70, height: 70))
        expectFrame(l, "a", rect(20, 20, 30, 30))
        expectFrame(l, "b", rect(30, 30, 20, 20))
    }

    // A cache computed once: ideal sizes 40×10 and 20×30 stacked at the centre (anchor .top
    // at bounds.midX = 20): 40×40; the second at x 20 − 10 = 10, y 10.
    @Test func makeCacheFeedsSizingAndPlacement() {
        let l = layOut(CachedColumn { fixed(40, 10).id("a"); fixed(20, 30).id("b") }, 40, 40)
        expectSize(l, CGSize(width: 40, height: 40))
        expectFrame(l, "a", rect(0, 0, 40, 10))
        expectFrame(l, "b", rect(10, 10, 20, 30))
    }

    // §12: an unplaced subview appears at the centre of its container, with the container's
    // proposal: a 20×20 in the 100×100 container at (40, 40); a Color is proposed the
    // container's proposal (the 100×100 canvas) and fills it.
    @Test func unplacedSubviewsAreCentred() {
        let l = layOut(PlacesNothing { fixed(20, 20).id("a"); Color.red.id("c") }, 100, 100)
        expectFrame(l, "a", rect(40, 40, 20, 20))
        expectFrame(l, "c", rect(0, 0, 100, 100))
    }

    // A node keeps the proposal it was placed with in 16 bytes (an unspecified axis is a NaN
    // of its own): what the parent proposed reaches the child's placeSubviews unchanged —
    // nil stays nil, a NaN stays a NaN, a number stays that number.
    @Test(arguments: [
        ProposedViewSize(width: nil, height: 30),
        ProposedViewSize(width: .nan, height: nil),
        ProposedViewSize(width: 0, height: .infinity),
    ])
    func placementProposalReachesTheChildUnchanged(_ proposal: ProposedViewSize) {
        let record = ProposalRecord()
        _ = layOut(PlacesWithProposal(proposal: proposal) { RecordsPlacement(record: record) { Color.red } }, 100, 100)
        let placed = record.placed.last
        #expect(record.placed.count == 1)
        func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
            switch (a, b) {
            case (nil, nil): true
            case let (x?, y?): x == y || (x.isNaN && y.isNaN)
            default: false
            }
        }
        #expect(same(placed?.width, proposal.width) && same(placed?.height, proposal.height), "\(String(describing: placed))")
    }

    // §12: placing twice, the last call wins: bottom-trailing anchor at (100, 100) → (80, 80).
    @Test func placingTwiceLastWins() {
        let l = layOut(PlacesTwice { fixed(20, 20).id("a") }, 100, 100)
        expectFrame(l, "a", rect(80, 80, 20, 20))
    }

    // Apple's example: explicitAlignment(of: .leading) = bounds.minX + 10. In
    // VStack(alignment: .leading, spacing: 0) over a 10×10 marker: the 50×20 container spans
    // −10…40, the marker 0…10 → 50 wide; container x 0, marker x 10.
    @Test func explicitAlignmentOverride() {
        let l = layOut(VStack(alignment: .leading, spacing: 0) {
            LeadingInset { fixed(50, 20) }.id("c")
            fixed(10, 10).id("m")
        }, 50, 30)
        expectFrame(l, "c", rect(0, 0, 50, 20))
        expectFrame(l, "m", rect(10, 20, 10, 10))
    }

    // The default explicitAlignment never merges built-in guides: Diagonal { A (leading 5);
    // B (leading 5) } is aligned by its default leading 0 → in VStack(alignment: .leading,
    // spacing: 0) both it and the marker are at x 0.
    @Test func defaultExplicitAlignmentNeverMergesBuiltIns() {
        let l = layOut(VStack(alignment: .leading, spacing: 0) {
            Diagonal { fixed(20, 20).alignmentGuide(.leading) { _ in 5 }; fixed(20, 20).alignmentGuide(.leading) { _ in 5 } }.id("d")
            fixed(10, 10).id("m")
        }, 30, 40)
        expectFrame(l, "d", rect(0, 0, 30, 30))
        expectFrame(l, "m", rect(0, 30, 10, 10))
    }

    // The default explicitAlignment averages custom guides, translated into the container:
    // Diagonal(step 10) { A 20×20 (guide 5) at x 0; B 20×20 (guide 5) at x 10 → 15 } →
    // (5 + 15) / 2 = 10. In VStack(alignment: .diagonalGuide, spacing: 0) over a 10×10 marker
    // (default 0): Diagonal −10…20, marker 0…10 → 30 wide; Diagonal x 0, marker x 10.
    @Test func defaultExplicitAlignmentAveragesCustomGuides() {
        let l = layOut(VStack(alignment: .diagonalGuide, spacing: 0) {
            Diagonal {
                fixed(20, 20).alignmentGuide(.diagonalGuide) { _ in 5 }
                fixed(20, 20).alignmentGuide(.diagonalGuide) { _ in 5 }
            }.id("d")
            fixed(10, 10).id("m")
        }, 30, 40)
        expectSize(l, CGSize(width: 30, height: 40))
        expectFrame(l, "d", rect(0, 0, 30, 30))
        expectFrame(l, "m", rect(10, 30, 10, 10))
    }

    // §12: `spacing(subviews:cache:)` decides the gap next to the container: `.zero` makes the
    // HStack neighbour touch (gap 0 instead of 8): 30 + 0 + 20 = 50.
    @Test func customSpacing() {
        let l = layOut(HStack { NoSpacing { fixed(30, 10) }; fixed(20, 10).id("b") }, 50, 10)
        expectSize(l, CGSize(width: 50, height: 10))
        expectFrame(l, "b", rect(30, 0, 20, 10))
    }

    // The default spacing is the union of the subviews' (plain → 8): 30 + 8 + 20 = 58.
    @Test func defaultSpacingIsTheSubviewsUnion() {
        let l = layOut(HStack { Diagonal { fixed(30, 10) }; fixed(20, 10).id("b") }, 58, 10)
        expectFrame(l, "b", rect(38, 0, 20, 10))
    }

    // LayoutValueKey: rows indented by 0, 15, 30 via `.layoutValue(key:value:)`; 40×10 rows
    // → 70×30.
    @Test func layoutValues() {
        let l = layOut(Indented {
            fixed(40, 10).id("a")
            fixed(40, 10).layoutValue(key: Indent.self, value: 15).id("b")
            fixed(40, 10).layoutValue(key: Indent.self, value: 30).id("c")
        }, 70, 30)
        expectSize(l, CGSize(width: 70, height: 30))
        expectFrame(l, "a", rect(0, 0, 40, 10))
        expectFrame(l, "b", rect(15, 10, 40, 10))
        expectFrame(l, "c", rect(30, 20, 40, 10))
    }

    // A layout sees its subviews' priorities and explicit guides through the proxies.
    @Test func subviewProxiesExposePriorityAndGuides() {
        let seen = Recorder<[Double]>([])
        _ = layOut(Inspector(seen: seen) {
            fixed(10, 10).layoutPriority(2)
            fixed(10, 10).alignmentGuide(.leading) { _ in 7 }
        }, 100, 100)
        #expect(seen.value == [2, 0, 0, 7], "saw \(seen.value)")
    }

    // HStackLayout / VStackLayout / ZStackLayout called as functions lay out like the views.
    @Test func builtInLayoutsMatchTheViews() {
        let h = layOut(HStackLayout(alignment: .top, spacing: 5) { fixed(50, 20).id("a"); fixed(30, 40).id("b") }, 85, 40)
        expectFrame(h, "a", rect(0, 0, 50, 20))
        expectFrame(h, "b", rect(55, 0, 30, 40))
        let v = layOut(VStackLayout(alignment: .trailing) { fixed(50, 20).id("a"); fixed(30, 40).id("b") }, 50, 68)
        expectFrame(v, "b", rect(20, 28, 30, 40))
        let z = layOut(ZStackLayout(alignment: .bottomTrailing) { fixed(50, 20).id("a"); fixed(30, 40).id("b") }, 50, 40)
        expectFrame(z, "a", rect(0, 20, 50, 20))
        expectFrame(z, "b", rect(20, 0, 30, 40))
    }

    // AnyLayout switches between layouts: horizontal 50 + 8 + 30 = 88 × 40; vertical
    // 50 × (20 + 8 + 40) = 68.
    @Test(arguments: [false, true])
    func anyLayoutSwitches(vertical: Bool) {
        let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        let l = layOut(layout { fixed(50, 20).id("a"); fixed(30, 40).id("b") }, 200, 200)
        if vertical {
            expectSize(l, CGSize(width: 50, height: 68))
            expectFrame(l, "b", rect(75 + 10, 66 + 28, 30, 40))  // root at ((200 − 50) / 2, (200 − 68) / 2)
        } else {
            expectSize(l, CGSize(width: 88, height: 40))
            expectFrame(l, "b", rect(56 + 58, 80, 30, 40))  // root at ((200 − 88) / 2, (200 − 40) / 2)
        }
    }

    // §12 layoutProperties.stackOrientation: a Spacer in HStackLayout is horizontal (height 0,
    // gap 0): HStackLayout { 50×20; Spacer(); 50×20 } in 200 → the spacer 100 × 0.
    @Test func spacerFollowsTheLayoutsOrientation() {
        let l = layOut(HStackLayout { fixed(50, 20); Spacer().id("s"); fixed(50, 20).id("b") }, 200, 20)
        expectFrame(l, "s", rect(50, 10, 100, 0))
        expectFrame(l, "b", rect(150, 0, 50, 20))
    }
}
