import Cairn
import Testing
import CairnTestSupport

/// `.gridCellUnsizedAxes(_:)` with real views: Apple's example of a `Divider` between two
/// `GridRow`s, with fixed frames standing in for its texts and images.
@Suite struct GridUnsizedAxesTests {
    func grid(unsized: Bool) -> some View {
        Grid {
            GridRow {
                fixed(40, 20).id("hello")
                fixed(20, 20).id("globe")
            }
            Divider().id("divider").gridCellUnsizedAxes(unsized ? .horizontal : [])
            GridRow {
                fixed(20, 20).id("wave")
                fixed(45, 20).id("world")
            }
        }
        .id("grid")
        .environment(\.displayScale, 1)
    }

    // Without the modifier the divider "takes as much space as its parent offers", so the grid
    // fills the 300 points offered (Apple). The grid is 20 + 8 + 1 + 8 + 20 = 57 tall,
    // centred in the 300×200 canvas at y = 71.5; the columns are 40 and 45 widened by
    // (300 − 93) / 2 = 103.5 each, so "hello" is centred at (143.5 − 40) / 2 = 51.75.
    @Test func theDividerMakesTheGridFillTheWidth() {
        let l = layOut(grid(unsized: false), 300, 200)
        expectFrame(l, "grid", rect(0, 71.5, 300, 57))
        expectFrame(l, "divider", rect(0, 99.5, 300, 1))
        expectFrame(l, "hello", rect(51.75, 71.5, 40, 20))
    }

    // With `.gridCellUnsizedAxes(.horizontal)` the grid is only as wide as its other rows,
    // 40 + 8 + 45 = 93, centred at x = 103.5, and the divider spans those 93 points.
    @Test func anUnsizedDividerSpansTheOtherRows() {
        let l = layOut(grid(unsized: true), 300, 200)
        expectFrame(l, "grid", rect(103.5, 71.5, 93, 57))
        expectFrame(l, "divider", rect(103.5, 99.5, 93, 1))
        expectFrame(l, "hello", rect(103.5, 71.5, 40, 20))
        expectFrame(l, "world", rect(103.5 + 48, 71.5 + 37, 45, 20))
    }

    // A `Color` unsized vertically beside a 30×40 cell takes the row's 40 points, not the
    // 200 the canvas offers.
    @Test func aVerticallyUnsizedColorTakesTheRowHeight() {
        let g = Grid {
            GridRow {
                fixed(30, 40)
                Color.red.id("color").gridCellUnsizedAxes(.vertical)
            }
        }
        .id("grid")
        let l = layOut(g, 300, 200)
        // Column 1 (the colour) takes the rest of the width: 300 − 30 − 8 = 262.
        expectFrame(l, "grid", rect(0, 80, 300, 40))
        expectFrame(l, "color", rect(38, 80, 262, 40))
    }
}
