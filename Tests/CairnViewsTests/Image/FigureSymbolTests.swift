import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// The workout figures: drawn by hand (`SymbolCatalog.figureSymbols`) or mapped to the icon
/// set's figures (`scripts/symbols/mapping.txt`). Drawn 100 points square in black on white;
/// a resizable symbol's ink bounds fill the square, so a point at (u, v) grid units maps to
/// ((u − minX) / width, (v − minY) / height) × 100.
@Suite struct FigureSymbolTests {
    static let handDrawn = ["figure.hiking", "figure.strengthtraining.traditional", "figure.strengthtraining.functional",
                            "figure.yoga", "figure.highintensity.intervaltraining", "figure.dance", "figure.cooldown",
                            "figure.core.training", "figure.climbing"]

    func ink(_ b: Bitmap) -> Int { inkCount(b) }

    @Test func everyFigureIsDrawnByHandWithInk() throws {
        for name in Self.handDrawn {
            #expect(SymbolCatalog.handDrawnNames.contains(name), "\(name)")
            // Limbs 2.3–3.6 units thick on a 24-unit figure fill a fair part of the square,
            // and far from all of it.
            let count = ink(try symbolBitmap(name))
            #expect(count > 1500 && count < 6000, "\(name): \(count)")
        }
    }

    @Test func frontViewsAreSymmetric() throws {
        // The barbell press and the star jump are posed symmetrically about x = 12, so their
        // ink bounds are too: the picture equals its mirror image (anti-aliased edges aside).
        for name in ["figure.strengthtraining.traditional", "figure.highintensity.intervaltraining"] {
            let b = try symbolBitmap(name)
            var different = 0
            for y in 0..<b.height {
                for x in 0..<(b.width / 2) where abs(Int(b.pixel(x: x, y: y).red) - Int(b.pixel(x: b.width - 1 - x, y: y).red)) > 60 {
                    different += 1
                }
            }
            #expect(different < 20, "\(name): \(different)")
        }
    }

    @Test func theHikerHoldsAStickInFront() throws {
        // Ink bounds: x 6.2 (the back foot's round end) … 18.95 (the stick), y 1.6 (the head)
        // … 22.85 (the stick's foot). The stick at (18.2, 16) is ink; between the front leg
        // and the stick, (16.4, 16), is not.
        let b = try symbolBitmap("figure.hiking")
        func at(_ u: Double, _ v: Double) -> (Int, Int) { (Int((u - 6.2) / 12.75 * 100), Int((v - 1.6) / 21.25 * 100)) }
        let stick = at(18.2, 16), gap = at(16.4, 16)
        #expect(isDark(b, stick.0, stick.1))
        #expect(isLight(b, gap.0, gap.1))
    }

    @Test func mappedFiguresDrawTheirIconSetFigure() throws {
        // SF Symbols 4's indoor cycle, open-water swim and walk in motion have no picture of
        // their own in the icon set: they draw its cyclist, swimmer and walker.
        for (name, same) in [("figure.indoor.cycle", "figure.outdoor.cycle"), ("figure.open.water.swim", "figure.pool.swim"),
                             ("figure.walk.motion", "figure.walk")] {
            #expect(try symbolBitmap(name).pixels == symbolBitmap(same).pixels, "\(name)")
        }
        #expect(ink(try symbolBitmap("figure.rower")) > 1000)
    }
}
