import Cairn
import CCairo
@testable import CairnCairo
@testable import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// `fontWidth(_:)`, `Font.width(_:)` and `Font.Width`: the system font's widths, measured
/// against HarfBuzz alone (the font file, no Pango, no fontconfig) and drawn narrow in PNG,
/// SVG and PDF.
@Suite struct FontWidthTests {
    func font<V: View>(_ view: V) -> TextFont? { firstFont(view) }

    @Test func widthValuesAndScales() {
        // UIKit's UIFont.Width constants, on the width-trait scale −1…1.
        #expect([Font.Width.compressed, .condensed, .standard, .expanded].map(\.value) == [-0.3, -0.2, 0, 0.2])
        #expect(Font.Width(.nan).value == 0)
        let cases: [(Font.Width, CGFloat)] = [
            (.compressed, 0.625), (.condensed, 0.75), (.standard, 1), (.expanded, 1.25),
            // Between the named widths: on the line through them, in 1/80 steps.
            (Font.Width(-0.25), 0.6875), (Font.Width(-0.1), 0.875), (Font.Width(0.1), 1.125),
            (Font.Width(0.05), 1.0625), (Font.Width(0.013), 1.0125),
            // Beyond compressed and expanded: those widths.
            (Font.Width(-1), 0.625), (Font.Width(1), 1.25), (Font.Width(40), 1.25),
        ]
        for (width, scale) in cases {
            #expect(font(Text("a").fontWidth(width))?.widthScale == scale, "\(width.value)")
        }
        // Only the default design of the system font has widths.
        #expect(font(Text("a").fontDesign(.serif).fontWidth(.condensed))?.widthScale == 1)
        #expect(font(Text("a").monospaced().fontWidth(.condensed))?.widthScale == 1)
        #expect(font(Text("a").font(.custom("DejaVu Sans", size: 17)).fontWidth(.condensed))?.widthScale == 1)
        #expect(font(Text("a").fontDesign(.rounded).fontWidth(.condensed))?.widthScale == 1)
        #expect(TextFont(size: 17).widthScale == 1)
    }

    @Test func whereTheWidthComesFrom() {
        // Font.width(_:), Text.fontWidth (innermost piece wins), View.fontWidth (wins over
        // the font's own, as fontWeight does), nil keeps the font's.
        #expect(font(Text("a").font(.body.width(.condensed)))?.width == -0.2)
        #expect(font(Text("a").font(.body.width(.condensed)).fontWidth(.expanded))?.width == 0.2)
        #expect(font(Text("a").fontWidth(.compressed).fontWidth(.expanded))?.width == -0.3)
        #expect(font(Text("a").font(.body.width(.condensed)).fontWidth(nil))?.width == -0.2)
        #expect(font(VStack { Text("a") }.fontWidth(.expanded))?.width == 0.2)
        #expect(font(VStack { Text("a").fontWidth(.condensed) }.fontWidth(.expanded))?.width == -0.2)
        #expect(font(VStack { Text("a").font(.title.width(.compressed)) }.fontWidth(nil))?.width == -0.3)
        let segments = textItems(fixedLayout(Text("a") + Text("b").fontWidth(.condensed)).displayList).first?.run.segments
        #expect(segments?.map(\.font.width) == [0, -0.2])
        #expect(font(Text("a"))?.description == "system 17 w400")
        #expect(font(Text("a").fontWidth(.condensed))?.description == "system 17 w400 wdth-0.2")
    }

    /// The sum of HarfBuzz's advances of `text` in `file` at `size` pixels, the font scaled
    /// `xScale` times horizontally: HarfBuzz alone, from the font file.
    func harfBuzzAdvance(_ text: String, file: String, size: CGFloat, xScale: CGFloat) -> CGFloat {
        withHarfBuzzFont(file) { font, upem in
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, text, -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            var sum = 0
            for i in 0..<Int(count) { sum += Int(positions![i].x_advance) }
            return CGFloat(sum) * size / CGFloat(upem) * xScale
        }
    }

    /// The bundled face `name` (e.g. "Inter-Regular.otf").
    func fontFile(_ name: String) throws -> String {
        try #require(PangoFontSystem.shared.bundledFontsDirectory) + "/" + name
    }

    /// `run` laid out by Pango now, without Cairn's measurement cache.
    func uncached(_ run: TextRun) -> TextMeasurement {
        PangoFontSystem.shared.withContext { ctx in PangoTextLayout.with(run, context: ctx) { $0.measurement } }
    }

