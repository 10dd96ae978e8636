@testable import CairnAnimation
import Foundation
import Testing
import CairnTestSupport

@Suite struct TimingCurveTests {
    @Test func easeInOutIsHalfwayAtHalfTime() {
        // (0.42, 0)–(0.58, 1) is point-symmetric about (0.5, 0.5): x(½) = y(½) = ½.
        let animation = Animation.easeInOut(duration: 1)
        #expect(close(animation.fraction(at: 0.5), 0.5, 1e-12))
        // Default duration 0.35 s: halfway at 0.175 s.
        #expect(close(Animation.easeInOut.fraction(at: 0.175), 0.5, 1e-9))
    }

    @Test func easeInMatchesAnIndependentBisection() {
        // Values from an independent solver (Python, 200 bisections): 0.0934646507188248,
        // 0.3153568125725395, 0.62186186917489.
        let expected = [0.25: 0.0934646507188248, 0.5: 0.3153568125725395, 0.75: 0.62186186917489]
        for x in [0.25, 0.5, 0.75] {
            let value = Animation.easeIn(duration: 1).fraction(at: x)
            #expect(close(value, referenceBezier(0.42, 0, 1, 1, x), 1e-9))
            #expect(close(value, expected[x]!, 1e-9))
        }
        // easeInOut's quarter points, same solver: 0.1291619310473198 and 0.8708380689526802.
        #expect(close(Animation.easeInOut(duration: 1).fraction(at: 0.25), 0.1291619310473198, 1e-9))
        #expect(close(Animation.easeInOut(duration: 1).fraction(at: 0.75), 0.8708380689526802, 1e-9))
    }

    @Test func easeOutMirrorsEaseIn() {
        // easeOut's control points are easeIn's rotated by 180° about (½, ½), so
        // easeOut(x) = 1 − easeIn(1 − x) at every x.
        for step in 0...20 {
            let x = Double(step) / 20
            let easeOut = Animation.easeOut(duration: 1).fraction(at: x)
            let easeIn = Animation.easeIn(duration: 1).fraction(at: 1 - x)
            #expect(close(easeOut, 1 - easeIn, 1e-9), "x = \(x)")
        }
    }

    @Test func customCurvesSolveAnywhere() {
        // A steep curve that overshoots in y (CSS "back" easing): y leaves 0...1, x does not.
        let back = Animation.timingCurve(0.34, 1.56, 0.64, 1, duration: 1)
        for step in 1..<50 {
            let x = Double(step) / 50
            #expect(close(back.fraction(at: x), referenceBezier(0.34, 1.56, 0.64, 1, x), 1e-9))
        }
        #expect(back.fraction(at: 0.6) > 1)
        // (1, 0)–(0, 1): x'(½) = 0, so Newton stalls mid-curve and bisection takes over.
        let flat = Animation.timingCurve(1, 0, 0, 1, duration: 1)
        for x in [0.001, 0.3, 0.45, 0.7, 0.999] {
            #expect(close(flat.fraction(at: x), referenceBezier(1, 0, 0, 1, x), 1e-9))
        }
        // At x = ½ the problem is ill-conditioned (x(s) − ½ ∝ (s − ½)³, so a rounding of
        // 1e-16 in x moves s by 5e-6: the reference bisection lands on 0.4999969); symmetry
        // gives exactly ½, and Cairn's solver finds it.
        #expect(close(flat.fraction(at: 0.5), 0.5, 1e-9))
    }

    @Test func linearFramesAreExact() {
        // Seed 000: `.animation(.linear(duration: 3))`, exported at 30 fps: frames 0...90.
        // Frame k is exactly k / 90 (one rounding), not k / 30 / 3 (two).
        let radar = Animation.linear(duration: 3)
        for k in 0...90 {
            #expect(radar.fraction(atFrame: k, framesPerSecond: 30) == Double(k) / 90, "frame \(k)")
            // By seconds the two roundings cost at most an ulp.
            #expect(close(radar.fraction(at: Double(k) / 30), Double(k) / 90, 2e-16))
        }
        // Seed 000's picker: 0.2 s at 60 fps is 12 frames, though 0.2 × 60 is
        // 12.000000000000002 in binary: frame k is exactly k / 12.
        let picker = Animation.linear(duration: 0.2)
        for k in 0...12 {
            #expect(picker.fraction(atFrame: k, framesPerSecond: 60) == Double(k) / 12, "frame \(k)")
        }
        #expect(picker.fraction(atFrame: 13, framesPerSecond: 60) == 1)
    }

    @Test func endsAreExactAndClamped() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(animation.fraction(at: 0) == 0)
            #expect(animation.fraction(at: -1) == 0)
            #expect(animation.fraction(at: 0.35) == 1)
            #expect(animation.fraction(at: 100) == 1)
            #expect(animation.duration == 0.35)
            #expect(!animation.isComplete(at: 0.3499))
            #expect(animation.isComplete(at: 0.35))
        }
    }

    @Test func velocityIsTheSlope() {
        // Linear over 2 s: half the distance per second.
        #expect(Animation.linear(duration: 2).velocity(at: 1) == 0.5)
        // easeInOut over 1 s at its midpoint: dy/dx = y'(½)/x'(½) = 1.5 / 0.87 = 1.724…
        // (Bernstein derivative at ½: x' = ¾·0.42 + 1.5·0.16 + ¾·0.42 = 0.87, y' = 1.5·1 = 1.5).
        #expect(close(Animation.easeInOut(duration: 1).velocity(at: 0.5), 1.5 / 0.87, 1e-9))
        // A central difference agrees.
        let h = 1e-6, ease = Animation.easeIn(duration: 1)
        let numeric = (ease.fraction(at: 0.4 + h) - ease.fraction(at: 0.4 - h)) / (2 * h)
        #expect(close(ease.velocity(at: 0.4), numeric, 1e-6))
        #expect(ease.velocity(at: -1) == 0)
        #expect(ease.velocity(at: 2) == 0)
    }
}
