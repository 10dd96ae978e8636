import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `TabView` and `NavigationStack` under `DesignEra.iOS26` against `.iOS17`: frames from the
/// era's `BarMetrics` (a floating tab bar 62 tall, 21 points in from the sides and bottom;
/// toolbar items in glass capsules 44 tall, at least 44 wide) and pixels of the glass and the
/// selected tab's highlight. Every test names its era on the view and on the renderer.
@MainActor @Suite struct IOS26BarsTests {
    func layout<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat, era: DesignEra) -> ViewLayout {
        ViewLayout(of: view.environment(\.designEra, era), in: CGSize(width: w, height: h))
    }

    /// The RGB of `view` framed `w` × `h`, rendered at scale 1 in `era` and `scheme`.
    func render<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat, era: DesignEra, scheme: ColorScheme = .light) throws -> (Int, Int) -> [Int] {
        let content = view.frame(width: w, height: h).environment(\.colorScheme, scheme).environment(\.designEra, era)
        let r = ImageRenderer(content: content)
        r.designEra = era
        let b = try r.bitmap()
        return { x, y in Array(rgba(b, x, y)[0..<3]) }
    }

    func near(_ a: [Int], _ b: [Int], _ tol: Int = 1) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tol } }

    /// A tab view of `count` tabs, each a content colour and a 20-point square item `item<i>`.
    func tabs(_ count: Int, content: Color = .white, selected: Int = 0) -> some View {
        TabView(selection: .constant(selected)) {
            ForEach(0..<count, id: \.self) { i in
                content.id("content\(i)").tabItem { Rectangle().frame(width: 20, height: 20).id("item\(i)") }.tag(i)
            }
        }
    }

    /// iOS 26's tab bar in a 390 × 844 screen: x 21…369, y 761…823 (844 − 21 − 62); four tabs
    /// share its 348 points (87 each), so item 0's square is centred at (64.5, 792). The
    /// content stops at the bar's footprint, 761 (844 − 62 − 21: the bar is its bottom safe
    /// area, which scroll views and backgrounds reach under); iOS 17's stops at 795 (844 − 49)
    /// and its items share 390 points from y 795.
    @Test func floatingTabBarFrames() {
        let l26 = layout(tabs(4), 390, 844, era: .iOS26)
        #expect(l26.frame(of: "content0") == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(l26.frame(of: "item0") == CGRect(x: 54.5, y: 782, width: 20, height: 20))
        #expect(l26.frame(of: "item3") == CGRect(x: 315.5, y: 782, width: 20, height: 20))
        let l17 = layout(tabs(4), 390, 844, era: .iOS17)
        #expect(l17.frame(of: "content0") == CGRect(x: 0, y: 0, width: 390, height: 795))
        #expect(l17.frame(of: "item0") == CGRect(x: 38.75, y: 809.5, width: 20, height: 20))
        // Unspecified height: the content and the bar's footprint (62 + 21) below it.
        let fitted = layout(TabView { Color.red.frame(height: 100).tabItem { Text("A") } }
            .fixedSize(horizontal: false, vertical: true).id("tabs"), 300, 600, era: .iOS26)
        #expect(fitted.frame(of: "tabs")?.size == CGSize(width: 300, height: 183))
    }

    /// Pixels of a 300 × 200 tab view of two tabs over white: the bar spans x 21…279, y 117…179;
    /// the selected tab's highlight capsule (slot x 21…150 inset 4: x 25…146, y 121…175) is
    /// black at 6 % over the glass, 255 − 0.06 × 255 = 239.7; regular glass over white stays
    /// white (white wash over white). The selected item is iOS 26 blue (0, 136, 255), the
    /// other black (the label colour); iOS 17's is gray (153, 153, 153) on a full-width bar.
    @Test func floatingTabBarPixelsLight() throws {
        let px = try render(tabs(2), 300, 200, era: .iOS26)
        #expect(near(px(60, 125), [240, 240, 240]))        // highlight, top leading
        #expect(near(px(160, 125), [255, 255, 255]))       // glass over white, unselected slot
        // Left of and below the bar the content, white under the glass's faint shadow (black
        // at 0.10, σ 6, 2 down: `GlassLook.shadow`), 255 · (1 − 0.10 · Φ(−d / 6)) ≥ 254 this far.
        #expect(px(10, 148).allSatisfy { (253...255).contains($0) })
        #expect(px(150, 190).allSatisfy { (253...255).contains($0) })
        #expect(px(85, 148) == [0, 136, 255])              // selected item's square
        #expect(px(214, 148) == [0, 0, 0])                 // unselected item, label colour
        let old = try render(tabs(2), 300, 200, era: .iOS17)
        #expect(old(225, 175) == [153, 153, 153])          // iOS 17: gray unselected item
        #expect(old(150, 190) != [255, 255, 255])          // iOS 17: the bar's background
    }

    /// Dark, over black content: the regular glass's wash is (28, 28, 30) at 45 % —
    /// (12.6, 12.6, 13.5) over black — and the highlight adds white at 12 %:
    /// 12.6 + 0.12 × 242.4 = 41.7.
    @Test func floatingTabBarPixelsDark() throws {
        let px = try render(tabs(2, content: .black), 300, 200, era: .iOS26, scheme: .dark)
        #expect(near(px(160, 125), [13, 13, 14], 2))       // glass, unselected slot
        #expect(near(px(60, 125), [42, 42, 42], 2))        // highlight
        #expect(px(10, 148) == [0, 0, 0])                  // beside the bar
        #expect(px(214, 148) == [255, 255, 255])           // unselected item: white label
    }

    /// A 300-wide stack with two trailing items of 20-point squares: under iOS 26 each takes a
    /// 44 × 44 box (20 + 2 × 12 = 44), the last ending 16 from the edge: boxes x 240…284 and
    /// 196…240, squares at x 252 and 208, y 12; a `ToolbarSpacer` moves the first 8 points on
    /// (x 188…232, square at 200). iOS 17 packs the bare squares 8 apart: 264 and 236. The
    /// large title's row and the content start at 96 in both eras.
    @Test func toolbarItemFrames() {
        func stack(spacer: Bool) -> some View {
            NavigationStack {
                Color.white.id("content").navigationTitle("Title").toolbar {
                    ToolbarItem { Rectangle().frame(width: 20, height: 20).id("a") }
                    if spacer { ToolbarSpacer(.fixed) }
                    ToolbarItem { Rectangle().frame(width: 20, height: 20).id("b") }
                    ToolbarItem(placement: .topBarLeading) { Rectangle().frame(width: 30, height: 20).id("lead") }
                }
            }
        }
        let l26 = layout(stack(spacer: false), 300, 400, era: .iOS26)
        #expect(l26.frame(of: "b") == CGRect(x: 252, y: 12, width: 20, height: 20))
        #expect(l26.frame(of: "a") == CGRect(x: 208, y: 12, width: 20, height: 20))
        // The leading item's box: 30 + 24 = 54 wide from x 16, its content at 28.
        #expect(l26.frame(of: "lead") == CGRect(x: 28, y: 12, width: 30, height: 20))
        #expect(l26.frame(of: "content")?.minY == 96)
        let spaced = layout(stack(spacer: true), 300, 400, era: .iOS26)
        #expect(spaced.frame(of: "a") == CGRect(x: 200, y: 12, width: 20, height: 20))
        let l17 = layout(stack(spacer: false), 300, 400, era: .iOS17)
        #expect(l17.frame(of: "b") == CGRect(x: 264, y: 12, width: 20, height: 20))
        #expect(l17.frame(of: "a") == CGRect(x: 236, y: 12, width: 20, height: 20))
        #expect(l17.frame(of: "content")?.minY == 96)
    }

    /// Dark: the two trailing items share one glass capsule x 196…284, y 0…44 over the black
    /// bar, (12.6, 12.6, 13.5) inside — also at (240, 4), where two 44-point circles centred
    /// at x 218 and 262 would leave a gap (28 points from either centre): one capsule — and
    /// black outside; the squares are white (the label colour). iOS 17 draws no glass.
    @Test func toolbarGlassPixelsDark() throws {
        let view = NavigationStack {
            Color.black.navigationTitle("Title").toolbar {
                ToolbarItem { Rectangle().frame(width: 20, height: 20) }
                ToolbarItem { Rectangle().frame(width: 20, height: 20) }
            }
        }
        let px = try render(view, 300, 400, era: .iOS26, scheme: .dark)
        #expect(near(px(245, 22), [13, 13, 14], 2))
        #expect(near(px(240, 4), [13, 13, 14], 2))
        #expect(px(190, 22) == [0, 0, 0])
        #expect(px(262, 22) == [255, 255, 255])
        let old = try render(view, 300, 400, era: .iOS17, scheme: .dark)
        #expect(old(245, 4) == [0, 0, 0])
    }

    /// `.sharedBackgroundVisibility(.hidden)` (iOS 26) takes the first item (box x 196…240) out
    /// of the shared capsule: black at (200, 22) where the capsule was, the second item's
    /// capsule (x 240…284) still there; `.visible` is the default picture.
    @Test func hiddenSharedBackgroundLeavesTheItemBare() throws {
        func view(_ visibility: Visibility) -> some View {
            NavigationStack {
                Color.black.navigationTitle("Title").toolbar {
                    ToolbarItem { Rectangle().frame(width: 20, height: 20) }
                        .sharedBackgroundVisibility(visibility)
                    ToolbarItem { Rectangle().frame(width: 20, height: 20) }
                }
            }
        }
        let shared = try render(view(.visible), 300, 400, era: .iOS26, scheme: .dark)
        #expect(near(shared(200, 22), [13, 13, 14], 2))
        let bare = try render(view(.hidden), 300, 400, era: .iOS26, scheme: .dark)
        #expect(bare(200, 22) == [0, 0, 0])
        #expect(near(bare(245, 22), [13, 13, 14], 2))
        #expect(bare(218, 22) == [255, 255, 255])        // the item itself is drawn
    }

    /// Bad input in both eras: NaN and huge frames, an empty tab view, 100 tabs, 50 toolbar
    /// items — each lays out and draws.
    @Test func badInputDrawsInBothEras() throws {
        for era in [DesignEra.iOS17, .iOS26] {
            let many = NavigationStack {
                Text("x").navigationTitle("T").toolbar { ForEach(0..<50, id: \.self) { i in ToolbarItem { Button("\(i)") {} } } }
            }
            _ = try render(many, 300, 200, era: era)
            _ = try render(tabs(100), 300, 200, era: era)
            _ = try render(TabView { EmptyView() }, 300, 200, era: era)
            _ = try render(tabs(3).frame(width: .nan, height: .nan), 100, 100, era: era)
            let huge = layout(tabs(3), 1e9, 1e9, era: era)
            #expect(huge.size.width == 1e9)
            _ = layout(TabView { EmptyView() }, .infinity, .nan, era: era)
        }
    }
}
