import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnViews
import Foundation

// The bitmap forms of a rendered view and a UIKit image, which need the Cairo renderer
// (below `CairnViews`, so they are written here, where both meet).

extension ImageRenderer {
    /// The image as a bitmap (SwiftUI's `ImageRenderer.cgImage`): `scale` pixels per point;
    /// nil when the view has no pixels to draw (a zero or unusable size), as SwiftUI returns
    /// nil when it cannot render.
    public var cgImage: CGImage? {
        guard let bitmap = try? bitmap(), let pixels = ImageBitmap(width: bitmap.width, height: bitmap.height, rgba: bitmap.pixels) else { return nil }
        return CGImage(bitmap: pixels)
    }

    /// The image as a UIKit image of `scale` pixels per point (SwiftUI's
    /// `ImageRenderer.uiImage`), nil as `cgImage` is. Code shares it (`ShareLink`) or saves it
    /// (`pngData()`).
    public var uiImage: UIImage? {
        cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
    }
}

extension UIImage {
    /// The image's size in points (UIKit's `size`): a bitmap's pixels over its scale, turned
    /// by its orientation; a file's decoded size; a symbol's size in the body font, as
    /// `Image(uiImage:)` lays it out. Zero for `UIImage()` and an image that cannot be
    /// decoded.
    public var size: CGSize {
        ViewLayout(of: Image(uiImage: self), proposal: .unspecified, environment: RenderedView.hostingEnvironment(scale: scale, designEra: .default)).size
    }

    /// The image's pixels (UIKit's `cgImage`): the bitmap it was made from, a file's pixels
    /// at the file's scale, a symbol drawn in black at `scale`; nil for `UIImage()` and an
    /// image that cannot be decoded.
    public var cgImage: CGImage? {
        if let bitmapImage { return bitmapImage }
        let renderer = ImageRenderer(content: Image(uiImage: self))
        renderer.scale = scale
        return renderer.cgImage
    }

    /// The image as PNG bytes (UIKit's `pngData()`), its pixels as `cgImage` gives them;
    /// nil when it has none. A bitmap's pixels are written as they are (byte-reproducible).
    public func pngData() -> Data? {
        guard let image = cgImage else { return nil }
        // A bitmap made with an orientation is written as it is shown, as UIKit writes it.
        let pixels = bitmapImage != nil ? image.oriented(imageOrientation.swiftUI) : image.bitmap
        return try? Bitmap(width: pixels.width, height: pixels.height, pixels: pixels.rgba).pngData()
    }
}