    /// Every width's line is its scale × HarfBuzz's advances + one tracking step per
    /// character (−0.4297 at 17 pt: the HIG's −0.43 in Pango units), in regular and bold.
    @Test(arguments: [(Font.Width.compressed, 0.625), (.condensed, 0.75), (.standard, 1), (.expanded, 1.25), (Font.Width(-0.1), 0.875)])
    func widthsEqualHarfBuzzTimesTheScale(_ width: Font.Width, _ scale: CGFloat) throws {
        let text = "Hello world"
        let tracking = CGFloat(-440) / 1024
        for (weight, file) in [(400, "Inter-Regular.otf"), (700, "Inter-Bold.otf")] {
            let run = TextRun([.init(text, font: TextFont(size: 17, weight: weight).withWidth(width.value))])
            let expected = harfBuzzAdvance(text, file: try fontFile(file), size: 17, xScale: scale) + 11 * tracking
            let m = PangoTextMeasurer().measure(run)
            #expect(close(m.size.width, expected, 0.01), "\(width.value) w\(weight): \(m.size.width) vs \(expected)")
            // Widths change only horizontal extents: SF Pro's 17-point line either way.
            #expect(close(m.size.height, 20.2871, 0.0001))
            #expect(PangoTextMeasurer().fontFiles(run).first?.hasSuffix(file) == true)
        }
        // measure.c's numbers (Inter-Regular, 17 px): "Hello world" advances 90.0227.
        let regular = PangoTextMeasurer().measure(TextRun([.init(text, font: TextFont(size: 17).withWidth(width.value))]))
        #expect(close(regular.size.width, 90.0227 * scale + 11 * tracking, 0.01))
    }

    /// Issue 10's order bug (session 2): once a condensed font had been made, standard
    /// text measured at the condensed width. Standard → condensed → standard, each laid out
    /// afresh by Pango (no Cairn cache), gives the same standard width exactly, for a
    /// string and size no other test uses.
    @Test func standardWidthIsUnchangedAfterACondensedFont() throws {
        let text = "Continue order check"
        let size: CGFloat = 13.5
        func run(_ width: Font.Width) -> TextRun { TextRun([.init(text, font: TextFont(size: size).withWidth(width.value))]) }
        let before = uncached(run(.standard))
        let condensed = uncached(run(.condensed))
        let compressed = uncached(run(.compressed))
        let after = uncached(run(.standard))
        let expanded = uncached(run(.expanded))
        let last = uncached(run(.standard))
        #expect(after == before && last == before)
        #expect(condensed.size.width < before.size.width && compressed.size.width < condensed.size.width)
        #expect(expanded.size.width > before.size.width)
        // And the standard width is HarfBuzz's (13.5 pt tracking: −0.115 → −118/1024 per character).
        let tracking = CGFloat(Int32((SystemFontMetrics.tracking(forSize: size) * 1024).rounded(.toNearestOrAwayFromZero))) / 1024
        let expected = harfBuzzAdvance(text, file: try fontFile("Inter-Regular.otf"), size: size, xScale: 1) + CGFloat(text.count) * tracking
        #expect(close(before.size.width, expected, 0.01), "\(before.size.width) vs \(expected)")
        // The same through a view, with the full cache, in both orders within one layout.
        let stack = pangoLayout(VStack(alignment: .leading, spacing: 0) {
            Text(text).font(.system(size: size)).id(0)
            Text(text).font(.system(size: size)).fontWidth(.condensed).id(1)
            Text(text).font(.system(size: size)).id(2)
        })
        let widths = (0..<3).map { stack.frame(of: $0)?.width ?? 0 }
        // (Frames: the measured widths rounded up to the pixel, 1× here.)
        #expect(widths[0] == widths[2] && close(widths[0], pixelCeil(before.size.width), 1e-9))
        #expect(close(widths[1], pixelCeil(condensed.size.width), 1e-9))
    }

    /// Characters Inter lacks come from fallback fonts at their own width: only the
    /// system font's runs are scaled.
    @Test func fallbackFontsKeepTheirWidth() {
        let hebrew = "שלום"
        let standard = PangoTextMeasurer().measure(TextRun([.init(hebrew, font: TextFont(size: 17))]))
        let condensed = PangoTextMeasurer().measure(TextRun([.init(hebrew, font: TextFont(size: 17).withWidth(-0.2))]))
        #expect(standard.size.width > 20 && condensed.size.width == standard.size.width)
    }

    @Test func fixedMetricsScaleTheAdvance() {
        // 0.5 × 10 × 0.75 per character.
        let m = FixedMetricTextMeasurer().measure(TextRun([.init("Hello", font: TextFont(size: 10).withWidth(-0.2))]))
        #expect(m.size == CGSize(width: 18.75, height: 12))
    }

