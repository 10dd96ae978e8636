import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// `containerBackground(_:for:)`, `toolbarTitleMenu` / `ToolbarTitleMenu` and `toolbarRole`,
/// on iOS 17's 390 × 844 navigation stack (44-point bar, 52-point large title).
@Suite(.designEra(.iOS17)) struct ContainerBackgroundTests {
    static let size = CGSize(width: 390, height: 844)

    func stack<V: View>(_ content: V) -> some View {
        NavigationStack { content }.frame(width: 390, height: 844)
    }
    func px(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] { PresentationTestSupport.rgb(b, x, y) }
    func png<V: View>(_ view: V) throws -> Data { try ImageRenderer(content: view).pngData() }

    /// Apple's example, `Text("Blue").containerBackground(.blue, for: .navigation)`: the
    /// whole stack is blue (iOS 17's system blue, (0, 122, 255)) — the transparent bar at
    /// y 20, beside the large title at y 70, and the content area at y 600 — where without it
    /// the stack shows the white system background.
    @Test func navigationBackgroundFillsTheWholeStack() throws {
        let blue = try ImageRenderer(content: stack(Text("Blue").navigationTitle("Colors").containerBackground(.blue, for: .navigation))).bitmap()
        for y in [2, 20, 70, 300, 600, 840] { #expect(px(blue, 380, y) == [0, 122, 255], "y \(y): \(px(blue, 380, y))") }
        let plain = try ImageRenderer(content: stack(Text("Blue").navigationTitle("Colors"))).bitmap()
        #expect(px(plain, 380, 20) == [255, 255, 255])
        // The text still draws over it, centred across the stack, below the bar and large title.
        let layout = ViewLayout(of: stack(Text("Blue").id("t").navigationTitle("Colors").containerBackground(.blue, for: .navigation)), in: Self.size)
        let t = try #require(layout.frame(of: "t"))
        #expect(t.minY >= 96 && abs(t.midX - 195) < 1)
        #expect(PresentationTestSupport.strings(layout.displayList.items).contains("Blue"))
    }

    /// `.tabView` (iOS 18): a tab's `containerBackground(_:for: .tabView)` fills the selected
    /// tab's content area behind its text (y 300 and 600 red, the text still drawn), and
    /// stays out of the tab bar's 49 points at the bottom (y 830 is the bar's own colour, as
    /// without it); an unselected tab's background is not drawn; a `.tabView` background
    /// inside a navigation stack is not the stack's.
    @Test func tabViewBackgroundFillsTheSelectedTab() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let tabs = TabView {
            Text("One").containerBackground(red, for: .tabView).tabItem { Text("One") }
            Text("Two").containerBackground(Color(red: 0, green: 0, blue: 1), for: .tabView).tabItem { Text("Two") }
        }.frame(width: 390, height: 844)
        let bitmap = try ImageRenderer(content: tabs).bitmap()
        #expect(px(bitmap, 20, 300) == [255, 0, 0] && px(bitmap, 380, 600) == [255, 0, 0])
        let plain = try ImageRenderer(content: TabView { Text("One").tabItem { Text("One") } }.frame(width: 390, height: 844)).bitmap()
        #expect(px(bitmap, 20, 830) == px(plain, 20, 830))
        #expect(rgba(plain, 20, 300)[3] == 0)     // nothing behind the plain tab's text
        let layout = ViewLayout(of: tabs, in: Self.size)
        #expect(PresentationTestSupport.strings(layout.displayList.items).contains("One"))
        let inStack = try ImageRenderer(content: stack(Text("S").containerBackground(red, for: .tabView))).bitmap()
        let stackPlain = try ImageRenderer(content: stack(Text("S"))).bitmap()
        #expect(rgba(inStack, 380, 600) == rgba(stackPlain, 380, 600) && px(inStack, 380, 600) != [255, 0, 0])
    }

    /// A root smaller than the space under the bar is centred in it, as SwiftUI centres a
    /// hosting controller's root: under a large title (bar 44 + 52 = 96) a 20-point-high text's
    /// middle is at 96 + (844 − 96) / 2 = 470; under an inline title (44) at 44 + 800 / 2 = 444.
    /// A list fills the space, so it still starts at the bar (y 96). With a container
    /// background the background is still drawn first and the text over it.
    @Test func aSmallRootIsCentredUnderTheBar() throws {
        let large = ViewLayout(of: stack(Text("Hi").id("t").navigationTitle("Title")), in: Self.size)
        let t = try #require(large.frame(of: "t"))
        #expect(abs(t.midY - 470) < 0.01 && abs(t.midX - 195) < 1, "\(t)")
        let inline = ViewLayout(of: stack(Text("Hi").id("t").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)), in: Self.size)
        #expect(abs((try #require(inline.frame(of: "t"))).midY - 444) < 0.01)
        let list = ViewLayout(of: stack(List { Text("Row") }.id("l").navigationTitle("Title")), in: Self.size)
        #expect(try #require(list.frame(of: "l")) == CGRect(x: 0, y: 96, width: 390, height: 748))
        let hidden = ViewLayout(of: stack(Text("Hi").id("t").toolbar(.hidden, for: .navigationBar)), in: Self.size)
        #expect(abs((try #require(hidden.frame(of: "t"))).midY - 422) < 0.01)
        let blue = try ImageRenderer(content: stack(Text("Blue").navigationTitle("Colors").containerBackground(.blue, for: .navigation))).bitmap()
        #expect(px(blue, 380, 470) == [0, 122, 255])
        let items = PresentationTestSupport.strings(ViewLayout(of: stack(Text("Blue").navigationTitle("Colors").containerBackground(.blue, for: .navigation)), in: Self.size).displayList.items)
        let text = try #require(items.firstIndex(of: "Blue")), title = try #require(items.firstIndex(of: "Colors"))
        #expect(text < title, "\(items)")
    }

    /// The view form: `containerBackground(for:alignment:content:)` with a 100-point red square
    /// at `.topLeading` fills from the stack's corner (x, y < 100 red; beyond it, nothing: the
    /// canvas's white). A hidden bar keeps the background.
    @Test func viewBackgroundIsAlignedInTheContainer() throws {
        let view = stack(Color.clear.navigationTitle("T").containerBackground(for: .navigation, alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
        })
        let b = try ImageRenderer(content: view.background(Color.white)).bitmap()
        #expect(px(b, 50, 50) == [255, 59, 48], "\(px(b, 50, 50))")
        #expect(px(b, 150, 50) == [255, 255, 255] && px(b, 50, 150) == [255, 255, 255])
        let hidden = stack(Color.clear.toolbar(.hidden, for: .navigationBar).containerBackground(.green, for: .navigation))
        #expect(px(try ImageRenderer(content: hidden).bitmap(), 200, 400) == [52, 199, 89])
    }

    /// `.widget`: drawn behind the view over its frame (170 × 170, a small widget), under
    /// the content; outside a navigation container `.navigation` changes nothing.
    @Test func widgetBackgroundAndNoContainer() throws {
        let widget = VStack { Text("12°") }.frame(width: 170, height: 170).containerBackground(.orange, for: .widget)
        let b = try ImageRenderer(content: widget).bitmap()
        #expect(b.width == 170 && b.height == 170)
        #expect(px(b, 5, 5) == [255, 149, 0] && px(b, 165, 165) == [255, 149, 0])
        let alone = Text("A").frame(width: 50, height: 30)
        #expect(try png(alone.containerBackground(.blue, for: .navigation)) == png(alone))
    }

    /// A title menu puts a chevron after an inline title: the ink of the bar's row (y 8-36)
    /// widens to the right by the chevron and its 4-point gap and the pair stays centred, so
    /// the title's first ink moves left by half of that; `ToolbarTitleMenu` in `.toolbar` draws
    /// the same and adds no toolbar item; a large title is unchanged.
    @Test func titleMenuShowsAChevronAfterAnInlineTitle() throws {
        /// The first and last columns with ink in the bar's row.
        func inkColumns<V: View>(_ v: V) throws -> (Int, Int) {
            let b = try ImageRenderer(content: stack(v)).bitmap()
            var first = Int.max, last = -1
            for y in 8..<36 { for x in 0..<390 where px(b, x, y)[0] < 200 { first = min(first, x); last = max(last, x) } }
            return (first, last)
        }
        let plain = Color.white.navigationTitle("Notes").navigationBarTitleDisplayMode(.inline)
        let menu = plain.toolbarTitleMenu { Button("Rename") {} }
        let a = try inkColumns(plain), b = try inkColumns(menu)
        // Centred: the ink's middle at 195 both times (within a pixel).
        #expect(abs(Double(a.0 + a.1) / 2 - 195) <= 1.5 && abs(Double(b.0 + b.1) / 2 - 195) <= 1.5, "\(a) \(b)")
        // Wider by a chevron (13-point footnote glyph, 7-12 points of ink) and the 4-point gap.
        let growth = (b.1 - b.0) - (a.1 - a.0)
        #expect(growth >= 11 && growth <= 18, "\(growth)")
        let item = Color.white.navigationTitle("Notes").navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarTitleMenu { Button("Rename") {} } }
        #expect(try png(stack(item)) == png(stack(menu)))
        #expect(try png(stack(Color.white.navigationTitle("Notes").toolbarTitleMenu { Button("Rename") {} }))
            == png(stack(Color.white.navigationTitle("Notes"))))
        #expect(try png(stack(Color.white.navigationTitle("Notes").navigationBarTitleDisplayMode(.inline).toolbar { ToolbarTitleMenu() }))
            == png(stack(menu)))
    }

    /// `toolbarRole` changes the bar only on iPadOS: on iPhone every role gives the same image.
    @Test func toolbarRoleChangesNothingOnIPhone() throws {
        let base = try png(stack(Color.white.navigationTitle("Browser")))
        for role in [ToolbarRole.automatic, .navigationStack, .browser, .editor] {
            #expect(try png(stack(Color.white.navigationTitle("Browser").toolbarRole(role))) == base)
        }
    }
}
