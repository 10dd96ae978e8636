import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// The sheet's card and the `presentation…` modifiers that style it (iOS 16.4+), plus the
// other ways to present a sheet: `sheet(item:)`, `fullScreenCover`, `popover` and
// `inspector` (both sheets on an iPhone).

/// The sheet's card: the content filling the sheet's frame on its background (the system
/// background unless `presentationBackground` sets one), the drag indicator over its top,
/// clipped to the top corners (radius 10 unless `presentationCornerRadius` sets one). The
/// background, indicator and clip read the options the content recorded, so they are built
/// after the content (see `SheetPresenterBehavior`). A full screen cover has square corners
/// and no indicator.
struct SheetCard: View {
    let content: AnyView
    let recorder: SheetOptionsRecorder
    let kind: SheetKind
    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(SheetBackground(recorder: recorder))
            .overlay(alignment: .top) { SheetGrabber(recorder: recorder, kind: kind) }
            .clipShape(SheetShape(recorder: recorder, kind: kind))
    }
}

/// The sheet's background: the recorded `presentationBackground`, else `systemBackground`
/// (SwiftUI's default presentation background).
struct SheetBackground: View, PrimitiveView {
    let recorder: SheetOptionsRecorder
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if let background = recorder.background { return context.resolve(background) }
        guard recorder.era == .iOS26 else { return context.resolve(Rectangle().fill(context.environment.controlPalette.background)) }
        // iOS 26: glass while the sheet floats, opaque at the large detent (known once placed).
        return [ViewNode(SheetBackgroundBehavior(recorder: recorder), context: context, name: "SheetBackground")]
    }
}

/// An iOS 26 sheet's default background: regular Liquid Glass in the sheet's outline while it
/// floats (below the large detent), `systemBackground` at the large detent (see
/// `SheetPresenterBehavior`). Decided when drawn, after the sheet is placed.
final class SheetBackgroundBehavior: NodeBehavior {
    let recorder: SheetOptionsRecorder
    init(recorder: SheetOptionsRecorder) { self.recorder = recorder }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil } ?? 0,
               height: proposal.height.flatMap { $0.isFinite ? max($0, 0) : nil } ?? 0)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 else { return }
        let env = node.environment
        if recorder.floating {
            let path = SheetShape(recorder: recorder, kind: .page).path(in: f)
            list.items += GlassLook.items(path: path, bounds: f, glass: .regular, scheme: env.colorScheme, era: env.designEra, shadow: false)
        } else {
            list.append(.fill(Path(f), .color(env.controlPalette.background.resolved), FillStyle()))
        }
    }
}

/// The sheet's outline: its top corners rounded by the recorded radius (default 10, UIKit's
/// `_cornerRadii` for a page sheet), continuous; square for a full screen cover.
struct SheetShape: Shape {
    let recorder: SheetOptionsRecorder
    let kind: SheetKind
    /// Symmetric: drawn as it is in every layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        guard kind == .page else { return Path(rect) }
        let custom = recorder.cornerRadius.flatMap { $0.isFinite ? max($0, 0) : nil }
        guard recorder.era == .iOS26 else {
            let r = custom ?? SheetPresenterBehavior.cornerRadius
            return UnevenRoundedRectangle(topLeadingRadius: r, topTrailingRadius: r, style: .continuous).path(in: rect)
        }
        // iOS 26 (see `SheetPresenterBehavior`): top corners 38; a floating sheet's bottom
        // corners 54; `presentationCornerRadius` sets every rounded corner.
        let top = custom ?? SheetPresenterBehavior.cornerRadiusIOS26
        let bottom = recorder.floating ? custom ?? SheetPresenterBehavior.floatingBottomRadius : 0
        return UnevenRoundedRectangle(topLeadingRadius: top, bottomLeadingRadius: bottom, bottomTrailingRadius: bottom,
                                      topTrailingRadius: top, style: .continuous).path(in: rect)
    }
}

