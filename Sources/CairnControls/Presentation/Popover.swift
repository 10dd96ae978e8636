import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` and `popover(item:…)` on an
// iPhone, and `presentationCompactAdaptation(_:)`, which decides what they become there: a
// sheet by default (Apple: popovers adapt to sheets in compact width), or a real popover, a
// bubble with an arrow pointing at the view it is attached to.

/// How a presentation adapts to a compact size class, such as an iPhone's width (Apple:
/// `PresentationAdaptation`, iOS 16.4).
public struct PresentationAdaptation: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    /// The system's adaptation: on an iPhone a popover becomes a sheet, a sheet stays one.
    public static let automatic = PresentationAdaptation(kind: .automatic)
    /// No adaptation: the presentation keeps its own appearance (a popover stays a popover).
    public static let none = PresentationAdaptation(kind: .none)
    /// Prefer a popover appearance.
    public static let popover = PresentationAdaptation(kind: .popover)
    /// Prefer a sheet appearance.
    public static let sheet = PresentationAdaptation(kind: .sheet)
    /// Prefer a full-screen-cover appearance.
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

extension View {
    /// Specifies how the presentation this view is the content of adapts to compact size
    /// classes (Apple: `presentationCompactAdaptation(_:)`, iOS 16.4). Cairn draws an iPhone,
    /// compact in width: in a `popover`, `.popover` or `.none` keeps the popover (a bubble
    /// pointing at its anchor, see `PopoverPresenterBehavior`), `.fullScreenCover` covers the
    /// canvas, `.automatic` and `.sheet` give the sheet. In a `sheet`, `.fullScreenCover`
    /// covers the canvas; the others leave the sheet as it is. Outside a presentation it
    /// changes nothing.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        SheetOptionModifier(content: self) { if $0.compactAdaptation == nil { $0.compactAdaptation = adaptation } }
    }

    /// Specifies the adaptations for a horizontally and a vertically compact size class
    /// (Apple: `presentationCompactAdaptation(horizontal:vertical:)`). An iPhone is compact in
    /// width in either orientation, and where both are compact SwiftUI uses `horizontal`, so
    /// Cairn uses `horizontal`.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal)
    }

    /// Presents a popover while `isPresented` is true (Apple:
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`). On an iPhone (compact
    /// width) SwiftUI adapts a popover to a sheet, which Cairn draws as `sheet(isPresented:)`
    /// does; with `presentationCompactAdaptation(.popover)` (or `.none`) in `content` it stays
    /// a popover: the content at its ideal size in a bubble whose arrow points at
    /// `attachmentAnchor` of this view, on the side `arrowEdge` names, or where the content fits
    /// (below, then above) when it is nil. See `PopoverPresenterBehavior` for the numbers.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return PopoverPresenter(content: self, popover: shown ? content() : nil, anchor: attachmentAnchor, arrowEdge: arrowEdge)
    }

    /// Presents a popover built from `item` while it is not nil (Apple:
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`), drawn as
    /// `popover(isPresented:…)` draws.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PopoverPresenter(content: self, popover: item.wrappedValue.map(content), anchor: attachmentAnchor, arrowEdge: arrowEdge)
    }
}

/// A node already resolved, as a view: a presentation resolves its content first (to read
/// what its `presentation…` modifiers ask for), then builds its chrome around that node.
struct ResolvedNodeView: View, PrimitiveView {
    let node: ViewNode
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { [node] }
}

/// The view `.popover` returns. Not presented, it is its content (same nodes, same bytes).
/// Presented, the popover's content is resolved first; what its
/// `presentationCompactAdaptation` asks for decides the presentation: a popover bubble, a
/// full screen cover, or (by default) a sheet, drawn exactly as `.sheet` draws one.
struct PopoverPresenter<Content: View, Popover: View>: View, PrimitiveView {
    let content: Content
    let popover: Popover?
    let anchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let popover else { return context.resolve(content) }
        let era = context.environment.designEra
        let anchor = anchor, arrowEdge = arrowEdge
        return context.presentation(of: content, isPresented: true) { ctx in
            let recorder = SheetOptionsRecorder()
            recorder.era = era
            var inner = ctx.child(2)
            inner.stackAxis = nil
            inner.environment.sheetOptionsRecorder = recorder
            let node = inner.resolveSingle(popover, implicit: nil)
            switch recorder.compactAdaptation?.kind ?? .automatic {
            case .popover, .none:
                let geometry = PopoverGeometry()
                var children = [node]
                if let background = recorder.background {
                    children.append(ctx.child(3).resolveSingle(background, implicit: nil))
                }
                let bubble = ViewNode(PopoverBubbleBehavior(geometry: geometry), children: children,
                                      context: ctx.child(1), name: "PopoverBubble")
                return (PopoverPresenterBehavior(anchor: anchor, arrowEdge: arrowEdge, geometry: geometry), bubble, "Popover")
            case .fullScreenCover:
                return SheetPresenter<EmptyView, EmptyView>.presented(node, recorder: recorder, kind: .fullScreen, context: ctx)
            case .automatic, .sheet:
                return SheetPresenter<EmptyView, EmptyView>.presented(node, recorder: recorder, kind: .page, context: ctx)
            }
        }
    }
}

/// Where a placed popover's arrow is: written when the popover is placed, read when its
/// bubble is drawn (the bubble sees only its own rectangle, not the view it points at).
final class PopoverGeometry: @unchecked Sendable {
    /// The bubble's side the arrow stands on; nil: no arrow.
    var side: Edge?
    /// The arrow's tip, in root coordinates.
    var tip: CGPoint = .zero
}
