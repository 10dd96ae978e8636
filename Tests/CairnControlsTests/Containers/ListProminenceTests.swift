import Cairn
import CairnCairo
import Testing
import CairnTestSupport

/// `headerProminence`, `badgeProminence`, `listSectionSeparator(Tint)` and `listItemTint` on a
/// 390-point iPhone canvas (metrics in `ListMetrics`: 16-point card inset, 20-point row insets,
/// 44-point rows, the first header 17 below the top).
@Suite(.designEra(.iOS17)) struct ListProminenceTests {
    func text(_ s: String, _ font: Font? = nil) -> CGSize {
        ViewLayout(of: Text(s).font(font).fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
    }

    func bitmap<V: View>(_ view: V, _ width: CGFloat = 390, _ height: CGFloat = 200) throws -> Bitmap {
        try ImageRenderer(content: view.frame(width: width, height: height)).bitmap()
    }

    @Test func increasedHeaderIsTitle3BoldInItsOwnCase() throws {
        let list = List {
            Section { Text("Row") } header: { Text("Header").id("h") }
                .headerProminence(.increased)
        }
        let l = layOut(list, 390, 400)
        // Not in capitals and in title 3 bold: the size of "Header" in that font, at the text
        // inset 16 + 20, 17 below the top.
        let size = text("Header", .title3.bold())
        expectFrame(l, "h", rect(36, 17, size.width, size.height))
        #expect(size.height > text("HEADER", .footnote).height + 5)
        // The standard header stays in footnote, in capitals (iOS 17: every text in the
        // header, a modified `Text` too).
        let standard = layOut(List { Section { Text("Row") } header: { Text("Header").id("h") } }, 390, 400)
        #expect(close(standard.frame(of: "h")?.size, text("HEADER", .footnote)))
        // Its text is the label colour: a black pixel somewhere in the header's frame.
        let b = try bitmap(list, 390, 200)
        let frame = try #require(l.frame(of: "h"))
        var darkest = 255
        for y in Int(frame.minY)..<Int(frame.maxY) { for x in Int(frame.minX)..<Int(frame.maxX) { darkest = min(darkest, rgba(b, x, y)[0]) } }
        #expect(darkest < 40)    // secondaryLabel over the grouped background never gets below 138
    }

    @Test func increasedBadgeIsARedCapsuleAtTheTrailingEdge() throws {
        let row = { (p: BadgeProminence) in List { Text("Inbox").badge(5) }.badgeProminence(p) }
        let increased = try bitmap(row(.increased))
        // The row spans y 35…79; the badge's capsule ends at the row's trailing inset,
        // x = 390 − 16 − 20 = 354: just inside it, at the row's middle, system red.
        #expect(rgba(increased, 351, 57) == [255, 59, 48, 255])
        // The capsule's left padding: the "5" (about 9.4 wide) plus 8 either side starts the
        // capsule near x 328.6; at x 331 the increased badge is red, the standard one (no
        // platter, "the count alone") leaves the card white.
        let standard = try bitmap(row(.standard))
        #expect(rgba(increased, 331, 57) == [255, 59, 48, 255])
        #expect(rgba(standard, 331, 57) == [255, 255, 255, 255])
        // Decreased looks the same as standard on iOS (Apple), byte for byte.
        #expect(try bitmap(row(.decreased)).pixels == standard.pixels)
    }

    @Test func plainSectionsHaveSeparatorsAboveAndBelow() throws {
        let list = { (modify: Bool, tint: Color?) -> AnyView in
            let rows = Section { Text("A"); Text("B") }
            if modify {
                return AnyView(List { rows.listSectionSeparator(.visible, edges: .bottom).listSectionSeparatorTint(tint, edges: .bottom) }.listStyle(.plain))
            }
            return AnyView(List { rows.listSectionSeparator(.visible) }.listStyle(.plain))
        }
        // Rows at y 0…44 and 44…88, separators from x 20 (the row inset): the top one in the
        // first pixel row, the bottom one in the last pixel row of the second row; the
        // separator colour (60, 60, 67) at 0.29 over white is (198, 198, 200).
        let plain = try bitmap(list(false, nil))
        #expect(close(rgba(plain, 200, 0), [198, 198, 200, 255], tolerance: 1))
        #expect(close(rgba(plain, 200, 87), [198, 198, 200, 255], tolerance: 1))
        #expect(rgba(plain, 10, 0) == [255, 255, 255, 255])     // inset like the rows
        let modified = try bitmap(list(true, .red))
        #expect(rgba(modified, 200, 0) == [255, 255, 255, 255])   // hidden (the default)
        let unmodified = try bitmap(AnyView(List { Section { Text("A"); Text("B") } }.listStyle(.plain)))
        #expect(rgba(unmodified, 200, 0) == [255, 255, 255, 255] && rgba(unmodified, 200, 87) == [255, 255, 255, 255])
        #expect(rgba(modified, 200, 87) == [255, 59, 48, 255])    // tinted
        #expect(close(rgba(modified, 200, 43), rgba(plain, 200, 43)))   // the row separator stays
    }

    @Test func groupedSectionsDrawNoSectionSeparators() throws {
        // Inset-grouped sections are cards: the modifiers change nothing, as on iOS.
        let base = List { Section { Text("A"); Text("B") } }
        let modified = List { Section { Text("A"); Text("B") }.listSectionSeparator(.visible).listSectionSeparatorTint(.red) }
        #expect(try bitmap(modified).pixels == bitmap(base).pixels)
    }

    @Test func listItemTintColoursLabelIconsInLists() throws {
        func reds(_ b: Bitmap) -> Int {
            var n = 0
            for y in 35..<79 { for x in 30..<80 { let p = rgba(b, x, y); if p[0] > 200 && p[1] < 120 && p[2] < 120 { n += 1 } } }
            return n
        }
        func greys(_ b: Bitmap) -> Int {
            var n = 0
            for y in 35..<79 { for x in 30..<80 where close(rgba(b, x, y), [142, 142, 147, 255], tolerance: 2) { n += 1 } }
            return n
        }
        let label = Label("Inbox", systemImage: "tray.fill")
        #expect(reds(try bitmap(List { label.listItemTint(.red) })) > 20)
        #expect(reds(try bitmap(List { label.listItemTint(.fixed(.red)) })) > 20)
        #expect(reds(try bitmap(List { label }.listItemTint(.preferred(.red)))) > 20)
        #expect(greys(try bitmap(List { label.listItemTint(.monochrome) })) > 20)
        #expect(reds(try bitmap(List { label })) == 0)
        // Outside a list it changes nothing.
        let outside = VStack { label.listItemTint(.red) }
        #expect(try bitmap(outside).pixels == bitmap(VStack { label }).pixels)
    }

    /// Sidebar lists (Apple, `ListItemTint`): "sidebars apply the tint color to Label icons,
    /// which otherwise use the app's accent color by default" — blue (0, 122, 255) under
    /// iOS 17 with no tint set, the `.tint(_:)` in effect, `listItemTint` over both; an inset
    /// grouped list keeps them in the label colour.
    @Test func sidebarListsTintLabelIconsWithTheAccentColour() throws {
        func count(_ b: Bitmap, _ colour: [Int]) -> Int {
            var n = 0
            for y in 35..<79 { for x in 30..<80 where close(rgba(b, x, y), colour, tolerance: 2) { n += 1 } }
            return n
        }
        let label = Label("Inbox", systemImage: "tray.fill")
        let blue = [0, 122, 255, 255], orange = [255, 149, 0, 255], red = [255, 59, 48, 255]
        #expect(count(try bitmap(List { label }.listStyle(.sidebar)), blue) > 20)
        #expect(count(try bitmap(List { label }.listStyle(.sidebar).tint(.orange)), orange) > 20)
        #expect(count(try bitmap(List { label.listItemTint(.red) }.listStyle(.sidebar)), red) > 20)
        #expect(count(try bitmap(List { label }.listStyle(.insetGrouped)), blue) == 0)
    }

    /// A sidebar's section headers end in a disclosure indicator (Apple: "the sidebar list
    /// style displays disclosure indicators in the section headers"): a chevron pointing
    /// down while the section is expanded, forward while collapsed, its trailing edge at the
    /// rows' (390 − 16 card inset − 20 row inset = 354); rows otherwise laid out as in
    /// `.insetGrouped`, whose headers have none.
    @Test func sidebarSectionHeadersEndInADisclosureIndicator() {
        let list = List {
            Section("Pinned", isExpanded: .constant(true)) { Text("Row").id("row") }
            Section("Closed", isExpanded: .constant(false)) { Text("Hidden") }
        }
        let sidebar = layOut(list.listStyle(.sidebar), 390, 400)
        func frame(_ symbol: String) -> CGRect? {
            guard let line = sidebar.description.split(separator: "\n").first(where: { $0.contains("Image(systemName: \(symbol))") }),
                  let match = line.firstMatch(of: /frame=\(([-\d.]+), ([-\d.]+), ([-\d.]+), ([-\d.]+)\)/) else { return nil }
            return CGRect(x: Double(match.1)!, y: Double(match.2)!, width: Double(match.3)!, height: Double(match.4)!)
        }
        let down = frame("chevron.down"), forward = frame("chevron.forward")
        #expect(down != nil && forward != nil)
        #expect(abs((down?.maxX ?? 0) - 354) <= 0.5 && abs((forward?.maxX ?? 0) - 354) <= 0.5, "\(String(describing: down)) \(String(describing: forward))")
        // The expanded section's indicator sits above its row, the collapsed one's below it.
        let row = sidebar.frame(of: "row")
        #expect((down?.maxY ?? 999) <= (row?.minY ?? 0) && (forward?.minY ?? 0) >= (row?.maxY ?? 999))
        #expect(!drawnStrings(sidebar.displayList.items).contains("Hidden"))
        let grouped = layOut(list.listStyle(.insetGrouped), 390, 400)
        #expect(!grouped.description.contains("chevron"))
        #expect(grouped.frame(of: "row") == row)
    }
}
