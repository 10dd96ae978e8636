import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// The alert card as an iOS 17 iPhone draws it (UIKit's `UIAlertController` in the alert
/// style, which SwiftUI's `.alert` presents). Every number is UIKit's own, read from
/// UIKitCore's visual-style classes as published in decompiled form
/// (`UIAlertControllerVisualStyleAlert`, `UIAlertControllerVisualStyle`,
/// `UIInterfaceActionConcreteVisualStyle_iOS` and `_iOSAlert`, pre-iOS 26 builds), and
/// agrees with the UIKit clones that measured it (SDCAlertView: width 270, corner radius
/// 13, action height 44; DWAlertController: "Default iOS UIAlertController's constants"
/// 270 / 13 / 44, separators `1 / scale`):
/// - width 270 (`maximumWidth`), corner radius 13, continuous (`contentCornerRadius`);
/// - title: the headline style (17 pt semibold), `labelColor`, centred, its first baseline
///   36 below the card's top (`marginAboveTitleLabelFirstBaseline`), 16 from either edge
///   (`_labelHorizontalInsets`);
/// - message: the footnote style (13 pt), its first baseline 20 below the title's last
///   (`marginAboveMessageLabelFirstBaseline`); with no title, the message takes the title's
///   font and place (`messageLabelFont`, `marginAboveMessageLabelFirstBaseline`);
/// - the last label's last baseline 24 above the actions (`marginBelowLastLabelLastBaseline`,
///   `marginBelowMessageLabelLastBaseline`);
/// - actions 44 tall (`minimumActionContentSize`), labels in the body style (17 pt), the
///   emphasised one in the headline style (17 pt semibold) (`_regularActionFont`,
///   `_preferredActionFont`), in the tint colour or system red for a destructive one
///   (`actionTitleLabelColorForViewState:`), at least 12 from the cell's edges
///   (`contentMargin`);
/// - two actions side by side when both labels fit, three or more stacked
///   (`permittedActionLayoutDirection`: vertical from three actions); the cancel action
///   first in a row, last in a stack (`_unlocalizedOrderedPresentableAlertActions`), and
///   emphasised (`_updatePreferredAction`: the preferred action, else the cancel one);
/// - hairline separators (`1 / displayScale`) between the message and the actions and
///   between actions.
///
/// Cairn's estimates, where Apple's value is not a number it could read: the card's
/// background is Cairn's `.thick` material (UIKit's is a private system blur,
/// `_UIDimmingKnockoutBackdropView` style 0 → blur style 1200); the separators are
/// `UIColor.separator` (UIKit's are vibrant); the message is drawn in `labelColor`, as
/// the title. The card is as tall as its content (UIKit scrolls an alert taller than the
/// screen; Cairn does not).
enum AlertCard {
    /// One button of the alert: its role, label and action.
    struct Action {
        let role: ButtonRole?
        let label: AnyView
        var trigger: () -> Void = {}
        /// False under `.disabled(true)`.
        var isEnabled = true
    }

    /// Collects the buttons a view builds (its `Button`s drawn with this style record their
    /// role and label and draw nothing), and its text fields (resolved where they stand,
    /// modifiers and all).
    final class Collector {
        var actions: [Action] = []
        var fields: [AnyView] = []
    }

    struct CollectingStyle: PrimitiveButtonStyle {
        let collector: Collector
        func makeBody(configuration: Configuration) -> some View {
            Collected(collector: collector, configuration: configuration)
        }
    }

    /// Records its button where it is resolved (reading `isEnabled` there) and draws nothing.
    struct Collected: View, PrimitiveView {
        let collector: Collector
        let configuration: PrimitiveButtonStyleConfiguration
        var body: Never { primitiveBody(Self.self) }
        func makeNodes(_ context: ResolveContext) -> [ViewNode] {
            let c = configuration
            collector.actions.append(Action(role: c.role, label: AnyView(c.label), trigger: { c.trigger() },
                                            isEnabled: context.environment.isEnabled))
            return []
        }
    }

