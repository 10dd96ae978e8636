import CairnGeometry
@testable import CairnShapes
import Foundation
import Testing
import CairnTestSupport

@Suite struct StrokeTests {
    let line = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0)]) }

    @Test func capsSetTheEnds() {
        // A 100-long line, width 10: half the width on each side; square and round caps
        // reach half the width past each end, butt caps stop at the ends.
        #expect(line.strokedPath(StrokeStyle(lineWidth: 10)).boundingRect == CGRect(x: 0, y: -5, width: 100, height: 10))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square)).boundingRect
            == CGRect(x: -5, y: -5, width: 110, height: 10))
        let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(close(round.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10), 1e-9))
        // Round cap: (−4, 2) is 4.47 from the end (inside), (−4, 4) is 5.66 (outside).
        #expect(round.contains(CGPoint(x: -4, y: 2)) && !round.contains(CGPoint(x: -4, y: 4)))
    }

    /// A sharp corner: right along x, then back to (0, 40). Interior angle θ has tan θ = 0.4,
    /// so the miter is 1/sin(θ/2) = 5.29 widths long (under the default limit of 10).
    let corner = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 40)]) }

    @Test func miterBevelAndMiterLimit() {
        // The miter tip lies on the top offset line y = −5, at x = 100 + 5/tan(θ/2), where
        // tan(θ/2) = 0.4 / (1 + √1.16).
        let tipX = 100 + 5 * (1 + CGFloat(1.16).squareRoot()) / 0.4
        let miter = corner.strokedPath(StrokeStyle(lineWidth: 10)).boundingRect
        #expect(close(miter.maxX, tipX, 1e-9))
        #expect(close(miter.minY, -5, 1e-9))
        // Bevel: the outer corner is cut between (100, −5) and (100, 0) + 5·(0.3714, 0.9285);
        // the farthest right point is 100 + 5·40/√11600 = 101.857.
        let bevelX = 100 + 5 * 40 / CGFloat(11600).squareRoot()
        let bevel = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel)).boundingRect
        #expect(close(bevel.maxX, bevelX, 1e-9))
        // A miter limit of 5 (< 5.29) falls back to the bevel, as in Core Graphics.
        let limited = corner.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 5)).boundingRect
        #expect(close(limited.maxX, bevelX, 1e-9))
        // Round join: a disc of radius 5 at the corner, rightmost x = 105.
        let round = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)).boundingRect
        #expect(close(round.maxX, 105, 1e-9))
    }

    @Test func closedSquareHasJoinsEverywhere() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let outline = square.strokedPath(StrokeStyle(lineWidth: 10))
        // 90° miters (1.41 widths) at all four corners, including the closing one.
        #expect(outline.boundingRect == CGRect(x: -5, y: -5, width: 110, height: 110))
        #expect(outline.contains(CGPoint(x: -4, y: -4)))  // inside the top-left miter
        #expect(outline.contains(CGPoint(x: 2, y: 50)))
        #expect(!outline.contains(CGPoint(x: 50, y: 50)))  // the hole
        let beveled = square.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        // The bevel cuts from (−5, 0) to (0, −5): (−4, −4) lies beyond it.
        #expect(!beveled.contains(CGPoint(x: -4, y: -4)))
    }

    @Test func dashesLeaveGaps() {
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5]))
        // Dashes cover 0–10, 15–25, 30–40, …; gaps 10–15, 25–30, …
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 12, y: 0)))
        #expect(dashed.contains(CGPoint(x: 20, y: 1)))
        #expect(!dashed.contains(CGPoint(x: 27, y: 0)))
        #expect(dashed.boundingRect == CGRect(x: 0, y: -2, width: 100, height: 4))  // last dash 90–100
        // Phase 5 starts 5 into the first dash: dashes 0–5, 10–20, 25–35, …
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 5))
        #expect(shifted.contains(CGPoint(x: 3, y: 0)))
        #expect(!shifted.contains(CGPoint(x: 7, y: 0)))
        #expect(shifted.contains(CGPoint(x: 12, y: 0)))
        #expect(!shifted.contains(CGPoint(x: 22, y: 0)))
        // An odd pattern repeats: [10] means 10 on, 10 off.
        let odd = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10]))
        #expect(odd.contains(CGPoint(x: 5, y: 0)) && !odd.contains(CGPoint(x: 15, y: 0)))
        // Invalid patterns draw solid.
        let solid = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [0, 0]))
        #expect(solid.contains(CGPoint(x: 12, y: 0)))
    }

    @Test func dashOverTheStartOfAClosedPathIsJoined() {
        // Square perimeter 400, pattern 30 on / 20 off, phase 10: the last dash runs
        // 390–400 and continues into 0–20, turning the top-left corner with a miter.
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let dashed = square.strokedPath(StrokeStyle(lineWidth: 10, dash: [30, 20], dashPhase: 10))
        #expect(dashed.contains(CGPoint(x: -4, y: -4)))
    }

    @Test func curvesAreOffsetByHalfTheWidth() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = circle.strokedPath(StrokeStyle(lineWidth: 10))
        // The ring spans radii 45…55 around (50, 50).
        #expect(close(ring.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 110), 0.05))
        #expect(ring.contains(CGPoint(x: 50, y: 4)))  // radius 46
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 10)))  // radius 40
    }

    @Test func degenerateInput() {
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: -3)).isEmpty)
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 3)).isEmpty)
        // A zero-length line: a dot with round caps, a square with square caps, nothing with butt.
        let dot = Path { $0.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10)]) }
        #expect(close(dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round)).boundingRect,
                      CGRect(x: 7, y: 7, width: 6, height: 6), 1e-9))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .square)).boundingRect
            == CGRect(x: 7, y: 7, width: 6, height: 6))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 6)).isEmpty)
        // A lone move draws nothing.
        #expect(Path { $0.move(to: .zero) }.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round)).isEmpty)
    }
}
