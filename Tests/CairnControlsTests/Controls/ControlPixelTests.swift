import Cairn
import Testing
import CairnTestSupport

/// Pixel spot checks of control colours: the tint, `.tint(_:)`, disabled and the system
/// fills composited over white (a fill of rgb(r, g, b) at opacity a over white is
/// 255 − a · (255 − c) per channel).
@Suite(.designEra(.iOS17)) struct ControlPixelTests {
    /// A reader of the RGB of `view`'s pixels, rendered `w` × `h` on white at scale 1 (the
    /// bitmap's type is not named, so the suite needs only `import Cairn`).
    func render<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> Pixels {
        let b = try ImageRenderer(content: view.frame(width: w, height: h).background(Color.white)).bitmap()
        return Pixels { x, y in
            let p = b.pixel(x: x, y: y)
            return [Int(p.red), Int(p.green), Int(p.blue)]
        }
    }

    struct Pixels {
        let read: (Int, Int) -> [Int]
    }

    func rgb(_ b: Pixels, _ x: Int, _ y: Int) -> [Int] { b.read(x, y) }

    func near(_ a: [Int], _ b: [Int], _ tol: Int = 1) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tol } }

    @Test func borderedProminentFillsWithTheTintOrTheDisabledFill() throws {
        // The button is centred in 200 × 60; (100, 30) lies on its fill, left of the label
        // at x = 100 − (label width / 2 + 12) + 3.
        func corner<V: View>(_ v: V) throws -> [Int] {
            let l = ViewLayout(of: v.id("b"), in: CGSize(width: 200, height: 60))
            let f = l.frame(of: "b")!
            return rgb(try render(v, 200, 60), Int(f.minX + 4), Int(f.midY))
        }
        let b = Button("Go") {}.buttonStyle(.borderedProminent)
        #expect(try corner(b) == [0, 122, 255])                   // accent: system blue
        #expect(try corner(b.tint(.red)) == [255, 59, 48])        // system red
        // Disabled: tertiarySystemFill (118, 118, 128) at 12 %: 238.6, 238.6, 239.8.
        #expect(near(try corner(b.disabled(true)), [239, 239, 240]))
        // Bordered, untinted: the same tertiary fill; tinted red: red at 15 % →
        // (255, 255 − 0.15 · 196 = 225.6, 255 − 0.15 · 207 = 223.95).
        #expect(near(try corner(Button("Go") {}.buttonStyle(.bordered)), [239, 239, 240]))
        #expect(near(try corner(Button("Go") {}.buttonStyle(.bordered).tint(.red)), [255, 226, 224]))
    }

    @Test func switchTrackIsGreenOnAndSecondaryFillOff() throws {
        // A 300-wide toggle: the switch is x 249...300, y 0...31; (253, 15) is on the track
        // left of the knob when off the knob covers it, so sample the end the knob is not at.
        let on = try render(Toggle("A", isOn: .constant(true)), 300, 31)
        #expect(rgb(on, 254, 15) == [52, 199, 89])               // system green
        #expect(rgb(on, 300 - 2 - 14, 15) == [255, 255, 255])    // knob centre (white)
        let off = try render(Toggle("A", isOn: .constant(false)), 300, 31)
        // secondarySystemFill (120, 120, 128) at 16 %: 233.4, 233.4, 234.7.
        #expect(near(rgb(off, 296, 15), [233, 233, 235]))
        let tinted = try render(Toggle("A", isOn: .constant(true)).tint(.orange), 300, 31)
        #expect(rgb(tinted, 254, 15) == [255, 149, 0])           // system orange
        // Disabled: the green at half opacity over white: 255 − 0.5 · (255 − c).
        let disabled = try render(Toggle("A", isOn: .constant(true)).disabled(true), 300, 31)
        #expect(near(rgb(disabled, 254, 15), [154, 227, 172]))
    }

    @Test func sliderClampsAnOutOfRangeValue() throws {
        // 500 in 0...100 is drawn at 100: the knob's centre at 200 − 14 = 186, the track
        // filled with the tint up to it; −20 puts the knob at 14 and fills nothing.
        let high = try render(Slider(value: .constant(500.0), in: 0...100), 200, 30)
        #expect(rgb(high, 150, 15) == [0, 122, 255])
        #expect(rgb(high, 186, 15) == [255, 255, 255])
        let low = try render(Slider(value: .constant(-20.0), in: 0...100), 200, 30)
        #expect(rgb(low, 14, 15) == [255, 255, 255])
        #expect(near(rgb(low, 100, 15), [228, 228, 230]))        // systemFill at 20 %
        let nan = try render(Slider(value: .constant(Double.nan), in: 0...100), 200, 30)
        #expect(rgb(nan, 14, 15) == [255, 255, 255])
    }

    @Test func segmentedPickerWithNoMatchingTagSelectsNothing() throws {
        func picker(_ selection: Int) -> some View {
            Picker("P", selection: .constant(selection)) {
                Text("A").tag(0)
                Text("B").tag(1)
            }
            .pickerStyle(.segmented)
        }
        // Segment 0 is x 0...100; its selected plate is white at (10, 16), else the
        // tertiary fill shows (239, 239, 240).
        #expect(rgb(try render(picker(0), 200, 32), 10, 16) == [255, 255, 255])
        #expect(near(rgb(try render(picker(7), 200, 32), 10, 16), [239, 239, 240]))
    }

    @Test func progressBarFillsToTheFraction() throws {
        // 200 wide, 0.25: tint up to x = 50, systemFill beyond.
        let b = try render(ProgressView(value: 0.25), 200, 4)
        #expect(rgb(b, 45, 2) == [0, 122, 255])
        #expect(near(rgb(b, 55, 2), [228, 228, 230]))
        // Out of range (2 of 1) fills all; a total of 0 fills nothing.
        #expect(rgb(try render(ProgressView(value: 2.0), 200, 4), 195, 2) == [0, 122, 255])
        #expect(near(rgb(try render(ProgressView(value: 0.5, total: 0.0), 200, 4), 5, 2), [228, 228, 230]))
    }
}
