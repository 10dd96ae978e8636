import CairnGeometry
import Foundation

/// `Grid` (iOS 16) as a pure function of the proposal and its rows of cell subviews.
///
/// Steps:
/// 1. Cells of one column (spanning cells excepted) make the column's minimum, ideal and
///    maximum widths (their widths proposed 0, nil and ∞).
/// 2. Columns share the proposed width as stack children do: least flexible first, each
///    proposed an equal share of what is left; with no proposed width each takes its ideal.
/// 3. Rows get the tallest cell at the columns' widths, shared likewise when a height is
///    proposed.
/// 4. Each cell is aligned in its cell rectangle by the grid's alignment, the column's
///    `gridColumnAlignment` and the row's alignment, or by its own `gridCellAnchor`. A row that is not a `GridRow` has a
///    single cell spanning every column.
/// 5. A cell spanning several columns (a `GridRow` cell with `gridCellColumns`, or a view
///    that is not a `GridRow`, which spans them all) that is wider than those columns and the
///    spacing between them widens them: the excess is shared equally among the spanned
///    columns. It is measured at its ideal width with no width proposed; with a width
///    proposed, at its minimum while the columns share the width, then at the most the other
///    columns leave it. So a flexible lone view (a `Divider`) makes the grid as wide as
///    offered, as Apple's `gridCellUnsizedAxes(_:)` discussion describes ("because a Divider
///    takes as much space as its parent offers, the grid fills the entire width").
/// 6. A cell with `gridCellUnsizedAxes` takes no part in sizing its columns (horizontal) or
///    its row (vertical) and is proposed the size the other cells give them (Apple: the grid
///    does not "offer the view a share of any available space", which "prevents a flexible
///    view like a Spacer, Divider, or Color from defining the size of a row or column").
package struct GridLayout: Sendable {
    /// The grid's alignment of cells in their cell rectangles.
    package var alignment: Alignment
    /// The space between columns.
    package var horizontalSpacing: CGFloat
    /// The space between rows.
    package var verticalSpacing: CGFloat

    package init(alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// One cell of a row as the container sees it.
    package struct Cell {
        /// The cell's view.
        package var subview: LayoutSubview
        /// How many columns it spans (at least 1; ignored in a row that is not a `GridRow`).
        package var span: Int
        /// The cell's `gridColumnAlignment`, which aligns its whole column.
        package var columnAlignment: HorizontalAlignment?
        /// The axes on which the cell takes no part in sizing its columns or row
        /// (`gridCellUnsizedAxes`).
        package var unsizedAxes: Axis.Set
        /// The cell's own anchor (`gridCellAnchor`): the unit point of the view placed at the
        /// same unit point of its cell rectangle, instead of the alignment guides.
        package var anchor: UnitPoint?
        package init(_ subview: LayoutSubview, span: Int = 1, columnAlignment: HorizontalAlignment? = nil, unsizedAxes: Axis.Set = [],
                     anchor: UnitPoint? = nil) {
            self.subview = subview
            self.span = span
            self.columnAlignment = columnAlignment
            self.unsizedAxes = unsizedAxes
            self.anchor = anchor
        }
    }

    /// One row: a `GridRow`'s cells, or a lone view spanning every column.
    package struct Row {
        /// The row's cells in order (one for a lone view).
        package var cells: [Cell]
        /// Whether the row is a `GridRow` (a lone view spans all columns and widens them like a spanning cell).
        package var isGridRow: Bool
        /// The row's vertical alignment (nil: the grid's).
        package var alignment: VerticalAlignment?
        package init(cells: [Cell], isGridRow: Bool = true, alignment: VerticalAlignment? = nil) {
            self.cells = cells
            self.isGridRow = isGridRow
            self.alignment = alignment
        }
        /// A view that is not a `GridRow`: one cell spanning every column.
        package static func lone(_ subview: LayoutSubview, unsizedAxes: Axis.Set = []) -> Row {
            Row(cells: [Cell(subview, unsizedAxes: unsizedAxes)], isGridRow: false)
        }
    }

    /// Where the grid puts its rows and cells.
    package struct Placements {
        /// The grid's size.
        package var size: CGSize
        /// Each row's rectangle in the grid's coordinates (full grid width).
        package var rows: [CGRect]
        /// Each cell's placement in the grid's coordinates, per row.
        package var cells: [[LayoutPlacement]]
    }

    /// A cell with the column it starts in.
    private struct Slot {
        let subview: LayoutSubview
        let column: Int
        let span: Int
        /// Whether the cell sizes its columns (not unsized horizontally).
        let sizesWidth: Bool
        /// Whether the cell sizes its row (not unsized vertically).
        let sizesHeight: Bool
        /// The cell's own anchor (`gridCellAnchor`).
        var anchor: UnitPoint? = nil
    }

    /// Assigns columns: cells of a `GridRow` follow each other; a lone view spans them all.
    private func slots(_ rows: [Row]) -> (slots: [[Slot]], columns: Int) {
        var columns = 0
        for row in rows where row.isGridRow {
            columns = max(columns, row.cells.reduce(0) { $0 + max($1.span, 1) })
        }
        columns = max(columns, 1)
        let slots = rows.map { row -> [Slot] in
            guard row.isGridRow else {
                return row.cells.prefix(1).map {
                    Slot(subview: $0.subview, column: 0, span: columns, sizesWidth: !$0.unsizedAxes.contains(.horizontal), sizesHeight: !$0.unsizedAxes.contains(.vertical),
                         anchor: $0.anchor)
                }
            }
            var column = 0
            return row.cells.map { cell in
                let span = max(cell.span, 1)
                defer { column += span }
                return Slot(subview: cell.subview, column: column, span: span, sizesWidth: !cell.unsizedAxes.contains(.horizontal), sizesHeight: !cell.unsizedAxes.contains(.vertical),
                            anchor: cell.anchor)
            }
        }
        return (slots, columns)
    }

    /// Stack-like sharing of `total`: least flexible (max − min) first, each measured with an
    /// equal share of what is left.
    private func distribute(_ total: CGFloat, mins: [CGFloat], maxs: [CGFloat], measure: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
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

    private func columnWidths(_ rows: [[Slot]], columns: Int, proposal: ProposedViewSize) -> [CGFloat] {
        func width(_ col: Int, _ p: CGFloat?) -> CGFloat {
            var w: CGFloat = 0
            for row in rows { for c in row where c.column == col && c.span == 1 && c.sizesWidth { w = max(w, c.subview.sizeThatFits(ProposedViewSize(width: p, height: nil)).width) } }
            return w
        }
        guard let total = proposal.width else { return widenForSpans(rows, (0..<columns).map { width($0, nil) }) { _ in nil } }
        let spacing = horizontalSpacing * CGFloat(columns - 1)
        let mins = widenForSpans(rows, (0..<columns).map { width($0, 0) }) { _ in 0 }
        let maxs = (0..<columns).map { width($0, .infinity) }
        let shared = distribute(total - spacing, mins: mins, maxs: maxs) { col, share in
            min(max(width(col, share), mins[col]), share.isFinite ? max(share, mins[col]) : width(col, share))
        }
        // Step 5, proposed width: each spanning cell is offered what the other columns leave
        // (all of an infinite proposal, so a lone Divider makes the grid infinitely flexible).
        return widenForSpans(rows, shared) { others in
            let left = total - spacing - others
            return left.isNaN ? total : max(left, 0)
        }
    }

    /// Step 5: widens the columns under each spanning cell that does not fit them, sharing
    /// the excess equally. `offer` gives the width a cell is measured with from the width of
    /// the columns it does not span.
    private func widenForSpans(_ rows: [[Slot]], _ widths: [CGFloat], offer: (CGFloat) -> CGFloat?) -> [CGFloat] {
        var widths = widths
        for row in rows {
            for c in row where c.span > 1 && c.column < widths.count && c.sizesWidth {
                let end = min(c.column + c.span, widths.count)
                let have = widths[c.column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - c.column - 1)
                let others = widths.reduce(0, +) - widths[c.column..<end].reduce(0, +)
                let offered = offer(others).map { $0 + horizontalSpacing * CGFloat(end - c.column - 1) }
                guard have.isFinite else { continue }
                let need = c.subview.sizeThatFits(ProposedViewSize(width: offered, height: nil)).width
                guard !need.isNaN, need > have else { continue }
                let extra = (need - have) / CGFloat(end - c.column)
                for i in c.column..<end { widths[i] += extra }
            }
        }
        return widths
    }

    private func cellWidth(_ c: Slot, _ widths: [CGFloat]) -> CGFloat {
        let cols = widths[min(c.column, widths.count)..<min(c.column + c.span, widths.count)]
        return cols.reduce(0, +) + horizontalSpacing * CGFloat(max(cols.count - 1, 0))
    }

    private func rowHeights(_ rows: [[Slot]], widths: [CGFloat], proposal: ProposedViewSize) -> [CGFloat] {
        func height(_ r: Int, _ p: CGFloat?) -> CGFloat {
            rows[r].reduce(0) { $1.sizesHeight ? max($0, $1.subview.sizeThatFits(ProposedViewSize(width: cellWidth($1, widths), height: p)).height) : $0 }
        }
        guard let total = proposal.height else { return rows.indices.map { height($0, nil) } }
        let spacing = verticalSpacing * CGFloat(max(rows.count - 1, 0))
        let mins = rows.indices.map { height($0, 0) }
        let maxs = rows.indices.map { height($0, .infinity) }
        return distribute(total - spacing, mins: mins, maxs: maxs) { r, share in height(r, share) }
    }

    /// The grid's size for `proposal` (zero without rows).
    package func sizeThatFits(_ proposal: ProposedViewSize, rows: [Row]) -> CGSize {
        guard !rows.isEmpty else { return .zero }
        let (slots, columns) = self.slots(rows)
        let widths = columnWidths(slots, columns: columns, proposal: proposal)
        let heights = rowHeights(slots, widths: widths, proposal: proposal)
        return CGSize(width: widths.reduce(0, +) + horizontalSpacing * CGFloat(columns - 1),
                      height: heights.reduce(0, +) + verticalSpacing * CGFloat(rows.count - 1))
    }

    /// The rows' rectangles and the cells' placements for a grid of `size` laid out for
    /// `proposal`, all in the grid's coordinates.
    package func placements(size: CGSize, proposal: ProposedViewSize, rows: [Row]) -> Placements {
        guard !rows.isEmpty else { return Placements(size: size, rows: [], cells: []) }
        let (slots, columns) = self.slots(rows)
        let widths = columnWidths(slots, columns: columns, proposal: proposal)
        let heights = rowHeights(slots, widths: widths, proposal: proposal)
        // The column alignment is the last single-column cell's `gridColumnAlignment`.
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: columns)
        for (row, rowSlots) in zip(rows, slots) {
            for (cell, slot) in zip(row.cells, rowSlots) where slot.span == 1 && slot.column < columns {
                if let a = cell.columnAlignment { columnAlignment[slot.column] = a }
            }
        }
        var result = Placements(size: size, rows: [], cells: [])
        var y: CGFloat = 0
        for (r, (row, rowSlots)) in zip(rows, slots).enumerated() {
            let rowAlignment = (row.isGridRow ? row.alignment : nil) ?? alignment.vertical
            result.rows.append(CGRect(x: 0, y: y, width: size.width, height: heights[r]))
            var cells: [LayoutPlacement] = []
            for c in rowSlots {
                let x = widths[..<min(c.column, widths.count)].reduce(0, +) + horizontalSpacing * CGFloat(c.column)
                let cell = CGSize(width: cellWidth(c, widths), height: heights[r])
                let p = ProposedViewSize(cell)
                let d = c.subview.dimensions(in: p)
                let h = (c.span == 1 ? columnAlignment[c.column] : nil) ?? alignment.horizontal
                var ox = defaultGuideValue(h.key, size: cell) - d[h]
                var oy = defaultGuideValue(rowAlignment.key, size: cell) - d[rowAlignment]
                if let a = c.anchor {
                    // Apple, gridCellAnchor(_:): "the unit point that defines how to align the
                    // view within the bounds of its grid cell": the view's point at the anchor
                    // meets the cell's (a finite coordinate; otherwise the guides stand).
                    let ax = a.x.isFinite ? (cell.width - d.width) * a.x : nil
                    let ay = a.y.isFinite ? (cell.height - d.height) * a.y : nil
                    if let ax, ax.isFinite { ox = ax }
                    if let ay, ay.isFinite { oy = ay }
                }
                cells.append(LayoutPlacement(origin: CGPoint(x: x + ox, y: y + oy), proposal: p, size: d.size))
            }
            result.cells.append(cells)
            y += heights[r] + verticalSpacing
        }
        return result
    }
}
