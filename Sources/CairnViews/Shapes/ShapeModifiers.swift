import CairnAnimation
import CairnGeometry
import CairnShapes
import Foundation

/// A shape trimmed to a fraction of its length.
public struct TrimmedShape<Base: Shape>: Shape {
    public var shape: Base
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set { shape.animatableData = newValue.first; startFraction = newValue.second.first; endFraction = newValue.second.second }
    }
}

/// A shape drawn through an affine transform.
public struct TransformedShape<Base: Shape>: Shape {
    public var shape: Base
    public var transform: CGAffineTransform
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape moved by an offset.
public struct OffsetShape<Base: Shape>: Shape {
    public var shape: Base
    public var offset: CGSize
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public var animatableData: AnimatablePair<Base.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { shape.animatableData = newValue.first; offset.animatableData = newValue.second }
    }
}

/// A shape rotated about an anchor of its frame.
public struct RotatedShape<Base: Shape>: Shape {
    public var shape: Base
    public var angle: Angle
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let p = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: p.x, y: p.y).rotatedBy(angle.radians).translatedBy(x: -p.x, y: -p.y)
        return shape.path(in: rect).applying(t)
    }
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.radians, anchor.animatableData)) }
        set { shape.animatableData = newValue.first; angle.radians = newValue.second.first; anchor.animatableData = newValue.second.second }
    }
}

/// A shape scaled about an anchor of its frame.
public struct ScaledShape<Base: Shape>: Shape {
    public var shape: Base
    public var scale: CGSize
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let p = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: p.x, y: p.y).scaledBy(x: scale.width, y: scale.height).translatedBy(x: -p.x, y: -p.y)
        return shape.path(in: rect).applying(t)
    }
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
