import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// SVG and PDF output of layers: the SVG, drawn back by librsvg, matches the PNG.
@Suite struct EffectVectorOutputTests {
    static let backdrop = fill(rectPath(0, 0, 40, 40), rgb(51, 153, 204))

    static let cases: [(String, [DisplayList.Item])] = [
        ("shadow", [.layer(DisplayList.Layer(content: DisplayList([fill(rectPath(8, 5, 20, 20), rgb(0, 0, 0))]),
                                             filters: [.shadow(color: rgb(0, 0, 0), sigma: 3, offset: CGSize(width: 0, height: 6))]))]),
        ("blur", [.layer(DisplayList.Layer(content: DisplayList([fill(rectPath(10, 10, 20, 20), rgb(255, 0, 0))]),
                                           filters: [.blur(sigma: 2, opaque: false)]))]),
        ("mask", [.layer(DisplayList.Layer(content: DisplayList([fill(rectPath(0, 0, 40, 20), rgb(255, 0, 0))]),
                                           mask: DisplayList([fill(rectPath(0, 0, 20, 20), rgb(0, 255, 0, 0.4))])))]),
        ("multiply", [backdrop, .layer(DisplayList.Layer(content: DisplayList([fill(rectPath(10, 10, 20, 20), rgb(230, 102, 26))]), blendMode: .multiply))]),
        ("invert", [.layer(DisplayList.Layer(content: DisplayList([fill(rectPath(10, 10, 20, 20), rgb(200, 100, 50))]), filters: [.colorMatrix(ColorMatrix.invert)]))]),
    ]

    /// Each case's SVG, drawn by librsvg (Cairn's SVG image path), is within 3/255 of the PNG
    /// on every sampled pixel (a 4-pixel grid), 12/255 for the native blurs (librsvg's
    /// three-box Gaussian, see `SVGNativeFilterTests`; measured 8 and 11).
    @Test(arguments: cases.map(\.0))
    func svgMatchesPNG(_ name: String) throws {
        let items = Self.cases.first { $0.0 == name }!.1
        let size = CGSize(width: 40, height: 40)
        let png = try CairoRenderer.bitmap(DisplayList(items), size: size)
        let svg = try CairoRenderer.svgData(DisplayList(items), size: size)
        let back = try CairoRenderer.bitmap(DisplayList([.image(ImageItem(
            source: ImageSource(.svg(svg, size: size), name: "out.svg"), rect: CGRect(origin: .zero, size: size)))]), size: size)
        var worst = 0
        for y in stride(from: 3, to: 38, by: 4) {
            for x in stride(from: 3, to: 38, by: 4) {
                let a = rgba(png, x, y), b = rgba(back, x, y)
                // Compare premultiplied, so invisible colour differences do not count.
                for c in 0..<3 { worst = max(worst, abs(a[c] * a[3] - b[c] * b[3]) / 255) }
                worst = max(worst, abs(a[3] - b[3]))
            }
        }
        #expect(worst <= (["shadow", "blur"].contains(name) ? 12 : 3), "\(name): worst difference \(worst)")
        // The PDF is produced without error and is deterministic.
        let pdf1 = try CairoRenderer.pdfData(DisplayList(items), size: size)
        #expect(pdf1 == (try CairoRenderer.pdfData(DisplayList(items), size: size)))
        #expect(svg == (try CairoRenderer.svgData(DisplayList(items), size: size)))
    }

    /// Masks stay vector in SVG (`<mask>`), and so do filtered layers (`SVGNativeFilterTests`).
    @Test func svgKeepsMasksVector() throws {
        let svg = String(decoding: try CairoRenderer.svgData(DisplayList(Self.cases[2].1), size: CGSize(width: 40, height: 40)), as: UTF8.self)
        #expect(svg.contains("<mask"))
        #expect(!svg.contains("<image"))
    }
}
