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
