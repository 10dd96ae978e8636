import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// What pasted account, contacts and stopwatch screens showed wrong: a list with an
/// empty-state overlay left white under its large title, a clear row background still drew
/// the white card, a coloured first row lost the card's rounded corner, and a button's own
/// `foregroundStyle` lost to the tint. Colours are iOS 17's (systemGroupedBackground
/// 242, 242, 247; systemGreen 52, 199, 89; systemBlue 0, 122, 255).
@Suite(.designEra(.iOS17)) struct PastedScreenFixesTests {
    func bitmap<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> Bitmap {
        try ImageRenderer(content: view.frame(width: w, height: h).background(Color.white)).bitmap()
    }

    func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    static let grouped = [242, 242, 247]

    /// `List { … }.overlay { if empty { ContentUnavailableView … } }`: the overlay decorates
    /// the list, so the transparent bar still shows the list's grouped background.
    @Test func aListWithAnOverlayShowsItsBackgroundUnderTheBar() throws {
        let empty = false
        let screen = NavigationStack {
            List { Text("Anna") }
                .overlay { if empty { Text("No Contacts") } }
                .background { Color.clear }
                .navigationTitle("Contacts")
        }
        let b = try bitmap(screen, 390, 300)
        #expect(rgb(b, 300, 10) == Self.grouped)   // the bar's button row
        #expect(rgb(b, 300, 70) == Self.grouped)   // the large-title row, right of the title
        // Without a list the bar stays the system background.
        let plain = try bitmap(NavigationStack { Text("Anna").overlay { EmptyView() }.navigationTitle("Contacts") }, 390, 300)
        #expect(rgb(plain, 300, 10) == [255, 255, 255])
    }

    /// `List { … }.safeAreaInset(edge: .bottom) { recordButton }` (a voice-memo screen): the
    /// inset sits over the list, which still reaches under the bar with its grouped
    /// background (it showed white there before).
    @Test func aListWithABottomInsetShowsItsBackgroundUnderTheBar() throws {
        let screen = NavigationStack {
            List { Text("Memo") }
                .navigationTitle("Voice Memos")
                .safeAreaInset(edge: .bottom) { Circle().fill(.red).frame(width: 40, height: 40) }
        }
        let b = try bitmap(screen, 390, 300)
        #expect(rgb(b, 300, 10) == Self.grouped)
        #expect(rgb(b, 300, 70) == Self.grouped)
        #expect(rgb(b, 195, 280) == [255, 59, 48])  // the inset: iOS 17's red at the bottom
    }

    /// Rows of an inset-grouped list are 44 tall from y 35 on a card inset 20 (iOS 17): a
    /// clear background shows the list's background; a coloured one is clipped to the card.
    @Test func rowBackgroundsReplaceTheCardAndKeepItsCorners() throws {
        let clear = try bitmap(List {
            Text("Header").listRowBackground(Color.clear)
            Text("B")
        }, 390, 200)
        #expect(rgb(clear, 300, 40) == Self.grouped)         // row 1: no card behind it
        #expect(rgb(clear, 300, 100) == [255, 255, 255])     // row 2: on the card
        #expect(rgb(clear, 21, 78) == Self.grouped)          // row 1's bottom-left: no card there
        let yellow = try bitmap(List { Text("A").listRowBackground(Color.yellow) }, 390, 200)
        #expect(rgb(yellow, 300, 57) == [255, 204, 0])       // the row's own colour
        #expect(rgb(yellow, 20, 35) == Self.grouped)         // the card's rounded corner (radius 10)
        #expect(rgb(yellow, 369, 78) == Self.grouped)        // and the opposite one
        #expect(rgb(yellow, 25, 57) == [255, 204, 0])        // inside the corner's arc
    }

    /// The most opaque pixel of a button's title drawn 40 points tall.
    func ink<V: View>(_ button: V) throws -> [Int] {
        let b = try bitmap(button.font(.system(size: 40)), 240, 80)
        var darkest = [255, 255, 255]
        for y in 0..<80 {
            for x in 0..<240 {
                let c = rgb(b, x, y)
                if c.reduce(0, +) < darkest.reduce(0, +) { darkest = c }
            }
        }
        return darkest
    }

    /// `Button("Reset") {}.foregroundStyle(.primary)`: iOS draws the title in the style the
    /// button is given, not the tint; without one, the tint; destructive, red.
    @Test func aForegroundStyleOutranksTheTint() throws {
        #expect(try ink(Button("Reset") {}) == [0, 122, 255])
        #expect(try ink(Button("Reset") {}.foregroundStyle(.primary)) == [0, 0, 0])
        #expect(try ink(Button("Start") {}.foregroundStyle(.green)) == [52, 199, 89])
        #expect(try ink(VStack { Button("Start") {} }.foregroundStyle(.green)) == [52, 199, 89])
        #expect(try ink(Button("Delete", role: .destructive) {}) == [255, 59, 48])
        #expect(try ink(Button("Start") {}.buttonStyle(.bordered).foregroundStyle(.green)) == [52, 199, 89])
        // Disabled still wins: the tertiary label, (60, 60, 67) at 30 % over white is
        // 255 − 0.3 · (255 − c) = (196.5, 196.5, 198.6), drawn as (197, 197, 199).
        #expect(try ink(Button("Start") {}.foregroundStyle(.green).disabled(true)) == [197, 197, 199])
    }

    /// iOS 26's `Button(role:action:)` labels itself: an x mark for `.close`, a check mark for
    /// `.confirm` (icons alone in a toolbar), "Delete" with a trash can for `.destructive`
    /// elsewhere, in system red.
    @Test func roleButtonsLabelThemselves() throws {
        let screen = NavigationStack {
            List { Button(role: .destructive) {} }
                .navigationTitle("New Contact")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button(role: .close) {} }
                    ToolbarItem(placement: .confirmationAction) { Button(role: .confirm) {} }
                }
        }
        let b = try bitmap(screen, 390, 200)
        func darkest(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            var m = 255
            for y in ys { for x in xs { m = min(m, rgb(b, x, y).reduce(0, +) / 3) } }
            return m
        }
        // iOS 17 (this suite's era): the symbols in the tint at the bar's ends, nothing between
        // them and the centred title.
        #expect(darkest(8..<44, 4..<40) < 140)        // the x mark, leading
        #expect(darkest(346..<382, 4..<40) < 140)     // the check mark, trailing
        #expect(darkest(60..<120, 4..<40) > 230)      // no title text after it: the grouped grey only
        // The destructive row: a red trash can and "Delete" (systemRed 255, 59, 48).
        var red = 0
        for y in 44..<120 { for x in 20..<200 where rgb(b, x, y) == [255, 59, 48] { red += 1 } }
        #expect(red > 40)
    }

    /// iOS 26 gives a toolbar's `.confirm` button a capsule of its own, of glass tinted with
    /// the accent colour (0, 136, 255) at 0.80 (`GlassLook.wash`), and a white check mark.
    /// Over the grouped background (242, 242, 247), saturated 1.5 as the backdrop is
    /// (SVG `saturate`: 241.8, 241.8, 249.3), the glass inside is
    /// 0.8 · (0, 136, 255) + 0.2 · (241.8, 241.8, 249.3) = (48.4, 157.2, 253.9).
    @Test func aConfirmButtonIsProminentInAnIOS26Toolbar() throws {
        let screen = NavigationStack {
            List { Text("Ada") }
                .navigationTitle("New Contact")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button(role: .close) {} }
                    ToolbarItem(placement: .confirmationAction) { Button(role: .confirm) {} }
                }
        }
        .environment(\.designEra, .iOS26)
        let b = try bitmap(screen, 390, 200)
        let glass = rgb(b, 340, 22)
        #expect(zip(glass, [48, 157, 254]).allSatisfy { abs($0 - $1) <= 2 }, "\(glass)")
        // The check mark is white; the close button's capsule is the plain glass (grey-white).
        var white = 0
        for y in 12..<32 { for x in 344..<364 where rgb(b, x, y).allSatisfy({ $0 > 225 }) { white += 1 } }
        #expect(white > 10)
        #expect(rgb(b, 26, 22).allSatisfy { $0 > 230 })
    }

    /// In an iOS 26 bottom toolbar too, a `.confirm` button has its own capsule of
    /// accent-tinted glass with a white icon (it was plain glass, its white icon invisible);
    /// the filter button's capsule stays plain.
    @Test func aConfirmButtonIsProminentInAnIOS26BottomBar() throws {
        let screen = NavigationStack {
            List { Text("Ada") }
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
                    ToolbarSpacer(.flexible, placement: .bottomBar)
                    ToolbarItem(placement: .bottomBar) { Button("New", systemImage: "plus", role: .confirm) {} }
                }
        }
        .environment(\.designEra, .iOS26)
        let b = try bitmap(screen, 390, 300)
        func count(_ xs: Range<Int>, _ test: ([Int]) -> Bool) -> Int {
            var n = 0
            for y in 200..<300 { for x in xs where test(rgb(b, x, y)) { n += 1 } }
            return n
        }
        let tinted = { (p: [Int]) in p[2] > 240 && p[0] < 90 && p[1] > 130 && p[1] < 175 }
        #expect(count(300..<390, tinted) > 600)   // the confirm capsule, accent glass
        #expect(count(0..<100, tinted) == 0)      // the filter capsule, plain glass
        let white = count(300..<390) { $0.allSatisfy { $0 > 245 } }
        #expect(white > 6 && white < 200)  // the white plus on it, not a white capsule
    }
}
