import Cairn
import Foundation
import Testing
import CairnTestSupport

/// iOS 26's floating tab bar is the bottom safe area of its tab's content: in a 390 × 844
/// screen the bar's footprint is 62 + 21 = 83 points, so content is laid out in y 0…761; a
/// background and `ignoresSafeArea` reach under the bar, and so do vertical scroll views and
/// lists (UIKit lays them under bars and insets their content), rows showing through the
/// glass. `GeometryProxy.safeAreaInsets.bottom` reports the 83.
@MainActor @Suite(.designEra(.iOS26)) struct TabSafeAreaTests {
    func layout<V: View>(_ view: V, _ w: CGFloat = 390, _ h: CGFloat = 844) -> ViewLayout {
        ViewLayout(of: view, in: CGSize(width: w, height: h))
    }

    func tab<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        TabView { content().tabItem { Text("One") }; Text("2").tabItem { Text("Two") } }
    }

    /// A `VStack` with a `Spacer` puts its last line just above the bar, not under it; a
    /// background view (not a style) stays with the stack, 761 tall.
    @Test func contentStopsAboveTheBar() {
        let l = layout(tab {
            VStack { Text("Top"); Spacer(); Text("Bottom").id("bottom") }
                .frame(maxWidth: .infinity).id("stack")
                .background(Color.yellow.id("yellow"))
        })
        #expect(l.frame(of: "stack") == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(l.frame(of: "bottom")?.maxY == 761)
        #expect(l.frame(of: "yellow") == CGRect(x: 0, y: 0, width: 390, height: 761))
    }

    /// `ignoresSafeArea()` grows a colour to the bottom edge; without it the colour stops at 761.
    @Test func ignoresSafeAreaReachesTheBottomEdge() {
        #expect(layout(tab { Color.red.id("c") }).frame(of: "c")?.height == 761)
        #expect(layout(tab { Color.red.ignoresSafeArea().id("c") }).frame(of: "c")?.height == 761)
        #expect(layout(tab { Color.red.id("inner").ignoresSafeArea() }).frame(of: "inner")?.height == 844)
    }

    /// A reader filling the tab sees the bar's 83 points as its bottom inset; one 100 points
    /// short of the bottom sees none.
    @Test func geometryReaderSeesTheBar() {
        func probe(_ inset: @escaping (EdgeInsets) -> CGFloat) -> some View {
            GeometryReader { proxy in Color.clear.frame(height: inset(proxy.safeAreaInsets)).id("probe") }
        }
        #expect(layout(tab { probe(\.bottom) }).frame(of: "probe")?.height == 83)
        #expect(layout(tab { probe(\.bottom).padding(.bottom, 100) }).frame(of: "probe")?.height == 0)
    }

    /// A scroll view reaches under the bar with its content inset by the bar: at rest the
    /// content starts at the top (card 8 at 800, under the glass), and anchored to the bottom
    /// its end sits at 761, above the bar. A horizontal carousel keeps its height above the bar.
    @Test func scrollViewsReachUnderTheBar() {
        let cards = VStack(spacing: 0) { ForEach(0..<20) { i in Color.blue.frame(height: 100).id("card\(i)") } }
        let top = layout(tab { ScrollView { cards } })
        #expect(top.frame(of: "card0")?.minY == 0)
        #expect(top.frame(of: "card8")?.minY == 800)
        let bottom = layout(tab { ScrollView { cards }.defaultScrollAnchor(.bottom) })
        #expect(bottom.frame(of: "card19")?.maxY == 761)
        let carousel = layout(tab {
            VStack { Spacer(); ScrollView(.horizontal) { HStack { Color.red.frame(width: 200, height: 120).id("slide") } } }
        })
        #expect(carousel.frame(of: "slide") == CGRect(x: 0, y: 641, width: 200, height: 120))
    }

    /// Pixels, scale 1, below the glass (y 835; the bar spans y 761…823) and beside it (x 5):
    /// a plain tab shows the system background, white; a short grouped list its grey
    /// (242, 242, 247); a long list in a navigation stack its rows' white card (x 16…374) at
    /// x 20; a scroll view of red cards shows red; a yellow background style reaches the
    /// bottom edge.
    @Test func underTheBarPixels() throws {
        func px<V: View>(_ v: V, _ x: Int = 5, _ y: Int = 835) throws -> [Int] {
            let b = try ImageRenderer(content: tab { v }.frame(width: 390, height: 844)).bitmap()
            return Array(rgba(b, x, y)[0..<3])
        }
        #expect(try px(Text("Plain")) == [255, 255, 255])
        #expect(try px(List { Text("Row") }) == [242, 242, 247])
        let long = NavigationStack { List(0..<30) { i in Text("Row \(i)") }.navigationTitle("Items") }
        #expect(try px(long, 20) == [255, 255, 255])
        #expect(try px(long, 5) == [242, 242, 247])
        #expect(try px(redCards) == [255, 0, 0])
        #expect(try px(Text("Y").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color(red: 1, green: 1, blue: 0))) == [255, 255, 0])
    }

    var redCards: some View {
        ScrollView { VStack(spacing: 0) { ForEach(0..<20) { _ in Color(red: 1, green: 0, blue: 0).frame(height: 100) } } }
    }

    /// iOS 17's opaque bar: the same scroll view stops at 795 (844 − 49), the bar's own
    /// background drawn below it.
    @Test func iOS17ScrollViewsStopAtTheBar() throws {
        let r = ImageRenderer(content: tab { redCards }.frame(width: 390, height: 844).environment(\.designEra, .iOS17))
        r.designEra = .iOS17
        let b = try r.bitmap()
        #expect(Array(rgba(b, 5, 790)[0..<3]) == [255, 0, 0])
        #expect(Array(rgba(b, 5, 835)[0..<3]) != [255, 0, 0])
    }
}
