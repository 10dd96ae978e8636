import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// The alert card as iOS 26 draws it (`DesignEra.iOS26`): Liquid Glass, leading-aligned text
/// and capsule buttons.
///
/// What Apple says (behaviour, no numbers):
/// - WWDC25 "Get to know the new design system": typography is "now bolder and left-aligned
///   to improve readability in key moments like alerts and onboarding";
/// - HIG "Materials": "Use the regular variant [of Liquid Glass] when … components have a
///   significant amount of text, such as alerts, sidebars, or popovers";
/// - WWDC25 "Build a SwiftUI app with the new design": "Bordered buttons now have a capsule
///   shape by default";
/// - HIG "Alerts": the default button on the trailing side of a row or at the top of a stack,
///   Cancel on the leading side of a row or at the bottom of a stack.
///
/// Every number is Cairn's estimate, from third-party dumps of UIKit's view tree of an alert on
/// iOS 26.1 in the iPhone 17 Pro simulator (the NoTomorrow project's `docs/android-glass.md`;
/// the width, radius and buttons agree with two other dumps, of iOS 26.5 and 27.0):
/// - the card 320 wide, corner radius 34 (`_UIAlertControllerPhoneTVMacView`'s layer), on
///   regular glass;
/// - the title in the headline style (17 pt semibold), its line's top 22 below the card's top;
///   the message in the footnote style (13 pt), 7⅓ below the title (the dump's labels at y 22,
///   h 20⅓ and y 49⅔); both leading-aligned, 30 from either edge;
/// - the buttons: capsules 48 tall filled with `tertiarySystemFill`, 16 from the card's
///   edges and 8 apart, no separators; their tops 20⅓ below the last label (the dump's
///   152-point card: 152 − 16 − 48 = 88 = 67⅔ + 20⅓); two side by side (140 wide each), three
///   or more stacked;
/// - the labels in the body style (17 pt), the emphasised one semibold, in the label colour
///   (a dump's and a SwiftUI imitation's reading; another source draws them in the accent
///   colour: the one number here the sources disagree on), system red when destructive.
///
/// Text fields (`TextField` among the actions) sit between the text and the buttons (see
/// `fieldHeight`). As under iOS 17, the card is as tall as its content, with no title the message takes the
/// title's font and place, and the canvas under it is dimmed with UIKit's alert dimming colour.
struct GlassAlertCardView: View {
    /// What the card shows: the title, message and arranged actions of the iOS 17 card.
    let card: AlertCardView

    /// The card's width (see the type's sources).
    static let width: CGFloat = 320
    /// The card's corner radius.
    static let cornerRadius: CGFloat = 34
    /// The labels' distance from the card's edges.
    static let textInset: CGFloat = 30
    /// The first label's top, below the card's top.
    static let top: CGFloat = 22
    /// From the title's bottom to the message's top.
    static let titleToMessage: CGFloat = 22.0 / 3
    /// From the last label's bottom to the buttons' top.
    static let textToButtons: CGFloat = 61.0 / 3
    /// The buttons' distance from the card's edges (and the bottom).
    static let buttonInset: CGFloat = 16
    /// Between two buttons, side by side or stacked.
    static let buttonGap: CGFloat = 8
    /// A text field's height: Cairn's estimate (no dump shows an alert with a field), the
    /// buttons' capsule height less 12, each field a capsule in `tertiarySystemFill` with its
    /// text in the body style 12 in from the ends, 16 from the card's edges, 8 apart and
    /// 8 above the buttons.
    static let fieldHeight: CGFloat = 36

    var body: some View {
        let (title, message, actions, emphasised) = (card.title, card.message, card.actions, card.emphasised)
        let (prefersRow, dismiss) = (card.prefersRow, card.dismiss)
        return EnvironmentReader { env in
            let palette = env.controlPalette
            VStack(spacing: 0) {
                VStack(alignment: .leading, spacing: 0) {
                    if let title {
                        title.font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.top, Self.top)
                    }
                    if let message {
                        message.font(title == nil ? .headline : .footnote)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.top, title == nil ? Self.top : Self.titleToMessage)
                    }
                }
                .foregroundStyle(palette.label)
                .multilineTextAlignment(.leading)
                .lineLimit(nil)
                .padding(.horizontal, Self.textInset)
                .padding(.bottom, title == nil && message == nil ? Self.buttonInset : Self.textToButtons)
                if !card.fields.isEmpty {
                    AlertTextFields(fields: card.fields, glass: true)
                        .padding(.horizontal, Self.buttonInset)
                        .padding(.bottom, Self.buttonGap)
                }
                AlertActionsLayout(prefersRow: prefersRow, rowLeadsWithCancel: prefersRow && emphasised == 0,
                                   cellHeight: GlassAlertActionStyle.height, gap: Self.buttonGap, separated: false,
                                   unproposedWidth: GlassAlertCardView.width - 2 * GlassAlertCardView.buttonInset) {
                    ForEach(actions.indices, id: \.self) { i in
                        let action = actions[i]
                        Button(role: action.role, action: { action.trigger(); dismiss() }) { action.label }
                            .buttonStyle(GlassAlertActionStyle(isEmphasised: i == emphasised))
                            .disabled(!action.isEnabled)
                    }
                }
                .padding([.horizontal, .bottom], Self.buttonInset)
            }
        }
        .frame(width: Self.width)
        .glassEffect(.regular, in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
    }
}

/// One iOS 26 alert button: its label centred in a capsule 48 tall filled with
/// `tertiarySystemFill`, in the body style (semibold when emphasised), in the label colour
/// (system red when destructive, the tertiary label colour when disabled), on one line, at
/// least 12 from the capsule's ends (Cairn's estimate: UIKit's iOS 17 action margin).
struct GlassAlertActionStyle: PrimitiveButtonStyle {
    let isEmphasised: Bool
    /// The capsule's height (see `GlassAlertCardView`).
    static let height: CGFloat = 48

    func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let palette = env.controlPalette
            configuration.label
                .font(isEmphasised ? .body.weight(.semibold) : .body)
                .foregroundStyle(!env.isEnabled ? palette.tertiaryLabel : configuration.role == .destructive ? Color.red : palette.label)
                .lineLimit(1)
                .padding(.horizontal, 12)
                .frame(maxWidth: .infinity, minHeight: Self.height)
                .background(Capsule().fill(palette.tertiaryFill))
        }
    }
}