/// The drag indicator (UIKit's grabber) at the sheet's top centre when
/// `presentationDragIndicator(.visible)` asks for it, or `.automatic` with more than one
/// detent (a sheet that can be resized). Cairn's estimate of UIKit's grabber: a 36 × 5
/// capsule, 5 points below the sheet's top, in the tertiary label colour (gray at 30 %),
/// measured from iOS 17 simulator screenshots at 3×.
struct SheetGrabber: View, PrimitiveView {
    let recorder: SheetOptionsRecorder
    let kind: SheetKind
    var body: Never { primitiveBody(Self.self) }

    /// The grabber's size (Cairn's estimate, see above).
    static let size = CGSize(width: 36, height: 5)
    /// The grabber's distance from the sheet's top (Cairn's estimate).
    static let top: CGFloat = 5

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let visible: Bool
        switch recorder.dragIndicator ?? .automatic {
        case .visible: visible = true
        case .hidden: visible = false
        case .automatic: visible = (recorder.detents?.count ?? 1) > 1
        }
        guard kind == .page, visible else { return context.resolve(EmptyView()) }
        return context.resolve(Capsule().fill(context.environment.controlPalette.tertiaryLabel)
            .frame(width: Self.size.width, height: Self.size.height)
            .padding(.top, Self.top))
    }
}

/// Whether people can interact with the view behind a sheet (Apple:
/// `PresentationBackgroundInteraction`, iOS 16.4). In a still it decides whether the
/// presenter is dimmed: enabled, it is not (UIKit's `largestUndimmedDetentIdentifier`).
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable {
        case automatic, disabled
        case enabled(PresentationDetent?)
    }
    let kind: Kind

    /// The system's choice: disabled, so the presenter is dimmed.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// The view behind is not interactive: it is dimmed.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The view behind stays interactive at every detent: never dimmed.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(nil))
    /// The view behind stays interactive, undimmed, while the sheet is no taller than
    /// `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(detent))
    }
}

/// What a swipe on a resizable sheet does first, resize or scroll (Apple:
/// `PresentationContentInteraction`, iOS 16.4). A still shows no swipe: it changes nothing.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// A swipe resizes the sheet first.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// A swipe scrolls the sheet's content first.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How a presentation is sized (Apple: `PresentationSizing`, iOS 18). The sizings differ in
/// regular width (iPad, Mac); Cairn draws the iPhone, where a sheet is the full-width page
/// sheet whatever the sizing, so none of them changes the picture.
public protocol PresentationSizing: Sendable {}

/// The system's sizing for the presentation (Apple: `AutomaticPresentationSizing`).
public struct AutomaticPresentationSizing: PresentationSizing {}
/// Roughly a page of paper (Apple: `PagePresentationSizing`).
public struct PagePresentationSizing: PresentationSizing {}
/// A size for forms, slightly narrower than a page (Apple: `FormPresentationSizing`).
public struct FormPresentationSizing: PresentationSizing {}
/// The content's ideal size (Apple: `FittedPresentationSizing`).
public struct FittedPresentationSizing: PresentationSizing {}
/// A sizing fitted or made sticky along some axes (`fitted(horizontal:vertical:)`,
/// `sticky(horizontal:vertical:)`).
public struct ModifiedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The system's sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// Roughly a page of paper.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A size for forms.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The content's ideal size.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
    /// This sizing, fitted to the content along the chosen axes.
    public func fitted(horizontal: Bool, vertical: Bool) -> ModifiedPresentationSizing<Self> { ModifiedPresentationSizing(base: self) }

    /// This sizing, growing with the content along the chosen axes but never shrinking.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> ModifiedPresentationSizing<Self> {
        ModifiedPresentationSizing(base: self)
    }
}

/// What a popover's arrow points at (Apple: `PopoverAttachmentAnchor`): a rectangle of the
/// view the popover is attached to, or a unit point of it. It matters only when the popover
/// stays a popover (`presentationCompactAdaptation(.popover)`); a sheet has no arrow.
public enum PopoverAttachmentAnchor {
    /// An anchor rectangle, such as the view's bounds.
    case rect(Anchor<CGRect>.Source)
    /// A unit point of the view.
    case point(UnitPoint)
}

