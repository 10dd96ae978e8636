import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// The node of a `ViewModifier` that is also `Animatable`: during an animation its
/// `animatableData` is interpolated and its `body(content:)` evaluated again for every
/// frame, as SwiftUI does (a sine shake moves instead of jumping).
///
/// The re-evaluated body is placed in the node's (animated) frame; a body whose size depends
/// on the animated data does not re-run its parent's layout mid-animation.
final class AnimatableModifierBehavior: PassthroughBehavior {
    /// The modifier's animatable data (its own type, erased).
    private(set) var data: Any
    /// `from + (to − from) · f` on two values of the data's type.
    private let mix: (Any, Any, Double) -> Any
    /// The modifier's body for other data, resolved.
    private let rebuild: (Any) -> ViewNode
    /// The nodes the modifier's content (`body(content:)`'s argument) resolved to in the last
    /// rebuild: below the modifier, values are the body's own (not interpolated again) down
    /// to these, whose subtrees animate as usual.
    private(set) var contentRoots: Set<ObjectIdentifier> = []
    /// Collects content nodes while rebuilding.
    var collecting: [ViewNode]?

    init(data: Any, mix: @escaping (Any, Any, Double) -> Any, equal: @escaping (Any, Any) -> Bool, rebuild: @escaping (Any) -> ViewNode) {
        self.data = data
        self.mix = mix
        self.equal = equal
        self.rebuild = rebuild
    }

    private let equal: (Any, Any) -> Bool

    /// Whether `other`'s data equals this one's.
    func hasSameData(as other: AnimatableModifierBehavior) -> Bool { equal(data, other.data) }

    /// Re-evaluates the body for the data a fraction `f` of the way from `from`'s, and lays it
    /// out in `node`'s current frame.
    func apply(to node: ViewNode, from: AnimatableModifierBehavior, _ f: Double) {
        data = mix(from.data, data, f)
        collecting = []
        let child = rebuild(data)
        contentRoots = Set((collecting ?? []).map(ObjectIdentifier.init))
        collecting = nil
        let proposal = node.placedProposal
        _ = child.sizeThatFits(proposal)
        child.place(at: node.frame.origin, size: node.frame.size, proposal: proposal)
        node.setChildren([child])
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// The node of an `Animatable` modifier (see `AnimatableModifierBehavior`).
    func animatableNodes<A: Animatable>(_ animatable: A, _ context: ResolveContext) -> [ViewNode]? {
        guard animatable is Modifier else { return nil }
        let content = self.content
        let box = WeakBehavior()
        let resolveBody = { (modifier: Modifier) -> ViewNode in
            let placeholder = ViewModifierContent<Modifier>(make: { here in
                let nodes = context.child(0).placed(at: here).resolve(content)
                box.behavior?.collecting?.append(contentsOf: nodes)
                return nodes
            })
            var modifierContext = context.child(1)
            context.graph.link(modifier, in: &modifierContext)
            return modifierContext.resolveSingle(modifier.body(content: placeholder), implicit: nil)
        }
        let initial = resolveBody(modifier)
        let original = animatable
        let behavior = AnimatableModifierBehavior(
            data: animatable.animatableData,
            mix: { from, to, f in
                guard let a = from as? A.AnimatableData, let b = to as? A.AnimatableData else { return to }
                if f == 1 { return b }
                return a + (b - a).scaled(by: f)
            },
            equal: { a, b in
                guard let a = a as? A.AnimatableData, let b = b as? A.AnimatableData else { return false }
                return a == b
            },
            rebuild: { data in
                var copy = original
                if let data = data as? A.AnimatableData { copy.animatableData = data }
                return resolveBody(copy as? Modifier ?? self.modifier)
            })
        box.behavior = behavior
        return [ViewNode(behavior, children: [initial], context: context, name: "AnimatableModifier<\(Modifier.self)>")]
    }
}

private final class WeakBehavior {
    weak var behavior: AnimatableModifierBehavior?
}

/// A 3×3 projective transform (SwiftUI's `ProjectionTransform`): affine ones draw as vector
/// transforms, perspective ones by resampling the view through the projective mapping.
public struct ProjectionTransform: Equatable, Sendable {
    /// The matrix entries, row by row (m13, m23 are the perspective terms, m33 the scale).
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row (m31, m32: the translation).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether the transform has no perspective terms.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (for a non-affine transform, divided by m33 and without perspective).
    var affine: CGAffineTransform {
        let w = m33 == 0 || !m33.isFinite ? 1 : m33
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let b = [[other.m11, other.m12, other.m13], [other.m21, other.m22, other.m23], [other.m31, other.m32, other.m33]]
        var c = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { c[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] } }
        (r.m11, r.m12, r.m13) = (c[0][0], c[0][1], c[0][2])
        (r.m21, r.m22, r.m23) = (c[1][0], c[1][1], c[1][2])
        (r.m31, r.m32, r.m33) = (c[2][0], c[2][1], c[2][2])
        return r
    }
}

