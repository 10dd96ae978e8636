import CairnDisplayList
import CairnGeometry
import Foundation

/// A bitmap image (Core Graphics' `CGImage`), as SwiftUI code meets one: the result of
/// `ImageRenderer.cgImage`, of Core Image's `CIContext.createCGImage(_:from:)`, or a
/// `UIImage`'s `cgImage`, shown with `Image(decorative:scale:)` or `UIImage(cgImage:)`.
///
/// Cairn's holds 8-bit sRGB pixels with straight alpha (Core Graphics' images have many
/// formats; the ones SwiftUI code makes are 8-bit RGBA). Immutable, so shared freely across
/// threads, as Core Graphics' images are.
public final class CGImage: Sendable, Equatable, CustomStringConvertible {
    /// The pixels, rows top to bottom.
    package let bitmap: ImageBitmap

    /// An image of `bitmap`'s pixels.
    package init(bitmap: ImageBitmap) { self.bitmap = bitmap }

    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 (red, green, blue, alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row: four per pixel, no padding.
    public var bytesPerRow: Int { bitmap.width * 4 }

    /// The part of the image inside `rect` (in pixels, origin at the top left, as Core
    /// Graphics' `cropping(to:)`), the rectangle first rounded out to whole pixels; nil when
    /// it misses the image or is not finite (Core Graphics: nil for an empty intersection).
    public func cropping(to rect: CGRect) -> CGImage? {
        var x = Double(rect.origin.x), y = Double(rect.origin.y), rw = Double(rect.size.width), rh = Double(rect.size.height)
        guard x.isFinite, y.isFinite, rw.isFinite, rh.isFinite else { return nil }
        if rw < 0 { x += rw; rw = -rw }
        if rh < 0 { y += rh; rh = -rh }
        // Rounded out to whole pixels and clipped to the image, in Double (no CGRect
        // operation, which traps on overflowing sums).
        let left = max(x.rounded(.down), 0), top = max(y.rounded(.down), 0)
        let right = min((x + rw).rounded(.up), Double(width)), bottom = min((y + rh).rounded(.up), Double(height))
        guard right - left >= 1, bottom - top >= 1 else { return nil }
        let x0 = Int(left), y0 = Int(top), w = Int(right - left), h = Int(bottom - top)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        bitmap.rgba.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let from = ((y0 + y) * width + x0) * 4
                    for i in 0..<(w * 4) { dst[y * w * 4 + i] = src[from + i] }
                }
            }
        }
        return ImageBitmap(width: w, height: h, rgba: out).map(CGImage.init(bitmap:))
    }

    /// Two images are equal when their pixels are.
    public static func == (a: CGImage, b: CGImage) -> Bool { a.bitmap == b.bitmap }

    /// `<CGImage 21 x 21>`.
    public var description: String { "<CGImage \(width) x \(height)>" }

    /// The bitmap turned as `orientation` says (`.right`: the stored top row becomes the
    /// right column, as UIKit and SwiftUI display an image of that orientation).
    package func oriented(_ orientation: Image.Orientation) -> ImageBitmap {
        if orientation == .up { return bitmap }
        let w = width, h = height
        let turns = orientation == .left || orientation == .leftMirrored || orientation == .right || orientation == .rightMirrored
        let ow = turns ? h : w, oh = turns ? w : h
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for oy in 0..<oh {
            for ox in 0..<ow {
                // The source pixel shown at (ox, oy).
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (ox, oy)
                case .upMirrored: (sx, sy) = (w - 1 - ox, oy)
                case .down: (sx, sy) = (w - 1 - ox, h - 1 - oy)
                case .downMirrored: (sx, sy) = (ox, h - 1 - oy)
                case .left: (sx, sy) = (w - 1 - oy, ox)
                case .leftMirrored: (sx, sy) = (w - 1 - oy, h - 1 - ox)
                case .right: (sx, sy) = (oy, h - 1 - ox)
                case .rightMirrored: (sx, sy) = (oy, ox)
                }
                let s = (sy * w + sx) * 4, d = (oy * ow + ox) * 4
                out[d] = bitmap.rgba[s]; out[d + 1] = bitmap.rgba[s + 1]; out[d + 2] = bitmap.rgba[s + 2]; out[d + 3] = bitmap.rgba[s + 3]
            }
        }
        return ImageBitmap(width: ow, height: oh, rgba: out) ?? bitmap
    }
}

extension Image {
    /// How an image's stored pixels are turned for display (SwiftUI's `Image.Orientation`):
    /// `.right` shows the stored image turned 90° clockwise, as a photo taken with the phone
    /// upright is stored.
    public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
        /// As stored.
        case up
        /// Flipped horizontally.
        case upMirrored
        /// Turned 180°.
        case down
        /// Flipped vertically.
        case downMirrored
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° counterclockwise and flipped horizontally.
        case leftMirrored
        /// Turned 90° clockwise.
        case right
        /// Turned 90° clockwise and flipped horizontally.
        case rightMirrored
    }

    /// A bitmap image with `scale` pixels per point, turned by `orientation`, labelled
    /// `label` (SwiftUI's `init(_:scale:orientation:label:)`; Cairn has no accessibility
    /// tree, so the label is not drawn). A scale that is not finite and positive is 1.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
    }

    /// A bitmap image with `scale` pixels per point, turned by `orientation`, with no
    /// accessibility label (SwiftUI's `init(decorative:scale:orientation:)`).
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(provider: .source(ImageSource(.bitmap(cgImage.oriented(orientation)), name: "CGImage", scale: scale)))
    }
}
