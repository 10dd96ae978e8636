import Cairn
import CCairo
@testable import CairnCairo
@testable import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// `Font.smallCaps()`, `lowercaseSmallCaps()` and `uppercaseSmallCaps()`: which letters
/// become small capitals (Apple's reference), their advances checked against HarfBuzz alone
/// (the font file, no Pango), the line height kept, and the glyphs drawn small in PNG, SVG
/// and PDF.
@Suite struct SmallCapsTests {
    func font<V: View>(_ view: V) -> TextFont? { firstFont(view) }

    @Test func whichCaseEachModifierTurnsOn() {
        // smallCaps() is lowercaseSmallCaps() and uppercaseSmallCaps() together ("enable
        // all small capitals"); each keeps the font's other traits.
        #expect(font(Text("a").font(.body.smallCaps()))?.description == "system 17 w400 smcp c2sc")
        #expect(font(Text("a").font(.body.lowercaseSmallCaps()))?.description == "system 17 w400 smcp")
        #expect(font(Text("a").font(.body.uppercaseSmallCaps()))?.description == "system 17 w400 c2sc")
        #expect(font(Text("a").font(.body.lowercaseSmallCaps().uppercaseSmallCaps())) == font(Text("a").font(.body.smallCaps())))
        #expect(font(Text("a").font(.title.bold().smallCaps().italic()))?.description == "system 28 w700 italic smcp c2sc")
        #expect(font(Text("a").font(.system(size: 20, design: .serif).lowercaseSmallCaps()))?.description == "system-serif 20 w400 smcp")
        #expect(Font.body.smallCaps() != Font.body && Font.body.lowercaseSmallCaps() != Font.body.uppercaseSmallCaps())
        #expect(font(Text("a"))?.description == "system 17 w400")
    }

