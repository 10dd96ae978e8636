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

/// Shop names drawn by hand (in `SymbolCatalog.everydaySymbols`): `shoe` and `backpack` with
/// their `.fill` forms drew nothing before (a pasted shop's product tiles were empty).
@Suite struct ShopSymbolTests {
    /// `infinity` drew nothing in a pasted paywall's feature list. The lemniscate's centre
    /// line runs x 2…22, y 7.5…16.5, stroked 2.1 wide: ink x 0.95…23.05, y 6.45…17.55; its
    /// loops cross at the centre and are open inside (x 6 and 18 on the middle line). In the
    /// circle it is scaled by 0.62 about the centre: the ring's ink x and y 1.125…22.875.
    /// A pasted cart's toolbar `bag` drew the icon set's solid bag. Cairn's: a body x 3.5…20.5,
    /// y 7.5…21 under a handle of radius 3.5 about (12, 6), stroked 1.75 wide: ink x
    /// 2.625…21.375, y 1.625…21.875. The outline is open inside the body and the handle; the
    /// filled body is ink; the disc form cuts the bag (scaled 0.6 about the centre) out.
    @Test func theBagIsAnOutlineWithAFilledForm() throws {
        try expectHandDrawnArtwork(["bag", "bag.fill", "bag.circle", "bag.circle.fill"])
        let outline = try SymbolProbe("bag", x: 2.625...21.375, y: 1.625...21.875)
        let filled = try SymbolProbe("bag.fill", x: 2.625...21.375, y: 1.625...21.875)
        #expect(outline.dark(3.5, 14) && outline.light(12, 14) && filled.dark(12, 14))
        for probe in [outline, filled] {
            #expect(probe.dark(12, 2.5) && probe.dark(8.5, 6) && probe.light(12, 5))
        }
        let disc = try SymbolProbe("bag.circle.fill", x: 1.125...22.875, y: 1.125...22.875)
        #expect(disc.dark(12, 3) && disc.light(12, 14) && disc.dark(4, 12))
    }

    /// A pasted project outline's `doc.text` drew the icon set's solid page. Cairn's page runs
    /// x 4.5…19.5, y 2…22, stroked 1.75 wide (ink x 3.625…20.375, y 1.125…22.875), with text
    /// lines at y 12.5, 15.5 and 18.5 from x 8.5: lines on the outline page, cuts in the solid.
    @Test func docTextIsAPageWithLinesOfText() throws {
        try expectHandDrawnArtwork(["doc.text", "doc.text.fill"])
        let outline = try SymbolProbe("doc.text", x: 3.625...20.375, y: 1.125...22.875)
        let filled = try SymbolProbe("doc.text.fill", x: 3.625...20.375, y: 1.125...22.875)
        #expect(outline.dark(4.5, 12) && outline.dark(12, 12.5) && outline.dark(12, 15.5) && outline.dark(10, 18.5))
        #expect(outline.light(12, 14) && outline.light(7, 6) && outline.light(15, 18.5))
        #expect(filled.dark(7, 6) && filled.dark(12, 14) && filled.dark(15, 18.5))
        #expect(filled.light(12, 12.5) && filled.light(12, 15.5) && filled.light(10, 18.5))
    }

    @Test func infinityIsAFigureEightLyingDown() throws {
        try expectHandDrawnArtwork(["infinity", "infinity.circle"])
        let plain = try SymbolProbe("infinity", x: 0.95...23.05, y: 6.45...17.55)
        #expect(plain.dark(12, 12) && plain.dark(6, 7.5) && plain.dark(18, 16.5) && plain.dark(2, 12))
        #expect(plain.light(6, 12) && plain.light(18, 12) && plain.light(12, 8) && plain.light(12, 16))
        let ringed = try SymbolProbe("infinity.circle", x: 1.125...22.875, y: 1.125...22.875)
        #expect(ringed.dark(12, 12) && ringed.dark(12, 2) && ringed.light(12, 5) && ringed.light(12 - 6 * 0.62, 12))
    }

    @Test func everyNameDrawsArtwork() throws {
        try expectHandDrawnArtwork(["shoe", "shoe.fill", "backpack", "backpack.fill"])
    }

    /// The shoe's welt, 2.9 units above its sole: a line on the outline, cut from the filled
    /// shoe, the band below it white on the outline and ink when filled. Ink bounds: outline
    /// x 1.725…22.475, y 4.825…18.675 (a round 1.75 stroke round x 2.6…21.6, y 5.7…17.8);
    /// filled x 2.1…22.1, y 5.2…18.3 (a 1-unit rim).
    @Test func theShoesWeltIsALineOrACut() throws {
        let outline = try SymbolProbe("shoe", x: 1.725...22.475, y: 4.825...18.675)
        let filled = try SymbolProbe("shoe.fill", x: 2.1...22.1, y: 5.2...18.3)
        #expect(outline.dark(12, 14.9) && filled.light(12, 14.9))
        #expect(outline.light(12, 16.3) && filled.dark(12, 16.3))
        // Above the toe cap the shoe's inside: white on the outline, ink when filled.
        #expect(outline.light(6, 11) && filled.dark(6, 11))
    }

    /// The backpack's pocket: its outline (y 12.6…18.6) and flap (y 15) are lines on the
    /// outline and cut from the filled bag, whose pocket inside stays ink. Ink bounds: outline
    /// x 3.725…20.275, y 1.4…22.375 (the loop's 1.6 stroke on top); filled x 4.1…19.9,
    /// y 1.4…22.
    @Test func theBackpacksPocketIsCutFromTheFilledBag() throws {
        let outline = try SymbolProbe("backpack", x: 3.725...20.275, y: 1.4...22.375)
        let filled = try SymbolProbe("backpack.fill", x: 4.1...19.9, y: 1.4...22)
        #expect(outline.dark(12, 18.6) && filled.light(12, 18.6))
        #expect(outline.dark(12, 15) && filled.light(12, 15))
        #expect(outline.light(12, 16.8) && filled.dark(12, 16.8))
        #expect(outline.light(12, 9) && filled.dark(12, 9))
    }
}
