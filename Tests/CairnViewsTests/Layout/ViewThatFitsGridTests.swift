import Cairn
import Testing
import CairnTestSupport

/// `ViewThatFits` (Apple: the first child whose ideal size fits on the constrained axes, else
/// the last) and `Grid` (columns as wide as their widest cell, rows as tall as their tallest).
@Suite(.designEra(.iOS17)) struct ViewThatFitsTests {
    func choices() -> some View {
        ViewThatFits(in: .horizontal) {
            fixed(200, 20).id("wide")
            fixed(120, 20).id("medium")
            fixed(80, 20).id("narrow")
        }
    }

    @Test func picksTheFirstChildThatFits() {
        // 150 wide: 200 does not fit, 120 does → the medium child, centred: x = (150 − 120)/2.
        let l = layOut(choices().frame(width: 150, height: 20).id("frame"), 150, 20)
        expectFrame(l, "medium", rect(15, 0, 120, 20))
        expectSize(l, CGSize(width: 150, height: 20))
    }

    @Test func fallsBackToTheLastChild() {
        // 50 wide: nothing fits → the last (80 wide) child, overflowing its 50-wide frame
        // centred: x = (50 − 80)/2 = −15.
        let l = layOut(choices().frame(width: 50, height: 20), 50, 20)
        expectFrame(l, "narrow", rect(-15, 0, 80, 20))
    }

    @Test func drawsOnlyTheChosenChild() throws {
        let view = ViewThatFits {
            Color.red.frame(width: 200, height: 10)
            Color.blue.frame(width: 50, height: 10)
        }
        .frame(width: 100, height: 10)
        let list = ViewLayout(of: view, in: CGSize(width: 100, height: 10)).displayList
        // One fill: the blue 50×10 child, centred at x = 25.
        #expect(list.items.count == 1)
        #expect(list.dump.contains("#007AFFFF"))
        #expect(!list.dump.contains("#FF3B30FF"))
    }
}

@Suite(.designEra(.iOS17)) struct GridTests {
    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
        // Column 0: max(40, 20) = 40; column 1: max(30, 60) = 60. Row 0: max(10, 30) = 30;
        // row 1: max(20, 10) = 20. Spacing 8 both ways: 40 + 8 + 60 = 108 by 30 + 8 + 20 = 58.
        let grid = Grid {
            GridRow {
                fixed(40, 10).id("a")
                fixed(30, 30).id("b")
            }
            GridRow {
                fixed(20, 20).id("c")
                fixed(60, 10).id("d")
            }
        }
        let l = layOut(grid, 108, 58)
        expectSize(l, CGSize(width: 108, height: 58))
        // Cells are centred in their cell rectangles (Grid's default alignment .center):
        // a: cell (0, 0, 40, 30) → (0, 10); b: cell (48, 0, 60, 30) → (63, 0);
        // c: cell (0, 38, 40, 20) → (10, 38); d: cell (48, 38, 60, 20) → (48, 43).
        expectFrame(l, "a", rect(0, 10, 40, 10))
        expectFrame(l, "b", rect(63, 0, 30, 30))
        expectFrame(l, "c", rect(10, 38, 20, 20))
        expectFrame(l, "d", rect(48, 43, 60, 10))
    }

    @Test func columnAlignmentSpanningAndExplicitSpacing() {
        // Column widths 50 and 30, spacing 4: the full-width row spans 50 + 4 + 30 = 84.
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                fixed(50, 10)
                fixed(10, 10).id("trailing").gridColumnAlignment(.trailing)
            }
            GridRow {
                fixed(20, 10).id("lead")
                fixed(30, 10)
            }
            fixed(60, 5).id("full")
        }
        // Rows: 10, 10 and the spanning row's 5, spacing 2: 10 + 2 + 10 + 2 + 5 = 29 tall.
        let l = layOut(grid, 84, 29)
        expectSize(l, CGSize(width: 84, height: 29))
        // Column 1 is trailing-aligned: the 10-wide cell ends at 84 → x = 74.
        expectFrame(l, "trailing", rect(74, 0, 10, 10))
        // Column 0 keeps the grid's leading alignment.
        expectFrame(l, "lead", rect(0, 12, 20, 10))
        // The non-GridRow row spans both columns and is leading/top aligned: y = 10 + 2 + 10 + 2.
        expectFrame(l, "full", rect(0, 24, 60, 5))
    }
}

/// Cells spanning columns (`.gridCellColumns`) widen the columns they span when wider than
/// them; absurd spans are bounded.
@Suite(.designEra(.iOS17)) struct GridSpanTests {
    @Test func aWideSpanningCellWidensItsColumnsEqually() {
        // Columns 40 and 30 (spacing 8: 78 across both); a 120-wide cell spanning both needs
        // 42 more, 21 each: columns 61 and 51, the grid 61 + 8 + 51 = 120 wide.
        let grid = Grid {
            GridRow {
                fixed(40, 10).id("a")
                fixed(30, 10).id("b")
            }
            GridRow {
                fixed(120, 10).id("wide").gridCellColumns(2)
            }
        }
        let l = layOut(grid.id("g"), 120, 28)
        expectFrame(l, "g", rect(0, 0, 120, 28))
        // a is centred in column 0 (x 0...61): x = 10.5; b in column 1 (x 69...120): x = 79.5.
        expectFrame(l, "a", rect(10.5, 0, 40, 10))
        expectFrame(l, "b", rect(79.5, 0, 30, 10))
        expectFrame(l, "wide", rect(0, 18, 120, 10))
    }

    @Test func aSpanThatFitsChangesNothing() {
        let grid = Grid {
            GridRow { fixed(40, 10); fixed(30, 10) }
            GridRow { fixed(50, 10).id("w").gridCellColumns(2) }
        }
        // 40 + 8 + 30 = 78 ≥ 50: the cell is centred in 78: x = 14.
        let l = layOut(grid, 78, 28)
        expectFrame(l, "w", rect(14, 18, 50, 10))
    }

    @Test func hugeSpansDoNotTrap() {
        // Int.max used to overflow the column count; spans are cut at Grid.maximumSpan.
        let grid = Grid {
            GridRow { fixed(10, 10).gridCellColumns(Int.max); fixed(10, 10).gridCellColumns(Int.max) }
            GridRow { fixed(10, 10).gridCellColumns(Int.min) }
        }
        let l = layOut(grid.id("g"), 100, 100)
        #expect(l.frame(of: "g") != nil)
    }
}
