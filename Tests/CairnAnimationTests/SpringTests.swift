@testable import CairnAnimation
import Foundation
import Testing
import CairnTestSupport

@Suite struct SpringTests {
    /// The largest fraction over 0...duration, sampled every 0.1 ms.
    func peak(_ animation: Animation, over seconds: Double) -> (value: Double, time: Double) {
        var best = (value: -Double.infinity, time: 0.0)
        for step in 0...Int(seconds * 10_000) {
            let t = Double(step) / 10_000
            let value = animation.fraction(at: t)
            if value > best.value { best = (value, t) }
        }
        return best
    }

    @Test func physicsMatchesSwiftUIsSpringType() {
        // Apple's `Spring` documentation: Spring(duration: 0.5, bounce: 0.3) has mass 1,
        // stiffness 157.9, damping 17.6; Spring(mass: 1, stiffness: 100, damping: 10) has
        // duration 0.63, bounce 0.5.
        guard case let .spring(bouncy) = Animation.bouncy.base else { Issue.record(); return }
        let omega = bouncy.angularFrequency
        #expect(close(omega * omega, 157.9, 0.05))
        #expect(close(2 * bouncy.dampingFraction * omega, 17.6, 0.05))
        guard case let .spring(physical) = Animation.interpolatingSpring(stiffness: 100, damping: 10).base
        else { Issue.record(); return }
        #expect(close(physical.response, 0.63, 0.005))
        #expect(close(1 - physical.dampingFraction, 0.5, 1e-12))
    }

    @Test func criticallyDampedNeverOvershoots() {
        // `.default` (response 0.55, damping fraction 1) and `.smooth` (bounce 0): the
        // critically damped step 1 − (1 + ωt)e^(−ωt) rises monotonically to 1.
        for animation in [Animation.default, .smooth] {
            var previous = 0.0
            for step in 0...2_000 {
                let value = animation.fraction(at: Double(step) / 1_000)
                #expect(value >= previous && value <= 1)
                previous = value
            }
        }
        // Closed form at t = 0.1 s for response 0.5 (ω = 4π): 1 − (1 + 0.4π)e^(−0.4π).
        let omega = 4 * Double.pi
        #expect(close(Animation.smooth.fraction(at: 0.1), 1 - (1 + omega * 0.1) * exp(-omega * 0.1), 1e-12))
    }

    @Test func underdampedOvershootsByTheClosedFormAmount() {
        // ζ = 0.5, response 1 s: first peak at t = π/ω_d = 1/√3 s = 0.57735 s with value
        // 1 + e^(−ζπ/√(1−ζ²)) = 1 + e^(−π/√3) = 1.1630335.
        let spring = Animation.spring(response: 1, dampingFraction: 0.5)
        let found = peak(spring, over: 2)
        #expect(close(found.value, 1 + exp(-Double.pi / 3.0.squareRoot()), 1e-7))
        #expect(close(found.time, 1 / 3.0.squareRoot(), 1e-4))
        #expect(close(spring.velocity(at: 1 / 3.0.squareRoot()), 0, 1e-9))
        // `.bouncy` (ζ = 0.7, response 0.5): 1 + e^(−0.7π/√0.51) = 1.045988 at 0.35007 s.
        let bouncy = peak(.bouncy, over: 1)
        #expect(close(bouncy.value, 1 + exp(-0.7 * Double.pi / 0.51.squareRoot()), 1e-7))
        #expect(close(bouncy.time, 0.35007, 1e-4))
    }

    @Test func overdampedIsSlowerThanCritical() {
        // bounce −0.5 → damping fraction 1/(1 − 0.5) = 2: no overshoot, and behind the
        // critically damped spring of the same response at every time.
        let over = Animation.spring(duration: 0.5, bounce: -0.5)
        guard case let .spring(curve) = over.base else { Issue.record(); return }
        #expect(curve.dampingFraction == 2)
        for step in 1...100 {
            let t = Double(step) / 100
            #expect(over.fraction(at: t) < Animation.smooth.fraction(at: t) || over.fraction(at: t) == 1)
            #expect(over.fraction(at: t) <= 1)
        }
        // Closed form: roots −ω(2 ∓ √3), e(t) = c₁e^(r₁t) + c₂e^(r₂t) with c₁ + c₂ = −1,
        // r₁c₁ + r₂c₂ = 0.
        let omega = 4 * Double.pi
        let r1 = -omega * (2 - 3.0.squareRoot()), r2 = -omega * (2 + 3.0.squareRoot())
        let c1 = r2 / (r1 - r2), c2 = -1 - c1
        let t = 0.3
        #expect(close(over.fraction(at: t), 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t), 1e-12))
    }