    /// The buttons an iOS alert shows for `collected`, in order, with the emphasised one.
    ///
    /// SwiftUI (observed on iOS 15, enebin, "SwiftUI: brief informations about Apple's alert
    /// window policy"): one cancel button at most (the last added); a destructive button
    /// without a cancel one brings a Cancel button; no button at all gives "OK" (Apple: "If
    /// no actions are present, the system includes a standard 'OK' action"), drawn as a
    /// cancel button, as the dismiss button of SwiftUI's first `Alert` was (Cairn's reading).
    static func arrange(_ collected: [Action]) -> (actions: [Action], emphasised: Int?, horizontal: Bool) {
        var others = collected.filter { $0.role != .cancel }
        var cancel = collected.last { $0.role == .cancel }
        if collected.isEmpty {
            cancel = Action(role: .cancel, label: AnyView(Text("OK")))
        } else if cancel == nil, others.contains(where: { $0.role == .destructive }) {
            cancel = Action(role: .cancel, label: AnyView(Text("Cancel")))
        }
        let count = others.count + (cancel == nil ? 0 : 1)
        // UIKit: a row for up to two actions (when they fit: `AlertActionsView`), a stack
        // from three; the cancel action leads a row and ends a stack.
        let row = count == 2
        guard let cancel else { return (others, nil, row) }
        if row {
            others.insert(cancel, at: 0)
            return (others, 0, row)
        }
        others.append(cancel)
        return (others, others.count - 1, row)
    }

    /// Resolves the card for an alert presented at `context`.
    static func make<Actions: View, Message: View>(title: Text, message: Message?, actions: Actions?, dismiss: @escaping () -> Void, context: ResolveContext) -> ViewNode {
        let collector = collect(actions, context: context)
        let arranged = arrange(collector.actions)
        let card = AlertCardView(title: isEmpty(title) ? nil : title, message: messageView(message), fields: collector.fields,
                                 actions: arranged.actions, emphasised: arranged.emphasised, prefersRow: arranged.horizontal, dismiss: dismiss)
        // iOS 26 draws the same content on a glass card (GlassAlertCard.swift).
        if context.environment.designEra == .iOS26 { return resolvePresented(GlassAlertCardView(card: card), context: context) }
        return resolvePresented(card, context: context)
    }

    /// The buttons `actions` builds, in order (resolved with a style that only records
    /// them), for an alert or a confirmation dialog presented at `context`.
    static func collectActions<Actions: View>(_ actions: Actions?, context: ResolveContext) -> [Action] {
        collect(actions, context: context).actions
    }

    /// The buttons and text fields `actions` builds, in order (an alert shows its fields
    /// between the message and the buttons; a confirmation dialog has none, as on iOS).
    static func collect<Actions: View>(_ actions: Actions?, context: ResolveContext) -> Collector {
        let collector = Collector()
        if let actions {
            var collecting = context.child(2)
            let style = CollectingStyle(collector: collector)
            collecting.environment[style: ButtonStyleKind.self] = .only(style) { AnyView(style.makeBody(configuration: $0)) }
            // The fields' text: the footnote style in iOS 17's card, the body in iOS 26's.
            collecting.environment.font = context.environment.designEra == .iOS26 ? .body : .footnote
            // What is left once the buttons drew nothing: the nodes holding a text field are
            // the alert's fields; anything else (a `Text`, an `Image`) iOS leaves out.
            collector.fields = collecting.resolve(actions).filter { node in
                !node.walk { inner, _ in !(inner.behavior is TextFieldBehavior) }
            }.map { AnyView(ResolvedNodeView(node: $0)) }
        }
        return collector
    }

    /// Whether `text` shows nothing (no characters, no images).
    static func isEmpty(_ text: Text) -> Bool { text.segments.allSatisfy { $0.string.isEmpty && $0.image == nil } }

    /// The message to show: nil for none, `EmptyView` or an empty `Text`.
    static func messageView<Message: View>(_ message: Message?) -> AnyView? {
        guard let message, !(message is EmptyView) else { return nil }
        if let text = message as? Text, isEmpty(text) { return nil }
        return AnyView(message)
    }

