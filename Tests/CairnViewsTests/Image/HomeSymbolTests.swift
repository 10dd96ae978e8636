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
        let outline = try SymbolProbe("washer", x: 3.125...20.875, y: 1.625...22.375)
        let filled = try SymbolProbe("washer.fill", x: 3.5...20.5, y: 2...22)
        #expect(outline.light(12, 14.2) && outline.dark(16.4, 14.2))
        #expect(filled.dark(12, 14.2) && filled.light(16.6, 14.2))
    }

    /// The microwave's knobs are ink on the outline and holes in the filled oven; its window
    /// is white in both. Ink bounds: outline x 1.625…22.375, y 4.125…19.875; filled
    /// x 2…22, y 4.5…19.5.
    @Test func theMicrowavesKnobsAreCutFromTheFilledOven() throws {
        let outline = try SymbolProbe("microwave", x: 1.625...22.375, y: 4.125...19.875)
        let filled = try SymbolProbe("microwave.fill", x: 2...22, y: 4.5...19.5)
        #expect(outline.dark(18.1, 9.2) && filled.light(18.1, 9.2))
        #expect(outline.light(10.1, 12) && filled.light(10.1, 12))
        // Between the window and the knobs (x 16.2 units) the filled oven is solid.
        #expect(filled.dark(16.2, 12))
    }
}
