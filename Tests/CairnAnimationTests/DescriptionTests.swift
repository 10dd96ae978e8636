@testable import CairnAnimation
import Testing
import CairnTestSupport

@Suite struct DescriptionTests {
    @Test func describesTheExpression() {
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.linear(duration: 3).description == "linear(duration: 3)")
        #expect(Animation.timingCurve(0.1, 0.2, 0.3, 1.4).description
            == "timingCurve(0.1, 0.2, 0.3, 1.4, duration: 0.35)")
        #expect(Animation.default.description == "spring(response: 0.55, dampingFraction: 1, blendDuration: 0)")
        #expect(Animation.interpolatingSpring(stiffness: 170, damping: 15).description
            == "interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0)")
        #expect(Animation.interpolatingSpring(duration: 0.4, bounce: 0.2).description
            == "interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: 0)")
        #expect(Animation.easeIn(duration: 1).delay(0.5).speed(2).repeatCount(3).description
            == "easeIn(duration: 1).delay(0.5).speed(2).repeatCount(3, autoreverses: true)")
        #expect(Animation.linear.repeatForever(autoreverses: false).description
            == "linear(duration: 0.35).repeatForever(autoreverses: false)")
        // Sanitized values are what it shows.
        #expect(Animation.linear(duration: .nan).delay(-1).description == "linear(duration: 0).delay(0)")
    }
}
