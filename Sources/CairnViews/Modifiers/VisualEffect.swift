import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// Visual changes to a view that leave its layout alone (Apple: `VisualEffect`, iOS 17):
/// what `.visualEffect { content, proxy in … }` and `.scrollTransition { content, phase in … }`
/// return, built by chaining methods on the `EmptyVisualEffect` they are given.
///
/// Only Cairn's own effects (`EmptyVisualEffect` and the `ModifiedVisualEffect` its methods
/// build) carry changes; a type of your own that conforms changes nothing.
public protocol VisualEffect: Sendable, Animatable {}

/// The visual effect that changes nothing: the starting point of an effect chain.
public struct EmptyVisualEffect: VisualEffect {
    /// The effect that changes nothing.
    public init() {}
    /// No animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// One change of a visual effect chain, innermost first.
package enum VisualEffectOperation: @unchecked Sendable {
    /// An offset, rotation, scale, affine transform or opacity.
    case drawing(DrawingEffect)
    /// A blur or colour matrix.
    case layer(LayerEffect)
    /// A 3D rotation projected on the view's plane (see `rotation3DEffect`).
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    /// A colour multiply whose colour resolves in the view's environment (its colour scheme
    /// and design era) when the view is drawn: the chain is built before that is known.
    case colorMultiply(Color)
    /// A shader (`colorEffect`, `distortionEffect`, `layerEffect`) over the view's frame.
    case shader(Shader, ShaderImplementation.Kind, maxSampleOffset: CGSize)

    /// This operation with its colour resolved in `environment` (a colour multiply becomes
    /// its colour matrix); the others are returned as they are.
    package func resolved(in environment: EnvironmentValues) -> VisualEffectOperation {
        guard case .colorMultiply(let color) = self else { return self }
        return .layer(.colorMatrix(ColorMatrix.multiply(color.resolve(in: environment))))
    }
}

extension VisualEffectOperation {
    /// The chain a fraction `t` of the way from `from` to `to`, operation by operation (an
    /// interactive scroll transition between its identity and edge phases); chains of
    /// different shapes switch from one to the other halfway. Colours resolve in `environment`
    /// first, so a colour multiply interpolates between the colours the view's scheme gives.
    package static func interpolate(from: [VisualEffectOperation], to: [VisualEffectOperation], _ t: Double,
                                    in environment: EnvironmentValues) -> [VisualEffectOperation] {
        let from = from.map { $0.resolved(in: environment) }, to = to.map { $0.resolved(in: environment) }
        let t = t.isFinite ? min(max(t, 0), 1) : 1
        guard from.count == to.count else { return t < 0.5 ? from : to }
        var result: [VisualEffectOperation] = []
        for (a, b) in zip(from, to) {
            switch (a, b) {
            case let (.drawing(x), .drawing(y)): result.append(.drawing(y.interpolated(from: x, t)))
            case let (.layer(x), .layer(y)): result.append(.layer(y.interpolated(from: x, t)))
            case let (.rotation3D(a0, _, _, z0, p0), .rotation3D(a1, axis, anchor, z1, p1)):
                result.append(.rotation3D(a0.interpolated(towards: a1, amount: t), axis: axis, anchor: anchor,
                                          anchorZ: z0 + (z1 - z0) * CGFloat(t), perspective: p0 + (p1 - p0) * CGFloat(t)))
            default: return t < 0.5 ? from : to
            }
        }
        return result
    }
}

/// A chain of visual effects (what `VisualEffect`'s methods return).
public struct ModifiedVisualEffect: VisualEffect {
    let operations: [VisualEffectOperation]
    /// No animatable data of its own: the closure that builds the chain is evaluated again
    /// for every frame, from the geometry or scroll phase of that frame.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension VisualEffect {
    /// The changes this effect makes, innermost first (none for a conformance of your own).
    package var operations: [VisualEffectOperation] { (self as? ModifiedVisualEffect)?.operations ?? [] }

