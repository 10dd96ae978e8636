import CairnGeometry
@testable import CairnShapes
import Foundation
import Testing
import CairnTestSupport

@Suite struct BoundsAndTransformTests {
    @Test func cubicBoundsExcludeControlPoints() {
        var p = Path()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        // y(t) = 300·t(1−t) peaks at t = 0.5 with 75; controls at y = 100 are excluded.
        #expect(close(p.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-9))
    }

    @Test func quadAndSCurveBounds() {
        var q = Path()
        q.move(to: .zero)
        q.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: -100))
        // y(t) = −200·t(1−t) peaks at t = 0.5 with −50.
        #expect(close(q.boundingRect, CGRect(x: 0, y: -50, width: 100, height: 50), 1e-9))
        var s = Path()
        s.move(to: .zero)
        s.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: -100))
        // y(t) = 300·t(1−t)(1−2t); y'(t) = 0 at t = (3 ∓ √3)/6, where |y| = 50/√3 = 28.8675…
        let peak: CGFloat = 50 / CGFloat(3).squareRoot()
        #expect(close(s.boundingRect, CGRect(x: 0, y: -peak, width: 100, height: 2 * peak), 1e-9))
    }

    @Test func emptyPathBoundsAreNull() {
        #expect(Path().boundingRect.isNull)
        // A lone move counts, as in CGPath.boundingBoxOfPath.
        #expect(Path { $0.move(to: CGPoint(x: 3, y: 4)) }.boundingRect == CGRect(x: 3, y: 4, width: 0, height: 0))
    }

    @Test func offsetApplyingAndAddPath() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.offsetBy(dx: 5, dy: -5).boundingRect == CGRect(x: 5, y: -5, width: 10, height: 10))
        let scaled = square.applying(CGAffineTransform(scaleX: 2, y: 3))
        #expect(scaled.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
        var both = square
        both.addPath(square, transform: CGAffineTransform(translationX: 20, y: 0))
        #expect(kinds(both) == "mlllhmlllh")
        #expect(both.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 10))
        // Rotating a circle keeps it a circle of the same bounds (within the kappa error).
        let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        let turned = circle.applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(turned.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20), 0.003))
    }

    @Test func nonFiniteCoordinatesAreDropped() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        p.addLine(to: CGPoint(x: 1, y: 1))
        #expect(kinds(p) == "ml")
        #expect(p.applying(CGAffineTransform(scaleX: .infinity, y: 1)).elements.count < 2)
    }
}
