import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

// `Table` (iOS 16) as an iPhone draws it, and as an iPad draws it when the environment's
// horizontal size class is `.regular`.
//
// Apple's *Tables* collection: "Narrow displays may adapt to show only the first column of the
// table"; its *Table* page ("Supporting a table on iOS") says that in a compact horizontal size
// class tables show no headers and collapse every column after the first, and suggests putting
// compact-specific logic in the first column. Observed on an iPhone (Use Your Loaf, "SwiftUI
// Tables Quick Guide"): "the table hides the headers and reduces to a single column list".
// A compact table is therefore drawn as a plain list of its first column's cells. Apple names
// the cells but not the list's look; the plain list (rows edge to edge with separators) is
// Cairn's estimate, from the table style iOS uses (`.inset`, content "inset from the table
// edges", which a plain list's row insets give).
//
// In a `.regular` size class every visible column is drawn side by side, under a row of column
// titles. Apple publishes no table metrics for iPadOS; Cairn's estimates: the titles in
// `.subheadline` semibold in the secondary label colour, as the first row of the same plain
// list; columns 16 apart (a list row's own inset); columns without a width share the width left
// by the fixed ones equally, as an `HStack` of flexible frames does; a cell's text on one line,
// truncated at its end, as tables on iPadOS and macOS show it (a cell's own `.lineLimit` wins).

// MARK: - Rows

/// A type that provides rows to a table (Apple: `TableRowContent`): a `TableRow`, a `ForEach` of
/// rows, or a group of them built by `TableRowBuilder`.
public protocol TableRowContent<TableRowValue> {
    /// The type of value a row represents.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of the content's body.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of, for row content you compose yourself.
    @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

/// How many composed bodies Cairn reads through to reach a table's rows or columns.
let tableBodyDepthLimit = 256

/// Row content Cairn reads directly: its rows' values, in order.
package protocol PrimitiveTableRowContent: TableRowContent {
    /// The values of the rows, in order.
    func tableRowValues() -> [TableRowValue]
}

extension Never: TableRowContent {
    /// `Never` represents no row.
    public typealias TableRowValue = Never
    /// Never evaluated: `Never` has no rows.
    public var tableRowBody: Never { return primitiveBody(Self.self) }
}

extension TableRowContent {
    /// The values of the rows this content makes, in order. Composed content is read through
    /// at most `tableBodyDepthLimit` bodies (a body that returns its own type forever makes no
    /// rows instead of exhausting the stack).
    func rowValues<Value>(as _: Value.Type, depth: Int = 0) -> [Value] {
        func primitive<P: PrimitiveTableRowContent>(_ p: P) -> [Value] { p.tableRowValues() as? [Value] ?? [] }
        if let p = self as? any PrimitiveTableRowContent { return primitive(p) }
        if Self.self == Never.self || depth >= tableBodyDepthLimit { return [] }
        return tableRowBody.rowValues(as: Value.self, depth: depth + 1)
    }
}

/// A single row of a table, for a value (Apple: `TableRow`).
public struct TableRow<Value: Identifiable>: TableRowContent, PrimitiveTableRowContent {
    /// The row's value.
    public typealias TableRowValue = Value
    let value: Value

    /// A row for `value`.
    public init(_ value: Value) { self.value = value }

    /// A row has no body to evaluate: Cairn reads its value.
    public var tableRowBody: Never { return primitiveBody(Self.self) }

    package func tableRowValues() -> [Value] { [value] }
}

/// Rows gathered by a `TableRowBuilder`: the values of its rows, in order.
public struct TableRowList<Value: Identifiable>: TableRowContent, PrimitiveTableRowContent {
    /// The rows' value type.
    public typealias TableRowValue = Value
    let values: [Value]

    /// The gathered rows have no body to evaluate: Cairn reads their values.
    public var tableRowBody: Never { return primitiveBody(Self.self) }

    package func tableRowValues() -> [Value] { values }
}

/// The rows of a table made from a collection, one per element (Apple: `TableForEachContent`).
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, PrimitiveTableRowContent where Data.Element: Identifiable {
    /// The rows' value type: the collection's element.
    public typealias TableRowValue = Data.Element
    let data: Data

    /// The rows have no body to evaluate: Cairn reads the collection.
    public var tableRowBody: Never { return primitiveBody(Self.self) }

    package func tableRowValues() -> [Data.Element] { Array(data.prefix(ForEachLimit.maximumCount)) }
}

extension ForEach: TableRowContent, PrimitiveTableRowContent where Content: TableRowContent {
    /// The rows' value type: that of the element content.
    public typealias TableRowValue = Content.TableRowValue

