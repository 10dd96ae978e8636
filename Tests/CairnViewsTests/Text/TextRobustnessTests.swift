import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Bad input never crashes and still produces a picture.
@Suite struct TextRobustnessTests {
    @Test func emptyStringWithPango() throws {
        let layout = pangoLayout(VStack(spacing: 0) { Text("").id("e"); Color.red.frame(width: 10, height: 10) })
        #expect(layout.frame(of: "e")?.size == .zero)
        // A 0×0 view has no canvas to render: the renderer says so (SwiftUI returns nil).
        #expect(throws: RenderError.self) { try ImageRenderer(content: Text("")).pngData() }
        #expect(try ImageRenderer(content: Text("").frame(width: 10, height: 10)).pngData().count > 0)
    }

    @Test func aHundredThousandCharacters() throws {
        // 100,000 characters wrap in 300 points; with a line limit of 3 only 3 lines show.
        let long = String(repeating: "lorem ipsum dolor ", count: 5_556).prefix(100_000)
        let layout = pangoLayout(Text(long).lineLimit(3).frame(width: 300).id("f"), 400, 400)
        let f = try #require(layout.frame(of: "f"))
        #expect(close(f.height, pixelCeil(3 * 20.2871), 1e-9))
        let bitmap = try ImageRenderer(content: Text(long).lineLimit(3).frame(width: 300)).bitmap()
        #expect(bitmap.width == 300)
        // Unlimited, it is many lines tall but finite.
        let m = PangoTextMeasurer().measure(TextRun([.init(String(long), font: TextFont(size: 17))], width: 300))
        #expect(m.lineCount > 1000 && m.size.height.isFinite)
    }

    @Test func invalidUTF8FromAFileIsRepaired() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-invalid-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data([0x48, 0x69, 0xFF, 0xFE, 0x21, 0xC3]).write(to: url)  // "Hi", two bad bytes, "!", a cut sequence
        let string = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(string == "Hi\u{FFFD}\u{FFFD}!\u{FFFD}")
        let layout = pangoLayout(Text(verbatim: string).id("t"))
        #expect((layout.frame(of: "t")?.width ?? 0) > 20)
        #expect(try ImageRenderer(content: Text(verbatim: string)).pngData().count > 0)
    }

    @Test func missingCustomFontFallsBackWithADiagnosticAndDraws() throws {
        let view = Text("Hello").font(.custom("No Such Family", size: 17)).id("t")
        let layout = pangoLayout(view)
        #expect(layout.diagnostics == ["Font family \"No Such Family\" is not installed; the text uses the system font instead."])
        // It falls back to the system font: the same width as Inter's "Hello" (40.6875), on the
        // pixel grid (1×).
        #expect(close(layout.frame(of: "t")?.width, pixelCeil(40.6875), 1e-9))
        let files = PangoTextMeasurer().fontFiles(TextRun([.init("Hello", font: TextFont(family: .named("No Such Family"), size: 17))]))
        #expect(files.first?.hasSuffix("/Fonts/Inter-Regular.otf") == true)
        let b = try ImageRenderer(content: view.background(Color.white)).bitmap()
        var dark = 0
        for y in 0..<b.height { for x in 0..<b.width where b.pixel(x: x, y: y).red < 100 { dark += 1 } }
        #expect(dark > 20)
    }

    @Test func extremeSizesAndProposals() throws {
        for size: CGFloat in [0, -5, .nan, .infinity, 1e6] {
            let m = PangoTextMeasurer().measure(TextRun([.init("Hi", font: TextFont(size: size))]))
            #expect(m.size.width.isFinite && m.size.height.isFinite)
        }
        let layout = pangoLayout(Text("Hello world").frame(width: 0, height: 0).id("f"))
        #expect(layout.frame(of: "f")?.size == .zero)
        _ = try ImageRenderer(content: Text("Hello").lineSpacing(.nan).kerning(.infinity).minimumScaleFactor(-1)).pngData()
    }

    @Test func hugeTextNeverBreaksLaterText() throws {
        // FreeType fails above 65,535 pixels per em and Cairo 1.16 then fails every later
        // glyph of that face: sizes are clamped and text too large for the device is skipped.
        for size: CGFloat in [0, 1e6, 70_000] {
            let list = DisplayList([.text(TextRun([.init("Hi", font: TextFont(size: size))]), origin: .zero)])
            _ = try CairoRenderer.bitmap(list, size: CGSize(width: 50, height: 50))
        }
        let zoomed = DisplayList([.group(DisplayList.Group(
            transform: CGAffineTransform(scaleX: 100, y: 100),
            content: DisplayList([.text(TextRun([.init("Hi", font: TextFont(size: 4000))]), origin: .zero)])))])
        _ = try CairoRenderer.bitmap(zoomed, size: CGSize(width: 50, height: 50))
        let b = try ImageRenderer(content: Text("Hello").background(Color.white)).bitmap()
        // "Hello": 40.6875 + 5 × −0.4297 = 38.5391: 39 pixels.
        #expect(b.width == 39)
    }
}
