import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// Where a scroll view is asked to be: by a `ScrollPosition`, `scrollPosition(id:)` or a
/// `ScrollViewProxy`.
enum ScrollRequest: Equatable {
    /// Show the view with this id, with `anchor` of it on the same point of the scroll view
    /// (nil: scroll the least that shows it whole).
    case id(AnyHashable, anchor: UnitPoint?)
    /// The content offset from rest; a nil coordinate keeps the rest position on that axis.
    case point(x: CGFloat?, y: CGFloat?)
    /// The start or end of the content.
    case edge(Edge)
}

private struct ScrollRequestKey: EnvironmentKey { static var defaultValue: ScrollRequest? { nil } }

extension EnvironmentValues {
    /// The position the nearest scroll view is asked to take (nil: rest).
    var scrollRequest: ScrollRequest? {
        get { self[ScrollRequestKey.self] }
        set { self[ScrollRequestKey.self] = newValue }
    }
}

/// The scroll position of a scroll view (Apple: `ScrollPosition`, iOS 18): an edge, a point
/// or the id of a view, bound with `.scrollPosition(_:anchor:)`.
///
/// Setting it in an `AnimationTimeline` step (`timeline.at(1) { $0.position.scrollTo(y: 300) }`)
/// is how a scene scrolls: every scroll-driven effect (`scrollTransition`, `visualEffect`,
/// `onScrollGeometryChange`) follows the new offset.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    var request: ScrollRequest?
    /// Whether the user scrolled it (never, in a rendered scene).
    public private(set) var isPositionedByUser = false

    /// A position at `edge` (nil: the scroll view's own rest), whose ids are of `idType`.
    public init(idType: (some Hashable).Type = Never.self, edge: Edge? = nil) {
        request = edge.map { .edge($0) }
    }
    /// A position at `point` of the content (its offset from rest).
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) {
        request = .point(x: point.x, y: point.y)
    }
    /// A position at horizontal offset `x`.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { request = .point(x: x, y: nil) }
    /// A position at vertical offset `y`.
    public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { request = .point(x: nil, y: y) }
    /// A position showing the view with `id`, `anchor` of it on the same point of the scroll view.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { request = .id(AnyHashable(id), anchor: anchor) }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { request = .edge(edge) }
    /// Scrolls to offset `point`.
    public mutating func scrollTo(point: CGPoint) { request = .point(x: point.x, y: point.y) }
    /// Scrolls to horizontal offset `x`.
    public mutating func scrollTo(x: CGFloat) { request = .point(x: x, y: nil) }
    /// Scrolls to vertical offset `y`.
    public mutating func scrollTo(y: CGFloat) { request = .point(x: nil, y: y) }
    /// Scrolls to the view with `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { request = .id(AnyHashable(id), anchor: anchor) }

    /// The edge scrolled to, if that is how the position was set.
    public var edge: Edge? { if case .edge(let e) = request { return e } else { return nil } }
    /// The offset scrolled to, if the position was set by a point (a missing axis is 0).
    public var point: CGPoint? {
        if case let .point(x, y) = request { return CGPoint(x: x ?? 0, y: y ?? 0) } else { return nil }
    }
    /// The horizontal offset scrolled to, if set.
    public var x: CGFloat? { if case .point(let x, _) = request { return x } else { return nil } }
    /// The vertical offset scrolled to, if set.
    public var y: CGFloat? { if case .point(_, let y) = request { return y } else { return nil } }
    /// The id of the view scrolled to, if set by id.
    public var viewID: AnyHashable? { if case .id(let id, _) = request { return id } else { return nil } }
    /// The id of the view scrolled to, as `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
    /// Whether the position names something to scroll to.
    public var isPositioned: Bool { request != nil }
}

