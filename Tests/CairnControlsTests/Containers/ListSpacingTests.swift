import Cairn
import Testing
import CairnTestSupport

/// `.listRowSpacing(_:)` and `.listSectionSpacing(_:)` on a 390-point canvas, against the
/// list metrics of `ListTests` (first card 35 below the top, 44-point rows, cards 35 apart,
/// a header's text 24 below the previous card).
@Suite(.designEra(.iOS17)) struct ListSpacingTests {
    func text(_ s: String) -> CGSize {
        ViewLayout(of: Text(s).fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
    }

    /// The y of a text row's text whose row starts at `rowTop`.
    func textY(_ rowTop: CGFloat, _ s: String) -> CGFloat { rowTop + (44 - text(s).height) / 2 }

    // Apple's example: "a List with 10 pts of spacing between each row". Rows start at 35,
    // 35 + 44 + 10 = 89 and 143.
    @Test func rowsAreSpacedApart() {
        let list = List {
            Text("Blue").id("a")
            Text("Red").id("b")
            Text("Green").id("c")
        }
        .listRowSpacing(10.0)
        let l = layOut(list, 390, 400)
        expectFrame(l, "a", rect(36, textY(35, "Blue"), text("Blue").width, text("Blue").height))
        expectFrame(l, "b", rect(36, textY(89, "Red"), text("Red").width, text("Red").height))
        expectFrame(l, "c", rect(36, textY(143, "Green"), text("Green").width, text("Green").height))
        // nil is the default: rows touch (35 + 44 = 79).
        let d = layOut(List { Text("Blue"); Text("Red").id("b") }.listRowSpacing(nil), 390, 400)
        expectFrame(d, "b", rect(36, textY(79, "Red"), text("Red").width, text("Red").height))
    }

    // Spacing applies between rows of one section only: the second section's card still
    // starts 35 below the first card's end (35 + 44 + 10 + 44 = 133 → 168).
    @Test func rowSpacingLeavesSectionsAlone() {
        let list = List {
            Section { Text("A"); Text("B") }
            Section { Text("C").id("c") }
        }
        .listRowSpacing(10)
        let l = layOut(list, 390, 400)
        expectFrame(l, "c", rect(36, textY(168, "C"), text("C").width, text("C").height))
    }

    // Between spaced rows the grouped background shows (y = 35 + 44 + 5 = 84), and each row
    // is a rounded card of its own: at (17, 80) — 1 point inside the second card's corner —
    // the background shows through, while the unspaced card is square there at (17, 78).
    @Test func spacedRowsAreCardsOfTheirOwn() throws {
        func rgb(_ v: some View, _ x: Int, _ y: Int) throws -> [UInt8] {
            let b = try ImageRenderer(content: v.frame(width: 390, height: 300)).bitmap()
            let p = b.pixel(x: x, y: y)
            return [p.red, p.green, p.blue]
        }
        let spaced = List { Text("A"); Text("B") }.listRowSpacing(10)
        #expect(try rgb(spaced, 200, 84) == [242, 242, 247])      // the gap: systemGroupedBackground
        #expect(try rgb(spaced, 200, 100) == [255, 255, 255])     // row B's card
        #expect(try rgb(spaced, 16, 89) == [242, 242, 247])       // B's rounded top-left corner
        #expect(try rgb(spaced, 200, 78) == [255, 255, 255])      // no separator above the gap
        let unspaced = List { Text("A"); Text("B") }
        #expect(try rgb(unspaced, 200, 84) == [255, 255, 255])    // one card, rows touch
    }

    // `.listSectionSpacing(5)` (Apple's example): the second card starts 5 below the first
    // (35 + 44 + 5 = 84), and the space below the last section stays 35.
    @Test func customSectionSpacing() {
        let list = List {
            Section { Text("Blue") }
            Section { Text("Square").id("s") }
        }
        let l = layOut(list.listSectionSpacing(5.0), 390, 400)
        expectFrame(l, "s", rect(36, textY(84, "Square"), text("Square").width, text("Square").height))
        let c = layOut(list.listSectionSpacing(.custom(5)), 390, 400)
        #expect(c.frame(of: "s") == l.frame(of: "s"))
        // `.default` is the grouped 35: the second card at 35 + 44 + 35 = 114.
        let d = layOut(list.listSectionSpacing(.default), 390, 400)
        expectFrame(d, "s", rect(36, textY(114, "Square"), text("Square").width, text("Square").height))
        // Unspecified height: 35 + 44 + 5 + 44 + 35 = 163.
        let size = ViewLayout(of: list.listSectionSpacing(5).fixedSize(horizontal: false, vertical: true).id("l"), in: CGSize(width: 390, height: 1000)).frame(of: "l")!.size
        #expect(size.height == 163)
    }

    // Apple: "each section applies half its spacing above and below. Sections without
    // explicit spacing apply the spacing of their adjacent sections". Sections 10 and 30
    // are (10 + 30) / 2 = 20 apart; the unmarked third takes its neighbour's 30; the list's
    // own 100 is overridden wherever a section has spacing.
    @Test func sectionSpacingOnSectionsMixesByHalves() {
        let list = List {
            Section { Text("A") }.listSectionSpacing(10)
            Section { Text("B").id("b") }.listSectionSpacing(30)
            Section { Text("C").id("c") }
            Section { Text("D").id("d") }
        }
        .listSectionSpacing(100)
        let l = layOut(list, 390, 600)
        // Cards: A at 35; B at 35 + 44 + 20 = 99; C at 99 + 44 + 30 = 173; D (neither C nor
        // D marked) at 173 + 44 + 100 = 317.
        expectFrame(l, "b", rect(36, textY(99, "B"), text("B").width, text("B").height))
        expectFrame(l, "c", rect(36, textY(173, "C"), text("C").width, text("C").height))
        expectFrame(l, "d", rect(36, textY(317, "D"), text("D").width, text("D").height))
    }

    // With a header, the spacing runs from the previous card to the header's text (by
    // default 24): `.listSectionSpacing(8)` puts "SHAPES" 8 below the first card's end (79).
    @Test func sectionSpacingBeforeAHeader() {
        let header = ViewLayout(of: Text("COLORS").font(.footnote).fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
        // The first header's text 17 below the top, its card 7 below it, 44 tall.
        let firstCardEnd = 17 + header.height + 7 + 44
        func headerY(_ list: some View) -> CGFloat { layOut(list, 390, 400).frame(of: "h")!.minY }
        let list = List {
            Section("Colors") { Text("Blue") }
            Section { Text("Square") } header: { Text("SHAPES").id("h") }
        }
        #expect(abs(headerY(list.listSectionSpacing(8)) - (firstCardEnd + 8)) < 0.001)
        #expect(abs(headerY(list) - (firstCardEnd + 24)) < 0.001)
    }

    // Bad lengths fall back to the defaults and never trap.
    @Test func badSpacingIsTheDefault() {
        let base = layOut(List { Text("A"); Text("B").id("b") }, 390, 300).frame(of: "b")
        for bad in [-10, CGFloat.nan, .infinity] {
            #expect(layOut(List { Text("A"); Text("B").id("b") }.listRowSpacing(bad), 390, 300).frame(of: "b") == base)
            #expect(layOut(List { Section { Text("A") }; Section { Text("B").id("b") } }.listSectionSpacing(bad), 390, 300).frame(of: "b")
                    == layOut(List { Section { Text("A") }; Section { Text("B").id("b") } }, 390, 300).frame(of: "b"))
        }
    }

    /// A row holding only a segmented picker keeps the row inset for its separator: the card
    /// starts at x 16 and rows are inset 20, so the separator starts at x 36, where it had
    /// started under the first segment's title. Found by pixels: the separator's row is the
    /// first non-white one at x 362 (right of the control, clear of the card's corners), and along it the
    /// first non-white pixel from the card's edge.
    @Test func segmentedPickerRowSeparatorKeepsTheRowInset() throws {
        let list = List {
            Picker("Units", selection: .constant("Metric")) {
                Text("Metric").tag("Metric")
                Text("Imperial").tag("Imperial")
            }
            .pickerStyle(.segmented)
            Text("Next")
        }
        let b = try ImageRenderer(content: list.frame(width: 390, height: 200)).bitmap()
        func white(_ x: Int, _ y: Int) -> Bool { let p = b.pixel(x: x, y: y); return p.red == 255 && p.green == 255 && p.blue == 255 }
        let line = try #require((40..<150).first { !white(362, $0) })
        let start = (17..<370).first { !white($0, line) }
        #expect(start == 36, "separator at y \(line) starts at \(String(describing: start))")
    }
}