    /// The rows have no body to evaluate: Cairn makes each element's rows.
    public var tableRowBody: Never { return primitiveBody(Self.self) }

    package func tableRowValues() -> [Content.TableRowValue] {
        var values: [Content.TableRowValue] = []
        for element in data {
            values += content(element).rowValues(as: Content.TableRowValue.self)
            if values.count >= ForEachLimit.maximumCount { return Array(values.prefix(ForEachLimit.maximumCount)) }
        }
        return values
    }
}

// The initialisers take a closure that makes a `TableRow`, a concrete result type: with a
// generic row content, the type checker weighed them against every view and chart `ForEach`
// and gave up on the chart samples' expressions.
extension ForEach {
    /// Rows for the elements of `data`, identified by the key path `id`.
    @_disfavoredOverload
    public init<Value>(_ data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> TableRow<Value>) where Content == TableRow<Value> {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for the identifiable elements of `data`.
    @_disfavoredOverload
    public init<Value>(_ data: Data, content: @escaping (Data.Element) -> TableRow<Value>) where Content == TableRow<Value> {
        self.init(data: data, id: \.id, content: content)
    }
}

extension TableRowContent {
    /// A context menu for the rows: it opens on a long press, so a still shows nothing of it,
    /// as iOS shows nothing at rest.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> Self { self }
}

/// Builds a table's rows from `TableRow`s, `ForEach`es and conditions (Apple: `TableRowBuilder`).
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// One row content, as rows.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> TableRowList<Value> where Content.TableRowValue == Value {
        TableRowList(values: content.rowValues(as: Value.self))
    }
    /// The rows of every part, in order.
    public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(values: parts.flatMap(\.values))
    }
    /// The rows of an `if` that holds, or none.
    public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> { part ?? TableRowList(values: []) }
    /// The rows of an `if`'s first branch.
    public static func buildEither(first part: TableRowList<Value>) -> TableRowList<Value> { part }
    /// The rows of an `if`'s second branch.
    public static func buildEither(second part: TableRowList<Value>) -> TableRowList<Value> { part }
    /// The rows of an availability check.
    public static func buildLimitedAvailability(_ part: TableRowList<Value>) -> TableRowList<Value> { part }
    /// The rows of a `for` loop, in order.
    public static func buildArray(_ parts: [TableRowList<Value>]) -> TableRowList<Value> { TableRowList(values: parts.flatMap(\.values)) }
}

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

// MARK: - The table

/// A container that presents rows of data arranged in columns (Apple: `Table`, iOS 16).
///
/// On an iPhone (the environment's default `.compact` horizontal size class) it is drawn as
/// Apple documents: no headers, only the first column, as a plain list of the first column's
/// cells. With `.environment(\.horizontalSizeClass, .regular)` (an iPad), every column that is
/// not hidden is drawn, under a row of titles unless `.tableColumnHeaders(.hidden)`. See the
/// notes at the top of Table.swift for which looks are Cairn's estimates.
///
/// Selections and sort orders are accepted; no row is highlighted in a still (as `List`), and
/// the table does not sort its rows itself, as in SwiftUI (the app sorts its data when the sort
/// order changes).
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: [Value]
    let columns: [TableColumnRecord<Value>]
    /// Draws the rows as an outline (`Table(_:children:columns:)`), given the cell maker.
    let outline: ((@escaping (Value) -> AnyView) -> AnyView)?
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.tableColumnHeadersVisibility) private var headerVisibility

    init(rows: [Value], columns: Columns, outline: ((@escaping (Value) -> AnyView) -> AnyView)? = nil) {
        // At most as many rows and columns as a `ForEach` makes views.
        self.rows = Array(rows.prefix(ForEachLimit.maximumCount))
        self.columns = Array(columns.columnRecords(as: Value.self).prefix(ForEachLimit.maximumCount))
        self.outline = outline
    }

    /// The table as the horizontal size class draws it.
    public var body: some View {
        if sizeClass == .regular { regularBody } else { compactBody }
    }

    /// The first column's cells, one row each (with no column, the rows draw nothing).
    private var compactBody: some View {
        let first = columns.first?.cell ?? { _ in AnyView(EmptyView()) }
        return Group {
            if let outline {
                List { outline(first) }
            } else {
                List { ForEach(rows.indices, id: \.self) { first(rows[$0]) } }
            }
        }
        .listStyle(.plain)
    }

    /// Every visible column side by side, under their titles.
    private var regularBody: some View {
        let shown = columns.filter { !$0.isHidden }
        let cells: (Value) -> AnyView = { value in AnyView(Self.row(shown.map { ($0, $0.cell(value)) })) }
        return List {
            if headerVisibility != .hidden {
                Self.row(shown.map { ($0, AnyView($0.label.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary))) })
            }
            if let outline {
                outline(cells)
            } else {
                ForEach(rows.indices, id: \.self) { cells(rows[$0]) }
            }
        }
        .listStyle(.plain)
    }

    /// One row of cells, each framed as its column's width and alignment say.
    private static func row(_ cells: [(TableColumnRecord<Value>, AnyView)]) -> some View {
        HStack(spacing: 16) {
            ForEach(cells.indices, id: \.self) { i in
                let (column, cell) = cells[i]
                switch column.width {
                case .fixed(let w):
                    cell.frame(width: w, alignment: column.alignment.frameAlignment)
                case .flexible(let lo, let ideal, let hi):
                    cell.frame(minWidth: lo ?? 0, idealWidth: ideal, maxWidth: hi ?? .infinity, alignment: column.alignment.frameAlignment)
                }
            }
        }
        .lineLimit(1)
    }
}