extension View {
    /// Binds the scroll view's position (Apple: `scrollPosition(_:anchor:)`, iOS 18): the
    /// scroll view shows the edge, offset or view the position names. A rendered scroll view
    /// is never scrolled by a user, so the binding is read, never written.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        var request = position.wrappedValue.request
        if case .id(let id, nil) = request, let anchor { request = .id(id, anchor: anchor) }
        return transformEnvironment(\.self) { env in
            env.scrollRequest = request
            if case .id = request { env.recordsScrollTargetIDs = true }
        }
    }

    /// Binds the id of the scroll target view at the scroll view's `anchor` (Apple:
    /// `scrollPosition(id:anchor:)`, iOS 17): a non-nil id scrolls the view with that id
    /// (`.id(_:)` or a `ForEach` element's id) to `anchor` (nil: the least scroll that shows
    /// it whole). The binding is not written back: nothing scrolls in a rendered scene.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let request = id.wrappedValue.map { ScrollRequest.id(AnyHashable($0), anchor: anchor) }
        return transformEnvironment(\.self) { env in
            env.scrollRequest = request
            env.recordsScrollTargetIDs = true
        }
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` (Apple: `ScrollViewProxy`).
public struct ScrollViewProxy {
    let graph: ViewGraph
    let slot: Int

    /// Scrolls the first scroll view that holds the view with `id` so that `anchor` of that
    /// view sits on the same point of the scroll view (nil: the least scroll that shows it
    /// whole). Called from an action (`onAppear`, a button, a timeline step) it lays the
    /// scene out again; `ImageRenderer` runs no actions, so a still shows the rest position.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        graph.setValue(Optional(ScrollRequest.id(AnyHashable(id), anchor: anchor)), for: slot)
    }
}

/// A view whose content can scroll its scroll views to a view (Apple: `ScrollViewReader`).
public struct ScrollViewReader<Content: View>: View {
    /// Builds the content from the proxy.
    public var content: (ScrollViewProxy) -> Content
    /// A reader whose `content` gets a `ScrollViewProxy`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// The content, with the last `scrollTo` request passed to the scroll views inside.
    public var body: some View {
        ScrollReaderHost(content: content)
    }
}

/// Reads the reader's stored request from the graph where the identity is known.
struct ScrollReaderHost<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var h = Hasher()
        h.combine(context.identity)
        h.combine("ScrollViewReader")
        let slot = h.finalize()
        let request: ScrollRequest? = context.graph.value(for: slot) { nil }
        var inner = context.child(0)
        inner.environment.recordsScrollTargetIDs = true
        if let request { inner.environment.scrollRequest = request }
        return inner.resolve(content(ScrollViewProxy(graph: context.graph, slot: slot)))
    }
}

extension ScrollBehavior {
    /// The content's origin (scroll view coordinates) that shows `request`, from its rest
    /// origin `rest`: along each scroll axis, the offset is clamped to the content's range
    /// (0 ... content + margins − scroll view), as a scroll view cannot scroll past its ends.
    func scrolled(to request: ScrollRequest, node: ViewNode, content: ViewNode, size: CGSize, contentSize s: CGSize,
                  proposal p: ProposedViewSize, rest: CGPoint) -> (CGFloat, CGFloat) {
        let viewport = CGSize(width: size.width - margins.leading - margins.trailing, height: size.height - margins.top - margins.bottom)
        // The origin for an offset along one axis, clamped.
        func origin(_ offset: CGFloat, lead: CGFloat, length: CGFloat, visible: CGFloat, restOrigin: CGFloat) -> CGFloat {
            let maxOffset = max(length - visible, 0)
            guard offset.isFinite, maxOffset > 0 else { return restOrigin }
            return lead - min(max(offset, 0), maxOffset)
        }
        var x = rest.x, y = rest.y
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        switch request {
        case let .point(px, py):
            if h, let px { x = origin(px, lead: margins.leading, length: s.width, visible: viewport.width, restOrigin: rest.x) }
            if v, let py { y = origin(py, lead: margins.top, length: s.height, visible: viewport.height, restOrigin: rest.y) }
        case .edge(let edge):
            switch edge {
            case .top: if v { y = origin(0, lead: margins.top, length: s.height, visible: viewport.height, restOrigin: rest.y) }
            case .bottom: if v { y = origin(.greatestFiniteMagnitude, lead: margins.top, length: s.height, visible: viewport.height, restOrigin: rest.y) }
            case .leading: if h { x = origin(0, lead: margins.leading, length: s.width, visible: viewport.width, restOrigin: rest.x) }
            case .trailing: if h { x = origin(.greatestFiniteMagnitude, lead: margins.leading, length: s.width, visible: viewport.width, restOrigin: rest.x) }
            }
        case let .id(id, anchor):
            // Place the content at rest to find the target's frame in it.
            content.place(at: CGPoint(x: node.frame.minX + rest.x, y: node.frame.minY + rest.y), size: s, proposal: p)
            var target: CGRect?
            content.walk { n, _ in
                if n.viewIDs.contains(id) { target = n.frame; return false }
                return true
            }
            guard let t = target?.offsetBy(dx: -content.frame.minX, dy: -content.frame.minY) else { return (x, y) }
            // The offset that puts `a` of the target on `a` of the visible area; without an
            // anchor, the least move from rest that shows the target whole.
            func offset(_ a: CGFloat?, start: CGFloat, length: CGFloat, visible: CGFloat, restOffset: CGFloat) -> CGFloat {
                if let a { return start + a * length - a * visible }
                if start < restOffset { return start }
                if start + length > restOffset + visible { return start + length - visible }
                return restOffset
            }
            if h {
                let o = offset(anchor?.x, start: t.minX, length: t.width, visible: viewport.width, restOffset: margins.leading - rest.x)
                x = origin(o, lead: margins.leading, length: s.width, visible: viewport.width, restOrigin: rest.x)
            }
            if v {
                let o = offset(anchor?.y, start: t.minY, length: t.height, visible: viewport.height, restOffset: margins.top - rest.y)
                y = origin(o, lead: margins.top, length: s.height, visible: viewport.height, restOrigin: rest.y)
            }
        }
        return (x, y)
    }
}
