import CairnGeometry
import Foundation

/// The spacing preferences of a view's four edges, which decide the gap a stack with
/// `spacing: nil` leaves between two neighbours.
///
/// Each edge holds values per *category* (what kind of neighbour they apply to) and an
/// optional uncategorised value. The gap between two touching edges is, in this order:
/// for every category both edges have, the *sum* of the two values, and the largest of
/// those sums; else the largest uncategorised value either edge has; else the platform
/// default, 8 points (reference §5; OpenSwiftUI's `Spacing`, audited against iOS 18, adds
/// the two distances of a matched category). A plain view carries zero-valued "next to
/// text" entries, so two plain views match nothing and get 8, and a plain view next to
/// text gets the text's own value (0 + the text's); a Spacer carries uncategorised 0, so
/// the gap beside it is 0.
///
/// Text carries its line metrics in the text-to-text category instead of a distance: two
/// texts one above the other are set apart by the *lower* text's font leading, rounded up
/// to the pixel (SwiftUI's `TextMetrics.spacing(top:bottom:)`: the lower line's spacing
/// less its ascent and descent), and a distance met there (an image's 0) wins over metrics.
///
/// `Divider` has no spacing of its own: it is a shape in a frame of its thickness, and a
/// frame resets the spacing of the axis it fixes to a plain view's (SwiftUI's
/// `PlainDividerStyle`, `_FrameLayout.spacing` since iOS 15). So `Text` above a divider is
/// as far from it as from any plain view: the text's own bottom value.
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

    /// A text's line metrics, as its top and bottom edges carry them in the text-to-text
    /// category.
    package struct TextLine: Equatable, Sendable {
        /// The font's leading (line gap), rounded up to the pixel.
        package var leading: CGFloat
        /// Ascent + descent + leading: orders two texts' metrics when containers merge them
        /// (the larger line wins, as SwiftUI's `TextMetrics` compare).
        package var lineSpacing: CGFloat
        package init(leading: CGFloat, lineSpacing: CGFloat) {
            self.leading = leading
            self.lineSpacing = lineSpacing
        }
    }

    /// The values one edge holds.
    package struct EdgeValues: Equatable, Sendable {
        package var categorized: [Category: CGFloat] = [:]
        package var uncategorized: CGFloat?
        /// A text's metrics in the text-to-text category, standing in for a distance there
        /// (a distance in `categorized[.textToText]` is ignored while this is set: metrics
        /// outrank distances when edges merge, as in SwiftUI).
        package var textLine: TextLine?
        package init(categorized: [Category: CGFloat] = [:], uncategorized: CGFloat? = nil, textLine: TextLine? = nil) {
            self.categorized = categorized
            self.uncategorized = uncategorized
            self.textLine = textLine
        }

        mutating func formUnion(_ other: EdgeValues) {
            for (k, v) in other.categorized { categorized[k] = max(categorized[k] ?? v, v) }
            if let u = other.uncategorized { uncategorized = max(uncategorized ?? u, u) }
            if let t = other.textLine, t.lineSpacing > textLine?.lineSpacing ?? -.infinity { textLine = t }
        }

        /// Whether the edge has an entry, distance or metrics, in `category`.
        func has(_ category: Category) -> Bool {
            categorized[category] != nil || (category == .textToText && textLine != nil)
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

    /// The gap between this view and `next`, which follows it along `axis`: the largest sum
    /// over the categories both touching edges have, else the larger uncategorised value,
    /// else 8 points (see the type's discussion).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? trailing : bottom
        let b = axis == .horizontal ? next.leading : next.top
        var best: CGFloat?
        for category in Category.allCases where a.has(category) && b.has(category) {
            best = max(best ?? -.infinity, Self.matched(category, a, b))
        }
        if let best { return best }
        switch (a.uncategorized, b.uncategorized) {
        case let (x?, y?): return max(x, y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        case (nil, nil): return Self.defaultSpacing
        }
    }

    /// The distance a category both edges have asks for: the sum of two distances; between
    /// two texts' metrics the lower text's leading; a distance against metrics, the distance.
    private static func matched(_ category: Category, _ a: EdgeValues, _ b: EdgeValues) -> CGFloat {
        if category == .textToText {
            switch (a.textLine, b.textLine) {
            case (_?, let lower?): return lower.leading
            case (nil, _?): return a.categorized[category] ?? 0
            case (_?, nil): return b.categorized[category] ?? 0
            case (nil, nil): break
            }
        }
        return (a.categorized[category] ?? 0) + (b.categorized[category] ?? 0)
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
            if let t = e.textLine { parts.append("textLeading=\(NumberFormat.rounded(t.leading))") }
            if let u = e.uncategorized { parts.append("any=\(NumberFormat.rounded(u))") }
            return "[" + parts.joined(separator: " ") + "]"
        }
        return "ViewSpacing(top: \(f(top)), leading: \(f(leading)), bottom: \(f(bottom)), trailing: \(f(trailing)))"
    }
}
