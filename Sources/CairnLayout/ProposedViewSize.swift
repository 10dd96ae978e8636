import CairnGeometry
import Foundation

/// A proposal for the size of a view: per axis a length, or nil for "your ideal size".
///
/// `0` asks for a view's minimum, `.infinity` for its maximum and `nil` for its ideal size,
/// as Apple documents for `ProposedViewSize.zero`, `.infinity` and `.unspecified`.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or nil for the ideal height.
    public var height: CGFloat?

    /// A proposal with the given lengths.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Proposes zero on both axes: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Proposes nothing: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Proposes infinity on both axes: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This proposal with each nil axis replaced by the matching length of `size`
    /// (10×10 by default, SwiftUI's default for views with no ideal size).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal along `axis`.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from a major-axis and minor-axis length.
    package init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    /// The proposal as `(width×height)`, nil axes written `nil`, e.g. `(100×nil)`.
    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { NumberFormat.rounded($0) } ?? "nil" }
        return "(\(f(width))×\(f(height)))"
    }
}

extension CGSize {
    /// The length along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size built from a major-axis and minor-axis length.
    package init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension Axis {
    /// The other axis.
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
