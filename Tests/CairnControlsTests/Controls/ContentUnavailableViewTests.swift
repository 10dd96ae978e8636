import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `ContentUnavailableView` (iOS 17): its three initialiser forms and `.search`, the parts'
/// frames computed from each part measured on its own (icon 12 above the title, description
/// 4 below it, actions 16 below that, all centred, the whole centred in the space it fills),
/// multiline centring, and the colours it draws.
@Suite struct ContentUnavailableViewTests {
    /// The reported size of `view` laid out alone in a large canvas.
    func size<V: View>(_ view: V) -> CGSize { layOut(view, 1000, 1000).size }

    /// "No Mail" with an icon, a description and one action, each part carrying an id.
    var mail: some View {
        ContentUnavailableView {
            Label { Text("No Mail").id("title") } icon: { Image(systemName: "tray.fill").id("icon") }
        } description: {
            Text("New mails you receive will appear here.").id("description")
        } actions: {
            Button("Refresh") {}.id("action")
        }
    }

    @Test func partsAreStackedAndCentredInTheProposedSpace() {
        let (w, h): (CGFloat, CGFloat) = (390, 600)
        // Each part measured alone, in the fonts the view gives it.
        let icon = size(Image(systemName: "tray.fill").font(.system(size: 48)))
        let title = size(Text("No Mail").font(.title2.bold()))
        let description = size(Text("New mails you receive will appear here.").font(.subheadline))
        let action = size(Button("Refresh") {})
        #expect(icon.width > 30 && title.height > 25 && description.width < 330)
        // Stacked: icon, 12, title, 4, description, 16, action; centred as one block (the
        // padding of 30 is the same above and below).
        let content = icon.height + 12 + title.height + 4 + description.height + 16 + action.height
        let top = (h - content) / 2
        let layout = layOut(mail, w, h)
        #expect(close(layout.size, CGSize(width: w, height: h)))
        expectFrame(layout, "icon", rect((w - icon.width) / 2, top, icon.width, icon.height))
        expectFrame(layout, "title", rect((w - title.width) / 2, top + icon.height + 12, title.width, title.height))
        expectFrame(layout, "description", rect((w - description.width) / 2, top + icon.height + 12 + title.height + 4, description.width, description.height))
        expectFrame(layout, "action", rect((w - action.width) / 2, h - top - action.height, action.width, action.height))
    }

    @Test func fillsWhatItIsOfferedAndOmitsMissingParts() {
        // Fills any proposal: 200 × 300 in a 390 × 600 canvas is centred there.
        let framed = layOut(ContentUnavailableView("No Mail", systemImage: "tray.fill").frame(width: 200, height: 300).id("cuv"), 390, 600)
        expectFrame(framed, "cuv", rect(95, 150, 200, 300))
        // Without a description or actions, only the label: icon, 12, title, centred.
        let icon = size(Image(systemName: "tray.fill").font(.system(size: 48)))
        let title = size(Text("No Mail").font(.title2.bold()))
        let layout = layOut(ContentUnavailableView { Label { Text("No Mail").id("title") } icon: { Image(systemName: "tray.fill") } }, 390, 600)
        let top = (600 - (icon.height + 12 + title.height)) / 2
        expectFrame(layout, "title", rect((390 - title.width) / 2, top + icon.height + 12, title.width, title.height))
        // The title-and-symbol form with a nil description lays out the same.
        let plain = layOut(ContentUnavailableView("No Mail", systemImage: "tray.fill"), 390, 600)
        #expect(close(plain.size, CGSize(width: 390, height: 600)))
        // A string title (StringProtocol) and a localized key give the same label.
        let name = "No Mail"
        #expect(strings(ContentUnavailableView(name, systemImage: "tray.fill", description: Text("d"))) == ["No Mail", "d"])
    }

    /// The text runs of `view` laid out 390 × 600, in drawing order.
    func runs<V: View>(_ view: V, width: CGFloat = 390) -> [TextRun] {
        func collect(_ list: DisplayList) -> [TextRun] {
            list.items.flatMap { item -> [TextRun] in
                switch item {
                case .text(let run, _): [run]
                case .group(let g): collect(g.content)
                default: []
                }
            }
        }
        return collect(layOut(view, width, 600).displayList)
    }

    func strings<V: View>(_ view: V) -> [String] { runs(view).map { $0.segments.map(\.string).joined() } }

    @Test func searchStates() {
        // iOS's strings: "No Results" (with the query: "No Results for “query”") and
        // "Check the spelling or try a new search.", under a magnifying glass.
        #expect(strings(ContentUnavailableView.search) == ["No Results", "Check the spelling or try a new search."])
        #expect(strings(ContentUnavailableView.search(text: "Pizza")) == ["No Results for \u{201C}Pizza\u{201D}", "Check the spelling or try a new search."])
        #expect(strings(ContentUnavailableView.search(text: "")) == ["No Results", "Check the spelling or try a new search."])
        // Both symbols are in Cairn's catalogue (no placeholder is drawn).
        #expect(SymbolCatalog.contains("magnifyingglass") && SymbolCatalog.contains("tray.fill"))
        // Fonts: title2 bold (22 pt, w700) and subheadline (15 pt).
        let fonts = runs(ContentUnavailableView.search).map { $0.segments[0].font.description }
        #expect(fonts == ["system 22 w700", "system 15 w400"])
    }

    @Test func longTextWrapsCentred() {
        // In 200 points the text has 200 − 2 × 30 = 140 to wrap in, each line centred.
        let text = "New mails you receive will appear here, newest first."
        let all = runs(ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text(text)), width: 200)
        let description = all.first { $0.segments.first?.string == text }
        #expect(description?.alignment == .center && description?.width == 140)
        let layout = layOut(ContentUnavailableView { Label("No Mail", systemImage: "tray.fill") } description: { Text(text).id("d") }, 200, 600)
        let frame = layout.frame(of: "d")
        #expect((frame?.width ?? 0) <= 140 && (frame?.height ?? 0) > 2 * 17.9 - 0.01 && close((frame?.midX ?? 0), 100))
    }

    /// The darkest pixel of `rect` in `view` rendered 390 × 600 on white.
    func darkest<V: View>(_ view: V, in rect: CGRect) throws -> [Int] {
        let b = try ImageRenderer(content: view.frame(width: 390, height: 600).background(Color.white)).bitmap()
        var best = [255, 255, 255]
        for y in Int(rect.minY)..<Int(rect.maxY.rounded(.up)) {
            for x in Int(rect.minX)..<Int(rect.maxX.rounded(.up)) {
                let p = b.pixel(x: x, y: y)
                let rgb = [Int(p.red), Int(p.green), Int(p.blue)]
                if rgb.reduce(0, +) < best.reduce(0, +) { best = rgb }
            }
        }
        return best
    }

    /// The icon and the description in the secondary label colour, rgb(60, 60, 67) at 60 %
    /// over white: 255 − 0.6 × (255 − c) → (138, 138, 142.2); the title in black.
    @Test func colours() throws {
        let layout = layOut(mail, 390, 600)
        func near(_ a: [Int], _ b: [Int], _ tol: Int) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tol } }
        let icon = try darkest(mail, in: try #require(layout.frame(of: "icon")))
        #expect(near(icon, [138, 138, 142], 1), "\(icon)")
        let title = try darkest(mail, in: try #require(layout.frame(of: "title")))
        #expect(near(title, [0, 0, 0], 2), "\(title)")
        let description = try darkest(mail, in: try #require(layout.frame(of: "description")))
        #expect(near(description, [138, 138, 142], 3), "\(description)")
    }
}
