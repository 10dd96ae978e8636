import CairnGeometry
import Foundation

// Small vector arithmetic on CGPoint, internal to CairnShapes so it never leaks into user
// code (where it could clash with the user's own operators).

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
    static func * (lhs: CGFloat, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs * rhs.x, y: lhs * rhs.y) }
    static prefix func - (p: CGPoint) -> CGPoint { CGPoint(x: -p.x, y: -p.y) }

    /// The Euclidean length of the point taken as a vector.
    var length: CGFloat { hypot(x, y) }
    /// The distance to `other`.
    func distance(to other: CGPoint) -> CGFloat { hypot(x - other.x, y - other.y) }
    /// The dot product with `other`.
    func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }
    /// The z component of the cross product with `other` (positive when `other` turns from
    /// `self` towards +y, i.e. clockwise on a y-down screen).
    func cross(_ other: CGPoint) -> CGFloat { x * other.y - y * other.x }
    /// The vector scaled to length 1, or nil for a zero (or non-finite) vector.
    var normalized: CGPoint? {
        let l = length
        guard l > 0, l.isFinite else { return nil }
        return CGPoint(x: x / l, y: y / l)
    }
    /// The vector turned by +90° (from +x towards +y).
    var perpendicular: CGPoint { CGPoint(x: -y, y: x) }
    /// Linear interpolation towards `other`.
    func lerp(_ other: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
