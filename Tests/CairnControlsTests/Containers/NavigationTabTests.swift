import Cairn
import Testing
import CairnTestSupport

/// `NavigationStack`'s bar (44 points, plus 52 for a large title), toolbar items 16 points
/// from the edges, and `TabView`'s 49-point tab bar.
@Suite(.designEra(.iOS17)) struct NavigationTabTests {
    func text(_ s: String, _ font: Font? = nil) -> CGSize {
        ViewLayout(of: Text(s).font(font).fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
    }

    @Test func largeTitleBarIs96PointsAndContentFillsTheRest() {
        let view = NavigationStack {
            Color.clear.id("content")
                .navigationTitle("Inbox")
                .toolbar { Button("Edit") {}.id("edit") }
        }
        let l = layOut(view.id("nav"), 390, 800)
        expectFrame(l, "nav", rect(0, 0, 390, 800))
        expectFrame(l, "content", rect(0, 96, 390, 704))
        // The trailing item: 16 from the trailing edge, centred in the 44-point row.
        let e = text("Edit")
        expectFrame(l, "edit", rect(390 - 16 - e.width, (44 - e.height) / 2, e.width, e.height))
    }

    @Test func inlineTitleBarIs44Points() {
        let view = NavigationView {
            Color.clear.id("content")
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
        }
        let l = layOut(view, 390, 800)
        expectFrame(l, "content", rect(0, 44, 390, 756))
    }

    @Test func untitledStackStillHasItsBar() {
        let l = layOut(NavigationStack { Color.clear.id("c") }, 300, 300)
        expectFrame(l, "c", rect(0, 44, 300, 256))
        // Unspecified: the content's size plus the bar.
        let u = ViewLayout(of: NavigationStack { fixed(50, 50) }.fixedSize().id("n"), in: CGSize(width: 300, height: 300))
        #expect(close(u.frame(of: "n")!.size, CGSize(width: 50, height: 94)))
    }

    @Test func tabViewShowsTheSelectedTabAboveA49PointBar() {
        let view = TabView(selection: .constant(2)) {
            Color.red.id("one").tabItem { Text("One") }.tag(1)
            Color.blue.id("two").tabItem { Text("Two") }.tag(2)
        }
        let l = layOut(view.id("tabs"), 390, 800)
        expectFrame(l, "two", rect(0, 0, 390, 751))
        #expect(l.frame(of: "one") == nil)
        // No match, or no selection: the first tab.
        let first = layOut(TabView { Color.red.id("one"); Color.blue.id("two") }, 390, 800)
        expectFrame(first, "one", rect(0, 0, 390, 751))
        _ = layOut(TabView {}, 390, 800)
    }

    @Test func tabBarPaintsTheSelectedItemInTheTint() throws {
        let view = TabView(selection: .constant(1)) {
            Color.white.tabItem { Color.gray.frame(width: 20, height: 20) }.tag(0)
            Color.white.tabItem { Rectangle().frame(width: 20, height: 20) }.tag(1)
        }
        .frame(width: 200, height: 200)
        let b = try ImageRenderer(content: view).bitmap()
        // Item 1 is centred in x 100...200, the bar is y 151...200: (150, 175) is the
        // selected item's rectangle, filled with the foreground (the tint, system blue).
        let p = b.pixel(x: 150, y: 175)
        #expect([p.red, p.green, p.blue] == [0, 122, 255])
    }

    /// `.badge(3)` on a tab's content: a red oval centred on its item's upper-right corner
    /// (UITabBarItem: "the upper-right corner of the item with a surrounding red oval").
    /// Item 1's 20×20 rectangle spans x 140...160, y 165.5...185.5; the 18-point oval is
    /// centred on (160, 165.5), so (160, 158) and (166, 165) are systemRed; `.badge(0)` and no
    /// badge leave the bar there.
    @Test func tabBadgeIsARedOvalAtTheItemsCorner() throws {
        func tabs(_ count: Int?) -> some View {
            TabView(selection: .constant(0)) {
                Color.white.tabItem { Color.gray.frame(width: 20, height: 20) }.tag(0)
                Group {
                    if let count { Color.white.badge(count) } else { Color.white }
                }.tabItem { Rectangle().frame(width: 20, height: 20) }.tag(1)
            }
            .frame(width: 200, height: 200)
        }
        let badged = try ImageRenderer(content: tabs(3)).bitmap()
        for (x, y) in [(160, 158), (166, 165)] {
            let p = badged.pixel(x: x, y: y)
            #expect([p.red, p.green, p.blue] == [255, 59, 48])
        }
        let plain = try ImageRenderer(content: tabs(nil)).pngData()
        #expect(try ImageRenderer(content: tabs(0)).pngData() == plain)
        #expect(try ImageRenderer(content: tabs(3)).pngData() != plain)
    }
}

/// `NavigationLink`: a row with a trailing chevron in a list, a borderless button elsewhere.
@Suite(.designEra(.iOS17)) struct NavigationLinkTests {
    @Test func listRowHasTheChevronAtTheTrailingEdge() throws {
        let l = layOut(List { NavigationLink("General") { Text("Detail") }.id("link") }, 390, 300)
        // The row's content spans the card less the insets, x 36...354; the link is its
        // label, at the content's leading edge, and the row puts the chevron (an accessory,
        // as a cell's) at the trailing edge.
        let f = l.frame(of: "link")!
        let label = layOut(Text("General").fixedSize().id("t"), 390, 300).frame(of: "t")!
        #expect(close(f.minX, 36) && close(f.width, label.width), "\(f)")
        // The chevron (tertiaryLabel over white ≈ 196, 196, 199) is drawn near x = 354 − 3.5.
        let b = try ImageRenderer(content: List { NavigationLink("General") { Text("Detail") } }.frame(width: 390, height: 300)).bitmap()
        var found = false
        for y in 35..<79 { for x in 346..<355 { let p = b.pixel(x: x, y: y); if p.red < 220 && p.red == p.green { found = true } } }
        #expect(found)
    }

    @Test func outsideAListItIsItsLabel() {
        let t = ViewLayout(of: Text("Go").fixedSize().id("t"), in: CGSize(width: 300, height: 100)).frame(of: "t")!.size
        let l = layOut(NavigationLink("Go") { Text("Detail") }.id("link"), 300, 100)
        #expect(close(l.frame(of: "link")!.size, t))
    }
}
