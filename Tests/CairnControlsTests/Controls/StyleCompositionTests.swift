import Cairn
import Foundation
import Testing
import CairnTestSupport

/// A control created inside its own style's `makeBody` resolves with the style in effect
/// outside the styled control (Apple, `Toggle.init(_:)`: "useful for custom toggle styles that
/// only modify the current toggle style"), so it never recurses; a style that recurses on
/// purpose is cut and reported (issue 26, bug 3).
@Suite(.designEra(.iOS17)) struct StyleCompositionTests {
    /// Decorates the current toggle: the system switch, padded by 10 and tagged.
    struct PaddedToggle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).padding(10).id("padded")
        }
    }

    @Test func toggleInsideItsOwnStyleIsTheSwitch() {
        // iOS: the inner Toggle is the system switch row, as wide as offered: 300 − 2·10 wide,
        // 31 tall (the 51 × 31 switch), padded to 300 × 51.
        let l = layOut(Toggle("A", isOn: .constant(true)).toggleStyle(PaddedToggle()), 300, 200)
        expectFrame(l, "padded", rect(0, 74.5, 300, 51))
        #expect(l.diagnostics.isEmpty, "\(l.diagnostics)")
    }

    struct Tagged: ToggleStyle {
        let width: CGFloat
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) { Color.clear.frame(width: width, height: 5); Toggle(configuration) }
        }
    }

    @Test func nestedStylesComposeInnermostFirst() {
        // `.toggleStyle(A).toggleStyle(B)`: A (nearest) draws, its Toggle(configuration) is
        // drawn by B, B's by the switch row: 7 + 11 + (empty label, the row's 8-point
        // minimum spacer, the 51-point switch) = 77 wide.
        let l = layOut(Toggle(isOn: .constant(true)) { EmptyView() }.toggleStyle(Tagged(width: 7)).toggleStyle(Tagged(width: 11)).fixedSize().id("t"), 300, 200)
        let width: CGFloat = 77
        #expect(close(l.frame(of: "t")!.size, CGSize(width: width, height: 31)))
    }

    struct Outlined: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(action: {}) { configuration.label }.padding(4).id("outlined")
        }
    }

    @Test func buttonInsideItsOwnStyleIsTheDefaultButton() {
        // The inner button is iOS's default (borderless: the label alone) → 30 × 20 + 2·4.
        let l = layOut(Button(action: {}) { fixed(30, 20) }.buttonStyle(Outlined()), 200, 100)
        expectFrame(l, "outlined", rect(81, 36, 38, 28))
        #expect(l.diagnostics.isEmpty)
    }

    struct Primitive: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).frame(width: 100, height: 40).id("p")
        }
    }

    @Test func primitiveButtonInsideItsOwnStyle() {
        let l = layOut(Button("Go") {}.buttonStyle(Primitive()), 200, 100)
        expectFrame(l, "p", rect(50, 30, 100, 40))
    }

    struct Boxed: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(3).id("boxed")
        }
    }

    @Test func labelInsideItsOwnStyleIsTitleAndIcon() {
        // The inner Label is the default: icon, then title (both 20 tall here).
        let l = layOut(Label { fixed(40, 20) } icon: { fixed(20, 20) }.labelStyle(Boxed()), 300, 100)
        let box = l.frame(of: "boxed")!
        #expect(close(box.height, 26))
        let least: CGFloat = 66  // icon 20 + title 40 + 2·3, plus the spacing
        #expect(box.width > least)
    }

    struct Framed: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).frame(width: 120).id("framed")
        }
    }

    @Test func progressViewInsideItsOwnStyleIsTheBar() {
        // The inner progress view is the default linear bar: 4 points tall (UIProgressView).
        let l = layOut(ProgressView(value: 0.5).progressViewStyle(Framed()), 300, 100)
        expectFrame(l, "framed", rect(90, 48, 120, 4))
    }

    struct Ringed: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            Gauge(configuration).padding(5).id("ringed")
        }
    }

    @Test func gaugeInsideItsOwnStyleIsTheOuterStyle() {
        // Inside Ringed, the gauge is drawn by the style outside it: the 58-point ring.
        let l = layOut(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(Ringed()).gaugeStyle(.accessoryCircularCapacity), 300, 200)
        #expect(close(l.frame(of: "ringed")!.size, CGSize(width: 68, height: 68)))
    }

    struct Carded: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            DisclosureGroup(configuration).padding(6).id("card")
        }
    }

    @Test func disclosureGroupInsideItsOwnStyle() {
        // The automatic group: label row (20 tall), 8, content (30) → 58, + 2·6.
        let l = layOut(DisclosureGroup(isExpanded: .constant(true)) { fixed(50, 30) } label: { fixed(40, 20) }
            .disclosureGroupStyle(Carded()), 300, 200)
        #expect(close(l.frame(of: "card")!.height, 70))
    }

    @Test func nestedGroupsInTheContentKeepTheStyle() {
        // Ten groups nested in each other's content all get Carded (10 padded cards), and the
        // nesting is not taken for a recursion.
        var view = AnyView(fixed(10, 10))
        for _ in 0..<10 { view = AnyView(DisclosureGroup(isExpanded: .constant(true)) { view } label: { fixed(10, 10) }) }
        let l = layOut(view.disclosureGroupStyle(Carded()), 600, 900)
        #expect(l.diagnostics.isEmpty, "\(l.diagnostics)")
        // The innermost 10, then per group a label row 12 tall (the 12-point chevron beside a
        // 10-point label), a gap of 8 and a padding of 2·6: 10 + 10 · 32.
        let height: CGFloat = 330
        #expect(close(l.frame(of: "card")!.height, height))
    }

    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            LabeledContent(configuration).padding(2).id("lc")
        }
    }

    @Test func labeledContentInsideItsOwnStyle() {
        let l = layOut(LabeledContent { fixed(30, 20) } label: { fixed(40, 20) }.labeledContentStyle(Stacked()), 300, 100)
        expectFrame(l, "lc", rect(0, 38, 300, 24))
    }

    /// Bug 5: at the accessibility Dynamic Type sizes the automatic style stacks the label
    /// above the value, both leading; below them it is one row, the value trailing.
    @Test func labeledContentStacksAtAccessibilitySizes() {
        let row = LabeledContent { fixed(30, 20).id("v") } label: { fixed(40, 20).id("l") }
        let stacked = layOut(row.dynamicTypeSize(.accessibility1), 300, 200)
        let label = stacked.frame(of: "l")!, value = stacked.frame(of: "v")!
        #expect(label.minX == 0 && value.minX == 0)
        #expect(value.minY >= label.maxY)
        let inline = layOut(row.dynamicTypeSize(.xxxLarge), 300, 200)
        expectFrame(inline, "l", rect(0, 90, 40, 20))
        expectFrame(inline, "v", rect(270, 90, 30, 20))
    }

    /// Recurses on purpose: its body pushes itself again around a new toggle.
    struct Forever: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Toggle(configuration).toggleStyle(Forever())
                Toggle(configuration).toggleStyle(Forever())
            }
        }
    }

    @Test func styleRecursingOnPurposeIsCutAndReported() {
        // Two toggles per level: without the cut, 2ⁿ bodies until the stack runs out.
        let l = layOut(Toggle("A", isOn: .constant(true)).toggleStyle(Forever()), 300, 200)
        let reported: Bool = l.diagnostics.contains { (d: String) -> Bool in d.contains("ToggleStyle") && d.contains("Forever") && d.contains("cut") }
        #expect(reported, "\(l.diagnostics)")
    }

    /// Pushes *itself* (`self`) again around the toggle of its configuration (issue 26's case).
    struct Again: ToggleStyle {
        let tint: Color
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).toggleStyle(self).border(tint)
        }
    }

    /// A button style whose body is a button styled by itself.
    struct Mirror: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(action: {}) { configuration.label }.buttonStyle(self)
        }
    }

    @Test func styleApplyingSelfAgainIsCutQuicklyAndReported() throws {
        // One body per level: the cut comes after `maximumRepetitions` (8) levels, in well
        // under a second, with a diagnostic naming the style; the render does not trap.
        let start = Date()
        let toggle = layOut(Toggle("A", isOn: .constant(true)).toggleStyle(Again(tint: .red)), 300, 200)
        let button = layOut(Button("B") {}.buttonStyle(Mirror()), 300, 200)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(toggle.diagnostics.contains { $0.contains("ToggleStyle") && $0.contains("Again") && $0.contains("cut") }, "\(toggle.diagnostics)")
        #expect(button.diagnostics.contains { $0.contains("ButtonStyle") && $0.contains("Mirror") && $0.contains("cut") }, "\(button.diagnostics)")
        // The cut draws nothing (modifiers around it too, as around SwiftUI's EmptyView);
        // beside a 100×40 backdrop the render is that backdrop.
        let renderer = ImageRenderer(content: ZStack { Color.white.frame(width: 100, height: 40); Toggle("A", isOn: .constant(true)).toggleStyle(Again(tint: .red)) })
        #expect(try renderer.bitmap().width == 100)
    }

    struct Countdown: ButtonStyle {
        let n: Int
        func makeBody(configuration: Configuration) -> some View {
            if n > 0 {
                Button(action: {}) { configuration.label }.buttonStyle(Countdown(n: n - 1)).padding(1)
            } else {
                configuration.label.id("core")
            }
        }
    }

    @Test func aStyleRecursingAFewLevelsByItsValueIsFollowed() {
        // Five levels of the same style type, ended by its value: followed, 5 points of padding.
        let l = layOut(Button(action: {}) { fixed(30, 20) }.buttonStyle(Countdown(n: 5)).id("b"), 200, 100)
        #expect(l.diagnostics.isEmpty)
        #expect(close(l.frame(of: "b")!.size, CGSize(width: 40, height: 30)))
        expectFrame(l, "core", rect(85, 40, 30, 20))
    }
}
