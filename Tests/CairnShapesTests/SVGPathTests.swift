import CairnGeometry
@testable import CairnShapes
import Foundation
import Testing
import CairnTestSupport

@Suite struct SVGPathTests {
    @Test func writesAndRoundTrips() {
        var p = Path(CGRect(x: 0, y: 0, width: 10, height: 5))
        p.move(to: CGPoint(x: 1.5, y: 2))
        p.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: -1))
        p.addCurve(to: CGPoint(x: 7, y: 7), control1: CGPoint(x: 5, y: 5), control2: CGPoint(x: 6, y: 6))
        #expect(p.svgPathData == "M 0 0 L 10 0 L 10 5 L 0 5 Z M 1.5 2 Q 2 -1 4 0 C 5 5 6 6 7 7")
        #expect(Path(svgPath: p.svgPathData) == p)
        let circle = Path(ellipseIn: CGRect(x: 0.3, y: 0.1, width: 17, height: 9.25))
        #expect(Path(svgPath: circle.svgPathData) == circle)
    }

    @Test func relativeAndShorthandCommands() {
        let p = Path(svgPath: "m10,20 l5 0 h-10 v10 z")
        #expect(p?.elements == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 15, y: 20)),
            .line(to: CGPoint(x: 5, y: 20)), .line(to: CGPoint(x: 5, y: 30)), .closeSubpath,
        ])
        // Operands after m repeat as relative lines.
        #expect(Path(svgPath: "m1 1 2 2 3 3")?.elements == [
            .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 3, y: 3)), .line(to: CGPoint(x: 6, y: 6)),
        ])
        // Compact numbers: "-2" and ".5.5e1" split into -2, .5 and .5e1 = 5.
        #expect(Path(svgPath: "M1-2L.5.5e1")?.elements == [.move(to: CGPoint(x: 1, y: -2)), .line(to: CGPoint(x: 0.5, y: 5))])
        // S reflects the previous second control point about the current point: 2·(20,20) − (20,10).
        let s = Path(svgPath: "M0 0 C10 0 20 10 20 20 S30 40 40 40")
        #expect(s?.elements.last == .curve(to: CGPoint(x: 40, y: 40), control1: CGPoint(x: 20, y: 30), control2: CGPoint(x: 30, y: 40)))
        // T reflects the previous quadratic control: 2·(20,0) − (10,10) = (30,−10).
        let t = Path(svgPath: "M0 0 Q10 10 20 0 T40 0")
        #expect(t?.elements.last == .quadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 30, y: -10)))
        // S after a non-curve uses the current point as the first control.
        let s2 = Path(svgPath: "M5 5 S10 10 20 20")
        #expect(s2?.elements.last == .curve(to: CGPoint(x: 20, y: 20), control1: CGPoint(x: 5, y: 5), control2: CGPoint(x: 10, y: 10)))
    }

    @Test func ellipticalArcs() throws {
        // Semicircle centre (50, 0), sweep-flag 1 = increasing angle: from 180° through 270°
        // (the top, y = −50 on a y-down canvas) to 360°.
        let semi = try #require(Path(svgPath: "M0 0 A50 50 0 0 1 100 0"))
        #expect(close(semi.boundingRect, CGRect(x: 0, y: -50, width: 100, height: 50), 1e-9))
        #expect(semi.currentPoint.map { close($0, CGPoint(x: 100, y: 0), 1e-9) } == true)
        // Radius 10 cannot span 100: F.6.6 scales it up to 50, the same semicircle. Flags may
        // be written without separators ("01100 0" = flags 0, 1, then 100 0).
        let corrected = try #require(Path(svgPath: "M0 0a10 10 0 01100 0"))
        #expect(close(corrected.boundingRect, semi.boundingRect, 1e-9))
        // Two large arcs draw a full ellipse rx 50, ry 25 about (50, 50).
        let ellipse = try #require(Path(svgPath: "M0 50 a50 25 0 1 0 100 0 a50 25 0 1 0 -100 0 z"))
        #expect(close(ellipse.boundingRect, CGRect(x: 0, y: 25, width: 100, height: 50), 1e-9))
        // Rotated by 90°, the long axis is vertical.
        let rotated = try #require(Path(svgPath: "M50 0 A50 25 90 1 0 50 100 A50 25 90 1 0 50 0"))
        #expect(close(rotated.boundingRect, CGRect(x: 25, y: 0, width: 50, height: 100), 1e-9))
        // Zero radius: a straight line; equal end points: nothing.
        #expect(Path(svgPath: "M0 0 A0 5 0 0 1 10 0")?.elements.last == .line(to: CGPoint(x: 10, y: 0)))
        #expect(Path(svgPath: "M3 3 A5 5 0 0 1 3 3")?.elements == [.move(to: CGPoint(x: 3, y: 3))])
    }

    @Test func malformedData() {
        #expect(Path(svgPath: "L1 2") == nil)  // must start with a move
        #expect(Path(svgPath: "M1") == nil)  // missing operand
        #expect(Path(svgPath: "M1 2 x") == nil)  // unknown character
        #expect(Path(svgPath: "M0 0 A5 5 0 2 1 3 3") == nil)  // a flag must be 0 or 1
        #expect(Path(svgPath: "M1e999 0") == nil)  // not finite
        #expect(Path(svgPath: "") == Path())
    }
}
