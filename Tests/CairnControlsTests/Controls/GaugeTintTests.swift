import Cairn
import CairnCairo
import Testing
import CairnTestSupport

/// `.tint(_:)` with a gradient (Apple's `Gauge` example:
/// `.tint(Gradient(colors: [.green, .yellow, .orange, .red]))`), `Gradient` as a shape style,
/// and the accessory linear gauge styles. Expected colours are the red → blue gradient's sRGB
/// interpolation at the angle or position sampled, computed here.
@Suite(.designEra(.iOS17)) struct GaugeTintTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let redToBlue = Gradient(colors: [red, blue])

    func bitmap<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> Bitmap {
        try ImageRenderer(content: view.frame(width: w, height: h).background(Color.white)).bitmap()
    }

    /// The expected colour at fraction `t` of the red → blue gradient.
    func mix(_ t: Double) -> [Int] { [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded())] }
    func near(_ a: [Int], _ b: [Int], _ tol: Int = 3) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tol } }

    /// `.accessoryCircular`: the whole open ring (135° → 405°, radius 26 about (29, 29), 6
    /// wide) in the gradient. At the top the angle is 270°, half way: (127.5, 0, 127.5); the
    /// pixel (3, 29) sits at atan2(0.5, −25.5) = 178.88°, (178.88 − 135) / 270 = 0.1625 along.
    @Test func ringCarriesTheGradient() throws {
        let b = try bitmap(Gauge(value: 0.0) { EmptyView() }.gaugeStyle(.accessoryCircular).tint(Self.redToBlue), 58, 58)
        let top = Array(rgba(b, 29, 3)[0..<3]), left = Array(rgba(b, 3, 29)[0..<3])
        #expect(near(top, mix(0.5)), "\(top)")
        #expect(near(left, mix(0.1625)), "\(left)")
        // With a colour tint the track stays systemFill, (120, 120, 128) at 20 % over white:
        // 255 − 0.2 · 135 = 228 and 255 − 0.2 · 127 = 229.6.
        let plain = try bitmap(Gauge(value: 0.0) { EmptyView() }.gaugeStyle(.accessoryCircular).tint(Self.red), 58, 58)
        #expect(near(Array(rgba(plain, 29, 3)[0..<3]), [228, 228, 230], 1))
    }

    /// `.accessoryCircularCapacity` fills to the value in the gradient around the closed ring
    /// (−90° → 270°): at value 1 the right-hand point (0° = a quarter along) is 0.25 blue.
    @Test func capacityRingFillsInTheGradient() throws {
        let b = try bitmap(Gauge(value: 1.0) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity).tint(Self.redToBlue), 58, 58)
        let right = Array(rgba(b, 54, 29)[0..<3])   // (54.5, 29.5): atan2(0.5, 25.5) = 1.12°
        #expect(near(right, mix((90 + 1.12) / 360)), "\(right)")
    }

    /// `.accessoryLinear` without bound labels is the bar alone (the current-value label is
    /// absent): 200 wide, 6 tall at y 1…7, the gradient from end to end; the knob at the value
    /// (x = 3 + 194 · 0.5 = 100) in the gradient's colour there.
    @Test func linearBarAndKnob() throws {
        let b = try bitmap(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinear).tint(Self.redToBlue), 200, 8)
        #expect(near(Array(rgba(b, 2, 4)[0..<3]), mix(2.5 / 200)))
        #expect(near(Array(rgba(b, 190, 4)[0..<3]), mix(190.5 / 200)))
        #expect(near(Array(rgba(b, 100, 4)[0..<3]), mix(0.5)))
    }

    /// Apple's layouts: `.accessoryLinear` puts the bound labels at the bar's ends;
    /// `.accessoryLinearCapacity` puts the label above and the current-value label below;
    /// `.accessoryCircular` without bound labels shows the label in the ring's gap (centred on
    /// x 29, y 29 + 29 − 6 = 52).
    @Test func labelsWhereAppleSays() throws {
        let linear = ViewLayout(of: Gauge(value: 0.3) { Text("L") } currentValueLabel: { Text("C").id("c") }
            minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("9").id("max") }
            .gaugeStyle(.accessoryLinear).frame(width: 200), in: CGSize(width: 200, height: 100))
        #expect(linear.frame(of: "min")?.minX == 0)
        #expect(linear.frame(of: "max")?.maxX == 200)
        #expect(linear.frame(of: "c") == nil)
        let capacity = ViewLayout(of: Gauge(value: 0.3) { Text("L").id("l") } currentValueLabel: { Text("C").id("c") }
            minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("9").id("max") }
            .gaugeStyle(.accessoryLinearCapacity).frame(width: 200), in: CGSize(width: 200, height: 200))
        let l = try #require(capacity.frame(of: "l")), c = try #require(capacity.frame(of: "c")), min = try #require(capacity.frame(of: "min"))
        #expect(l.maxY <= min.minY && min.maxY <= c.minY)
        #expect(l.minX == 0 && c.minX == 0)
        let circular = ViewLayout(of: Gauge(value: 0.3) { Text("°C").id("label") }.gaugeStyle(.accessoryCircular).fixedSize(),
                                  in: CGSize(width: 58, height: 58))
        let label = try #require(circular.frame(of: "label"))
        #expect(abs(label.midX - 29) < 0.01 && abs(label.midY - 52) < 0.01)
    }

    /// The accessory styles draw their labels in the secondary level of the foreground style
    /// in effect (SwiftUI's hierarchical `.secondary`), so `.foregroundStyle(.white)` on a
    /// blue tile gives white labels at 60 % (a pasted weather tile's "UV" was the secondary
    /// label's grey). On black, at 2×: the "UV" in the gap (x 18…40, y 44…60 points) peaks
    /// at 255 × 0.6 ≈ 153 in white and at 60 × 0.6 ≈ 36 in the default grey.
    @Test func accessoryLabelsFollowTheForegroundStyle() throws {
        func brightest<S: ShapeStyle>(_ style: S) throws -> Int {
            let gauge = Gauge(value: 0.5) { Text("UV") }.gaugeStyle(.accessoryCircular).foregroundStyle(style)
            let r = ImageRenderer(content: gauge.frame(width: 58, height: 58).background(Color.black))
            r.scale = 2
            let b = try r.bitmap()
            var top = 0
            for y in 88..<120 { for x in 36..<80 { top = max(top, rgba(b, x, y)[0]) } }
            return top
        }
        let white = try brightest(Color.white), grey = try brightest(HierarchicalShapeStyle.primary)
        #expect(white >= 140 && white <= 160, "\(white)")
        #expect(grey <= 40, "\(grey)")
    }

    /// `Gradient` as a shape style fills top to bottom; `.tint(Gradient)` gives controls drawn
    /// in one colour its first colour (a toggle's track, byte for byte); a tint that is neither
    /// a colour nor a gradient leaves the accent colour.
    @Test func gradientAsShapeStyleAndControlTint() throws {
        let b = try bitmap(Rectangle().fill(Self.redToBlue), 10, 100)
        #expect(near(Array(rgba(b, 5, 0)[0..<3]), mix(0.5 / 100)))
        #expect(near(Array(rgba(b, 5, 99)[0..<3]), mix(99.5 / 100)))
        let toggle = Toggle("T", isOn: .constant(true)).labelsHidden()
        let green = Color(red: 0, green: 1, blue: 0)
        let byColor = try ImageRenderer(content: toggle.tint(green)).pngData()
        let byGradient = try ImageRenderer(content: toggle.tint(Gradient(colors: [green, Self.red]))).pngData()
        #expect(byColor == byGradient)
        let accent = try ImageRenderer(content: toggle).pngData()
        #expect(try ImageRenderer(content: toggle.tint(Material.thin)).pngData() == accent)
        #expect(try ImageRenderer(content: toggle.tint(Gradient(stops: []))).pngData() == accent)
    }
}
