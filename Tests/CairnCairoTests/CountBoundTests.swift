import Cairn
@testable import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// Work that grows with a count in the input is bounded (issue 16): gradient stops, dash
/// entries, ForEach elements. Each test counts the work, not the time.
@Suite struct CountBoundTests {
    /// A million-stop gradient resolves to `Gradient.maximumStopCount` stops picked evenly by
    /// index: stop i of the 1,024 is input stop round(i · 999,999 / 1,023), so the first and
    /// last are kept and stop 512 is input 500,488 (512 · 977.516… = 500,488.26).
    @Test func gradientStopsAreBounded() throws {
        let n = 1_000_000
        let stops = (0..<n).map { Gradient.Stop(color: $0 % 2 == 0 ? .red : .blue, location: CGFloat($0) / CGFloat(n - 1)) }
        let gradient = LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)
        let paint = gradient.paint(in: ShapeStyleContext(bounds: CGRect(x: 0, y: 0, width: 16, height: 16), foreground: nil))
        guard case let .linearGradient(resolved, _, _) = paint else { Issue.record("not linear: \(paint)"); return }
        #expect(resolved.count == Gradient.maximumStopCount)
        #expect(resolved.first?.location == 0 && resolved.last?.location == 1)
        #expect(resolved[512].location == CGFloat(500_488) / CGFloat(n - 1))
        // Drawn through a view: the diagnostic names the count, and the PNG renders.
        let layout = ViewLayout(of: Rectangle().fill(gradient), in: CGSize(width: 16, height: 16))
        #expect(layout.diagnostics == ["fill(_:): LinearGradient has 1000000 stops; Cairn draws 1024 of them, evenly spaced (Gradient.maximumStopCount)."])
        let png = try CairoRenderer.pngData(layout.displayList, size: CGSize(width: 16, height: 16))
        #expect(png.count > 0)
    }

    /// A pattern of 100,000 entries of 0.0001 point (cycle 10 points) on a 1,000-point line
    /// would draw 100 cycles × 50,000 dashes = 5 million dashes; the bound scales the
    /// pattern so at most 20,000 dashes fit (0.4 cycle), keeping the dash/gap ratio.
    @Test func dashEntriesCountTowardsTheBound() {
        let entries = 100_000
        let style = StrokeStyle(lineWidth: 1, dash: Array(repeating: 0.0001, count: entries))
        let (bounded, cut) = style.boundingDashes(forLength: 1000)
        #expect(cut)
        let cycle = bounded.dash.reduce(0, +)
        let dashes = 1000 / cycle * CGFloat(entries / 2)
        #expect(abs(dashes - StrokeStyle.maximumDashCycles) < 1, "\(dashes)")
        // A two-entry pattern keeps the old bound: 20,000 cycles.
        let two = StrokeStyle(lineWidth: 1, dash: [0.01, 0.01]).boundingDashes(forLength: 1000).style
        #expect(abs(1000 / two.dash.reduce(0, +) - StrokeStyle.maximumDashCycles) < 1e-6)
        // Stroked for real: the outline holds at most one piece per dash.
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 1000, y: 0))
        var pieces = 0
        line.strokedPath(style).forEach { if case .move = $0 { pieces += 1 } }
        #expect(pieces > 0 && pieces <= 20_001, "\(pieces)")
    }

    /// `ForEach(0..<Int.max)` makes views for the first 100,000 elements only, with a
    /// diagnostic: a VStack of 1-point rows is then 100,000 points tall.
    @Test func forEachElementsAreBounded() {
        let layout = ViewLayout(of: VStack(spacing: 0) { ForEach(0..<Int.max) { _ in Color.red.frame(width: 1, height: 1) } },
                                in: CGSize(width: 10, height: 10))
        #expect(layout.size.height == 100_000)
        #expect(layout.diagnostics == ["ForEach over \(Int.max) elements: Cairn makes views for the first 100000; the rest are left out."])
    }
}

/// A stroke far wider than any canvas is drawn as the fill of its outline: Cairo's pen for it
/// had ~10⁷ vertices a curve and spun (fuzz `layout 58466`).
@Suite struct HugeStrokeTests {
    /// A circle of radius 10 at (5e10, 1.5e13) stroked 9.3e18 wide: its band reaches every
    /// point of the 12×19 canvas (all within half the width of the circle, along a normal),
    /// so every pixel is opaque black; before, the draw never finished.
    @Test func aStrokeWiderThanItsDistanceCoversTheCanvas() throws {
        let circle = Path(ellipseIn: CGRect(x: 49_999_989_608.263596, y: 15_000_167_516_830.34, width: 20.287, height: 20.287))
        let item = DisplayList.Item.stroke(circle, .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)), StrokeStyle(lineWidth: 9.3e18))
        let bitmap = try render([item], 12, 19)
        for (x, y) in [(0, 0), (11, 0), (0, 18), (11, 18), (6, 9)] {
            #expect(rgba(bitmap, x, y) == [0, 0, 0, 255], "(\(x), \(y))")
        }
    }
}
