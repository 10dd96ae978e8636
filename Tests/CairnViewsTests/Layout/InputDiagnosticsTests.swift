import Cairn
import Testing
import CairnTestSupport

/// Modifiers that correct a number record a diagnostic naming the modifier and the value
/// (issue 16), while the layout keeps SwiftUI's fallback: each case gives the size the
/// corrected input must still produce, computed by hand in a comment.
@Suite struct InputDiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let layout: @Sendable () -> ViewLayout
        let size: CGSize
        let diagnostics: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // NaN is absent: frame(maxWidth: 40) on a 30-wide child proposed 100 →
        // min(max(100, 30), 40) = 40 (§7.2).
        Case(name: "flex frame NaN", layout: { layOut(fixed(30, 30).frame(minWidth: .nan, maxWidth: 40), 100, 100) },
             size: CGSize(width: 40, height: 30),
             diagnostics: ["frame(minWidth: nan): NaN is ignored, as if minWidth were not given."]),
        // A negative minimum is 0: max(min(100, 30), 0) = 30.
        Case(name: "flex frame negative min", layout: { layOut(fixed(30, 30).frame(minHeight: -20), 100, 100) },
             size: CGSize(width: 30, height: 30),
             diagnostics: ["frame(minHeight: -20): a negative minimum is treated as 0."]),
        // Infinite horizontal padding is 0: 30 × 30.
        Case(name: "padding inf", layout: { layOut(fixed(30, 30).padding(.horizontal, .infinity), 100, 100) },
             size: CGSize(width: 30, height: 30),
             diagnostics: ["padding(leading: inf, trailing: inf): a non-finite inset is treated as 0."]),
        // NaN padding on every edge: 30 × 30, one message for the four edges.
        Case(name: "padding nan", layout: { layOut(fixed(30, 30).padding(.nan), 100, 100) },
             size: CGSize(width: 30, height: 30),
             diagnostics: ["padding(top: nan, leading: nan, bottom: nan, trailing: nan): a non-finite inset is treated as 0."]),
        // Spacing 0: two 30-tall children stack to 60.
        Case(name: "VStack spacing nan", layout: { layOut(VStack(spacing: .nan) { fixed(30, 30); fixed(30, 30) }, 100, 100) },
             size: CGSize(width: 30, height: 60),
             diagnostics: ["VStack(spacing: nan): a non-finite spacing is treated as 0."]),
        Case(name: "HStack spacing -inf", layout: { layOut(HStack(spacing: -.infinity) { fixed(30, 30); fixed(20, 30) }, 100, 100) },
             size: CGSize(width: 50, height: 30),
             diagnostics: ["HStack(spacing: -inf): a non-finite spacing is treated as 0."]),
        // An offset never changes layout.
        Case(name: "offset nan", layout: { layOut(fixed(30, 30).offset(x: .nan, y: 5), 100, 100) },
             size: CGSize(width: 30, height: 30),
             diagnostics: ["offset(x: nan, y: 5): a non-finite offset is treated as 0."]),
        Case(name: "opacity nan", layout: { layOut(fixed(30, 30).opacity(.nan), 100, 100) },
             size: CGSize(width: 30, height: 30),
             diagnostics: ["opacity(nan): NaN is treated as 1 (fully opaque)."]),
        // A shape takes the proposal: 100 × 100.
        Case(name: "fill gradient NaN stop",
             layout: { layOut(Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: .nan)], startPoint: .top, endPoint: .bottom)), 100, 100) },
             size: CGSize(width: 100, height: 100),
             diagnostics: ["fill(_:): LinearGradient: 1 stop(s) with location nan (the first is stop 1); a NaN location is treated as 0."]),
        Case(name: "foregroundStyle gradient NaN stop",
             layout: { layOut(Circle().foregroundStyle(AngularGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .nan)], center: .center)), 100, 100) },
             size: CGSize(width: 100, height: 100),
             diagnostics: ["foregroundStyle(_:): AngularGradient: 2 stop(s) with location nan (the first is stop 0); a NaN location is treated as 0."]),
        // 5,000 stops: cut to 1,024.
        Case(name: "gradient view with too many stops",
             layout: { layOut(RadialGradient(colors: Array(repeating: Color.red, count: 5_000), center: .center, startRadius: 0, endRadius: 10), 100, 100) },
             size: CGSize(width: 100, height: 100),
             diagnostics: ["view: RadialGradient has 5000 stops; Cairn draws 1024 of them, evenly spaced (Gradient.maximumStopCount)."]),
        // Valid numbers (negative padding and an infinite maximum are legitimate) say nothing.
        Case(name: "valid input",
             layout: { layOut(VStack(spacing: 4) { fixed(30, 30).padding(-5).frame(maxWidth: .infinity).offset(x: 3).opacity(2) }, 100, 100) },
             size: CGSize(width: 100, height: 20), diagnostics: []),
    ]

    @Test(arguments: cases)
    func correctedInputIsReported(_ c: Case) {
        let l = c.layout()
        expectSize(l, c.size)
        #expect(l.diagnostics == c.diagnostics)
    }

    /// The offset's NaN component is 0, the finite one is kept: the view is drawn 5 points
    /// lower than its centred layout position (35, 35).
    @Test func offsetKeepsTheFiniteComponent() {
        let l = layOut(fixed(30, 30).id("v").offset(x: .nan, y: 5), 100, 100)
        expectFrame(l, "v", rect(35, 40, 30, 30))
    }
}
