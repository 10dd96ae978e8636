import Cairn
import Testing
import CairnTestSupport

/// The sizes controls report for the proposals SwiftUI users meet (unspecified, 0, a width,
/// infinity). Text sizes come from laying out the same `Text` alone, so every expectation is
/// the label plus the control's published metrics (insets, 51 × 31 switch, 94 × 32 stepper,
/// 30-point slider, 32-point segmented control, 4-point bars).
@Suite(.designEra(.iOS17)) struct ControlSizeTests {
    /// The size `view` reports when offered `proposal` (as the root of a hosting view).
    func size<V: View>(_ view: V, _ w: CGFloat?, _ h: CGFloat? = nil) -> CGSize {
        // A root offered `w × h`; nil is an unspecified dimension (fixedSize on that axis).
        let l = ViewLayout(of: view.fixedSize(horizontal: w == nil, vertical: h == nil).id("v"), in: CGSize(width: w ?? 1000, height: h ?? 1000))
        return l.frame(of: "v")?.size ?? .zero
    }

    func text(_ s: String, _ font: Font? = nil) -> CGSize {
        ViewLayout(of: Text(s).font(font).fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
    }

    struct ButtonCase: CustomStringConvertible, Sendable {
        let style: String
        let controlSize: ControlSize
        /// (vertical, horizontal) insets: UIButton.Configuration's content insets.
        let insets: (CGFloat, CGFloat)
        let font: Font?
        var description: String { "\(style) \(controlSize)" }
    }

    static let buttonCases: [ButtonCase] = [
        ButtonCase(style: "automatic", controlSize: .regular, insets: (0, 0), font: nil),
        ButtonCase(style: "plain", controlSize: .regular, insets: (0, 0), font: nil),
        ButtonCase(style: "borderless", controlSize: .large, insets: (0, 0), font: nil),
        ButtonCase(style: "bordered", controlSize: .mini, insets: (3, 8), font: .footnote),
        ButtonCase(style: "bordered", controlSize: .small, insets: (5, 10), font: .subheadline),
        ButtonCase(style: "bordered", controlSize: .regular, insets: (7, 12), font: nil),
        ButtonCase(style: "bordered", controlSize: .large, insets: (14, 20), font: nil),
        ButtonCase(style: "borderedProminent", controlSize: .regular, insets: (7, 12), font: nil),
        ButtonCase(style: "borderedProminent", controlSize: .large, insets: (14, 20), font: nil),
    ]

    func styled(_ c: ButtonCase) -> AnyView {
        let b = Button("Continue") {}
        switch c.style {
        case "plain": return AnyView(b.buttonStyle(.plain).controlSize(c.controlSize))
        case "borderless": return AnyView(b.buttonStyle(.borderless).controlSize(c.controlSize))
        case "bordered": return AnyView(b.buttonStyle(.bordered).controlSize(c.controlSize))
        case "borderedProminent": return AnyView(b.buttonStyle(.borderedProminent).controlSize(c.controlSize))
        default: return AnyView(b.controlSize(c.controlSize))
        }
    }

    @Test(arguments: buttonCases)
    func buttonIsItsLabelPlusTheStylesInsets(_ c: ButtonCase) {
        let t = text("Continue", c.font)
        let expected = CGSize(width: t.width + 2 * c.insets.1, height: t.height + 2 * c.insets.0)
        // Unspecified, a roomy width and infinity: a button never grows beyond its label.
        for w: CGFloat? in [nil, 300, .infinity] {
            let s = size(styled(c), w)
            #expect(close(s, expected), "\(c) offered \(String(describing: w)): \(s) ≠ \(expected)")
        }
    }

    @Test func regularBorderedButtonIs34PointsTallAtTheBodySize() {
        // 17-point body line (≈ 20.3 points in the pinned font) + 2 · 7.
        let s = size(Button("OK") {}.buttonStyle(.bordered), nil)
        #expect(close(s.height, text("OK").height + 14))
        #expect(s.height > 33 && s.height < 36)
    }

    @Test func buttonWithSystemImageIsSymbolThenTitle() {
        let l = ViewLayout(of: Button("Add", systemImage: "plus") {}.fixedSize().id("b"), in: CGSize(width: 400, height: 100))
        let t = text("Add")
        // Symbol + 8 + title: wider than the title by more than the 8-point gap.
        #expect(l.frame(of: "b")!.width > t.width + 8)
    }

    @Test func toggleTakesTheOfferedWidthAndPutsTheSwitchAtTheTrailingEdge() {
        // Offered 300: the toggle is 300 wide and as tall as the 31-point switch (the label's
        // line is shorter); the switch's frame is x 249...300.
        let l = ViewLayout(of: Toggle("Wi-Fi", isOn: .constant(true)).id("t"), in: CGSize(width: 300, height: 100))
        #expect(close(l.frame(of: "t")!.size, CGSize(width: 300, height: 31)))
        // Unspecified: label + the Spacer's 8-point minimum + 51.
        #expect(close(size(Toggle("Wi-Fi", isOn: .constant(false)), nil), CGSize(width: text("Wi-Fi").width + 8 + 51, height: 31)))
    }

    @Test func sliderTakesTheOfferedWidthAndIs30Tall() {
        let s = Slider(value: .constant(0.5))
        #expect(close(size(s, nil), CGSize(width: 100, height: 30)))     // Cairn's ideal width
        #expect(close(size(s, 0), CGSize(width: 28, height: 30)))        // never narrower than its knob
        #expect(close(size(s, 250), CGSize(width: 250, height: 30)))
    }

    @Test func stepperIsItsLabelThenA94By32Control() {
        let st = Stepper("Count", value: .constant(3), in: 0...10)
        #expect(close(size(st, 320), CGSize(width: 320, height: 32)))
        #expect(close(size(st, nil), CGSize(width: text("Count").width + 8 + 94, height: 32)))
    }

    @Test func progressViewsAndGauges() {
        #expect(close(size(ProgressView(value: 0.3), 200), CGSize(width: 200, height: 4)))
        #expect(close(size(ProgressView(value: 0.3), nil), CGSize(width: 100, height: 4)))
        #expect(close(size(ProgressView(), nil), CGSize(width: 20, height: 20)))
        #expect(close(size(ProgressView(value: 0.3).progressViewStyle(.circular), nil), CGSize(width: 20, height: 20)))
        // Titled bar: the title, 4 points, the bar.
        let titled = size(ProgressView("Downloading", value: 0.5), 200)
        #expect(close(titled, CGSize(width: 200, height: text("Downloading").height + 4 + 4)))
        #expect(close(size(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircularCapacity), nil), CGSize(width: 58, height: 58)))
    }

    @Test func segmentedPickerSharesTheWidthEqually() {
        let p = Picker("Flavor", selection: .constant(1)) {
            Text("One").tag(0).id("a")
            Text("Two").tag(1).id("b")
            Text("Three").tag(2).id("c")
        }
        .pickerStyle(.segmented)
        let l = ViewLayout(of: p.id("p"), in: CGSize(width: 300, height: 100))
        #expect(close(l.frame(of: "p")!.size, CGSize(width: 300, height: 32)))
        // Segment 1 spans x 100...200: "Two" is centred in it.
        let two = l.frame(of: "b")!
        #expect(close(two.midX, 150))
        // Unspecified: three segments of the widest label ("Three") plus 2 · 12.
        let widest = text("Three", .system(size: 13, weight: .medium)).width
        #expect(close(size(p, nil), CGSize(width: 3 * (widest + 24), height: 32)))
    }

    @Test func textFieldTakesTheWidthAndOneLine() {
        let line = text("Name").height
        #expect(close(size(TextField("Name", text: .constant("")), 240), CGSize(width: 240, height: line)))
        // Rounded border: 7 points above and below (34 points at the body size).
        #expect(close(size(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder), 240), CGSize(width: 240, height: line + 14)))
    }
}
