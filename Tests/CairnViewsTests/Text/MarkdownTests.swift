import Cairn
import CairnCairo
@testable import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// Markdown in `LocalizedStringKey` literals and `AttributedString(markdown:)`, attributed
/// text, and the decorations they bring.
@Suite(.designEra(.iOS17)) struct MarkdownTests {
    typealias R = InlineMarkdown.Run

    /// Source → runs, as CommonMark's inline rules (and SwiftUI) read them; malformed
    /// syntax stays literal.
    static let cases: [(String, [R])] = [
        ("plain", [R(text: "plain")]),
        ("**Total:** 12", [R(text: "Total:", isBold: true), R(text: " 12")]),
        ("*it* and _it_", [R(text: "it", isItalic: true), R(text: " and "), R(text: "it", isItalic: true)]),
        ("***both***", [R(text: "both", isBold: true, isItalic: true)]),
        ("__bold__", [R(text: "bold", isBold: true)]),
        ("**bold *both* bold**", [R(text: "bold ", isBold: true), R(text: "both", isBold: true, isItalic: true), R(text: " bold", isBold: true)]),
        ("`a*b*` c", [R(text: "a*b*", isCode: true), R(text: " c")]),
        ("~~gone~~", [R(text: "gone", isStrikethrough: true)]),
        ("[Cairn](https://example.org)!", [R(text: "Cairn", link: "https://example.org"), R(text: "!")]),
        ("[**B**](https://e.org)", [R(text: "B", isBold: true, link: "https://e.org")]),
        // Malformed or not emphasis: literal.
        ("**open", [R(text: "**open")]),
        ("a * b * c", [R(text: "a * b * c")]),
        ("snake_case_name", [R(text: "snake_case_name")]),
        ("[x] and [y]()", [R(text: "[x] and [y]()")]),
        ("~one~", [R(text: "~one~")]),
        ("`unclosed", [R(text: "`unclosed")]),
        ("\\*not\\*", [R(text: "*not*")]),
        ("2 * 3 = 6", [R(text: "2 * 3 = 6")]),
        ("", []),
    ]

    @Test(arguments: cases.indices)
    func parses(_ index: Int) {
        let (source, runs) = Self.cases[index]
        #expect(InlineMarkdown.parse(source) == runs, "\(source)")
    }

    @Test func hugeAndHostileInputTerminates() {
        // Deeply nested and unbalanced delimiters: parsed (literally) without hanging.
        let hostile = String(repeating: "**[~~_(", count: 2_000)
        let text = InlineMarkdown.parse(hostile).map(\.text).joined()
        #expect(text.count <= hostile.count && text.count > hostile.count / 2)
        let long = String(repeating: "*a* ", count: 2_000)
        #expect(InlineMarkdown.parse(long).count == 4_000)
        // Past 20,000 characters a source is shown literally (escapes undone).
        let huge = String(repeating: "*a* \\_", count: 10_000)
        #expect(InlineMarkdown.parse(huge) == [R(text: String(repeating: "*a* _", count: 10_000))])
    }

    func run(_ text: Text) -> TextRun { text.run(in: EnvironmentValues(), paint: .color(Color.black.resolved)) }

    @Test func literalsAreMarkdownInterpolationsAndVerbatimAreNot() {
        let total = run(Text("**Total:** 12"))
        #expect(total.segments.map(\.string) == ["Total:", " 12"])
        #expect(total.segments.map(\.font.weight) == [700, 400])
        // An interpolated string shows as written, even with asterisks in it.
        let name = "**x**"
        #expect(run(Text("Hi \(name)")).string == "Hi **x**")
        #expect(run(Text("**\(name)**")).segments.map(\.string) == ["**x**"])
        #expect(run(Text("**\(name)**")).segments.first?.font.weight == 700)
        // Text(verbatim:) and Text(String) stay literal.
        #expect(run(Text(verbatim: "**a**")).string == "**a**")
        let s = "*b*"
        #expect(run(Text(s)).string == "*b*")
    }

    @Test func codeIsMonospacedAndLinksAreTinted() {
        let r = run(Text("`12345` [docs](https://example.org)"))
        #expect(r.segments[0].font.family == .system(.monospaced))
        #expect(r.segments[2].string == "docs")
        guard case .color(let c) = r.segments[2].paint else { Issue.record("no colour"); return }
        #expect(c == Color.accentColor.resolved)
        #expect(r.segments[1].paint == .color(Color.black.resolved))
        let strike = run(Text("~~old~~"))
        #expect(strike.segments.first?.strikethrough == TextRun.TextDecoration(pattern: .solid))
    }

    /// A pasted paywall's "Cancel anytime. [Terms](…)" in `.secondary` drew its link grey: on
    /// iOS a Markdown link keeps the tint whatever foreground the text has, and `.tint(_:)`
    /// recolours it; an attributed string's own colour on the run still wins.
    @Test func linksKeepTheTintOverForegroundModifiers() throws {
        let accent = Color.accentColor.resolved, black = Color.black.resolved
        func paints(_ text: Text, _ environment: EnvironmentValues = EnvironmentValues()) -> [Paint] {
            text.run(in: environment, paint: .color(black)).segments.map(\.paint)
        }
        let red = Color.red.resolved
        #expect(paints(Text("a [b](https://e.org)").foregroundColor(.red)) == [.color(red), .color(accent)])
        let secondary = paints(Text("a [b](https://e.org)").foregroundStyle(.secondary))
        #expect(secondary[1] == .color(accent))
        #expect(secondary[0] != .color(black) && secondary[0] != .color(accent))
        var tinted = EnvironmentValues()
        tinted.tint = .orange
        #expect(paints(Text("a [b](https://e.org)"), tinted) == [.color(black), .color(Color.orange.resolved)])
        var own = AttributedString("b")
        own.link = URL(string: "https://e.org")
        own.foregroundColor = .green
        #expect(paints(Text(own).foregroundColor(.red)) == [.color(Color.green.resolved)])
    }

    @Test func boldMeasuresWithInterBold() {
        // measure.c (private fontconfig holding one face): "Total:" in Inter-Bold 46.5918,
        // " 12" in Inter-Regular 22.9648; plus 9 × −0.4297 tracking = 65.6894: 66 on the pixel
        // grid (1×).
        let layout = pangoLayout(Text("**Total:** 12").id("t"))
        #expect(close(layout.frame(of: "t")?.width, pixelCeil(65.6894), 1e-9))
        // `12345` in JetBrains Mono (the monospaced design; no system tracking): 5 × 600/1000 ×
        // 17 = 51.0, which Pango positions in 1/1024 points (10445/1024 an advance): 51.0010,
        // so 52 on the pixel grid; at 2×, 102.002 pixels round up to 51.5.
        #expect(close(pangoLayout(Text("`12345`").id("c")).frame(of: "c")?.width, 52, 1e-9))
        #expect(close(pangoLayout(Text("`12345`").id("c").environment(\.displayScale, 2)).frame(of: "c")?.width, 51.5, 1e-9))
    }

    @Test func attributedStringRunsKeepTheirAttributes() throws {
        var red = AttributedString("Red")
        red.foregroundColor = .red
        red.font = .title
        var rest = AttributedString(" tail")
        rest.underlineStyle = Text.LineStyle(pattern: .dash, color: .blue)
        rest.kern = 2
        rest.baselineOffset = 4
        let r = run(Text(red + rest))
        #expect(r.segments.map(\.string) == ["Red", " tail"])
        #expect(r.segments[0].font.size == 28 && r.segments[0].paint == .color(Color.red.resolved))
        #expect(r.segments[1].font.size == 17 && r.segments[1].kerning == 2 && r.segments[1].baselineOffset == 4)
        #expect(r.segments[1].underline == TextRun.TextDecoration(pattern: .dash, color: Color.blue.resolved))
        // AttributedString(markdown:): intents and links, which Text reads.
        let md = try AttributedString(markdown: "**b** *i* [l](https://e.org) **open")
        let intents = md.runs.map { $0.inlinePresentationIntent }
        #expect(intents.first == .stronglyEmphasized)
        #expect(md.runs.contains { $0.link == URL(string: "https://e.org") })
        #expect(String(md.characters) == "b i l **open")
        let t = run(Text(md))
        #expect(t.segments.first?.font.weight == 700 && t.segments[2].font.isItalic)
    }

    @Test func baselineOffsetGrowsTheLine() {
        // SF Pro at 17: ascender 16.1865, descender 4.1006. Raised 10: the line is
        // 26.1865 + 4.1006 = 30.2871 tall, its baseline 26.1865 down (31 on the pixel grid).
        let layout = pangoLayout((Text("a") + Text("b").baselineOffset(10)).id("t"))
        #expect(close(layout.frame(of: "t")?.height, pixelCeil(30.2871), 1e-9))
        let lowered = pangoLayout((Text("a") + Text("b").baselineOffset(-5)).id("t"))
        #expect(close(lowered.frame(of: "t")?.height, pixelCeil(25.2871), 1e-9))
    }
}

