import Cairn
import Testing
import CairnTestSupport

/// ZStack, reference §13; seeds 001, 002, 004.
@Suite struct ZStackTests {
    // Seed 002: rectangle 50×50 (centre (25, 25)), text 100×20 (centre (50, 10)). Text
    // relative to the rectangle: (25, 25) − (50, 10) = (−25, 15); union origin (−25, 0),
    // size 100×50. Placement: ZStack centre (50, 25); rectangle (50, 25) − (25, 25) = (25, 0);
    // text (50, 25) − (50, 10) = (0, 15).
    @Test func seed002UnionOfAlignedChildren() {
        let l = layOut(ZStack {
            Color.blue.frame(width: 50, height: 50).id("rect")
            fixed(100, 20).id("text")
        }.id("z"), 100, 50)
        expectSize(l, CGSize(width: 100, height: 50))
        expectFrame(l, "rect", rect(25, 0, 50, 50))
        expectFrame(l, "text", rect(0, 15, 100, 20))
    }

    // Seed 004: ZStack(alignment: .bottomLeading) of 100×300 and 300×100: both bottom-left
    // corners meet; union 300×300; r1 (0, 0), r2 (0, 300 − 100).
    @Test func seed004BottomLeading() {
        let l = layOut(ZStack(alignment: .bottomLeading) {
            Color.orange.frame(width: 100, height: 300).id("r1")
            Color.cyan.frame(width: 300, height: 100).id("r2")
        }, 300, 300)
        expectSize(l, CGSize(width: 300, height: 300))
        expectFrame(l, "r1", rect(0, 0, 100, 300))
        expectFrame(l, "r2", rect(0, 200, 300, 100))
    }

    // §13: the ZStack proposes its own proposal to every child: two Colors in 120×80 both
    // fill it.
    @Test func proposesItsProposalToEveryChild() {
        let l = layOut(ZStack { Color.red.id("a"); Color.blue.id("b") }, 120, 80)
        expectFrame(l, "a", rect(0, 0, 120, 80))
        expectFrame(l, "b", rect(0, 0, 120, 80))
    }

    // §13: only the highest-priority children size the ZStack; a lower-priority 200×200 is
    // placed on the same alignment point but does not grow it: size 50×50, big child at
    // (25 − 100, 25 − 100) = (−75, −75). In a 50×50 canvas.
    @Test func lowerPriorityChildDoesNotSizeTheStack() {
        let l = layOut(ZStack {
            fixed(50, 50).id("small")
            fixed(200, 200).layoutPriority(-1).id("big")
        }, 50, 50)
        expectSize(l, CGSize(width: 50, height: 50))
        expectFrame(l, "small", rect(0, 0, 50, 50))
        expectFrame(l, "big", rect(-75, -75, 200, 200))
    }

    // §13: at placement every child is proposed the ZStack's final size. Under fixedSize
    // the Color's ideal is 10×10, so the stack sizes to the rigid 100×50; placed, the Color
    // is proposed 100×50 and fills it.
    @Test func childrenArePlacedWithTheFinalSize() {
        let l = layOut(ZStack { fixed(100, 50).id("r"); Color.red.id("c") }.fixedSize(), 100, 50)
        expectSize(l, CGSize(width: 100, height: 50))
        expectFrame(l, "c", rect(0, 0, 100, 50))
    }

    // §6 + §13: a Spacer has layout priority −∞, and only a ZStack's highest-priority
    // children size it — so `ZStack { Spacer(); 20×20 }` is 20×20 (the familiar "Spacer does
    // nothing in a ZStack"); the Spacer, placed with the stack's size, is 20×20 too.
    @Test func spacerDoesNotSizeAZStack() {
        let l = layOut(ZStack { Spacer().id("s"); fixed(20, 20) }, 200, 100)
        expectSize(l, CGSize(width: 20, height: 20))
        expectFrame(l, "s", rect(90, 40, 20, 20))
    }

    // §13 / fatbobman: `alignmentGuide` on the ZStack itself does not rearrange its children:
    // the seed-002 frames are unchanged.
    @Test func guideOnTheStackItselfDoesNotMoveChildren() {
        let l = layOut(ZStack {
            Color.blue.frame(width: 50, height: 50).id("rect")
            fixed(100, 20).id("text")
        }.alignmentGuide(HorizontalAlignment.center) { _ in 0 }, 100, 50)
        expectFrame(l, "rect", rect(25, 0, 50, 50))
        expectFrame(l, "text", rect(0, 15, 100, 20))
    }
}

// MARK: - Seed 001: IconDemo1/2/3 — same look, different sizes

/// Seed 001's heart: a 30×30 yellow circle with an image on it (the image becomes a 16×16
/// stand-in; it is an overlay, so it never changes the size).
private struct HeartView: View {
    var body: some View {
        Circle().fill(Color.yellow).frame(width: 30, height: 30).overlay(Color.red.frame(width: 16, height: 16))
    }
}

/// Seed 001's 150×50 button.
private struct ButtonView: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 150, height: 50)
    }
}

