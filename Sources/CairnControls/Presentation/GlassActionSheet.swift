import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// The confirmation dialog as an iOS 26 iPhone draws it (`DesignEra.iOS26`): a small glass
/// panel of capsule buttons, with no Cancel button and no dimming.
///
/// What Apple says (behaviour, no numbers):
/// - *Adopting Liquid Glass*: "An action sheet originates from the element that initiates the
///   action, instead of from the bottom edge of the display. When active, an action sheet
///   also lets people interact with other parts of the interface" (so nothing is dimmed), and
///   "Modal views like sheets and action sheets adopt Liquid Glass";
/// - WWDC25 "Build a UIKit app with the new design": "Action sheets presented inline don't
///   have a cancel button because the cancel action is implicit by tapping anywhere else" (a
///   SwiftUI dialog always has a source, the view the modifier is on);
/// - HIG "Materials": the regular variant for components "such as alerts, sidebars, or
///   popovers".
///
/// Every number is Cairn's estimate, from a third party's view-tree dump and pixel
/// measurements of a SwiftUI `.confirmationDialog` on iOS 26.1 in the iPhone 17 Pro simulator
/// (the NoTomorrow project's `docs/android-glass.md` §1.7):
/// - the panel 240 wide (`_UIPopoverGlassBackground` 240 × 292⅓), on regular glass, with no
///   dimming (`_UIPopoverDimmingView` alpha 0); centred on the screen although its source was
///   a button at the top right ("the panel body spans x 82.0 → 320.0 pt, centre 201.0 =
///   screen centre"). The dump gives only the horizontal centre; Cairn centres it vertically
///   too, as that project does;
/// - the corner radius 34, as Cairn's iOS 26 popover (`PopoverMetrics.iOS26`): the same
///   popover background class, and the project's later arc fit of this panel (33.3–34; its
///   first fit, 26, it marks superseded);
/// - the title at the top 22 (its label at y 22, 20⅓ tall: one 17-point line), 30 from either
///   edge (180 of 240 wide), centred, in the body style (17 pt regular, "lighter than an app
///   `.headline`");
/// - the buttons: capsules 208 × 48 (16 from the panel's edges) 8 apart, filled with
///   `tertiarySystemFill`, their labels drawn as an iOS 26 alert's
///   (`GlassAlertActionStyle`); the first 18 below the title and the last 16 above the
///   panel's bottom (292⅓ = 22 + 20⅓ + 18 + 4 · 48 + 3 · 8 + 16);
/// - no Cancel button: a `.cancel` button is left out, as the capture shows (it declared one
///   and drew two rows).
///
/// Where that capture shows nothing, Cairn's estimates: the message in the footnote style
/// (13 pt), 7⅓ below the title as in the iOS 26 alert; title and message in the secondary
/// label colour (the de-emphasised header UIKit's action sheets have always drawn); with no
/// title the message takes the title's font and place, as in the alert; a dialog whose only
/// buttons are cancel ones keeps its last cancel button (or the standard Cancel), so the
/// panel is never empty; with neither title nor message the buttons start 16 below the top.
/// Not drawn: the panel's growth out of its source (an animation) and a scroll of more
/// buttons than fit.
struct GlassActionSheetView: View {
    let title: Text?
    let message: AnyView?
    /// The buttons, the cancel ones left out (see the type).
    let actions: [AlertCard.Action]
    /// Sets `isPresented` to false (every button dismisses the dialog).
    let dismiss: () -> Void

    /// The panel's width (see the type's sources).
    static let width: CGFloat = 240
    /// The panel's corner radius.
    static let cornerRadius: CGFloat = PopoverMetrics.iOS26.cornerRadius
    /// The labels' distance from the panel's edges.
    static let textInset: CGFloat = 30
    /// The first label's top, below the panel's top.
    static let top: CGFloat = 22
    /// From the title's bottom to the message's top (the iOS 26 alert's).
    static let titleToMessage: CGFloat = GlassAlertCardView.titleToMessage
    /// From the last label's bottom to the first button's top.
    static let textToButtons: CGFloat = 18
    /// The buttons' distance from the panel's edges and bottom (and its top with no label).
    static let buttonInset: CGFloat = 16
    /// Between two buttons.
    static let buttonGap: CGFloat = 8

    /// The buttons the panel shows for `collected`: every button but the cancel ones; when
    /// that leaves none, the last cancel button or the standard Cancel (see the type).
    static func shownActions(_ collected: [AlertCard.Action]) -> [AlertCard.Action] {
        let arranged = ActionSheetMetrics.arrange(collected)
        return arranged.actions.isEmpty ? [arranged.cancel] : arranged.actions
    }

    var body: some View {
        let (title, message, actions, dismiss) = (title, message, actions, dismiss)
        return EnvironmentReader { env in
            let palette = env.controlPalette
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: 0) {
                        if let title {
                            title.font(.body)
                                .frame(maxWidth: .infinity)
                                .padding(.top, Self.top)
                        }
                        if let message {
                            message.font(title == nil ? .body : .footnote)
                                .frame(maxWidth: .infinity)
                                .padding(.top, title == nil ? Self.top : Self.titleToMessage)
                        }
                    }
                    .foregroundStyle(palette.secondaryLabel)
                    .multilineTextAlignment(.center)
                    .lineLimit(nil)
                    .padding(.horizontal, Self.textInset)
                    .padding(.bottom, Self.textToButtons)
                }
                VStack(spacing: Self.buttonGap) {
                    ForEach(actions.indices, id: \.self) { i in
                        let action = actions[i]
                        Button(role: action.role, action: { action.trigger(); dismiss() }) { action.label }
                            .buttonStyle(GlassAlertActionStyle(isEmphasised: false))
                            .disabled(!action.isEnabled)
                    }
                }
                .padding(.horizontal, Self.buttonInset)
                .padding(.top, title == nil && message == nil ? Self.buttonInset : 0)
                .padding(.bottom, Self.buttonInset)
            }
        }
        .frame(width: Self.width)
        .glassEffect(.regular, in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
        .environment(\.glassShadowHidden, true)   // the presenter draws the panel's shadow
    }
}
