import Foundation

/// A validated canvas: its size in points, the scale, and the pixel size Cairo allocates.
package struct CanvasSize: Equatable, Sendable {
    /// The size in points.
    package var points: CGSize
    /// Pixels per point.
    package var scale: Double
    /// `ceil(points * scale)` per side: the fitting size rounded up to whole pixels, as
    /// SwiftUI's hosting view rounds `sizeThatFits` up to the pixel length (OpenSwiftUI's
    /// audited `_UIHostingView._layoutSizeThatFits`: `fittingSize.rounded(.up, toMultipleOf:
    /// pixelLength)`). A size already on the pixel grid whose product carries floating-point
    /// noise (61/3 points × 3 = 61.000000000000007) is not taken for one pixel more: a
    /// millionth of a pixel is tolerated.
    package var pixelWidth: Int
    package var pixelHeight: Int

    /// Validates a size and scale: finite, greater than zero, at most Cairo's limit per side.
    ///
    /// - Throws: `RenderError.invalidSize` or `RenderError.canvasTooLarge`.
    package init(_ size: CGSize, scale: CGFloat) throws {
        let w = Double(size.width), h = Double(size.height), s = Double(scale)
        guard w.isFinite, h.isFinite, s.isFinite, w > 0, h > 0, s > 0 else {
            throw RenderError.invalidSize(width: w, height: h, scale: s)
        }
        let pw = (w * s - 1e-6).rounded(.up), ph = (h * s - 1e-6).rounded(.up)
        let limit = RenderError.maximumPixelSide
        guard pw.isFinite, ph.isFinite, pw <= Double(limit), ph <= Double(limit) else {
            throw RenderError.canvasTooLarge(pixelWidth: pw, pixelHeight: ph, limit: limit)
        }
        points = size
        self.scale = s
        pixelWidth = max(Int(pw), 1)
        pixelHeight = max(Int(ph), 1)
    }

    /// Checks that an image of this canvas stays within `RenderError.maximumPixelCount`
    /// pixels (raster outputs only: SVG and PDF allocate no pixels).
    ///
    /// - Throws: `RenderError.tooManyPixels`.
    package func checkPixelCount() throws {
        let limit = RenderError.maximumPixelCount
        if pixelWidth > limit / pixelHeight {
            throw RenderError.tooManyPixels(pixelWidth: pixelWidth, pixelHeight: pixelHeight, limit: limit)
        }
    }
}
