import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// SwiftUI's `.sheet(isPresented:onDismiss:content:)` and `presentationDetents(_:)`: with
// `isPresented` false nothing changes (the same nodes, the same bytes); with it true the
// iPhone page sheet of iOS 15–18 is drawn over the canvas (metrics and evidence:
// `SheetPresenterBehavior`).

/// A height a sheet can rest at (Apple: `PresentationDetent`, iOS 16).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind

    /// About half the available height (Apple: "The system detent for a sheet that's
    /// approximately half the height of the screen"); UIKit: 0.56 of the largest height on
    /// screens taller than 568 points, 0.63 otherwise (see `SheetPresenterBehavior`).
    public static let medium = PresentationDetent(kind: .medium)
    /// The full available height (Apple: "The system detent for a sheet at full height").
    public static let large = PresentationDetent(kind: .large)

    /// A detent at `fraction` of the largest height (Apple: `fraction(_:)`), clamped to 0…1.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction.isFinite ? min(max(fraction, 0), 1) : 1))
    }

    /// A detent of a fixed height in points (Apple: `height(_:)`), at most the largest height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height.isFinite ? max(height, 0) : .infinity))
    }

    /// This detent's sheet height when the large one is `maximum` points tall on a
    /// container `containerHeight` tall.
    func resolved(maximum: CGFloat, containerHeight: CGFloat) -> CGFloat {
        switch kind {
        case .large: return maximum
        case .medium: return maximum * (containerHeight > 568 ? 0.56 : 0.63)
        case .fraction(let f): return maximum * f
        case .height(let h): return min(h, maximum)
        }
    }
}

/// Where a sheet's content records what its `presentation…` modifiers ask for: the detents,
/// the drag indicator, the background, the corner radius and the background interaction.
/// The outermost modifier of each kind wins (it is resolved first). Read while the sheet is
/// laid out and drawn, on the thread that renders it.
final class SheetOptionsRecorder: @unchecked Sendable {
    var detents: Set<PresentationDetent>?
    var dragIndicator: Visibility?
    var background: AnyView?
    var cornerRadius: CGFloat?
    var backgroundInteraction: PresentationBackgroundInteraction?
    /// What `presentationCompactAdaptation` asks for (nil: `.automatic`).
    var compactAdaptation: PresentationAdaptation?
    /// The design era the sheet is presented in.
    var era: DesignEra = .iOS17
    /// Set when the sheet is placed: true for an iOS 26 sheet below its large detent, which
    /// floats inset from the canvas's edges on Liquid Glass (see `SheetPresenterBehavior`).
    /// Recorded rather than derived: the sheet's outline and background see only their own
    /// rectangle, not the canvas it is inset from. Written only by `placeChildren`.
    private(set) var floating = false

    /// Records whether the sheet, just placed, floats.
    func recordPlacement(floating: Bool) { self.floating = floating }
}

private struct SheetOptionsRecorderKey: EnvironmentKey {
    static var defaultValue: SheetOptionsRecorder? { nil }
}

extension EnvironmentValues {
    /// The recorder of the sheet whose content this is (nil outside a sheet).
    var sheetOptionsRecorder: SheetOptionsRecorder? {
        get { self[SheetOptionsRecorderKey.self] }
        set { self[SheetOptionsRecorderKey.self] = newValue }
    }
}

/// The view a `presentation…` modifier returns: its content, recording an option for the
/// sheet it is in (outside a sheet it changes nothing, as in SwiftUI).
struct SheetOptionModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let record: (SheetOptionsRecorder) -> Void
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if let recorder = context.environment.sheetOptionsRecorder { record(recorder) }
        return context.resolve(content)
    }
}

