import Cairn
import CairnViews
import Foundation

// What TipKit draws: `TipView`, the inline tip, and `popoverTip`, the same content in a popover
// pointing at a view. Apple publishes no measurement of either; the numbers here are Cairn's
// estimate, from two open re-implementations of iOS 17's look that measured it
// (SwiftUIBackports' MiniTip and UITipKit's UITipView, which agree on the layout and within a
// point on the sizes): a `secondarySystemBackground` card with 13-pt continuous corners,
// padded 13 pt across and 14 pt down; a 44-pt image in the tint colour; the title in
// `.headline`, the message 4 pt below in `.subheadline` secondary; a bold footnote `xmark` in
// `quaternaryLabel` at the top trailing corner; each action below a divider in the tint
// colour, the first semibold. Apple documents no change of the look for iOS 26, so both design
// eras draw it so.

/// The inline view of a tip, as TipKit's `TipView`
/// (<https://developer.apple.com/documentation/tipkit/tipview>): the tip's image, title,
/// message, close button and actions in a rounded card that fills the width it is offered.
/// It draws nothing (and takes no room) when the tip should not display: its rules do not
/// hold, it was invalidated, or testing hides it.
///
/// `arrowEdge` draws no arrow on an inline tip in this version (Cairn's estimate of it is not
/// made); the `action` closure runs on a tap, so never in a render.
public struct TipView: View {
    let tip: (any Tip)?
    let arrowEdge: Edge?
    let action: (Tips.Action) -> Void

    /// The inline view of `tip` (nothing when nil).
    public init(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
        self.action = action
    }

    /// The tip's card, or nothing.
    public var body: some View {
        if let tip, tip.shouldDisplay {
            TipCard(configuration: TipViewStyleConfiguration(tip))
        }
    }
}

/// The parts of a tip a `TipViewStyle` draws, as TipKit's `TipViewStyleConfiguration`.
public struct TipViewStyleConfiguration {
    /// The tip drawn.
    public let tip: any Tip
    /// Its title.
    public let title: Text?
    /// Its message.
    public let message: Text?
    /// Its image.
    public let image: Image?
    /// Its actions.
    public let actions: [Tips.Action]

    init(_ tip: any Tip) {
        self.tip = tip
        title = tip.title
        message = tip.message
        image = tip.image
        actions = tip.actions
    }
}

/// A way to draw a tip, as TipKit's `TipViewStyle`.
public protocol TipViewStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The tip drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The parts of the tip being drawn.
    typealias Configuration = TipViewStyleConfiguration
}

/// TipKit's default style: image, text, close button and actions in a card.
public struct MiniTipViewStyle: TipViewStyle {
    /// The default style.
    public init() {}
    /// The default tip.
    public func makeBody(configuration: Configuration) -> some View {
        TipContent(configuration: configuration)
    }
}

extension TipViewStyle where Self == MiniTipViewStyle {
    /// TipKit's default style.
    public static var miniTip: MiniTipViewStyle { MiniTipViewStyle() }
}

/// How tips are drawn, what they are drawn on, and their image's size and style: read by
/// `TipView` and `popoverTip` from the environment.
struct TipAppearance {
    var style: ((TipViewStyleConfiguration) -> AnyView)?
    var background: AnyShapeStyle?
    var cornerRadius: CGFloat?
    var imageSize: CGSize?
    var imageStyle: AnyShapeStyle?
}

private struct TipAppearanceKey: EnvironmentKey {
    static var defaultValue: TipAppearance { TipAppearance() }
}

extension EnvironmentValues {
    var tipAppearance: TipAppearance {
        get { self[TipAppearanceKey.self] }
        set { self[TipAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Draws the tips in this view with `style`, as TipKit's `tipViewStyle(_:)`.
    public func tipViewStyle<S: TipViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.tipAppearance) { $0.style = { AnyView(style.makeBody(configuration: $0)) } }
    }

    /// Fills the tips' card (or popover) with `style`, as TipKit's `tipBackground(_:)`.
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.tipAppearance) { $0.background = AnyShapeStyle(style) }
    }

    /// Rounds the tips' card by `cornerRadius`, as TipKit's `tipCornerRadius(_:antialiased:)`
    /// (a negative or non-finite radius keeps the default 13).
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View {
        transformEnvironment(\.tipAppearance) { $0.cornerRadius = cornerRadius.isFinite && cornerRadius >= 0 ? cornerRadius : nil }
    }

    /// Sizes the tips' image, as TipKit's `tipImageSize(_:)` (a negative or non-finite size
    /// keeps the default 44 × 44).
    public func tipImageSize(_ size: CGSize) -> some View {
        let valid = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
        return transformEnvironment(\.tipAppearance) { $0.imageSize = valid ? size : nil }
    }

    /// Fills the tips' image with `style`, as TipKit's `tipImageStyle(_:)` (iOS 18).
    public func tipImageStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.tipAppearance) { $0.imageStyle = AnyShapeStyle(style) }
    }

    /// Fills the tips' image with a primary and a secondary style (iOS 18): Cairn fills it
    /// with the primary, as a monochrome symbol draws.
    public func tipImageStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        tipImageStyle(primary)
    }

    /// Fills the tips' image with three styles (iOS 18): Cairn fills it with the primary.
    public func tipImageStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        tipImageStyle(primary)
    }

    /// Shows `tip` in a popover pointing at this view while the tip should display, as
    /// TipKit's `popoverTip(_:arrowEdge:action:)`: the tip's content (without the card) in
    /// the popover bubble iOS draws on iPhone, its arrow on `arrowEdge` (the side with room
    /// when nil). Nothing is added when the tip should not display.
    public func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
        TipPopoverPresenter(content: self, tip: tip, arrowEdge: arrowEdge)
    }
}

