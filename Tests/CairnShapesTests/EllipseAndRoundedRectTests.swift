import CairnGeometry
@testable import CairnShapes
import Foundation
import Testing
import CairnTestSupport

@Suite struct EllipseAndRoundedRectTests {
    @Test func ellipseStartsAtTrailingMiddleAndRunsDown() {
        let p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(kinds(p) == "mcccch")
        #expect(p.elements[0] == .move(to: CGPoint(x: 100, y: 25)))
        // First quarter ends at the bottom middle: clockwise on screen, like SwiftUI's Circle.
        #expect(p.elements[1] == .curve(
            to: CGPoint(x: 50, y: 50),
            control1: CGPoint(x: 100, y: 25 + 25 * 0.5522847498),
            control2: CGPoint(x: 50 + 50 * 0.5522847498, y: 50)
        ))
        #expect(close(p.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-9))
    }

    @Test func circularCornersClampToHalfTheShorterSide() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let p = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
        // move, then per corner: edge line + one quarter cubic, then close.
        #expect(kinds(p) == "mlclclclch")
        #expect(p.elements[0] == .move(to: CGPoint(x: 10, y: 0)))
        #expect(p.elements[1] == .line(to: CGPoint(x: 90, y: 0)))
        #expect(close(p.boundingRect, rect, 1e-9))
        // Radius 100 clamps to 25 (half the height): top edge runs 25...75.
        let big = Path(roundedRect: rect, cornerRadius: 100, style: .circular)
        #expect(big.elements[0] == .move(to: CGPoint(x: 25, y: 0)))
        #expect(big.elements[1] == .line(to: CGPoint(x: 75, y: 0)))
    }

    @Test func continuousCornersSpanAboutOnePointFiveRadii() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let p = Path(roundedRect: rect, cornerRadius: 10)
        // The default style is .continuous, as in SwiftUI.
        #expect(p == Path(roundedRect: rect, cornerRadius: 10, style: .continuous))
        // Three cubics per corner; the corner reaches 1.52866483·10 along each edge.
        #expect(kinds(p) == "mlccclccclccclccch")
        #expect(close(p.currentPointAfterMove, CGPoint(x: 15.2866483, y: 0), 1e-12))
        #expect(close(p.boundingRect, rect, 1e-9))
        // The corner's apex (middle cubic at t = 0.5) sits 0.30397·r from each edge, a little
        // further in than the circular arc's 1 − 1/√2 = 0.29289·r: continuous corners cut
        // slightly more of the corner while starting earlier along the edges.
        let cornerMid = PathSegment.cubic(
            CGPoint(x: 100 - 6.6993427, y: 0.6549600),
            CGPoint(x: 100 - 3.7282392, y: 1.9262073),
            CGPoint(x: 100 - 1.9262073, y: 3.7282392),
            CGPoint(x: 100 - 0.6549600, y: 6.6993427)
        ).point(at: 0.5)
        let circularMid = CGPoint(x: 90 + 10 * 0.5.squareRoot(), y: 10 - 10 * 0.5.squareRoot())
        #expect(close(cornerMid, CGPoint(x: 100 - 3.0397, y: 3.0397), 1e-3))
        #expect(cornerMid.x < circularMid.x && cornerMid.y > circularMid.y)
    }

    @Test func continuousFallsBackToCircleWhenTooSmall() {
        // Radius = half the side: no room for the continuous extent, so a circle results.
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 50)
        #expect(p.elements[0] == .move(to: CGPoint(x: 50, y: 0)))
        #expect(close(p.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100), 1e-9))
        // On the diagonal the shape passes through the circle's point (50 + 50/√2).
        #expect(p.contains(CGPoint(x: 50 + 35.2, y: 50 + 35.2)))
        #expect(!p.contains(CGPoint(x: 50 + 35.6, y: 50 + 35.6)))
    }

    @Test func zeroRadiusAndBadRects() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: -3) == Path(rect))
        #expect(Path(roundedRect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), cornerRadius: 1).isEmpty)
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)).isEmpty)
    }
}

extension Path {
    /// The point of the path's first move.
    var currentPointAfterMove: CGPoint {
        if case .move(let p) = elements.first { return p }
        return CGPoint(x: CGFloat.nan, y: .nan)
    }
}
