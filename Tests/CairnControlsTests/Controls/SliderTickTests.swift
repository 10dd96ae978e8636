import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// iOS 26's slider ticks (`SliderTick`, `SliderTickBuilder`, `SliderTickContentForEach`,
/// `ticks:` and `tick:`), `neutralValue:` and `enabledBounds:`.
///
/// Geometry: a 200-point slider's thumb centre travels from half the thumb's width to 200
/// minus it — on iOS 26 (38-point thumb) x = 19 + 162 f, on iOS 17 (28-point knob)
/// x = 14 + 172 f — and a tick is a dot at the thumb's position for its value, 4 points wide on
/// iOS 26's 6-point track (2 on iOS 17's 4-point one), centred on the track (y 15).
@Suite struct SliderTickTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    func bitmap<V: View>(_ view: V, era: DesignEra = .iOS26) throws -> Bitmap {
        let r = ImageRenderer(content: view.tint(Self.red).frame(width: 200, height: 30).background(Color.white).environment(\.designEra, era))
        r.scale = 1
        return try r.bitmap()
    }

    struct Percentage: View {
        var percentage = 0.5
        var body: some View {
            // Apple's `SliderTick` example.
            Slider(value: .constant(percentage)) {
                Text("Percentage")
            } currentValueLabel: {
                Text("\(percentage)%")
            } ticks: {
                SliderTickContentForEach(stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }, id: \.self) { value in
                    SliderTick(value) { Text("\(Int(value * 100))") }
                }
            }
        }
    }

    /// Apple's example draws five dots at 0, ¼, ½, ¾ and 1 (x 19, 59.5, 100, 140.5, 181): on the
    /// tint white at 55 % over red (255, 140, 140) at x 59.5; on the bare track darker than the
    /// track beside it at x 140.5; the thumb at ½ covers the middle one; no dot elsewhere.
    @Test func applesExampleDrawsFiveDots() throws {
        let ticked = try bitmap(Percentage())
        let plain = try bitmap(Slider(value: .constant(0.5)))
        let onTint = ticked.pixel(x: 59, y: 15)
        #expect(onTint.red == 255 && abs(Int(onTint.green) - 140) <= 3 && abs(Int(onTint.blue) - 140) <= 3, "\(onTint)")
        #expect(plain.pixel(x: 59, y: 15).green == 0)
        let bare = ticked.pixel(x: 140, y: 15), track = plain.pixel(x: 140, y: 15)
        #expect(Int(bare.red) < Int(track.red) - 30, "dot \(bare) on track \(track)")
        // The dot at 0 sits on the tint (the tint runs from the track's start); at 1 on the bare track.
        #expect(abs(Int(ticked.pixel(x: 19, y: 15).green) - 140) <= 3)
        #expect(Int(ticked.pixel(x: 180, y: 15).red) < Int(plain.pixel(x: 180, y: 15).red) - 30)
        // Between dots and under the thumb the slider is the plain one's.
        for x in [40, 80, 100, 120, 160] { #expect(ticked.pixel(x: x, y: 15) == plain.pixel(x: x, y: 15), "x \(x)") }
        // A dot is 4 points wide: 2.5 points from its centre the track is plain again.
        #expect(ticked.pixel(x: 143, y: 15) == plain.pixel(x: 143, y: 15))
        #expect(ticked.pixel(x: 140, y: 12) == plain.pixel(x: 140, y: 12))
    }

    /// iOS 17 era: 2-point dots at 14 + 172 f (the API is iOS 26's; Cairn draws it in both eras).
    @Test func iOS17DotsFollowTheRoundKnobsTravel() throws {
        let ticked = try bitmap(Slider(value: .constant(1.0)) { SliderTick(0.5) }, era: .iOS17)
        let plain = try bitmap(Slider(value: .constant(1.0)), era: .iOS17)
        #expect(ticked.pixel(x: 100, y: 15).green > 100, "\(ticked.pixel(x: 100, y: 15))")   // white over red
        #expect(plain.pixel(x: 100, y: 15).green == 0)
        #expect(ticked.pixel(x: 97, y: 15) == plain.pixel(x: 97, y: 15))
    }

    /// Ticks outside the range, NaN and infinite ones draw nothing; an empty builder too.
    @Test func ticksOutsideTheRangeDrawNothing() throws {
        let plain = try bitmap(Slider(value: .constant(0.3), in: 0...1))
        let outside = Slider(value: .constant(0.3), in: 0...1) {
            SliderTick(-0.5)
            SliderTick(Double.nan)
            SliderTick(Double.infinity)
            SliderTick(1.5)
        }
        #expect(try bitmap(outside).pixels == plain.pixels)
        #expect(try bitmap(Slider(value: .constant(0.3), in: 0...1) {}).pixels == plain.pixels)
        // An empty range draws its slider with no ticks and no crash.
        _ = try bitmap(Slider(value: .constant(1.0), in: 1...1) { SliderTick(1.0) })
    }

    @SliderTickBuilder<Double> func built(_ flag: Bool) -> TupleSliderTickContent<Double> {
        SliderTick(0)
        if flag { SliderTick(0.5) }
        if flag { SliderTick("Three quarters", 0.75) } else { SliderTick(0.25) }
        for v in [0.8, 0.9] { SliderTick(v) }
        SliderTickContentForEach([1.0], id: \.self) { SliderTick($0) }
    }

    /// The builder keeps statements, `if`, `if`–`else`, `for` and `ForEach` in order.
    @Test func theBuilderGathersEveryForm() {
        #expect(built(true).body.map(\.value) == [0, 0.5, 0.75, 0.8, 0.9, 1])
        #expect(built(false).body.map(\.value) == [0, 0.25, 0.8, 0.9, 1])
        #expect(SliderTick(0.5).id == SliderTick(0.5).id && SliderTick(0.5).id != SliderTick(0.25).id)
    }

    /// `tick:` is asked for each step: 0, 5 and 10 on 0...10 by 5, a dot at each (x 19, 100,
    /// 181; the thumb at 10 covers the last); nil leaves a step without one. A step of 1e-9
    /// (ten billion steps) asks for none and draws none, at once.
    @Test func theTickClosureMarksEachStep() throws {
        var asked: [Double] = []
        let slider = Slider(value: .constant(10.0), in: 0...10, step: 5) { Text("Level") } tick: { v -> SliderTick<Double>? in
            asked.append(v)
            return v == 0 ? nil : SliderTick(v)
        }
        #expect(asked == [0, 5, 10])
        let ticked = try bitmap(slider), plain = try bitmap(Slider(value: .constant(10.0), in: 0...10))
        #expect(abs(Int(ticked.pixel(x: 100, y: 15).green) - 140) <= 3)
        #expect(ticked.pixel(x: 19, y: 15) == plain.pixel(x: 19, y: 15))    // nil: no dot at 0
        var calls = 0
        let dense = Slider(value: .constant(0.5), in: 0...10, step: 1e-9) { Text("Dense") } tick: { v -> SliderTick<Double>? in
            calls += 1
            return SliderTick(v)
        }
        #expect(calls == 0)
        #expect(try bitmap(dense).pixels == bitmap(Slider(value: .constant(0.5), in: 0...10)).pixels)
    }

    /// `neutralValue:` tints from the neutral value to the thumb: a balance of −1...1 at −0.5
    /// tinted from x 59.5 to 100, at 0.5 from 100 to 140.5; at the neutral value itself nothing
    /// is tinted beside the thumb. The iOS 17 knob's travel gives 57 to 100 (the knob covering 43 to 71).
    @Test func theTintRunsFromTheNeutralValue() throws {
        func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.red == 255 && p.green == 0 && p.blue == 0 }
        func px(_ b: Bitmap, _ x: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            let p = b.pixel(x: x, y: 15)
            return (p.red, p.green, p.blue, p.alpha)
        }
        let left = try bitmap(Slider(value: .constant(-0.5), in: -1...1, neutralValue: 0))
        #expect(!isRed(px(left, 10)) && !isRed(px(left, 35)))
        #expect(isRed(px(left, 85)) && isRed(px(left, 98)))
        #expect(!isRed(px(left, 102)) && !isRed(px(left, 150)))
        let right = try bitmap(Slider(value: .constant(0.5), in: -1...1, neutralValue: 0))
        #expect(!isRed(px(right, 98)) && isRed(px(right, 102)) && isRed(px(right, 115)) && !isRed(px(right, 170)))
        let atRest = try bitmap(Slider(value: .constant(0.0), in: -1...1, neutralValue: 0))
        #expect(!(0..<200).contains { isRed(px(atRest, $0)) })
        // Neutral at the minimum, or NaN, draws the ordinary slider.
        let plain = try bitmap(Slider(value: .constant(0.5), in: -1...1))
        #expect(try bitmap(Slider(value: .constant(0.5), in: -1...1, neutralValue: -1)).pixels == plain.pixels)
        #expect(try bitmap(Slider(value: .constant(0.5), in: -1...1, neutralValue: .nan)).pixels == plain.pixels)
        let old = try bitmap(Slider(value: .constant(-0.5), in: -1...1, neutralValue: 0), era: .iOS17)
        #expect(!isRed(px(old, 40)) && isRed(px(old, 75)) && isRed(px(old, 98)) && !isRed(px(old, 102)))   // the knob covers 43...71
        // A hidden thumb measures along the whole track: the tint from 100 to 50.
        let thumbless = try bitmap(Slider(value: .constant(-0.5), in: -1...1, neutralValue: 0).sliderThumbVisibility(.hidden))
        #expect(!isRed(px(thumbless, 48)) && isRed(px(thumbless, 52)) && isRed(px(thumbless, 98)) && !isRed(px(thumbless, 102)))
    }

    struct Bounded: View {
        @State var value = 5.0
        var body: some View {
            VStack {
                Color.red.frame(width: 10 * value, height: 10).id("bar")
                Slider(value: $value, in: 0...10, step: 1, enabledBounds: 2...8) { Text("Level") } tick: { SliderTick($0) }
            }
            .frame(width: 200)
        }
    }

    /// `enabledBounds:` keeps a scripted value inside it (12 → 8, −3 → 2; 6.4 snaps to 6).
    @Test func enabledBoundsLimitScriptedValues() {
        let timeline = AnimationRenderer(content: Bounded(), duration: 3).timeline
        timeline.setValue(12, of: "Level", at: 1).setValue(-3, of: "Level", at: 2).setValue(6.4, of: "Level", at: 2.5)
        let width = { (t: Double) in timeline.layout(at: t).frame(of: "bar")?.width ?? -1 }
        #expect(width(0.5) == 50)
        #expect(width(1) == 80)
        #expect(width(2) == 20)
        #expect(width(2.6) == 60)
    }
}
