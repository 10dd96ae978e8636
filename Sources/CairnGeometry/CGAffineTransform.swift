import Foundation

#if !canImport(CoreGraphics)
/// An affine transformation matrix with Core Graphics semantics.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
/// `t1.concatenating(t2)` applies `t1` first, then `t2`, exactly as in Core Graphics;
/// `translatedBy`/`scaledBy`/`rotatedBy` prepend their operation, so the new operation acts
/// on the point first (in the transform's own, local coordinates).
/// Foundation's `AffineTransform` composes in the opposite order and is not a stand-in.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The entry in the first row, first column (x scale and rotation).
    public var a: CGFloat
    /// The entry in the first row, second column (y shear and rotation).
    public var b: CGFloat
    /// The entry in the second row, first column (x shear and rotation).
    public var c: CGFloat
    /// The entry in the second row, second column (y scale and rotation).
    public var d: CGFloat
    /// The translation along x.
    public var tx: CGFloat
    /// The translation along y.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates a transform from its six matrix entries, unlabelled as in Core Graphics.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that moves points by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians about the origin; positive angles turn
    /// +x towards +y (clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: the result maps a point first through `self`, then through `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// A translation applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation (radians) applied before `self`.
    public func rotatedBy(_ angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A rotation (radians) applied before `self`: Core Graphics' name, `rotated(by:)`, so
    /// code written for Apple's platforms compiles (the same as `rotatedBy(_:)`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform { rotatedBy(angle) }

    /// The inverse transform, or `self` unchanged when the matrix is singular (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }

    /// The six coefficients, as `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t`'s linear part (translation ignored), as Core Graphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners of this rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY).applying(t), CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t), CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

/// A two-dimensional vector, distinct from a point.
public struct CGVector: Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat
    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// Creates the zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// The zero vector.
    public static let zero = CGVector()
}
#endif