private struct IconDemo1: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            ButtonView().id("button")
            HeartView()
                .alignmentGuide(.top, computeValue: { $0.height / 2 })
                .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                .id("heart")
        }
    }
}

private struct IconDemo2: View {
    var body: some View {
        ButtonView().id("button")
            .overlay(alignment: .topTrailing) {
                HeartView()
                    .alignmentGuide(.top, computeValue: { $0.height / 2 })
                    .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                    .id("heart")
            }
    }
}

private struct IconDemo3: View {
    var body: some View {
        HeartView().id("heart")
            .background(alignment: .center) {
                ButtonView()
                    .alignmentGuide(HorizontalAlignment.center, computeValue: { $0[.trailing] })
                    .alignmentGuide(VerticalAlignment.center, computeValue: { $0[.top] })
                    .id("button")
            }
    }
}

@Suite struct IconDemoTests {
    // ZStack (.topTrailing): button guides (trailing 150, top 0) → x −150…0, y 0…50; heart
    // explicit guides (15, 15) → x −15…15, y −15…15. Union x −150…15, y −15…50 → 165×65
    // (the ZStack grows: Field Guide, reference §15.1). Button at (0, 15), heart at (135, 0).
    @Test func iconDemo1ZStackIsTheUnion() {
        let l = layOut(IconDemo1(), 165, 65)
        expectSize(l, CGSize(width: 165, height: 65))
        expectFrame(l, "button", rect(0, 15, 150, 50))
        expectFrame(l, "heart", rect(135, 0, 30, 30))
    }

    // overlay: the size is the primary's, 150×50. Heart at (150 − 15, 0 − 15) = (135, −15).
    @Test func iconDemo2OverlayIsThePrimary() {
        let l = layOut(IconDemo2(), 150, 50)
        expectSize(l, CGSize(width: 150, height: 50))
        expectFrame(l, "button", rect(0, 0, 150, 50))
        expectFrame(l, "heart", rect(135, -15, 30, 30))
    }

    // background: the size is the heart's, 30×30. The button (fixed 150×50 although proposed
    // 30×30) puts its explicit centre (trailing 150, top 0) on the heart's centre (15, 15):
    // origin (15 − 150, 15 − 0) = (−135, 15).
    @Test func iconDemo3BackgroundIsTheHeart() {
        let l = layOut(IconDemo3(), 30, 30)
        expectSize(l, CGSize(width: 30, height: 30))
        expectFrame(l, "heart", rect(0, 0, 30, 30))
        expectFrame(l, "button", rect(-135, 15, 150, 50))
    }

    // Seed 001's point: put side by side (HStack, spacing 0) they take 165 + 150 + 30 = 345
    // by max(65, 50, 30) = 65.
    @Test func sideBySideTheyTakeDifferentRoom() {
        let l = layOut(HStack(spacing: 0) { IconDemo1(); IconDemo2(); IconDemo3() }, 345, 65)
        expectSize(l, CGSize(width: 345, height: 65))
    }
}

// MARK: - Seed 004: MyZStack, a Layout-protocol clone of ZStack

private struct SubviewInfo {
    let viewDimension: ViewDimensions
    let bounds: CGRect
}

private struct CacheInfo {
    var subviewInfo: [SubviewInfo] = []
    var cropBounds: CGRect = .zero
}

extension Array where Element == CGRect {
    /// Seed 004's helper: the union of the rectangles.
    fileprivate func cropBounds() -> CGRect {
        guard let first else { return .zero }
        return dropFirst().reduce(first) { $0.union($1) }
    }
}

/// Seed 004's helper: a virtual-canvas coordinate moved into the placement bounds.
private func transformPoint(original: CGFloat, offset: CGFloat, targetBoundsMinX: CGFloat) -> CGFloat {
    original + offset + targetBoundsMinX
}

/// Seed 004's ZStack clone, as written in the article.
private struct MyZStack: Layout {
    var alignment: Alignment = .center

