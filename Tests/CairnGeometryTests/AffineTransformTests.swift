import CairnGeometry
import Foundation
import Testing

@Suite struct AffineTransformTests {
    @Test func rotatedByActsBeforeTheTranslation() {
        // Core Graphics: rotatedBy prepends, so (1,0) is rotated to (0,1), then moved by 10.
        let t = CGAffineTransform(translationX: 10, y: 0).rotatedBy(.pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func concatenatingAppliesTheLeftFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 5, y: 0)
        // Scale first: (1,1) → (2,2) → (7,2).  Move first: (1,1) → (6,1) → (12,2).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 7, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 12, y: 2))
        #expect(scale.translatedBy(x: 5, y: 0) == move.concatenating(scale))
    }

    @Test func invertedUndoesAndSingularStaysPut() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -7)
        let p = CGPoint(x: 3, y: 5).applying(t).applying(t.inverted())
        #expect(abs(p.x - 3) < 1e-12 && abs(p.y - 5) < 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectAndSizeApplying() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        // A quarter turn maps x∈[0,10], y∈[0,20] to x∈[-20,0], y∈[0,10].
        let turned = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 20) < 1e-12 && abs(turned.minY) < 1e-12)
        #expect(abs(turned.width - 20) < 1e-12 && abs(turned.height - 10) < 1e-12)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        // Sizes ignore translation.
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 9, y: 9)) == CGSize(width: 3, height: 4))
    }

    @Test func angleArithmeticAndUnitPoint() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect(abs((Angle.degrees(90) + .radians(.pi / 2)).degrees - 180) < 1e-12)
        #expect((Angle.degrees(30) * 3).degrees.rounded() == 90)
        #expect(-Angle.degrees(45) == .degrees(-45))
        let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(UnitPoint.center.point(in: rect) == CGPoint(x: 60, y: 40))
        #expect(UnitPoint.bottomTrailing.point(in: rect) == CGPoint(x: 110, y: 60))
        #expect(UnitPoint(x: 0.25, y: 0).point(in: rect) == CGPoint(x: 35, y: 20))
    }
}
