import CairnGeometry
import CairnLayout
import Foundation

// Interaction modifiers: SwiftUI code uses them freely, and a rendered image has no touches.
// Cairn accepts them so pasted code compiles unchanged; each leaves the picture exactly as
// SwiftUI's `ImageRenderer` does. (Lifecycle modifiers — onAppear, task, onChange, onReceive —
// are in Animation/Lifecycle.swift: `AnimationRenderer` runs them.) `ignoresSafeArea` is here
// too: it extends views under a navigation bar, the one safe area a render has.

extension View {
    /// Accepted for source compatibility: hit testing does not change a picture.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Extends this view into the safe area on `edges`, as SwiftUI's
    /// `ignoresSafeArea(_:edges:)`: where the view touches the edge of an area a bar covers (a
    /// navigation bar over the content of a `NavigationStack`), it grows to cover the bar's
    /// area too, laid out at the larger size; elsewhere nothing changes. Apple: "Expands the
    /// safe area of a view … To extend your content into these regions, you can ignore safe
    /// areas on specific edges by applying this modifier." A rendered view outside bars has no safe
    /// area (no status bar or home indicator), so there it changes nothing, as in
    /// `ImageRenderer`. Only the `.container` region exists in a render (no keyboard).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        SafeAreaIgnoringView(content: self, edges: regions.contains(.container) ? edges : [])
    }

    /// Accepted for source compatibility: the hit-testing shape does not change a picture.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

/// Regions of the safe area (none exist in a rendered image).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as a bit mask.
    public let rawValue: UInt
    /// The regions in the bit mask `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area a container (bars, the device's edges) defines.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The safe area the on-screen keyboard defines.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region: the container's and the keyboard's.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `ignoresSafeArea(_:edges:)`: its content, extended by the node's safe-area outsets on
/// `edges` (see `ViewNode.safeAreaOutsets`).
struct SafeAreaIgnoringView<Content: View>: View, PrimitiveView {
    let content: Content
    let edges: Edge.Set
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard !edges.isEmpty else { return context.resolve(content) }
        return context.wrapEach(content) { node, ctx in
            ViewNode(SafeAreaIgnoringBehavior(edges: edges), children: [node], context: ctx, name: "IgnoresSafeArea")
        }
    }
}

/// Lays its child out over its own frame grown by the outsets on `edges` (the child is
/// proposed, and placed at, the larger rectangle); the child keeps the outsets of the other
/// edges. Its parent sees the child's size at the unextended proposal, as in SwiftUI.
package final class SafeAreaIgnoringBehavior: PassthroughBehavior {
    let edges: Edge.Set
    /// Told at each placement how far the child grew on each edge (a scroll view reaching
    /// under a bar insets its content by as much: `ResolveContext.reachingUnderBottomBar`).
    let grew: ((EdgeInsets) -> Void)?
    package init(edges: Edge.Set, grew: ((EdgeInsets) -> Void)? = nil) {
        self.edges = edges
        self.grew = grew
    }

    /// The child inherits only what this node does not consume (set in `placeChildren`).
    override package var passesSafeArea: Bool { false }

    override package func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let child = node.children[0]
        let o = node.safeAreaOutsets
        func take(_ edge: Edge.Set, _ value: CGFloat) -> CGFloat { edges.contains(edge) && value.isFinite ? min(max(value, 0), 1e6) : 0 }
        let top = take(.top, o.top), left = take(.leading, o.leading), bottom = take(.bottom, o.bottom), right = take(.trailing, o.trailing)
        grew?(EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right))
        guard top > 0 || left > 0 || bottom > 0 || right > 0 else {
            child.placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
            child.safeAreaOutsets = o
            return
        }
        let grown = CGSize(width: size.width + left + right, height: size.height + top + bottom)
        let p = ProposedViewSize(grown)
        var s = child.sizeThatFits(p)
        if !s.width.isFinite { s.width = grown.width }
        if !s.height.isFinite { s.height = grown.height }
        // Centred in the grown rectangle (a view that takes what it is offered fills it).
        let origin = CGPoint(x: -left + (grown.width - s.width) / 2, y: -top + (grown.height - s.height) / 2)
        child.placement = LayoutPlacement(origin: origin, proposal: p, size: s)
        child.safeAreaOutsets = EdgeInsets(top: top > 0 ? 0 : o.top, leading: left > 0 ? 0 : o.leading,
                                           bottom: bottom > 0 ? 0 : o.bottom, trailing: right > 0 ? 0 : o.trailing)
    }
}

extension ViewNode {
    /// `node` (a scroll view or list) wrapped so that where it touches the bottom edge of an
    /// area a bar covers — iOS 26's floating tab bar, a bottom `safeAreaInset`, the screen's
    /// home indicator band — it reaches under the bar, as UIKit
    /// lays a scroll view out under bars and insets its content instead: rows show through
    /// the glass at rest. `grew` is told at each placement how far it reached (0 when not),
    /// for the content inset. Elsewhere nothing changes.
    package static func reachingUnderBottomBar(_ node: ViewNode, context: ResolveContext, grew: @escaping (CGFloat) -> Void) -> ViewNode {
        ViewNode(SafeAreaIgnoringBehavior(edges: .bottom, grew: { grew($0.bottom) }), children: [node], context: context, name: "ReachesUnderBars")
    }
}
