import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `navigationSubtitle(_:)` (iOS 26) under large and inline titles, the `.subtitle` toolbar
/// placement, and `navigationLinkIndicatorVisibility(_:)` (iOS 17). Expected frames are
/// computed here from the bar's geometry (44-point row, 52-point large-title area, 16-point
/// margins) and from each text's own measured size.
@Suite(.designEra(.iOS17)) struct NavigationSubtitleTests {
    func text(_ s: String, _ font: Font) -> CGSize {
        ViewLayout(of: Text(s).font(font).fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
    }

    /// The frames of the `Text` views in `l`, in tree order, from its description (a title
    /// takes `Text`, not a view that could carry an `.id`).
    func texts(_ l: ViewLayout) -> [CGRect] {
        "\(l)".split(separator: "\n").compactMap { line -> CGRect? in
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("Text "), let open = t.range(of: "frame=("), let close = t[open.upperBound...].firstIndex(of: ")") else { return nil }
            let n = t[open.upperBound..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
        }
    }

    func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    /// Under a large title: the large-title area is 52 + 18 = 70, so the content starts at
    /// 44 + 70 = 114; the title and the subheadline subtitle stack at the leading margin,
    /// centred together in the area.
    @Test func largeTitleGrowsByTheSubtitleLine() {
        let view = NavigationStack {
            Color.clear.id("content")
                .navigationTitle("Inbox")
                .navigationSubtitle("12 unread")
        }
        let l = layOut(view, 390, 800)
        expectFrame(l, "content", rect(0, 114, 390, 686))
        let t = text("Inbox", Font.largeTitle.bold()), s = text("12 unread", .subheadline)
        let top = 44 + (70 - t.height - s.height) / 2
        let frames = texts(l)
        #expect(frames.count == 2, "\(l)")
        guard frames.count == 2 else { return }
        #expect(near(frames[0], rect(16, top, t.width, t.height)), "\(frames[0])")
        #expect(near(frames[1], rect(16, top + t.height, s.width, s.height)), "\(frames[1])")
        // The subheadline's line is the 18 points the area grew by (Cairn's estimate).
        #expect(abs(s.height - 18) < 0.5, "\(s)")
    }

    /// Under an inline title: the bar stays 44; title (headline) and subtitle (footnote) are
    /// centred horizontally and stacked, centred together in the row.
    @Test func inlineTitleStacksTheSubtitleInTheRow() {
        let view = NavigationStack {
            Color.clear.id("content")
                .navigationTitle("Inbox")
                .navigationSubtitle("Updated just now")
                .navigationBarTitleDisplayMode(.inline)
        }
        let l = layOut(view, 390, 800)
        expectFrame(l, "content", rect(0, 44, 390, 756))
        let t = text("Inbox", .headline), s = text("Updated just now", .footnote)
        let top = (44 - t.height - s.height) / 2
        let frames = texts(l)
        #expect(frames.count == 2, "\(l)")
        guard frames.count == 2 else { return }
        #expect(near(frames[0], rect((390 - t.width) / 2, top, t.width, t.height)), "\(frames[0])")
        #expect(near(frames[1], rect((390 - s.width) / 2, top + t.height, s.width, s.height)), "\(frames[1])")
    }

    /// A `.subtitle` toolbar item takes the place of `navigationSubtitle` under an inline
    /// title; under a large title it is not shown and the modifier's text is.
    @Test func subtitleItemWinsUnderAnInlineTitle() {
        func stack(_ mode: NavigationBarItemTitleDisplayMode) -> some View {
            NavigationStack {
                Color.clear
                    .navigationTitle("Inbox")
                    .navigationSubtitle("modifier")
                    .navigationBarTitleDisplayMode(mode)
                    .toolbar { ToolbarItem(placement: .subtitle) { Text("item").id("item") } }
            }
        }
        // Texts in tree order: the title, then the subtitle (the item's, or the modifier's).
        let inline = layOut(stack(.inline), 390, 800)
        let item = inline.frame(of: "item")
        #expect(item != nil)
        #expect(texts(inline).count == 2 && item.map { near(texts(inline)[1], $0) } == true)
        let large = layOut(stack(.large), 390, 800)
        #expect(large.frame(of: "item") == nil)
        let modifier = text("modifier", .subheadline)
        #expect(texts(large).count == 2 && texts(large).last.map { abs($0.width - modifier.width) < 0.01 } == true)
    }

    /// The subtitle is drawn in `secondaryLabel`: (60, 60, 67) at 60 % over white is
    /// (138, 138, 142); some pixel of the subtitle's box comes within 12 of it, none of the
    /// box is darker than it (the title's label colour would be).
    @Test func subtitleIsSecondaryLabel() throws {
        let view = NavigationStack {
            Color.white.navigationTitle("Inbox").navigationSubtitle("WWWW")
        }.frame(width: 390, height: 300)
        guard let f = texts(layOut(view, 390, 300)).last else { Issue.record("no subtitle"); return }
        let b = try ImageRenderer(content: view).bitmap()
        var darkest = 255
        for y in Int(f.minY)..<Int(f.maxY) { for x in Int(f.minX)..<Int(f.maxX) { darkest = min(darkest, Int(b.pixel(x: x, y: y).red)) } }
        #expect(abs(darkest - 138) <= 12, "\(darkest)")
    }

    /// `.navigationLinkIndicatorVisibility(.hidden)` on the list removes every row's chevron,
    /// and on one link only that link's; the label keeps its frame.
    @Test func hiddenIndicatorDropsTheChevron() {
        func list(hideAll: Bool, hideFirst: Bool) -> some View {
            List {
                if hideFirst {
                    NavigationLink("General") { Text("Detail") }.id("first").navigationLinkIndicatorVisibility(.hidden)
                } else {
                    NavigationLink("General") { Text("Detail") }.id("first")
                }
                NavigationLink("Privacy") { Text("Detail") }
            }.navigationLinkIndicatorVisibility(hideAll ? .hidden : .visible)
        }
        func chevrons(_ l: ViewLayout) -> Int { "\(l)".components(separatedBy: "Chevron frame").count - 1 }
        let shown = layOut(list(hideAll: false, hideFirst: false), 390, 300)
        #expect(chevrons(shown) == 2)
        #expect(chevrons(layOut(list(hideAll: true, hideFirst: false), 390, 300)) == 0)
        let one = layOut(list(hideAll: false, hideFirst: true), 390, 300)
        #expect(chevrons(one) == 1)
        #expect(one.frame(of: "first") == shown.frame(of: "first"))
    }
}
