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

    /// iOS 26's `labelReservedIconWidth(_:)` and `labelIconToTitleSpacing(_:)`: titles after
    /// icons of different widths line up when a width is reserved; the icon is centred in it.
    @Test func reservedIconWidthAndSpacingPlaceTheTitle() throws {
        // The icon's and the title's frames from the label's leading edge.
        func frames<V: View>(_ label: V) -> (icon: CGRect, title: CGRect) {
            let layout = fixedLayout(label.id("label"))
            let origin = layout.frame(of: "label")?.origin ?? .zero
            func local(_ id: String) -> CGRect { (layout.frame(of: id) ?? .null).offsetBy(dx: -origin.x, dy: -origin.y) }
            return (local("icon"), local("title"))
        }
        func label(_ symbol: String) -> some View {
            Label { Text("Wi-Fi").id("title") } icon: { Image(systemName: symbol).id("icon") }
        }
        let wide = frames(label("airplane")), narrow = frames(label("bell"))
        #expect(wide.icon.width - narrow.icon.width >= 2, "\(wide.icon.width) \(narrow.icon.width)")
        // By default each title follows its own icon and the default 8 points.
        #expect(close(wide.title.minX, wide.icon.width + 8, 0.01) && close(narrow.title.minX, narrow.icon.width + 8, 0.01))
        // 30 reserved: both titles at 30 + 8, each icon (its own width) centred on x = 15.
        for (symbol, width) in [("airplane", wide.icon.width), ("bell", narrow.icon.width)] {
            let f = frames(label(symbol).labelReservedIconWidth(30))
            #expect(close(f.title.minX, 38, 0.01), "\(symbol): \(f.title)")
            #expect(close(f.icon.midX, 15, 0.01) && close(f.icon.width, width, 0.01), "\(symbol): \(f.icon)")
        }
        // The spacing replaces the default 8, with or without a reserved width.
        #expect(close(frames(label("bell").labelIconToTitleSpacing(20)).title.minX, narrow.icon.width + 20, 0.01))
        #expect(close(frames(label("bell").labelIconToTitleSpacing(2).labelReservedIconWidth(24)).title.minX, 26, 0.01))
        // A reserved width narrower than the symbol still centres it (overflowing both sides).
        #expect(close(frames(label("airplane").labelReservedIconWidth(4)).icon.midX, 2, 0.01))
        // Non-finite or negative values are ignored.
        let bad = frames(label("bell").labelReservedIconWidth(.nan).labelIconToTitleSpacing(.infinity)).title.minX
        #expect(close(bad, narrow.title.minX, 0.01))
        #expect(close(frames(label("bell").labelReservedIconWidth(-5)).title.minX, narrow.title.minX, 0.01))
    }

    /// A custom label style reads both values from the environment, as Apple documents ("can
    /// be used in custom label styles"); nil when no modifier sets them.
    @Test func customStylesReadTheLabelMetrics() {
        struct Probe: View {
            @Environment(\.labelReservedIconWidth) var width
            @Environment(\.labelIconToTitleSpacing) var spacing
            var body: some View { Color.red.frame(width: width ?? 1, height: spacing ?? 1).id("probe") }
        }
        struct ProbeStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { Probe() }
        }
        let set = fixedLayout(Label("A", systemImage: "bell").labelStyle(ProbeStyle()).labelReservedIconWidth(42).labelIconToTitleSpacing(6))
        #expect(close(set.frame(of: "probe")?.size, CGSize(width: 42, height: 6)))
        let unset = fixedLayout(Label("A", systemImage: "bell").labelStyle(ProbeStyle()))
        #expect(close(unset.frame(of: "probe")?.size, CGSize(width: 1, height: 1)))
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

    /// `.tint(.orange)` around a link (on a form, say) colours it orange (255, 149, 0 under
    /// iOS 17's palette), as it colours the form's other controls.
    @Test(.designEra(.iOS17)) func linkTakesTheTintInEffect() {
        let link = Link("Privacy Policy", destination: URL(string: "https://example.org")!)
        let items = textItems(fixedLayout(VStack { link }.tint(.orange)).displayList)
        #expect(items.first?.run.string == "Privacy Policy")
        #expect(items.first?.run.segments.first?.paint == .color(Color.Resolved(red: 1, green: 149.0 / 255, blue: 0)))
    }
}
