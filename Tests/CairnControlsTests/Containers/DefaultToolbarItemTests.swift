import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// `DefaultToolbarItem(kind:placement:)` (iOS 26): `.search` moves `searchable`'s field out
/// of the navigation bar's drawer into the toolbar as a magnifying-glass button; without a
/// `searchable` there is no search item; the other kinds change nothing on an iPhone. In a
/// 390 × 844 `NavigationStack` under iOS 17: bar 44 + large title 52 + drawer 52, so content
/// starts at 148 with the drawer and at 96 without.
@Suite(.designEra(.iOS17)) @MainActor struct DefaultToolbarItemTests {
    static let size = CGSize(width: 390, height: 844)

    func stack<V: View>(_ content: V) -> some View {
        NavigationStack { content }.frame(width: 390, height: 844)
    }

    func strings<V: View>(_ view: V) -> [String] {
        PresentationTestSupport.strings(ViewLayout(of: view, in: Self.size).displayList.items)
    }

    /// With the default search item in the bottom bar the drawer is gone (the content starts at
    /// 96, and the field's "Search" prompt is not drawn) and the bottom toolbar holds the
    /// magnifying-glass button: the content stops above the bar (844 − 44 = 800 under iOS 17's
    /// 44-point toolbar band). Without the item, the drawer stays (148) and there is no bottom bar.
    @Test func searchItemReplacesTheDrawer() {
        func screen(moved: Bool) -> some View {
            stack(Color.white.id("content").navigationTitle("Mail").searchable(text: .constant(""))
                .toolbar {
                    if moved { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
                })
        }
        let moved = ViewLayout(of: screen(moved: true), in: Self.size)
        let drawer = ViewLayout(of: screen(moved: false), in: Self.size)
        #expect(drawer.frame(of: "content") == CGRect(x: 0, y: 148, width: 390, height: 696))
        #expect(moved.frame(of: "content")?.minY == 96)
        #expect(moved.frame(of: "content")?.maxY == 800)
        #expect(strings(screen(moved: false)).contains("Search"))
        #expect(!strings(screen(moved: true)).contains("Search"))
    }

    /// No `searchable`: no search item, so the toolbar and the content are as without the
    /// default item (the same bytes); `.sidebarToggle` and `.title` change nothing either.
    @Test func otherCasesChangeNothing() throws {
        func png<V: View>(_ view: V) throws -> Data { try ImageRenderer(content: view).pngData() }
        let plain = try png(stack(Color.white.navigationTitle("Mail")))
        let search = try png(stack(Color.white.navigationTitle("Mail").toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }))
        let toggle = try png(stack(Color.white.navigationTitle("Mail").toolbar { DefaultToolbarItem(kind: .sidebarToggle) }))
        let title = try png(stack(Color.white.navigationTitle("Mail").toolbar { DefaultToolbarItem(kind: .title, placement: .principal) }))
        let same = plain == search && plain == toggle && plain == title
        #expect(same)
    }

    /// Under iOS 26 the moved search item sits on glass in the bottom toolbar like any other
    /// item: the glyph (the label colour, black) appears in the bar's area, which is empty
    /// without the item.
    @Test func searchItemDrawsUnderIOS26() throws {
        func bitmap(moved: Bool) throws -> Bitmap {
            let view = stack(Color.white.navigationTitle("Mail").searchable(text: .constant(""))
                .toolbar { if moved { DefaultToolbarItem(kind: .search, placement: .bottomBar) } })
                .environment(\.designEra, .iOS26)
            let r = ImageRenderer(content: view.background(Color.white))
            r.designEra = .iOS26
            return try r.bitmap()
        }
        func darkPixels(_ b: Bitmap) -> Int {
            var n = 0
            for y in 760..<844 { for x in 0..<390 where PresentationTestSupport.rgb(b, x, y).allSatisfy({ $0 < 100 }) { n += 1 } }
            return n
        }
        #expect(darkPixels(try bitmap(moved: true)) > 20)
        #expect(darkPixels(try bitmap(moved: false)) == 0)
    }
}
