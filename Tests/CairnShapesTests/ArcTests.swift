import CairnGeometry
@testable import CairnShapes
import Foundation
import Testing
import CairnTestSupport

@Suite struct ArcTests {
    /// The seed's TriangleArrow in an 80×80 rect.
    func triangleArrow(_ w: CGFloat = 80, _ h: CGFloat = 80) -> Path {
        Path { path in
            path.move(to: .zero)
            path.addArc(
                center: CGPoint(x: -w / 5, y: h / 2), radius: w / 2,
                startAngle: .degrees(-45), endAngle: .degrees(45), clockwise: false
            )
            path.addLine(to: CGPoint(x: 0, y: h))
            path.addLine(to: CGPoint(x: w, y: h / 2))
            path.closeSubpath()
        }
    }

    @Test func triangleArrowArcReachesThreeTenthsOfWidth() {
        let path = triangleArrow()
        // Rightmost arc point: centre.x + r = -16 + 40 = 24 = 0.3·80, at y = h/2; the closing
        // lines reach x = 80 though, so measure the arc alone.
        // Elements: move(0,0), line to arc start, one 90° cubic, two lines, close.
        #expect(kinds(path) == "mlcllh")
        guard case .line(let arcStart) = path.elements[1], case .curve(let arcEnd, _, _) = path.elements[2] else {
            Issue.record("unexpected elements \(path.elements)")
            return
        }
        // Arc start: (-16 + 40·cos(-45°), 40 + 40·sin(-45°)).
        #expect(close(arcStart, CGPoint(x: -16 + 40 * 0.5.squareRoot(), y: 40 - 40 * 0.5.squareRoot()), 1e-9))
        #expect(close(arcEnd, CGPoint(x: -16 + 40 * 0.5.squareRoot(), y: 40 + 40 * 0.5.squareRoot()), 1e-9))
        let arcOnly = Path(elements: Array(path.elements[0...2])).boundingRect
        #expect(close(arcOnly.maxX, 24, 1e-9))
        #expect(close(PathSegment.cubicMidpoint(of: path.elements[2], from: arcStart), CGPoint(x: 24, y: 40), 1e-9))
        // Whole shape: x spans 0...80, y spans 0...80.
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 80, height: 80), 1e-9))
    }

    @Test func sweepDirectionFollowsCoreGraphics() {
        // Not clockwise from 0° to 90°: through increasing angles, a quarter below the centre.
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(kinds(p) == "mc")
        #expect(close(p.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-9))
        // Clockwise from 0° to 90° goes the long way round (270° through decreasing angles).
        var q = Path()
        q.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(kinds(q) == "mccc")
        #expect(close(q.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-9))
        // End < start, not clockwise: 0° → -90° sweeps +270°.
        var r = Path()
        r.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(-90), clockwise: false)
        #expect(kinds(r) == "mccc")
        #expect(close(r.currentPoint ?? .zero, CGPoint(x: 0, y: -10), 1e-9))
        // A sweep of two turns draws one full circle (4 quarter pieces).
        var s = Path()
        s.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(720), clockwise: false)
        #expect(kinds(s) == "mcccc")
    }

    @Test func semicircleBounds() {
        var p = Path()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        // Increasing angles from 0 to 180° pass below the centre (y down): y in 50...70.
        #expect(close(p.boundingRect, CGRect(x: 30, y: 50, width: 40, height: 20), 1e-9))
    }

    @Test func relativeArcAndNegativeRadius() {
        var p = Path()
        p.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(90), delta: .degrees(-180))
        // From the bottom (0,10) through decreasing angles to the top (0,-10) via +x.
        #expect(close(p.currentPoint ?? .zero, CGPoint(x: 0, y: -10), 1e-9))
        #expect(close(p.boundingRect, CGRect(x: 0, y: -10, width: 10, height: 20), 1e-9))
        var n = Path()
        n.addArc(center: .zero, radius: -5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(n.isEmpty)
    }

    @Test func tangentArcRoundsACorner() {
        // Corner at (100, 0) between a line from (0,0) and one going down to (100,100),
        // radius 20: tangent points (80,0) and (100,20), centre (80,20).
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(kinds(p) == "mlc")
        #expect(p.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(close(p.currentPoint ?? .zero, CGPoint(x: 100, y: 20), 1e-9))
        #expect(close(p.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 20), 1e-9))
        // Collinear points: just a line to tangent1End.
        var q = Path()
        q.move(to: .zero)
        q.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(q.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }
}

extension PathSegment {
    /// The midpoint (t = 0.5) of a curve element drawn from `start`.
    static func cubicMidpoint(of element: Path.Element, from start: CGPoint) -> CGPoint {
        guard case .curve(let p, let c1, let c2) = element else { return .zero }
        return PathSegment.cubic(start, c1, c2, p).point(at: 0.5)
    }
}
