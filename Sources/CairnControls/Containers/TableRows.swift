import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

// A table's rows: `TableRowContent`, `TableRow`, `ForEach` of rows and `TableRowBuilder`
// (see Table.swift).

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
