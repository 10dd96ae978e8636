@testable import CairnCairo
import CairnDisplayList
import CairnGeometry
import Cairn
import Dispatch
import Foundation
import Testing

/// Text drawn on many threads with more font files than Cairo 1.16 keeps open (10): Inter's
/// nine weights and their italics in the text and display optical sizes, the serif and the
/// monospaced faces, each behind a shadow (a recording replayed outside Pango) and some as
/// PDF and SVG (fonts subset when the document finishes). Cairo closes a face it believes
/// unused to open another; before the font system's lock covered those calls, the whole
/// suite crashed in FreeType or Cairo in about one run in three (a closed face's glyph slot
/// read as NULL).
@Suite struct FontThreadSafetyTests {
    /// Which display lists may load glyphs (and so take the font system's lock when a
    /// recording of them is measured, replayed or released): text and SVG images, at any
    /// depth of groups, layers and masks; never shapes or bitmaps.
    @Test func recordingsThatMayLoadGlyphs() {
        let text = DisplayList.Item.text(TextRun([TextRun.Segment("Hi", font: TextFont(family: .system(.default), size: 17))]), origin: .zero)
        let fill = DisplayList.Item.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), .color(Color.red.resolved), FillStyle())
        let svg = DisplayList.Item.image(ImageItem(source: ImageSource(.svg(Data("<svg/>".utf8), size: CGSize(width: 4, height: 4)), name: "a.svg"),
                                                   rect: CGRect(x: 0, y: 0, width: 4, height: 4)))
        #expect(CairoPainter.mayUseFonts(DisplayList([fill])) == false)
        #expect(CairoPainter.mayUseFonts(DisplayList([fill, text])))
        #expect(CairoPainter.mayUseFonts(DisplayList([svg])))
        let nested = DisplayList.Item.group(DisplayList.Group(transform: .identity, clips: [], content: DisplayList([text])))
        #expect(CairoPainter.mayUseFonts(DisplayList([fill, nested])))
    }

    /// 720 renders on every core: 36 system faces plus serif and monospaced ones, shadows and
    /// vector outputs. Every PNG of a size and weight is the same bytes as the same view drawn
    /// alone afterwards (so no glyph came from a closed face), and nothing crashes.
    @Test func manyFacesOnManyThreads() throws {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        @Sendable func view(_ i: Int) -> some View {
            let w = weights[i % weights.count]
            let size: CGFloat = i % 2 == 0 ? 15 : 30
            return VStack {
                Text("Shadow \(i % 36) Ågj").font(.system(size: size, weight: w)).italic(i % 4 < 2)
                    .shadow(color: .black, radius: 2, x: 1, y: 1)
                Text("Mono").font(.system(size: size, weight: weights[(i + 3) % 9], design: .monospaced))
                    .shadow(radius: 1)
                Text("Serif").font(.system(size: size, weight: weights[(i + 5) % 9], design: .serif)).italic(i % 3 == 0)
            }
            .frame(width: 240, height: 150)
        }
        let box = Box(count: 72)
        DispatchQueue.concurrentPerform(iterations: 720) { i in
            let renderer = ImageRenderer(content: view(i % 72))
            switch i % 10 {
            case 0: _ = try? renderer.pdfData()
            case 1: _ = try? renderer.svgData()
            default: if let png = try? renderer.pngData() { box.set(i % 72, png) }
            }
        }
        var mismatches = 0
        for k in 0..<72 {
            guard let concurrent = box.values[k] else { continue }
            let alone = try ImageRenderer(content: view(k)).pngData()
            if concurrent != alone { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(box.values.compactMap { $0 }.count == 72)
    }
}

private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Data?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: Data) {
        lock.lock()
        values[i] = v
        lock.unlock()
    }
}
