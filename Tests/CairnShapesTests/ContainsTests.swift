import CairnGeometry
@testable import CairnShapes
import Foundation
import Testing
import CairnTestSupport

@Suite struct ContainsTests {
    /// Two nested rectangles drawn in the same direction.
    let nested = Path { p in
        p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    }

    @Test func nonZeroFillsTheHoleEvenOddDoesNot() {
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 10)
        // Same direction: the centre has winding 2 — filled by non-zero, empty by even-odd.
        #expect(nested.windingNumber(at: hole).magnitude == 2)
        #expect(nested.contains(hole))
        #expect(!nested.contains(hole, eoFill: true))
        #expect(nested.contains(ring) && nested.contains(ring, eoFill: true))
        #expect(!nested.contains(CGPoint(x: 150, y: 50)))
    }

    @Test func curvesAndOpenSubpaths() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        // (85.3, 85.3) is 49.9 from the centre (inside); (85.5, 85.5) is 50.2 (outside).
        #expect(circle.contains(CGPoint(x: 85.3, y: 85.3)))
        #expect(!circle.contains(CGPoint(x: 85.5, y: 85.5)))
        // An open triangle is filled as if closed.
        let open = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)]) }
        #expect(open.contains(CGPoint(x: 20, y: 20)))
        #expect(!open.contains(CGPoint(x: 60, y: 60)))
    }

    @Test func emptyAndNonFinite() {
        #expect(!Path().contains(.zero))
        #expect(!nested.contains(CGPoint(x: CGFloat.nan, y: 50)))
    }
}
