import Cairn
import CairnCairo
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Drawing text: glyphs land where layout put them, CJK falls back to Noto Sans CJK, output
/// is byte-identical from one render to the next, and bad input still draws.
@Suite struct TextRenderingTests {
    /// Renders `view` on white at scale 1.
    func bitmap<V: View>(_ view: V) throws -> Bitmap {
        try ImageRenderer(content: view.background(Color.white)).bitmap()
    }

    /// Pixels darker than mid-grey.
    func darkPixels(_ b: Bitmap, in rect: CGRect? = nil) -> Int {
        let r = rect ?? CGRect(x: 0, y: 0, width: b.width, height: b.height)
        var n = 0
        for y in Int(r.minY)..<Int(r.maxY) {
            for x in Int(r.minX)..<Int(r.maxX) {
                let p = b.pixel(x: x, y: y)
                if Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 128 { n += 1 }
            }
        }
        return n
    }

    @Test func glyphsSitInTheTextFrame() throws {
        // "Hello" at 17 is 40.6875 (measure.c) + 5 × −0.4297 tracking = 38.5391 wide and
        // SF Pro's 20.2871 tall: a 39×21 image. Ink is dark; the rows just above the
        // baseline (16.19) have ink, row 0 (above Inter's ascenders, 16.19 − 13.4 = 2.8)
        // has none.
        let b = try bitmap(Text("Hello"))
        #expect(b.width == 39 && b.height == 21)
        #expect(darkPixels(b) > 40)
        #expect(darkPixels(b, in: CGRect(x: 0, y: 0, width: 39, height: 1)) == 0)
        #expect(darkPixels(b, in: CGRect(x: 0, y: 14, width: 39, height: 2)) > 4)
    }

    @Test func foregroundColorPaintsGlyphs() throws {
        let b = try bitmap(Text("HHHH").font(.system(size: 40, weight: .black)).foregroundColor(.red))
        var reddest = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if p.red > 240, p.green < 80, p.blue < 80 { reddest += 1 }
            }
        }
        #expect(reddest > 100)
    }

    @Test func cjkFallsBackToNotoCJKAndDrawsRealGlyphs() throws {
        let measurer = PangoTextMeasurer()
        let poem = TextRun([.init("窗前明月光,疑是地上霜", font: TextFont(size: 17))])
        #expect(measurer.unknownGlyphCount(poem) == 0)
        #expect(measurer.fontFiles(poem).contains { $0.contains("NotoSansCJK") })
        // U+FFFF has no glyph anywhere: Pango draws a hex box, and counts it as unknown.
        #expect(measurer.unknownGlyphCount(TextRun([.init("\u{FFFF}", font: TextFont(size: 17))])) == 1)

        let b = try bitmap(Text("明"))
        let box = try bitmap(Text("\u{FFFF}"))
        #expect(darkPixels(b) > 20)
        // Not one colour, and not the unknown-glyph box.
        let first = b.pixel(x: 0, y: 0)
        #expect((0..<b.height).contains { y in (0..<b.width).contains { b.pixel(x: $0, y: y) != first } })
        #expect(b.width != box.width || b.pixels != box.pixels)
    }

    @Test func rendersAreByteIdentical() throws {
        let view = VStack {
            Text("onevcat | Wei Wang").font(.headline)
            Text("窗前明月光").foregroundColor(.blue)
            Text("A long line that wraps and truncates at the end").lineLimit(2).frame(width: 120)
        }
        let r = ImageRenderer(content: view)
        #expect(try r.pngData() == r.pngData())
        #expect(try r.svgData() == r.svgData())
        #expect(try r.pdfData() == r.pdfData())
        r.scale = 2
        #expect(try r.pngData() == r.pngData())
    }

    @Test func svgAndPdfContainTheGlyphs() throws {
        let r = ImageRenderer(content: Text("Hello"))
        let svg = String(decoding: try r.svgData(), as: UTF8.self)
        #expect(svg.contains("<symbol") || svg.contains("glyph"))
        let pdf = try r.pdfData()
        #expect(String(decoding: pdf, as: UTF8.self).contains("/FontFile"))
    }

    @Test func headTruncationDrawsTheEllipsisFlushLeft() throws {
        // Truncated at the head, the ellipsis (natural width) comes first and the kept tail
        // follows it directly: the ink spans the whole text frame, with no gap Pango's
        // padded ellipsis would leave.
        let layout = pangoLayout(Text("onevcat | Wei Wang").lineLimit(1).truncationMode(.head).frame(width: 100).id("f"), 100, 30)
        let list = layout.displayList
        let b = try CairoRenderer.bitmap(list, size: CGSize(width: 100, height: 30), background: Color.white.resolved)
        let item = textItems(list)[0]
        let m = PangoTextMeasurer().measure(TextRun(item.run.segments, width: item.run.width, lineLimit: 1, truncationMode: .head))
        #expect(m.isTruncated && m.size.width < 100)
        var columns: [Int] = []
        for x in 0..<100 where darkPixels(b, in: CGRect(x: x, y: 0, width: 1, height: 30)) > 0 { columns.append(x) }
        let left = item.origin.x, right = item.origin.x + m.size.width
        #expect(CGFloat(columns.first ?? 0) >= left - 1 && CGFloat(columns.first ?? 0) <= left + 3)
        #expect(CGFloat(columns.last ?? 0) <= right + 1 && CGFloat(columns.last ?? 0) >= right - 4)
    }

    @Test func gradientForegroundFillsGlyphs() throws {
        let view = Text("HHHH").font(.system(size: 40, weight: .black))
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        let b = try bitmap(view)
        var red = 0, blue = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if p.red > 200, p.blue < 100 { red += 1 }
                if p.blue > 200, p.red < 100 { blue += 1 }
            }
        }
        #expect(red > 20 && blue > 20)
    }
}
