import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

extension View {
    /// Applies the Liquid Glass effect to this view (Apple: `glassEffect(_:in:)`, iOS 26:
    /// "Renders a shape anchored behind a view with the Liquid Glass material"; "SwiftUI
    /// uses the regular variant by default along with a Capsule shape"; the glass is
    /// anchored to the view's bounds, padding included).
    ///
    /// Inside a `GlassEffectContainer` the container draws every glass shape of its content
    /// together, so that shapes nearer than its spacing blend into one. `isEnabled: false`
    /// or `.identity` leave the view as it is. See `GlassLook` for the look's numbers.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S, isEnabled: Bool = true) -> some View {
        SecondaryView(content: self, secondary: GlassSurface(glass: glass, shape: shape, isEnabled: isEnabled),
                      alignment: .center, isBackground: true)
    }

    /// Applies regular (or the given) Liquid Glass in a capsule, Apple's default shape.
    public func glassEffect(_ glass: Glass = .regular, isEnabled: Bool = true) -> some View {
        glassEffect(glass, in: Capsule(), isEnabled: isEnabled)
    }
}

/// The glass behind a view: a leaf that takes its view's size and draws the glass of its
/// shape there, unless a `GlassEffectContainer` above it draws it.
struct GlassSurface<S: Shape>: View, PrimitiveView {
    let glass: Glass
    let shape: S
    let isEnabled: Bool
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ViewNode(GlassSurfaceBehavior(glass: glass, shape: shape, isEnabled: isEnabled), context: context, name: "GlassEffect")]
    }
}

/// What a glass surface contributes to its container: its outline in root coordinates and
/// how it merges.
struct GlassShapeRecord {
    let path: Path
    let bounds: CGRect
    let glass: Glass
    /// The surface's shape (a union redraws it over all its members' frames).
    let shape: any Shape
    /// The rounded box the merge's distance field uses (nil: the shape is not a rounded
    /// rectangle, capsule or circle, and is drawn alone).
    let box: GlassRoundBox?
    /// `glassEffectUnion(id:namespace:)`'s key, if any.
    let union: AnyHashable?
}

final class GlassSurfaceBehavior: NodeBehavior {
    let glass: Glass
    let shape: any Shape
    let isEnabled: Bool
    init(glass: Glass, shape: any Shape, isEnabled: Bool) {
        self.glass = glass
        self.shape = shape
        self.isEnabled = isEnabled
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The record of this surface, or nil when it draws nothing (disabled, identity, empty).
    func record(_ node: ViewNode) -> GlassShapeRecord? {
        let frame = node.frame
        guard isEnabled, glass.variant != .identity, frame.width.isFinite, frame.height.isFinite,
              frame.width > 0, frame.height > 0 else { return nil }
        let path = shape.placedPath(in: frame, node: node)
        guard !path.isEmpty else { return nil }
        return GlassShapeRecord(path: path, bounds: frame, glass: glass, shape: shape, box: GlassRoundBox(shape: shape, in: frame),
                                union: node.environment.glassUnion)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        // A container above draws this surface with its neighbours.
        if node.environment.glassContainer != nil { return }
        guard let r = record(node) else { return }
        list.items += GlassLook.items(path: r.path, bounds: r.bounds, glass: r.glass, scheme: node.environment.colorScheme, era: node.environment.designEra,
                                      shadow: !node.environment.glassShadowHidden)
    }
}

/// A view that draws the Liquid Glass shapes of its content together (Apple:
/// `GlassEffectContainer`, iOS 26: "A view that combines multiple Liquid Glass shapes into a
/// single shape that can morph individual shapes into one another"; "As shapes near one
/// another, their paths start to blend into one another. The higher the spacing, the sooner
/// blending begins as the shapes approach each other").
///
/// Layout is the content's. Cairn blends shapes with a smooth union of their signed distance
/// fields, `smin(a, b) = min(a, b) − h²·k/4` with `h = max(k − |a − b|, 0)/k` and `k = 2 ×
/// spacing`: two shapes whose edges are `g` apart join by a bridge once `g < spacing` (at
/// the midpoint the field is `g/2 − spacing/2`), and the bridge thickens as they approach;
/// shapes further apart than `2 × spacing` are drawn exactly as alone. The joined outline is
/// traced on a grid of ½ point (coarser for very large groups) — Cairn's construction, as
/// Apple does not say how it blends. Shapes that are not rounded rectangles, capsules or
/// circles are drawn alone. Without a spacing, Apple's UIKit default applies: 0 (no blending;
/// `UIGlassContainerEffect.spacing`). A NaN, infinite or negative spacing is treated as 0,
/// with a diagnostic; a container of more than `maximumBlendedShapes` shapes draws them
/// without blending, with a diagnostic.
public struct GlassEffectContainer<Content: View>: View, PrimitiveView {
    let spacing: CGFloat?
    let content: Content

