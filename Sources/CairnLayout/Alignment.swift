import CairnGeometry
import Foundation

/// A type that identifies an alignment guide and gives its default value in a view.
public protocol AlignmentID {
    /// The guide's value in a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container combines the explicit values its children give for one guide.
package enum AlignmentCombination: Sendable {
    /// Built-in edge and centre guides are never passed up by containers.
    case none
    /// Custom guides: the mean of the children's values (SwiftUI's default `_combineExplicit`).
    case average
    /// First text baseline: the top-most value.
    case minimum
    /// Last text baseline: the bottom-most value.
    case maximum
}

/// The identity of one alignment guide: its `AlignmentID` type.
package struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    package let id: any AlignmentID.Type
    package let axis: Axis
    package let combination: AlignmentCombination

    package init(_ id: any AlignmentID.Type, axis: Axis, combination: AlignmentCombination = .average) {
        self.id = id
        self.axis = axis
        self.combination = combination
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    /// The default value of this guide in `d`.
    package func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }

    /// Combines children's explicit values (already in the container's coordinates).
    package func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch combination {
        case .none: return nil
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        case .minimum: return values.min()
        case .maximum: return values.max()
        }
    }

    package var description: String { "\(id)" }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    package let key: AlignmentKey
    /// A guide identified by `id`; its default value comes from `id.defaultValue(in:)`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    package init(key: AlignmentKey) { self.key = key }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// The leading edge (left in left-to-right layouts).
    public static let leading = HorizontalAlignment(key: AlignmentKey(Leading.self, axis: .horizontal, combination: .none))
    /// The horizontal centre.
    public static let center = HorizontalAlignment(key: AlignmentKey(Center.self, axis: .horizontal, combination: .none))
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(key: AlignmentKey(Trailing.self, axis: .horizontal, combination: .none))
    private enum SeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum SeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// Where a list row's separator starts (Apple: "A guide marking the leading edge of a
    /// `List` row separator"). A row that sets it, as in
    /// `.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }`, has its separator start there
    /// (at 0: the row content's leading edge; a negative value reaches further, to the row's
    /// edge at most); a row that does not has it under its first text. Its
    /// default value is the view's leading edge; containers pass up the leading-most value.
    public static let listRowSeparatorLeading = HorizontalAlignment(key: AlignmentKey(SeparatorLeading.self, axis: .horizontal, combination: .minimum))
    /// Where a list row's separator ends (Apple: "A guide marking the trailing edge of a
    /// `List` row separator"): the row's trailing edge unless the row sets it. Its default
    /// value is the view's trailing edge; containers pass up the trailing-most value.
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: AlignmentKey(SeparatorTrailing.self, axis: .horizontal, combination: .maximum))
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    package let key: AlignmentKey
    /// A guide identified by `id`; its default value comes from `id.defaultValue(in:)`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    package init(key: AlignmentKey) { self.key = key }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    /// A view without text has its baselines at its bottom (SwiftUI; verified by fatbobman).
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// The top edge.
    public static let top = VerticalAlignment(key: AlignmentKey(Top.self, axis: .vertical, combination: .none))
    /// The vertical centre.
    public static let center = VerticalAlignment(key: AlignmentKey(Center.self, axis: .vertical, combination: .none))
    /// The bottom edge.
    public static let bottom = VerticalAlignment(key: AlignmentKey(Bottom.self, axis: .vertical, combination: .none))
    /// The baseline of the top-most line of text; containers pass up the top-most value.
    public static let firstTextBaseline = VerticalAlignment(key: AlignmentKey(FirstTextBaseline.self, axis: .vertical, combination: .minimum))
    /// The baseline of the bottom-most line of text; containers pass up the bottom-most value.
    public static let lastTextBaseline = VerticalAlignment(key: AlignmentKey(LastTextBaseline.self, axis: .vertical, combination: .maximum))
}

/// A pair of horizontal and vertical guides: a point to align on.
public struct Alignment: Equatable, Sendable {
    /// The guide that places views horizontally (leading, center, trailing or a custom guide).
    public var horizontal: HorizontalAlignment
    /// The guide that places views vertically (top, center, bottom, a text baseline or a custom guide).
    public var vertical: VerticalAlignment
    /// An alignment from its two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The centre of both axes: the default of `ZStack`, `frame` and `overlay`.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner (top-left in a left-to-right layout).
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner (top-right in a left-to-right layout).
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner (bottom-left in a left-to-right layout).
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner (bottom-right in a left-to-right layout).
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first line's text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last line's text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge, on the first line's text baseline vertically.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge, on the last line's text baseline vertically.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing edge, on the first line's text baseline vertically.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing edge, on the last line's text baseline vertically.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
