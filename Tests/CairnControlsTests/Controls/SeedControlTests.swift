import Cairn
import Testing
import CairnTestSupport

/// Seed 000's `Button(action:) { Text("动画") }` under the 100 × 100 hexagon and seed 003's
/// `Slider(value: $w, in: 10...300).padding(.horizontal, 30)`: laid out as the articles
/// show them (the button is its label, centred under the hexagon; the slider spans the width
/// less 30 points each side).
@Suite struct SeedControlTests {
    @Test func seed000ButtonIsItsLabelCentredUnderTheHexagon() {
        // The default (automatic → borderless) style adds nothing around the label, so the
        // button is exactly as big as the Text alone.
        let text = layOut(Text("动画"), 200, 160).size
        let view = VStack {
            Color.clear.frame(width: 100, height: 100).id("hexagon")
            Button(action: {}) { Text("动画") }.id("button")
        }
        let l = layOut(view.id("stack"), 200, 160)
        let hex = l.frame(of: "hexagon")!, button = l.frame(of: "button")!, stack = l.frame(of: "stack")!
        #expect(close(button.size, text))
        #expect(close(hex, rect(50, stack.minY, 100, 100)))
        // Centred horizontally: x = (200 − label width) / 2; below the hexagon by the stack's
        // spacing, the stack (100 + spacing + label height) centred in 160.
        #expect(close(button.minX, (200 - text.width) / 2))
        #expect(button.minY > hex.maxY && close(stack.height, 100 + (button.minY - hex.maxY) + text.height))
        #expect(close(stack.minY, (160 - stack.height) / 2))
    }

    @Test func seed003SliderSpansTheWidthLessItsPadding() {
        // 390 wide: the slider is proposed 390 − 2 · 30 = 330 and takes it; 30 tall (UISlider).
        let view = VStack {
            Color.clear.frame(width: 100, height: 100)
            Slider(value: .constant(CGFloat(100)), in: 10...300).id("slider")
                .padding(.horizontal, 30)
        }
        let l = layOut(view, 390, 180)
        let slider = l.frame(of: "slider")!
        #expect(close(slider.minX, 30) && close(slider.width, 330) && close(slider.height, 30))
    }

    /// `Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:)` (a font-size setting
    /// pasted from a settings screen) lays out as the same slider without `step`: the end
    /// labels at the slider's edges and the track between them.
    @Test func steppedSliderWithEndLabelsMatchesTheUnsteppedOne() throws {
        let size = 14.0
        let stepped = Slider(value: .constant(size), in: 10...24, step: 1) { Text("Size") }
            minimumValueLabel: { Text("A").id("min") } maximumValueLabel: { Text("AA").id("max") }
        let plain = Slider(value: .constant(size), in: 10...24) { Text("Size") }
            minimumValueLabel: { Text("A").id("min") } maximumValueLabel: { Text("AA").id("max") }
        let a = layOut(stepped.frame(width: 300), 300, 100), b = layOut(plain.frame(width: 300), 300, 100)
        let aMin = try #require(a.frame(of: "min")), aMax = try #require(a.frame(of: "max"))
        #expect(aMin.minX == 0 && aMax.maxX == 300)
        #expect(aMin == b.frame(of: "min") && aMax == b.frame(of: "max"))
        #expect(a.displayList == b.displayList)
    }
}
