import Foundation

// Comparisons with a stated tolerance, shared by every test target. The default tolerance is
// 1e-6 points: layout arithmetic in CGFloat (Double), so anything larger is a real difference.
// Suites that compare measured text or rasterised geometry pass their own (0.01 for Pango
// metrics, 1e-9 for exact path arithmetic), beside the expectation.

/// Whether `a` is within `tolerance` of `b` (equal infinities count as close; nil never does).
public func close(_ a: CGFloat?, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    if a == b { return true }
    return abs(a - b) <= tolerance
}

/// Whether `a` is within `tolerance` of `b`.
public func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
}

/// Whether each coordinate of `a` is within `tolerance` of `b`'s.
public func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Whether each dimension of `a` is within `tolerance` of `b`'s.
public func close(_ a: CGSize?, _ b: CGSize, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// Whether the origin and size of `a` are each within `tolerance` of `b`'s (nil never is).
public func close(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// Whether two pixels (or any channel lists) have the same length and every channel within
/// `tolerance` levels (2 of 255 by default: Cairo's rounding of blended colours).
public func close<T: BinaryInteger>(_ actual: [T], _ expected: [T], tolerance: Int = 2) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// `v` rounded up to whole pixels at `scale` (in points): the size SwiftUI gives text and
/// symbols whose measured size is `v` (width and height round up to the pixel).
public func pixelCeil(_ v: CGFloat, scale: CGFloat = 1) -> CGFloat { (v * scale).rounded(.up) / scale }

/// `v` rounded to the nearest pixel at `scale` (in points): where SwiftUI puts a text's or
/// symbol's first baseline measured `v` below its top.
public func pixelRound(_ v: CGFloat, scale: CGFloat = 1) -> CGFloat { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
