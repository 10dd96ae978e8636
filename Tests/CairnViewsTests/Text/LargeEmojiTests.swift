import Cairn
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Emoji past 1,024 device pixels per em come from a raster at that em covering only their
/// visible part (LargeBitmapGlyphs.swift): Cairo would scale the 109-pixel strike to a whole
/// image at the full size (an 8,192-point emoji: 8,200 × 9,600 pixels, seconds per glyph).
@Suite struct LargeEmojiTests {
    /// The box of the pixels more than half opaque, as (minX, minY, maxX, maxY).
    func inkBox(_ b: Bitmap) -> (Int, Int, Int, Int) {
        var box = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<b.height {
            for x in 0..<b.width where b.pixel(x: x, y: y).alpha > 128 {
                box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
            }
        }
        return box
    }

    /// An emoji at 1,200 points (the raster path) draws what Cairo draws at 600 points (1/2 the
    /// em, Cairo's own path) magnified twice: the same ink box and the same colours.
    @Test func aHugeEmojiDrawsAsCairoDrawsItSmaller() throws {
        let large = try ImageRenderer(content: Text("😀").font(.system(size: 1_200)).fixedSize()).bitmap()
        let small = try ImageRenderer(content: Text("😀").font(.system(size: 600)).fixedSize()).bitmap()
        let (a, b) = (inkBox(large), inkBox(small))
        // The face is about 0.9 em across: over 1,000 pixels at 1,200 points.
        #expect(a.2 - a.0 > 1_000, "\(a)")
        for (l, s) in [(a.0, b.0), (a.1, b.1), (a.2, b.2), (a.3, b.3)] {
            #expect(abs(l - 2 * s) <= 4, "\(a) vs 2 × \(b)")
        }
        // The colours on a 12 × 12 grid inside the small face, at the same place in both.
        var worst = 0
        for i in 1...12 {
            for j in 1...12 {
                let x = b.0 + (b.2 - b.0) * i / 13, y = b.1 + (b.3 - b.1) * j / 13
                let p = small.pixel(x: x, y: y), q = large.pixel(x: 2 * x + 1, y: 2 * y + 1)
                worst = max(worst, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
            }
        }
        // Edges (the eyes, the mouth) move by a magnified pixel at most: no grid point lands
        // on a different feature, so the channels agree closely.
        #expect(worst < 60, "\(worst)")
    }

    /// An 8,192-point emoji (Cairn's largest font size) in SVG and PDF: the visible piece is
    /// an image of 1/8 point per pixel, not the 300 MB glyph Cairo would make and compress
    /// (12.4 MB of SVG and 11.5 MB of PDF, 18 s and 9 s, before).
    @Test func aHugeEmojiInVectorOutputEmbedsOnlyItsVisiblePiece() throws {
        let view = Text("😀🇺🇸").font(.system(size: 8_192)).fixedSize().frame(width: 400, height: 400)
        let renderer = ImageRenderer(content: view)
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        #expect(svg.contains("<image"))
        #expect(svg.utf8.count < 100_000, "\(svg.utf8.count)")
        // 400 points at 1,024 pixels per 8,192-point em: 50 pixels at most on each side.
        for width in svg.matches(of: /<image[^>]* width="(\d+)" height="(\d+)"/) {
            #expect(Int(width.1)! <= 51 && Int(width.2)! <= 51, "\(width.0)")
        }
        #expect(try renderer.pdfData().count < 100_000)
        // A bitmap of it: the middle of the flag's left side and the face's right side.
        let bitmap = try renderer.bitmap()
        #expect(bitmap.width == 400 && inkCount(bitmap) > 0)
    }
}