    func makeCache(subviews: Subviews) -> CacheInfo { .init() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) -> CGSize {
        cache = .init()
        for subview in subviews {
            let viewDimension = subview.dimensions(in: proposal)
            let alignmentGuide: CGPoint = .init(x: viewDimension[alignment.horizontal], y: viewDimension[alignment.vertical])
            let bounds: CGRect = .init(
                origin: .init(x: -alignmentGuide.x, y: -alignmentGuide.y),
                size: .init(width: viewDimension.width, height: viewDimension.height))
            cache.subviewInfo.append(.init(viewDimension: viewDimension, bounds: bounds))
        }
        cache.cropBounds = cache.subviewInfo.map(\.bounds).cropBounds()
        return cache.cropBounds.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) {
        let offsetX = cache.cropBounds.minX * -1
        let offsetY = cache.cropBounds.minY * -1
        for index in subviews.indices {
            let info = cache.subviewInfo[index]
            let x = transformPoint(original: info.bounds.minX, offset: offsetX, targetBoundsMinX: bounds.minX)
            let y = transformPoint(original: info.bounds.minY, offset: offsetY, targetBoundsMinX: bounds.minY)
            subviews[index].place(at: .init(x: x, y: y), anchor: .topLeading, proposal: proposal)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) -> CGFloat? {
        let offsetY = cache.cropBounds.minY * -1
        let infinity: CGFloat = .infinity
        if guide == .firstTextBaseline, !cache.subviewInfo.isEmpty {
            let firstTextBaseline = cache.subviewInfo.reduce(infinity) { current, info in
                let baseline = info.viewDimension[explicit: .firstTextBaseline] ?? infinity
                let transformBaseline = transformPoint(original: baseline + info.bounds.minY, offset: offsetY, targetBoundsMinX: 0)
                return min(current, transformBaseline)
            }
            return firstTextBaseline != infinity ? firstTextBaseline : nil
        }
        if guide == .lastTextBaseline, !cache.subviewInfo.isEmpty {
            let lastTextBaseline = cache.subviewInfo.reduce(-infinity) { current, info in
                let baseline = info.viewDimension[explicit: .lastTextBaseline] ?? -infinity
                let transformBaseline = transformPoint(original: baseline + info.bounds.minY, offset: offsetY, targetBoundsMinX: 0)
                return max(current, transformBaseline)
            }
            return lastTextBaseline != -infinity ? lastTextBaseline : nil
        }
        return nil
    }
}

@Suite struct MyZStackCloneTests {
    /// Lays the same children out in `ZStack` and in seed 004's `MyZStack`.
    private func both<C: View>(_ alignment: Alignment, @ViewBuilder _ content: () -> C, canvas: CGSize) -> (ViewLayout, ViewLayout) {
        let c = content()
        return (ViewLayout(of: ZStack(alignment: alignment) { c }, in: canvas),
                ViewLayout(of: MyZStack(alignment: alignment) { c }, in: canvas))
    }

    // Seed 002's numbers through both: 100×50; rect (25, 0); text (0, 15).
    @Test func centreMatchesZStack() {
        let (z, m) = both(.center, { Color.blue.frame(width: 50, height: 50).id("rect"); fixed(100, 20).id("text") }, canvas: CGSize(width: 100, height: 50))
        for l in [z, m] {
            expectSize(l, CGSize(width: 100, height: 50))
            expectFrame(l, "rect", rect(25, 0, 50, 50))
            expectFrame(l, "text", rect(0, 15, 100, 20))
        }
    }

    // Seed 004's bottomLeading pair through both: 300×300; r1 (0, 0); r2 (0, 200).
    @Test func bottomLeadingMatchesZStack() {
        let (z, m) = both(.bottomLeading, {
            Color.orange.frame(width: 100, height: 300).id("r1")
            Color.cyan.frame(width: 300, height: 100).id("r2")
        }, canvas: CGSize(width: 300, height: 300))
        for l in [z, m] {
            expectSize(l, CGSize(width: 300, height: 300))
            expectFrame(l, "r1", rect(0, 0, 100, 300))
            expectFrame(l, "r2", rect(0, 200, 300, 100))
        }
    }

    // Explicit guides (seed 001's badge): both give the union 165×65, button (0, 15),
    // heart (135, 0) — the clone is fatbobman's evidence for the union rule (§13).
    @Test func explicitGuidesMatchZStack() {
        let (z, m) = both(.topTrailing, {
            fixed(150, 50).id("button")
            fixed(30, 30).alignmentGuide(.top) { $0.height / 2 }.alignmentGuide(.trailing) { $0.width / 2 }.id("heart")
        }, canvas: CGSize(width: 165, height: 65))
        for l in [z, m] {
            expectSize(l, CGSize(width: 165, height: 65))
            expectFrame(l, "button", rect(0, 15, 150, 50))
            expectFrame(l, "heart", rect(135, 0, 30, 30))
        }
    }

    // Baselines through the clone's explicitAlignment and ZStack's default merge: children
    // 40×40 (first baseline 30) and 60×20 (first baseline 5), centred: union 60×40, the
    // small one at y 10 → baselines 30 and 15 → top-most 15 (§10 "minimum"). In an
    // HStack(alignment: .firstTextBaseline, spacing: 0) next to a 10×10 marker (baseline =
    // bottom 10): stack −15…25 and −10…0 → height 40, stack y 0, marker y 15 − 10 = 5.
    @Test func firstBaselineMatchesZStack() {
        func children() -> some View {
            Group {
                fixed(40, 40).alignmentGuide(.firstTextBaseline) { _ in 30 }
                fixed(60, 20).alignmentGuide(.firstTextBaseline) { _ in 5 }
            }
        }
        let z = layOut(HStack(alignment: .firstTextBaseline, spacing: 0) { ZStack { children() }.id("s"); fixed(10, 10).id("m") }, 70, 40)
        let m = layOut(HStack(alignment: .firstTextBaseline, spacing: 0) { MyZStack { children() }.id("s"); fixed(10, 10).id("m") }, 70, 40)
        for l in [z, m] {
            expectFrame(l, "s", rect(0, 0, 60, 40))
            expectFrame(l, "m", rect(60, 5, 10, 10))
        }
    }
}
