import Cairn
import CairnDisplayList
import Foundation
import Testing
import CairnTestSupport

/// `contentTransition(_:)` (issue 13): `.numericText` rolls the changing digits, `.opacity`
/// cross-fades, `.identity` switches at once; only inside an animated change.
@Suite struct ContentTransitionTests {
    struct Counter: View {
        let count: Int
        let transition: ContentTransition
        var body: some View {
            Text("\(count)").font(.system(size: 20)).contentTransition(transition).id("n")
        }
    }

    /// The groups drawn around text items, in drawing order: (translation y, opacity, clip
    /// rectangle's x range).
    static func textGroups(_ items: [DisplayList.Item]) -> [(dy: CGFloat, opacity: Double, clip: ClosedRange<CGFloat>?)] {
        var result: [(CGFloat, Double, ClosedRange<CGFloat>?)] = []
        for item in items {
            guard case .group(let g) = item else { continue }
            if g.content.items.contains(where: { if case .text = $0 { return true } else { return false } }) {
                let box = g.clips.first?.path.boundingRect
                result.append((g.transform.ty, g.opacity, box.map { $0.minX...$0.maxX }))
            } else {
                result += textGroups(g.content.items)
            }
        }
        return result
    }

    /// A scene counting `from` → `to` at 0.5 s with a linear 1 s animation.
    func timeline(_ from: Int, _ to: Int, _ transition: ContentTransition) -> AnimationTimeline<Int, Counter> {
        AnimationTimeline(duration: 2, model: { from }) { n in Counter(count: n, transition: transition) }
            .at(0.5) { n in withAnimation(.linear(duration: 1)) { n = to } }
    }

    /// The width of `string` alone in the same font and environment (an independent layout).
    func width(_ string: String) -> CGFloat {
        AnimationTimeline(duration: 0) { _ in Text(string).font(.system(size: 20)).id("t") }.layout(at: 0).frame(of: "t")?.width ?? -1
    }

    @Test func numericTextRollsTheChangedDigitsUp() throws {
        let scene = timeline(12, 13, .numericText())
        let layout = scene.layout(at: 1)                      // progress 0.5
        let frame = try #require(layout.frame(of: "n"))
        let h = frame.height
        let groups = Self.textGroups(layout.displayList.items)
        try #require(groups.count == 3, "\(groups)")
        let split = frame.minX + width("1")
        #expect(width("1") > 0 && width("1") < width("12"))
        // The leading "1" stays: the new text clipped left of the split, not moved, opaque.
        #expect(groups[0].dy == 0 && groups[0].opacity == 1)
        #expect(abs(try #require(groups[0].clip).upperBound - split) < 1e-9)
        // The old "2" has moved up half a line and is half faded; the new "3" is half a line
        // below its place, half visible; both clipped right of the split.
        #expect(abs(groups[1].dy + h / 2) < 1e-9 && abs(groups[1].opacity - 0.5) < 1e-9)
        #expect(abs(groups[2].dy - h / 2) < 1e-9 && abs(groups[2].opacity - 0.5) < 1e-9)
        #expect(abs(try #require(groups[1].clip).lowerBound - split) < 1e-9)
        #expect(abs(try #require(groups[2].clip).lowerBound - split) < 1e-9)
        // At 0.75 s (progress 0.25): old up a quarter line at 75 %, new 3/4 below at 25 %.
        let early = Self.textGroups(scene.layout(at: 0.75).displayList.items)
        #expect(early.count == 3 && abs(early[1].dy + h / 4) < 1e-9 && abs(early[1].opacity - 0.75) < 1e-9)
        #expect(abs(early[2].dy - 3 * h / 4) < 1e-9 && abs(early[2].opacity - 0.25) < 1e-9)
        // Before the change and after the animation: the text alone, no groups.
        #expect(Self.textGroups(scene.layout(at: 0.4).displayList.items).isEmpty)
        #expect(Self.textGroups(scene.layout(at: 1.5).displayList.items).isEmpty)
    }

    @Test func everyDigitRollsWhenNoneIsShared() throws {
        let layout = timeline(9, 10, .numericText()).layout(at: 1)
        let frame = try #require(layout.frame(of: "n"))
        let groups = Self.textGroups(layout.displayList.items)
        try #require(groups.count == 2, "\(groups)")
        // "9" → "10": nothing stays; the new text rolls in from its left edge.
        #expect(abs(try #require(groups[1].clip).lowerBound - frame.minX) < 1e-9)
    }

    @Test func valueAndCountsDownChooseTheDirection() throws {
        for (transition, from, to, up) in [
            (ContentTransition.numericText(countsDown: true), 12, 13, false),
            (.numericText(value: 13), 12, 13, true),
        ] {
            let layout = timeline(from, to, transition).layout(at: 1)
            let h = try #require(layout.frame(of: "n")).height
            let groups = Self.textGroups(layout.displayList.items)
            try #require(groups.count == 3)
            #expect(abs(groups[1].dy - (up ? -h / 2 : h / 2)) < 1e-9, "\(transition)")
        }
        // numericText(value:) counting down: the value fell, so digits move down.
        let down = AnimationTimeline(duration: 2, model: { 13 }) { n in
            Text("\(n)").font(.system(size: 20)).contentTransition(.numericText(value: Double(n))).id("n")
        }.at(0.5) { n in withAnimation(.linear(duration: 1)) { n = 12 } }
        let layout = down.layout(at: 1)
        let h = try #require(layout.frame(of: "n")).height
        let groups = Self.textGroups(layout.displayList.items)
        try #require(groups.count == 3)
        #expect(abs(groups[1].dy - h / 2) < 1e-9 && abs(groups[2].dy + h / 2) < 1e-9)
    }

    @Test func opacityCrossFadesAndIdentitySwitches() throws {
        for transition in [ContentTransition.opacity, .interpolate] {
            let groups = Self.textGroups(timeline(12, 13, transition).layout(at: 1.25).displayList.items)
            try #require(groups.count == 2)
            #expect(abs(groups[0].opacity - 0.25) < 1e-9 && abs(groups[1].opacity - 0.75) < 1e-9)
            #expect(groups[0].dy == 0 && groups[1].dy == 0 && groups[0].clip == nil)
        }
        #expect(Self.textGroups(timeline(12, 13, .identity).layout(at: 1).displayList.items).isEmpty)
        // Without an animation the text switches at once even with numericText.
        let jump = AnimationTimeline(duration: 2, model: { 12 }) { n in Counter(count: n, transition: .numericText()) }
            .at(0.5) { n in n = 13 }
        #expect(Self.textGroups(jump.layout(at: 1).displayList.items).isEmpty)
    }
}
