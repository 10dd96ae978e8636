import CairnAnimation
import CairnGeometry
import CairnShapes
import Foundation

/// A shape trimmed to a fraction of its length.
public struct TrimmedShape<Base: Shape>: Shape {
    /// The base shape's behaviour: the whole path, modifier included, mirrors with it.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape whose outline is trimmed.
    public var shape: Base
    /// Where the kept part starts, as a fraction 0...1 of the path's length.
    public var startFraction: CGFloat
    /// Where the kept part ends, as a fraction 0...1 of the path's length.
    public var endFraction: CGFloat
    /// The part of the shape's path between the two fractions of its length.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    /// The shape's data and both fractions: `trim(from:to:)` animates (e.g. a ring drawing itself).
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set { shape.animatableData = newValue.first; startFraction = newValue.second.first; endFraction = newValue.second.second }
    }
}

/// A shape drawn through an affine transform.
public struct TransformedShape<Base: Shape>: Shape {
    /// The base shape's behaviour: the whole path, modifier included, mirrors with it.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape drawn through the transform.
    public var shape: Base
    /// The transform applied to the shape's path, in the frame's coordinates.
    public var transform: CGAffineTransform
    /// The shape's path in `rect`, transformed.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape moved by an offset.
public struct OffsetShape<Base: Shape>: Shape {
    /// The base shape's behaviour: the whole path, modifier included, mirrors with it.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape that is moved.
    public var shape: Base
    /// The move in points (positive width right, positive height down).
    public var offset: CGSize
    /// The shape's path in `rect`, moved by `offset`.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    /// The shape's data and the offset: both animate.
    public var animatableData: AnimatablePair<Base.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { shape.animatableData = newValue.first; offset.animatableData = newValue.second }
    }
}

/// A shape rotated about an anchor of its frame.
public struct RotatedShape<Base: Shape>: Shape {
    /// The base shape's behaviour: the whole path, modifier included, mirrors with it.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape that is rotated.
    public var shape: Base
    /// The rotation, clockwise on screen for positive angles.
    public var angle: Angle
    /// The point of the frame the rotation turns about (e.g. `.center`).
    public var anchor: UnitPoint
    /// The shape's path in `rect`, rotated by `angle` about `anchor`.
    public func path(in rect: CGRect) -> Path {
        let p = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: p.x, y: p.y).rotatedBy(angle.radians).translatedBy(x: -p.x, y: -p.y)
        return shape.path(in: rect).applying(t)
    }
    /// The shape's data, the angle in radians and the anchor: all animate.
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.radians, anchor.animatableData)) }
        set { shape.animatableData = newValue.first; angle.radians = newValue.second.first; anchor.animatableData = newValue.second.second }
    }
}

/// A shape scaled about an anchor of its frame.
public struct ScaledShape<Base: Shape>: Shape {
    /// The base shape's behaviour: the whole path, modifier included, mirrors with it.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape that is scaled.
    public var shape: Base
    /// The horizontal and vertical scale factors.
    public var scale: CGSize
    /// The point of the frame that stays put (e.g. `.center`).
    public var anchor: UnitPoint
    /// The shape's path in `rect`, scaled by `scale` about `anchor`.
    public func path(in rect: CGRect) -> Path {
        let p = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: p.x, y: p.y).scaledBy(x: scale.width, y: scale.height).translatedBy(x: -p.x, y: -p.y)
        return shape.path(in: rect).applying(t)
    }
    /// The shape's data, the scale factors and the anchor: all animate.
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set { shape.animatableData = newValue.first; scale.animatableData = newValue.second.first; anchor.animatableData = newValue.second.second }
    }
}

extension Shape {
    /// This shape trimmed to the fractions `from...to` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
    /// This shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// This shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    /// This shape moved by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// This shape rotated by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// This shape scaled about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// This shape scaled uniformly about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
    /// This shape drawn through `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
