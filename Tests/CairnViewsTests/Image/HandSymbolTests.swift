import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// `hand.raised` and the half-filled circles, drawn by hand: the icon set drew a person with
/// raised arms and a sun-and-moon switch for them. Drawn 100 points square (24 grid units:
/// 4.1667 points a unit) in black on white.
@Suite struct HandSymbolTests {
    func bitmap(_ name: String) throws -> Bitmap { try symbolBitmap(name) }
    func dark(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool { isDark(b, x, y) }
    func light(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool { isLight(b, x, y) }

    @Test func halfFilledCirclesFillOneHalfInsideTheRing() throws {
        let left = try bitmap("circle.lefthalf.filled")
        let right = try bitmap("circle.righthalf.filled")
        let top = try bitmap("circle.tophalf.filled")
        // The disc is 10 units (about 42 points) round the centre: 20 points either side of it.
        #expect(dark(left, 30, 50) && light(left, 70, 50))
        #expect(light(right, 30, 50) && dark(right, 70, 50))
        #expect(dark(top, 50, 30) && light(top, 50, 70))
        // The ring closes the open half.
        #expect(dark(left, 50 + 41, 50) || dark(left, 50 + 42, 50))
    }

    @Test func theRaisedHandHasFourFingersAndAPalm() throws {
        let fill = try bitmap("hand.raised.fill")
        // Across y = 8 units (a third of the way down), the fingers are solid with gaps:
        // index 6.75–9.45, middle 9.95–12.65, ring 13.15–15.85, pinky 16.35–19.05 units, scaled
        // to the 100-point box by the image's ink bounds, so count dark runs instead.
        var runs = 0
        var inRun = false
        let row = fill.height / 3
        for x in 0..<fill.width {
            let d = dark(fill, x, row)
            if d && !inRun { runs += 1 }
            inRun = d
        }
        #expect(runs == 4)
        // The palm is solid across its middle.
        #expect(dark(fill, 55, 80))
        // The outline form is hollow there.
        #expect(light(try bitmap("hand.raised"), 55, 80))
        // The enclosed forms use the same hand: a ring round it, or knocked out of a disc.
        #expect(SymbolCatalog.handDrawnNames.contains("hand.raised.circle.fill"))
    }

    /// `sparkles`: three four-pointed sparkles (the icon set drew a magic wand). Drawn 100
    /// points square, the large one low on the left is solid at its centre and thin at its
    /// tips; the space between the sparkles is empty.
    @Test func sparklesAreThreeSparkles() throws {
        let b = try bitmap("sparkles")
        var dark = 0
        for y in 0..<b.height { for x in 0..<b.width where self.dark(b, x, y) { dark += 1 } }
        // Independently: a sparkle of tip radius r whose sides are quadratic curves with
        // control points 0.12 r from the centre has area 4 · (r²/2 − 2/3 · 0.38 r²) = 0.987 r²;
        // r = 8, 4.5 and 2.6 units give 89.8 square units, and the 0.8-unit outline of their
        // ≈ 6 r perimeters about 36 more: ≈ 126. The ink spans 20.9 units, drawn 100 points
        // wide (22.9 pixels a square unit): ≈ 2,880 pixels, less the faint edge pixels the
        // count leaves out.
        #expect((2_500...2_950).contains(dark), "\(dark)")
        // The box's bottom-right corner and its middle right are empty.
        #expect(light(b, 95, 95) && light(b, 95, 60))
    }
}
