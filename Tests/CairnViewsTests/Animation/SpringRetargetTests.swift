import Cairn
import Foundation
import Testing
import CairnTestSupport

/// A spring that interrupts a moving value keeps its velocity (issue 13): checked against an
/// independent RK4 integration of the spring's equation of motion.
@Suite struct SpringRetargetTests {
    /// A 10-point dot `x` points from the leading edge of a 300-point row.
    struct Row: View {
        let x: CGFloat
        var body: some View {
            Color.red.frame(width: 10, height: 10).id("dot")
                .padding(.leading, x)
                .frame(width: 300, height: 10, alignment: .leading)
        }
    }

    /// x'' = −k (x − target) − c x' with k = ω², c = 2ζω, ω = 2π / response (mass 1, as
    /// SwiftUI's `Spring` documents), integrated by RK4 in 0.1 ms steps from (x, v) over
    /// `seconds`.
    static func integrate(x: Double, v: Double, target: Double, response: Double, damping: Double, seconds: Double) -> (x: Double, v: Double) {
        let w = 2 * Double.pi / response, k = w * w, c = 2 * damping * w
        func a(_ x: Double, _ v: Double) -> Double { -k * (x - target) - c * v }
        var (x, v) = (x, v)
        let steps = Int((seconds / 1e-4).rounded()), h = seconds / Double(steps)
        for _ in 0..<steps {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    @Test func aRetargetedSpringKeepsItsVelocity() throws {
        // 0 → 100 with spring(response: 0.5, dampingFraction: 0.5) at 0.5 s; at 0.6 s, mid
        // flight, back to 0 with spring(response: 0.4, dampingFraction: 0.8).
        let timeline = AnimationTimeline(duration: 3, model: { CGFloat(0) }) { x in Row(x: x) }
            .at(0.5) { x in withAnimation(.spring(response: 0.5, dampingFraction: 0.5)) { x = 100 } }
            .at(0.6) { x in withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { x = 0 } }
        let atChange = Self.integrate(x: 0, v: 0, target: 100, response: 0.5, damping: 0.5, seconds: 0.1)
        #expect(atChange.v > 100)  // really mid-flight: well over 100 pt/s
        for t in [0.55, 0.6] {
            let expected = Self.integrate(x: 0, v: 0, target: 100, response: 0.5, damping: 0.5, seconds: t - 0.5).x
            let x = try #require(timeline.layout(at: t).frame(of: "dot")).minX
            #expect(abs(Double(x) - expected) < 1e-3, "at \(t): \(x) vs \(expected)")
        }
        // Until the new spring settles (then it snaps to its target, as every spring does).
        for t in [0.62, 0.65, 0.7, 0.8, 1.0] {
            let expected = Self.integrate(x: atChange.x, v: atChange.v, target: 0, response: 0.4, damping: 0.8, seconds: t - 0.6).x
            let x = try #require(timeline.layout(at: t).frame(of: "dot")).minX
            #expect(abs(Double(x) - expected) < 1e-3, "at \(t): \(x) vs \(expected)")
            // Starting at rest instead would be visibly elsewhere (the carried velocity matters).
            let atRest = Self.integrate(x: atChange.x, v: 0, target: 0, response: 0.4, damping: 0.8, seconds: t - 0.6).x
            #expect(t > 0.8 || abs(atRest - expected) > 1, "at \(t): \(atRest) vs \(expected)")
        }
    }

    @Test func aCurveAfterASpringStillStartsAtRest() throws {
        // Only springs carry velocity: a linear retarget interpolates from where it was.
        let timeline = AnimationTimeline(duration: 3, model: { CGFloat(0) }) { x in Row(x: x) }
            .at(0.5) { x in withAnimation(.spring(response: 0.5, dampingFraction: 0.5)) { x = 100 } }
            .at(0.8) { x in withAnimation(.linear(duration: 1)) { x = 0 } }
        let start = Self.integrate(x: 0, v: 0, target: 100, response: 0.5, damping: 0.5, seconds: 0.3).x
        let x = try #require(timeline.layout(at: 1.3).frame(of: "dot")).minX
        #expect(abs(Double(x) - start / 2) < 1e-3)
    }
}
