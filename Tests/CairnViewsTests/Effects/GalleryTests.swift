import Cairn
import CairnCairo
import Foundation
import SampleScenes
import Testing
import CairnTestSupport

@MainActor @Suite struct GalleryTests {
    /// The effects gallery's SVG, drawn back by librsvg, matches its PNG: the mean absolute
    /// difference per channel stays under 1/255 and under 3% of pixels differ by more than
    /// 16/255. Measured: mean 0.60, 1.8% (0.72 and 2.2% when the page was one raster), in
    /// the caption rows (SVG glyph outlines against Pango's hinted raster glyphs), the
    /// plusDarker cells (multiply in SVG, see `SVGLayerMarkup.cssBlendMode`) and librsvg's
    /// blurs; the effects themselves are checked pixel by pixel in `SVGNativeFilterTests`.
    /// The SVG is vector: native filters and blend modes, and only the two plusLighter
    /// cells as local rasters (100 x 100 pixels at 2 px/pt: 50-point cells, their captions'
    /// text on the pixel grid).
    @Test func gallerySVGMatchesPNG() throws {
        let sample = try #require(SampleCatalog.sample(named: "effects-gallery"))
        let renderer = sample.renderer(scale: 1)
        let png = try renderer.bitmap()
        let size = renderer.layout.size  // points; the PNG is its ceiling in pixels
        let svg = try renderer.svgData()
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.components(separatedBy: "<filter").count - 1 >= 28)  // 31 now: shadows, blurs, colour filters, both panels
        #expect(text.contains("mix-blend-mode:difference"))
        #expect(text.components(separatedBy: "<image").count - 1 == 2)
        #expect(text.components(separatedBy: "width=\"100\" height=\"100\"").count - 1 == 2)
        let back = try CairoRenderer.bitmap(DisplayList([.image(ImageItem(
            source: ImageSource(.svg(svg, size: size), name: "gallery.svg"), rect: CGRect(origin: .zero, size: size)))]), size: size)
        var total = 0, far = 0, count = 0
        // Every other pixel in each direction (a quarter of the picture) keeps the test fast.
        for y in stride(from: 0, to: png.height, by: 2) {
            for x in stride(from: 0, to: png.width, by: 2) {
                let a = png.pixel(x: x, y: y), b = back.pixel(x: x, y: y)
                let d0 = abs(Int(a.red) - Int(b.red)), d1 = abs(Int(a.green) - Int(b.green))
                let d2 = abs(Int(a.blue) - Int(b.blue)), d3 = abs(Int(a.alpha) - Int(b.alpha))
                total += d0 + d1 + d2 + d3
                count += 1
                if max(d0, d1, d2, d3) > 16 { far += 1 }
            }
        }
        let mean = Double(total) / Double(count * 4)
        let farShare = Double(far) / Double(count)
        #expect(mean < 1)
        #expect(farShare < 0.03)
    }
}
