import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// iOS 26's search field at the bottom of the screen (`searchable` in a `NavigationStack`,
/// `BottomSearchField`), in a 390 × 844 stack: the tab bar's band is 21 points in from the
/// sides and the bottom and 62 tall (x 21…369, y 761…823, centre y 792); the expanded field is
/// 48 tall across it (y 768…816), its glyphs 16 points in; a minimized field is a 44-point glass
/// circle at the band's trailing end (x 325…369, y 770…814). The bar keeps its 44-point row and
/// the 52-point large title, with no drawer: the content starts at 96.
@MainActor @Suite struct BottomSearchFieldTests {
    static let size = CGSize(width: 390, height: 844)

    func layout<V: View>(_ view: V, era: DesignEra = .iOS26) -> ViewLayout {
        ViewLayout(of: view.frame(width: 390, height: 844).environment(\.designEra, era), in: Self.size)
    }

    func render<V: View>(_ view: V, era: DesignEra = .iOS26) throws -> Bitmap {
        // Over white: the content stops above the bottom band (its safe area), white shows under it.
        let r = ImageRenderer(content: view.frame(width: 390, height: 844).background(Color.white).environment(\.designEra, era))
        r.designEra = era
        return try r.bitmap()
    }

    func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] { Array(rgba(b, x, y)[0..<3]) }

    func mail(_ placement: SearchFieldPlacement = .automatic) -> some View {
        NavigationStack { Color.white.id("content").navigationTitle("Mail").searchable(text: .constant(""), placement: placement) }
    }

    /// The x of every pixel on row `y` darker than 200 in red, from `x0` to `x1`.
    func darkColumns(_ b: Bitmap, y: Int, _ x0: Int, _ x1: Int) -> [Int] {
        (x0...x1).filter { rgb(b, $0, y)[0] < 200 }
    }

    @Test func fieldLeavesTheBarForTheBottom() throws {
        let l = layout(mail())
        // The band and the 21 points below it are the content's bottom safe area: 844 − 96 − 83.
        #expect(l.frame(of: "content") == CGRect(x: 0, y: 96, width: 390, height: 665))
        // iOS 17 and an explicit drawer keep it under the title: 44 + 52 + 52.
        #expect(layout(mail(), era: .iOS17).frame(of: "content")?.minY == 148)
        #expect(layout(mail(.navigationBarDrawer)).frame(of: "content")?.minY == 148)
        #expect(layout(mail(.navigationBarDrawer(displayMode: .always))).frame(of: "content")?.minY == 148)
        // `.toolbar` and `.sidebar` go where `.automatic` goes.
        #expect(layout(mail(.toolbar)).frame(of: "content")?.minY == 96)
        #expect(layout(mail(.sidebar)).frame(of: "content")?.minY == 96)
        let strings = PresentationTestSupport.strings(l.displayList.items)
        #expect(strings.contains("Search") && strings.contains("Mail"))
    }

    /// The expanded field is glass exactly where a 348 × 48 regular glass capsule at (21, 768)
    /// is, over the same white; the magnifier is drawn from x 37 (21 + 16) and the microphone
    /// ends at x 353 (369 − 16); nothing is drawn between the field and the screen's edges.
    @Test func expandedFieldPixels() throws {
        let b = try render(mail())
        let reference = try render(ZStack(alignment: .topLeading) {
            Color.white
            Color.clear.frame(width: 348, height: 48).glassEffect(.regular, in: Capsule()).offset(x: 21, y: 768)
        })
        for (x, y) in [(200, 772), (300, 790), (30, 792), (360, 792), (200, 812)] {
            #expect(rgb(b, x, y) == rgb(reference, x, y), "(\(x), \(y)): \(rgb(b, x, y)) vs \(rgb(reference, x, y))")
        }
        // Beside the field, 11 from its edge: white under the glass's faint shadow (≥ 254).
        #expect(rgb(b, 10, 792).allSatisfy { (253...255).contains($0) })
        #expect(rgb(b, 200, 760) == rgb(reference, 200, 760))
        let dark = darkColumns(b, y: 792, 22, 368)
        let first = try #require(dark.first), last = try #require(dark.last)
        #expect(first >= 37 && first <= 40, "\(first)")
        #expect(last >= 350 && last <= 353, "\(last)")
        // The prompt follows the magnifier: dark pixels between x 60 and 120 ("Search").
        #expect(dark.contains { $0 > 62 && $0 < 120 })
    }

    /// `.minimize`, or other bottom-bar items, make it a magnifier in a 44-point glass circle
    /// at the band's trailing end (x 325…369), the other items from the leading end.
    @Test func minimizedAndBesideOtherItems() throws {
        let minimized = try render(NavigationStack {
            Color.white.navigationTitle("Mail").searchable(text: .constant("")).searchToolbarBehavior(.minimize)
        })
        let reference = try render(ZStack(alignment: .topLeading) {
            Color.white
            Color.clear.frame(width: 44, height: 44).glassEffect(.regular, in: Capsule()).offset(x: 325, y: 770)
        })
        #expect(rgb(minimized, 330, 792) == rgb(reference, 330, 792))
        #expect(rgb(minimized, 347, 772) == rgb(reference, 347, 772))
        #expect(rgb(minimized, 300, 792) == [255, 255, 255])
        let glyph = darkColumns(minimized, y: 792, 326, 368)
        #expect(!glyph.isEmpty && glyph.allSatisfy { $0 > 335 && $0 < 359 }, "\(glyph)")
        // Outside the stack, the behaviour reaches it through the environment.
        let outside = try render(NavigationStack { Color.white.navigationTitle("Mail").searchable(text: .constant("")) }
            .searchToolbarBehavior(.minimize))
        let same = outside.pixels == minimized.pixels
        #expect(same)

        let beside = try render(NavigationStack {
            Color.white.navigationTitle("Mail").searchable(text: .constant(""))
                .toolbar { ToolbarItem(placement: .bottomBar) { Rectangle().frame(width: 20, height: 20) } }
        })
        #expect(rgb(beside, 347, 772) == rgb(reference, 347, 772))
        // The item's 44-point glass at the leading end (x 21…65) holds its 20-point square.
        #expect(rgb(beside, 43, 792)[0] < 60)
        #expect(rgb(beside, 200, 792) == [255, 255, 255])
    }

    /// A tab bar holds the bottom, so a tab's field stays in the drawer (content at 148); a
    /// `DefaultToolbarItem` places it itself; a typed text shows with a clear button.
    @Test func tabsDefaultItemsAndText() throws {
        let tabbed = TabView { Tab("Mail", systemImage: "envelope") { mail() } }
        #expect(layout(tabbed).frame(of: "content")?.minY == 148)
        let paged = TabView { mail() }.tabViewStyle(.page)
        #expect(layout(paged).frame(of: "content")?.minY == 96)
        let placed = NavigationStack {
            Color.white.id("content").navigationTitle("Mail").searchable(text: .constant(""))
                .toolbar { DefaultToolbarItem(kind: .search, placement: .topBarTrailing) }
        }
        let b = try render(placed)
        #expect(rgb(b, 200, 792) == [255, 255, 255])  // nothing at the bottom
        let typed = layout(NavigationStack { Color.white.navigationTitle("Mail").searchable(text: .constant("invoice")) })
        let strings = PresentationTestSupport.strings(typed.displayList.items)
        #expect(strings.contains("invoice") && !strings.contains("Search"))
    }

    /// `searchDictationBehavior(.preventDictation)` removes the microphone (inside or around
    /// the stack): no dark pixel right of x 300 on the field's centre row; `.inline` keeps it,
    /// the same bytes as without the modifier.
    @Test func dictationBehaviour() throws {
        let plain = try render(mail())
        let prevented = try render(NavigationStack {
            Color.white.navigationTitle("Mail").searchable(text: .constant("")).searchDictationBehavior(.preventDictation)
        })
        let around = try render(mail().searchDictationBehavior(.preventDictation))
        let inline = try render(mail().searchDictationBehavior(.inline(activation: .onSelect)))
        #expect(!darkColumns(plain, y: 792, 300, 368).isEmpty)
        #expect(darkColumns(prevented, y: 792, 300, 368).isEmpty)
        #expect(darkColumns(around, y: 792, 300, 368).isEmpty)
        let same = inline.pixels == plain.pixels
        #expect(same)
    }

    /// Degenerate frames and a huge prompt: laid out and drawn, no crash.
    @Test func badInputDraws() throws {
        let long = String(repeating: "Search everything ", count: 2_000)
        for (w, h) in [(0.0, 0.0), (20.0, 844.0), (390.0, 30.0), (CGFloat.nan, 844.0), (1e7, 100.0)] {
            let view = NavigationStack { Color.white.navigationTitle("Mail").searchable(text: .constant(""), prompt: long) }
                .frame(width: w, height: h).environment(\.designEra, .iOS26)
            _ = ViewLayout(of: view, in: CGSize(width: 390, height: 844)).displayList
        }
        let b = try render(NavigationStack { Color.white.navigationTitle("Mail").searchable(text: .constant(""), prompt: long) })
        #expect(b.width == 390)
    }
}