    /// Resolves a presented view (the card, a sheet) as the presenter's second child.
    static func resolvePresented<V: View>(_ view: V, context: ResolveContext) -> ViewNode {
        var inner = context.child(1)
        inner.stackAxis = nil
        return inner.resolveSingle(view, implicit: nil)
    }
}

/// The card: header (title, message), a hairline, the actions, on the material.
struct AlertCardView: View {
    let title: Text?
    let message: AnyView?
    /// The text fields `actions` built (`TextField`, `SecureField`), drawn as they are.
    var fields: [AnyView] = []
    let actions: [AlertCard.Action]
    let emphasised: Int?
    let prefersRow: Bool
    /// Sets `isPresented` to false (every alert button dismisses the alert).
    let dismiss: () -> Void

    var body: some View {
        EnvironmentReader { env in
            let hairline = 1 / max(env.displayScale, 1)
            let palette = env.controlPalette
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    AlertHeaderLayout {
                        if let title {
                            title.font(.headline)
                        }
                        if let message {
                            message.font(title == nil ? .headline : .footnote)
                        }
                    }
                    .foregroundStyle(palette.label)
                    .multilineTextAlignment(.center)
                    .lineLimit(nil)
                }
                if !fields.isEmpty {
                    AlertTextFields(fields: fields)
                        .padding(.horizontal, 16)
                        .padding(.top, title == nil && message == nil ? 16 : 0)
                        .padding(.bottom, 12)
                }
                if title != nil || message != nil || !fields.isEmpty {
                    Rectangle().fill(palette.separator).frame(height: hairline)
                }
                AlertActionsLayout(hairline: hairline, prefersRow: prefersRow, rowLeadsWithCancel: prefersRow && emphasised == 0) {
                    ForEach(actions.indices, id: \.self) { i in
                        let action = actions[i]
                        Button(role: action.role, action: { action.trigger(); dismiss() }) { action.label }
                            .buttonStyle(AlertActionCellStyle(isEmphasised: i == emphasised))
                            .disabled(!action.isEnabled)
                    }
                    ForEach(1..<max(actions.count, 1), id: \.self) { _ in
                        Rectangle().fill(palette.separator)
                    }
                }
            }
            .frame(width: AlertPresenterBehavior.cardWidth)
            .background(Material.thick, in: RoundedRectangle(cornerRadius: 13, style: .continuous))
        }
    }
}

/// One action: its label centred in a 44-point cell, 12 from the cell's edges, in the body
/// style (headline when emphasised), tinted (red when destructive; the tertiary label colour
/// under `.disabled(true)`, as Cairn draws every disabled control — Cairn's estimate), on
/// one line. Drawn as a
/// button, so a scripted `tap(_:at:)` runs its action and dismisses the alert, as a tap
/// does in SwiftUI (Apple: "When the user presses or taps one of the alert's actions, the
/// system sets this value to `false` and dismisses").
struct AlertActionCellStyle: PrimitiveButtonStyle {
    let isEmphasised: Bool

    func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            configuration.label
                .font(isEmphasised ? .headline : .body)
                .foregroundStyle(!env.isEnabled ? env.controlPalette.tertiaryLabel
                                 : configuration.role == .destructive ? Color.red : env.controlTint)
                .lineLimit(1)
                .padding(.horizontal, 12)
                .frame(maxWidth: .infinity, minHeight: 44)
        }
    }
}

/// The title and message, each centred, placed by their baselines as UIKit places them
/// (see `AlertCard`): the first label's first baseline 36 below the top, the second's
/// first baseline 20 below the first's last, the bottom 24 below the last label's last
/// baseline; labels are proposed the width less 16 on either side.
struct AlertHeaderLayout: Layout {
    static let firstBaseline: CGFloat = 36
    static let betweenBaselines: CGFloat = 20
    static let belowLastBaseline: CGFloat = 24
    static let inset: CGFloat = 16