    private func adding(_ op: VisualEffectOperation?) -> ModifiedVisualEffect {
        ModifiedVisualEffect(operations: operations + (op.map { [$0] } ?? []))
    }

    private static func finite(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? v : fallback }

    /// Moves the view's drawing by `offset` (NaN counts as 0).
    public func offset(_ offset: CGSize) -> some VisualEffect { self.offset(x: offset.width, y: offset.height) }

    /// Moves the view's drawing by (x, y) (NaN counts as 0).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.drawing(.offset(CGSize(width: Self.finite(x, 0), height: Self.finite(y, 0)))))
    }

    /// Scales the view's drawing about `anchor` (NaN counts as 1).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.drawing(.scale(CGSize(width: Self.finite(scale.width, 1), height: Self.finite(scale.height, 1)), anchor: anchor)))
    }

    /// Scales the view's drawing uniformly about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the view's drawing by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the view's drawing about `anchor` (a NaN angle counts as 0).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.drawing(.rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor)))
    }

    /// Rotates the view's drawing in three dimensions about `axis`, projected with
    /// `perspective` as `View.rotation3DEffect` does.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Applies an affine transform to the view's drawing, about its top-leading corner.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.drawing(.transform(transform)))
    }

    /// Draws the view with `opacity` (clamped to 0...1; NaN counts as 1).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.drawing(.opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1))))
    }

    /// Blurs the view with a Gaussian of σ = `radius` points, as `View.blur(radius:opaque:)`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.layer(.blur(radius: radius.isFinite ? max(radius, 0) : 0, opaque: opaque)))
    }

    /// Brightens the view, as `View.brightness(_:)`.
    public func brightness(_ amount: Double) -> some VisualEffect {
        adding(.layer(.colorMatrix(ColorMatrix.brightness(amount.isFinite ? amount : 0))))
    }

    /// Sets the contrast, as `View.contrast(_:)`.
    public func contrast(_ amount: Double) -> some VisualEffect {
        adding(.layer(.colorMatrix(ColorMatrix.contrast(amount.isFinite ? amount : 1))))
    }

    /// Sets the colour saturation, as `View.saturation(_:)`.
    public func saturation(_ amount: Double) -> some VisualEffect {
        adding(.layer(.colorMatrix(ColorMatrix.saturation(amount.isFinite ? amount : 1))))
    }

    /// Removes colour, as `View.grayscale(_:)`.
    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding(.layer(.colorMatrix(ColorMatrix.saturation(1 - (amount.isFinite ? min(max(amount, 0), 1) : 0)))))
    }

    /// Rotates the hues, as `View.hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.layer(.colorMatrix(ColorMatrix.hueRotation(angle.radians.isFinite ? angle : .zero))))
    }

    /// Multiplies every pixel by `color`, as `View.colorMultiply(_:)`: an adaptive colour
    /// resolves in the view's colour scheme and design era.
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        adding(.colorMultiply(color))
    }

    /// Runs `shader` on each pixel's colour, as `View.colorEffect(_:isEnabled:)` (iOS 17): a
    /// Swift version given to `ShaderLibrary.implement` runs; without one nothing changes.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        isEnabled ? adding(.shader(shader, .colorEffect, maxSampleOffset: .zero)) : adding(nil)
    }

    /// Moves each pixel through `shader`, as `View.distortionEffect(_:maxSampleOffset:isEnabled:)`.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        isEnabled ? adding(.shader(shader, .distortionEffect, maxSampleOffset: maxSampleOffset)) : adding(nil)
    }

    /// Runs `shader` over the view's layer, as `View.layerEffect(_:maxSampleOffset:isEnabled:)`.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        isEnabled ? adding(.shader(shader, .layerEffect, maxSampleOffset: maxSampleOffset)) : adding(nil)
    }
}

/// A node whose drawing goes through effects computed from the node itself once it is placed
/// (its frame, its scroll view): `.visualEffect` and `.scrollTransition`. Layout is untouched.
final class VisualEffectBehavior: PassthroughBehavior, ContentTransformingBehavior {
    let compute: (ViewNode) -> [VisualEffectOperation]
    init(compute: @escaping (ViewNode) -> [VisualEffectOperation]) { self.compute = compute }

