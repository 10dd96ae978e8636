import Cairn
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// iOS 18's `Tab`/`TabSection` syntax draws what the `.tabItem`/`.tag` spelling draws; tab
/// bar items take the bar's symbol size; `.tabViewStyle(.page)` draws pages with dots.
@Suite(.designEra(.iOS17)) struct TabSyntaxTests {
    func png<V: View>(_ view: V, scale: CGFloat = 2) throws -> Data {
        let r = ImageRenderer(content: view.frame(width: 390, height: 300))
        r.scale = scale
        return try r.pngData()
    }

    @Test func tabsDrawAsTabItems() throws {
        let modern = TabView {
            Tab("Home", systemImage: "house") { Color.red }
            Tab("Settings", systemImage: "gearshape") { Color.blue }
        }
        let classic = TabView {
            Color.red.tabItem { Label("Home", systemImage: "house") }
            Color.blue.tabItem { Label("Settings", systemImage: "gearshape") }
        }
        let pairs = TabView {
            Color.red.tabItem { Image(systemName: "house"); Text("Home") }
            Color.blue.tabItem { Image(systemName: "gearshape"); Text("Settings") }
        }
        #expect(try png(modern) == png(classic))
        #expect(try png(modern) == png(pairs))
        // Sections put their tabs in line: the same bar as without them.
        let sectioned = TabView {
            Tab("Home", systemImage: "house") { Color.red }
            TabSection("More") { Tab("Settings", systemImage: "gearshape") { Color.blue } }
        }
        #expect(try png(sectioned) == png(modern))
    }

    @Test func valuesSelectTabs() throws {
        let view = TabView(selection: .constant(2)) {
            Tab("A", systemImage: "a.circle", value: 1) { Color.red.id("one") }
            Tab("B", systemImage: "b.circle", value: 2) { Color.blue.id("two") }
            Tab(value: 3, role: .search) { Color.green.id("three") }
        }
        let l = ViewLayout(of: view, in: CGSize(width: 390, height: 300))
        #expect(l.frame(of: "one") == nil)
        #expect(l.frame(of: "two") == CGRect(x: 0, y: 0, width: 390, height: 251))
        // The search role's label is the magnifying glass over "Search".
        let search = TabView { Tab(role: .search) { Color.green } }
        let explicit = TabView { Color.green.tabItem { Image(systemName: "magnifyingglass"); Text("Search") } }
        #expect(try png(search) == png(explicit))
    }

    /// A tab bar's symbol has the body size at the large scale, in the fill variant, whatever
    /// font its item sets (UITabBarItem takes only the image): the same frame as a standalone
    /// `Image(systemName: "house.fill").font(.body).imageScale(.large)`, over twice as tall as
    /// a 10-point one.
    @Test func tabBarSymbolsTakeTheBarsSize() throws {
        let bar = TabView {
            Color.red.tabItem { Image(systemName: "house").font(.caption2).id("icon"); Text("Home") }
        }
        let l = ViewLayout(of: bar, in: CGSize(width: 390, height: 300))
        let icon = try #require(l.frame(of: "icon"))
        let alone = try #require(ViewLayout(of: Image(systemName: "house.fill").font(.body).imageScale(.large).id("i"),
                                            in: CGSize(width: 100, height: 100)).frame(of: "i"))
        #expect(icon.size == alone.size)
        let small = try #require(ViewLayout(of: Image(systemName: "house").font(.system(size: 10)).id("i"),
                                            in: CGSize(width: 100, height: 100)).frame(of: "i"))
        #expect(icon.height > 2 * small.height, "\(icon) vs \(small)")
        // Icon, 2 points, then the 10-point title: centred in the 49-point bar at y 251.
        #expect(icon.minY > 251 && icon.maxY < 300)
    }

    /// Pages: the selected page fills the view; three dots 7 wide, 16 apart, centred 13
    /// above the bottom (300 × 200: centres (134, 187), (150, 187), (166, 187)); the current
    /// dot white, the others white at 30 % (76.5 over black).
    /// The page dots are capped at the width's worth (16 points each): 3 dots in 50 points,
    /// every dot of 35 in a frame 4.9 × 10⁶⁸ wide (CairnFuzz's containers seed 129, which
    /// trapped converting 3 × 10⁶⁷ dots to an Int), none in a NaN frame.
    @Test func pageDotsInTinyHugeAndNaNFrames() throws {
        #expect(PageTabViewBehavior.dotCentres(count: 35, in: CGRect(x: 0, y: 0, width: 50, height: 100)).count == 3)
        let huge = PageTabViewBehavior.dotCentres(count: 35, in: CGRect(x: 0, y: 0, width: 4.9e68, height: 111))
        #expect(huge.count == 35 && huge.allSatisfy { $0.x.isFinite && $0.y == 111 - PageTabViewBehavior.controlHeight / 2 })
        #expect(PageTabViewBehavior.dotCentres(count: 35, in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 111)).isEmpty)
        let view = TabView { ForEach(0..<35, id: \.self) { i in Text("\(i)") } }.tabViewStyle(.page).frame(width: 4.9e68, height: 111)
        #expect(!ViewLayout(of: view, in: CGSize(width: 4.9e68, height: 111)).displayList.isEmpty)
    }

    @Test func pageStyleDrawsDots() throws {
        func pages(_ n: Int, _ mode: PageTabViewStyle.IndexDisplayMode = .automatic) -> some View {
            TabView(selection: .constant(1)) {
                ForEach(0..<n, id: \.self) { i in Color.black.id("page\(i)").tag(i) }
            }
            .tabViewStyle(.page(indexDisplayMode: mode))
            .frame(width: 300, height: 200)
        }
        let l = ViewLayout(of: pages(3), in: CGSize(width: 300, height: 200))
        #expect(l.frame(of: "page1") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(l.frame(of: "page0") == nil)
        let b = try ImageRenderer(content: pages(3)).bitmap()
        func px(_ x: Int, _ y: Int) -> [Int] { Array(rgba(b, x, y)[0..<3]) }
        #expect(px(150, 187) == [255, 255, 255])
        #expect(px(134, 187).allSatisfy { abs($0 - 76) <= 1 }, "\(px(134, 187))")
        #expect(px(166, 187).allSatisfy { abs($0 - 76) <= 1 })
        #expect(px(142, 187) == [0, 0, 0])
        #expect(px(150, 178) == [0, 0, 0])                  // above the dots
        // One page: no dot unless `.always`; `.never`: none.
        let one = try ImageRenderer(content: pages(1)).bitmap()
        #expect(Array(rgba(one, 150, 187)[0..<3]) == [0, 0, 0])
        let always = try ImageRenderer(content: pages(1, .always)).bitmap()
        #expect(Array(rgba(always, 150, 187)[0..<3]) == [255, 255, 255])
        let never = try ImageRenderer(content: pages(3, .never)).bitmap()
        #expect(Array(rgba(never, 150, 187)[0..<3]) == [0, 0, 0])
    }

    /// `.indexViewStyle(.page(backgroundDisplayMode: .always))` backs the dots with a
    /// capsule of black at 20 %: over white, 204; at rest `.automatic` shows none.
    @Test func indexBackgroundCapsule() throws {
        func pages(_ mode: PageIndexViewStyle.BackgroundDisplayMode) -> some View {
            TabView { ForEach(0..<3, id: \.self) { _ in Color.white } }
                .tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: mode))
                .frame(width: 300, height: 200)
        }
        let b = try ImageRenderer(content: pages(.always)).bitmap()
        // Between two dots (x 142) inside the capsule (x 120.5…179.5, y 174…200).
        #expect(Array(rgba(b, 142, 187)[0..<3]).allSatisfy { abs($0 - 204) <= 1 })
        #expect(Array(rgba(b, 110, 187)[0..<3]) == [255, 255, 255])
        let plain = try ImageRenderer(content: pages(.automatic)).bitmap()
        #expect(Array(rgba(plain, 142, 187)[0..<3]) == [255, 255, 255])
    }

    @Test func barStylesAndCustomizationChangeNothingOnIPhone() throws {
        let base = TabView { Tab("Home", systemImage: "house") { Color.red }; Tab("B", systemImage: "gearshape") { Color.blue } }
        let styled = TabView {
            Tab("Home", systemImage: "house") { Color.red }.customizationID("home").tabPlacement(.pinned)
            Tab("B", systemImage: "gearshape") { Color.blue }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization(.constant(TabViewCustomization()))
        .tabViewSidebarHeader { Text("Header") }
        #expect(try png(styled) == png(base))
        #expect(try png(base.tabViewStyle(.tabBarOnly)) == png(base))
    }
}
