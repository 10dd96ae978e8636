@testable import CairnAnimation
import CairnGeometry
import Foundation
import Testing
import CairnTestSupport

@Suite struct InterpolationTests {
    let half = Animation.linear(duration: 2)  // fraction ½ at 1 s

    @Test func scalarsInterpolate() {
        #expect(half.interpolate(from: 10.0, to: 20.0, at: 1) == 15)
        #expect(half.interpolate(from: Float(10), to: Float(20), at: 1) == 15)
        #expect(half.interpolate(from: CGFloat(-4), to: CGFloat(4), at: 1.5) == 2)
        // Exact ends: 0.1 + (0.3 − 0.1)·1 is 0.30000000000000004, but the end is `to` itself.
        #expect(half.interpolate(from: 0.1, to: 0.3, at: 2) == 0.3)
        #expect(half.interpolate(from: 0.1, to: 0.3, at: 0) == 0.1)
        // Seed 000: the radar's progress animates 0 → 1 over 3 s; at 1 s it is ⅓.
        #expect(Animation.linear(duration: 3).interpolate(from: CGFloat(0), to: 1, at: 1) == CGFloat(1) / 3)
    }

    @Test func geometryIsAnimatable() {
        // CGPoint, CGSize, UnitPoint: pairs; CGRect: a pair of pairs; Angle: radians.
        #expect(half.interpolate(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 50, y: 0), at: 1)
            == CGPoint(x: 25, y: 50))
        #expect(half.interpolate(from: CGSize(width: 10, height: 10), to: CGSize(width: 30, height: 50), at: 1)
            == CGSize(width: 20, height: 30))
        #expect(half.interpolate(from: CGRect(x: 0, y: 0, width: 100, height: 40),
                                 to: CGRect(x: 20, y: 40, width: 200, height: 80), at: 1)
            == CGRect(x: 10, y: 20, width: 150, height: 60))
        #expect(half.interpolate(from: Angle.degrees(0), to: .degrees(90), at: 1).radians == Double.pi / 4)
        #expect(half.interpolate(from: UnitPoint.topLeading, to: .bottomTrailing, at: 1) == UnitPoint.center)
        // An overshooting spring carries geometry past its end: bouncy peaks at 1.045988.
        let peak = Animation.bouncy.interpolate(from: CGPoint.zero, to: CGPoint(x: 100, y: 0), at: 0.35007)
        #expect(close(peak.x, 104.5988, 1e-3))
    }

    @Test func vectorArithmeticLaws() {
        typealias Pair = AnimatablePair<CGFloat, AnimatablePair<Double, Float>>
        let a = Pair(1, AnimatablePair(2, 3)), b = Pair(4, AnimatablePair(6, 8))
        #expect((a + b).first == 5 && (a + b).second.first == 8 && (a + b).second.second == 11)
        #expect((b - a).magnitudeSquared == 9 + 16 + 25)
        #expect(a.scaled(by: 2).second.second == 6)
        #expect(Pair.zero.magnitudeSquared == 0)
        #expect(EmptyAnimatableData().scaled(by: 3) == EmptyAnimatableData.zero)
        let mid = half.interpolate(from: a, to: b, at: 1)
        #expect(mid.first == 2.5 && mid.second.first == 4 && mid.second.second == 5.5)
    }

    @Test func nanPassesThrough() {
        // NaN data is interpolated, not trapped on: NaN in, NaN out (the other component
        // unharmed).
        let value = half.interpolate(from: CGPoint(x: CGFloat.nan, y: 0), to: CGPoint(x: 1, y: 10), at: 1)
        #expect(value.x.isNaN)
        #expect(value.y == 5)
        #expect(half.interpolate(from: Float.nan, to: Float(1), at: 1).isNaN)
        #expect(half.interpolate(from: 0.0, to: .infinity, at: 1) == .infinity)
    }
}