extension View {
    /// Sets the heights the sheet containing this view can rest at (Apple:
    /// `presentationDetents(_:)`, iOS 16). The sheet is drawn at the smallest of them (UIKit's
    /// `selectedDetentIdentifier` nil: "the sheet displays at the smallest detent"); the
    /// default is `[.large]`. Outside a sheet it changes nothing.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        SheetOptionModifier(content: self) { if $0.detents == nil, !detents.isEmpty { $0.detents = detents } }
    }

    /// Presents a sheet with `content` while `isPresented` is true (Apple:
    /// `sheet(isPresented:onDismiss:content:)`), drawn as an iPhone page sheet: the sheet
    /// from 20 points below the canvas's top to its bottom, its top corners rounded 10, on the
    /// system background; the presenting content scaled back behind it on black, its top 10
    /// above the sheet's (see `SheetPresenterBehavior`). `presentationDetents(_:)` in
    /// `content` lowers the sheet (`.medium`: 0.56 of the height, the presenter not scaled).
    /// `onDismiss` runs when `isPresented` goes from true to false (in `AnimationRenderer`,
    /// e.g. after a scripted tap on a button in the sheet that sets it to false), as SwiftUI
    /// runs it once the sheet is dismissed.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return SheetDismissObserver(content: SheetPresenter(content: self, isPresented: shown, sheet: shown ? content() : nil),
                                    isPresented: shown, onDismiss: onDismiss)
    }
}

/// How a sheet is presented: a page sheet, or covering the whole canvas
/// (`fullScreenCover`).
enum SheetKind {
    case page, fullScreen
}

/// Runs `onDismiss` when `isPresented` turns false (an `onChange` around the presenter);
/// without `onDismiss` it is its content, node for node.
struct SheetDismissObserver<Content: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Bool
    let onDismiss: (() -> Void)?
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let onDismiss else { return context.resolve(content) }
        return context.resolve(content.onChange(of: isPresented) { old, new in
            if old && !new { onDismiss() }
        })
    }
}

/// The view `.sheet` returns. Not presented, it is its content: the same nodes, so the same
/// layout and the same bytes. Presented, the content (or, for a `Group`'s members, the first
/// of them) is wrapped in a `SheetPresenterBehavior` node with the sheet.
struct SheetPresenter<Content: View, Sheet: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Bool
    let sheet: Sheet?
    var kind = SheetKind.page

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let sheet else { return context.resolve(content) }
        let era = context.environment.designEra
        let kind = self.kind
        return context.presentation(of: content, isPresented: isPresented) { ctx in
            let recorder = SheetOptionsRecorder()
            recorder.era = era
            // The content first, so that its `presentationCompactAdaptation` is known.
            var inner = ctx.child(2)
            inner.stackAxis = nil
            inner.environment.sheetOptionsRecorder = kind == .page ? recorder : nil
            let scheme = PresentationSchemeRecorder()
            inner.environment.presentationSchemeRecorder = scheme
            let node = inner.resolveSingle(sheet, implicit: nil)
            let adapted = kind == .page && recorder.compactAdaptation == .fullScreenCover ? SheetKind.fullScreen : kind
            // A `preferredColorScheme` in the content is the sheet's: its card is drawn in it.
            var card = ctx
            if let preferred = scheme.scheme { card.environment.colorScheme = preferred }
            return Self.presented(node, recorder: recorder, kind: adapted, context: card)
        }
    }

    /// The wrapper's behavior, the presented sheet card around the resolved `content`, and
    /// the wrapper's name, for a sheet of `kind`.
    static func presented(_ content: ViewNode, recorder: SheetOptionsRecorder, kind: SheetKind,
                          context: ResolveContext) -> (any NodeBehavior, ViewNode, String) {
        let card = AlertCard.resolvePresented(SheetCard(content: AnyView(ResolvedNodeView(node: content)), recorder: recorder, kind: kind),
                                              context: context)
        return (SheetPresenterBehavior(recorder: recorder, kind: kind), card, kind == .page ? "Sheet" : "FullScreenCover")
    }
}