extension View {
    /// Shows or hides the sheet's drag indicator (Apple: `presentationDragIndicator(_:)`).
    /// `.automatic` shows it when the sheet has more than one detent. Drawn as a 36 × 5
    /// capsule 5 points below the sheet's top (`SheetGrabber`).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        SheetOptionModifier(content: self) { if $0.dragIndicator == nil { $0.dragIndicator = visibility } }
    }

    /// Sets the sheet's background to a shape style, such as `.thinMaterial` or a colour
    /// (Apple: `presentationBackground(_:)`, iOS 16.4); it fills the whole sheet.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        SheetOptionModifier(content: self) { if $0.background == nil { $0.background = AnyView(Rectangle().fill(style)) } }
    }

    /// Sets the sheet's background to a view, laid out in the sheet's bounds and aligned by
    /// `alignment` (Apple: `presentationBackground(alignment:content:)`).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(Color.clear.overlay(alignment: alignment) { content() })
        return SheetOptionModifier(content: self) { if $0.background == nil { $0.background = background } }
    }

    /// Sets the radius of the sheet's top corners (Apple: `presentationCornerRadius(_:)`,
    /// iOS 16.4); nil keeps the system's, 10.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        SheetOptionModifier(content: self) { if $0.cornerRadius == nil { $0.cornerRadius = cornerRadius } }
    }

    /// Whether the view behind the sheet stays interactive (Apple:
    /// `presentationBackgroundInteraction(_:)`); when it does, it is drawn undimmed.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        SheetOptionModifier(content: self) { if $0.backgroundInteraction == nil { $0.backgroundInteraction = interaction } }
    }

    /// Accepted for source compatibility: whether a swipe resizes or scrolls a sheet shows
    /// only while someone swipes (Apple: `presentationContentInteraction(_:)`).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// Accepted for source compatibility: on an iPhone every sizing presents the full-width
    /// page sheet Cairn draws (Apple: `presentationSizing(_:)`, iOS 18).
    public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View { self }

    /// Accepted for source compatibility: a still shows no swipe to dismiss (Apple:
    /// `interactiveDismissDisabled(_:)`).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Presents a sheet while `item` is not nil, built from the item (Apple:
    /// `sheet(item:onDismiss:content:)`); drawn as `sheet(isPresented:)` draws.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return SheetDismissObserver(content: SheetPresenter(content: self, isPresented: value != nil, sheet: value.map(content)),
                                    isPresented: value != nil, onDismiss: onDismiss)
    }

    /// Covers the whole canvas with `content` while `isPresented` is true (Apple:
    /// `fullScreenCover(isPresented:onDismiss:content:)`): the content fills the canvas on
    /// the system background, square-cornered, and the presenter is not seen.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return SheetDismissObserver(content: SheetPresenter(content: self, isPresented: shown, sheet: shown ? content() : nil, kind: .fullScreen),
                                    isPresented: shown, onDismiss: onDismiss)
    }

    /// Covers the whole canvas with a view built from `item` while it is not nil (Apple:
    /// `fullScreenCover(item:onDismiss:content:)`).
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return SheetDismissObserver(content: SheetPresenter(content: self, isPresented: value != nil, sheet: value.map(content), kind: .fullScreen),
                                    isPresented: value != nil, onDismiss: onDismiss)
    }

    /// Presents an inspector while `isPresented` is true (Apple: `inspector(isPresented:content:)`,
    /// iOS 17): "in compact size classes the inspector presents as a sheet", so Cairn draws it
    /// as `sheet(isPresented:)` does.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Accepted for source compatibility: an inspector on an iPhone is a sheet, with no
    /// column (Apple: `inspectorColumnWidth(_:)`).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// Accepted for source compatibility: an inspector on an iPhone is a sheet, with no
    /// column (Apple: `inspectorColumnWidth(min:ideal:max:)`).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

extension View {
    /// Sets the icon of the alerts and confirmation dialogs in this view (iOS 17). Apple: on
    /// macOS it replaces the app's icon and on watchOS it is shown in dialogs; "this modifier
    /// has no effect on other platforms", so an iOS dialog, as Cairn draws it, does not change.
    public func dialogIcon(_ icon: Image?) -> some View { self }
}