    /// The most glass shapes a container blends (beyond it, each is drawn alone).
    public static var maximumBlendedShapes: Int { 256 }

    /// A container whose glass shapes blend when nearer than `spacing` points.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// Never evaluated: `GlassEffectContainer` is a primitive view that Cairn lays out and draws itself.
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var s = spacing ?? 0
        if !s.isFinite || s < 0 {
            context.graph.diagnose("GlassEffectContainer(spacing: \(NumberFormat.rounded(s))): the spacing must be a finite number ≥ 0; 0 is used (no blending).")
            s = 0
        }
        var c = context
        let token = GlassContainerToken(spacing: s)
        c.environment.glassContainer = token
        return c.wrapEach(content) { node, ctx in
            ViewNode(GlassContainerBehavior(token: token), children: [node], context: ctx, name: "GlassEffectContainer(spacing: \(NumberFormat.rounded(s)))")
        }
    }
}

/// The identity of one container, shared by it and the surfaces inside it.
final class GlassContainerToken: @unchecked Sendable {
    let spacing: CGFloat
    init(spacing: CGFloat) { self.spacing = spacing }
}

final class GlassContainerBehavior: PassthroughBehavior {
    let token: GlassContainerToken
    init(token: GlassContainerToken) { self.token = token }

    override func draw(_ node: ViewNode, into list: inout DisplayList) {
        var records: [GlassShapeRecord] = []
        var schemeNode: ViewNode?
        func collect(_ n: ViewNode) {
            if let s = n.behavior as? GlassSurfaceBehavior, n.environment.glassContainer === token {
                if let r = s.record(n) { records.append(r); schemeNode = schemeNode ?? n }
                return
            }
            for child in n.children { collect(child) }
        }
        collect(node)
        let scheme = schemeNode?.environment.colorScheme ?? node.environment.colorScheme
        if records.count > GlassEffectContainer<EmptyView>.maximumBlendedShapes {
            node.graph.diagnose("GlassEffectContainer: \(records.count) glass shapes; more than \(GlassEffectContainer<EmptyView>.maximumBlendedShapes) are drawn without blending.")
        }
        for shape in GlassMerge.merged(records, spacing: token.spacing,
                                       blend: records.count <= GlassEffectContainer<EmptyView>.maximumBlendedShapes) {
            list.items += GlassLook.items(path: shape.path, bounds: shape.bounds, glass: shape.glass, scheme: scheme, era: node.environment.designEra,
                                          shadow: !node.environment.glassShadowHidden)
        }
        node.drawChildren(into: &list)
    }
}

private struct GlassContainerKey: EnvironmentKey {
    static var defaultValue: GlassContainerToken? { nil }
}

private struct GlassUnionKey: EnvironmentKey {
    static var defaultValue: AnyHashable? { nil }
}

private struct GlassShadowHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The glass container whose content this is (nil: none).
    var glassContainer: GlassContainerToken? {
        get { self[GlassContainerKey.self] }
        set { self[GlassContainerKey.self] = newValue }
    }
    /// The union key `glassEffectUnion(id:namespace:)` set.
    var glassUnion: AnyHashable? {
        get { self[GlassUnionKey.self] }
        set { self[GlassUnionKey.self] = newValue }
    }
    /// Whether glass here casts no shadow of its own: a presented surface that draws its own
    /// (a confirmation dialog's panel, `PopoverMetrics.shadow`) sets it.
    package var glassShadowHidden: Bool {
        get { self[GlassShadowHiddenKey.self] }
        set { self[GlassShadowHiddenKey.self] = newValue }
    }
}

/// A `glassEffectUnion` key: the id within its namespace.
struct GlassUnionID: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

extension View {
    /// Makes the Liquid Glass of this view one shape with every other glass of the same union
    /// (Apple: `glassEffectUnion(id:namespace:)`: "All Liquid Glass effects with the same
    /// shape and Liquid Glass variant will be combined into a single shape"). Cairn draws the
    /// members' shape once, over the smallest rectangle holding all their frames, in the
    /// enclosing `GlassEffectContainer` (outside one the modifier changes nothing). A nil id
    /// joins no union.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        transformEnvironment(\.glassUnion) { $0 = id.map { AnyHashable(GlassUnionID(id: AnyHashable($0), namespace: namespace)) } }
    }
}
