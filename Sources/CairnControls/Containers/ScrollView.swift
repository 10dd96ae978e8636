import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// A scrollable view, drawn at rest: its content is laid out with an unspecified proposal
/// along the scroll axes (as much room as it wants) and the scroll view's own size across
/// them, placed at scroll offset zero (top / leading edge) and clipped to the scroll view's
/// frame. Along its scroll axes the scroll view takes the size it is offered (its content's
/// along an unspecified dimension); across them it is as large as its content, so a
/// horizontal scroll view is as tall as its content and a vertical one as wide. Scroll
/// indicators are hidden at rest on iOS, so none is drawn.
///
/// Content narrower than the scroll view across the axis (a scroll view framed wider than
/// its content) is centred, as SwiftUI centres it.
/// Content that reports an infinite length is cut to the scroll view's frame.
///
/// `.contentMargins(_:_:for:)` insets the content: it is offered the size less the margins
/// across the axis and starts the top and leading margins in; the frame and clip stay.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether indicators would show while scrolling (never drawn in a still).
    public var showsIndicators: Bool
    /// The scroll view's content.
    public var content: Content

    /// A scroll view over `axes` (default vertical).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Never evaluated: `ScrollView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context.child(0)
        inner.stackAxis = nil
        // A position by offset or edge belongs to this scroll view; one by id is looked for
        // in nested scroll views too (`ScrollViewProxy.scrollTo` scans every one).
        if case .id = inner.environment.scrollRequest {} else { inner.environment.scrollRequest = nil }
        let box = ContainerSizeBox()
        inner.environment.containerSize = box
        let implicit: Axis = axes == .horizontal ? .horizontal : .vertical
        let child = inner.resolveSingle(content, implicit: implicit)
        let behavior = ScrollBehavior(axes: axes, box: box, margins: context.environment.scrollContentMargins)
        behavior.anchor = context.environment.defaultScrollAnchor
        behavior.initialOffsetAnchor = context.environment.initialOffsetScrollAnchor
        behavior.alignmentAnchor = context.environment.alignmentScrollAnchor
        behavior.request = context.environment.scrollRequest
        let node = ViewNode(behavior, children: [child], context: context, name: "ScrollView")
        let made = context.environment.isScrollClipDisabled ? [node] : context.child(1).resolve(ResolvedNodes(nodes: [node]).clipped())
        // A vertical scroll view reaches under iOS 26's floating tab bar and the screen's home
        // indicator band, its content inset by them (a horizontal one is as tall as its
        // content and stays above).
        guard axes.contains(.vertical), made.count == 1, context.environment.reachesUnderBottomBars else { return made }
        return [ViewNode.reachingUnderBottomBar(made[0], context: context) { behavior.underBarBottom = $0 }]
    }
}

/// Lays out a scroll view's single child (see `ScrollView`).
final class ScrollBehavior: NodeBehavior {
    /// Content is inset under bars, not extended: its views do not reach into the bar's area.
    var passesSafeArea: Bool { false }
    let axes: Axis.Set
    /// Where the scroll view tells `containerRelativeFrame` views its size.
    let box: ContainerSizeBox
    /// The content margins (`.contentMargins`, plus `.safeAreaPadding` applied to the scroll
    /// view), all finite and non-negative.
    var contentMargins: EdgeInsets
    /// The content margins and the bar the scroll view reaches under (`underBarBottom`).
    var margins: EdgeInsets {
        guard underBarBottom > 0 else { return contentMargins }
        var m = contentMargins
        m.bottom += underBarBottom
        return m
    }
    /// How far the scroll view reaches under a bar at its bottom (iOS 26's floating tab bar,
    /// `ViewNode.reachingUnderBottomBar`), set at each placement: the content is inset by it,
    /// as UIKit adds a bar's height to a scroll view's content inset.
    var underBarBottom: CGFloat = 0
    /// `.defaultScrollAnchor(_:)`'s point (`ScrollAnchor.swift`); nil: offset zero.
    var anchor: UnitPoint?
    /// `.defaultScrollAnchor(_:for: .initialOffset)`: content longer than the scroll view.
    var initialOffsetAnchor: UnitPoint?
    /// `.defaultScrollAnchor(_:for: .alignment)`: content shorter than the scroll view.
    var alignmentAnchor: UnitPoint?
    /// `.scrollPosition`, `ScrollViewProxy.scrollTo` (`ScrollPosition.swift`).
    var request: ScrollRequest?
    /// Where the content was put at the last placement, in the scroll view's coordinates,
    /// and its size (for `onScrollGeometryChange`).
    var contentFrame = CGRect.zero
    init(axes: Axis.Set, box: ContainerSizeBox, margins: EdgeInsets = EdgeInsets()) {
        self.axes = axes
        self.box = box
        contentMargins = margins
    }