    /// Column range (first, last) of pixels darker than mid-grey in `bitmap`.
    func inkColumns(_ b: Bitmap) -> ClosedRange<Int>? {
        inkColumns(width: b.width, height: b.height) { x, y in
            let p = b.pixel(x: x, y: y)
            return Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 128
        }
    }

    /// Column range of the pixels for which `isInk` holds.
    func inkColumns(width: Int, height: Int, _ isInk: (Int, Int) -> Bool) -> ClosedRange<Int>? {
        var first: Int?, last: Int?
        for x in 0..<width {
            for y in 0..<height {
                if isInk(x, y) {
                    if first == nil { first = x }
                    last = x
                    break
                }
            }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// "HHHH" at 40 pt black: ink spans 3 × (advance × scale + tracking) + one stem-to-stem
    /// H's ink, so condensed ink is narrower than standard by about 0.75.
    func view(_ width: Font.Width) -> some View {
        Text("HHHH").font(.system(size: 40, weight: .bold)).fontWidth(width).foregroundColor(.black).background(Color.white)
    }

    @Test func pngDrawsNarrowGlyphs() throws {
        let standard = try #require(inkColumns(try ImageRenderer(content: view(.standard)).bitmap()))
        let condensed = try #require(inkColumns(try ImageRenderer(content: view(.condensed)).bitmap()))
        let expanded = try #require(inkColumns(try ImageRenderer(content: view(.expanded)).bitmap()))
        // Tracking at 40 pt is 0.38 (positive); HarfBuzz: "HHHH" bold advances at 40 px.
        let ratioC = CGFloat(condensed.count) / CGFloat(standard.count)
        let ratioE = CGFloat(expanded.count) / CGFloat(standard.count)
        #expect(ratioC > 0.72 && ratioC < 0.78, "\(condensed) vs \(standard)")
        #expect(ratioE > 1.22 && ratioE < 1.28, "\(expanded) vs \(standard)")
    }

    /// The x extent of the outline of the first glyph symbol cairo wrote in `svg`.
    func firstGlyphWidth(_ svg: String) -> CGFloat? {
        guard let symbol = svg.range(of: "<symbol"), let d = svg.range(of: " d=\"", range: symbol.upperBound..<svg.endIndex),
            let end = svg.range(of: "\"", range: d.upperBound..<svg.endIndex)
        else { return nil }
        let path = svg[d.upperBound..<end.lowerBound]
        let numbers = path.split(whereSeparator: { " ,MLCZHVQmlczhvq".contains($0) }).compactMap { Double($0) }
        // Absolute M/L/C commands in pairs: even indexes are x.
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        guard let lo = xs.min(), let hi = xs.max() else { return nil }
        return CGFloat(hi - lo)
    }

    @Test func svgAndPDFDrawNarrowGlyphs() throws {
        let svgStandard = String(decoding: try ImageRenderer(content: view(.standard)).svgData(), as: UTF8.self)
        let svgCondensed = String(decoding: try ImageRenderer(content: view(.condensed)).svgData(), as: UTF8.self)
        let standardH = try #require(firstGlyphWidth(svgStandard))
        let condensedH = try #require(firstGlyphWidth(svgCondensed))
        #expect(standardH > 20 && close(condensedH / standardH, 0.75, 0.01), "\(condensedH) / \(standardH)")

        // PDF: rasterised by poppler (installed by scripts/install-deps.sh), the ink of
        // the condensed line is 0.75 times as wide, as in PNG.
        let tool = "/usr/bin/pdftoppm"
        try #require(FileManager.default.isExecutableFile(atPath: tool), "install poppler-utils")
        func pdfInk(_ width: Font.Width) throws -> ClosedRange<Int> {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-width-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let pdf = directory.appendingPathComponent("page.pdf")
            try writeAtomically(try ImageRenderer(content: view(width)).pdfData(), to: pdf)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["-png", "-r", "72", "-singlefile", pdf.path, directory.appendingPathComponent("page").path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            // The PNG read back with Cairo (opaque white page, black ink).
            let surface = try #require(cairo_image_surface_create_from_png(directory.appendingPathComponent("page.png").path))
            defer { cairo_surface_destroy(surface) }
            let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = try #require(cairo_image_surface_get_data(surface))
            return try #require(inkColumns(width: w, height: h) { x, y in
                let pixel = UnsafeRawPointer(data + y * stride + 4 * x).loadUnaligned(as: UInt32.self)
                return (pixel >> 8) & 0xFF < 128  // green channel of ARGB32
            })
        }
        let standard = try pdfInk(.standard), condensed = try pdfInk(.condensed)
        let ratio = CGFloat(condensed.count) / CGFloat(standard.count)
        #expect(ratio > 0.72 && ratio < 0.78, "\(condensed) vs \(standard)")
    }
}
