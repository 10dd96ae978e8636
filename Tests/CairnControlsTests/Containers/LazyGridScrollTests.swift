import Cairn
import Testing
import CairnTestSupport

/// `LazyVGrid`/`LazyHGrid` track sizing (numbers from the published measurements cited in
/// `gridTracks`: juejin.cn/post/7081943051349786631 and /7083356120147820552), lazy stacks
/// and `ScrollView`.
@Suite struct LazyGridTests {
    func cells(_ n: Int) -> some View {
        ForEach(0..<n, id: \.self) { i in Color.clear.frame(height: 20).id("c\(i)") }
    }

    func grid(_ columns: [GridItem], _ n: Int, width: CGFloat) -> ViewLayout {
        layOut(LazyVGrid(columns: columns) { cells(n) }.id("g"), width, 400)
    }

    @Test func adaptiveFitsAsManyMinimumsAsPossibleThenSharesTheRest() {
        // adaptive(50...100) in 300: ⌊(300 + 8) / (50 + 8)⌋ = 5 columns of (300 − 4 · 8) / 5 = 53.6.
        let l = grid([GridItem(.adaptive(minimum: 50, maximum: 100))], 6, width: 300)
        expectFrame(l, "c0", rect(0, 176, 53.6, 20))   // two rows (48) centred in 400
        expectFrame(l, "c4", rect(4 * 61.6, 176, 53.6, 20))
        expectFrame(l, "c5", rect(0, 204, 53.6, 20))                   // second row, 8 below
        expectFrame(l, "g", rect(0, (400 - 48) / 2, 300, 48))
    }

    @Test func twoAdaptiveItemsShareTheWidthInOrder() {
        // adaptive(50) + adaptive(40) in 300: 292 / 2 = 146 each; the first makes 2 columns
        // of 69, the second ⌊154 / 48⌋ = 3 of (146 − 16) / 3 = 43.33.
        let l = grid([GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))], 5, width: 300)
        expectFrame(l, "c1", rect(77, 190, 69, 20))    // one 20-point row centred in 400
        expectFrame(l, "c2", rect(154, 190, 130.0 / 3, 20))
        expectFrame(l, "c4", rect(154 + 2 * (130.0 / 3 + 8), 190, 130.0 / 3, 20))
    }

    @Test func flexibleMinimumsOverflowAsSwiftUIsTwoPassesDo() {
        // flexible(min 100) + flexible(min 180) in 300: pass 1 gives 146 + 8 + 180 = 334,
        // the grid's width (centred in 300: x = −17); pass 2 from 334 gives 163 and 180, so
        // the second column ends at −17 + 163 + 8 + 180 = 334, 34 past the right edge.
        let l = grid([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], 2, width: 300)
        expectFrame(l, "g", rect(-17, 190, 334, 20))
        expectFrame(l, "c0", rect(-17, 190, 163, 20))
        expectFrame(l, "c1", rect(-17 + 171, 190, 180, 20))
        // The other order: 180, then 112 left: 300 exactly.
        let m = grid([GridItem(.flexible(minimum: 180)), GridItem(.flexible(minimum: 100))], 2, width: 300)
        expectFrame(m, "c1", rect(188, 190, 112, 20))
    }

    @Test func mixedItemsAsMeasured() {
        // flexible(100), fixed 100, adaptive(100), fixed 100 in 300: room 300 − 24 − 200 = 76;
        // flexible takes its minimum 100, the adaptive item gets −24: one column of 0.
        // Grid 324 wide.
        let items = [GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))]
        let l = grid(items, 4, width: 300)
        #expect(close(l.frame(of: "g")!.width, 324))
        #expect(close(l.frame(of: "c2")!.width, 0))
    }

    @Test func badInputNeverTrapsOrLoops() {
        // adaptive(minimum: 0) with 8-point spacing: ⌊308 / 8⌋ = 38 columns, each 0.1 wide.
        let l = grid([GridItem(.adaptive(minimum: 0))], 3, width: 300)
        #expect(close(l.frame(of: "c0")!.width, (300 - 37 * 8) / 38.0))
        // adaptive(minimum: 0, spacing 0): one track per the fallback, the full width.
        let z = grid([GridItem(.adaptive(minimum: 0), spacing: 0)], 2, width: 300)
        #expect(z.frame(of: "c0")!.width.isFinite)
        // Negative spacing counts as 0; no columns lays nothing out; NaN and ∞ sizes.
        let n = layOut(LazyVGrid(columns: [GridItem(.fixed(50), spacing: -20), GridItem(.fixed(50))], spacing: -5) { cells(4) }, 300, 400)
        // Two 50-point columns, 0 apart (100 wide, x from 100); two rows 0 apart (40 tall).
        expectFrame(n, "c1", rect(150, 180, 50, 20))
        _ = layOut(LazyVGrid(columns: []) { cells(3) }, 300, 400)
        _ = layOut(LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.flexible(minimum: .infinity))]) { cells(3) }, 300, 400)
        _ = layOut(ScrollView(.horizontal) { LazyVGrid(columns: [GridItem(.flexible())]) { cells(3) } }, 300, 400)
    }

    @Test func lazyHGridSwapsTheAxes() {
        // Two fixed 30-point rows 8 apart; cells 40 wide fill them column by column.
        let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
            ForEach(0..<3, id: \.self) { i in Color.clear.frame(width: 40).id("h\(i)") }
        }
        let l = layOut(view.id("g"), 200, 100)
        expectFrame(l, "g", rect(56, 16, 88, 68))     // 40 + 8 + 40 wide, 30 + 8 + 30 tall
        expectFrame(l, "h1", rect(56, 16 + 38, 40, 30))
        expectFrame(l, "h2", rect(104, 16, 40, 30))
    }

    @Test func lazyStacksLayOutAsEagerStacks() {
        let eager = layOut(VStack(alignment: .leading, spacing: 5) { fixed(40, 10).id("a"); fixed(60, 10).id("b") }, 200, 100)
        let lazy = layOut(LazyVStack(alignment: .leading, spacing: 5) { fixed(40, 10).id("a"); fixed(60, 10).id("b") }, 200, 100)
        #expect(eager.frame(of: "b") == lazy.frame(of: "b"))
        let eagerH = layOut(HStack { fixed(40, 10).id("a"); fixed(60, 10).id("b") }, 200, 100)
        let lazyH = layOut(LazyHStack { fixed(40, 10).id("a"); fixed(60, 10).id("b") }, 200, 100)
        #expect(eagerH.frame(of: "b") == lazyH.frame(of: "b"))
    }
}

