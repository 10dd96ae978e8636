import Foundation

/// Why rendering or writing an image failed, with what to do about it.
///
/// Only setting up an output and I/O throw: drawing a display list itself never fails.
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The canvas size or scale is NaN, infinite, zero or negative.
    case invalidSize(width: Double, height: Double, scale: Double)
    /// The canvas, in pixels, exceeds Cairo's limit per side.
    case canvasTooLarge(pixelWidth: Double, pixelHeight: Double, limit: Int)
    /// The image, in pixels, exceeds `maximumPixelCount` in all (each side within Cairo's limit).
    case tooManyPixels(pixelWidth: Int, pixelHeight: Int, limit: Int)
    /// Cairo reported an error status.
    case cairo(status: String)
    /// The PNG encoder could not encode the image.
    case pngEncodingFailed(reason: String)
    /// Writing a file failed.
    case fileWriteFailed(path: String, reason: String)

    /// Cairo's largest image surface side, in pixels (its coordinates are 16.16 fixed point).
    public static let maximumPixelSide = 32767

    /// The most pixels an image (PNG, bitmap, frame) may have: 2²⁸ = 268,435,456, 16,384 ×
    /// 16,384, a gibibyte of ARGB pixels. Cairn's estimate of what a render should allocate:
    /// Cairo's per-side limit alone allows 32,767² pixels, 4 GiB for the surface and as much
    /// again for a bitmap's copy, which a text at an absurd font size (clamped to 8,192 points)
    /// reached in about 15 s of page faults. SVG and PDF have no pixels and no such limit.
    public static let maximumPixelCount = 1 << 28

    /// What went wrong and what to do about it, in one message.
    public var description: String {
        switch self {
        case let .invalidSize(width, height, scale):
            return "Invalid canvas size \(format(width))×\(format(height)) at scale \(format(scale)): "
                + "width, height and scale must be finite numbers greater than zero (NaN, infinite, zero "
                + "and negative values cannot be rendered). Pass a positive size, e.g. CGSize(width: 400, height: 400)."
        case let .canvasTooLarge(w, h, limit):
            return "Canvas too large: \(format(w))×\(format(h)) pixels requested, but Cairo's limit is "
                + "\(limit) pixels per side. Render a smaller size or a lower scale, or split the picture into tiles."
        case let .tooManyPixels(width, height, limit):
            return "Canvas too large: \(width)×\(height) = \(width * height) pixels, over the limit of \(limit) pixels "
                + "(16384×16384) for an image. Render a smaller size or a lower scale, split the picture into tiles, "
                + "or export SVG or PDF, which have no pixel limit."
        case .cairo(let status):
            return "Cairo error: \(status). This is a bug in Cairn's renderer or an out-of-memory condition; "
                + "please report it with the display list dump."
        case .pngEncodingFailed(let reason):
            return "PNG encoding failed: \(reason). Check that the image is not empty and that memory is available."
        case let .fileWriteFailed(path, reason):
            return "Could not write \(path): \(reason). Check that its folder exists and is writable and that the disk has space."
        }
    }

    private func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
