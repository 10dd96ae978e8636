import CairnGeometry
import Foundation

/// A type with values that support addition, subtraction and scaling: what an animation
/// interpolates.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy of this value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value a fraction `t` of the way from `self` to `other`.
    public func interpolated(towards other: Self, amount t: Double) -> Self {
        self + (other - self).scaled(by: t)
    }
}

extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of this value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs` (rounded to `Float`).
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// A type whose value can be animated through its `animatableData`.
public protocol Animatable {
    /// The type of the data that an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data: a value whose type does not animate interpolates nothing (reads are empty, writes ignored).
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Animatable data with no components: values that do not animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty value (the only one).
    public init() {}
    /// The empty value, the zero of the vector space.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The empty value: there is nothing to add.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// The empty value: there is nothing to subtract.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Does nothing: there is nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero: the empty value has no length.
    public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, itself animatable.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value of the pair (e.g. a point's `x`, a rectangle's origin).
    public var first: First
    /// The second value of the pair (e.g. a point's `y`, a rectangle's size).
    public var second: Second
    /// Creates a pair of `first` and `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// The pair of both values' zeros.
    public static var zero: Self { Self(.zero, .zero) }
    /// The component-wise sum: firsts added, seconds added.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// The component-wise difference: firsts subtracted, seconds subtracted.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Multiplies both values by `rhs` (interpolation scales the difference between two pairs).
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    /// The sum of both values' squared magnitudes (the pair's squared Euclidean length).
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension CGPoint: Animatable {
    /// The point's `x` and `y`, interpolated independently.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

extension CGSize: Animatable {
    /// The size's `width` and `height`, interpolated independently.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size, each as a pair: all four numbers interpolate.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}

extension Angle: Animatable {
    /// The angle in radians: angles interpolate linearly in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// The unit point's `x` and `y` (fractions of the size), interpolated independently.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}