    /// The proposal the content gets: nil along the scroll axes, the size less the margins
    /// across them.
    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width.map { max($0 - margins.leading - margins.trailing, 0) },
                         height: axes.contains(.vertical) ? nil : p.height.map { max($0 - margins.top - margins.bottom, 0) })
    }

    /// The size `containerRelativeFrame` views see: the scroll view's less its content
    /// margins (Apple: a scroll view's container size is its bounds "subtracting any insets
    /// applied to the scroll view (like the safe area)", `ScrollTargetBehaviorContext`).
    func containerSize(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width - margins.leading - margins.trailing, 0), height: max(size.height - margins.top - margins.bottom, 0))
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        // The container size known so far: an axis proposed nil (a list row proposes no
        // height) is unknown (NaN), and `containerRelativeFrame` along it uses its own offer.
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil }, h = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        if w != nil || h != nil {
            let known = containerSize(CGSize(width: w ?? 0, height: h ?? 0))
            box.size = CGSize(width: w == nil ? .nan : known.width, height: h == nil ? .nan : known.height)
        }
        let c = node.children[0].sizeThatFits(contentProposal(proposal))
        // Along a scroll axis the size offered; across one, the content's (Chris Eidhof,
        // SwiftUI Field Guide, "Scroll View": "While a vertical scroll view accepts the
        // proposed height unconditionally, it only becomes as wide as the width of its
        // contents"), so a horizontal carousel in a `VStack` is as tall as its cards.
        func pick(_ scrolls: Bool, _ offered: CGFloat?, _ content: CGFloat, _ m: CGFloat) -> CGFloat {
            let finiteOffer = offered.flatMap { $0.isFinite ? $0 : nil }
            if scrolls, let finiteOffer { return finiteOffer }
            if content.isFinite { return content + m }
            return finiteOffer ?? 0
        }
        return CGSize(width: pick(axes.contains(.horizontal), proposal.width, c.width, margins.leading + margins.trailing),
                      height: pick(axes.contains(.vertical), proposal.height, c.height, margins.top + margins.bottom))
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        box.size = containerSize(size)
        let child = node.children[0]
        let p = contentProposal(ProposedViewSize(size))
        var s = child.sizeThatFits(p)
        if !s.width.isFinite { s.width = size.width }
        if !s.height.isFinite { s.height = size.height }
        // Offset zero: the content's top (vertical) or leading (horizontal) edge at the
        // scroll view's; across a single axis, centred.
        let across = CGSize(width: size.width - margins.leading - margins.trailing, height: size.height - margins.top - margins.bottom)
        // The anchor for this axis: `.initialOffset`'s when the content is longer than the
        // scroll view, `.alignment`'s when shorter, else `defaultScrollAnchor(_:)`'s.
        func anchor(_ longer: Bool, _ pick: (UnitPoint) -> CGFloat) -> CGFloat {
            let role = longer ? initialOffsetAnchor : alignmentAnchor
            return (role ?? self.anchor).map(pick) ?? 0
        }
        var x = margins.leading + (axes.contains(.horizontal) ? anchor(s.width > across.width, \.x) : 0.5) * (across.width - s.width)
        var y = margins.top + (axes.contains(.vertical) ? anchor(s.height > across.height, \.y) : 0.5) * (across.height - s.height)
        if let request {
            (x, y) = scrolled(to: request, node: node, content: child, size: size, contentSize: s, proposal: p, rest: CGPoint(x: x, y: y))
        }
        contentFrame = CGRect(x: x, y: y, width: s.width, height: s.height)
        child.placement = LayoutPlacement(origin: CGPoint(x: x, y: y), proposal: p, size: s)
    }
}

/// Whether scroll indicators show (`.scrollIndicators(_:)`).
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let name: String
    /// The platform default (hidden at rest on iOS).
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
    /// Accepted as in SwiftUI: iOS hides scroll indicators at rest, so a still image shows
    /// none whatever the visibility.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
}
