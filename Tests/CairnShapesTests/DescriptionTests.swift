import CairnGeometry
@testable import CairnShapes
import Foundation
import Testing
import CairnTestSupport

@Suite struct DescriptionTests {
    @Test func exactTextOfASmallPath() {
        var p = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        p.move(to: CGPoint(x: 0.5, y: -2))
        p.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 1))
        p.addCurve(to: CGPoint(x: 1e-7, y: 3), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 61.333333333333336, y: 0))
        #expect(p.description
            == "0 0 m 10 0 l 10 10 l 0 10 l h 0.5 -2 m 2 1 4 0 q 1 2 61.333333333333336 0 1e-07 3 c")
        #expect(Path().description == "")
    }

    @Test func roundTripsExactly() {
        var p = Path(ellipseIn: CGRect(x: 0.1, y: 0.2, width: 33.3, height: 7))
        p.addArc(center: CGPoint(x: 1, y: 2), radius: 3.7, startAngle: .degrees(10), endAngle: .degrees(250), clockwise: true)
        p.addQuadCurve(to: CGPoint(x: -1 / 3, y: 2 / 3), control: CGPoint(x: .pi, y: -.pi))
        p.closeSubpath()
        p.addLine(to: CGPoint(x: 5, y: 5))  // after a close: an explicit move is recorded
        #expect(Path(p.description) == p)
        #expect(Path(hexagon().description) == hexagon())
        #expect(Path("") == Path())
    }

    @Test func rectangleOperatorAndMalformedText() {
        #expect(Path("1 2 3 4 re") == Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(Path("1 m") == nil)  // one operand short
        #expect(Path("0 0 m 1") == nil)  // operand left over
        #expect(Path("0 0 x") == nil)  // unknown operator
        #expect(Path("0 nan m") == nil)  // non-finite number
        #expect(Path("1 h") == nil)
    }
}