/// A view with a presented sheet: lays out as its content; its second child, the sheet, is
/// placed at the bottom of the canvas and drawn, with the presenter scaled back behind it,
/// by `drawRootOverlay` after the whole tree.
///
/// The numbers are UIKit's `UISheetPresentationController` for an iPhone in portrait, as an
/// iOS back-port read them from UIKitCore 16.0 (its notes "UISheetPresentationController,
/// iOS 15.0 and 16.0", the 18.0 cache agreeing where checked; `_UISheetPresentationMetrics`
/// checked against a host UIKit):
/// - the sheet spans the container's width, from the top margin to the bottom: the safe
///   area plus 2 × topOffset (10) = 20 on a phone with a Home button; Cairn's canvas has no
///   safe area, so 20 (as for the action sheet, the Home-button phone's geometry);
/// - detents: large = that full height less the bottom safe inset (none here); medium = 0.56
///   of it on a container taller than 568 points, 0.63 otherwise; the sheet shows at the
///   smallest detent;
/// - at the large detent the presenter scales by s = 1 − 2m / width (m = 16 up to a width of
///   393, 20 above), centred, its top topOffset (10) above the sheet's top, with corners of
///   10 (they run 0 → 10 as the sheet rises from medium to large); below large it is not
///   scaled and has square corners;
/// - the sheet's top corners are 10 (`_cornerRadii`); its bottom follows the display's
///   corners, square on Cairn's canvas; no grabber by default;
/// - dimming: the smallest detent dims, confined to the parent's card at 0.6 of the fraction,
///   in `_alertControllerDimmingViewColor` (black at 0.2, 0.48 dark): black at 0.12 (dark
///   0.288) over the presenter;
/// - the shadow's opacity is 0.5 × (1 − dimmed), none at a dimming detent.
///
/// Cairn's estimates: behind the scaled presenter the window shows black (UIKit draws
/// nothing there; an app's window shows black); the corners are drawn continuous; the
/// sheet's background is `systemBackground` (SwiftUI's default presentation background).
///
/// Under `DesignEra.iOS26` (Apple, WWDC25 "Build a SwiftUI app with the new design": "On iOS
/// 26, partial height sheets are inset by default with a Liquid Glass background. At smaller
/// heights, the bottom edges pull in, nesting in the curved edges of the display. When
/// transitioning to a full height sheet, the glass background gradually transitions, becoming
/// opaque and anchoring to the edge of the screen"; "Adopting Liquid Glass": "Sheets feature
/// an increased corner radius"), with Cairn's estimates from third-party dumps of UIKit's view
/// tree on iOS 26.1 and 27.0 (iPhone 17 and 17 Pro simulators): below the large detent the
/// sheet is inset 8 from the left, right and bottom edges (its top where the detent puts it),
/// on regular glass, its top corners 38 and its bottom corners 54 (the display's 62 less the
/// inset: concentric); at the large detent it is opaque and full width, as before, with top
/// corners of 38. A `presentationBackground` replaces the glass, as Apple says it does.
final class SheetPresenterBehavior: ForwardingBehavior, RootOverlayBehavior {
    static let topOffset: CGFloat = 10
    static let cornerRadius: CGFloat = 10
    /// iOS 26: a floating sheet's distance from the canvas's left, right and bottom edges.
    static let floatingInset: CGFloat = 8
    /// iOS 26: the sheet's top corner radius.
    static let cornerRadiusIOS26: CGFloat = 38
    /// iOS 26: a floating sheet's bottom corner radius (62 − 8, concentric with the display).
    static let floatingBottomRadius: CGFloat = 54
    let recorder: SheetOptionsRecorder
    let kind: SheetKind

    init(recorder: SheetOptionsRecorder, kind: SheetKind = .page) {
        self.recorder = recorder
        self.kind = kind
    }

    /// The sheet's height on `canvas`: the smallest detent the content asked for (a full
    /// screen cover: the canvas's height).
    func sheetHeight(_ canvas: CGRect) -> CGFloat {
        if kind == .fullScreen { return max(canvas.height, 0) }
        let maximum = max(canvas.height - 2 * Self.topOffset, 0)
        let detents = recorder.detents ?? [.large]
        return detents.map { $0.resolved(maximum: maximum, containerHeight: canvas.height) }.min() ?? maximum
    }

