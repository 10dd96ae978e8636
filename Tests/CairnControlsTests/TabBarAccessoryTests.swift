import Cairn
import Foundation
import Testing
import CairnTestSupport

/// iOS 26's search tab (`Tab(role: .search)`, set apart in its own glass circle at the
/// trailing end) and bottom accessory (`tabViewBottomAccessory`, a glass capsule above the
/// bar), against `TabBarGeometry`'s numbers: a 62-point circle 8 from the tabs' capsule; an
/// accessory as wide as the bar, 48 tall, 8 above it.
@MainActor @Suite struct TabBarAccessoryTests {
    func layout<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat, era: DesignEra) -> ViewLayout {
        ViewLayout(of: view.environment(\.designEra, era), in: CGSize(width: w, height: h))
    }

    func near(_ a: [Int], _ b: [Int], _ tol: Int = 1) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tol } }

    func render<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat, era: DesignEra) throws -> (Int, Int) -> [Int] {
        let r = ImageRenderer(content: view.frame(width: w, height: h).environment(\.designEra, era))
        r.designEra = era
        let b = try r.bitmap()
        return { x, y in Array(rgba(b, x, y)[0..<3]) }
    }

    /// Three tabs and a search tab whose labels are 20-point squares (`item<i>`, the search
    /// tab's `search`), selected tab `selected`, optionally with an accessory holding a
    /// 100 × 20 rectangle `accessory`.
    func screen(selected: Int = 0, accessory: Bool = false) -> some View {
        TabView(selection: .constant(selected)) {
            ForEach(0..<3, id: \.self) { i in
                Tab(value: i) { Color.white.id("content\(i)") } label: { Rectangle().frame(width: 20, height: 20).id("item\(i)") }
            }
            Tab(value: 3, role: .search) { Color.white } label: {
                Label { Text("Find") } icon: { Rectangle().frame(width: 20, height: 20).id("search") }
            }
        }
        .tabViewBottomAccessory(isEnabled: accessory) { Rectangle().frame(width: 100, height: 20).id("accessory") }
    }

    /// 390 × 844, iOS 26: the bar is x 21…369, y 761…823. The search circle is its trailing 62
    /// points, x 307…369, so its glyph (the icon alone: no title) is centred at (338, 792); the
    /// other three tabs share x 21…299 (348 − 62 − 8 = 278; 92.67 each), item 0 centred at
    /// 67.33. iOS 17 keeps every tab in line: four shares of 97.5.
    @Test func searchTabStandsApart() {
        let l = layout(screen(), 390, 844, era: .iOS26)
        #expect(l.frame(of: "search") == CGRect(x: 328, y: 782, width: 20, height: 20))
        let item0 = l.frame(of: "item0"), item2 = l.frame(of: "item2")
        #expect(abs((item0?.midX ?? 0) - (21 + 278.0 / 6)) < 1e-9)
        #expect(abs((item2?.midX ?? 0) - (21 + 278.0 * 5 / 6)) < 1e-9)
        #expect(item0?.midY == 792)
        let old = layout(screen(), 390, 844, era: .iOS17)
        #expect(old.frame(of: "item0")?.midX == 48.75)
        // iOS 17 shows the search tab's title under its icon: the icon sits above the middle.
        #expect((old.frame(of: "search")?.midY ?? 0) < 795 + 24.5)
        #expect(old.frame(of: "search")?.midX == 341.25)
    }

    /// The accessory: x 21…369, y 761 − 8 − 48 = 705…753, its 100 × 20 content centred at
    /// (195, 729). Unspecified height: the content, the bar's footprint (83) and the
    /// accessory's 56. Under iOS 17 (no accessory in that design) nothing is laid out.
    @Test func accessorySitsAboveTheBar() {
        let l = layout(screen(accessory: true), 390, 844, era: .iOS26)
        #expect(l.frame(of: "accessory") == CGRect(x: 145, y: 719, width: 100, height: 20))
        let fitted = layout(TabView { Color.red.frame(height: 100).tabItem { Text("A") } }
            .tabViewBottomAccessory { Text("Now playing") }
            .fixedSize(horizontal: false, vertical: true).id("tabs"), 300, 600, era: .iOS26)
        #expect(fitted.frame(of: "tabs")?.size == CGSize(width: 300, height: 239))
        #expect(layout(screen(accessory: true), 390, 844, era: .iOS17).frame(of: "accessory") == nil)
        #expect(layout(screen(accessory: false), 390, 844, era: .iOS26).frame(of: "accessory") == nil)
    }

    /// Pixels over white at scale 1 (light): regular glass over white stays white, so the
    /// shapes show by the highlight and the rim. The selected search tab's highlight is its
    /// circle inset 4 (x 311…365): black at 6 % gives 240; the gap between the capsule and the
    /// circle (x 299…307) is the content, white; the unselected tab items are the label
    /// colour (black) and the selected glyph the tint, iOS 26 blue (0, 136, 255).
    @Test func searchTabPixels() throws {
        let px = try render(screen(selected: 3), 390, 844, era: .iOS26)
        #expect(near(px(338, 770), [240, 240, 240]))      // highlight in the circle, above the glyph
        // The gap: content, under both shapes' shadows (black at 0.10, σ 6, 2 down), 4 from
        // each: at most 2 · 0.10 · Φ(−4 / 6) ≈ 0.05 of black, so 242…254, a neutral grey.
        let gap = px(303, 792)
        #expect(gap.allSatisfy { (242...254).contains($0) && $0 == gap[0] }, "\(gap)")
        #expect(px(338, 792) == [0, 136, 255])             // the search glyph, selected
        #expect(px(67, 792) == [0, 0, 0])                  // tab 0, unselected
        #expect(px(67, 770) == [255, 255, 255])            // no highlight on tab 0
        let first = try render(screen(selected: 0), 390, 844, era: .iOS26)
        #expect(first(338, 792) == [0, 0, 0])              // the search glyph, unselected
        #expect(near(first(40, 770), [240, 240, 240]))   // highlight in tab 0's slot (x 25…110)
        #expect(first(338, 770) == [255, 255, 255])        // no highlight in the circle
    }

    /// `tabViewSearchActivation` acts when someone selects the search tab: at rest, the same
    /// bytes with and without it, in both eras. `searchToolbarBehavior(.minimize)` changes
    /// nothing under iOS 17 (the field is in the drawer) and minimizes iOS 26's bottom field
    /// (`BottomSearchFieldTests`).
    @Test func searchBehavioursChangeNothingAtRest() throws {
        for era in [DesignEra.iOS17, .iOS26] {
            func png<V: View>(_ view: V) throws -> Data {
                let r = ImageRenderer(content: view.frame(width: 390, height: 844).environment(\.designEra, era))
                r.designEra = era
                return try r.pngData()
            }
            let plain = try png(screen(accessory: true))
            let modified = try png(screen(accessory: true).tabViewSearchActivation(.searchTabSelection))
            let searchable = try png(NavigationStack { List { Text("Row") }.navigationTitle("Title").searchable(text: .constant("")) })
            let minimized = try png(NavigationStack {
                List { Text("Row") }.navigationTitle("Title").searchable(text: .constant("")).searchToolbarBehavior(.minimize)
            })
            let same = plain == modified && (searchable == minimized) == (era == .iOS17)
            #expect(same)
            #expect(plain.count > 1000)
        }
    }

    /// A hundred tabs of which several are search tabs, a tab view narrower than the circle,
    /// NaN and zero frames, an accessory in a zero-height view: laid out and drawn, no crash;
    /// only the first search tab stands apart.
    @Test func badInputDraws() throws {
        let many = TabView {
            ForEach(0..<100, id: \.self) { i in
                Tab(value: i, role: i % 10 == 0 ? .search : nil) { Color.white } label: { Rectangle().frame(width: 4, height: 4).id("t\(i)") }
            }
        }.tabViewBottomAccessory { Text("x") }
        let l = layout(many, 390, 844, era: .iOS26)
        #expect(l.frame(of: "t0")?.midX == 338)
        #expect((l.frame(of: "t10")?.midX ?? 400) < 307)
        for (w, h) in [(40.0, 844.0), (0, 0), (.nan, .nan), (390, 0), (1e9, 1e9)] as [(CGFloat, CGFloat)] {
            _ = layout(screen(accessory: true), w, h, era: .iOS26)
        }
        _ = try render(screen(accessory: true), 40, 300, era: .iOS26)
        _ = try render(many, 200, 200, era: .iOS26)
    }
}
