import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// `.sheet` under `DesignEra.iOS26` (see `SheetPresenterBehavior`): below the large detent the
/// sheet floats 8 points in from the left, right and bottom edges on Liquid Glass, its top
/// corners 38 and its bottom corners 54; at the large detent it is full width and opaque, as
/// under iOS 17, with top corners of 38. On 390 × 844 the large sheet is 844 − 20 = 824 tall
/// and the medium detent 0.56 of that, 461.44.
@Suite(.designEra(.iOS26)) struct GlassSheetTests {
    static let canvas = CGSize(width: 390, height: 844)

    typealias Screen = SheetPresentationTests.Screen

    func sheet(_ layout: ViewLayout) -> CGRect? { PresentationTestSupport.presentedFrame(in: layout, by: SheetPresenterBehavior.self) }
    func frame<S: View>(_ content: S) throws -> CGRect {
        try #require(sheet(ViewLayout(of: Screen { $0.sheet(isPresented: .constant(true)) { content } }, in: Self.canvas)))
    }

    @Test func partialDetentsFloatInsetByEight() throws {
        // Medium: top at 844 − 461.44 = 382.56 (where the detent puts it), bottom at 844 − 8.
        let medium = try frame(Text("S").presentationDetents([.medium]))
        #expect(abs(medium.minX - 8) < 0.001 && abs(medium.width - 374) < 0.001)
        #expect(abs(medium.minY - (844 - 461.44)) < 0.001 && abs(medium.maxY - 836) < 0.001)
        #expect(try frame(Text("S").presentationDetents([.height(200)])) == CGRect(x: 8, y: 644, width: 374, height: 192))
        // Large: full width from 20 down, as under iOS 17.
        #expect(try frame(Text("S")) == CGRect(x: 0, y: 20, width: 390, height: 824))
        #expect(try frame(Text("S").presentationDetents([.height(2000)])) == CGRect(x: 0, y: 20, width: 390, height: 824))
        // The same sheet under iOS 17: edge to edge.
        let classic = DesignEra.withDefault(.iOS17) {
            sheet(ViewLayout(of: Screen { $0.sheet(isPresented: .constant(true)) { Text("S").presentationDetents([.medium]) } }, in: Self.canvas))
        }
        #expect(classic.map { abs($0.minX) < 0.001 && abs($0.width - 390) < 0.001 && abs($0.maxY - 844) < 0.001 } == true)
    }

    /// Pixels at scale 1 on white: a medium sheet dims the screen (black at 0.12: 255 · 0.88 = 224.4); the
    /// 8-point margins beside and under the sheet show the dimmed screen; outside the 54-point
    /// bottom corner too, where the iOS 17 sheet (square at the bottom) would be opaque white;
    /// inside, glass over the dimmed white (lighter than the dim). A `presentationBackground`
    /// replaces the glass (red), and the large sheet is the opaque system background.
    @Test func aFloatingSheetIsGlassWithRoundBottomCorners() throws {
        let view = Screen { $0.sheet(isPresented: .constant(true)) { Text("S").presentationDetents([.medium]) } }
        let b = try ImageRenderer(content: view).bitmap()
        func px(_ x: Int, _ y: Int) -> [Int] { PresentationTestSupport.rgb(b, x, y) }
        func dimmed(_ x: Int, _ y: Int) -> Bool { px(x, y).allSatisfy { abs(Double($0) - 224.4) <= 1 } }
        #expect(dimmed(3, 600), "\(px(3, 600))")
        #expect(dimmed(195, 840), "\(px(195, 840))")
        // 10 in from the corner of the sheet (8, 836): outside a 54 radius (√(44² + 44²) ≈ 62 > 54).
        #expect(dimmed(18, 826), "\(px(18, 826))")
        let glass = px(195, 700)
        #expect(glass.allSatisfy { $0 > 226 }, "\(glass)")
        let red = try ImageRenderer(content: Screen { $0.sheet(isPresented: .constant(true)) {
            Text("S").presentationDetents([.medium]).presentationBackground(Color.red)
        } }).bitmap()
        #expect(PresentationTestSupport.rgb(red, 195, 700) == PresentationTestSupport.rgb(try ImageRenderer(content: Color.red.frame(width: 4, height: 4)).bitmap(), 2, 2))
        let large = try ImageRenderer(content: Screen { $0.sheet(isPresented: .constant(true)) { Text("S") } }).bitmap()
        #expect(PresentationTestSupport.rgb(large, 195, 700) == [255, 255, 255])
        // Top corners of 38: 8 in from the large sheet's top-left corner (0, 20) is outside.
        #expect(PresentationTestSupport.rgb(large, 8, 28) != [255, 255, 255])
    }
}
