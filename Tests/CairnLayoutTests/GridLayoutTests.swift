import CairnGeometry
import CairnLayout
import Foundation
import Testing

/// `Grid`'s algorithm as a pure function of a proposal and rows of fake cells (no views).
@Suite struct GridLayoutTests {
    let layout = GridLayout(alignment: .center, horizontalSpacing: 8, verticalSpacing: 8)

    // 2×2 fixed cells (40×10, 20×30 / 10×20, 60×10), spacing 8, nothing proposed: columns
    // 40 and 60, rows 30 and 20 → 108×58. Each cell is centred in its column × row rectangle:
    // (0, 10), (48 + 20, 0), (15, 38), (48, 38 + 5).
    @Test func fixedCellsCentredInColumnsAndRows() {
        let cells = [[FakeSubview(fixed: 40, 10), FakeSubview(fixed: 20, 30)], [FakeSubview(fixed: 10, 20), FakeSubview(fixed: 60, 10)]]
        let rows = cells.map { GridLayout.Row(cells: $0.map { GridLayout.Cell($0.subview) }) }
        let size = layout.sizeThatFits(.unspecified, rows: rows)
        #expect(size == CGSize(width: 108, height: 58))
        let placed = layout.placements(size: size, proposal: .unspecified, rows: rows)
        #expect(placed.cells.map { $0.map(\.origin) } == [[CGPoint(x: 0, y: 10), CGPoint(x: 68, y: 0)], [CGPoint(x: 15, y: 38), CGPoint(x: 48, y: 43)]])
        #expect(placed.cells[1][1].proposal == ProposedViewSize(width: 60, height: 20))
        #expect(placed.rows == [CGRect(x: 0, y: 0, width: 108, height: 30), CGRect(x: 0, y: 38, width: 108, height: 20)])
    }

    // A lone view (not a GridRow) spans every column: proposed the 20 + 8 + 30 = 58 columns'
    // width, a flexible view takes it and sits at x = 0 in the second row (y = 18).
    @Test func loneViewSpansAllColumns() {
        let a = FakeSubview(fixed: 20, 10), b = FakeSubview(fixed: 30, 10)
        let lone = FakeSubview(ideal: CGSize(width: 10, height: 10), maximum: CGSize(width: 1000, height: 1000))
        let rows = [GridLayout.Row(cells: [GridLayout.Cell(a.subview), GridLayout.Cell(b.subview)]), .lone(lone.subview)]
        let size = layout.sizeThatFits(.unspecified, rows: rows)
        #expect(size == CGSize(width: 58, height: 28))
        let placed = layout.placements(size: size, proposal: .unspecified, rows: rows)
        #expect(placed.cells[1] == [LayoutPlacement(origin: CGPoint(x: 0, y: 18), proposal: ProposedViewSize(width: 58, height: 10), size: CGSize(width: 58, height: 10))])
    }

    // A 100-wide cell spanning two columns of 20 and 30 (+ 8 spacing = 58) widens both by
    // (100 − 58) / 2 = 21: columns 41 and 51, grid width 100. The second row's cells are
    // then centred in 41 and 51: x = 10.5 and 49 + 10.5.
    @Test func spanningCellWidensItsColumns() {
        let wide = FakeSubview(fixed: 100, 10)
        let rows = [GridLayout.Row(cells: [GridLayout.Cell(wide.subview, span: 2)]),
                    GridLayout.Row(cells: [GridLayout.Cell(FakeSubview(fixed: 20, 10).subview), GridLayout.Cell(FakeSubview(fixed: 30, 10).subview)])]
        let size = layout.sizeThatFits(.unspecified, rows: rows)
        #expect(size == CGSize(width: 100, height: 28))
        let placed = layout.placements(size: size, proposal: .unspecified, rows: rows)
        #expect(placed.cells[1].map(\.origin.x) == [10.5, 59.5])
        #expect(placed.cells[0][0].proposal.width == 100)
    }

