import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

/// A render-time effect, as data so an animation can interpolate it: the child's layout is
/// untouched; its drawing is wrapped in a group with a transform, an opacity or a clip.
package enum DrawingEffect {
    case offset(CGSize)
    case opacity(Double)
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    case transform(CGAffineTransform)
    case clip(AnyShape, FillStyle)

    /// The group this effect wraps a drawing in, for a view whose frame is `f`.
    package func group(in f: CGRect) -> DisplayList.Group {
        func about(_ p: CGPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(t).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        }
        switch self {
        case .offset(let d):
            return DisplayList.Group(transform: CGAffineTransform(translationX: d.width, y: d.height), content: DisplayList())
        case .opacity(let o):
            return DisplayList.Group(opacity: o, content: DisplayList())
        case let .rotation(angle, anchor):
            return DisplayList.Group(transform: about(anchor.point(in: f), CGAffineTransform(rotationAngle: angle.radians)), content: DisplayList())
        case let .scale(s, anchor):
            return DisplayList.Group(transform: about(anchor.point(in: f), CGAffineTransform(scaleX: s.width, y: s.height)), content: DisplayList())
        case .transform(let t):
            return DisplayList.Group(transform: about(f.origin, t), content: DisplayList())
        case let .clip(shape, style):
            let path = shape.path(in: CGRect(origin: .zero, size: f.size)).offsetBy(dx: f.minX, dy: f.minY)
            return DisplayList.Group(clips: [DisplayList.Clip(path: path, style: style)], content: DisplayList())
        }
    }

    /// The effect a fraction `t` of the way from `from` to `self` (same kind), else `self`.
    func interpolated(from: DrawingEffect, _ t: Double) -> DrawingEffect {
        switch (from, self) {
        case let (.offset(a), .offset(b)): return .offset(a.interpolated(towards: b, amount: t))
        case let (.opacity(a), .opacity(b)): return .opacity(a + (b - a) * t)
        case let (.rotation(a, p), .rotation(b, q)):
            return .rotation(a.interpolated(towards: b, amount: t), anchor: p.interpolated(towards: q, amount: t))
        case let (.scale(a, p), .scale(b, q)):
            return .scale(a.interpolated(towards: b, amount: t), anchor: p.interpolated(towards: q, amount: t))
        case let (.transform(a), .transform(b)):
            func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
            return .transform(CGAffineTransform(a: lerp(a.a, b.a), b: lerp(a.b, b.b), c: lerp(a.c, b.c), d: lerp(a.d, b.d), tx: lerp(a.tx, b.tx), ty: lerp(a.ty, b.ty)))
        default: return self
        }
    }
}