/// An effect that changes how a view is drawn with a transform computed from its size
/// (SwiftUI's `GeometryEffect`): `effectValue(size:)`, re-evaluated every frame of an
/// animation with interpolated `animatableData`.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 2), y: 0))
///     }
/// }
/// ```
/// Layout is unchanged (the transform moves the drawing, in the view's own coordinates).
/// An affine transform stays vector; one with perspective terms is drawn as `projectionEffect(_:)`
/// draws it (the view's pixels resampled through the projective mapping).
public protocol GeometryEffect: Animatable, ViewModifier where Body == GeometryEffectView {
    /// The transform for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Draws the content through `effectValue(size:)`.
    public func body(content: Content) -> GeometryEffectView {
        let effect = self
        return GeometryEffectView(name: "\(Self.self)", transform: { effect.effectValue(size: $0) }, make: { content.make($0) })
    }
}

/// The view a `GeometryEffect` makes of its content.
public struct GeometryEffectView: View, PrimitiveView {
    let name: String
    let transform: (CGSize) -> ProjectionTransform
    let make: (ResolveContext) -> [ViewNode]
    /// A primitive view: Cairn lays it out itself.
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let child = context.resolveSingle(NodesView(make: make), implicit: nil)
        return [ViewNode(ProjectionEffectBehavior(transform), children: [child], context: context, name: "GeometryEffect<\(name)>")]
    }
}

/// Nodes made by a closure, as a view.
private struct NodesView: View, PrimitiveView {
    let make: (ResolveContext) -> [ViewNode]
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { make(context) }
}

/// Draws its child through a transform computed from the node's size; `frame(in: .global)`
/// and `ViewLayout.frame(of:)` of the views inside move with it, as with the built-in effects.
final class ProjectionEffectBehavior: PassthroughBehavior, ContentTransformingBehavior {
    let transform: (CGSize) -> ProjectionTransform
    init(_ transform: @escaping (CGSize) -> ProjectionTransform) { self.transform = transform }

    func contentTransform(of node: ViewNode) -> CGAffineTransform? {
        let t = transform(node.frame.size)
        return t.isIdentity ? nil : DrawingEffect.transform(t.affine).group(in: node.frame).transform
    }

    override func draw(_ node: ViewNode, into list: inout DisplayList) {
        var inner = DisplayList()
        node.drawChildren(into: &inner)
        guard !inner.isEmpty else { return }
        let t = transform(node.frame.size)
        if t.isIdentity {
            list.items.append(contentsOf: inner.items)
            return
        }
        if !t.isAffine {
            // Perspective terms: resampled through the projective mapping, as `projectionEffect`.
            PerspectiveEffectBehavior.append(inner, through: t, frame: node.frame, into: &list)
            return
        }
        var group = DrawingEffect.transform(t.affine).group(in: node.frame)
        group.content = inner
        list.items.append(.group(group))
    }
}

/// A modifier that animates its `animatableData`, as SwiftUI's (deprecated) `AnimatableModifier`:
/// a `ViewModifier` that is `Animatable`. Cairn animates every such modifier already (see
/// `AnimatableModifierBehavior`); the protocol lets iOS 13–16 code that names it compile.
public protocol AnimatableModifier: Animatable, ViewModifier {}
