import Cairn
import Foundation
import SampleScenes
import Testing

@MainActor @Suite struct GalleryTests {
    /// The effects gallery's SVG, drawn back by librsvg, matches its PNG: the mean absolute
    /// difference per channel stays under 1/255 and under 3% of pixels differ by more than
    /// 16/255. Measured: mean 0.72, 2.2%, in the caption rows (SVG glyph outlines against
    /// Pango's hinted raster glyphs) and the plusDarker cells (multiply in SVG, see
    /// `CairoPainter.cairoOperator`); the effects themselves are checked pixel by pixel in
    /// `EffectVectorOutputTests`.
    @Test func gallerySVGMatchesPNG() throws {
        let sample = try #require(SampleCatalog.sample(named: "effects-gallery"))
        let renderer = sample.renderer(scale: 1)
        let png = try renderer.bitmap()
        let size = renderer.layout.size  // points; the PNG is its ceiling in pixels
        let svg = try renderer.svgData()
        let back = try CairoRenderer.bitmap(DisplayList([.image(ImageItem(
            source: ImageSource(.svg(svg, size: size), name: "gallery.svg"), rect: CGRect(origin: .zero, size: size)))]), size: size)
        var total = 0, far = 0
        for y in 0..<png.height {
            for x in 0..<png.width {
                let a = rgba(png, x, y), b = rgba(back, x, y)
                let d = zip(a, b).map { abs($0 - $1) }
                total += d.reduce(0, +)
                if d.contains(where: { $0 > 16 }) { far += 1 }
            }
        }
        let mean = Double(total) / Double(png.width * png.height * 4)
        let farShare = Double(far) / Double(png.width * png.height)
        #expect(mean < 1)
        #expect(farShare < 0.03)
    }
}
