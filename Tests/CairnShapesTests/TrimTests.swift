import CairnGeometry
@testable import CairnShapes
import Foundation
import Testing
import CairnTestSupport

@Suite struct TrimTests {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))

    @Test func quarterOfACircleEndsAtTheBottom() {
        // The circle starts at (100, 50) and runs clockwise on screen; its four cubics have
        // equal lengths, so a quarter of the length ends at the bottom point (50, 100).
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(kinds(quarter) == "mc")
        #expect(close(quarter.currentPoint ?? .zero, CGPoint(x: 50, y: 100), 0.01))
        // An eighth ends at the first cubic's midpoint, which lies exactly on the circle at 45°.
        let eighth = circle.trimmedPath(from: 0, to: 0.125)
        let diagonal = 50 + 50 / CGFloat(2).squareRoot()
        #expect(close(eighth.currentPoint ?? .zero, CGPoint(x: diagonal, y: diagonal), 1e-6))
        // Perimeter of the four-cubic circle: 314.2033396113 (a 200,000-piece polyline,
        // computed independently), 0.044 more than 2π·50 = 314.159 because the cubics bulge
        // up to 0.027% outside the circle.
        #expect(close(circle.length, 314.2033396113, 1e-6))
    }

    @Test func hexagonHalfEndsAtTheOppositeVertex() {
        let hex = hexagon()  // first vertex (100, 50); the opposite one is (0, 50)
        let half = hex.trimmedPath(from: 0, to: 0.5)
        #expect(kinds(half) == "mlll")
        #expect(close(half.currentPoint ?? .zero, CGPoint(x: 0, y: 50), 1e-9))
        // The closing side counts: the last sixth is the line from vertex 6 back to vertex 1.
        let last = hex.trimmedPath(from: 5.0 / 6.0, to: 1)
        #expect(kinds(last) == "ml")
        #expect(close(last.currentPoint ?? .zero, CGPoint(x: 100, y: 50), 1e-9))
        // Whole: unchanged, still closed.
        #expect(hex.trimmedPath(from: 0, to: 1) == hex)
        #expect(hex.trimmedPath(from: -1, to: 2) == hex)
    }

    @Test func curvesStayCurvesAndLengthIsTrue() {
        // A straight cubic with uneven speed: x(t) = 270t(1−t)² + 300t²(1−t) + 100t³.
        var p = Path()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 90, y: 0), control2: CGPoint(x: 100, y: 0))
        let piece = p.trimmedPath(from: 0.1, to: 0.3)
        #expect(kinds(piece) == "mc")
        // By length, 10% and 30% of a 100-long straight curve are x = 10 and x = 30.
        guard case .move(let a) = piece.elements[0] else { return }
        #expect(close(a, CGPoint(x: 10, y: 0), 1e-6))
        #expect(close(piece.currentPoint ?? .zero, CGPoint(x: 30, y: 0), 1e-6))
    }

    @Test func acrossSubpathsAndDegenerateRanges() {
        // Two 10-long lines in separate subpaths (20 in all): 25%...75% is 5...15, the second
        // half of the first line and the first half of the second.
        let two = Path { p in
            p.addLines([.zero, CGPoint(x: 10, y: 0)])
            p.addLines([CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        }
        let mid = two.trimmedPath(from: 0.25, to: 0.75)
        #expect(mid.elements == [
            .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
            .move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 5, y: 5)),
        ])
        #expect(two.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(two.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
        #expect(two.trimmedPath(from: .nan, to: 1).isEmpty)
    }
}
