import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// The design era: iOS 26's palette, capsule buttons and list metrics under `.iOS26` (the
/// default); iOS 17 unchanged when chosen; the glass button styles.
@MainActor @Suite struct DesignEraTests {
    func pixel<V: View>(_ view: V, era: DesignEra?, _ x: Int, _ y: Int, size: CGSize = CGSize(width: 10, height: 10)) throws -> [Int] {
        let r = ImageRenderer(content: view.frame(width: size.width, height: size.height))
        if let era { r.designEra = era }
        return rgba(try r.bitmap(), x, y)
    }

    /// Apple's iOS 26 palette (HIG "Color", June 2025) against iOS 17's, light and dark.
    @Test func systemColoursFollowTheEra() throws {
        let cases: [(Color, ColorScheme, [Int], [Int])] = [
            (.blue, .light, [0, 122, 255], [0, 136, 255]),
            (.teal, .light, [48, 176, 199], [0, 195, 208]),
            (.blue, .dark, [10, 132, 255], [0, 145, 255]),
            (.red, .light, [255, 59, 48], [255, 56, 60]),
            (.indigo, .dark, [94, 92, 230], [109, 124, 255]),
            (.gray, .light, [142, 142, 147], [142, 142, 147]),
            (.accentColor, .light, [0, 122, 255], [0, 136, 255]),
        ]
        for (color, scheme, old, new) in cases {
            let view = color.environment(\.colorScheme, scheme)
            #expect(Array(try pixel(view, era: nil, 5, 5)[0..<3]) == new, "\(color) \(scheme) default (iOS 26)")
            #expect(Array(try pixel(view, era: .iOS17, 5, 5)[0..<3]) == old)
            #expect(Array(try pixel(view, era: .iOS26, 5, 5)[0..<3]) == new, "\(color) \(scheme) iOS 26")
        }
        // An opacity keeps the era's colour: blue at 0.5 over white.
        let half = Color.white.overlay(Color.blue.opacity(0.5))
        #expect(close(Array(try pixel(half, era: .iOS26, 5, 5)[0..<3]), [128, 196, 255], tolerance: 1))
        // The environment value reaches views, and the era is readable there.
        #expect(Array(try pixel(Color.teal.environment(\.designEra, .iOS26), era: .iOS17, 5, 5)[0..<3]) == [0, 195, 208])
        #expect(Array(try pixel(Color.teal.environment(\.designEra, .iOS17), era: nil, 5, 5)[0..<3]) == [48, 176, 199])
        #expect(DesignEra(name: "ios26") == .iOS26 && DesignEra(name: "17") == .iOS17 && DesignEra(name: "iOS 18") == nil)
    }

    /// iOS 26 lists: rows at least 51 tall (44 in iOS 17) unless set; cards of radius 25.
    @Test func listMetricsFollowTheEra() {
        var env = EnvironmentValues()
        #expect(env.defaultMinListRowHeight == 51)
        env.designEra = .iOS17
        #expect(env.defaultMinListRowHeight == 44)
        env.designEra = .iOS26
        #expect(env.defaultMinListRowHeight == 51)
        env.defaultMinListRowHeight = 60
        #expect(env.defaultMinListRowHeight == 60)
    }

    /// A prominent button under iOS 26 is a capsule: 4 pt in from its top-leading corner is
    /// outside a capsule of its height (radius ≥ 17: distance 18.4 from the arc's centre);
    /// its middle is the iOS 26 blue.
    @Test func prominentButtonsAreCapsules() throws {
        let button = Button("Continue") {}.buttonStyle(.borderedProminent)
        let r = ImageRenderer(content: button)
        r.designEra = .iOS26
        let b = try r.bitmap()
        #expect(b.height >= 34)
        #expect(rgba(b, 4, 4)[3] == 0)
        #expect(Array(rgba(b, 6, b.height / 2)[0..<3]) == [0, 136, 255])
        let old = ImageRenderer(content: button)
        old.designEra = .iOS17
        #expect(try old.pngData() != (try r.pngData()))
    }

