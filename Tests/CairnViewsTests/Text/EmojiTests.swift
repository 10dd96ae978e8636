import Cairn
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Colour emoji from Noto Color Emoji (its 109-pixel bitmap strike scaled to the font size).
@Suite struct EmojiTests {
    @Test func emojiUseTheColourFontAtTheFontSize() {
        let m = PangoTextMeasurer()
        let run = TextRun([.init("😀", font: TextFont(size: 17))])
        #expect(m.fontFiles(run).contains { $0.hasSuffix("NotoColorEmoji.ttf") })
        // Noto Color Emoji advances 2550/2048 em: 21.1670 at 17 points; the system
        // tracking at 17 points (−0.4297) follows it as after any character.
        let w = m.measure(run).size.width
        #expect(abs(w - (2550.0 / 2048 * 17 - 0.4297)) < 0.01, "\(w)")
        // Text around it stays in Inter; the emoji is not a box.
        let mixed = TextRun([.init("a😀b", font: TextFont(size: 17))])
        #expect(m.unknownGlyphCount(mixed) == 0)
        #expect(m.fontFiles(mixed).first?.hasSuffix("Inter-Regular.otf") == true)
        #expect(!m.fontFiles(mixed).contains { $0.hasSuffix("DejaVuSans.ttf") })
    }

    @Test func emojiDrawInColour() throws {
        let bitmap = try ImageRenderer(content: Text("😀").font(.system(size: 40))).bitmap()
        var yellow = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                if p.alpha > 200, p.red > 200, p.green > 150, p.blue < 100 { yellow += 1 }
            }
        }
        // The face is a yellow disc about 40 × 40 × 0.9 pixels: hundreds of yellow pixels
        // (the text colour is black, so none would come from a monochrome glyph).
        #expect(yellow > 500, "\(yellow)")
    }

    @Test func aMissingEmojiFontSaysWhichPackageToInstall() {
        let measurer = FixedMetricTextMeasurer(installedFamilies: ["Inter"])
        let layout = ViewLayout(of: Text("Party 🎉"), in: CGSize(width: 300, height: 100), textMeasurer: measurer)
        #expect(layout.diagnostics.contains { $0.contains("apt-get install fonts-noto-color-emoji") })
        let plain = ViewLayout(of: Text("Party"), in: CGSize(width: 300, height: 100), textMeasurer: measurer)
        #expect(plain.diagnostics.isEmpty)
    }

    @Test func emojiDetection() {
        #expect(Emoji.isColorEmoji("😀") && Emoji.isColorEmoji("🇫🇷") && Emoji.isColorEmoji("👩‍👩‍👧") && Emoji.isColorEmoji("1️⃣"))
        #expect(Emoji.isColorEmoji("❤️") && !Emoji.isColorEmoji("❤") && !Emoji.isColorEmoji("a") && !Emoji.isColorEmoji("1"))
    }
}

extension EmojiTests {
    /// In SVG and PDF the colour glyph is embedded as a bitmap image (Cairo's way with colour
    /// bitmap fonts); plain text has none.
    @Test func emojiInVectorOutput() throws {
        let emoji = ImageRenderer(content: Text("😀").font(.system(size: 40)))
        let plain = ImageRenderer(content: Text("a").font(.system(size: 40)))
        #expect(String(decoding: try emoji.svgData(), as: UTF8.self).contains("<image"))
        #expect(!String(decoding: try plain.svgData(), as: UTF8.self).contains("<image"))
        #expect(String(decoding: try emoji.pdfData(), as: UTF8.self).contains("/Image"))
        #expect(!String(decoding: try plain.pdfData(), as: UTF8.self).contains("/Image"))
    }
}
