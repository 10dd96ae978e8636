import Cairn
import Testing
import CairnTestSupport

/// `List`, `Section` and `Form` on a 390-point iPhone canvas, with the metrics documented in
/// `ListMetrics` (16-point card inset, 20-point row insets, 44-point minimum rows, 35-point
/// section spacing, headers 7 above their card).
@Suite(.designEra(.iOS17)) struct ListTests {
    func text(_ s: String, _ font: Font? = nil) -> CGSize {
        ViewLayout(of: Text(s).font(font).fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
    }

    @Test func insetGroupedRowsSitInCardsInsetFromTheEdges() {
        let list = List {
            Section {
                Text("One").id("one")
                Toggle("Two", isOn: .constant(true)).id("two")
            }
            Section("Header") {
                Text("Three").id("three")
            }
        }
        let l = layOut(list.id("list"), 390, 600)
        expectFrame(l, "list", rect(0, 0, 390, 600))
        // Row 1: the card starts 35 below the top; content 16 + 20 = 36 in, 6 down, centred
        // in the 44-point row: y = 35 + (44 − text height) / 2.
        let t = text("One")
        expectFrame(l, "one", rect(36, 35 + (44 - t.height) / 2, t.width, t.height))
        // Row 2: a toggle is offered the row's width less the insets (390 − 72 = 318) and is
        // 31 tall: y = 35 + 44 + 6.5.
        expectFrame(l, "two", rect(36, 35 + 44 + 6.5, 318, 31))
        // Section 2: its header 24 below the first card (ends at 123), 7 above its card.
        let h = text("HEADER", .footnote)
        let cardTop = 123 + 24 + h.height + 7
        let t3 = text("Three")
        expectFrame(l, "three", rect(36, cardTop + (44 - t3.height) / 2, t3.width, t3.height))
    }

    @Test func plainRowsRunEdgeToEdge() {
        let l = layOut(List { Text("A").id("a"); Text("B").id("b") }.listStyle(.plain), 390, 300)
        let t = text("A")
        expectFrame(l, "a", rect(20, (44 - t.height) / 2, t.width, t.height))
        let tb = text("B")
        expectFrame(l, "b", rect(20, 44 + (44 - tb.height) / 2, tb.width, tb.height))
    }

    @Test func groupedCardsSpanTheWidth() {
        let l = layOut(List { Color.clear.frame(height: 10).id("r") }.listStyle(.grouped), 390, 300)
        // Offered 390 − 40 = 350 wide; 44 tall row, content centred: y = 35 + 17.
        expectFrame(l, "r", rect(20, 35 + 17, 350, 10))
    }

    @Test func rowModifiers() {
        let l = layOut(List {
            Color.clear.frame(height: 60).id("tall").listRowInsets(EdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5))
        }, 390, 300)
        // Insets 5 each side of the 358-wide card, 10 above: the row is 80 tall.
        expectFrame(l, "tall", rect(21, 45, 348, 60))
    }

    @Test func sizesForTheProposalsUsersMeet() {
        let list = List { Text("Row") }
        func size(_ w: CGFloat?, _ h: CGFloat?) -> CGSize {
            ViewLayout(of: list.fixedSize(horizontal: w == nil, vertical: h == nil).id("l"), in: CGSize(width: w ?? 1000, height: h ?? 1000)).frame(of: "l")!.size
        }
        #expect(close(size(390, 500), CGSize(width: 390, height: 500)))
        #expect(close(size(0, 0), CGSize(width: 0, height: 0)))
        // Unspecified: the row's ideal width plus 2 · (16 + 20); one section: 35 + 44 + 35.
        #expect(close(size(nil, nil), CGSize(width: text("Row").width + 72, height: 114)))
    }

    @Test func emptyListIsItsBackground() throws {
        let l = layOut(List {}.id("l"), 200, 100)
        expectFrame(l, "l", rect(0, 0, 200, 100))
        let b = try ImageRenderer(content: List {}.frame(width: 200, height: 100)).bitmap()
        let p = b.pixel(x: 100, y: 50)
        #expect([p.red, p.green, p.blue] == [242, 242, 247])    // systemGroupedBackground
        _ = layOut(List { ForEach(0..<0, id: \.self) { Text("\($0)") } }, 200, 100)
    }

    @Test func cardsAndRowBackgroundsArePainted() throws {
        let view = List {
            Text("A")
            Text("B").listRowBackground(Color.yellow)
        }
        .frame(width: 390, height: 200)
        let b = try ImageRenderer(content: view).bitmap()
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = b.pixel(x: x, y: y); return [p.red, p.green, p.blue] }
        #expect(rgb(8, 60) == [242, 242, 247])       // outside the card: grouped background
        #expect(rgb(300, 40) == [255, 255, 255])     // row 1 on the white card
        #expect(rgb(300, 100) == [255, 204, 0])      // row 2's yellow background (y 79...123)
    }

    @Test func darkListsUseAppleDarkGroupedColours() throws {
        // Dark mode (UIColor docs): systemGroupedBackground black, secondarySystemGroupedBackground
        // rgb(28, 28, 30) for the cards.
        let view = List { Text("A") }.frame(width: 390, height: 200).environment(\.colorScheme, .dark)
        let b = try ImageRenderer(content: view).bitmap()
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = b.pixel(x: x, y: y); return [p.red, p.green, p.blue] }
        #expect(rgb(8, 60) == [0, 0, 0])             // outside the card: grouped background
        #expect(rgb(300, 40) == [28, 28, 30])        // the row's card
    }

    @Test func sectionOutsideAListIsItsChildren() {
        let l = layOut(VStack(spacing: 0) {
            Section { fixed(10, 10).id("a") } header: { fixed(20, 5).id("h") }
        }, 100, 100)
        // Header then row, stacked: 5 + 10 tall, centred in 100.
        expectFrame(l, "h", rect(40, 42.5, 20, 5))
        expectFrame(l, "a", rect(45, 47.5, 10, 10))
    }

    @Test func formIsAnInsetGroupedList() {
        let a = layOut(Form { Text("Row").id("r") }, 390, 300).frame(of: "r")
        let b = layOut(List { Text("Row").id("r") }.listStyle(.insetGrouped), 390, 300).frame(of: "r")
        #expect(a == b)
    }
}

/// `.labelsHidden()` and `.scrollContentBackground(.hidden)`.
@Suite(.designEra(.iOS17)) struct ListModifierTests {
    @Test func labelsHiddenLeavesTheControlAlone() {
        let l = layOut(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("t"), 300, 100)
        expectFrame(l, "t", rect(124.5, 34.5, 51, 31))                  // the switch alone, centred
        let s = layOut(Stepper("N", value: .constant(1), in: 0...2).labelsHidden().id("s"), 300, 100)
        expectFrame(s, "s", rect(103, 34, 94, 32))
    }

    @Test func hiddenScrollContentBackgroundShowsTheViewsBackground() throws {
        let view = List { Text("A") }
            .scrollContentBackground(.hidden)
            .background(Color.mint)
            .frame(width: 200, height: 150)
        let b = try ImageRenderer(content: view).bitmap()
        let p = b.pixel(x: 5, y: 10)
        #expect([p.red, p.green, p.blue] == [0, 199, 190])               // system mint
        let q = b.pixel(x: 100, y: 40)
        #expect([q.red, q.green, q.blue] == [255, 255, 255])             // the row's card stays
    }
}
