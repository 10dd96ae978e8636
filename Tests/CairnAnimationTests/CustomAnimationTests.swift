import CairnAnimation
import Foundation
import Testing
import CairnTestSupport

/// `CustomAnimation` through `Animation.init(_:)` (issue 13).
@Suite struct CustomAnimationTests {
    /// Four equal steps over `duration` seconds, then done.
    struct Steps: CustomAnimation {
        var duration = 1.0
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time >= duration ? nil : value.scaled(by: (time / duration * 4).rounded(.down) / 4)
        }
    }

    /// Never finishes.
    struct Forever: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            value.scaled(by: 0.5)
        }
    }

    @Test func stepsAndDuration() {
        let animation = Animation(Steps(duration: 2))
        // Steps of 0.5 s: 0 until 0.5, 0.25 until 1, 0.5 until 1.5, 0.75 until 2, then 1.
        for (t, expected) in [(0.25, 0.0), (0.6, 0.25), (1.2, 0.5), (1.9, 0.75), (2.0, 1), (5, 1)] {
            #expect(animation.fraction(at: t) == expected, "at \(t)")
        }
        #expect(abs(animation.duration - 2) < 1e-8)
        #expect(animation.isComplete(at: 2.0000001))
        #expect(animation.interpolate(from: 10.0, to: 20.0, at: 1.2) == 15)
        // Modifiers apply as to any animation: a 1 s delay shifts the steps.
        #expect(animation.delay(1).fraction(at: 1.6) == 0.25)
        #expect(Animation(Steps()) == Animation(Steps()) && Animation(Steps()) != Animation(Steps(duration: 3)))
    }

    @Test func anAnimationThatNeverEndsIsInfinite() {
        let animation = Animation(Forever())
        #expect(animation.duration == .infinity)
        #expect(animation.fraction(at: 100) == 0.5)
        #expect(!animation.isComplete(at: 1e9))
    }
}