    /// `.glass` and `.glassProminent` lay out as a bordered button and draw glass behind the
    /// label in a capsule; prominent glass is tinted with the accent colour at 0.80.
    @Test func glassButtonStyles() throws {
        let bordered = ViewLayout(of: Button("Go") {}.buttonStyle(.bordered), in: CGSize(width: 200, height: 100)).size
        let glass = ViewLayout(of: Button("Go") {}.buttonStyle(.glass), in: CGSize(width: 200, height: 100)).size
        #expect(glass == bordered)
        let dump = ImageRenderer(content: Button("Go") {}.buttonStyle(.glassProminent)).displayList.dump
        #expect(dump.contains("backdrop(sigma=6 saturation=1.5)"))
        // Over white: the accent blue at 0.8 over saturate(white) = white, at the capsule's left end middle.
        let r = ImageRenderer(content: ZStack { Color.white; Button("Go") {}.buttonStyle(.glassProminent) })
        r.designEra = .iOS17  // the accent colour is iOS 17's blue (0, 122, 255)
        let b = try r.bitmap()
        let p = rgba(b, 8, b.height / 2)
        #expect(close(Array(p[0..<3]), [51, 149, 255], tolerance: 2), "\(p)")
    }

    /// A glass button's label is in the tint, or in a foreground style set around it (a
    /// player's white controls), as a bordered button's.
    @Test(.designEra(.iOS17)) func glassButtonLabelsTakeAForegroundStyleSetAroundThem() {
        func paint<V: View>(_ view: V) -> Paint? {
            for case .text(let run, _) in leaves(ImageRenderer(content: view).displayList) { return run.segments.first?.paint }
            return nil
        }
        #expect(paint(Button("Queue") {}.buttonStyle(.glass)) == .color(Color.Resolved(red: 0, green: 122.0 / 255, blue: 1)))
        #expect(paint(HStack { Button("Queue") {} }.buttonStyle(.glass).foregroundStyle(.white)) == .color(Color.Resolved(red: 1, green: 1, blue: 1)))
        #expect(paint(Button("Delete", role: .destructive) {}.buttonStyle(.glass)) == .color(Color.Resolved(red: 1, green: 59.0 / 255, blue: 48.0 / 255)))
    }

    /// iOS 26 is the default; `DesignEra.withDefault` scopes another for everything a task
    /// creates without choosing: renderers, environments and bare layouts, including a tree
    /// too deep for the caller's stack, laid out on the large-stack thread (which has no
    /// task-local values: the era is fixed before the layout moves there).
    @Test func theDefaultIsIOS26AndATaskCanScopeAnother() async throws {
        #expect(DesignEra.default == .iOS26)
        #expect(ImageRenderer(content: EraWidth()).designEra == .iOS26)
        #expect(ViewLayout(of: EraWidth(), in: CGSize(width: 100, height: 100)).size.width == 26)
        try await DesignEra.withDefault(.iOS17) {
            #expect(DesignEra.default == .iOS17)
            #expect(EnvironmentValues().defaultMinListRowHeight == 44)
            let blue = try pixel(Color.blue, era: nil, 5, 5)
            #expect(Array(blue[0..<3]) == [0, 122, 255])
            #expect(ViewLayout(of: EraWidth(), in: CGSize(width: 100, height: 100)).size.width == 17)
            // 10,000 paddings of 1 around the leaf (as DeepTreeTests): laid out on the large-stack thread.
            var deep = AnyView(EraWidth())
            for _ in 0..<10_000 { deep = AnyView(deep.padding(1)) }
            let layout = await ViewLayout.layingOut(deep, in: CGSize(width: 30_000, height: 30_000))
            #expect(layout.size.width == 20_017, "\(layout.size.width - 20_017)")
        }
        #expect(DesignEra.default == .iOS26)
    }
}

/// A view as wide as the era it reads: 17 or 26 points (1 tall).
private struct EraWidth: View {
    @Environment(\.designEra) private var era
    var body: some View { Color.clear.frame(width: era == .iOS17 ? 17 : 26, height: 1) }
}
