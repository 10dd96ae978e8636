import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

extension Animatable {
    /// The value a fraction `t` of the way from `self` to `other` through its animatable data.
    func interpolated(towards other: Self, amount t: Double) -> Self {
        var result = other
        result.animatableData = animatableData.interpolated(towards: other.animatableData, amount: t)
        return result
    }
}

final class EffectBehavior: PassthroughBehavior {
    var effect: DrawingEffect
    init(_ effect: DrawingEffect) { self.effect = effect }

    override func draw(_ node: ViewNode, into list: inout DisplayList) {
        var inner = DisplayList()
        node.drawChildren(into: &inner)
        if inner.isEmpty { return }
        if case .opacity(let o) = effect {
            // SwiftUI applies a container's opacity to each child separately (overlaps show
            // through); `.compositingGroup()` makes the children one layer first.
            list.items.append(contentsOf: inner.applyingOpacityToLeaves(o).items)
            return
        }
        if case let .clip(shape, style) = effect {
            // Through the node, so `ContainerRelativeShape` finds its container.
            let f = node.frame
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return }
            list.append(.group(DisplayList.Group(clips: [DisplayList.Clip(path: shape.placedPath(in: f, node: node), style: style)], content: inner)))
            return
        }
        var group = effect.group(in: node.frame)
        group.content = inner
        list.append(.group(group))
    }
}

extension View {
    fileprivate func effect(_ name: String, _ effect: DrawingEffect) -> some View {
        PassthroughView(content: self, name: name) { EffectBehavior(effect) }
    }

    /// Moves the view's drawing by `offset` without changing its layout (reference §9).
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Moves the view's drawing by (x, y) without changing its layout; the frame its parent
    /// sees stays where it was (Apple: "the original dimensions of the view aren't changed").
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        DiagnosticView(content: effect("Offset", .offset(CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0))),
                       messages: x.isFinite && y.isFinite ? [] : InputDiagnostics.offset(x: x, y: y))
    }

    /// Draws the view with the given opacity (0...1). On a container it applies to each
    /// child separately, so overlapping children show through each other; apply
    /// `.compositingGroup()` first to fade the container as one layer (Apple, `compositingGroup()`:
    /// "a compositing group makes compositing effects in this view's ancestor views, such as
    /// opacity and the blend mode, take effect before this view is rendered").
    public func opacity(_ opacity: Double) -> some View {
        DiagnosticView(content: effect("Opacity", .opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1))),
                       messages: InputDiagnostics.opacity(opacity))
    }

    /// Applies an affine transform to the view's drawing, about its top-leading corner.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        effect("TransformEffect", .transform(transform))
    }

    /// Rotates the view's drawing about `anchor` of its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect("RotationEffect", .rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor))
    }

    /// Scales the view's drawing about `anchor` of its frame.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        effect("ScaleEffect", .scale(CGSize(width: x.isFinite ? x : 1, height: y.isFinite ? y : 1), anchor: anchor))
    }

    /// Scales the view's drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }

    /// Scales the view's drawing by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Clips the view's drawing to `shape` laid out in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effect("ClipShape", .clip(AnyShape(shape), style))
    }

    /// Clips the view's drawing to its frame (Apple: `clipped(antialiased:)`, default false:
    /// the clip's edges are not antialiased).
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the view's drawing to a rounded rectangle of its frame (antialiased by default).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// Draws a border inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
