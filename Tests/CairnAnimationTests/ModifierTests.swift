@testable import CairnAnimation
import Foundation
import Testing
import CairnTestSupport

@Suite struct ModifierTests {
    @Test func delayShiftsTheStart() {
        // linear 1 s delayed 0.5 s: 0 until 0.5 s, halfway at 1 s, done at 1.5 s.
        let delayed = Animation.linear(duration: 1).delay(0.5)
        #expect(delayed.duration == 1.5)
        #expect(delayed.fraction(at: 0.25) == 0)
        #expect(delayed.fraction(at: 0.5) == 0)
        #expect(delayed.fraction(at: 1) == 0.5)
        #expect(delayed.fraction(at: 1.25) == 0.75)
        #expect(delayed.fraction(at: 1.5) == 1)
        #expect(delayed.velocity(at: 0.25) == 0)
        #expect(delayed.velocity(at: 1) == 1)
        // Delays add up, and a spring holds still through its delay.
        #expect(Animation.linear(duration: 1).delay(0.25).delay(0.25) .duration == 1.5)
        #expect(Animation.smooth.delay(1).fraction(at: 0.99) == 0)
        #expect(close(Animation.smooth.delay(1).fraction(at: 1.1), Animation.smooth.fraction(at: 0.1), 1e-15))
        // Frames: 0.5 s at 30 fps is 15 frames; frame 30 is exactly half of 30 frames.
        #expect(delayed.fraction(atFrame: 30, framesPerSecond: 30) == 0.5)
        #expect(delayed.fraction(atFrame: 15, framesPerSecond: 30) == 0)
    }

    @Test func speedScalesTime() {
        // speed(2) halves the duration and doubles the velocity.
        let fast = Animation.easeInOut(duration: 1).speed(2)
        #expect(fast.duration == 0.5)
        #expect(close(fast.fraction(at: 0.25), 0.5, 1e-12))
        #expect(close(fast.velocity(at: 0.25), 2 * Animation.easeInOut(duration: 1).velocity(at: 0.5), 1e-9))
        #expect(fast.isComplete(at: 0.5))
        // A spring too: settles in half the time.
        #expect(close(Animation.default.speed(2).duration, 0.8082488680137255 / 2, 1e-9))
        // Order matters, as written: a delay before the speed is sped up, one after is not.
        #expect(Animation.linear(duration: 1).delay(1).speed(2).duration == 1)
        #expect(Animation.linear(duration: 1).speed(2).delay(1).duration == 1.5)
        #expect(Animation.linear(duration: 1).speed(2).delay(1).fraction(at: 1.25) == 0.5)
        // speed(0.5) doubles: seed 000's radar at half speed takes 6 s, frame 90 of 180 at
        // 30 fps is exactly ½.
        let slow = Animation.linear(duration: 3).speed(0.5)
        #expect(slow.duration == 6)
        #expect(slow.fraction(atFrame: 90, framesPerSecond: 30) == 0.5)
    }

    @Test func autoreversingRepeatGoesThereAndBack() {
        // repeatCount(3, autoreverses: true) over 1 s legs: up, down, up; 3 s in all.
        let bounce = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(bounce.duration == 3)
        #expect(bounce.fraction(at: 0.5) == 0.5)
        #expect(bounce.fraction(at: 1) == 1)       // end of the first leg
        #expect(bounce.fraction(at: 1.25) == 0.75) // on the way back
        #expect(bounce.velocity(at: 1.25) == -1)
        #expect(bounce.fraction(at: 2) == 0)       // end of the second leg
        #expect(bounce.fraction(at: 2.5) == 0.5)
        #expect(bounce.fraction(at: 3) == 1)
        #expect(!bounce.isComplete(at: 2.999))
        #expect(bounce.isComplete(at: 3))
        // An eased leg played backwards is the same curve, time mirrored.
        let eased = Animation.easeIn(duration: 1).repeatCount(3)
        #expect(close(eased.fraction(at: 1.3), Animation.easeIn(duration: 1).fraction(at: 0.7), 1e-15))
    }

    @Test func evenAutoreversingCountJumpsToTheEnd() {
        // SwiftUI: repeatCount(2, autoreverses: true) ends its last leg back at the start,
        // then the value jumps to its end state when the animation completes.
        let twice = Animation.linear(duration: 1).repeatCount(2)
        #expect(twice.fraction(at: 1.999) < 0.002)
        #expect(twice.fraction(at: 2) == 1)
    }

    @Test func repeatWithoutAutoreverseRestarts() {
        let again = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        #expect(again.fraction(at: 0.999) > 0.99)
        #expect(again.fraction(at: 1) == 0)
        #expect(again.fraction(at: 1.5) == 0.5)
        #expect(again.fraction(at: 2.5) == 0.5)
        #expect(again.fraction(at: 3) == 1)
    }

    @Test func repeatForeverNeverCompletes() {
        let forever = Animation.easeInOut(duration: 0.5).repeatForever()
        #expect(forever.duration == .infinity)
        #expect(!forever.isComplete(at: 1e9))
        #expect(close(forever.fraction(at: 1_000.25), 0.5, 1e-9))   // leg 2000, forward
        #expect(close(forever.fraction(at: 1_000.75), 0.5, 1e-9))   // leg 2001, backward
        #expect(forever.fraction(at: 1_000.5) == 1)                 // leg 2001 starts at the top
        let loop = Animation.linear(duration: 2).repeatForever(autoreverses: false)
        #expect(loop.fraction(at: 7) == 0.5)
        // The end of time is the final value, even for a loop.
        #expect(loop.fraction(at: .infinity) == 1)
    }

    @Test func modifiersComposeInTheOrderWritten() {
        // delay inside the repeat: every leg waits (1 s leg = 0.5 s wait + 0.5 s motion).
        let waitEachTime = Animation.linear(duration: 0.5).delay(0.5).repeatCount(2, autoreverses: false)
        #expect(waitEachTime.duration == 2)
        #expect(waitEachTime.fraction(at: 1.25) == 0)
        #expect(waitEachTime.fraction(at: 1.75) == 0.5)
        // delay outside: waits once.
        let waitOnce = Animation.linear(duration: 0.5).repeatCount(2, autoreverses: false).delay(0.5)
        #expect(waitOnce.duration == 1.5)
        #expect(waitOnce.fraction(at: 1.25) == 0.5)
        // A spring repeats leg by leg; its legs last its settling time.
        let springs = Animation.smooth.repeatCount(3)
        #expect(close(springs.duration, 3 * 0.7347716981942959, 1e-9))
        #expect(close(springs.fraction(at: Animation.smooth.duration + 0.1),
                      Animation.smooth.fraction(at: Animation.smooth.duration - 0.1), 1e-12))
    }
}
