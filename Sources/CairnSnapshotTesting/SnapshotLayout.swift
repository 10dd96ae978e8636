#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn

/// How a view is sized for a snapshot.
///
/// ```swift
/// assertSnapshot(of: badge, as: .image(layout: .fixed(width: 120, height: 40)))
/// assertSnapshot(of: badge, as: .image(layout: .sizeThatFits))          // its ideal size
/// assertSnapshot(of: row, as: .image(layout: .proposal(ProposedViewSize(width: 320, height: nil))))
/// assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone13)))  // in its safe area
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
    /// The view is laid out on a device's screen, as swift-snapshot-testing's `.device(config:)`
    /// on iOS: in the screen's safe area, on the system background, with the device's size
    /// classes; the image is the screen (or, for a config without a size, the view's own size).
    case device(config: ViewImageConfig)

    /// `view` ready for an `ImageRenderer`, with the renderer's proposal.
    func prepare<V: View>(_ view: V) -> (AnyView, ProposedViewSize) {
        switch self {
        case let .fixed(width, height):
            (AnyView(view.frame(width: width, height: height)), ProposedViewSize(width: width, height: height))
        case .sizeThatFits:
            (AnyView(view), .unspecified)
        case .proposal(let proposal):
            (AnyView(view), proposal)
        case .device(let config):
            Self.onDevice(view, config)
        }
    }

    /// `view` on `config`'s screen, and the renderer's proposal.
    private static func onDevice<V: View>(_ view: V, _ config: ViewImageConfig) -> (AnyView, ProposedViewSize) {
        let screen = ScreenSafeAreaView(insets: config.safeArea) { view }
        guard let size = config.size, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return (AnyView(screen.background(Color(uiColor: .systemBackground)).withTraits(config.traits)), .unspecified)
        }
        return (AnyView(screen.frame(width: size.width, height: size.height).background(Color(uiColor: .systemBackground)).withTraits(config.traits)),
                ProposedViewSize(width: size.width, height: size.height))
    }

    /// A renderer of `view` sized by this layout, in the environment `traits` describe, at
    /// `scale` pixels per point.
    package func renderer<V: View>(for view: V, traits: UITraitCollection = UITraitCollection(), scale: CGFloat = 1,
                                   designEra: DesignEra = .default) -> ImageRenderer<AnyView> {
        let (prepared, proposal) = prepare(view)
        let content = traits == UITraitCollection() ? prepared : AnyView(prepared.withTraits(traits))
        let renderer = ImageRenderer(content: content)
        renderer.proposedSize = proposal
        renderer.scale = scale
        renderer.designEra = designEra
        return renderer
    }
}
#endif
