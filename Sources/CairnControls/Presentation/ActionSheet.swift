import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A view with a presented confirmation dialog: lays out as its content (same size, guides,
/// spacing, priority, drawing); its second child, the action sheet, is placed at the bottom
/// of the canvas and drawn by `drawRootOverlay` after the whole tree, over the dimming (under
/// iOS 26: `GlassActionSheetPresenterBehavior`).
///
/// Placement, from UIKit's `UIAlertControllerVisualStyleActionSheet` (decompiled UIKitCore,
/// pre-iOS 26): `maximumWidth` 0 (as wide as the container allows), centred
/// (`positionContentsOfAlertController…`: centre x on the container's, bottom on its
/// bottom less the inset), content insets 8 on every side
/// (`contentInsetsForContainerView:`, standard insets 8, 8, 8, 8, each the larger of that
/// and the safe-area inset). Cairn's canvas has no safe area (its `GeometryProxy` reports
/// zero insets), so the sheet sits 8 from the left, right and bottom edges, as on an iPhone
/// with a Home button; Flutter's iOS 17 match of the native sheet uses the same 8
/// (`_kActionSheetEdgePadding`).
final class ActionSheetPresenterBehavior: ForwardingBehavior, RootOverlayBehavior {
    /// The sheet's distance from the canvas's left, right and bottom edges (see the type).
    static let edgeInset: CGFloat = 8

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        node.children[0].placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
        let canvas = canvas(of: node)
        let width = max(canvas.width - 2 * Self.edgeInset, 0)
        placePresented(node, size: size, proposal: ProposedViewSize(width: width, height: nil)) { s in
            CGPoint(x: canvas.midX - s.width / 2, y: canvas.maxY - Self.edgeInset - s.height)
        }
    }

    /// The content only: the sheet is drawn over the canvas by `drawRootOverlay`.
    func draw(_ node: ViewNode, into list: inout DisplayList) { node.children[0].draw(into: &list) }

    /// The dimming over the whole canvas, then the sheet. The action-sheet style animates
    /// the alert controller's own `_dimmingView` (`animateAlertControllerView:…` sets its
    /// alpha 0 → 1), the view an alert dims with, so the colour is the alert's
    /// (`AlertPresenterBehavior.dimming`: black at 0.2, 0.48 in dark mode).
    func drawRootOverlay(_ node: ViewNode, canvas: CGRect, into list: inout DisplayList) {
        drawDimmed(node, canvas: canvas, dim: AlertPresenterBehavior.dimming(node.environment.colorScheme), into: &list)
    }
}

/// A view with a confirmation dialog presented under iOS 26: lays out as its content; its
/// second child, the glass panel (`GlassActionSheetView`), is centred on the canvas and drawn
/// by `drawRootOverlay` after the whole tree. Nothing is dimmed (Apple, *Adopting Liquid
/// Glass*: "When active, an action sheet also lets people interact with other parts of the
/// interface"); the panel, a popover (`_UIPopoverGlassBackground`), casts Cairn's popover
/// shadow (`PopoverMetrics.shadow`).
final class GlassActionSheetPresenterBehavior: ForwardingBehavior, RootOverlayBehavior {
    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        node.children[0].placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
        let canvas = canvas(of: node)
        placePresented(node, size: size, proposal: ProposedViewSize(width: GlassActionSheetView.width, height: nil)) { s in
            CGPoint(x: canvas.midX - s.width / 2, y: canvas.midY - s.height / 2)
        }
    }

    /// The content only: the panel is drawn over the canvas by `drawRootOverlay`.
    func draw(_ node: ViewNode, into list: inout DisplayList) { node.children[0].draw(into: &list) }

    /// The panel's shadow, then the panel, over the undimmed canvas.
    func drawRootOverlay(_ node: ViewNode, canvas: CGRect, into list: inout DisplayList) {
        guard node.children.count > 1 else { return }
        let panel = node.children[1].frame
        if panel.width.isFinite, panel.height.isFinite, panel.width > 0, panel.height > 0 {
            let shape = RoundedRectangle(cornerRadius: GlassActionSheetView.cornerRadius, style: .continuous)
            list.append(PopoverMetrics.shadow(outside: shape.path(in: panel)))
        }
        node.children[1].draw(into: &list)
    }
}

