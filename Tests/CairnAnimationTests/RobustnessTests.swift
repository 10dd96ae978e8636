@testable import CairnAnimation
import Foundation
import Testing
import CairnTestSupport

/// Bad input never traps: it falls back the way the doc comments state.
@Suite struct RobustnessTests {
    @Test func invalidDurationsJumpToTheEnd() {
        // duration ≤ 0, NaN or infinite → 0: the change is immediate.
        for bad in [0, -1, Double.nan, .infinity, -Double.infinity] {
            for animation in [Animation.linear(duration: bad), .easeIn(duration: bad),
                              .timingCurve(0.2, 0, 0.2, 1, duration: bad),
                              .spring(response: bad), .spring(duration: bad, bounce: 0.3),
                              .interpolatingSpring(stiffness: bad, damping: 10)] {
                #expect(animation.duration == 0, "\(animation)")
                #expect(animation.fraction(at: 0) == 1, "\(animation)")
                #expect(animation.isComplete(at: 0))
                #expect(animation.fraction(at: -0.1) == 0)
            }
        }
        // A zero-length animation still waits out its delay.
        let late = Animation.linear(duration: 0).delay(1)
        #expect(late.fraction(at: 0.5) == 0)
        #expect(late.fraction(at: 1) == 1)
        // Repeating nothing takes no time, even forever.
        #expect(Animation.linear(duration: 0).repeatForever().duration == 0)
        #expect(Animation.linear(duration: 0).repeatForever().fraction(at: 0) == 1)
    }

    @Test func invalidModifiersFallBack() {
        let base = Animation.linear(duration: 1)
        // Delays NaN, infinite or negative count as 0.
        for bad in [-1, Double.nan, .infinity] {
            #expect(base.delay(bad) == base.delay(0))
            #expect(base.delay(bad).duration == 1)
        }
        // Speeds NaN, infinite or ≤ 0 are ignored (Cairn's choice: the animation finishes).
        for bad in [0, -2, Double.nan, .infinity] {
            #expect(base.speed(bad) == base.speed(1))
            #expect(base.speed(bad).duration == 1)
        }
        // Repeat counts below 1 play once.
        #expect(base.repeatCount(0).duration == 1)
        #expect(base.repeatCount(-5, autoreverses: false) == base.repeatCount(1, autoreverses: false))
    }

    @Test func invalidControlPointsAndSprings() {
        // x control points are clamped to 0...1; a NaN anywhere makes the curve linear.
        #expect(Animation.timingCurve(-1, 0, 2, 1) == .timingCurve(0, 0, 1, 1))
        #expect(Animation.timingCurve(.nan, 0, 0.5, 1, duration: 1).fraction(at: 0.3) == 0.3)
        #expect(Animation.timingCurve(0.5, .infinity, 0.5, 1, duration: 1).fraction(at: 0.3) == 0.3)
        // Damping fraction NaN → 1 (critical); negative → 0, which never settles.
        #expect(Animation.spring(dampingFraction: .nan) == .spring(dampingFraction: 1))
        let undamped = Animation.spring(response: 1, dampingFraction: -3)
        #expect(undamped.duration == .infinity)
        #expect(!undamped.isComplete(at: 1e6))
        // x = 1 − cos(2πt): back to 0 after one period, 2 at half a period.
        #expect(close(undamped.fraction(at: 0.5), 2, 1e-12))
        #expect(close(undamped.fraction(at: 1), 0, 1e-12))
        // Bounce −1 would be infinite damping: clamped to 1000, slow but finite.
        let stuck = Animation.spring(duration: 0.5, bounce: -1)
        #expect(stuck.duration.isFinite && stuck.duration > 100)
        #expect(stuck.fraction(at: 1) > 0 && stuck.fraction(at: 1) < 0.01)
        // Bounce NaN → 0, above 1 → 1 (undamped).
        #expect(Animation.spring(duration: 0.5, bounce: .nan) == .smooth)
        #expect(Animation.spring(duration: 0.5, bounce: 7).duration == .infinity)
        // Infinite initial velocity, mass 0: sanitized.
        #expect(Animation.interpolatingSpring(mass: 0, stiffness: 100, damping: 10, initialVelocity: .infinity)
            == .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        // A tiny response (1e-12 s) is immediate rather than an overflow.
        #expect(Animation.spring(response: 1e-12).fraction(at: 0) == 1)
    }

    @Test func badTimesAndFramesAreTotal() {
        for animation in [Animation.easeInOut, .bouncy, .linear.repeatForever(), .easeIn.delay(1).speed(3)] {
            #expect(animation.fraction(at: .nan) == 0)
            #expect(animation.velocity(at: .nan) == 0)
            #expect(!animation.isComplete(at: .nan))
            #expect(animation.fraction(at: -.infinity) == 0)
            #expect(animation.fraction(at: .infinity) == 1)
            #expect(animation.fraction(atFrame: 5, framesPerSecond: .nan) == 0)
            #expect(animation.fraction(atFrame: 5, framesPerSecond: 0) == 0)
            #expect(animation.fraction(atFrame: -5, framesPerSecond: 30) == 0)
            #expect(animation.fraction(atFrame: .max, framesPerSecond: 30).isFinite)
        }
    }
}
