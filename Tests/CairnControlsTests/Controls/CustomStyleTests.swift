import Cairn
import Testing
import CairnTestSupport

/// Custom `ButtonStyle`, `PrimitiveButtonStyle` and `ToggleStyle`: the configuration carries
/// the label, `isPressed` is false, `isOn` the toggle's state.
@Suite(.designEra(.iOS17)) struct CustomStyleTests {
    struct Padded: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(configuration.isPressed ? 0 : 10)
                .background(Color.orange)
        }
    }

    struct Framed: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.frame(width: 100, height: 40)
        }
    }

    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 4) {
                Color.clear.frame(width: configuration.isOn ? 20 : 10, height: 20).id("box")
                configuration.label
            }
        }
    }

    @Test func buttonStyleGetsTheLabelUnpressed() throws {
        // Not pressed: padding 10 around the 30 × 20 label → 50 × 40.
        let l = layOut(Button(action: {}) { fixed(30, 20).id("label") }.buttonStyle(Padded()).id("b"), 200, 100)
        expectFrame(l, "b", rect(75, 30, 50, 40))
        expectFrame(l, "label", rect(85, 40, 30, 20))
        // The style's orange background is drawn (system orange).
        let b = try ImageRenderer(content: Button(action: {}) { fixed(30, 20) }.buttonStyle(Padded())).bitmap()
        let p = b.pixel(x: 2, y: 2)
        #expect([p.red, p.green, p.blue] == [255, 149, 0])
    }

    @Test func primitiveButtonStyleGetsTheLabel() {
        let l = layOut(Button("Go") {}.buttonStyle(Framed()).id("b"), 200, 100)
        expectFrame(l, "b", rect(50, 30, 100, 40))
    }

    @Test func toggleStyleSeesTheState() {
        let on = layOut(Toggle("A", isOn: .constant(true)).toggleStyle(Checkbox()), 200, 100)
        #expect(on.frame(of: "box")?.width == 20)
        let off = layOut(Toggle("A", isOn: .constant(false)).toggleStyle(Checkbox()), 200, 100)
        #expect(off.frame(of: "box")?.width == 10)
    }

    @Test func buttonToggleStyleIsABorderedButton() {
        let t = ViewLayout(of: Text("Bold").fixedSize().id("t"), in: CGSize(width: 300, height: 100)).frame(of: "t")!.size
        let l = layOut(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button).id("b"), 300, 100)
        #expect(close(l.frame(of: "b")!.size, CGSize(width: t.width + 24, height: t.height + 14)))
    }

    struct Ring: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Color.clear.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 10).id("ring")
        }
    }

    @Test func progressViewStyleSeesTheFraction() {
        // 0.3 of 2 is 0.15 complete → 15 wide; above the total it is clamped to 1 → 100.
        let l = layOut(ProgressView(value: 0.3, total: 2).progressViewStyle(Ring()), 200, 100)
        #expect(close(l.frame(of: "ring")!.width, 15))
        let c = layOut(ProgressView(value: 5.0).progressViewStyle(Ring()), 200, 100)
        #expect(close(c.frame(of: "ring")!.width, 100))
    }

    struct Bar: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            Color.clear.frame(width: 200 * configuration.value, height: 10).id("bar")
        }
    }

    @Test func gaugeStyleSeesTheValueInItsRange() {
        // 30 in 20...70 is 0.2 of the range → 40 wide.
        let l = layOut(Gauge(value: 30.0, in: 20...70) { Text("G") }.gaugeStyle(Bar()), 300, 100)
        #expect(close(l.frame(of: "bar")!.width, 40))
    }
}
