import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Home, party and health names drawn by hand (`SymbolCatalog.homeSymbols`): before, each
/// drew nothing (iOS's fallback for a name it lacks). Drawn 100 points square in black on
/// white, the ink bounds filling the square: (u, v) grid units map to
/// ((u − minX) / width, (v − minY) / height) × 100 pixels.
@Suite struct HomeSymbolTests {
    static let names = ["microwave", "microwave.fill", "washer", "washer.fill", "dishwasher", "dishwasher.fill", "sink", "sink.fill",
                        "shower", "shower.fill", "bathtub", "bathtub.fill", "toilet", "toilet.fill", "lamp.desk", "lamp.desk.fill",
                        "party.popper", "party.popper.fill", "pianokeys", "pianokeys.inverse", "lungs", "lungs.fill",
                        "bandage", "bandage.fill", "hand.tap", "hand.tap.fill", "dog", "dog.fill"]

    @Test func everyNameDrawsArtwork() throws {
        #expect(Self.names.count == 28)
        try expectHandDrawnArtwork(Self.names)
        // A filled form has more ink than its outline.
        for base in ["microwave", "washer", "dishwasher", "sink", "shower", "bathtub", "toilet", "lamp.desk", "party.popper", "lungs", "bandage", "hand.tap", "dog"] {
            #expect(inkCount(try symbolBitmap(base + ".fill")) > inkCount(try symbolBitmap(base)), "\(base)")
        }
    }

    /// The washer's door: a ring on the outline (its middle, (12, 14.2) units, is white, its
    /// rim 4.4 units right of it ink); on the filled washer a disc (ink in the middle) inside a
    /// cut ring (white 4.6 units right). Ink bounds: outline x 3.125…20.875, y 1.625…22.375
    /// (the 16 × 19 cabinet and its 1.75 stroke); filled x 3.5…20.5, y 2…22 (a 1-unit rim).
    @Test func theWashersDoorIsARingOrACutOutDisc() throws {
        let outline = try symbolBitmap("washer"), filled = try symbolBitmap("washer.fill")
        #expect(isLight(outline, symbolPixel(12, 3.125, 20.875), symbolPixel(14.2, 1.625, 22.375)))
        #expect(isDark(outline, symbolPixel(16.4, 3.125, 20.875), symbolPixel(14.2, 1.625, 22.375)))
        #expect(isDark(filled, symbolPixel(12, 3.5, 20.5), symbolPixel(14.2, 2, 22)))
        #expect(isLight(filled, symbolPixel(16.6, 3.5, 20.5), symbolPixel(14.2, 2, 22)))
    }

    /// The microwave's knobs are ink on the outline and holes in the filled oven; its window
    /// is white in both. Ink bounds: outline x 1.625…22.375, y 4.125…19.875; filled
    /// x 2…22, y 4.5…19.5.
    @Test func theMicrowavesKnobsAreCutFromTheFilledOven() throws {
        let outline = try symbolBitmap("microwave"), filled = try symbolBitmap("microwave.fill")
        #expect(isDark(outline, symbolPixel(18.1, 1.625, 22.375), symbolPixel(9.2, 4.125, 19.875)))
        #expect(isLight(filled, symbolPixel(18.1, 2, 22), symbolPixel(9.2, 4.5, 19.5)))
        #expect(isLight(outline, symbolPixel(10.1, 1.625, 22.375), symbolPixel(12, 4.125, 19.875)))
        #expect(isLight(filled, symbolPixel(10.1, 2, 22), symbolPixel(12, 4.5, 19.5)))
        // Between the window and the knobs (x 16.2 units) the filled oven is solid.
        #expect(isDark(filled, symbolPixel(16.2, 2, 22), symbolPixel(12, 4.5, 19.5)))
    }
}