extension Table {
    /// A table of one row per element of `data`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data).tableRowValues(), columns: columns())
    }

    /// A table of `data` with a single selection (no row is highlighted in a still).
    public init<Data: RandomAccessCollection, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data).tableRowValues(), columns: columns())
    }

    /// A table of `data` with a multiple selection (no row is highlighted in a still).
    public init<Data: RandomAccessCollection, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data).tableRowValues(), columns: columns())
    }

    /// A table of `data` whose columns can sort: the rows are drawn in `data`'s order, as
    /// SwiftUI draws them (sorting is the app's, when `sortOrder` changes).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data).tableRowValues(), columns: columns())
    }

    /// A table of `data` with a single selection and sortable columns.
    public init<Data: RandomAccessCollection, SelectionValue: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<SelectionValue?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data).tableRowValues(), columns: columns())
    }

    /// A table of `data` with a multiple selection and sortable columns.
    public init<Data: RandomAccessCollection, SelectionValue: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data).tableRowValues(), columns: columns())
    }

    /// A table of rows you list yourself (`TableRow`s and `ForEach`es), of `valueType`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows().rowValues(as: Value.self), columns: columns())
    }

    /// A table of listed rows with a single selection.
    public init<SelectionValue: Hashable>(of valueType: Value.Type, selection: Binding<SelectionValue?>,
                                          @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows().rowValues(as: Value.self), columns: columns())
    }

    /// A table of listed rows with a multiple selection.
    public init<SelectionValue: Hashable>(of valueType: Value.Type, selection: Binding<Set<SelectionValue>>,
                                          @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows().rowValues(as: Value.self), columns: columns())
    }

    /// A table of listed rows with sortable columns.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(rows: rows().rowValues(as: Value.self), columns: columns())
    }

    /// A table of `data` as an outline: each row with children shows a disclosure indicator and
    /// is collapsed at rest, as `OutlineGroup` draws it.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: [], columns: columns(), outline: { cell in AnyView(OutlineGroup(data, children: children) { cell($0) }) })
    }
}

// MARK: - Style and headers

/// The table styles of iOS (Apple: `TableStyle`): `.automatic` and `.inset` draw alike on iOS.
public protocol TableStyle {}

/// The inset table style, iOS's default (Apple: `InsetTableStyle`).
public struct InsetTableStyle: TableStyle {
    /// The inset style.
    public init() {}
}

/// The platform's default table style: inset on iOS (Apple: `AutomaticTableStyle`).
public struct AutomaticTableStyle: TableStyle {
    /// The automatic style.
    public init() {}
}

extension TableStyle where Self == InsetTableStyle {
    /// Content and selection inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default: inset on iOS.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

private struct TableColumnHeadersKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// Whether tables show their column titles (`.tableColumnHeaders(_:)`).
    var tableColumnHeadersVisibility: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tables in this view. iOS has two, `.automatic` and `.inset`, and
    /// draws them alike, so the drawing does not change.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }

    /// Shows or hides the column titles of the tables in this view (iOS 17). A compact table
    /// (an iPhone) has no titles either way, as Apple documents.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeadersVisibility, visibility)
    }
}
