import CairnGeometry
import Foundation

/// The spacing preferences of a view's four edges, which decide the gap a stack with
/// `spacing: nil` leaves between two neighbours.
///
/// Each edge holds values per *category* (what kind of neighbour they apply to) and an
/// optional uncategorised value. The gap between two touching edges is, in this order:
/// the largest value of a category both edges have; else the largest uncategorised value
/// either edge has; else the platform default, 8 points (reference §5, OpenSwiftUI
/// `Spacing`). A plain view carries zero-valued "next to text" entries, so two plain views
/// match nothing and get 8; a Spacer carries uncategorised 0, so the gap beside it is 0.
public struct ViewSpacing: Equatable, Sendable, CustomStringConvertible {
    /// The kinds of neighbour a spacing value applies to.
    package enum Category: Int, Hashable, Sendable, CaseIterable {
        /// On a bottom edge: the neighbour below is text. On a top edge (of text): I am text below a non-text view.
        case edgeAboveText
        /// On a top edge: the neighbour above is text. On a bottom edge (of text): I am text above a non-text view.
        case edgeBelowText
        /// Between two text views.
        case textToText
        case edgeLeftOfText
        case edgeRightOfText
    }

    /// The values one edge holds.
    package struct EdgeValues: Equatable, Sendable {
        package var categorized: [Category: CGFloat] = [:]
        package var uncategorized: CGFloat?
        package init(categorized: [Category: CGFloat] = [:], uncategorized: CGFloat? = nil) {
            self.categorized = categorized
            self.uncategorized = uncategorized
        }

        mutating func formUnion(_ other: EdgeValues) {
            for (k, v) in other.categorized { categorized[k] = max(categorized[k] ?? v, v) }
            if let u = other.uncategorized { uncategorized = max(uncategorized ?? u, u) }
        }
    }

    package var top: EdgeValues
    package var leading: EdgeValues
    package var bottom: EdgeValues
    package var trailing: EdgeValues

    /// The platform's default gap between two views that express no preference (iOS/macOS: 8).
    package static let defaultSpacing: CGFloat = 8

    /// The spacing of a plain view: no opinion except zero-valued "next to text" entries.
    public init() {
        top = EdgeValues(categorized: [.edgeBelowText: 0])
        bottom = EdgeValues(categorized: [.edgeAboveText: 0])
        leading = EdgeValues(categorized: [.edgeRightOfText: 0])
        trailing = EdgeValues(categorized: [.edgeLeftOfText: 0])
    }

    package init(top: EdgeValues, leading: EdgeValues, bottom: EdgeValues, trailing: EdgeValues) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Zero on every edge, for every neighbour.
    public static let zero = ViewSpacing(
        top: EdgeValues(uncategorized: 0), leading: EdgeValues(uncategorized: 0),
        bottom: EdgeValues(uncategorized: 0), trailing: EdgeValues(uncategorized: 0))

    /// No preference on any edge (an empty container).
    package static let empty = ViewSpacing(top: EdgeValues(), leading: EdgeValues(), bottom: EdgeValues(), trailing: EdgeValues())

    package subscript(edge: Edge) -> EdgeValues {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// The gap between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? trailing : bottom
        let b = axis == .horizontal ? next.leading : next.top
        var best: CGFloat?
        for category in Category.allCases {
            if let x = a.categorized[category], let y = b.categorized[category] {
                best = max(best ?? -.infinity, max(x, y))
            }
        }
        if let best { return best }
        switch (a.uncategorized, b.uncategorized) {
        case let (x?, y?): return max(x, y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        case (nil, nil): return Self.defaultSpacing
        }
    }

    /// Merges `other`'s preferences into the given edges, keeping the larger value of each.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge].formUnion(other[edge])
        }
    }

    /// This spacing merged with `other` on the given edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Replaces the given edges with the plain-view default (what padding and frames do to
    /// the edges they change).
    package mutating func reset(_ edges: Edge.Set) {
        let plain = ViewSpacing()
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { self[edge] = plain[edge] }
    }

    /// The preferred spacing of each edge, by category, for dumps.
    public var description: String {
        func f(_ e: EdgeValues) -> String {
            var parts = e.categorized.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key)=\(NumberFormat.rounded($0.value))" }
            if let u = e.uncategorized { parts.append("any=\(NumberFormat.rounded(u))") }
            return "[" + parts.joined(separator: " ") + "]"
        }
        return "ViewSpacing(top: \(f(top)), leading: \(f(leading)), bottom: \(f(bottom)), trailing: \(f(trailing)))"
    }
}
