import Cairn
import Foundation
import Testing
import CairnTestSupport

@MainActor @Suite(.designEra(.iOS17)) struct ColorSchemeTests {
    /// UIKit semantic colours resolve to Apple's published light and dark values
    /// (`systemBackground` white/black, `secondarySystemBackground` 242,242,247 / 28,28,30,
    /// `systemGray6` 242,242,247 / 28,28,30, `label` black/white).
    @Test(arguments: [
        (UIColor.systemBackground, [255, 255, 255, 255], [0, 0, 0, 255]),
        (UIColor.secondarySystemBackground, [242, 242, 247, 255], [28, 28, 30, 255]),
        (UIColor.systemGray6, [242, 242, 247, 255], [28, 28, 30, 255]),
        (UIColor.label, [0, 0, 0, 255], [255, 255, 255, 255]),
        (UIColor.systemBlue, [0, 122, 255, 255], [10, 132, 255, 255]),
        (UIColor.systemGroupedBackground, [242, 242, 247, 255], [0, 0, 0, 255]),
    ])
    func semanticColours(_ color: UIColor, _ light: [Int], _ dark: [Int]) throws {
        let l = try renderView(Color(color), 4, 4)
        let d = try renderView(Color(uiColor: color).environment(\.colorScheme, .dark), 4, 4)
        #expect(rgba(l, 2, 2) == light)
        #expect(rgba(d, 2, 2) == dark)
        let p = try renderView(Color(color).preferredColorScheme(.dark), 4, 4)
        #expect(rgba(p, 2, 2) == dark)
    }

    /// `preferredColorScheme` is the window's (Apple: "The color scheme applies to the nearest
    /// enclosing presentation, such as a popover or window"): set on a leaf, it turns its
    /// ancestors' and siblings' system colours dark too — the ZStack's `systemBackground`
    /// layer is black (0, 0, 0), not white, and the sibling's `label` square white.
    @Test func preferredSchemeIsTheWindows() throws {
        let view = ZStack(alignment: .topLeading) {
            Color(uiColor: .systemBackground)
            Color(uiColor: .label).frame(width: 4, height: 4)
            Text("Dark").preferredColorScheme(.dark).offset(y: 20)
        }
        let b = try renderView(view, 40, 40)
        #expect(rgba(b, 30, 2) == [0, 0, 0, 255])
        #expect(rgba(b, 2, 2) == [255, 255, 255, 255])
        // Nil changes nothing; the first scheme in the tree wins.
        #expect(rgba(try renderView(ZStack { Color(uiColor: .systemBackground); Color.clear.preferredColorScheme(nil) }, 4, 4), 2, 2) == [255, 255, 255, 255])
        let first = ZStack { Color(uiColor: .systemBackground); Color.clear.preferredColorScheme(.dark); Color.clear.preferredColorScheme(.light) }
        #expect(rgba(try renderView(first, 4, 4), 2, 2) == [0, 0, 0, 255])
    }

    /// The window's scheme is remembered by the view graph (an animation's next frame starts
    /// in it rather than resolving twice) and forgotten when the preference goes.
    @Test func theGraphRemembersTheWindowsScheme() {
        let graph = ViewGraph()
        let proposal = ProposedViewSize(width: 4, height: 4)
        _ = ViewLayout(of: ZStack { Color.red; Color.clear.preferredColorScheme(.dark) }, proposal: proposal, environment: EnvironmentValues(), graph: graph)
        #expect(graph.windowColorScheme == .dark)
        _ = ViewLayout(of: ZStack { Color.red; Color.clear.preferredColorScheme(.light) }, proposal: proposal, environment: EnvironmentValues(), graph: graph)
        #expect(graph.windowColorScheme == nil)
        _ = ViewLayout(of: Color.red.preferredColorScheme(.dark), proposal: proposal, environment: EnvironmentValues(), graph: graph)
        _ = ViewLayout(of: Color.red, proposal: proposal, environment: EnvironmentValues(), graph: graph)
        #expect(graph.windowColorScheme == nil)
    }

    /// `.secondaryLabel` in dark mode is 235,235,245 at 60% (153/255).
    @Test func translucentSemanticColour() throws {
        let d = try renderView(Color(.secondaryLabel).environment(\.colorScheme, .dark), 4, 4)
        #expect(rgba(d, 2, 2) == [235, 235, 245, 153])
    }

    /// Hierarchical styles: with no foreground they are the label colours; under
    /// `.foregroundStyle(.red)` they are red at 0.6 / 0.3 (153, 77 of 255).
    @Test func hierarchicalStyles() throws {
        let plain = try renderView(Rectangle().foregroundStyle(.secondary), 4, 4)
        #expect(rgba(plain, 2, 2) == [60, 60, 67, 153])
        let darkPlain = try renderView(Rectangle().foregroundStyle(.secondary).environment(\.colorScheme, .dark), 4, 4)
        #expect(rgba(darkPlain, 2, 2) == [235, 235, 245, 153])
        let red = try renderView(VStack { Rectangle().foregroundStyle(.secondary) }.foregroundStyle(.red), 4, 4)
        #expect(close(rgba(red, 2, 2), [255, 59, 48, 153], tolerance: 1))  // ±1: 8-bit premultiplied storage
        let tertiary = try renderView(Rectangle().fill(.tertiary).foregroundStyle(Color.blue), 4, 4)
        #expect(close(rgba(tertiary, 2, 2), [0, 122, 255, 77], tolerance: 1))
        let primaryDark = try renderView(Rectangle().environment(\.colorScheme, .dark), 4, 4)
        #expect(rgba(primaryDark, 2, 2) == [255, 255, 255, 255])
        let bg = try renderView(Rectangle().fill(.background).environment(\.colorScheme, .dark), 4, 4)
        #expect(rgba(bg, 2, 2) == [0, 0, 0, 255])
        let tint = try renderView(Rectangle().fill(.tint), 4, 4)
        #expect(rgba(tint, 2, 2) == [0, 122, 255, 255])
        let sep = try renderView(Rectangle().fill(.separator), 4, 4)
        #expect(close(rgba(sep, 2, 2), [60, 60, 67, 74], tolerance: 2))
    }

    /// `Color.mix`: red and blue half way in Oklab give (140.36, 83.03, 162.31), black and
    /// white (99.09 grey) — numpy with Ottosson's matrices; `.device` mixes sRGB (127.5).
    @Test func colorMix() throws {
        let purple = Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5).resolved
        #expect(abs(purple.red * 255 - 140.36) < 0.05 && abs(purple.green * 255 - 83.03) < 0.05 && abs(purple.blue * 255 - 162.31) < 0.05)
        let grey = Color.black.mix(with: .white, by: 0.5).resolved
        #expect(abs(grey.red * 255 - 99.09) < 0.05)
        let device = Color.black.mix(with: .white, by: 0.5, in: .device).resolved
        #expect(device.red == 0.5)
        #expect(Color.red.mix(with: .blue, by: .nan).resolved == Color.red.resolved)
        // Adaptive colours mix per scheme.
        #expect(Color.blue.mix(with: .blue, by: 0.3).resolve(in: .dark).blue > 0.99)
    }

    /// The same view renders in either scheme through ImageRenderer; light output is unchanged.
    @Test func imageRendererEitherScheme() throws {
        let card = Text("Hi").padding().background(Color(.secondarySystemBackground))
        let light = ImageRenderer(content: card).displayList.dump
        let dark = ImageRenderer(content: card.environment(\.colorScheme, .dark)).displayList.dump
        #expect(light.contains("#F2F2F7FF"))
        #expect(dark.contains("#1C1C1EFF"))
        #expect(dark.contains("#FFFFFFFF"))  // the text is white (label) in dark mode
    }

    /// A shadow's and a colour multiply's adaptive colour takes the view's colour scheme and
    /// design era, as SwiftUI resolves colours in the view's environment: `.primary` is black
    /// in light mode and white in dark mode; `.blue` is (0, 122, 255) on iOS 17 light,
    /// (10, 132, 255) dark, (0, 136, 255) on iOS 26 light (Apple's system colour tables).
    @Test func shadowAndColorMultiplyResolveInTheViewsEnvironment() throws {
        // A 10-point white square whose crisp shadow (radius 0) falls 20 points to its right.
        func shadow(_ color: Color) -> some View {
            HStack(spacing: 0) {
                Color.white.frame(width: 10, height: 10).shadow(color: color, radius: 0, x: 20, y: 0)
                Spacer(minLength: 0)
            }
        }
        #expect(rgba(try renderView(shadow(.primary), 40, 10), 25, 5) == [0, 0, 0, 255])
        #expect(rgba(try renderView(shadow(.primary).environment(\.colorScheme, .dark), 40, 10), 25, 5) == [255, 255, 255, 255])
        #expect(rgba(try renderView(shadow(.blue).environment(\.colorScheme, .dark), 40, 10), 25, 5) == [10, 132, 255, 255])
        #expect(rgba(try renderView(shadow(.blue).environment(\.designEra, .iOS26), 40, 10), 25, 5) == [0, 136, 255, 255])
        // White multiplied by blue is blue, in the scheme the modifier sits in.
        let multiplied = Color.white.colorMultiply(.blue)
        #expect(rgba(try renderView(multiplied, 4, 4), 2, 2) == [0, 122, 255, 255])
        #expect(rgba(try renderView(multiplied.environment(\.colorScheme, .dark), 4, 4), 2, 2) == [10, 132, 255, 255])
        // The same through `.visualEffect`, whose chain is built before the environment is known:
        // its colour resolves when the view is drawn.
        let effected = Color.white.visualEffect { content, _ in content.colorMultiply(.blue) }
        #expect(rgba(try renderView(effected, 4, 4), 2, 2) == [0, 122, 255, 255])
        #expect(rgba(try renderView(effected.environment(\.colorScheme, .dark), 4, 4), 2, 2) == [10, 132, 255, 255])
        #expect(rgba(try renderView(effected.environment(\.designEra, .iOS26), 4, 4), 2, 2) == [0, 136, 255, 255])
        // Color.resolve(in:) reads the same environment.
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(Color.primary.resolve(in: environment) == Color.white.resolved)
        environment.designEra = .iOS26
        environment.colorScheme = .light
        let blue = Color.blue.resolve(in: environment)
        #expect([blue.red, blue.green, blue.blue].map { Int(($0 * 255).rounded()) } == [0, 136, 255])
    }

    /// A Canvas's shadow and colour-multiply filters resolve their colour in the context's
    /// environment too (`GraphicsContext.environment`): `.primary` is white in dark mode.
    @Test func canvasFiltersResolveInTheContextsEnvironment() throws {
        func canvas(_ filter: GraphicsContext.Filter) -> some View {
            Canvas { context, _ in
                context.addFilter(filter)
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.white))
            }
        }
        let shadow = canvas(.shadow(color: .primary, radius: 0, x: 20, y: 0))
        #expect(rgba(try renderView(shadow, 40, 10), 25, 5) == [0, 0, 0, 255])
        #expect(rgba(try renderView(shadow.environment(\.colorScheme, .dark), 40, 10), 25, 5) == [255, 255, 255, 255])
        let multiplied = canvas(.colorMultiply(.blue))
        #expect(rgba(try renderView(multiplied.environment(\.colorScheme, .dark), 12, 12), 5, 5) == [10, 132, 255, 255])
        #expect(rgba(try renderView(multiplied.environment(\.designEra, .iOS26), 12, 12), 5, 5) == [0, 136, 255, 255])
    }

    /// A colour set mid-tree under `.environment(\.designEra, .iOS26)` takes iOS 26's value
    /// wherever it is drawn: a Canvas shading and a text colour, as a shape fill does
    /// (`.blue` is (0, 136, 255) on iOS 26, (0, 122, 255) on iOS 17).
    @Test func canvasAndTextColoursFollowTheEraSetMidTree() throws {
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue))
        }
        #expect(rgba(try renderView(canvas, 4, 4), 2, 2) == [0, 122, 255, 255])
        #expect(rgba(try renderView(canvas.environment(\.designEra, .iOS26), 4, 4), 2, 2) == [0, 136, 255, 255])
        func textPaint(_ era: DesignEra) -> Paint? {
            let layout = ViewLayout(of: Text("Blue").foregroundColor(.blue).environment(\.designEra, era), in: CGSize(width: 100, height: 40))
            for item in layout.displayList.items { if case .text(let run, _) = item { return run.segments.first?.paint } }
            return nil
        }
        #expect(textPaint(.iOS17) == .color(Color.blue.resolve(in: .light, era: .iOS17)))
        #expect(textPaint(.iOS26) == .color(Color.blue.resolve(in: .light, era: .iOS26)))
        #expect(textPaint(.iOS26) != textPaint(.iOS17))
    }

    /// `Color(.displayP3, …)` is converted to sRGB (decode, CSS Color 4's P3 → sRGB matrix,
    /// clip, encode), values computed independently in Python from the two sets of primaries:
    /// P3 (0.9, 0.5, 0.3) → (245.39, 120.62, 61.98); (0.3, 0.7, 0.9) → (−, 181.29, 234.67), red
    /// clipped to 0; P3 red → sRGB red; a grey stays the grey. sRGB and linear are unchanged.
    /// Cairo stores a colour in 16 bits and keeps the high byte, so a channel c shows as
    /// ⌊c · 257 / 256⌋: 246, 121, 62 and 0, 182, 235.
    @Test func displayP3IsConvertedToSRGB() throws {
        func px(_ c: Color) throws -> [Int] { Array(rgba(try renderView(c, 2, 2), 0, 0)[0..<3]) }
        let warm = try px(Color(.displayP3, red: 0.9, green: 0.5, blue: 0.3)), cool = try px(Color(.displayP3, red: 0.3, green: 0.7, blue: 0.9))
        #expect(warm == [246, 121, 62], "\(warm)")
        #expect(cool == [0, 182, 235], "\(cool)")
        #expect(try px(Color(.displayP3, red: 1, green: 0, blue: 0)) == [255, 0, 0])
        let grey = try px(Color(.displayP3, red: 0.6, green: 0.6, blue: 0.6))
        #expect(grey == (try px(Color(red: 0.6, green: 0.6, blue: 0.6))), "\(grey)")
        #expect(try px(Color(.sRGB, red: 0.9, green: 0.5, blue: 0.3)) == (try px(Color(red: 0.9, green: 0.5, blue: 0.3))))
        // Non-finite components fall through to the sRGB path's own handling, never a trap.
        _ = try px(Color(.displayP3, red: .nan, green: .infinity, blue: -1))
    }
}
