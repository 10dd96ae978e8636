import Foundation

/// Decodes image files (PNG, SVG) into `ImageSource`s, for views that need an image's size
/// at layout time and renderers that draw it.
///
/// Views decode through this protocol so that CairnViews never depends on a codec: Cairn's
/// `ImageRenderer` and `ViewLayout(of:in:)` install `CairoImageDecoder` (libpng and librsvg,
/// in CairnCairo). A decoder must be deterministic and must never crash on bad bytes: it
/// returns an error that says what is wrong.
public protocol ImageDecoder: Sendable {
    /// Decodes `data`, the bytes of a file called `name` (its extension may help tell the
    /// format), whose pixels are `scale` per point.
    func decodeImage(_ data: Data, name: String, scale: CGFloat) -> Result<ImageSource, ImageDecodingError>
}

/// Why image bytes could not be decoded.
public struct ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in a sentence fragment ("not a PNG, JPEG or SVG file").
    public var reason: String

    /// An error with `reason`, a sentence fragment such as "not a PNG, JPEG or SVG file".
    public init(_ reason: String) { self.reason = reason }

    /// The reason, e.g. "not a PNG, JPEG or SVG file".
    public var description: String { reason }
}

/// The decoder of an environment no renderer has set up: it decodes nothing and says so.
public struct UnavailableImageDecoder: ImageDecoder {
    /// The decoder that decodes nothing.
    public init() {}

    /// Fails for every image, saying that no decoder is installed.
    public func decodeImage(_ data: Data, name: String, scale: CGFloat) -> Result<ImageSource, ImageDecodingError> {
        .failure(ImageDecodingError(
            "no image decoder is installed (lay out with Cairn's ViewLayout(of:in:) or ImageRenderer, which decode PNG and SVG)"))
    }
}

/// The image formats Cairn decodes, told by their bytes (not a file's name): the PNG
/// signature, JPEG's start-of-image marker, or an `<svg` tag in the first kilobyte.
package enum ImageFormat: Sendable {
    case png, jpeg, svg

    /// The format `data` starts as, or nil for anything else.
    package init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(8))
        if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            self = .png
        } else if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
            self = .jpeg
        } else if String(decoding: data.prefix(1024), as: UTF8.self).contains("<svg") {
            self = .svg
        } else {
            return nil
        }
    }
}
