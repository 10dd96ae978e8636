import Cairn
import Foundation
import Testing
import CairnTestSupport

/// What pasted iOS 17/18 rows do: a badge on a navigation row sits before the disclosure
/// chevron ("Storage … 3 ›"); `containerRelativeFrame` in a horizontal scroll view inside a
/// list row sizes against the scroll view's width; `Menu(_:systemImage:content:)` and
/// `Picker(_:systemImage:selection:content:)` compile and label with a `Label`.
@MainActor @Suite(.designEra(.iOS17)) struct ListRowAccessoryTests {
    /// In a 300-point list (rows inset 20 + 16 from each side: content from 36 to 264), the
    /// chevron's 7 points end at the row's trailing content edge, 264, and the badge's text
    /// ends 8 points (the default spacing) before it — whether the badge is on the label or
    /// on the link.
    @Test func badgeSitsBeforeTheChevron() {
        for onLink in [false, true] {
            let link = onLink
                ? AnyView(NavigationLink { Text("x") } label: { Text("Storage") }.badge(3))
                : AnyView(NavigationLink { Text("x") } label: { Text("Storage").badge(3) })
            let l = layOut(List { link }, 300, 200)
            let chevrons = frames("Chevron", l)
            let texts = frames("Text", l)
            #expect(chevrons.count == 1 && texts.count == 2, "\(l)")
            guard chevrons.count == 1, texts.count == 2 else { continue }
            let chevron = chevrons[0], badge = texts[1]
            #expect(abs(chevron.maxX - 264) < 0.01, "\(chevron)")
            #expect(abs(chevron.width - 7) < 0.01)
            #expect(abs(badge.maxX - (chevron.minX - 8)) < 0.01, "badge \(badge), chevron \(chevron)")
            #expect(texts[0].minX < badge.minX)
        }
        // No badge: the chevron still ends the row; a hidden indicator leaves no chevron.
        let plain = layOut(List { NavigationLink("Storage") { Text("x") } }, 300, 200)
        #expect(frames("Chevron", plain).map(\.maxX) == [264])
        let hidden = layOut(List { NavigationLink("Storage") { Text("x") }.badge(3) }.navigationLinkIndicatorVisibility(.hidden), 300, 200)
        #expect(frames("Chevron", hidden).isEmpty)
        #expect(abs((frames("Text", hidden).last?.maxX ?? 0) - 264) < 0.01, "\(hidden)")
    }

    /// A label longer than half the row keeps its one line: the row's spacer, badge and
    /// chevron are direct children of one HStack, so the label is offered what they leave
    /// (318 − badge − chevron − spacings), not an equal share (159).
    @Test func longLabelsKeepTheRowsWidth() {
        let title = "Quarterly planning notes"
        let natural = layOut(Text(title).fixedSize().id("t"), 1000, 100).frame(of: "t")!
        #expect(natural.width > 170 && natural.width < 250, "\(natural)")
        let l = layOut(List { NavigationLink(title) { Text("x") }.badge(12) }, 390, 200)
        let texts = frames("Text", l)
        #expect(texts.first.map { close($0.size, natural.size, 0.01) } == true, "\(l)")
    }

    /// `containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)` on cards in a
    /// horizontal scroll view filling a list row: the row's content is 300 − 2 × (20 + 16) =
    /// 228 wide, so each card is (228 − 4 × 12) / 5 × 4 + 3 × 12 = 180 wide; before, the list
    /// row's nil height left the container unknown while sizing and the cards took their ideal
    /// width.
    @Test func containerRelativeFrameInAListRow() {
        let view = List {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<3, id: \.self) { i in
                        Color.orange.aspectRatio(16 / 9, contentMode: .fit)
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                            .id(i)
                    }
                }
            }
        }
        let l = layOut(view, 300, 400)
        for i in 0..<3 {
            let f = l.frame(of: i)
            #expect(close(f?.width, 180, 0.01), "\(String(describing: f))\n\(l)")
            // 16:9 at 180 wide.
            #expect(close(f?.height, 101.25, 0.01), "\(String(describing: f))")
        }
        #expect(close(l.frame(of: 1)?.minX, 36 + 180 + 12, 0.01))
    }

    /// `Menu(_:systemImage:content:)` (iOS 17) and its `primaryAction:` forms draw a `Label`:
    /// in a list or a stack the symbol and the title; in a toolbar the symbol alone.
    /// `Picker(_:systemImage:selection:content:)` shows both in a list row.
    @Test func systemImageInitialisersLabelWithALabel() {
        let symbol = layOut(Image(systemName: "arrow.up.arrow.down").fixedSize().id("s"), 300, 300).frame(of: "s")!.width
        let label = layOut(Label("Sort", systemImage: "arrow.up.arrow.down").fixedSize().id("l"), 300, 300).frame(of: "l")!.width
        let menu = layOut(Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Newest") {} }.fixedSize().id("m"), 300, 300)
        #expect(close(menu.frame(of: "m")?.width, label, 0.01), "\(menu)")
        let primary = layOut(Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Newest") {} } primaryAction: {}.fixedSize().id("m"), 300, 300)
        #expect(close(primary.frame(of: "m")?.width, label, 0.01))
        let plain = layOut(Menu { Button("Newest") {} } label: { Text("Sort") } primaryAction: {}.fixedSize().id("m"), 300, 300)
        let text = layOut(Text("Sort").fixedSize().id("t"), 300, 300).frame(of: "t")!.width
        #expect(close(plain.frame(of: "m")?.width, text, 0.01))
        let bar = layOut(NavigationStack {
            Color.clear.navigationTitle("T").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Newest") {} }.id("m") }
            }
        }, 390, 400)
        #expect(close(bar.frame(of: "m")?.width, symbol, 0.01), "\(bar)")
        let picker = layOut(List { Picker("Sort", systemImage: "arrow.up.arrow.down", selection: .constant(1)) { Text("One").tag(1) } }, 300, 200)
        // The symbol at the row's content edge (x = 36), the title 8 points after it.
        let icons = frames("Image(systemName: arrow.up.arrow.down)", picker), titles = frames("Text", picker)
        #expect(icons.map(\.minX) == [36], "\(picker)")
        #expect(titles.count == 2 && abs(titles[0].minX - ((icons.first?.maxX ?? 0) + 8)) < 0.01, "\(picker)")
    }
}
