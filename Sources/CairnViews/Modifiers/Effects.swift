import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A render-time effect: the child's layout is untouched; its drawing is wrapped in a
/// group with a transform, an opacity or a clip, computed from the node's frame.
final class EffectBehavior: PassthroughBehavior {
    let effect: (CGRect) -> DisplayList.Group
    init(_ effect: @escaping (CGRect) -> DisplayList.Group) { self.effect = effect }

    override func draw(_ node: ViewNode, into list: inout DisplayList) {
        var inner = DisplayList()
        node.drawChildren(into: &inner)
        if inner.isEmpty { return }
        var group = effect(node.frame)
        group.content = inner
        list.append(.group(group))
    }
}

extension View {
    fileprivate func effect(_ name: String, _ make: @escaping (CGRect) -> DisplayList.Group) -> some View {
        PassthroughView(content: self, name: name) { EffectBehavior(make) }
    }

    /// Moves the view's drawing by `offset` without changing its layout (reference §9).
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Moves the view's drawing by (x, y) without changing its layout; the frame its parent
    /// sees stays where it was (Apple: "the original dimensions of the view aren't changed").
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let dx = x.isFinite ? x : 0, dy = y.isFinite ? y : 0
        return effect("Offset") { _ in DisplayList.Group(transform: CGAffineTransform(translationX: dx, y: dy), content: DisplayList()) }
    }

    /// Draws the view with the given opacity (0...1), as one layer.
    public func opacity(_ opacity: Double) -> some View {
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        return effect("Opacity") { _ in DisplayList.Group(opacity: o, content: DisplayList()) }
    }

    /// Applies an affine transform to the view's drawing, about its top-leading corner.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        effect("TransformEffect") { f in
            let t = CGAffineTransform(translationX: -f.minX, y: -f.minY)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: f.minX, y: f.minY))
            return DisplayList.Group(transform: t, content: DisplayList())
        }
    }

    /// Rotates the view's drawing about `anchor` of its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect("RotationEffect") { f in
            let p = anchor.point(in: f)
            let t = CGAffineTransform(translationX: -p.x, y: -p.y)
                .concatenating(CGAffineTransform(rotationAngle: angle.radians))
                .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
            return DisplayList.Group(transform: t, content: DisplayList())
        }
    }

    /// Scales the view's drawing about `anchor` of its frame.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        effect("ScaleEffect") { f in
            let p = anchor.point(in: f)
            let t = CGAffineTransform(translationX: -p.x, y: -p.y)
                .concatenating(CGAffineTransform(scaleX: x, y: y))
                .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
            return DisplayList.Group(transform: t, content: DisplayList())
        }
    }

    /// Scales the view's drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }

    /// Scales the view's drawing by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Clips the view's drawing to `shape` laid out in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effect("ClipShape") { f in
            let path = shape.path(in: CGRect(origin: .zero, size: f.size)).offsetBy(dx: f.minX, dy: f.minY)
            return DisplayList.Group(clips: [DisplayList.Clip(path: path, style: style)], content: DisplayList())
        }
    }

    /// Clips the view's drawing to its frame.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips the view's drawing to a rounded rectangle of its frame.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Draws a border inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

