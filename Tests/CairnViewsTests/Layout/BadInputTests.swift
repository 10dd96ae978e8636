import Cairn
import Testing
import CairnTestSupport

/// Bad input, reference §7.1/§7.2 and STYLE rule 6 ("forgiving at the top"): lengths SwiftUI
/// ignores, the warnings it logs, and trees that must never crash.
@Suite struct BadInputTests {
    /// Every frame in the placed tree is finite (no NaN, no infinity): the `frame=(…)` part
    /// of each description line (proposals may legitimately be infinite probes).
    private func allFinite(_ l: ViewLayout) -> Bool {
        let frames = l.description.split(separator: "\n").map { line -> Substring in
            guard let start = line.range(of: "frame=("), let end = line[start.upperBound...].firstIndex(of: ")") else { return "missing" }
            return line[start.upperBound..<end]
        }
        return l.size.width.isFinite && l.size.height.isFinite
            && frames.allSatisfy { !$0.lowercased().contains("nan") && !$0.lowercased().contains("inf") && $0 != "missing" }
    }

    // §7.1: a negative width is ignored (treated as nil): Color.frame(width: −10, height: 20)
    // in 100×100 → the Color's width, 100 × 20; SwiftUI logs "[SwiftUI] Invalid frame
    // dimension (negative or non-finite)." (the console line quoted in many public issue
    // reports, e.g. exyte/PopupView #25 for `.frame(width: .infinity, height: 200)`).
    @Test func negativeFrameWidthIsIgnoredWithAWarning() {
        let l = layOut(Color.red.frame(width: -10, height: 20), 100, 100)
        expectSize(l, CGSize(width: 100, height: 20))
        #expect(l.diagnostics == ["Invalid frame dimension (negative or non-finite). frame(width: -10): the width is ignored; the view keeps its content's width."], "diagnostics: \(l.diagnostics)")
    }

    // §7.1: NaN and infinite lengths are ignored the same way: fixed 30×30 in
    // frame(width: NaN / ∞, height: 50) → 30 × 50, with the warning.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteFrameWidthIsIgnoredWithAWarning(width: CGFloat) {
        let l = layOut(fixed(30, 30).frame(width: width, height: 50), 100, 100)
        expectSize(l, CGSize(width: 30, height: 50))
        #expect(l.diagnostics.count == 1 && l.diagnostics[0].hasPrefix("Invalid frame dimension (negative or non-finite). frame(width: \(width.isNaN ? "nan" : width > 0 ? "inf" : "-inf")): "), "diagnostics: \(l.diagnostics)")
    }

    // Both lengths invalid: the frame behaves like its child: 30×30.
    @Test func bothLengthsInvalid() {
        let l = layOut(fixed(30, 30).frame(width: .nan, height: -1), 100, 100)
        expectSize(l, CGSize(width: 30, height: 30))
    }

    // §7.2: min > max with no ideal survives normalisation; SwiftUI logs "Contradictory frame
    // constraints specified." and the frame adopts the child's size on that axis: a rigid
    // 30×30 in frame(minWidth: 60, maxWidth: 40) proposed 100 → 30 (not 40, not 60).
    @Test func contradictoryMinMaxAdoptsTheChild() {
        let l = layOut(fixed(30, 30).frame(minWidth: 60, maxWidth: 40), 100, 100)
        expectSize(l, CGSize(width: 30, height: 30))
        #expect(l.diagnostics == ["Contradictory frame constraints specified. frame(minWidth: 60, maxWidth: 40): the minimum exceeds the maximum; the frame takes its content's width."], "diagnostics: \(l.diagnostics)")
    }

    // The same on the vertical axis.
    @Test func contradictoryHeights() {
        let l = layOut(fixed(30, 30).frame(minHeight: 80, maxHeight: 20), 100, 100)
        expectSize(l, CGSize(width: 30, height: 30))
        #expect(l.diagnostics == ["Contradictory frame constraints specified. frame(minHeight: 80, maxHeight: 20): the minimum exceeds the maximum; the frame takes its content's height."], "diagnostics: \(l.diagnostics)")
    }

    // Valid input produces no diagnostics at all.
    @Test func validInputHasNoDiagnostics() {
        let l = layOut(VStack { fixed(30, 30).frame(minWidth: 10, maxWidth: 40); Color.red.frame(width: 20).padding() }, 100, 100)
        #expect(l.diagnostics.isEmpty, "diagnostics: \(l.diagnostics)")
    }

    // A Color proposed infinity (frame(minWidth: .infinity) proposes its child ∞) in a root
    // does not crash; the root's size is then the canvas, 100×100, and every frame is finite.
    @Test func colorProposedInfinityInARoot() {
        let l = layOut(Color.red.frame(minWidth: .infinity, minHeight: .infinity), 100, 100)
        expectSize(l, CGSize(width: 100, height: 100))
        #expect(allFinite(l), "\(l)")
    }

    // An infinite canvas never crashes and never yields a non-finite root size (children
    // may legitimately be infinite there: a Color proposed ∞ is ∞); the drawing skips them.
    @Test func infiniteCanvas() {
        let l = ViewLayout(of: HStack { Color.red; Spacer() }, in: CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(l.size.width.isFinite && l.size.height.isFinite, "\(l)")
        #expect(!l.displayList.dump.lowercased().contains("nan"), "\(l.displayList.dump)")
    }

    // A NaN or negative canvas never crashes either.
    @Test(arguments: [CGSize(width: CGFloat.nan, height: 100), CGSize(width: -50, height: -1)])
    func nanOrNegativeCanvas(size: CGSize) {
        let l = ViewLayout(of: VStack { Color.red; fixed(20, 20) }, in: size)
        #expect(allFinite(l), "\(l)")
    }

    // Non-finite offsets and aspect ratios never reach the frames.
    @Test func nonFiniteModifierArguments() {
        let l = layOut(VStack {
            Color.red.offset(x: .infinity, y: .nan)
            Color.green.aspectRatio(.nan, contentMode: .fit)
            Color.blue.aspectRatio(0, contentMode: .fill)
            Color.gray.position(x: .nan, y: .infinity)
            fixed(10, 10).alignmentGuide(HorizontalAlignment.center) { _ in .nan }
        }, 100, 100)
        #expect(allFinite(l), "\(l)")
    }

    // 1,000 levels of nesting (alternating padding(1) and VStack, built by a recursive
    // function returning AnyView) lay out without crashing: 500 paddings around a 10×10 →
    // 1010×1010, the leaf at (500, 500).
    @Test func thousandLevelsOfNesting() {
        func nest(_ depth: Int) -> AnyView {
            if depth == 0 { return AnyView(fixed(10, 10).id("leaf")) }
            if depth % 2 == 0 { return AnyView(nest(depth - 1).padding(1)) }
            return AnyView(VStack { nest(depth - 1) })
        }
        let l = layOut(nest(1000), 1010, 1010)
        #expect(close(l.size, CGSize(width: 1010, height: 1010)), "size \(l.size)")
        #expect(close(l.frame(of: "leaf"), rect(500, 500, 10, 10)), "leaf \(String(describing: l.frame(of: "leaf")))")
    }
}