    // Proposed 200 wide: the fixed 30 column is sized first (least flexible) from an equal
    // share, the flexible column then gets 200 − 8 − 30 = 162.
    @Test func columnsShareTheProposedWidthLikeAStack() {
        let flexible = FakeSubview(ideal: CGSize(width: 10, height: 10), maximum: CGSize(width: 1000, height: 1000))
        let rows = [GridLayout.Row(cells: [GridLayout.Cell(FakeSubview(fixed: 30, 10).subview), GridLayout.Cell(flexible.subview)])]
        let proposal = ProposedViewSize(width: 200, height: nil)
        let size = layout.sizeThatFits(proposal, rows: rows)
        #expect(size == CGSize(width: 200, height: 10))
        let placed = layout.placements(size: size, proposal: proposal, rows: rows)
        #expect(placed.cells[0].map(\.size.width) == [30, 162])
        #expect(placed.cells[0][1].origin.x == 38)
    }

    // gridColumnAlignment(.leading) on one cell aligns its whole column (the 10-wide cell of
    // the next row at x = 0, not 15); a row's own alignment (.top) overrides the grid's.
    @Test func columnAndRowAlignments() {
        let rows = [GridLayout.Row(cells: [GridLayout.Cell(FakeSubview(fixed: 40, 10).subview, columnAlignment: .leading), GridLayout.Cell(FakeSubview(fixed: 10, 30).subview)], alignment: .top),
                    GridLayout.Row(cells: [GridLayout.Cell(FakeSubview(fixed: 10, 10).subview)])]
        let size = layout.sizeThatFits(.unspecified, rows: rows)
        let placed = layout.placements(size: size, proposal: .unspecified, rows: rows)
        #expect(placed.cells[0][0].origin == CGPoint(x: 0, y: 0))
        #expect(placed.cells[1][0].origin == CGPoint(x: 0, y: 38))
    }

    /// Apple's `gridCellUnsizedAxes(_:)` example: rows (Hello 40×20, globe 20×20), a Divider
    /// (flexible width, 1 tall), (hand.wave 20×20, World 45×20). Columns 40 and 45 (+ 8 = 93).
    private func dividerExample(unsized: Bool) -> [GridLayout.Row] {
        let divider = FakeSubview(minimum: CGSize(width: 0, height: 1), ideal: CGSize(width: 10, height: 1), maximum: CGSize(width: CGFloat.infinity, height: 1))
        return [GridLayout.Row(cells: [GridLayout.Cell(FakeSubview(fixed: 40, 20).subview), GridLayout.Cell(FakeSubview(fixed: 20, 20).subview)]),
                .lone(divider.subview, unsizedAxes: unsized ? .horizontal : []),
                GridLayout.Row(cells: [GridLayout.Cell(FakeSubview(fixed: 20, 20).subview), GridLayout.Cell(FakeSubview(fixed: 45, 20).subview)])]
    }

    // Proposed 300 wide, the divider is offered all 300 and takes it ("the grid fills the
    // entire width of its parent view"): the columns widen by (300 − 93) / 2 = 103.5 to
    // 143.5 and 148.5; Hello is centred at (143.5 − 40) / 2 = 51.75, the globe at
    // 151.5 + (148.5 − 20) / 2 = 215.75. Height 20 + 8 + 1 + 8 + 20 = 57.
    @Test func aLoneDividerFillsTheOfferedWidth() {
        let rows = dividerExample(unsized: false)
        let p = ProposedViewSize(width: 300, height: nil)
        let size = layout.sizeThatFits(p, rows: rows)
        #expect(size == CGSize(width: 300, height: 57))
        let placed = layout.placements(size: size, proposal: p, rows: rows)
        #expect(placed.cells[0].map(\.origin.x) == [51.75, 215.75])
        #expect(placed.cells[1] == [LayoutPlacement(origin: CGPoint(x: 0, y: 28), proposal: ProposedViewSize(width: 300, height: 1), size: CGSize(width: 300, height: 1))])
    }

