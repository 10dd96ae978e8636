import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A two-dimensional layout: rows of `GridRow` cells in aligned columns (iOS 16 `Grid`).
///
/// Steps:
/// 1. Cells of one column (spanning cells excepted) make the column's minimum, ideal and
///    maximum widths (their widths proposed 0, nil and ∞).
/// 2. Columns share the proposed width as stack children do: least flexible first, each
///    proposed an equal share of what is left; with no proposed width each takes its ideal.
/// 3. Rows get the tallest cell at the columns' widths, shared likewise when a height is
///    proposed.
/// 4. Each cell is aligned in its cell rectangle by the grid's alignment, the column's
///    `gridColumnAlignment` and the row's alignment. A view that is not a `GridRow` is a row
///    whose single cell spans every column. Spacing defaults to 8 both ways.
/// 5. A cell spanning several columns (`.gridCellColumns(n)`) that is wider than those
///    columns and the spacing between them widens them: the excess is shared equally among
///    the spanned columns (its ideal width with no width proposed, its minimum otherwise).
///    A span is at most `Grid.maximumSpan` columns (larger counts, up to `Int.max`, are cut).
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    /// A grid of the builder's rows.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    /// The most columns one cell can span (Cairn's bound: no grid needs more, and a larger
    /// count would make the grid's width overflow).
    public static var maximumSpan: Int { 1_000 }

    /// Never evaluated: `Grid` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.stackAxis = nil
        let rows = inner.resolve(content)
        let behavior = GridBehavior(alignment: alignment, hSpacing: validLength(horizontalSpacing) ?? 8, vSpacing: validLength(verticalSpacing) ?? 8)
        return [ViewNode(behavior, children: rows, context: context, name: "Grid")]
    }
}

/// A row of cells in a `Grid`.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    /// A row whose cells are the builder's views, aligned vertically by `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    /// Never evaluated: `GridRow` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.stackAxis = .horizontal
        let cells = inner.resolve(content)
        return [ViewNode(GridRowBehavior(alignment: alignment), children: cells, context: context, name: "GridRow")]
    }
}

final class GridRowBehavior: NodeBehavior {
    let alignment: VerticalAlignment?
    /// The cell placements the grid computed, applied when the row is placed.
    var pending: [LayoutPlacement] = []
    init(alignment: VerticalAlignment?) { self.alignment = alignment }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        for (c, p) in zip(node.children, pending) { c.placement = p }
    }
    // A row is laid out by its grid. Used outside a grid it reports its cells' ideal sizes
    // side by side (no spacing), and its cells are centred in it.
    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        node.children.reduce(CGSize.zero) { acc, c in
            let s = c.sizeThatFits(.unspecified)
            return CGSize(width: acc.width + s.width, height: max(acc.height, s.height))
        }
    }
}

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }

extension View {
    /// Makes this cell span `count` columns of its grid row.
    /// Counts below 1 count as 1, above `Grid.maximumSpan` as that.
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: min(max(count, 1), Grid<EmptyView>.maximumSpan)) }
    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { layoutValue(key: GridColumnAlignmentKey.self, value: guide) }
}

final class GridBehavior: NodeBehavior {
    let alignment: Alignment
    let hSpacing: CGFloat
    let vSpacing: CGFloat

    init(alignment: Alignment, hSpacing: CGFloat, vSpacing: CGFloat) {
        self.alignment = alignment
        self.hSpacing = hSpacing
        self.vSpacing = vSpacing
    }

    struct Cell {
        let node: ViewNode
        let column: Int
        let span: Int
    }

    /// The cells of each row, with their first column and span.
    func rows(_ node: ViewNode) -> (rows: [[Cell]], columns: Int) {
        var rows: [[Cell]] = []
        var columns = 0
        var spanningRows: [Int] = []
        for row in node.children {
            if row.behavior is GridRowBehavior {
                var col = 0
                var cells: [Cell] = []
                for c in row.children {
                    let span = min((c.layoutValues[ObjectIdentifier(GridCellColumnsKey.self)] as? Int) ?? 1, Grid<EmptyView>.maximumSpan)
                    cells.append(Cell(node: c, column: col, span: span))
                    col += span
                }
                columns = max(columns, col)
                rows.append(cells)
            } else {
                spanningRows.append(rows.count)
                rows.append([Cell(node: row, column: 0, span: 0)])
            }
        }
        for r in spanningRows { rows[r] = [Cell(node: rows[r][0].node, column: 0, span: max(columns, 1))] }
        return (rows, max(columns, 1))
    }

    /// Stack-like sharing of `total` among items with (min, max) lengths.
    func distribute(_ total: CGFloat, mins: [CGFloat], maxs: [CGFloat], measure: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        let order = mins.indices.sorted { (maxs[$0] - mins[$0], $0) < (maxs[$1] - mins[$1], $1) }
        var available = total
        var result = [CGFloat](repeating: 0, count: mins.count)
        var remaining = order.count
        for i in order {
            let share = max(available / CGFloat(remaining), 0)
            result[i] = measure(i, share)
            available -= result[i]
            remaining -= 1
        }
        return result
    }