/// The view `.confirmationDialog` returns. Not presented, it is its content: the same nodes,
/// so the same layout and the same bytes. Presented, the content (or, for a `Group`'s
/// members, the first of them) is wrapped in an `ActionSheetPresenterBehavior` node (iOS 26:
/// `GlassActionSheetPresenterBehavior`) with the sheet.
struct ConfirmationDialogPresenter<Content: View, Actions: View, Message: View>: View, PrimitiveView {
    let content: Content
    let title: Text
    let titleVisibility: Visibility
    let isPresented: Bool
    let actions: Actions?
    let message: Message?
    /// Sets the `isPresented` binding to false.
    let dismiss: () -> Void

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // The era chooses the presenter once: iOS 17's dimmed bottom sheet, or iOS 26's glass
        // panel (GlassActionSheet.swift).
        context.presentation(of: content, isPresented: isPresented) { ctx in
            let glass = ctx.environment.designEra == .iOS26
            let presented = ActionSheetMetrics.make(title: title, titleVisibility: titleVisibility, message: message,
                                                    actions: actions, dismiss: dismiss, context: ctx)
            return (glass ? GlassActionSheetPresenterBehavior() : ActionSheetPresenterBehavior(), presented, "ConfirmationDialog")
        }
    }
}

/// The action sheet an iOS 17 iPhone shows for SwiftUI's `.confirmationDialog` in a compact
/// width (UIKit's `UIAlertController` in the action-sheet style). The numbers are UIKit's,
/// read from UIKitCore's classes in decompiled form (pre-iOS 26 builds):
/// `UIAlertControllerVisualStyleActionSheet`, `UIInterfaceActionConcreteVisualStyle_iOSSheet`
/// and `_UIAlertControlleriOSActionSheetCancelBackgroundView`; checked against two
/// reimplementations that measured the native sheet: SDCAlertView (action-sheet actions 57
/// tall, 20-pt labels, the preferred one bold; margins 10) and Flutter's
/// `CupertinoActionSheet` as matched to the iOS 17 simulator in 2024 (edge and cancel gaps
/// 8, content 16 from the sides, buttons 57.17 tall):
/// - two groups stacked 8 apart (`_spacingBetweenDismissButtonAndContent`,
///   `actionSectionSpacing`): the title, message and actions on the material, then the
///   cancel action alone ("discrete") on `secondarySystemGroupedBackground` (white; dark
///   rgb(28, 28, 30)); both rounded 13, continuous (`contentCornerRadius`, not overridden
///   by the sheet style);
/// - actions 57 tall (`minimumActionContentSize`), labels 20 pt (`_systemFontSize` at the
///   default content size; SDCAlertView's `actionSheetNormalFont`), the emphasised one
///   bold (`boldSystemFontOfSize:`, SF's semibold), centred, 12 from the cell's edges
///   (`contentMargin`, as the alert), in the tint colour or system red for a destructive
///   one; hairline separators (1/displayScale) between the header and the actions and
///   between actions;
/// - title: the footnote style (13 pt) with the bold trait (semibold) when there is a
///   message, its first baseline 27 below the top (`marginAboveTitleLabelFirstBaseline`);
///   alone, its last baseline 17 above the actions (`marginBelowTitleLabelLastBaseline`);
/// - message: the footnote style, its first baseline 22 below the title's last
///   (`marginAboveMessageLabelFirstBaseline`), its last baseline 28 above the actions
///   (`marginBelowMessageLabelLastBaseline`); with no title it takes the title's font and
///   margins (27 above, 17 below; `messageLabelFont` returns `titleLabelFont`);
/// - labels centred, 16 from the edges (`_labelHorizontalInsets`, as the alert; Flutter's
///   `_kActionSheetContentHorizontalPadding` 16).
///
/// Cairn's estimates: UIKit draws the title and message white through a vibrancy effect
/// (blur style 1200, vibrancy style 102) Cairn cannot compute; Cairn uses Flutter's grey
/// "eyeballed from iOS 17 simulator" (`_kActionSheetContentTextColor`: rgb(29, 29, 29) at
/// 0x85/255, dark rgb(241, 241, 241) at 0x96/255). The main group's background is Cairn's
/// `.thick` material, as the alert card (UIKit: blur style 1200). With no message the
/// title's font carries a symbolic trait 0x40 Cairn does not draw (it is drawn as the plain
/// footnote style). Which of `marginBelowLastLabelLastBaseline` (17) and
/// `marginBelowMessageLabelLastBaseline` (28) UIKit's constraint code applies under a
/// message was not read: Cairn applies the per-label margins. The sheet is as tall as its
/// content (UIKit scrolls the actions when they do not fit).
enum ActionSheetMetrics {
    /// Margins between baselines (see `ActionSheet`).
    static let titleFirstBaseline: CGFloat = 27
    static let titleOnlyBelow: CGFloat = 17
    static let messageAboveFirstBaseline: CGFloat = 22
    static let messageBelowWithTitle: CGFloat = 28
    static let labelInset: CGFloat = 16
    static let actionHeight: CGFloat = 57
    static let actionFontSize: CGFloat = 20
    static let groupSpacing: CGFloat = 8
    static let cornerRadius: CGFloat = 13

