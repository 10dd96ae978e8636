import CairnAnimation
import CairnGeometry
import Foundation
import Testing
import CairnTestSupport

/// SwiftUI's iOS 17 `Spring` and `UnitCurve` (issue 13).
@Suite struct SpringTypeTests {
    @Test func applesExampleConversions() {
        // Apple: Spring(duration: 0.5, bounce: 0.3) → stiffness (2π/0.5)² = 157.91,
        // damping 4π·0.7/0.5 = 17.59.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.9137) < 1e-3)
        #expect(abs(spring.damping - 17.5929) < 1e-3)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        // And back: the physical spelling gives the same duration and bounce.
        let physical = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        #expect(abs(physical.duration - 0.5) < 1e-9)
        #expect(abs(physical.bounce - 0.3) < 1e-9)
        // Mass 2 doubles both (ω and ζ unchanged).
        let heavy = Spring(mass: 2, stiffness: 2 * spring.stiffness, damping: 2 * spring.damping)
        #expect(abs(heavy.duration - 0.5) < 1e-9 && abs(heavy.bounce - 0.3) < 1e-9)
        // Over-damping is clamped to critical unless allowed; a negative bounce reads back.
        #expect(Spring(stiffness: 100, damping: 40).dampingRatio == 1)
        #expect(abs(Spring(stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio - 2) < 1e-12)
        #expect(abs(Spring(duration: 1, bounce: -0.5).bounce - -0.5) < 1e-12)
    }

    @Test func valueMatchesTheClosedForm() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let omega = 2 * Double.pi / 0.5, zeta = 0.7
        let wd = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.05, 0.1, 0.25, 0.4, 0.7] {
            // x(t) = 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d · sin ω_d t), scaled by the target 10.
            let x = 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
            #expect(abs(spring.value(target: 10.0, time: t) - 10 * x) < 1e-9, "t = \(t)")
            #expect(abs(spring.value(fromValue: 5.0, toValue: 15.0, time: t) - (5 + 10 * x)) < 1e-9)
            #expect(abs(Animation.spring(spring).fraction(at: t) - x) < 1e-9)
        }
        // An initial velocity v₀ adds v₀ · e^(−ζωt) · sin(ω_d t)/ω_d.
        let t = 0.1
        let extra = 3 * exp(-zeta * omega * t) * sin(wd * t) / wd
        let base = spring.value(target: 1.0, time: t)
        #expect(abs(spring.value(target: 1.0, initialVelocity: 3.0, time: t) - (base + extra)) < 1e-9)
        #expect(spring.value(target: 1.0, time: 0) == 0)
        #expect(spring.value(target: 1.0, time: .nan) == 0)
    }

    @Test func settlingDurationIsWhenItStaysWithinEpsilon() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let settle = spring.settlingDuration
        // Envelope e^(−ζωt)/√(1−ζ²) ≤ 0.001 gives an upper bound of ln(1000·1.4)/(0.7·4π) = 0.824 s.
        #expect(settle > 0.3 && settle <= 0.83)
        #expect(Animation.spring(spring).duration == settle)
    }

    @Test func unitCurves() {
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        // easeIn (0.42, 0)–(1, 1) is below the diagonal; clamped outside 0...1.
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(UnitCurve.easeOut.value(at: 2) == 1)
        let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
        #expect(custom == .easeInOut)
        #expect(Animation.timingCurve(.easeIn, duration: 2).fraction(at: 1) == Animation.easeIn(duration: 2).fraction(at: 1))
    }
}
