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
/// 5. A cell spanning several columns (`.gridCellColumns(n)`, or a view that is not a
///    `GridRow`) that is wider than those columns and the spacing between them widens them:
///    the excess is shared equally among the spanned columns (its ideal width with no width
///    proposed; otherwise measured with what the other columns leave, so a lone `Divider`
///    makes the grid as wide as offered, as Apple's `gridCellUnsizedAxes(_:)` page says).
///    A span is at most `Grid.maximumSpan` columns (larger counts, up to `Int.max`, are cut).
/// 6. A cell with `.gridCellUnsizedAxes(_:)` does not size its column or row on those axes.
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
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }

extension View {
    /// Makes this cell span `count` columns of its grid row.
    /// Counts below 1 count as 1, above `Grid.maximumSpan` as that.
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: min(max(count, 1), Grid<EmptyView>.maximumSpan)) }
    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { layoutValue(key: GridColumnAlignmentKey.self, value: guide) }

    /// Asks grid layouts not to offer this view extra size on `axes` (iOS 16): the cell takes
    /// no part in sizing its column (`.horizontal`) or row (`.vertical`) and is proposed the
    /// size the other cells give them.
    ///
    /// Apple's reference: the axes are those "in which the grid shouldn't offer the view a
    /// share of any available space. This prevents a flexible view like a Spacer, Divider, or
    /// Color from defining the size of a row or column." Its example puts a `Divider` between
    /// two `GridRow`s: without the modifier the divider makes the grid fill the width its
    /// parent offers; with `.gridCellUnsizedAxes(.horizontal)` the grid is as wide as the
    /// text and images of the other rows, and the divider spans that width.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { layoutValue(key: GridCellUnsizedAxesKey.self, value: axes) }

    /// Aligns this cell in its cell rectangle by `anchor` instead of the grid's alignment
    /// guides (iOS 16): the view's point at `anchor` (a unit point of its own frame) is placed
    /// at the same unit point of the cell, so `.topLeading` puts it in the cell's top-leading
    /// corner and `UnitPoint(x: 0.25, y: 0.75)` a quarter of the spare width from the leading
    /// edge and three quarters of the spare height from the top (Apple's example, a 10-point
    /// square in a 60-point cell: 12.5 and 37.5 points in). A coordinate that is not finite
    /// leaves that axis to the guides.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { layoutValue(key: GridCellAnchorKey.self, value: Optional(anchor)) }
}

/// Runs `GridLayout` (CairnLayout) over the grid's rows: the algorithm is a pure function;
/// this behavior only reads the rows out of the node tree and writes the placements back.
final class GridBehavior: NodeBehavior {
    let layout: GridLayout

    init(alignment: Alignment, hSpacing: CGFloat, vSpacing: CGFloat) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: hSpacing, verticalSpacing: vSpacing)
    }

    /// The grid's rows as the algorithm sees them: a `GridRow`'s cells with their spans and
    /// column alignments, or a lone view.
    func rows(_ node: ViewNode) -> [GridLayout.Row] {
        node.children.map { row in
            func cell(_ c: ViewNode) -> GridLayout.Cell {
                GridLayout.Cell(c.subview,
                                span: min((c.layoutValues[ObjectIdentifier(GridCellColumnsKey.self)] as? Int) ?? 1, Grid<EmptyView>.maximumSpan),
                                columnAlignment: c.layoutValues[ObjectIdentifier(GridColumnAlignmentKey.self)] as? HorizontalAlignment,
                                unsizedAxes: (c.layoutValues[ObjectIdentifier(GridCellUnsizedAxesKey.self)] as? Axis.Set) ?? [],
                                anchor: (c.layoutValues[ObjectIdentifier(GridCellAnchorKey.self)] as? UnitPoint?) ?? nil)
            }
            if let rowBehavior = row.behavior as? GridRowBehavior {
                return GridLayout.Row(cells: row.children.map(cell), isGridRow: true, alignment: rowBehavior.alignment)
            }
            return GridLayout.Row(cells: [cell(row)], isGridRow: false)
        }
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal, rows: rows(node))
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let placements = layout.placements(size: size, proposal: proposal, rows: rows(node))
        for (r, rowNode) in node.children.enumerated() where r < placements.rows.count {
            let frame = placements.rows[r]
            let cells = placements.cells[r]
            if let rowBehavior = rowNode.behavior as? GridRowBehavior {
                rowNode.placement = LayoutPlacement(origin: frame.origin, proposal: ProposedViewSize(frame.size), size: frame.size)
                // Cells are placed relative to their row node, which sits at (0, y).
                rowBehavior.pending = cells.map {
                    LayoutPlacement(origin: CGPoint(x: $0.origin.x, y: $0.origin.y - frame.origin.y), proposal: $0.proposal, size: $0.size)
                }
            } else if let cell = cells.first {
                rowNode.placement = cell
            }
        }
    }
}