@Suite struct ScrollViewTests {
    @Test func contentIsUnboundedAlongTheAxisAndPinnedToTheTop() {
        // 20 rows of 30 points, 0 spacing: content 600 tall in a 200-tall scroll view; the
        // first row at the top, the content's width the scroll view's (300).
        let view = ScrollView {
            VStack(spacing: 0) { ForEach(0..<20, id: \.self) { i in Color.red.frame(height: 30).id(i) } }
        }
        let l = layOut(view.frame(height: 200).id("s"), 300, 400)
        expectFrame(l, "s", rect(0, 100, 300, 200))
        expectFrame(l, 0, rect(0, 100, 300, 30))
        expectFrame(l, 19, rect(0, 100 + 570, 300, 30))
        // Drawn clipped: the display list holds a clip to the scroll view's frame.
        #expect(l.displayList.dump.contains("clip"))
    }

    @Test func sizesForTheProposalsUsersMeet() {
        let content = Color.clear.frame(width: 50, height: 700)
        func size(_ w: CGFloat?, _ h: CGFloat?) -> CGSize {
            let l = ViewLayout(of: ScrollView { content }.fixedSize(horizontal: w == nil, vertical: h == nil).id("s"), in: CGSize(width: w ?? 1000, height: h ?? 1000))
            return l.frame(of: "s")!.size
        }
        // Along its axis what it is offered; across it its content's width (SwiftUI Field
        // Guide: a vertical scroll view "only becomes as wide as the width of its contents").
        #expect(close(size(300, 200), CGSize(width: 50, height: 200)))
        #expect(close(size(nil, nil), CGSize(width: 50, height: 700)))    // unspecified: the content
        #expect(close(size(0, 0), CGSize(width: 50, height: 0)))
        // Narrow content is centred across the axis: x = (300 − 50) / 2.
        let l = layOut(ScrollView { content.id("c") }.frame(width: 300, height: 200), 300, 200)
        expectFrame(l, "c", rect(125, 0, 50, 700))
    }

    /// A horizontal carousel in a `VStack` is as tall as its cards (60), not as tall as the
    /// room the stack has: the text below it starts at 34 + 8 + 60 + 8 (a 34-point title,
    /// default spacing 8); a flexible card row still fills the width offered.
    @Test func aHorizontalScrollViewIsAsTallAsItsContent() {
        let view = VStack(alignment: .leading) {
            Color.gray.frame(height: 34)
            ScrollView(.horizontal) {
                HStack { ForEach(0..<8, id: \.self) { _ in Color.blue.frame(width: 80, height: 60) } }
            }
            .id("s")
            Color.gray.frame(height: 20).id("below")
            Spacer()
        }
        let l = layOut(view, 390, 400)
        expectFrame(l, "s", rect(0, 42, 390, 60))
        expectFrame(l, "below", rect(0, 110, 390, 20))
        // A vertical scroll view of a short text is as wide as the text, centred by its parent.
        let narrow = layOut(ScrollView { Color.red.frame(width: 120, height: 30) }.id("v"), 390, 400)
        expectFrame(narrow, "v", rect(135, 0, 120, 400))
    }

    @Test func infiniteContentIsCutToTheFrame() {
        let l = layOut(ScrollView { Color.blue.frame(minHeight: 0, maxHeight: .infinity).id("c") }.frame(height: 100), 200, 100)
        let f = l.frame(of: "c")!
        #expect(f.height.isFinite && f.width == 200)
    }
}
