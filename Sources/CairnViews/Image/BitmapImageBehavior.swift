import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// How an image file (PNG or SVG) sizes and draws.
///
/// Size: the source's size in points, whatever the proposal; resizable, the proposal with an
/// unspecified axis replaced by the source's length (SwiftUI: a resizable image proposed
/// nothing is its own size). A file that failed to load is a 0×0 source.
/// Draw: one `ImageItem` filling the frame, tinted with the foreground style when the image
/// renders as a template.
final class BitmapImageBehavior: NodeBehavior {
    let source: ImageSource?
    let image: Image

    init(_ source: ImageSource?, image: Image) {
        self.source = source
        self.image = image
    }

    var naturalSize: CGSize { source?.size ?? .zero }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard let source, f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0
        else { return }
        let tint = image.renderingModeValue == .template ? node.environment.foregroundPaint(in: f) : nil
        list.append(.image(ImageItem(
            source: source, rect: f, interpolation: Self.interpolation(image.interpolationValue),
            isAntialiased: image.isAntialiased, tint: tint,
            capInsets: image.isResizable ? image.capInsets : EdgeInsets(),
            resizingMode: image.isResizable && image.resizingMode == .tile ? .tile : .stretch)))
    }

    static func interpolation(_ i: Image.Interpolation) -> ImageItem.Interpolation {
        switch i {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
    }
}
