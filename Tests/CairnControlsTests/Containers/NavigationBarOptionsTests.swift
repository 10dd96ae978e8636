import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// `.searchable`, the toolbar background, colour scheme and visibility modifiers and
/// `.swipeActions`, on iOS 17's 390-wide navigation bar (44-point row, 52-point large title,
/// 52-point search drawer with a 36-point field 16 in from each side).
@Suite(.designEra(.iOS17)) struct NavigationBarOptionsTests {
    static let size = CGSize(width: 390, height: 844)

    func stack<V: View>(_ content: V) -> some View {
        NavigationStack { content }.frame(width: 390, height: 844)
    }
    func bitmap<V: View>(_ view: V) throws -> Bitmap { try ImageRenderer(content: view).bitmap() }
    func px(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] { PresentationTestSupport.rgb(b, x, y) }
    func strings<V: View>(_ view: V) -> [String] {
        PresentationTestSupport.strings(ViewLayout(of: view, in: Self.size).displayList.items)
    }

    /// Large title: bar 44 + title 52 + drawer 52, so the content starts at 148; inline: 96.
    /// The field spans x 16…374, y 104…140 in `tertiarySystemFill`, (118, 118, 128) at 12 %
    /// over white: 255 − 0.12 · 137 = 238.6, 255 − 0.12 · 127 = 239.8.
    @Test func searchFieldSitsUnderTheTitle() throws {
        let large = ViewLayout(of: stack(Color.white.id("content").navigationTitle("Mail").searchable(text: .constant(""))), in: Self.size)
        #expect(large.frame(of: "content") == CGRect(x: 0, y: 148, width: 390, height: 696))
        let inline = ViewLayout(of: stack(Color.white.id("content").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
            .searchable(text: .constant(""))), in: Self.size)
        #expect(inline.frame(of: "content") == CGRect(x: 0, y: 96, width: 390, height: 748))
        let b = try bitmap(stack(Color.white.navigationTitle("Mail").searchable(text: .constant(""))))
        #expect(px(b, 300, 110) == [239, 239, 240], "\(px(b, 300, 110))")
        #expect(px(b, 300, 102) == [255, 255, 255])
        #expect(px(b, 300, 142) == [255, 255, 255])
        #expect(px(b, 10, 120) == [255, 255, 255])
        #expect(px(b, 380, 120) == [255, 255, 255])
    }

    @Test func searchFieldShowsThePromptOrTheText() throws {
        #expect(strings(stack(Color.white.navigationTitle("Mail").searchable(text: .constant("")))).contains("Search"))
        #expect(strings(stack(Color.white.navigationTitle("Mail").searchable(text: .constant(""), prompt: "Find mail"))).contains("Find mail"))
        let typed = strings(stack(Color.white.navigationTitle("Mail").searchable(text: .constant("invoice"), placement: .navigationBarDrawer(displayMode: .always))))
        #expect(typed.contains("invoice") && !typed.contains("Search"))
        // Scopes and suggestions show only while searching.
        let plain = stack(Color.white.navigationTitle("Mail").searchable(text: .constant("")))
        let extras = stack(Color.white.navigationTitle("Mail").searchable(text: .constant(""))
            .searchScopes(.constant(0)) { Text("All").tag(0) }.searchSuggestions { Text("x").searchCompletion("x") })
        #expect(try ImageRenderer(content: extras).pngData() == ImageRenderer(content: plain).pngData())
    }

    /// Applied to the stack (or a split view) rather than inside it, the field is the
    /// stack's: the same picture; a stack nested in the content does not draw it again.
    @Test func searchableOnTheContainerItself() throws {
        let inside = NavigationStack { Color.white.navigationTitle("Mail").searchable(text: .constant("")) }.frame(width: 390, height: 844)
        let outside = NavigationStack { Color.white.navigationTitle("Mail") }.searchable(text: .constant("")).frame(width: 390, height: 844)
        #expect(try ImageRenderer(content: outside).pngData() == ImageRenderer(content: inside).pngData())
        let split = NavigationSplitView { Color.white.id("c").navigationTitle("Mail") } detail: { Text("D") }.searchable(text: .constant(""))
        #expect(ViewLayout(of: split.frame(width: 390, height: 844), in: Self.size).frame(of: "c")?.minY == 148)
        let nested = NavigationStack { NavigationStack { Color.white.id("inner").navigationTitle("Inner") }.id("innerStack") }
            .searchable(text: .constant(""))
        // The inner stack has no drawer: its content is 44 + 52 (title) below its top, not 148.
        let l = ViewLayout(of: nested.frame(width: 390, height: 844), in: Self.size)
        let inner = try #require(l.frame(of: "inner")), stack = try #require(l.frame(of: "innerStack"))
        #expect(inner.minY - stack.minY == 96)
    }

    @Test func searchableOutsideANavigationStackDrawsNothing() throws {
        let plain = Color.white.frame(width: 200, height: 100)
        #expect(try ImageRenderer(content: plain.searchable(text: .constant("q"))).pngData() == ImageRenderer(content: plain).pngData())
    }

    /// A bar background shows only where made visible; then the 96-point bar is the style
    /// (pure blue) and `toolbarColorScheme(.dark)` draws the title white on it.
    @Test func toolbarBackgroundAndColorScheme() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let plain = try ImageRenderer(content: stack(Color.white.navigationTitle("Inbox"))).pngData()
        #expect(try ImageRenderer(content: stack(Color.white.navigationTitle("Inbox").toolbarBackground(blue, for: .navigationBar))).pngData() == plain)
        let shown = try bitmap(stack(Color.white.navigationTitle("Inbox").toolbarBackground(blue, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)))
        #expect(px(shown, 300, 20) == [0, 0, 255])
        #expect(px(shown, 300, 90) == [0, 0, 255])
        #expect(px(shown, 300, 100) == [255, 255, 255])
        func whitePixels(_ b: Bitmap) -> Int {
            var n = 0
            for y in 50..<92 { for x in 16..<150 where px(b, x, y) == [255, 255, 255] { n += 1 } }
            return n
        }
        #expect(whitePixels(shown) == 0)
        let dark = try bitmap(stack(Color.white.navigationTitle("Inbox").toolbarBackground(blue, for: .navigationBar)
            .toolbarBackgroundVisibility(.visible, for: .navigationBar).toolbarColorScheme(.dark, for: .navigationBar)))
        #expect(whitePixels(dark) > 50)
        // The bar material when no style is set: rgb(249, 249, 249) at 94 % over white.
        let material = try bitmap(stack(Color.white.navigationTitle("Inbox").toolbarBackground(.visible, for: .navigationBar)))
        #expect(px(material, 300, 20) == [249, 249, 249])
    }

    @Test func hidingTheTabBarGivesTheContentTheHeight() {
        let hidden = ViewLayout(of: TabView { Color.red.id("c").toolbar(.hidden, for: .tabBar).tabItem { Text("A") } }
            .frame(width: 390, height: 300), in: CGSize(width: 390, height: 300))
        #expect(hidden.frame(of: "c") == CGRect(x: 0, y: 0, width: 390, height: 300))
        let shown = ViewLayout(of: TabView { Color.red.id("c").toolbarVisibility(.hidden, for: .navigationBar).tabItem { Text("A") } }
            .frame(width: 390, height: 300), in: CGSize(width: 390, height: 300))
        #expect(shown.frame(of: "c") == CGRect(x: 0, y: 0, width: 390, height: 251))
        // Hiding the navigation bar then the tab bar keeps both hidden.
        let both = ViewLayout(of: NavigationStack { Color.red.id("c").navigationTitle("T")
            .toolbar(.hidden, for: .navigationBar).toolbar(.hidden, for: .tabBar) }, in: CGSize(width: 390, height: 300))
        #expect(both.frame(of: "c") == CGRect(x: 0, y: 0, width: 390, height: 300))
    }

    @Test func swipeActionsAndTitleModes() throws {
        let rows = List { Text("Row").swipeActions { Button("Delete", role: .destructive) {} }.swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} } }
        let plain = List { Text("Row") }
        #expect(try ImageRenderer(content: rows.frame(width: 300, height: 200)).pngData() == ImageRenderer(content: plain.frame(width: 300, height: 200)).pngData())
        let inline = ViewLayout(of: stack(Color.white.id("c").navigationTitle("T").toolbarTitleDisplayMode(.inline)), in: Self.size)
        #expect(inline.frame(of: "c")?.minY == 44)
        let cancel = ViewLayout(of: stack(Color.white.navigationTitle("T").toolbar {
            ToolbarItem(placement: .cancellationAction) { Text("Cancel").id("cancel") }
            ToolbarItem(placement: .confirmationAction) { Text("Done").id("done") }
        }), in: Self.size)
        #expect(cancel.frame(of: "cancel")?.minX == 16)
        #expect(cancel.frame(of: "done")?.maxX == 374)
    }

    /// `.inlineLarge`: the title in the large-title font (bold 34, as the large title) inside
    /// the 44-point row, 16 in, centred vertically; the content starts under the row (44);
    /// a leading item and a principal item go into the overflow menu: the bar then shows a
    /// More button (`ellipsis.circle`) at its trailing end, before which the title must stop.
    @Test func inlineLargeTitle() throws {
        let view = stack(Color.white.id("c").navigationTitle("Search")
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("L").id("leading") }
                ToolbarItem(placement: .principal) { Text("P").id("principal") }
                ToolbarItem(placement: .topBarTrailing) { Text("R").id("trailing") }
            })
        let l = ViewLayout(of: view, in: Self.size)
        #expect(l.frame(of: "c")?.minY == 44)
        // The title: the navigation node's child after the content and the bar items.
        var titleFrame: CGRect?
        _ = l.root.walk { node, _ in
            guard let b = node.behavior as? NavigationBehavior else { return true }
            titleFrame = node.children[1 + b.leading + b.trailing].frame
            return false
        }
        let title = try #require(titleFrame)
        let large = ViewLayout(of: Text("Search").font(.largeTitle.bold()).fixedSize().id("t"), in: Self.size).frame(of: "t")!.size
        #expect(title.minX == 16 && title.size == large)
        #expect(abs(title.midY - 22) < 0.001)
        #expect(l.frame(of: "leading") == nil && l.frame(of: "principal") == nil)
        let trailing = try #require(l.frame(of: "trailing"))
        #expect(title.maxX <= trailing.minX)
        #expect(strings(view).contains("Search"))
        // The More button is drawn: an `ellipsis.circle` symbol is in the display list, and
        // without the moved items there is none.
        func symbols<V: View>(_ v: V) -> Int {
            var n = 0
            func count(_ items: [DisplayList.Item]) {
                for item in items {
                    switch item {
                    case .group(let g): count(g.content.items)
                    case .layer(let layer): count(layer.content.items)
                    case .fill, .stroke: n += 1
                    default: break
                    }
                }
            }
            count(ViewLayout(of: v, in: Self.size).displayList.items)
            return n
        }
        let plain = stack(Color.white.navigationTitle("Search").toolbarTitleDisplayMode(.inlineLarge)
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("R") } })
        #expect(symbols(view) > symbols(plain))
    }
}
