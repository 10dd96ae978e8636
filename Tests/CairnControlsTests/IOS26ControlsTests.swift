import Cairn
import Foundation
import Testing
import CairnTestSupport

/// The standard controls under `DesignEra.iOS26` against `.iOS17`: sizes from the era's
/// `ControlMetrics` and pixels of their capsule shapes, rendered at scale 1 on white. Every
/// test names its era on both the renderer and the view, so neither depends on the default.
@MainActor @Suite struct IOS26ControlsTests {
    /// The RGB of `view` framed `w` × `h` on white, rendered in `era` (also set in the view's
    /// environment), in `scheme`.
    func render<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat, era: DesignEra, scheme: ColorScheme = .light) throws -> (Int, Int) -> [Int] {
        let content = view.environment(\.colorScheme, scheme).environment(\.designEra, era)
            .frame(width: w, height: h).background(Color.white)
        let r = ImageRenderer(content: content)
        r.designEra = era
        let b = try r.bitmap()
        return { x, y in Array(rgba(b, x, y)[0..<3]) }
    }

    func size<V: View>(_ view: V, in offer: CGSize, era: DesignEra) -> CGSize {
        ViewLayout(of: view.environment(\.designEra, era), in: offer).size
    }

    func near(_ a: [Int], _ b: [Int], _ tol: Int = 1) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tol } }

    // Over white, a fill of (r, g, b) at opacity a is 255 − a · (255 − c) per channel.
    /// `systemFill` (120, 120, 128) at 20 %: 228, 228, 229.6.
    let systemFill = [228, 228, 230]
    /// `secondarySystemFill` (120, 120, 128) at 16 %: 233.4, 233.4, 234.7.
    let secondaryFill = [233, 233, 235]
    /// `tertiarySystemFill` (118, 118, 128) at 12 %: 238.6, 238.6, 239.8.
    let tertiaryFill = [239, 239, 240]
    let white = [255, 255, 255]
    /// iOS 26's system blue (HIG "Color", June 2025).
    let blue26 = [0, 136, 255]

    /// The table: iOS 17's UIKit sizes and iOS 26's.
    @Test func metricsOfBothEras() {
        #expect(SwitchToggleStyle.switchSize(in: .iOS17) == CGSize(width: 51, height: 31))
        #expect(SwitchToggleStyle.switchSize(in: .iOS26) == CGSize(width: 63, height: 28))
        #expect(SwitchToggleStyle.switchSize == CGSize(width: 51, height: 31))
        #expect(ProgressView<EmptyView, EmptyView>.barHeight(in: .iOS17) == 4)
        #expect(ProgressView<EmptyView, EmptyView>.barHeight(in: .iOS26) == 6)
    }

    /// Frames: the toggle row is as tall as its switch (31, 28); the slider keeps its 30 but
    /// is never narrower than its knob (28) or thumb (38); the segmented picker is 32 or 36
    /// tall; the stepper row 32; the bar 4 or 6.
    @Test func framesFollowTheEra() {
        let offer = CGSize(width: 300, height: 200)
        let toggle = Toggle("A", isOn: .constant(true))
        #expect(size(toggle, in: offer, era: .iOS17) == CGSize(width: 300, height: 31))
        #expect(size(toggle, in: offer, era: .iOS26) == CGSize(width: 300, height: 28))
        let slider = Slider(value: .constant(0.5))
        #expect(size(slider, in: offer, era: .iOS17) == CGSize(width: 300, height: 30))
        #expect(size(slider, in: offer, era: .iOS26) == CGSize(width: 300, height: 30))
        #expect(ViewLayout(of: slider.id("s").frame(width: 10).environment(\.designEra, .iOS17), in: offer).frame(of: "s")?.width == 28)
        #expect(ViewLayout(of: slider.id("s").frame(width: 10).environment(\.designEra, .iOS26), in: offer).frame(of: "s")?.width == 38)
        let picker = Picker("P", selection: .constant(0)) { Text("One").tag(0); Text("Two").tag(1) }.pickerStyle(.segmented)
        #expect(size(picker, in: offer, era: .iOS17) == CGSize(width: 300, height: 32))
        #expect(size(picker, in: offer, era: .iOS26) == CGSize(width: 300, height: 36))
        let stepper = Stepper("S", value: .constant(1), in: 0...2)
        #expect(size(stepper, in: offer, era: .iOS17) == CGSize(width: 300, height: 32))
        #expect(size(stepper, in: offer, era: .iOS26) == CGSize(width: 300, height: 32))
        let bar = ProgressView(value: 0.5)
        #expect(size(bar, in: offer, era: .iOS17) == CGSize(width: 300, height: 4))
        #expect(size(bar, in: offer, era: .iOS26) == CGSize(width: 300, height: 6))
        // The spinner is the same in both eras: 20 × 20.
        #expect(size(ProgressView(), in: offer, era: .iOS26) == CGSize(width: 20, height: 20))
    }

    /// The iOS 26 switch in a 300-wide row spans x 237…300, y 0…28. On, its 37 × 24 capsule
    /// knob spans x 261…298, y 2…26, the tint to its left; off, x 239…276. A 24-point round
    /// knob would end at x 263 (off) or start at x 274 (on): the pixels between prove a pill.
    @Test func switchHasAWideTrackAndACapsuleKnob() throws {
        let on = try render(Toggle("A", isOn: .constant(true)).tint(.blue), 300, 28, era: .iOS26)
        #expect(on(245, 14) == blue26)                      // track, iOS 26 blue
        #expect(on(264, 14) == white)                       // knob's leading end
        #expect(on(279, 14) == white)                       // knob centre
        #expect(on(238, 1) == white)                        // outside the capsule's corner
        #expect(on(236, 14) == white)                       // left of the 63-wide track
        let off = try render(Toggle("A", isOn: .constant(false)), 300, 28, era: .iOS26)
        #expect(off(270, 14) == white)                      // the pill reaches x 276
        #expect(near(off(294, 14), secondaryFill))          // the track beyond it
        // iOS 17: the 51-wide track starts at x 249, so x 245 is the page.
        let old = try render(Toggle("A", isOn: .constant(true)).tint(.blue), 300, 31, era: .iOS17)
        #expect(old(245, 15) == white)
        #expect(old(254, 15) == [0, 122, 255])
        // Dark: the default green is the era's dark green (48, 209, 88).
        let dark = try render(Toggle("A", isOn: .constant(true)), 300, 28, era: .iOS26, scheme: .dark)
        #expect(dark(245, 14) == [48, 209, 88])
        // Disabled: the tint at half opacity over white.
        let disabled = try render(Toggle("A", isOn: .constant(true)).tint(.blue).disabled(true), 300, 28, era: .iOS26)
        #expect(near(disabled(245, 14), [128, 196, 255]))
    }

    /// A 200-wide iOS 26 slider at 0.5: the thumb's centre at 19 + 162 · 0.5 = 100, the
    /// thumb x 81…119, y 3…27; the track y 12…18 (iOS 17: y 13…17, knob x 86…114).
    @Test func sliderHasASixPointTrackAndAPillThumb() throws {
        let s = try render(Slider(value: .constant(0.5)), 200, 30, era: .iOS26)
        #expect(s(50, 15) == blue26)                        // filled, the accent
        #expect(near(s(150, 15), systemFill))               // unfilled
        #expect(near(s(150, 12), systemFill))               // 6 thick: row 12 is track
        #expect(s(150, 11) == white)
        #expect(s(83, 15) == white)                         // the pill's leading end
        #expect(s(100, 5) == white)
        let old = try render(Slider(value: .constant(0.5)), 200, 30, era: .iOS17)
        #expect(old(83, 15) == [0, 122, 255])               // iOS 17's round knob starts at 86
        #expect(old(150, 12) == white)                      // 4 thick: row 12 is the page
        // Dark: the track is systemFill at 36 % and the accent the dark blue (0, 145, 255).
        let dark = try render(Slider(value: .constant(0.5)), 200, 30, era: .iOS26, scheme: .dark)
        #expect(dark(50, 15) == [0, 145, 255])
        #expect(near(dark(150, 15), [206, 206, 209]))       // 255 − 0.36 · (135, 135, 127)
    }

    /// A 200-wide segmented picker, the first of two segments selected, rendered dark on
    /// white so the selected segment (99, 99, 102) shows: iOS 26's capsule track (radius 18)
    /// leaves the pixel (3, 4) outside, which iOS 17's rounded rectangle (radius 9) covers;
    /// (5, 6) is inside iOS 17's selected segment (radius 7 from (2, 2)) but outside iOS 26's
    /// selected capsule (radius 16), on its track: tertiarySystemFill dark, (118, 118, 128)
    /// at 24 % over white = 223.1, 223.1, 225.5.
    @Test func segmentedPickerIsACapsule() throws {
        let picker = Picker("P", selection: .constant(0)) { Text("One").tag(0); Text("Two").tag(1) }.pickerStyle(.segmented)
        let new = try render(picker, 200, 36, era: .iOS26, scheme: .dark)
        #expect(new(3, 4) == white)
        #expect(near(new(5, 6), [223, 223, 226], 2))
        #expect(new(10, 18) == [99, 99, 102])               // inside the selected capsule
        let old = try render(picker, 200, 32, era: .iOS17, scheme: .dark)
        #expect(old(3, 4) != white)
        #expect(old(5, 6) == [99, 99, 102])
        // Light: the unselected half is tertiarySystemFill; its trailing end is round.
        let light = try render(picker, 200, 36, era: .iOS26)
        #expect(near(light(150, 4), tertiaryFill))
        #expect(light(197, 3) == white)
    }

    /// The 94 × 32 stepper at x 206…300 of a 300-wide row: a capsule (radius 16) leaves
    /// the pixel (210, 2) outside; iOS 17's radius-8 corner covers (211, 3), inside its
    /// corner circle by 2 points.
    @Test func stepperIsACapsule() throws {
        let stepper = Stepper("S", value: .constant(1), in: 0...2)
        let new = try render(stepper, 300, 32, era: .iOS26)
        #expect(new(210, 2) == white)
        #expect(near(new(215, 16), tertiaryFill))
        let old = try render(stepper, 300, 32, era: .iOS17)
        #expect(near(old(211, 3), tertiaryFill))
    }

    /// A 200-wide bar at 0.5: 6 tall on iOS 26, the accent to x 100 then systemFill.
    @Test func progressBarIsSixPointsThick() throws {
        let p = try render(ProgressView(value: 0.5), 200, 6, era: .iOS26)
        #expect(p(50, 3) == blue26)
        #expect(near(p(150, 3), systemFill))
        #expect(p(50, 0) == blue26)                         // row 0 is bar: 6 tall
        let old = try render(ProgressView(value: 0.5), 200, 6, era: .iOS17)
        #expect(old(50, 0) == white)                        // 4 tall, centred: rows 1…4
    }

    /// NaN and infinite values, zero-size and NaN frames: nothing traps. NaN draws at the
    /// minimum, +∞ at the maximum.
    @Test func badInputUnderIOS26() throws {
        let nan = try render(Slider(value: .constant(Double.nan)), 200, 30, era: .iOS26)
        #expect(nan(19, 15) == white)                       // thumb at the minimum
        #expect(near(nan(100, 15), systemFill))
        let inf = try render(Slider(value: .constant(Double.infinity)), 200, 30, era: .iOS26)
        #expect(inf(181, 15) == white)
        #expect(inf(150, 15) == blue26)
        let bar = try render(ProgressView(value: Double.infinity), 200, 6, era: .iOS26)
        #expect(bar(190, 3) == blue26)
        let nanBar = try render(ProgressView(value: Double.nan, total: Double.nan), 200, 6, era: .iOS26)
        #expect(near(nanBar(10, 3), systemFill))
        let views: [AnyView] = [
            AnyView(Toggle("A", isOn: .constant(true))),
            AnyView(Slider(value: .constant(-Double.infinity), in: 0...1)),
            AnyView(Picker("P", selection: .constant(0)) { Text("One").tag(0) }.pickerStyle(.segmented)),
            AnyView(Stepper("S", value: .constant(1), in: 0...2)),
            AnyView(ProgressView(value: 0.5)),
        ]
        for v in views {
            for (w, h) in [(0.0, 0.0), (Double.nan, 10.0), (1.0, 1.0)] {
                let r = ImageRenderer(content: v.frame(width: w, height: h).environment(\.designEra, .iOS26))
                r.designEra = .iOS26
                _ = r.displayList
            }
            let r = ImageRenderer(content: v.frame(width: 0, height: 0).environment(\.designEra, .iOS26))
            r.designEra = .iOS26
            _ = try? r.pngData()
        }
    }
}
