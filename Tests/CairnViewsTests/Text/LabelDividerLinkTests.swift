import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Label, Divider and Link.
@Suite(.designEra(.iOS17)) struct LabelDividerLinkTests {
    func size<V: View>(_ view: V) -> CGSize { pangoLayout(view).size }

    @Test func labelPutsTheIconBeforeTheTitle() {
        let icon = size(Image(systemName: "bell"))
        let title = size(Text("Inbox"))
        let label = size(Label("Inbox", systemImage: "bell"))
        // Icon, the default 8 points, title; as tall as the taller part set on the first
        // baseline (the symbol's and the text's baselines coincide).
        #expect(close(label.width, icon.width + 8 + title.width, 0.001))
        #expect(label.height >= max(icon.height, title.height) - 0.001)
        #expect(close(size(Label("Inbox", systemImage: "bell").labelStyle(.iconOnly)).width, icon.width, 0.001))
        #expect(close(size(Label("Inbox", systemImage: "bell").labelStyle(.titleOnly)).width, title.width, 0.001))
        #expect(close(size(Label("Inbox", systemImage: "bell").labelStyle(.titleAndIcon)).width, label.width, 0.001))
        let custom = Label { Text("A") } icon: { Color.red.frame(width: 5, height: 5) }
        #expect(close(size(custom).width, 5 + 8 + size(Text("A")).width, 0.001))
    }

    @Test func labelTitleSitsOnTheRowBaseline() {
        // On first baselines beside a plain Text of the same font, the label's title is
        // drawn at the same height (equal baselines, equal fonts: equal tops), whatever the
        // symbol's size.
        let layout = pangoLayout(HStack(alignment: .firstTextBaseline) {
            Text("Mail")
            Label("Inbox", systemImage: "bell")
        })
        let items = textItems(layout.displayList)
        #expect(items.map(\.run.string) == ["Mail", "Inbox"])
        #expect(close(items[0].origin.y, items[1].origin.y, 0.001))
    }

    @Test func dividerFollowsTheStackAxis() {
        // Flexible along the minor axis: it takes the whole 400-point proposal of the canvas.
        let v = fixedLayout(VStack { Color.red.frame(width: 100, height: 10); Divider().id("d") }.environment(\.displayScale, 3))
        #expect(close(v.frame(of: "d")?.width, 400, 0.01) && close(v.frame(of: "d")?.height, 1.0 / 3, 1e-9))
        let h = fixedLayout(HStack { Color.red.frame(width: 10, height: 40); Divider().id("d") }.frame(height: 60))
        #expect(close(h.frame(of: "d")?.width, 1, 1e-9) && close(h.frame(of: "d")?.height, 60, 0.01))
        // Outside a stack: horizontal, as wide as offered.
        let alone = fixedLayout(Divider().frame(width: 50).id("f"))
        #expect(close(alone.frame(of: "f")?.height, 1, 1e-9))
    }

    @Test func dividerIsOnePixelOfSeparatorColour() throws {
        // At scale 2 the divider is half a point: exactly one pixel row, the separator
        // (60, 60, 67 at 29 %) over white: 255 − 0.29 × 195 = 198.45, 255 − 0.29 × 188 = 200.5.
        let renderer = ImageRenderer(content: VStack(spacing: 0) { Color.white.frame(width: 20, height: 4); Divider(); Color.white.frame(width: 20, height: 4) }
            .background(Color.white))
        renderer.scale = 2
        let b = try renderer.bitmap()
        #expect(b.height == 17)
        let p = b.pixel(x: 10, y: 8)
        #expect(abs(Int(p.red) - 198) <= 1 && abs(Int(p.blue) - 200) <= 1)
        #expect(b.pixel(x: 10, y: 7).red == 255 && b.pixel(x: 10, y: 9).red == 255)
    }

    @Test func linkIsTintedText() {
        let items = textItems(fixedLayout(Link("Docs", destination: URL(string: "https://example.org")!)).displayList)
        #expect(items.first?.run.string == "Docs")
        #expect(items.first?.run.segments.first?.paint == .color(Color.accentColor.resolved))
    }
}