    /// The title and message colour (see `ActionSheet`: Flutter's iOS 17 grey).
    static func headerColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 241 / 255, green: 241 / 255, blue: 241 / 255, opacity: 0x96 / 255)
                        : Color(red: 29 / 255, green: 29 / 255, blue: 29 / 255, opacity: 0x85 / 255)
    }

    /// The buttons an iPhone action sheet shows for `collected`: the non-cancel ones in
    /// order, then one cancel button. Apple: "Dialogs include a standard dismiss action by
    /// default. If you provide a button with a role of `cancel`, that button takes the
    /// place of the default dismiss action" (only the last is kept, as for an alert).
    static func arrange(_ collected: [AlertCard.Action]) -> (actions: [AlertCard.Action], cancel: AlertCard.Action) {
        let others = collected.filter { $0.role != .cancel }
        let cancel = collected.last { $0.role == .cancel } ?? AlertCard.Action(role: .cancel, label: AnyView(Text("Cancel")))
        return (others, cancel)
    }

    /// Whether a dialog title is shown. Apple documents `Visibility.automatic` only as
    /// chosen by the component; an iPhone action sheet leaves the title out unless
    /// `titleVisibility` is `.visible` (Cairn's reading of iOS, as the documentation's
    /// examples pass no `.visible` for a sheet whose title is its question).
    static func showsTitle(_ visibility: Visibility) -> Bool { visibility == .visible }

    /// Resolves the sheet for a dialog presented at `context`.
    static func make<Actions: View, Message: View>(title: Text, titleVisibility: Visibility, message: Message?,
                                                   actions: Actions?, dismiss: @escaping () -> Void,
                                                   context: ResolveContext) -> ViewNode {
        let collected = AlertCard.collectActions(actions, context: context)
        let shownTitle = showsTitle(titleVisibility) && !AlertCard.isEmpty(title) ? title : nil
        // iOS 26 draws a glass panel without a Cancel button (GlassActionSheet.swift).
        if context.environment.designEra == .iOS26 {
            let panel = GlassActionSheetView(title: shownTitle, message: AlertCard.messageView(message),
                                             actions: GlassActionSheetView.shownActions(collected), dismiss: dismiss)
            return AlertCard.resolvePresented(panel, context: context)
        }
        let arranged = arrange(collected)
        let sheet = ActionSheetView(title: shownTitle, message: AlertCard.messageView(message), actions: arranged.actions,
                                    cancel: arranged.cancel, dismiss: dismiss)
        return AlertCard.resolvePresented(sheet, context: context)
    }
}

