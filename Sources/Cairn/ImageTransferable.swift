import CairnTransferable
import CairnViews
import Foundation

/// An image shares as a PNG, as SwiftUI's `Image` does (`ShareLink(item: image, preview:
/// SharePreview("Photo", image: image))`, `draggable(image)`): drawn by `ImageRenderer` at
/// scale 1, at the image's own size.
extension Image: Transferable {
    /// PNG (`public.png`), export only.
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(exportedContentType: .png) { image in
            try ImageRenderer(content: image).pngData()
        }
    }
}
