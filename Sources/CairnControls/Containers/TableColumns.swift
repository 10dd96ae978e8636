import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

// A table's columns: `TableColumnContent`, `TableColumn`, `TableColumnForEach` and
// `TableColumnBuilder` (see Table.swift).

// MARK: - Columns

/// How a column aligns its cells (Apple: `TableColumnAlignment`, iOS 17).
public struct TableColumnAlignment: Hashable, Sendable {
    let horizontal: Int  // -1 leading, 0 centre, 1 trailing
    /// The platform's choice: leading.
    public static let automatic = TableColumnAlignment(horizontal: -1)
    /// Cells aligned to the column's leading edge.
    public static let leading = TableColumnAlignment(horizontal: -1)
    /// Cells centred in the column.
    public static let center = TableColumnAlignment(horizontal: 0)
    /// Cells aligned to the column's trailing edge.
    public static let trailing = TableColumnAlignment(horizontal: 1)
    /// Numbers: trailing in a left-to-right layout, as Apple documents for numbering systems
    /// written left to right.
    public static let numeric = TableColumnAlignment(horizontal: 1)
    /// Numbers in `numberingSystem`: trailing (Cairn draws left-to-right digits).
    public static func numeric(_ numberingSystem: String) -> TableColumnAlignment { .numeric }

    var frameAlignment: Alignment { horizontal < 0 ? .leading : horizontal == 0 ? .center : .trailing }
}

/// One column of a table as Cairn lays it out: its title, how to draw a cell, its width.
struct TableColumnRecord<RowValue> {
    var label: AnyView
    var cell: (RowValue) -> AnyView
    var width: Width = .flexible(min: nil, ideal: nil, max: nil)
    var alignment: TableColumnAlignment = .automatic
    var isHidden = false

    enum Width { case fixed(CGFloat), flexible(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) }
}

/// A type that provides columns to a table (Apple: `TableColumnContent`): a `TableColumn`, or
/// columns built by `TableColumnBuilder`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value a row of the table represents.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The comparator the column sorts with (`Never` for a column that does not sort).
    associatedtype TableColumnSortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of the content's body.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of, for column content you compose yourself.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator> var tableColumnBody: TableColumnBody { get }
}

/// Column content Cairn reads directly.
protocol PrimitiveTableColumnContent: TableColumnContent {
    /// The columns, in order.
    func tableColumnRecords() -> [TableColumnRecord<TableRowValue>]
}

extension Never: TableColumnContent {
    /// `Never` sorts nothing.
    public typealias TableColumnSortComparator = Never
    /// Never evaluated: `Never` has no columns.
    public var tableColumnBody: Never { return primitiveBody(Self.self) }
}

extension TableColumnContent {
    /// The columns this content makes, in order.
    func columnRecords<Value>(as _: Value.Type, depth: Int = 0) -> [TableColumnRecord<Value>] {
        func primitive<P: PrimitiveTableColumnContent>(_ p: P) -> [TableColumnRecord<Value>] {
            p.tableColumnRecords() as? [TableColumnRecord<Value>] ?? []
        }
        if let p = self as? any PrimitiveTableColumnContent { return primitive(p) }
        if Self.self == Never.self || depth >= tableBodyDepthLimit { return [] }
        return tableColumnBody.columnRecords(as: Value.self, depth: depth + 1)
    }

    /// Hides the columns when `visibility` is `.hidden` (Apple: `defaultVisibility(_:)`, iOS
    /// 17). A compact table shows its first column whatever its visibility.
    public func defaultVisibility(_ visibility: Visibility) -> TableColumnList<TableRowValue, TableColumnSortComparator> {
        TableColumnList(records: columnRecords(as: TableRowValue.self).map { var r = $0; r.isHidden = visibility == .hidden; return r })
    }

    /// Names the columns for saved customizations (Apple: `customizationID(_:)`): a render
    /// saves nothing, so the drawing does not change.
    public func customizationID(_ id: String) -> Self { self }
}

/// A column of a table: its title and how each row's cell looks (Apple: `TableColumn`, iOS 16).
///
/// `Sort` is the comparator the column sorts with when its title is tapped (`KeyPathComparator`
/// for a column of a `value:` key path, `Never` otherwise). A still shows no sort indicator: a
/// compact table has no headers, and Cairn's regular table draws titles only.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent, PrimitiveTableColumnContent {
    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The column's comparator type.
    public typealias TableColumnSortComparator = Sort
    var record: TableColumnRecord<RowValue>

    init(label: Label, content: @escaping (RowValue) -> Content) {
        record = TableColumnRecord(label: AnyView(label), cell: { AnyView(content($0)) })
    }

    /// A column has no body to evaluate: Cairn reads its title and cells.
    public var tableColumnBody: Never { return primitiveBody(Self.self) }

    func tableColumnRecords() -> [TableColumnRecord<RowValue>] { [record] }

    /// A column `width` points wide; nil, the table's choice (an equal share).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var c = self
        c.record.width = width.map { .fixed(saneColumnWidth($0) ?? 0) } ?? .flexible(min: nil, ideal: nil, max: nil)
        return c
    }

    /// A column between `min` and `max` points wide (an equal share of what fixed columns
    /// leave, within those bounds); `ideal` is the width it asks for when not offered one.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var c = self
        c.record.width = .flexible(min: min.flatMap(saneColumnWidth), ideal: ideal.flatMap(saneColumnWidth), max: max.flatMap(saneColumnWidth))
        return c
    }

    /// Aligns the column's cells (Apple: `alignment(_:)`, iOS 17).
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var c = self
        c.record.alignment = alignment
        return c
    }

    /// Whether the user may hide or reorder the column (Apple:
    /// `disabledCustomizationBehavior(_:)`): nothing to customize in a render.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> TableColumn { self }
}