    func columnWidths(_ rows: [[Cell]], columns: Int, proposal: ProposedViewSize) -> [CGFloat] {
        func width(_ col: Int, _ p: CGFloat?) -> CGFloat {
            var w: CGFloat = 0
            for row in rows { for c in row where c.column == col && c.span == 1 { w = max(w, c.node.sizeThatFits(ProposedViewSize(width: p, height: nil)).width) } }
            return w
        }
        guard let total = proposal.width else { return widenForSpans(rows, (0..<columns).map { width($0, nil) }, proposal: nil) }
        let spacing = hSpacing * CGFloat(columns - 1)
        let mins = widenForSpans(rows, (0..<columns).map { width($0, 0) }, proposal: 0)
        let maxs = (0..<columns).map { width($0, .infinity) }
        return distribute(total - spacing, mins: mins, maxs: maxs) { col, share in
            min(max(width(col, share), mins[col]), share.isFinite ? max(share, mins[col]) : width(col, share))
        }
    }

    /// Step 5: widens the columns under each spanning cell that does not fit them, sharing
    /// the excess equally (cells measured with `proposal` as their width).
    func widenForSpans(_ rows: [[Cell]], _ widths: [CGFloat], proposal: CGFloat?) -> [CGFloat] {
        var widths = widths
        for row in rows {
            for c in row where c.span > 1 && c.column < widths.count && c.node.parent?.behavior is GridRowBehavior {
                let end = min(c.column + c.span, widths.count)
                let have = widths[c.column..<end].reduce(0, +) + hSpacing * CGFloat(end - c.column - 1)
                let need = c.node.sizeThatFits(ProposedViewSize(width: proposal, height: nil)).width
                guard need.isFinite, need > have else { continue }
                let extra = (need - have) / CGFloat(end - c.column)
                for i in c.column..<end { widths[i] += extra }
            }
        }
        return widths
    }

    func cellWidth(_ c: Cell, _ widths: [CGFloat]) -> CGFloat {
        let cols = widths[c.column..<min(c.column + c.span, widths.count)]
        return cols.reduce(0, +) + hSpacing * CGFloat(max(cols.count - 1, 0))
    }

    func rowHeights(_ rows: [[Cell]], widths: [CGFloat], proposal: ProposedViewSize) -> [CGFloat] {
        func height(_ r: Int, _ p: CGFloat?) -> CGFloat {
            rows[r].reduce(0) { max($0, $1.node.sizeThatFits(ProposedViewSize(width: cellWidth($1, widths), height: p)).height) }
        }
        guard let total = proposal.height else { return rows.indices.map { height($0, nil) } }
        let spacing = vSpacing * CGFloat(max(rows.count - 1, 0))
        let mins = rows.indices.map { height($0, 0) }
        let maxs = rows.indices.map { height($0, .infinity) }
        return distribute(total - spacing, mins: mins, maxs: maxs) { r, share in height(r, share) }
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let (rows, columns) = self.rows(node)
        guard !rows.isEmpty else { return .zero }
        let widths = columnWidths(rows, columns: columns, proposal: proposal)
        let heights = rowHeights(rows, widths: widths, proposal: proposal)
        return CGSize(width: widths.reduce(0, +) + hSpacing * CGFloat(columns - 1),
                      height: heights.reduce(0, +) + vSpacing * CGFloat(rows.count - 1))
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let (rows, columns) = self.rows(node)
        let widths = columnWidths(rows, columns: columns, proposal: proposal)
        let heights = rowHeights(rows, widths: widths, proposal: proposal)
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: columns)
        for row in rows { for c in row where c.span == 1 && c.column < columns {
            if let a = c.node.layoutValues[ObjectIdentifier(GridColumnAlignmentKey.self)] as? HorizontalAlignment { columnAlignment[c.column] = a }
        } }
        var y: CGFloat = 0
        for (r, (row, rowNode)) in zip(rows, node.children).enumerated() {
            let rowAlignment = (rowNode.behavior as? GridRowBehavior)?.alignment ?? alignment.vertical
            if let rowBehavior = rowNode.behavior as? GridRowBehavior {
                rowBehavior.pending = []
                rowNode.placement = LayoutPlacement(origin: CGPoint(x: 0, y: y), proposal: ProposedViewSize(width: size.width, height: heights[r]), size: CGSize(width: size.width, height: heights[r]))
            }
            for c in row {
                let x = widths[..<c.column].reduce(0, +) + hSpacing * CGFloat(c.column)
                let cell = CGSize(width: cellWidth(c, widths), height: heights[r])
                let p = ProposedViewSize(cell)
                let d = c.node.dimensions(in: p)
                let h = (c.span == 1 ? columnAlignment[c.column] : nil) ?? alignment.horizontal
                let ox = defaultGuideValue(h.key, size: cell) - d[h]
                let oy = defaultGuideValue(rowAlignment.key, size: cell) - d[rowAlignment]
                let origin = CGPoint(x: x + ox, y: y + oy)
                if let rowBehavior = rowNode.behavior as? GridRowBehavior {
                    // Cells are placed relative to their row node, which sits at (0, y).
                    rowBehavior.pending.append(LayoutPlacement(origin: CGPoint(x: origin.x, y: origin.y - y), proposal: p, size: d.size))
                } else {
                    c.node.placement = LayoutPlacement(origin: origin, proposal: p, size: d.size)
                }
            }
            y += heights[r] + vSpacing
        }
    }
}
