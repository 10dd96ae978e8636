import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A named or built-in coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    /// The root's coordinate space.
    case global
    /// The view's own coordinate space.
    case local
    /// The space of the ancestor marked `.coordinateSpace(name:)` with this name.
    case named(AnyHashable)
}

/// Access to the size and coordinates of a `GeometryReader`'s container.
public struct GeometryProxy {
    let node: ViewNode
    /// The size of the container.
    public var size: CGSize { node.frame.size }
    /// The safe-area insets of the container: how far the area bars cover reaches beyond each
    /// of its edges — what `.ignoresSafeArea()` on its content would extend that content by.
    /// Under a `NavigationStack`'s bar the top inset is the bar's height (a UIKit view's
    /// `safeAreaInsets` include the navigation bar likewise); a reader that itself ignores the
    /// safe area has already taken that area into its frame and reports zero there (SwiftUI
    /// since iOS 14). Cairn draws no status bar or home indicator, so a reader at the root of
    /// an image reports zero on every edge. Leading is the left edge.
    public var safeAreaInsets: EdgeInsets { node.safeAreaOutsets }

    /// The container's frame in a coordinate space (Apple: "the container view's bounds
    /// rectangle, converted to a defined coordinate space").
    ///
    /// - `.local`: the container's own bounds, `(0, 0, size)`, whatever effects its ancestors
    ///   apply: a 200 × 200 reader under `.rotationEffect(.degrees(5))` or `.scaleEffect(3/19)`
    ///   reports 200 × 200 (the reference snapshots of issue 26 show the unscaled 200).
    /// - `.global` and `.named(_:)`: the bounds converted through the geometry effects
    ///   (offset, rotation, scale, transform) between the container and that space, as the
    ///   axis-aligned bounding box of the converted rectangle — what `CGRect.applying(_:)`
    ///   gives, and what `UIView.frame` reports under a transform: under `.scaleEffect(2)` a
    ///   100-point reader is 200 wide in `.global`; under a rotation it is the rotated
    ///   square's box. Evidence beyond Apple's one line: anchors resolved under a
    ///   `rotationEffect` come back as the rotated bounds' box (harshil.net, "SwiftUI's
    ///   rotationEffect is kinda funky", 2023), and `.scaleEffect` scaling the global frame
    ///   is the way SwiftUI code measures a zoomed view. An effect applied *outside* a named
    ///   space's view moves that space too, so it cancels out of `.named(_:)`; one between
    ///   the space and the container counts.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let f = node.globalFrame
        switch coordinateSpace {
        case .global: return f
        case .local: return CGRect(origin: .zero, size: node.frame.size)
        case .named(let name):
            var a = node.parent
            while let n = a {
                if let space = n.behavior as? CoordinateSpaceBehavior, space.name == name {
                    return node.frame(carriedUpTo: n).offsetBy(dx: -n.frame.minX, dy: -n.frame.minY)
                }
                a = n.parent
            }
            return f
        }
    }

    /// The value of an anchor in this container's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(node.globalFrame.origin) }
}

/// A view that gives its content its own size and coordinates (reference §9).
///
/// To its parent it is a plain flexible view: the proposal, with nil axes 10 (OpenSwiftUI;
/// the 10 is uncertain). Its content is built when it is placed, proposed the reader's size
/// and put at its top-leading corner (iOS 14+); several views in the content are each put
/// there independently, not in an implicit stack (what SwiftUI does since iOS 14).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from a proxy that gives the reader's size (and frames in named spaces).
    public var content: (GeometryProxy) -> Content
    /// A reader whose content is built from a proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    /// Never evaluated: `GeometryReader` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let content = self.content
        var inner = context.child(0)
        inner.stackAxis = nil
        let behavior = GeometryReaderBehavior { node in
            inner.resolve(content(GeometryProxy(node: node)))
        }
        return [ViewNode(behavior, context: context, name: "GeometryReader")]
    }
}

final class GeometryReaderBehavior: NodeBehavior {
    let build: (ViewNode) -> [ViewNode]
    init(build: @escaping (ViewNode) -> [ViewNode]) { self.build = build }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { GeometryReaderLayout().sizeThatFits(proposal) }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let content = build(node)
        node.setChildren(content)
        for (child, placement) in zip(content, GeometryReaderLayout().placements(in: size, content: content.map(\.subview))) {
            child.placement = placement
        }
    }
}

/// Marks a node as a named coordinate space.
final class CoordinateSpaceBehavior: PassthroughBehavior {
    let name: AnyHashable
    init(name: AnyHashable) { self.name = name }
}

extension View {
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<N: Hashable>(name: N) -> some View {
        PassthroughView(content: self, name: "CoordinateSpace") { CoordinateSpaceBehavior(name: AnyHashable(name)) }
    }
}

/// A geometric value of a view (its bounds, a point) that a proxy reads in its own coordinates.
public struct Anchor<Value> {
    let resolve: (CGPoint) -> Value

    /// An anchor whose value, read by a proxy whose container is at `origin` (root
    /// coordinates), is `resolve(origin)`; for other modules of the package (Charts' proxy).
    package init(resolve: @escaping (CGPoint) -> Value) { self.resolve = resolve }

    /// Where an anchor's value comes from in the view that publishes it.
    public struct Source {
        let make: (CGRect) -> Anchor<Value>

        /// The value for a view whose frame is `frame`, in `frame`'s coordinates (for other
        /// modules of the package: a popover's attachment anchor).
        package func value(in frame: CGRect) -> Value { make(frame).resolve(.zero) }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor<CGRect> { origin in frame.offsetBy(dx: -origin.x, dy: -origin.y) } }
    }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor<CGRect> { origin in r.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y) } }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            let q = p.point(in: frame)
            return Anchor<CGPoint> { origin in CGPoint(x: q.x - origin.x, y: q.y - origin.y) }
        }
    }
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in Anchor<CGPoint> { origin in CGPoint(x: frame.minX + p.x - origin.x, y: frame.minY + p.y - origin.y) } }
    }
    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
