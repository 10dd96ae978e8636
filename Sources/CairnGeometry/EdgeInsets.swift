import Foundation

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (the left in left-to-right layouts).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right in left-to-right layouts).
    public var trailing: CGFloat
    /// Creates insets with the given edge lengths (all zero by default).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Insets of `length` on the edges in `edges` and zero elsewhere.
    public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The four edges: `top` and `bottom`, and `leading` and `trailing`, which are left and right in a left-to-right layout and swap in a right-to-left one.
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set as a bit mask.
        public let rawValue: Int8
        /// Creates a set from its bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding just `edge`.
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// A horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal (x, width) and vertical (y, height) axes.
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set as a bit mask.
        public let rawValue: Int8
        /// Creates a set from its bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// The direction in which content flows horizontally.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right (English; the default) or right to left (Arabic, Hebrew): leading is left in the first, right in the second.
    case leftToRight, rightToLeft
}
