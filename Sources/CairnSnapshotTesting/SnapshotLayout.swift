#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn

/// How a view is sized for a snapshot.
///
/// ```swift
/// assertSnapshot(of: badge, as: .image(layout: .fixed(width: 120, height: 40)))
/// assertSnapshot(of: badge, as: .image(layout: .sizeThatFits))          // its ideal size
/// assertSnapshot(of: row, as: .image(layout: .proposal(ProposedViewSize(width: 320, height: nil))))
/// ```
public enum SnapshotLayout: Equatable, Sendable {
    /// The image is exactly `width` × `height` points: the view is proposed that size and
    /// centred in it, as in a window of that size (it is wrapped in `.frame(width:height:)`).
    case fixed(width: CGFloat, height: CGFloat)
    /// The view is proposed nothing (`.unspecified`) and the image is its ideal size, as
    /// `ImageRenderer` renders by default.
    case sizeThatFits
    /// The view is proposed this size (nil axes: ideal) and the image is the size it reports.
    case proposal(ProposedViewSize)

    /// `view` ready for an `ImageRenderer`, with the renderer's proposal.
    func prepare<V: View>(_ view: V) -> (AnyView, ProposedViewSize) {
        switch self {
        case let .fixed(width, height):
            (AnyView(view.frame(width: width, height: height)), ProposedViewSize(width: width, height: height))
        case .sizeThatFits:
            (AnyView(view), .unspecified)
        case .proposal(let proposal):
            (AnyView(view), proposal)
        }
    }

    /// A renderer of `view` sized by this layout, at `scale` pixels per point.
    func renderer<V: View>(for view: V, scale: CGFloat = 1, designEra: DesignEra = .default) -> ImageRenderer<AnyView> {
        let (content, proposal) = prepare(view)
        let renderer = ImageRenderer(content: content)
        renderer.proposedSize = proposal
        renderer.scale = scale
        renderer.designEra = designEra
        return renderer
    }
}
#endif