    /// Whether the sheet is at the full height (the presenter is then scaled back).
    func isLarge(_ canvas: CGRect) -> Bool { kind == .page && sheetHeight(canvas) >= max(canvas.height - 2 * Self.topOffset, 0) }

    /// Whether the presenter behind a sheet `height` tall is dimmed: not behind a full screen
    /// cover, nor where `presentationBackgroundInteraction(.enabled…)` keeps it interactive
    /// (UIKit: no dimming up through `largestUndimmedDetentIdentifier`).
    func dims(height: CGFloat, canvas: CGRect) -> Bool {
        guard kind == .page else { return false }
        switch recorder.backgroundInteraction?.kind {
        case .enabled(let upThrough)?:
            guard let upThrough else { return false }
            let maximum = max(canvas.height - 2 * Self.topOffset, 0)
            return height > upThrough.resolved(maximum: maximum, containerHeight: canvas.height)
        default: return true
        }
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        node.children[0].placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
        let canvas = canvas(of: node)
        let h = sheetHeight(canvas)
        // iOS 26: below the large detent the sheet floats, inset on three sides.
        let floating = kind == .page && recorder.era == .iOS26 && !isLarge(canvas)
        recorder.recordPlacement(floating: floating)
        let inset = floating ? min(Self.floatingInset, canvas.width / 2, h) : 0
        let height = max(h - inset, 0)
        placePresented(node, size: size, proposal: ProposedViewSize(width: max(canvas.width - 2 * inset, 0), height: height)) { _ in
            CGPoint(x: canvas.minX + inset, y: canvas.maxY - inset - height)
        }
    }

    /// The content only: the sheet is drawn over the canvas by `drawRootOverlay`.
    func draw(_ node: ViewNode, into list: inout DisplayList) { node.children[0].draw(into: &list) }

    /// The presenter's card, scaled back at the large detent, dimmed; then the sheet.
    func drawRootOverlay(_ node: ViewNode, canvas: CGRect, into list: inout DisplayList) {
        guard node.children.count > 1, canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0 else { return }
        if kind == .fullScreen {
            node.children[1].draw(into: &list)
            return
        }
        let dark = node.environment.colorScheme == .dark
        let dims = dims(height: sheetHeight(canvas), canvas: canvas)
        let dim = Color(red: 0, green: 0, blue: 0, opacity: dims ? (dark ? 0.48 : 0.2) * 0.6 : 0)
        if isLarge(canvas) {
            var root = node
            while let p = root.parent { root = p }
            let margin: CGFloat = canvas.width > 393 ? 20 : 16
            let scale = max(1 - 2 * margin / canvas.width, 0)
            let sheetTop = canvas.maxY - sheetHeight(canvas)
            let card = CGRect(x: canvas.midX - canvas.width * scale / 2, y: sheetTop - Self.topOffset,
                          width: canvas.width * scale, height: canvas.height * scale)
            // The window behind the presenter: black.
            list.append(.fill(Path(canvas), .color(Color.black.resolved), FillStyle()))
            var presenter = DisplayList()
            root.draw(into: &presenter)
            // Canvas coordinates → the card: scale about the canvas's origin, then move.
            let t = CGAffineTransform(translationX: card.minX, y: card.minY)
            let transform = CGAffineTransform(scaleX: scale, y: scale)
                .translatedBy(x: -canvas.minX, y: -canvas.minY)
                .concatenating(t)
            let clip = RoundedRectangle(cornerRadius: Self.cornerRadius / max(scale, 0.0001), style: .continuous)
                .path(in: canvas)
            list.append(.group(DisplayList.Group(transform: transform, clips: [DisplayList.Clip(path: clip)], content: presenter)))
            if dims {
                list.append(.fill(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).path(in: card),
                                  .color(dim.resolved), FillStyle()))
            }
        } else if dims {
            list.append(.fill(Path(canvas), .color(dim.resolved), FillStyle()))
        }
        node.children[1].draw(into: &list)
    }
}