    // Probed with an infinite width (as a stack measures flexibility) the divider takes it
    // all, so the grid is infinitely flexible; unsized, the grid stays 93 wide.
    @Test func aLoneDividerMakesTheGridFlexible() {
        let p = ProposedViewSize(width: .infinity, height: nil)
        #expect(layout.sizeThatFits(p, rows: dividerExample(unsized: false)).width == .infinity)
        #expect(layout.sizeThatFits(p, rows: dividerExample(unsized: true)).width == 93)
    }

    // With `.gridCellUnsizedAxes(.horizontal)` the divider sizes nothing: the grid is the
    // other rows' 40 + 8 + 45 = 93 wide and the divider is proposed (and takes) those 93.
    @Test func anUnsizedDividerTakesTheOtherRowsWidth() {
        let rows = dividerExample(unsized: true)
        let p = ProposedViewSize(width: 300, height: nil)
        let size = layout.sizeThatFits(p, rows: rows)
        #expect(size == CGSize(width: 93, height: 57))
        let placed = layout.placements(size: size, proposal: p, rows: rows)
        #expect(placed.cells[0].map(\.origin.x) == [0, 48 + 12.5])
        #expect(placed.cells[1] == [LayoutPlacement(origin: CGPoint(x: 0, y: 28), proposal: ProposedViewSize(width: 93, height: 1), size: CGSize(width: 93, height: 1))])
    }

    // A flexible cell (ideal 10×10) beside a 30×40 cell, 200 tall proposed: sized, the row
    // takes all 200; unsized vertically, the row is the other cell's 40 and the flexible
    // cell is proposed 10×40 (column 1 at x = 30 + 8 = 38).
    @Test func verticallyUnsizedCellTakesTheRowsHeight() {
        func rows(_ axes: Axis.Set) -> [GridLayout.Row] {
            let flexible = FakeSubview(ideal: CGSize(width: 10, height: 10), maximum: CGSize(width: 1000, height: 1000))
            return [GridLayout.Row(cells: [GridLayout.Cell(FakeSubview(fixed: 30, 40).subview), GridLayout.Cell(flexible.subview, unsizedAxes: axes)])]
        }
        let p = ProposedViewSize(width: nil, height: 200)
        #expect(layout.sizeThatFits(p, rows: rows([])) == CGSize(width: 48, height: 200))
        let unsized = rows(.vertical)
        let size = layout.sizeThatFits(p, rows: unsized)
        #expect(size == CGSize(width: 48, height: 40))
        let placed = layout.placements(size: size, proposal: p, rows: unsized)
        #expect(placed.cells[0][1] == LayoutPlacement(origin: CGPoint(x: 38, y: 0), proposal: ProposedViewSize(width: 10, height: 40), size: CGSize(width: 10, height: 40)))
    }

    // A 150-wide text-like cell (minimum 60) spanning both columns of 20 and 30, proposed
    // 300: offered the whole 300 it takes its 150, so the columns widen by (150 − 58) / 2 = 46.
    @Test func aSpanningCellIsMeasuredWithTheWidthLeftToIt() {
        let label = FakeSubview(minimum: CGSize(width: 60, height: 10), ideal: CGSize(width: 150, height: 10), maximum: CGSize(width: 150, height: 10))
        let rows = [GridLayout.Row(cells: [GridLayout.Cell(FakeSubview(fixed: 20, 10).subview), GridLayout.Cell(FakeSubview(fixed: 30, 10).subview)]),
                    GridLayout.Row(cells: [GridLayout.Cell(label.subview, span: 2)])]
        let size = layout.sizeThatFits(ProposedViewSize(width: 300, height: nil), rows: rows)
        #expect(size == CGSize(width: 150, height: 28))
    }

    // No rows: zero size, nothing placed.
    @Test func emptyGrid() {
        #expect(layout.sizeThatFits(ProposedViewSize(width: 100, height: 100), rows: []) == .zero)
        #expect(layout.placements(size: .zero, proposal: .unspecified, rows: []).cells.isEmpty)
    }
}
