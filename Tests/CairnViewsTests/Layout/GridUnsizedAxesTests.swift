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

/// `.gridCellAnchor(_:)`: Apple's example, a 10-point blue square anchored at (0.25, 0.75) in a
/// 60 × 60 cell of a grid spaced 1 apart.
@Suite struct GridCellAnchorTests {
    func grid(_ anchor: UnitPoint?) -> some View {
        Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                fixed(60, 60)
                fixed(60, 60)
            }
            GridRow {
                fixed(60, 60)
                if let anchor {
                    fixed(10, 10).id("blue").gridCellAnchor(anchor)
                } else {
                    fixed(10, 10).id("blue")
                }
            }
        }
        .id("grid")
    }

    // The grid is 121 × 121 centred in 300 × 200 at (89.5, 39.5); the second cell of the
    // second row starts at (61, 61) inside it. The square's (0.25, 0.75) point meets the
    // cell's: 0.25 · (60 − 10) = 12.5 right and 0.75 · 50 = 37.5 down.
    @Test func theAnchorPlacesTheViewByUnitPoint() {
        let l = layOut(grid(UnitPoint(x: 0.25, y: 0.75)), 300, 200)
        expectFrame(l, "grid", rect(89.5, 39.5, 121, 121))
        expectFrame(l, "blue", rect(89.5 + 61 + 12.5, 39.5 + 61 + 37.5, 10, 10))
        // Without an anchor the grid's centre alignment: 25 in on both axes.
        expectFrame(layOut(grid(nil), 300, 200), "blue", rect(89.5 + 61 + 25, 39.5 + 61 + 25, 10, 10))
        // The named points: top-leading is the cell's corner, bottom-trailing the opposite one.
        expectFrame(layOut(grid(.topLeading), 300, 200), "blue", rect(89.5 + 61, 39.5 + 61, 10, 10))
        expectFrame(layOut(grid(.bottomTrailing), 300, 200), "blue", rect(89.5 + 61 + 50, 39.5 + 61 + 50, 10, 10))
    }

    // A coordinate that is not finite leaves that axis to the grid's alignment (centre).
    @Test func nonFiniteAnchorsFallBackToTheGuides() {
        let l = layOut(grid(UnitPoint(x: .nan, y: 1)), 300, 200)
        expectFrame(l, "blue", rect(89.5 + 61 + 25, 39.5 + 61 + 50, 10, 10))
        let inf = layOut(grid(UnitPoint(x: .infinity, y: -.infinity)), 300, 200)
        expectFrame(inf, "blue", rect(89.5 + 61 + 25, 39.5 + 61 + 25, 10, 10))
    }
}
