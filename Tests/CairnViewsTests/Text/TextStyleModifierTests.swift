import Cairn
@testable import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// Dynamic Type, case, design, digits and view-level decorations.
@Suite struct TextStyleModifierTests {
    /// The segments `view`'s first text draws (fixed-metric layout).
    func segments<V: View>(_ view: V) -> [TextRun.Segment] {
        textItems(fixedLayout(view).displayList).first?.run.segments ?? []
    }

    /// The HIG's Dynamic Type table, body and large title rows (xSmall … accessibility5).
    static let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    static let largeTitle: [CGFloat] = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]

    @Test(arguments: DynamicTypeSize.allCases.indices)
    func dynamicTypeSizesFollowTheTable(_ i: Int) {
        let size = DynamicTypeSize.allCases[i]
        #expect(segments(Text("a").dynamicTypeSize(size)).first?.font.size == Self.body[i])
        #expect(segments(Text("a").font(.largeTitle).dynamicTypeSize(size)).first?.font.size == Self.largeTitle[i])
        // custom(_:size:) scales relative to body, relativeTo: a style relative to it;
        // fixed sizes and system(size:) do not scale.
        #expect(close(segments(Text("a").font(.custom("X", size: 20)).dynamicTypeSize(size)).first?.font.size, 20 * Self.body[i] / 17, 1e-9))
        #expect(close(segments(Text("a").font(.custom("X", size: 20, relativeTo: .largeTitle)).dynamicTypeSize(size)).first?.font.size, 20 * Self.largeTitle[i] / 34, 1e-9))
        #expect(segments(Text("a").font(.custom("X", fixedSize: 20)).dynamicTypeSize(size)).first?.font.size == 20)
        #expect(segments(Text("a").font(.system(size: 20)).dynamicTypeSize(size)).first?.font.size == 20)
    }

    /// The HIG page's two published columns (Typography > Specifications, "iOS, iPadOS
    /// Dynamic Type sizes" xSmall and "larger accessibility type sizes" AX1), every style,
    /// in the page's order, plus the default (Large) sizes.
    @Test func everyStyleMatchesTheHIGColumns() {
        let styles: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2]
        let xSmall: [CGFloat] = [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]
        let large: [CGFloat] = [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
        let ax1: [CGFloat] = [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]
        for (i, style) in styles.enumerated() {
            #expect(segments(Text("a").font(style).dynamicTypeSize(.xSmall)).first?.font.size == xSmall[i], "\(style) xSmall")
            #expect(segments(Text("a").font(style)).first?.font.size == large[i], "\(style) large")
            #expect(segments(Text("a").font(style).dynamicTypeSize(.accessibility1)).first?.font.size == ax1[i], "\(style) AX1")
        }
    }

    @Test func dynamicTypeRangesClamp() {
        let capped = Text("a").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility3)
        #expect(segments(capped).first?.font.size == 17)
        let floored = Text("a").dynamicTypeSize(DynamicTypeSize.xLarge...).dynamicTypeSize(.xSmall)
        #expect(segments(floored).first?.font.size == 19)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test func symbolsScaleWithDynamicType() {
        // person.circle follows the body font's cap height: 28 / 17 larger at accessibility1.
        let large = ViewLayout(of: Image(systemName: "circle"), in: CGSize(width: 200, height: 200)).size.width
        let ax1 = ViewLayout(of: Image(systemName: "circle").dynamicTypeSize(.accessibility1), in: CGSize(width: 200, height: 200)).size.width
        #expect(close(ax1, large * 28 / 17, 0.001))
    }

    @Test func textCaseUsesTheLocale() {
        #expect(segments(Text("Hello").textCase(.uppercase)).map(\.string) == ["HELLO"])
        #expect(segments(Text("Hello").textCase(.lowercase)).map(\.string) == ["hello"])
        // Turkish: dotless ı from I.
        #expect(segments(Text("IŞIK").textCase(.lowercase).environment(\.locale, Locale(identifier: "tr_TR"))).map(\.string) == ["ışık"])
        #expect(segments(Text("Hello").textCase(nil)).map(\.string) == ["Hello"])
    }

    @Test func designsAndMonospacing() {
        #expect(segments(Text("a").fontDesign(.serif)).first?.font.family == .system(.serif))
        #expect(segments(Text("a").font(.system(.body, design: .rounded)).fontDesign(.serif)).first?.font.family == .system(.rounded))
        #expect(segments(Text("a").monospaced()).first?.font.family == .system(.monospaced))
        #expect(segments(Text("a").fontDesign(.monospaced)).first?.font.family == .system(.monospaced))
        #expect(segments(Text("1").monospacedDigit()).first?.font.monospacedDigits == true)
        #expect(segments((Text("1") + Text("2").monospacedDigit())).map(\.font.monospacedDigits) == [false, true])
    }

    @Test func viewLevelDecorationsReachEverySegment() {
        let segs = segments((Text("a") + Text("b").underline(color: .red)).underline(pattern: .dot).strikethrough().baselineOffset(3))
        #expect(segs.map { $0.underline?.pattern } == [.dot, .solid])
        #expect(segs[1].underline?.color == Color.red.resolved)
        #expect(segs.allSatisfy { $0.strikethrough?.pattern == .solid && $0.baselineOffset == 3 })
        #expect(segments(Text("a").underline(false)).first?.underline == nil)
    }

    @Test func tabularDigitsHaveOneWidth() {
        // Inter's default figures are proportional ("1" narrower than "0"); with `tnum`
        // every digit takes the same advance.
        func width(_ t: Text) -> CGFloat { pangoLayout(t.id("t")).frame(of: "t")?.width ?? 0 }
        #expect(width(Text("1111")) < width(Text("0000")) - 1)
        #expect(close(width(Text("1111").monospacedDigit()), width(Text("0000").monospacedDigit()), 0.001))
        #expect(close(width(Text("1111").font(.body.monospacedDigit())), width(Text("0000").monospacedDigit()), 0.001))
    }
}
