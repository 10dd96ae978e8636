import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `ToolbarItemPlacement.bottomBar`, `.status`, `.secondaryAction` and `.keyboard` in a
/// `NavigationStack`, in both design eras: frames from `BottomToolbarBehavior`'s numbers
/// (iOS 17: a 44-point band at the bottom, items from 16 points in, 8 apart; iOS 26: glass
/// items centred in the floating tab bar's band, 62 tall and 21 from the sides and bottom).
@MainActor @Suite struct BottomToolbarTests {
    func layout<V: View>(_ view: V, _ w: CGFloat = 390, _ h: CGFloat = 844, era: DesignEra) -> ViewLayout {
        ViewLayout(of: view.environment(\.designEra, era), in: CGSize(width: w, height: h))
    }

    func square(_ w: CGFloat, _ h: CGFloat, _ id: String) -> some View {
        Rectangle().frame(width: w, height: h).id(id)
    }

    /// Two bar items and a status item.
    func screen() -> some View {
        NavigationStack {
            Color.white.id("content")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { square(20, 20, "a") }
                    ToolbarItem(placement: .bottomBar) { square(30, 20, "b") }
                    ToolbarItem(placement: .status) { square(40, 10, "s") }
                }
        }
    }

    /// iOS 17: the content stops 44 points above the bottom (844 − 44 bar − 44 toolbar = 756
    /// tall from y 44); the band is y 800…844 (middle 822). "a" is 16 in, "b" 8 after it
    /// (16 + 20 + 8 = 44); the status item is centred: x 195 − 20, y 822 − 5.
    @Test func iOS17Frames() {
        let l = layout(screen(), era: .iOS17)
        #expect(l.frame(of: "content") == CGRect(x: 0, y: 44, width: 390, height: 756))
        #expect(l.frame(of: "a") == CGRect(x: 16, y: 812, width: 20, height: 20))
        #expect(l.frame(of: "b") == CGRect(x: 44, y: 812, width: 30, height: 20))
        #expect(l.frame(of: "s") == CGRect(x: 175, y: 817, width: 40, height: 10))
    }

    /// iOS 26: the band is x 21…369, y 761…823 (middle 792), and with the 21 points below it
    /// it is the content's bottom safe area (UIKit counts a toolbar in the safe area): the
    /// content is 844 − 44 − 83 = 717 tall from y 44. "a"'s glass box is 44 wide (20 + 2 × 12
    /// < 44), so "a" is centred at 21 + 22 = 43; "b"'s box is 30 + 24 = 54 wide from 65,
    /// centred at 92.
    @Test func iOS26Frames() {
        let l = layout(screen(), era: .iOS26)
        #expect(l.frame(of: "content") == CGRect(x: 0, y: 44, width: 390, height: 717))
        #expect(l.frame(of: "a") == CGRect(x: 33, y: 782, width: 20, height: 20))
        #expect(l.frame(of: "b") == CGRect(x: 77, y: 782, width: 30, height: 20))
        #expect(l.frame(of: "s") == CGRect(x: 175, y: 787, width: 40, height: 10))
    }

    /// iOS 26: a bottom `safeAreaInset` sits above the glass band, its bottom at 844 − 83 =
    /// 761 (it sat under the glass, at 844), as it does above a tab bar; a list still runs on
    /// under the glass to the stack's bottom, its last rows showing through. Pixels at scale 1:
    /// the inset's yellow at y 740, and at y 835, beside the glass, a row's white (with nothing
    /// under the glass the stack would be transparent there).
    @Test func aBottomInsetSitsAboveTheGlassAndListsReachUnder() throws {
        let stack = NavigationStack {
            List(0..<30, id: \.self) { Text("Row \($0)") }
                .safeAreaInset(edge: .bottom) { Color.yellow.frame(height: 40).id("inset") }
                .toolbar { ToolbarItem(placement: .bottomBar) { square(20, 20, "a") } }
        }
        let l = layout(stack, era: .iOS26)
        #expect(l.frame(of: "inset") == CGRect(x: 0, y: 721, width: 390, height: 40))
        #expect(l.frame(of: "a") == CGRect(x: 33, y: 782, width: 20, height: 20))
        let r = ImageRenderer(content: stack.environment(\.designEra, .iOS26).frame(width: 390, height: 844))
        r.designEra = .iOS26
        let b = try r.bitmap()
        let yellow = Array(rgba(b, 200, 740)[0..<3])
        #expect(yellow[0] > 240 && yellow[1] > 190 && yellow[2] < 20, "\(yellow)")
        #expect(rgba(b, 200, 835) == [255, 255, 255, 255])
    }

    /// `.toolbar(.hidden, for: .navigationBar)` hides the navigation bar, not the bottom
    /// toolbar (iOS keeps it): the content starts at the top and stops above the bottom
    /// toolbar (iOS 17: 844 − 44 = 800 tall; iOS 26: above the glass band and its inset,
    /// 844 − 83 = 761), and the items sit where they do with the bar shown.
    @Test func hiddenNavigationBarKeepsTheBottomToolbar() {
        let hidden = NavigationStack {
            Color.white.id("content")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { square(20, 20, "a") }
                    ToolbarItem(placement: .status) { square(40, 10, "s") }
                }
                .toolbar(.hidden, for: .navigationBar)
        }
        let l17 = layout(hidden, era: .iOS17)
        #expect(l17.frame(of: "content") == CGRect(x: 0, y: 0, width: 390, height: 800))
        #expect(l17.frame(of: "a") == CGRect(x: 16, y: 812, width: 20, height: 20))
        #expect(l17.frame(of: "s") == CGRect(x: 175, y: 817, width: 40, height: 10))
        let l26 = layout(hidden, era: .iOS26)
        #expect(l26.frame(of: "content") == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(l26.frame(of: "a") == CGRect(x: 33, y: 782, width: 20, height: 20))
    }

    /// A `Spacer()` in a bottom-bar group takes the room left, so the last item ends 16 points
    /// from the trailing edge (390 − 16 − 30 = 344); a flexible `ToolbarSpacer` does the same
    /// under iOS 26, where the last box (54 wide) ends at 369: "b" at 369 − 27 − 15 = 327.
    @Test func spacersPushItemsToTheEnds() {
        let group = NavigationStack {
            Color.white.toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    square(20, 20, "a")
                    Spacer()
                    square(30, 20, "b")
                }
            }
        }
        let l17 = layout(group, era: .iOS17)
        #expect(l17.frame(of: "a")?.minX == 16)
        #expect(l17.frame(of: "b")?.minX == 344)
        let spaced = NavigationStack {
            Color.white.toolbar {
                ToolbarItem(placement: .bottomBar) { square(20, 20, "a") }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { square(30, 20, "b") }
            }
        }
        let l26 = layout(spaced, era: .iOS26)
        #expect(l26.frame(of: "a")?.minX == 33)
        #expect(l26.frame(of: "b")?.minX == 327)
    }

    /// Pixels at scale 1 over white: iOS 17's bar is the tab bar's background, rgb(249, 249,
    /// 249) at 94 % over white (249.4), with a hairline (black at 30 % over it: 0.7 × 249.4 = 174.6) on its top row;
    /// under iOS 26 there is no bar, so beside the glass what is behind shows (white: the
    /// stack's background, as the content stops above the glass), and the regular glass over
    /// white stays white (±1).
    @Test func barPixels() throws {
        let b17 = try ImageRenderer(content: screen().environment(\.designEra, .iOS17).frame(width: 390, height: 844)).bitmap()
        #expect(Array(rgba(b17, 300, 830)[0..<3]).allSatisfy { abs($0 - 249) <= 1 })
        #expect(Array(rgba(b17, 300, 800)[0..<3]).allSatisfy { abs($0 - 175) <= 1 })
        #expect(Array(rgba(b17, 20, 815)[0..<3]) == [0, 0, 0])
        let b26 = try ImageRenderer(content: screen().environment(\.designEra, .iOS26).frame(width: 390, height: 844).background(Color.white)).bitmap()
        #expect(Array(rgba(b26, 300, 830)[0..<3]) == [255, 255, 255])
        // Just outside the glass capsule's rounded corner: white under the glass's shadow
        // (`GlassLook.shadow`, black at 0.10, σ 6, 2 down: at most 0.05 of black at its edge,
        // so ≥ 242), a neutral grey.
        let edge = Array(rgba(b26, 25, 775)[0..<3])
        #expect(edge.allSatisfy { (242...254).contains($0) && $0 == edge[0] }, "\(edge)")
        #expect(Array(rgba(b26, 35, 785)[0..<3]) == [0, 0, 0])
    }

    /// `.keyboard` items draw nothing (no keyboard in a still): the PNG is byte-identical to
    /// the same screen without them, in both eras.
    @Test func keyboardItemsDrawNothing() throws {
        for era in [DesignEra.iOS17, .iOS26] {
            let plain = NavigationStack { Color.white.navigationTitle("Notes") }
            let withKeyboard = NavigationStack {
                Color.white.navigationTitle("Notes").toolbar {
                    ToolbarItem(placement: .keyboard) { Button("Done") {} }
                }
            }
            let a = try ImageRenderer(content: plain.environment(\.designEra, era).frame(width: 300, height: 400)).pngData()
            let b = try ImageRenderer(content: withKeyboard.environment(\.designEra, era).frame(width: 300, height: 400)).pngData()
            let same = a == b
            #expect(same, "\(era)")
        }
    }

    /// `.secondaryAction` items go into the overflow menu: their content is not laid out, and
    /// the bar gains a "More" button (an ellipsis) at its trailing end, so a trailing item sits
    /// that button's width and 8 points further in (iOS 17: 390 − 16 − w − 8 − 20).
    @Test func secondaryActionsCollapseIntoMore() {
        let screen = NavigationStack {
            Color.white.toolbar {
                ToolbarItem(placement: .topBarTrailing) { square(20, 20, "t") }
                ToolbarItem(placement: .secondaryAction) { square(20, 20, "hidden") }
            }
        }
        let more = ViewLayout(of: Button(action: {}) { Image(systemName: "ellipsis.circle") }.id("more").environment(\.designEra, .iOS17),
                              in: CGSize(width: 390, height: 844)).frame(of: "more")?.width ?? 0
        #expect(more > 15)
        let l = layout(screen, era: .iOS17)
        #expect(l.frame(of: "hidden") == nil)
        #expect(l.frame(of: "t")?.minX == 390 - 16 - more - 8 - 20)
    }

    /// A bottom bar in an absurd frame (zero, NaN-free huge) lays out without trapping.
    @Test func degenerateSizes() {
        for size in [CGSize.zero, CGSize(width: 1e9, height: 1e9), CGSize(width: 10, height: 3)] {
            for era in [DesignEra.iOS17, .iOS26] {
                let l = ViewLayout(of: screen().environment(\.designEra, era), in: size)
                #expect(l.frame(of: "a") != nil)
            }
        }
    }
}