    /// The alert's metrics as a `BaselineHeaderLayout`.
    static var layout: BaselineHeaderLayout {
        BaselineHeaderLayout(firstBaseline: firstBaseline, betweenBaselines: betweenBaselines,
                             belowLastBaseline: belowLastBaseline, inset: inset, unproposedWidth: AlertPresenterBehavior.cardWidth)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Self.layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Self.layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Labels stacked and centred by their baselines (an alert's or an action sheet's header):
/// the first label's first baseline `firstBaseline` below the top, each next label's first
/// baseline `betweenBaselines` below the previous one's last, the bottom `belowLastBaseline`
/// below the last label's last baseline (0 tall with no labels); labels are proposed the
/// width less `inset` on either side.
struct BaselineHeaderLayout: Layout {
    let firstBaseline: CGFloat
    let betweenBaselines: CGFloat
    let belowLastBaseline: CGFloat
    let inset: CGFloat
    /// The width taken when none is proposed.
    let unproposedWidth: CGFloat

    private func labelProposal(_ width: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: max(width - 2 * inset, 0), height: nil)
    }

    /// The top of each subview and the total height, for a width.
    private func tops(_ width: CGFloat, _ subviews: Subviews) -> (tops: [CGFloat], height: CGFloat) {
        let p = labelProposal(width)
        var baseline: CGFloat = 0
        var tops: [CGFloat] = []
        for (i, s) in subviews.enumerated() {
            let d = s.dimensions(in: p)
            let top = baseline + (i == 0 ? firstBaseline : betweenBaselines) - d[VerticalAlignment.firstTextBaseline]
            tops.append(top)
            baseline = top + d[VerticalAlignment.lastTextBaseline]
        }
        return (tops, subviews.isEmpty ? 0 : baseline + belowLastBaseline)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? unproposedWidth
        return CGSize(width: width, height: tops(width, subviews).height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = labelProposal(bounds.width)
        let t = tops(bounds.width, subviews).tops
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.midX, y: bounds.minY + t[i]), anchor: .top, proposal: p)
        }
    }
}

/// An alert's actions, in both designs. Two cells whose labels both fit half the width (less
/// the gap between them) sit side by side; otherwise the cells are stacked, with the gap
/// between each two. A pair that does not fit is stacked with its cancel cell (first in a
/// row) moved to the bottom, as UIKit orders a stack and HIG "Alerts" shows.
///
/// iOS 17 (`AlertCard`): cells 44 tall, a hairline between them, drawn by separator views —
/// the first `n` subviews are the cells, the rest the `n - 1` separators, each placed in the
/// gap it divides. iOS 26 (`GlassAlertCardView`): capsules 48 tall, 8 apart, no separators.
struct AlertActionsLayout: Layout {
    let prefersRow: Bool
    let rowLeadsWithCancel: Bool
    /// A cell's height.
    let cellHeight: CGFloat
    /// Between two cells, across or down (a hairline when `separated`).
    let gap: CGFloat
    /// Whether the subviews after the cells are separators that fill the gaps.
    let separated: Bool
    /// The width when none is proposed.
    let unproposedWidth: CGFloat

    /// The layout of the given cells.
    init(prefersRow: Bool, rowLeadsWithCancel: Bool, cellHeight: CGFloat, gap: CGFloat, separated: Bool, unproposedWidth: CGFloat) {
        self.prefersRow = prefersRow
        self.rowLeadsWithCancel = rowLeadsWithCancel
        self.cellHeight = cellHeight
        self.gap = gap
        self.separated = separated
        self.unproposedWidth = unproposedWidth
    }

    /// The iOS 17 cells: 44 tall, split by hairline separators.
    init(hairline: CGFloat, prefersRow: Bool, rowLeadsWithCancel: Bool) {
        self.init(prefersRow: prefersRow, rowLeadsWithCancel: rowLeadsWithCancel, cellHeight: 44, gap: hairline,
                  separated: true, unproposedWidth: AlertPresenterBehavior.cardWidth)
    }

    private func cellCount(_ subviews: Subviews) -> Int { separated ? (subviews.count + 1) / 2 : subviews.count }