/// Underline and strikethrough pixels.
@Suite(.designEra(.iOS17)) struct DecorationPixelTests {
    func bitmap<V: View>(_ view: V) throws -> Bitmap {
        try ImageRenderer(content: view.padding(2).background(Color.white)).bitmap()
    }

    /// Dark pixels in row `y` and how many separate dark stretches they form.
    func row(_ b: Bitmap, _ y: Int) -> (dark: Int, stretches: Int) {
        var dark = 0, stretches = 0, inDark = false
        for x in 0..<b.width {
            let p = b.pixel(x: x, y: y)
            let isDark = Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 128
            if isDark { dark += 1 }
            if isDark && !inDark { stretches += 1 }
            inDark = isDark
        }
        return (dark, stretches)
    }

    @Test func underlineDrawsUnderTheWholeRun() throws {
        // "mmmm" has no descenders: below the baseline (2 + 16.19) nothing is inked until
        // the underline, which spans the run (4 × 'm' ≈ 50 points wide).
        let plain = try bitmap(Text("mmmm"))
        let underlined = try bitmap(Text("mmmm").underline())
        let rows = (19..<23).map { row(underlined, $0) }
        let best = rows.max { $0.dark < $1.dark }!
        #expect(best.dark > 40 && best.stretches == 1)
        #expect((19..<23).allSatisfy { row(plain, $0).dark == 0 })
        let dashed = try bitmap(Text("mmmm").underline(pattern: .dash))
        let dashedBest = (19..<23).map { row(dashed, $0) }.max { $0.dark < $1.dark }!
        #expect(dashedBest.stretches >= 4 && dashedBest.dark < best.dark)
    }

    @Test func strikethroughCrossesTheGap() throws {
        // Between the two H's there is a space; the strike runs through it at mid x-height.
        let plain = try bitmap(Text("H   H"))
        let struck = try bitmap(Text("H   H").strikethrough(color: .red))
        var redInGap = 0
        for y in 0..<struck.height {
            for x in 18..<25 {
                let p = struck.pixel(x: x, y: y)
                // (The strike may straddle two pixel rows: red over white at half coverage is
                // (255, 157, 152).)
                if p.red > 200, Int(p.red) - Int(p.green) > 60, Int(p.red) - Int(p.blue) > 60 { redInGap += 1 }
            }
        }
        #expect(redInGap >= 7)
        #expect(plain.width == struck.width && plain.height == struck.height)
    }
}