    func contentTransform(of node: ViewNode) -> CGAffineTransform? {
        let f = node.frame
        var t = CGAffineTransform.identity
        var moved = false
        for op in compute(node) {
            guard case .drawing(let d) = op, let m = d.contentTransform(in: f) else { continue }
            t = t.concatenating(m)
            moved = true
        }
        return moved ? t : nil
    }

    override func draw(_ node: ViewNode, into list: inout DisplayList) {
        var inner = DisplayList()
        node.drawChildren(into: &inner)
        if inner.isEmpty { return }
        let f = node.frame
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return }
        for op in compute(node) {
            switch op {
            case .drawing(.opacity(let o)):
                inner = inner.applyingOpacityToLeaves(o)
            case .drawing(let d):
                var group = d.group(in: f)
                group.content = inner
                inner = DisplayList([.group(group)])
            case .layer(let l):
                inner = l.apply(to: inner)
            case .colorMultiply:
                if case .layer(let l) = op.resolved(in: node.environment) { inner = l.apply(to: inner) }
            case let .shader(shader, kind, offset):
                // Without a Swift version of this kind the view is drawn unchanged, and
                // the graph records why (as the modifier form does).
                guard let implementation = ShaderLibrary.implementation(shader.function.name, as: kind, diagnosingIn: node.graph),
                      let program = ShaderEffectBehavior.program(shader, implementation, frame: f, maxSampleOffset: offset,
                                                                 environment: node.environment) else { continue }
                inner = DisplayList([.layer(DisplayList.Layer(content: inner, filters: [.shader(program)]))])
            case let .rotation3D(angle, axis, anchor, anchorZ, perspective):
                var out = DisplayList()
                let t = ProjectionTransform.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective, size: f.size)
                PerspectiveEffectBehavior.append(inner, through: t, frame: f, into: &out)
                inner = out
            }
        }
        list.items.append(contentsOf: inner.items)
    }
}

/// A view whose drawing goes through effects computed from its placed node.
package struct VisualEffectView<Content: View>: View, PrimitiveView {
    let content: Content
    let name: String
    let compute: (ViewNode) -> [VisualEffectOperation]
    /// `content` drawn through `compute(node)`, named `name` in layout descriptions.
    package init(content: Content, name: String, compute: @escaping (ViewNode) -> [VisualEffectOperation]) {
        self.content = content
        self.name = name
        self.compute = compute
    }
    /// Never evaluated: a primitive view.
    package var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.wrapEach(content) { ViewNode(VisualEffectBehavior(compute: compute), children: [$0], context: $1, name: name) }
    }
}

extension View {
    /// Applies effects computed from the view's geometry (Apple: `visualEffect(_:)`, iOS 17):
    /// `effect` gets an `EmptyVisualEffect` to chain changes on and a `GeometryProxy` of this
    /// view (its size, its frame in any coordinate space), and returns the effect to draw with.
    ///
    /// ```swift
    /// Rectangle().visualEffect { content, proxy in
    ///     content.offset(y: proxy.frame(in: .global).minY * 0.5)
    /// }
    /// ```
    /// The effects never change layout (Apple: "visual effects don't affect the layout of the
    /// view"); the closure is evaluated when the view is drawn, so in an animation every frame
    /// sees the geometry of that frame.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        VisualEffectView(content: self, name: "VisualEffect") { node in
            effect(EmptyVisualEffect(), GeometryProxy(node: node)).operations
        }
    }

    /// Isolates the view's geometry from its parent's for animations (Apple: `geometryGroup()`,
    /// iOS 17): its position and size are animated as one by the parent before reaching its
    /// subviews. Cairn interpolates each placed view's frame on its own already, so a still
    /// and an export draw the same with or without it; the view is unchanged.
    public func geometryGroup() -> some View {
        PassthroughView(content: self, name: "GeometryGroup") { PassthroughBehavior() }
    }
}