    private func isRow(_ width: CGFloat, _ subviews: Subviews) -> Bool {
        let n = cellCount(subviews)
        guard prefersRow, n == 2 else { return false }
        let half = (width - gap) / 2
        // A cell's ideal width is its label's plus its margins.
        return (0..<n).allSatisfy { subviews[$0].sizeThatFits(.unspecified).width <= half }
    }

    private func width(_ proposal: ProposedViewSize) -> CGFloat {
        proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil } ?? unproposedWidth
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let w = width(proposal)
        if isRow(w, subviews) { return CGSize(width: w, height: cellHeight) }
        let n = CGFloat(cellCount(subviews))
        return CGSize(width: w, height: n * cellHeight + max(n - 1, 0) * gap)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let n = cellCount(subviews)
        if isRow(bounds.width, subviews) {
            let half = (bounds.width - gap) / 2
            let cell = ProposedViewSize(width: half, height: cellHeight)
            subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: cell)
            if separated {
                subviews[2].place(at: CGPoint(x: bounds.minX + half, y: bounds.minY), proposal: ProposedViewSize(width: gap, height: cellHeight))
            }
            subviews[1].place(at: CGPoint(x: bounds.minX + half + gap, y: bounds.minY), proposal: cell)
            return
        }
        let cell = ProposedViewSize(width: bounds.width, height: cellHeight)
        let order = rowLeadsWithCancel && n == 2 ? [1, 0] : Array(0..<n)
        var y = bounds.minY
        for (i, c) in order.enumerated() {
            if i > 0 {
                if separated {
                    subviews[n + i - 1].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: gap))
                }
                y += gap
            }
            subviews[c].place(at: CGPoint(x: bounds.minX, y: y), proposal: cell)
            y += cellHeight
        }
    }
}

/// An alert's text fields (SwiftUI: "alerts can include text fields", iOS 16), resolved with
/// their modifiers where the actions were (`AlertCard.collect`, which gives them the
/// footnote style under iOS 17 and the body style under iOS 26).
///
/// iOS 17: one rounded box (radius 5, `UITextField`'s rounded rect) on the system
/// background with a hairline border, the fields 25 tall, stacked with hairlines between
/// them, each 4 points in from the box's edges — a UIKit clone's numbers (SDCAlertView's
/// `AlertVisualStyle`: fields 25 tall in 13-point text with 4-point margins, 16 from the
/// card's edges, 24 below the message's last baseline, 12 above the actions); the box's
/// fill and border colours are Cairn's estimate. iOS 26 (`glass`): each field its own
/// capsule in `tertiarySystemFill` (`GlassAlertCardView.fieldHeight`), 12 in from its ends,
/// `GlassAlertCardView.buttonGap` apart — Cairn's estimate.
struct AlertTextFields: View {
    let fields: [AnyView]
    /// iOS 26's capsules instead of iOS 17's box.
    var glass = false
    /// A field's height under iOS 17.
    static let height: CGFloat = 25

    var body: some View {
        EnvironmentReader { env in
            let palette = env.controlPalette
            if glass {
                let capsule = Capsule()
                VStack(spacing: GlassAlertCardView.buttonGap) {
                    ForEach(fields.indices, id: \.self) { i in
                        fields[i].padding(.horizontal, 12).frame(height: GlassAlertCardView.fieldHeight)
                            .background(capsule.fill(palette.tertiaryFill))
                    }
                }
            } else {
                let hairline = 1 / max(env.displayScale, 1)
                let box = RoundedRectangle(cornerRadius: 5, style: .continuous)
                VStack(spacing: 0) {
                    ForEach(fields.indices, id: \.self) { i in
                        if i > 0 { Rectangle().fill(palette.opaqueSeparator).frame(height: hairline) }
                        fields[i].padding(.horizontal, 4).frame(height: Self.height)
                    }
                }
                .background(box.fill(palette.background))
                .overlay(box.strokeBorder(palette.opaqueSeparator, lineWidth: hairline))
            }
        }
    }
}
