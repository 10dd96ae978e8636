import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Issue 26, bug 6: the default spacing around a `Divider` in a `VStack`. SwiftUI's divider is
/// a shape in a frame of its thickness, so it has a plain view's spacing, and text beside it
/// keeps its font-metric distances (SwiftUI's `Spacing.textSpacing`, audited by OpenSwiftUI
/// for iOS 18): with SF Pro 17 (line 20.2871, descender −4.1006, cap height 11.9780) and
/// t = 0.1 × line rounded up to the pixel, text above a divider keeps
/// 20.2871 + t − 11.9780 from it and text below keeps 4.1006 + t.
@MainActor @Suite struct DividerSpacingTests {
    func textDividerText(scale: CGFloat, dynamicType: DynamicTypeSize = .large) -> ViewLayout {
        layOut(
            VStack {
                Text("Above").id("a")
                Divider().id("d")
                Text("Below").id("b")
            }
            .environment(\.displayScale, scale).environment(\.dynamicTypeSize, dynamicType), 300, 200)
    }

    @Test func textDividerTextAtTwoX() {
        // t = ⌈2.0287 × 2⌉ / 2 = 2.5: 20.2871 + 2.5 − 11.9780 = 10.8091 above the divider,
        // 4.1006 + 2.5 = 6.6006 below it; the divider is one pixel, 0.5 points.
        let l = textDividerText(scale: 2)
        let a = l.frame(of: "a")!, d = l.frame(of: "d")!, b = l.frame(of: "b")!
        #expect(close(d.minY - a.maxY, 10.8091, 0.001))
        #expect(close(b.minY - d.maxY, 6.6006, 0.001))
        #expect(close(d.height, 0.5))
    }

    @Test func textDividerTextAtThreeX() {
        // t = ⌈2.0287 × 3⌉ / 3 = 7/3: 20.2871 + 2.3333 − 11.9780 = 10.6424 and
        // 4.1006 + 2.3333 = 6.4339; the divider 1/3 point.
        let l = textDividerText(scale: 3)
        let a = l.frame(of: "a")!, d = l.frame(of: "d")!, b = l.frame(of: "b")!
        #expect(close(d.minY - a.maxY, 10.6424, 0.001))
        #expect(close(b.minY - d.maxY, 6.4339, 0.001))
        #expect(close(d.height, 1.0 / 3))
    }

    @Test func dividerBetweenPlainViewsIsEight() {
        let l = layOut(VStack { Color.red.frame(width: 10, height: 10).id("a"); Divider().id("d"); Color.red.frame(width: 10, height: 10).id("b") }, 100, 100)
        #expect(close(l.frame(of: "d")!.minY - l.frame(of: "a")!.maxY, 8))
        #expect(close(l.frame(of: "b")!.minY - l.frame(of: "d")!.maxY, 8))
    }

    @Test func textBesideTextKeepsItsLeading() {
        // Text above text: the lower text's leading (SF Pro has none): 0 apart, as before.
        let l = layOut(VStack { Text("One").id("a"); Text("Two").id("b") }.environment(\.displayScale, 2), 200, 100)
        #expect(close(l.frame(of: "b")!.minY - l.frame(of: "a")!.maxY, 0))
    }

    @Test func accessibilitySizesDrawAOnePointDivider() {
        // SwiftUI's divider thickness: 1 point at accessibility sizes, else one pixel.
        let l = textDividerText(scale: 3, dynamicType: .accessibility1)
        #expect(close(l.frame(of: "d")!.height, 1))
    }

    @Test func darkModeDividerIsTheDarkSeparator() throws {
        // UIKit's dark separator, 84, 84, 88 at 60 % over black: 50.4, 50.4, 52.8.
        let renderer = ImageRenderer(content: VStack(spacing: 0) { Color.black.frame(width: 20, height: 4); Divider(); Color.black.frame(width: 20, height: 4) }
            .background(Color.black).environment(\.colorScheme, .dark))
        let p = try renderer.bitmap().pixel(x: 10, y: 4)
        #expect(abs(Int(p.red) - 50) <= 1 && abs(Int(p.blue) - 53) <= 1)
    }
}