    /// x-height over cap height from the font file (HarfBuzz's OS/2 metrics): the size
    /// factor Pango synthesises small capitals with.
    func smallCapsScale(_ file: String) -> CGFloat? {
        withHarfBuzzFont(file) { font, _ in
            var x: hb_position_t = 0, cap: hb_position_t = 0
            guard hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_X_HEIGHT, &x) != 0,
                hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap) != 0, cap > 0
            else { return nil }
            return CGFloat(x) / CGFloat(cap)
        }
    }

    func interFile() throws -> String {
        try #require(PangoFontSystem.shared.bundledFontsDirectory) + "/Inter-Regular.otf"
    }

    /// Inter's OS/2 table: x-height 1536, cap height 2048 (of 2816 units per em), so
    /// small capitals are 0.75 of the size; Inter Display's (the system font from 24 pt):
    /// 1056 and 1472 of 2048, 0.7174. DejaVu Serif's OS/2 table (version 1) has neither,
    /// and Pango takes 0.8.
    @Test func synthesisScales() throws {
        #expect(smallCapsScale(try interFile()) == 0.75)
        let display = try #require(PangoFontSystem.shared.bundledFontsDirectory) + "/InterDisplay-Regular.otf"
        #expect(close(smallCapsScale(display), 1056.0 / 1472, 1e-9))
        #expect(smallCapsScale("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf") == nil)
        // Inter and Inter Display lack the OpenType features, so Pango synthesises them;
        // the serif design's Noto Serif has both, and draws its own small capitals.
        let context = PangoFontSystem.shared
        for font in [TextFont(size: 17), TextFont(size: 34), TextFont(family: .system(.serif), size: 17)] {
            for tag in ["smcp", "c2sc"] {
                let has = context.withContext { PangoTextLayout.fontHasFeature(tag, font, context: $0) }
                #expect(has == (font.family == .system(.serif)), "\(font) \(tag)")
            }
        }
        #expect(context.withContext { PangoTextLayout.fontHasFeature("tnum", TextFont(size: 17), context: $0) })
    }

    /// One tracking step of the system font at `size`, in Pango's units.
    func tracking(_ size: CGFloat) -> CGFloat {
        CGFloat(Int32((SystemFontMetrics.tracking(forSize: size) * 1024).rounded(.toNearestOrAwayFromZero))) / 1024
    }

    func measure(_ text: String, _ font: TextFont) -> TextMeasurement {
        PangoTextMeasurer().measure(TextRun([.init(text, font: font)]))
    }

    /// Lowercase small capitals: "Hello World" is "H" and "W" at 17 pt, "ELLO " and "ORLD"
    /// at 17 × 0.75 (a space stays with the letters before it); one 17-pt tracking step
    /// per character. Capitals only: "NASA" at 17 × 0.75, " rocks" at 17.
    @Test func advancesEqualHarfBuzzAtTheSmallCapsSize() throws {
        let file = try interFile()
        let small: CGFloat = 17 * 0.75
        var font = TextFont(size: 17)
        font.lowercaseSmallCaps = true
        let lower = measure("Hello World", font)
        let expectedLower = harfBuzzAdvance([("H", 17), ("ELLO ", small), ("W", 17), ("ORLD", small)], file: file) + 11 * tracking(17)
        #expect(close(lower.size.width, expectedLower, 0.01), "\(lower.size.width) vs \(expectedLower)")

        font.lowercaseSmallCaps = false
        font.uppercaseSmallCaps = true
        let upper = measure("NASA rocks", font)
        let expectedUpper = harfBuzzAdvance([("NASA", small), (" rocks", 17)], file: file) + 10 * tracking(17)
        #expect(close(upper.size.width, expectedUpper, 0.01), "\(upper.size.width) vs \(expectedUpper)")

        // All small capitals: "abc" and "ABC" are the same three small capitals.
        font.lowercaseSmallCaps = true
        let all = [measure("abc", font), measure("ABC", font)]
        let expectedAll = harfBuzzAdvance([("ABC", small)], file: file) + 3 * tracking(17)
        #expect(all.allSatisfy { close($0.size.width, expectedAll, 0.01) }, "\(all.map(\.size.width)) vs \(expectedAll)")
        // And narrower than the capitals at full size.
        #expect(expectedAll < measure("ABC", TextFont(size: 17)).size.width)
    }

    /// Small capitals change no font metric: the line stays the font's line (SF Pro's
    /// 20.2871 at 17 pt for the system font; Noto Serif's own), one line or two.
    @Test func lineHeightIsTheFontsLineHeight() {
        for family in [TextFont.Family.system(.default), .system(.serif)] {
            let plain = TextFont(family: family, size: 17)
            for (lower, upper) in [(true, true), (true, false), (false, true)] {
                var font = plain
                font.lowercaseSmallCaps = lower
                font.uppercaseSmallCaps = upper
                let m = measure("Small Caps", font)
                #expect(m.size.height == measure("Small Caps", plain).size.height, "\(family) \(lower) \(upper)")
                #expect(m.firstBaseline == measure("Small Caps", plain).firstBaseline)
                let two = PangoTextMeasurer().measure(TextRun([.init("Small Caps Small Caps", font: font)], width: m.size.width + 5))
                #expect(two.lineCount == 2 && two.size.height == 2 * m.size.height, "\(two)")
            }
        }
        #expect(close(measure("Hello", { var f = TextFont(size: 17); f.lowercaseSmallCaps = true; return f }()).size.height, 20.2871, 0.0001))
    }

    /// The serif design (Noto Serif) has real small capitals: "abc" with `smcp` and `c2sc`
    /// measures as HarfBuzz shapes it with those features in the bundled file, at full size
    /// (the serif design has no tracking), narrower than "ABC".
    @Test func serifDrawsItsOwnSmallCapitals() throws {
        var font = TextFont(family: .system(.serif), size: 20)
        font.lowercaseSmallCaps = true
        font.uppercaseSmallCaps = true
        let file = try #require(PangoFontSystem.shared.bundledFontsDirectory) + "/NotoSerif-Regular.ttf"
        let m = measure("abc", font)
        let expected = harfBuzzAdvance([("abc", 20)], file: file, features: ["smcp", "c2sc"])
        #expect(close(m.size.width, expected, 0.01), "\(m.size.width) vs \(expected)")
        #expect(expected < harfBuzzAdvance([("ABC", 20)], file: file))
    }

    /// A one-line, tail-truncated run is measured by the whole layout (the prefix shortcut
    /// reads full-size advances, so it is off for small capitals): the same measurement as
    /// Pango's layout of the whole text, truncated and narrower than the width.
    @Test func truncatedSmallCapsMeasureTheWholeLayout() {
        var font = TextFont(size: 17)
        font.lowercaseSmallCaps = true
        let text = String(repeating: "small capitals truncate ", count: 12)
        let run = TextRun([.init(text, font: font)], width: 120, lineLimit: 1)
        #expect(PangoFontSystem.shared.withContext { PangoTextLayout.tailTruncatedLineFromPrefix(run, context: $0) } == nil)
        let whole = PangoFontSystem.shared.withContext { ctx in PangoTextLayout.with(run, context: ctx) { $0.measurement } }
        let measured = PangoTextMeasurer().measure(run)
        #expect(measured == whole && measured.isTruncated && measured.size.width <= 120 && measured.size.width > 100, "\(measured)")
    }

    /// Through a view: a Text's frame is the measured width, and the modifiers reach the
    /// run from `.font(_:)` on the text or on a container.
    @Test func viewFramesUseTheSmallCapsWidths() {
        let layout = pangoLayout(VStack(spacing: 0) {
            Text("Hello World").font(.body.lowercaseSmallCaps()).id(0)
            Text("Hello World").id(1)
            Text("NASA rocks").font(.body.uppercaseSmallCaps()).id(2)
        })
        var font = TextFont(size: 17)
        font.lowercaseSmallCaps = true
        #expect(close(layout.frame(of: 0)?.width, pixelCeil(measure("Hello World", font).size.width), 1e-9))
        #expect(layout.frame(of: 0)?.height == layout.frame(of: 1)?.height)
        #expect((layout.frame(of: 0)?.width ?? 0) > (layout.frame(of: 1)?.width ?? 0))
        let inherited = pangoLayout(VStack { Text("Hello World").id(0) }.font(.body.lowercaseSmallCaps()))
        #expect(inherited.frame(of: 0)?.size == layout.frame(of: 0)?.size)
    }

    // MARK: Drawing

    /// Row range (first, last) of ink in columns `columns` of a bitmap read through `isInk`.
    func inkRows(height: Int, columns: Range<Int>, _ isInk: (Int, Int) -> Bool) -> ClosedRange<Int>? {
        var first: Int?, last: Int?
        for y in 0..<height {
            for x in columns where isInk(x, y) {
                if first == nil { first = y }
                last = y
                break
            }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// Rows with ink of `text` drawn black on white at 100 pt in `font`.
    func inkHeight(_ text: String, _ font: Font) throws -> CGFloat {
        let b = try ImageRenderer(content: Text(text).font(font).foregroundColor(.black).padding(10).background(Color.white)).bitmap()
        let rows = inkRows(height: b.height, columns: 0..<b.width) { x, y in
            // (An image's last row, past the view's fractional height, is transparent.)
            let p = b.pixel(x: x, y: y)
            return p.alpha > 250 && Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 128
        }
        return CGFloat(try #require(rows).count)
    }

    /// At 100 pt the system font is Inter Display, whose H is cap height tall: 1472 / 2048 ×
    /// 100 = 71.9 pixels; as a small capital 1056 / 1472 of that (x-height over cap height),
    /// 51.6 pixels. Lowercase small caps draw "h" as that small H and
    /// leave "H"; uppercase small caps draw "H" small and leave "h" (full height); all
    /// small caps draw both small.
    @Test func pngDrawsSmallCapitals() throws {
        let size = Font.system(size: 100)
        let cap: CGFloat = 1472.0 / 2048 * 100, k: CGFloat = 1056.0 / 1472
        let h = try inkHeight("h", size)
        let cases: [(String, Font, CGFloat)] = [
            ("H", size, cap),
            ("H", size.lowercaseSmallCaps(), cap), ("h", size.lowercaseSmallCaps(), cap * k),
            ("H", size.uppercaseSmallCaps(), cap * k), ("h", size.uppercaseSmallCaps(), h),
            ("H", size.smallCaps(), cap * k), ("h", size.smallCaps(), cap * k),
        ]
        #expect(abs(h - cap) <= 1.5)  // Inter Display's ascender is its cap height (h and H: 1472 units)
        for (text, font, expected) in cases {
            let height = try inkHeight(text, font)
            #expect(abs(height - expected) <= 1.5, "\(text) \(font): \(height) vs \(expected)")
        }
    }

    /// The y extent of the outline of the glyph symbols cairo wrote in `svg`, one per glyph
    /// drawn.
    func glyphHeights(_ svg: String) -> [CGFloat] {
        var out: [CGFloat] = []
        var from = svg.startIndex
        while let symbol = svg.range(of: "<symbol", range: from..<svg.endIndex) {
            from = symbol.upperBound
            // Glyph 0 of each font (".notdef", a box) is written whether drawn or not.
            guard let tagEnd = svg.range(of: ">", range: from..<svg.endIndex), !svg[from..<tagEnd.lowerBound].contains("-0\"") else { continue }
            guard let d = svg.range(of: " d=\"", range: from..<svg.endIndex),
                let end = svg.range(of: "\"", range: d.upperBound..<svg.endIndex)
            else { break }
            let numbers = svg[d.upperBound..<end.lowerBound].split(whereSeparator: { " ,MLCZHVQmlczhvq".contains($0) }).compactMap { Double($0) }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            if let lo = ys.min(), let hi = ys.max(), hi > lo { out.append(CGFloat(hi - lo)) }
        }
        return out
    }

    @Test func svgAndPDFDrawSmallCapitals() throws {
        // SVG: cairo writes one outline per glyph at its drawn size: the full-size H and
        // the small-capital H, 1056 / 1472 as tall (Inter Display's x-height over cap height).
        let mixed = String(decoding: try ImageRenderer(content: Text("Hh").font(.system(size: 100).lowercaseSmallCaps()).foregroundColor(.black)).svgData(), as: UTF8.self)
        // (71.875 and 51.56: Inter Display's cap height at 100 and 71.74 pixels.)
        let heights = glyphHeights(mixed).sorted()
        #expect(heights.count == 2, "\(heights)")
        if heights.count == 2 { #expect(close(heights[0] / heights[1], 1056.0 / 1472, 0.01), "\(heights)") }

        // PDF: rasterised by poppler (installed by scripts/install-deps.sh), the lowercase
        // h is the 51.6-pixel small capital, as in PNG.
        let tool = "/usr/bin/pdftoppm"
        try #require(FileManager.default.isExecutableFile(atPath: tool), "install poppler-utils")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-smallcaps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("page.pdf")
        let content = Text("h").font(.system(size: 100).lowercaseSmallCaps()).foregroundColor(.black).padding(10).background(Color.white)
        try writeAtomically(try ImageRenderer(content: content).pdfData(), to: pdf)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-png", "-r", "72", "-singlefile", pdf.path, directory.appendingPathComponent("page").path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let surface = try #require(cairo_image_surface_create_from_png(directory.appendingPathComponent("page.png").path))
        defer { cairo_surface_destroy(surface) }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        let rows = inkRows(height: h, columns: 0..<w) { x, y in
            let pixel = UnsafeRawPointer(data + y * stride + 4 * x).loadUnaligned(as: UInt32.self)
            return (pixel >> 8) & 0xFF < 128  // green channel of ARGB32
        }
        let height = CGFloat(try #require(rows).count)
        let cap: CGFloat = 1472.0 / 2048 * 100
        #expect(abs(height - cap * 1056 / 1472) <= 1.5, "\(height)")
    }
}