/// The sheet: the main group (header, actions) over the cancel group (see `ActionSheet`).
struct ActionSheetView: View {
    let title: Text?
    let message: AnyView?
    let actions: [AlertCard.Action]
    let cancel: AlertCard.Action
    /// Sets `isPresented` to false (every button dismisses the dialog).
    let dismiss: () -> Void

    var body: some View {
        EnvironmentReader { env in
            let hairline = 1 / max(env.displayScale, 1)
            let palette = env.controlPalette
            let shape = RoundedRectangle(cornerRadius: ActionSheetMetrics.cornerRadius, style: .continuous)
            VStack(spacing: ActionSheetMetrics.groupSpacing) {
                if title != nil || message != nil || !actions.isEmpty {
                    VStack(spacing: 0) {
                        if title != nil || message != nil {
                            ActionSheetHeaderLayout(hasTitle: title != nil, hasMessage: message != nil) {
                                if let title {
                                    title.font(message == nil ? .footnote : .footnote.weight(.semibold))
                                }
                                if let message {
                                    message.font(title == nil ? .footnote.weight(.semibold) : .footnote)
                                }
                            }
                            .foregroundStyle(ActionSheetMetrics.headerColor(env.colorScheme))
                            .multilineTextAlignment(.center)
                            .lineLimit(nil)
                        }
                        ForEach(actions.indices, id: \.self) { i in
                            let action = actions[i]
                            VStack(spacing: 0) {
                                if i > 0 || title != nil || message != nil {
                                    Rectangle().fill(palette.separator).frame(height: hairline)
                                }
                                Button(role: action.role, action: { action.trigger(); dismiss() }) { action.label }
                                    .buttonStyle(ActionSheetCellStyle(isEmphasised: false))
                                    .disabled(!action.isEnabled)
                            }
                        }
                    }
                    .background(Material.thick, in: shape)
                }
                Button(role: cancel.role, action: { cancel.trigger(); dismiss() }) { cancel.label }
                    .buttonStyle(ActionSheetCellStyle(isEmphasised: true))
                    .disabled(!cancel.isEnabled)
                    .background(palette.groupedRow, in: shape)
            }
        }
    }
}

/// One action of the sheet: its label centred in a 57-point cell, 12 from the cell's
/// edges, 20 pt (semibold when emphasised), tinted (red when destructive; the tertiary
/// label colour under `.disabled(true)`, Cairn's colour for every disabled control), on one
/// line. Drawn as a button, so a scripted `tap(_:at:)` runs its action and dismisses the
/// dialog (Apple: "All actions in a confirmation dialog will dismiss the dialog after the
/// action runs").
struct ActionSheetCellStyle: PrimitiveButtonStyle {
    let isEmphasised: Bool

    func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            configuration.label
                .font(.system(size: ActionSheetMetrics.actionFontSize, weight: isEmphasised ? .semibold : .regular))
                .foregroundStyle(!env.isEnabled ? env.controlPalette.tertiaryLabel
                                 : configuration.role == .destructive ? Color.red : env.controlTint)
                .lineLimit(1)
                .padding(.horizontal, 12)
                .frame(maxWidth: .infinity, minHeight: ActionSheetMetrics.actionHeight)
        }
    }
}

/// The title and message, centred and placed by their baselines (see `ActionSheet`): the
/// first label's first baseline 27 below the top; a message after a title 22 below the
/// title's last baseline and 28 above the bottom; a lone label 17 above the bottom. Labels
/// are proposed the width less 16 on either side.
struct ActionSheetHeaderLayout: Layout {
    let hasTitle: Bool
    let hasMessage: Bool

    private var layout: BaselineHeaderLayout {
        BaselineHeaderLayout(firstBaseline: ActionSheetMetrics.titleFirstBaseline, betweenBaselines: ActionSheetMetrics.messageAboveFirstBaseline,
                             belowLastBaseline: hasTitle && hasMessage ? ActionSheetMetrics.messageBelowWithTitle : ActionSheetMetrics.titleOnlyBelow,
                             inset: ActionSheetMetrics.labelInset, unproposedWidth: 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
