import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// Canvas size, scale, and the errors bad sizes give.
@Suite struct CanvasSizeTests {
    @Test func scaleTwoDoublesThePixelSize() throws {
        let bitmap = try render([fill(rectPath(10, 10, 20, 20), Palette.pureRed)], 40, 40, scale: 2)
        #expect(bitmap.width == 80 && bitmap.height == 80)
        #expect(bitmap.pixels.count == 80 * 80 * 4)
        // The rect covers pixels 20..<60 at scale 2.
        #expect(rgba(bitmap, 20, 20) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 19, 19)[3] == 0)
        #expect(rgba(bitmap, 59, 59) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 60, 60)[3] == 0)
    }

    @Test func fractionalSizesRoundUp() throws {
        let bitmap = try render([], 10.2, 3.5, scale: 1.5)  // 15.3 → 16, 5.25 → 6
        #expect(bitmap.width == 16 && bitmap.height == 6)
    }

    @Test func pixelOutsideTheBitmapIsTransparent() throws {
        let bitmap = try render([fill(rectPath(0, 0, 4, 4), Palette.pureRed)], 4, 4)
        #expect(rgba(bitmap, -1, 0) == [0, 0, 0, 0])
        #expect(rgba(bitmap, 4, 0) == [0, 0, 0, 0])
    }

    @Test(arguments: [
        CGSize(width: CGFloat.nan, height: 10), CGSize(width: 0, height: 10), CGSize(width: 10, height: -1),
        CGSize(width: CGFloat.infinity, height: 10),
    ])
    func invalidSizesThrowInvalidSize(size: CGSize) throws {
        let error = try #require(throws: RenderError.self) { try CairoRenderer.bitmap(DisplayList(), size: size) }
        guard case .invalidSize = error else {
            Issue.record("expected invalidSize, got \(error)")
            return
        }
        #expect(error.description.contains("must be finite numbers greater than zero"))
    }

    @Test func zeroOrNaNScaleThrowsInvalidSize() throws {
        for scale: CGFloat in [0, .nan, -2] {
            #expect(throws: RenderError.self) {
                try CairoRenderer.bitmap(DisplayList(), size: CGSize(width: 10, height: 10), scale: scale)
            }
        }
    }

    /// Within Cairo's per-side limit but over 2²⁸ pixels: refused at once with the pixel
    /// count, before any surface is allocated (a 20,000 × 20,000 bitmap would take 1.6 GB for
    /// the surface and as much for its copy); 16,384 × 16,384 is exactly the limit; SVG, with
    /// no pixels, is not limited.
    @Test func imagesOverTwoToTheTwentyEightPixelsAreRefused() throws {
        let error = try #require(throws: RenderError.self) {
            try CairoRenderer.pngData(DisplayList(), size: CGSize(width: 20_000, height: 20_000))
        }
        #expect(error == .tooManyPixels(pixelWidth: 20_000, pixelHeight: 20_000, limit: 268_435_456))
        #expect(error.description.contains("400000000 pixels"))
        #expect(throws: RenderError.self) {
            try CairoRenderer.bitmap(DisplayList(), size: CGSize(width: 10_000, height: 10_000), scale: 2)
        }
        let atTheLimit = try CanvasSize(CGSize(width: 16_384, height: 16_384), scale: 1)
        try atTheLimit.checkPixelCount()
        #expect(throws: RenderError.self) { try CanvasSize(CGSize(width: 16_384, height: 16_385), scale: 1).checkPixelCount() }
        let svg = try CairoRenderer.svgData(DisplayList(), size: CGSize(width: 20_000, height: 20_000))
        #expect(svg.count > 0)
    }

    @Test func hugeCanvasNamesCairosLimitAndTheRequestedSize() throws {
        let error = try #require(throws: RenderError.self) {
            try CairoRenderer.bitmap(DisplayList(), size: CGSize(width: 100_000, height: 100_000))
        }
        #expect(error == .canvasTooLarge(pixelWidth: 100_000, pixelHeight: 100_000, limit: 32767))
        #expect(error.description.contains("32767"))
        #expect(error.description.contains("100000×100000"))
        // The vector outputs and the PNG path check the same limit.
        #expect(throws: RenderError.self) {
            try CairoRenderer.pngData(DisplayList(), size: CGSize(width: 20_000, height: 20), scale: 2)
        }
        #expect(throws: RenderError.self) { try CairoRenderer.svgData(DisplayList(), size: CGSize(width: CGFloat.nan, height: 1)) }
        #expect(throws: RenderError.self) { try CairoRenderer.pdfData(DisplayList(), size: .zero) }
    }
}
