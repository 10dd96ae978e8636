import CairnGeometry
import CairnLayout
import Foundation
import Testing

/// `ViewSpacing.distance(to:along:)`: SwiftUI's rule as OpenSwiftUI's `Spacing` audits it for
/// iOS 18 — a category both touching edges have asks for the sum of the two values, text
/// metrics meet as the lower text's leading, else the larger uncategorised value, else 8.
@Suite struct ViewSpacingTests {
    typealias Edge = ViewSpacing.EdgeValues

    /// A text's edges: `above` and `below` are its distances to plain views, `leading` its
    /// font's line gap.
    func text(above: CGFloat, below: CGFloat, leading: CGFloat, line: CGFloat = 20) -> ViewSpacing {
        var s = ViewSpacing()
        s.top = Edge(categorized: [.edgeAboveText: above], textLine: .init(leading: leading, lineSpacing: line + leading))
        s.bottom = Edge(categorized: [.edgeBelowText: below], textLine: .init(leading: leading, lineSpacing: line + leading))
        return s
    }

    @Test func plainViewsMeetAtTheDefault() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    }

    @Test func aPlainViewNextToTextTakesTheTextsValue() {
        // 0 (the plain view's "next to text" entry) + the text's own value.
        let t = text(above: 6.6006, below: 10.8091, leading: 0)
        #expect(abs(t.distance(to: ViewSpacing(), along: .vertical) - 10.8091) < 1e-9)
        #expect(abs(ViewSpacing().distance(to: t, along: .vertical) - 6.6006) < 1e-9)
        // Horizontally text has no opinion: 8.
        #expect(t.distance(to: ViewSpacing(), along: .horizontal) == 8)
    }

    @Test func matchedDistancesAdd() {
        // Two non-zero entries of one category add up (SwiftUI: `.distance(a), .distance(b)`
        // → a + b), where a maximum would give 5.
        var upper = ViewSpacing(), lower = ViewSpacing()
        upper.bottom = Edge(categorized: [.edgeAboveText: 3])
        lower.top = Edge(categorized: [.edgeAboveText: 5])
        #expect(upper.distance(to: lower, along: .vertical) == 8)
        lower.top.categorized[.edgeAboveText] = 5.5
        #expect(upper.distance(to: lower, along: .vertical) == 8.5)
    }

    @Test func twoTextsAreTheLowerOnesLeadingApart() {
        // The lower text's leading, whichever is larger (SwiftUI's TextMetrics.spacing).
        let loose = text(above: 7, below: 11, leading: 2), tight = text(above: 7, below: 11, leading: 0)
        #expect(tight.distance(to: loose, along: .vertical) == 2)
        #expect(loose.distance(to: tight, along: .vertical) == 0)
        #expect(loose.distance(to: loose, along: .vertical) == 2)
    }

    @Test func aDistanceBeatsTextMetrics() {
        // An image's text-to-text 0 against a text's metrics: the 0 (not the leading).
        var image = ViewSpacing()
        image.bottom = Edge(categorized: [.textToText: 0])
        let loose = text(above: 7, below: 11, leading: 2)
        #expect(image.distance(to: loose, along: .vertical) == 0)
    }

    @Test func containersKeepTheLargerLine() {
        // A stack's cross edges merge its children's: the larger line's metrics win.
        let small = text(above: 5, below: 9, leading: 1, line: 15), large = text(above: 7, below: 11, leading: 3, line: 25)
        let merged = small.union(large, edges: .vertical)
        #expect(merged.bottom.textLine?.leading == 3)
        #expect(merged.bottom.categorized[.edgeBelowText] == 11)
    }

    @Test func spacerAndEmptyContainerEdges() {
        // Uncategorised 0 (a Spacer's, an empty stack's `.zero`) against a plain view: 0.
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
    }
}