/// A column width a frame can take: finite and not negative (NaN and infinities: none).
private func saneColumnWidth(_ value: CGFloat) -> CGFloat? { value.isFinite ? max(0, value) : nil }

/// The customizations a user may not make to a column (Apple: `TableColumnCustomizationBehavior`).
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// A behavior from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Every customization.
    public static let all = TableColumnCustomizationBehavior(rawValue: 0b111)
    /// Resizing.
    public static let resize = TableColumnCustomizationBehavior(rawValue: 0b001)
    /// Reordering.
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 0b010)
    /// Hiding.
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 0b100)
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled with a localized key, drawing each row with `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column titled with a string, drawing each row with `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// A column titled with a text, drawing each row with `content`.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column of each row's string at `value`, titled with a localized key; it sorts by that string.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column of each row's string at `value`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column of each row's string at `value`, titled with a text.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column of each row's string at `value`, sorting with `comparator`.
    public init<C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: C) where C.Compared == String {
        self.init(titleKey, value: value)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column drawing each row with `content`, sorting by the comparable `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column titled with a string, drawing each row with `content`, sorting by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// A column drawing each row with `content`, sorting by `value` with `comparator`.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: Text(titleKey), content: content)
    }
}

extension TableColumn where Sort: SortComparator, Sort.Compared == RowValue, Label == Text {
    /// A column drawing each row with `content`, sorting rows with `comparator`.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
}

/// Columns gathered by a `TableColumnBuilder`, in order.
public struct TableColumnList<RowValue: Identifiable, Sort>: TableColumnContent, PrimitiveTableColumnContent {
    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The columns' comparator type.
    public typealias TableColumnSortComparator = Sort
    let records: [TableColumnRecord<RowValue>]

    /// The gathered columns have no body to evaluate: Cairn reads them.
    public var tableColumnBody: Never { return primitiveBody(Self.self) }

    func tableColumnRecords() -> [TableColumnRecord<RowValue>] { records }
}

/// Columns made from a collection, one or more per element (Apple: `TableColumnForEach`, iOS
/// 17.4): columns known only when the table is drawn.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue: Identifiable, Sort, Content: TableColumnContent>: TableColumnContent, PrimitiveTableColumnContent
where Content.TableRowValue == RowValue {
    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The columns' comparator type.
    public typealias TableColumnSortComparator = Sort
    let data: Data
    let content: (Data.Element) -> Content

    /// Columns for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    /// The columns have no body to evaluate: Cairn makes each element's columns.
    public var tableColumnBody: Never { return primitiveBody(Self.self) }

    func tableColumnRecords() -> [TableColumnRecord<RowValue>] {
        var records: [TableColumnRecord<RowValue>] = []
        for element in data {
            records += content(element).columnRecords(as: RowValue.self)
            if records.count >= ForEachLimit.maximumCount { return Array(records.prefix(ForEachLimit.maximumCount)) }
        }
        return records
    }
}

extension TableColumnForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Columns for the identifiable elements of `data`.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int {
    /// Columns for a range of integers.
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// Builds a table's columns (Apple: `TableColumnBuilder`). Columns that sort with another
/// comparator than the table's, or not at all, are accepted alongside.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// One column content, as columns.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TableColumnList<RowValue, Sort> where Column.TableRowValue == RowValue {
        TableColumnList(records: column.columnRecords(as: RowValue.self))
    }
    /// Columns from a collection, sorting with the builder's comparator (which is how their
    /// `Sort` is known).
    public static func buildExpression<Data, ID, Content>(_ columns: TableColumnForEach<Data, ID, RowValue, Sort, Content>) -> TableColumnList<RowValue, Sort> {
        TableColumnList(records: columns.tableColumnRecords())
    }
    /// The columns of every part, in order.
    public static func buildBlock(_ parts: TableColumnList<RowValue, Sort>...) -> TableColumnList<RowValue, Sort> {
        TableColumnList(records: parts.flatMap(\.records))
    }
    /// The columns of an `if` that holds, or none.
    public static func buildOptional(_ part: TableColumnList<RowValue, Sort>?) -> TableColumnList<RowValue, Sort> { part ?? TableColumnList(records: []) }
    /// The columns of an `if`'s first branch.
    public static func buildEither(first part: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { part }
    /// The columns of an `if`'s second branch.
    public static func buildEither(second part: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { part }
    /// The columns of an availability check.
    public static func buildLimitedAvailability(_ part: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { part }
}