/// The view `popoverTip` returns: whether the tip shows is read when the view's body is made
/// (as SwiftUI re-reads a tip's status), not when the modifier is written.
struct TipPopoverPresenter<Content: View>: View {
    let content: Content
    let tip: (any Tip)?
    let arrowEdge: Edge?

    var body: some View {
        let shown = tip?.shouldDisplay ?? false
        // TipKit names the tip's edge that carries the arrow; `popover` names the edge of the
        // view the popover stands at: the opposite one.
        let side: Edge? = arrowEdge.map { edge in
            switch edge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        }
        return content.popover(isPresented: .constant(shown), arrowEdge: side) {
            if let tip, shown {
                TipPopoverContent(configuration: TipViewStyleConfiguration(tip))
                    .presentationCompactAdaptation(.popover)
            }
        }
    }
}

/// The tip as the environment's style draws it (the default `TipContent` when none is set),
/// padded as iOS pads a tip: what the inline card and the popover both hold.
struct PaddedTip: View {
    let configuration: TipViewStyleConfiguration
    @Environment(\.tipAppearance) private var appearance

    var body: some View {
        Group {
            if let style = appearance.style {
                style(configuration)
            } else {
                TipContent(configuration: configuration)
            }
        }
        .padding(.horizontal, TipMetrics.horizontalPadding)
        .padding(.vertical, TipMetrics.verticalPadding)
    }
}

/// The inline card: the padded tip on the tip's background, rounded.
struct TipCard: View {
    let configuration: TipViewStyleConfiguration
    @Environment(\.tipAppearance) private var appearance

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: appearance.cornerRadius ?? TipMetrics.cornerRadius, style: .continuous)
        PaddedTip(configuration: configuration)
            .background(appearance.background ?? AnyShapeStyle(Color(uiColor: .secondarySystemBackground)), in: shape)
    }
}

/// A popover tip's content: the padded tip, on the tip's background if one is set (else the
/// popover's own).
struct TipPopoverContent: View {
    let configuration: TipViewStyleConfiguration
    @Environment(\.tipAppearance) private var appearance

    var body: some View {
        if let background = appearance.background {
            PaddedTip(configuration: configuration).presentationBackground(background)
        } else {
            PaddedTip(configuration: configuration)
        }
    }
}

/// Cairn's estimates of TipKit's iOS 17 metrics (see the file's header for their sources).
enum TipMetrics {
    static let cornerRadius: CGFloat = 13
    static let horizontalPadding: CGFloat = 13
    static let verticalPadding: CGFloat = 14
    static let imageSize = CGSize(width: 44, height: 44)
    static let spacing: CGFloat = 13
    static let messageSpacing: CGFloat = 4
    static let actionSpacing: CGFloat = 10
}

/// The default tip: image, title and message, the close button, then the actions.
struct TipContent: View {
    let configuration: TipViewStyleConfiguration
    @Environment(\.tipAppearance) private var appearance

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: TipMetrics.spacing) {
                if let image = configuration.image {
                    let size = appearance.imageSize ?? TipMetrics.imageSize
                    image
                        .resizable()
                        .scaledToFit()
                        .frame(width: size.width, height: size.height)
                        .foregroundStyle(appearance.imageStyle ?? AnyShapeStyle(.tint))
                }
                VStack(alignment: .leading, spacing: TipMetrics.messageSpacing) {
                    if let title = configuration.title {
                        title.font(.headline)
                    }
                    if let message = configuration.message {
                        message.font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "xmark")
                    .font(.footnote.bold())
                    .foregroundStyle(Color(uiColor: .quaternaryLabel))
            }
            ForEach(Array(configuration.actions.enumerated()), id: \.offset) { index, action in
                Divider().padding(.top, TipMetrics.actionSpacing)
                action.title
                    .fontWeight(index == 0 ? .semibold : .regular)
                    .foregroundStyle(.tint)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.top, TipMetrics.actionSpacing)
            }
        }
    }
}