    @Test func settlingDurationsFromTheEnvelope() {
        // Displacement envelope = 0.001 (Apple's epsilon), solved independently in Python:
        // critical, response 0.55: (1 + ωt)e^(−ωt) = 0.001 at t = 0.8082489 s;
        // response 0.5: 0.7347717 s; underdamped: e^(−ζωt)·√(1 + (ζω/ω_d)²) = 0.001 at
        // 0.7213529 s (ζ 0.825), 0.7067156 s (snappy, ζ 0.85), 0.8235618 s (bouncy, ζ 0.7),
        // 2.2445928 s (ζ 0.5, response 1). Velocity settles earlier in all of them.
        let cases: [(Animation, Double)] = [
            (.default, 0.8082488680137255), (.smooth, 0.7347716981942959),
            (.spring, 0.7213528935133688), (.snappy, 0.7067155836738046),
            (.bouncy, 0.8235617538193627), (.spring(response: 1, dampingFraction: 0.5), 2.244592820507905),
        ]
        for (animation, expected) in cases {
            #expect(close(animation.duration, expected, 1e-9), "\(animation)")
        }
        // Critically damped, the envelope is the motion itself: exactly 0.001 short at the end.
        #expect(close(Animation.default.fraction(at: Animation.default.duration - 1e-12), 0.999, 1e-9))
    }

    @Test func springsStaySettledAfterTheirDuration() {
        for animation in [Animation.default, .smooth, .spring, .snappy, .bouncy, .interactiveSpring,
                          .spring(response: 1, dampingFraction: 0.2),
                          .interpolatingSpring(stiffness: 170, damping: 15),
                          .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 5)] {
            let end = animation.duration
            #expect(end.isFinite && end > 0)
            // From the end on, the oscillator itself stays within epsilon of rest (3 s sampled
            // every 0.1 ms) …
            guard case let .spring(spring) = animation.base else { Issue.record(); continue }
            for step in 0...30_000 {
                let motion = spring.motion(at: end + Double(step) / 10_000)
                #expect(abs(motion.value - 1) <= 0.001 && abs(motion.velocity) <= 0.06, "\(animation)")
                if abs(motion.value - 1) > 0.001 || abs(motion.velocity) > 0.06 { break }
            }
            // … and from the end on it is exactly 1, complete.
            #expect(animation.fraction(at: end) == 1)
            #expect(animation.isComplete(at: end))
            #expect(!animation.isComplete(at: end * 0.99))
        }
    }

    @Test func initialVelocityLaunchesTheSpring() {
        // x'(0) = initial velocity: v₀ = 5 runs ahead of a spring at rest; v₀ = −5 first
        // moves away from the target (below 0) and takes longer to settle.
        let fast = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 5)
        let rest = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        let away = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: -5)
        #expect(close(fast.velocity(at: 0), 5, 1e-12))
        #expect(rest.velocity(at: 0) == 0)
        #expect(fast.fraction(at: 0.1) > rest.fraction(at: 0.1))
        #expect(away.fraction(at: 0.05) < 0)
        #expect(away.duration > rest.duration)
    }

    @Test func nearCriticalIsContinuous() {
        // The unified C/S form has no 1/ω_d blow-up: ζ = 1 ± 1e-9 match ζ = 1 to 1e-8.
        let critical = Animation.spring(response: 0.5, dampingFraction: 1)
        for zeta in [1 - 1e-9, 1 + 1e-9] {
            let near = Animation.spring(response: 0.5, dampingFraction: zeta)
            for t in [0.01, 0.1, 0.3, 0.6] {
                #expect(close(near.fraction(at: t), critical.fraction(at: t), 1e-8))
            }
            #expect(close(near.duration, critical.duration, 1e-6))
        }
    }

    @Test func perceptualMappings() {
        // iOS 17: response = duration; dampingFraction = 1 − bounce (≥ 0), 1/(1 + bounce) (< 0).
        #expect(Animation.spring(duration: 0.5, bounce: 0) == .smooth)
        #expect(Animation.spring(duration: 0.5, bounce: 0.15) == .snappy)
        #expect(Animation.spring(duration: 0.5, bounce: 0.3) == .bouncy)
        #expect(Animation.spring(duration: 0.4, bounce: 0.2) == .spring(response: 0.4, dampingFraction: 0.8))
        #expect(Animation.spring(duration: 1, bounce: -0.2) == .spring(response: 1, dampingFraction: 1.25))
        // `.spring()` is the response form: response 0.5, damping fraction 0.825.
        #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
        #expect(Animation.bouncy(extraBounce: 0.1) == .spring(duration: 0.5, bounce: 0.4))
    }
}
