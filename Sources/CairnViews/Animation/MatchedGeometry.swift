import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A dynamic property that gives a view a namespace for `matchedGeometryEffect` ids
/// (SwiftUI's `@Namespace`): the same for every evaluation of the view, distinct between views.
@propertyWrapper
public struct Namespace: DynamicProperty, DynamicPropertyLink {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private final class Box: @unchecked Sendable {
        var key = 0
    }
    private let box = Box()

    /// A namespace for the view that declares it.
    public init() {}

    /// The namespace's identity (stable: derived from the view's structural identity).
    public var wrappedValue: ID { ID(value: box.key) }

    package func link(graph: ViewGraph, key: Int, context: ResolveContext) {
        box.key = key
    }
}

/// Which parts of a view's geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// Properties from a raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position (centre) of the view.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size of the view.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Marks a view with a matched-geometry id.
final class MatchedGeometryBehavior: PassthroughBehavior {
    let id: AnyHashable
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    init(id: AnyHashable, namespace: Namespace.ID, properties: MatchedGeometryProperties, anchor: UnitPoint = .center, isSource: Bool = true) {
        self.id = id
        self.namespace = namespace
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }
    var key: MatchedKey { MatchedKey(id: id, namespace: namespace) }
}

struct MatchedKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

extension View {
    /// Matches this view's geometry with the view of the same `id` in `namespace` (SwiftUI's
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`): when an animated change
    /// removes one and inserts the other (a view moving between two containers), both are
    /// drawn at the frame animating from the old view's to the new one's, cross-fading with
    /// their transitions (`.opacity` by default), instead of fading in place.
    ///
    /// A view with `isSource: false` takes its geometry from the source of its group (the
    /// view with the same id and namespace and `isSource: true`; Apple: the group's views
    /// have "synchronized geometry", `position` in window coordinates, `size` in local
    /// coordinates): once the layout is done, it is proposed the source's size
    /// (`.size`) and placed with its `anchor` point on the source's `anchor` point
    /// (`.position`); its ancestors keep the layout they computed with its own size. Without
    /// a source on screen it keeps its own frame.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        MatchedGeometryView(content: self, id: AnyHashable(id), namespace: namespace, properties: properties,
                            anchor: anchor, isSource: isSource)
    }
}

/// `.matchedGeometryEffect(...)`: a marked node; a non-source one inside a node that moves it
/// onto its source once the layout is done (through the post-layout pass of
/// `PreferenceChangeBehavior`).
private struct MatchedGeometryView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let (id, namespace, properties, anchor, isSource) = (id, namespace, properties, anchor, isSource)
        let marked = PassthroughView(content: content, name: "MatchedGeometry") {
            MatchedGeometryBehavior(id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource)
        }
        guard !isSource else { return marked.makeNodes(context) }
        return PreferenceActionView(content: marked, name: "MatchedGeometryFollower") {
            Presentation.followSource($0)
        }.makeNodes(context)
    }
}

extension Presentation {
    /// Places a non-source matched view (`follower`, whose child is marked) on its source.
    static func followSource(_ follower: ViewNode) {
        guard let m = follower.children.first?.behavior as? MatchedGeometryBehavior, !m.isSource else { return }
        var root = follower
        while let p = root.parent { root = p }
        var source: ViewNode?
        root.walk { n, _ in
            if let s = n.behavior as? MatchedGeometryBehavior, s.isSource, s.key == m.key { source = n; return false }
            return true
        }
        guard let s = source?.frame, s.minX.isFinite, s.minY.isFinite else { return }
        let size = m.properties.contains(.size) ? follower.sizeThatFits(ProposedViewSize(s.size)) : follower.frame.size
        let reference = m.properties.contains(.position) ? s : follower.frame
        let point = CGPoint(x: reference.minX + m.anchor.x * reference.width, y: reference.minY + m.anchor.y * reference.height)
        let origin = CGPoint(x: point.x - m.anchor.x * size.width, y: point.y - m.anchor.y * size.height)
        follower.place(at: origin, size: size, proposal: m.properties.contains(.size) ? ProposedViewSize(s.size) : follower.placedProposal)
    }

    /// After an animated change: each removed view (a ghost) and inserted view with the same
    /// matched-geometry key are drawn at the frame `f` of the way from the removed one's to
    /// the inserted one's.
    static func animateMatchedGeometry(_ root: ViewNode, _ f: Double) {
        var inserted: [MatchedKey: ViewNode] = [:]
        var removed: [MatchedKey: ViewNode] = [:]
        func collect(_ node: ViewNode, ghost: Bool) {
            if let m = node.behavior as? MatchedGeometryBehavior {
                if ghost { removed[m.key] = removed[m.key] ?? node } else { inserted[m.key] = inserted[m.key] ?? node }
            }
            for g in node.ghosts { collect(g.node, ghost: true) }
            for c in node.children { collect(c, ghost: ghost) }
        }
        collect(root, ghost: false)
        for (key, old) in removed {
            guard let new = inserted[key], let m = new.behavior as? MatchedGeometryBehavior else { continue }
            let frame = old.frame.interpolated(towards: new.frame, amount: f)
            new.presentationEffects.append(.transform(mapping(new.frame, to: frame, m.properties)))
            old.presentationEffects.append(.transform(mapping(old.frame, to: frame, m.properties)))
        }
    }

    /// The transform, about `a`'s origin, that draws frame `a` at frame `b` (position: centres
    /// matched; size: scaled to `b`'s size).
    private static func mapping(_ a: CGRect, to b: CGRect, _ properties: MatchedGeometryProperties) -> CGAffineTransform {
        let sx = properties.contains(.size) && a.width > 0 ? b.width / a.width : 1
        let sy = properties.contains(.size) && a.height > 0 ? b.height / a.height : 1
        // The centre of a (local: a.size / 2) scaled, then moved onto b's centre (or kept).
        let target = properties.contains(.position) ? CGPoint(x: b.midX - a.minX, y: b.midY - a.minY) : CGPoint(x: a.width / 2, y: a.height / 2)
        let tx = target.x - a.width / 2 * sx
        let ty = target.y - a.height / 2 * sy
        return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    }
}
