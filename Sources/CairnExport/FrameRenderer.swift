import CCairo
import CairnCairo
import CairnDisplayList
import Foundation

/// Renders one frame's display list into the forms the writers need. Sendable: workers
/// share it.
struct FrameRenderer: Sendable {
    var size: CGSize
    var scale: CGFloat
    var background: Color.Resolved?
    var compressionLevel: Int
    /// `ceil(size * scale)` per side, as Cairo allocates it (`CanvasSize`).
    var pixelWidth: Int
    var pixelHeight: Int

    /// Validates the canvas as `CairoRenderer` does (`CanvasSize`: finite, positive, within
    /// Cairo's limit).
    ///
    /// - Throws: `RenderError.invalidSize`, `.canvasTooLarge` or `.tooManyPixels`.
    init(size: CGSize, scale: CGFloat, background: Color.Resolved?, compressionLevel: Int) throws {
        let canvas = try CanvasSize(size, scale: scale)
        try canvas.checkPixelCount()
        self.size = size
        self.scale = scale
        self.background = background
        self.compressionLevel = compressionLevel
        pixelWidth = canvas.pixelWidth
        pixelHeight = canvas.pixelHeight
    }

    /// Whether the frames are drawn on an opaque background, so every frame of a sequence
    /// is opaque (unless its drawing clears pixels through the background with a blend mode).
    var hasOpaqueBackground: Bool { (background?.opacity ?? 0) >= 1 }

    /// The colour type of a PNG sequence's frames, chosen once per sequence: RGB (colour
    /// type 2) on an opaque background — a frame whose drawing cleared some pixels stays
    /// RGBA (6) — and RGBA for every frame otherwise, even an opaque one.
    var sequenceColourType: PNGColourType { hasOpaqueBackground ? .rgbWhenOpaque : .rgba }

    /// The frame as an 8-bit PNG at `compressionLevel` with the sequence's colour type
    /// (`sequenceColourType`).
    func png(_ list: DisplayList) throws -> Data {
        try CairoRenderer.pngData(
            list, size: size, scale: scale, background: background, compressionLevel: compressionLevel,
            colourType: sequenceColourType)
    }

    /// The frame as straight-alpha RGBA pixels.
    func bitmap(_ list: DisplayList) throws -> Bitmap {
        try CairoRenderer.bitmap(list, size: size, scale: scale, background: background)
    }

    /// Hands Cairo's premultiplied ARGB32 pixels (valid only inside `body`) and the row
    /// stride in bytes to `body`.
    func withPremultipliedPixels<Result>(
        _ list: DisplayList, _ body: (UnsafeRawPointer, Int) throws -> Result
    ) throws -> Result {
        try CairoRenderer.withImageSurface(list, size: size, scale: scale, background: background) { surface in
            guard let data = cairo_image_surface_get_data(surface) else {
                throw RenderError.cairo(status: "the image surface has no pixel data")
            }
            return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
        }
    }
}
