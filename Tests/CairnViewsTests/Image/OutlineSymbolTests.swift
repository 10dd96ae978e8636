import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// The outlines the icon set has only solid, among the names apps use most: each drew its
/// solid glyph (a filled can for `trash`, a disc for `person.crop.circle`). Probe points are
/// in grid units, from Cairn's drawing in `SymbolCatalog+Outlines.swift`; ink bounds are the
/// paths' extents grown by half the stroke.
@Suite struct OutlineSymbolTests {
    @Test func everyOutlineDrawsArtwork() throws {
        try expectHandDrawnArtwork(["trash", "gearshape", "person.crop.circle", "calendar", "photo",
                                    "camera", "location", "location.fill", "drop", "flame", "square.grid.2x2",
                                    "eye", "eye.slash"])
    }

    /// A body x 2.5…21.5 under a hump to y 4.3, a lens of radius 3.8 at (12, 13.6).
    @Test func theCameraIsABodyRoundALens() throws {
        let p = try SymbolProbe("camera", x: 1.625...22.375, y: 3.425...21.375)
        #expect(p.dark(12, 4.3) && p.dark(12, 9.8) && p.dark(2.5, 14) && p.dark(12, 20.5))
        #expect(p.light(12, 13.6) && p.light(5, 12) && p.light(19, 17))
    }

    /// The arrow from (3.5, 11) to its tip at (20.5, 3.5), stroked 1.6 (round joins): open
    /// inside on the outline, ink when filled — and pointing up and right in both.
    @Test func theLocationArrowPointsUpAndRight() throws {
        let outline = try SymbolProbe("location", x: 2.7...21.3, y: 2.7...21.3)
        let filled = try SymbolProbe("location.fill", x: 2.7...21.3, y: 2.7...21.3)
        for p in [outline, filled] {
            #expect(p.dark(20.5, 3.5) && p.dark(3.5, 11) && p.dark(13, 20.5) && p.light(5, 18) && p.light(18, 18))
        }
        #expect(outline.light(14, 10) && filled.dark(14, 10))
    }

    /// A drop x 5…19, y 2.5…21.5; a flame x 5.4…18.6, y 2.5…21.5; both open inside.
    @Test func theDropAndFlameAreOutlines() throws {
        let drop = try SymbolProbe("drop", x: 4.125...19.875, y: 1.625...22.375)
        #expect(drop.dark(5, 14.5) && drop.dark(12, 21.5) && drop.dark(12, 2.8) && drop.light(12, 14.5))
        let flame = try SymbolProbe("flame", x: 4.525...19.475, y: 1.625...22.375)
        #expect(flame.dark(18.6, 14.6) && flame.dark(12, 21.5) && flame.light(12, 16) && flame.light(14, 12))
    }

    /// An almond x 1.8…22.2, y 5.3…18.7 (ink 0.925…23.075, 4.425…19.575), an iris ring of
    /// radius 3.4, a solid pupil; the slash (3.8, 3.8)–(20.2, 20.2) cuts the eye 1.6 units
    /// either side of its stroke.
    @Test func theEyeIsAnOutlineAndItsSlashCutsIt() throws {
        let eye = try SymbolProbe("eye", x: 0.925...23.075, y: 4.425...19.575)
        #expect(eye.dark(12, 12) && eye.dark(12, 8.6) && eye.dark(12, 5.3) && eye.dark(1.8, 12))
        #expect(eye.light(12, 10) && eye.light(6, 12) && eye.light(18, 12))
        // The slashed eye's ink runs from the slash's ends: x and y 2.925…21.075 for the
        // slash, x 0.925…23.075 for the almond.
        let slashed = try SymbolProbe("eye.slash", x: 0.925...23.075, y: 2.925...21.075)
        #expect(slashed.dark(12, 12) && slashed.dark(4, 4) && slashed.dark(20, 20) && slashed.dark(1.8, 12))
        // The almond's top edge where the slash crosses it (x ≈ 7.1) is cut; farther along, not.
        #expect(slashed.light(7.1 + 2.2, 5.9 + 0.5) && slashed.dark(16, 5.5))
    }

    /// Four squares 7.5 wide at 3 and 13.5, stroked 1.6: ink 2.2…21.8.
    @Test func theGridIsFourOpenSquares() throws {
        let p = try SymbolProbe("square.grid.2x2", x: 2.2...21.8, y: 2.2...21.8)
        #expect(p.dark(3, 6.75) && p.dark(13.5, 17) && p.dark(17.25, 21))
        #expect(p.light(6.75, 6.75) && p.light(17.25, 17.25) && p.light(12, 12))
    }

    /// Lid at y 5.5 (x 3.5…20.5), handle top 2.5, can bottom 21.5, ribs at x 10 and 14.
    @Test func theTrashCanIsOpenBetweenItsRibs() throws {
        let p = try SymbolProbe("trash", x: 2.625...21.375, y: 1.625...22.375)
        #expect(p.dark(4, 5.5) && p.dark(12, 2.5) && p.dark(10, 13) && p.dark(14, 13) && p.dark(12, 21.5))
        #expect(p.light(12, 13) && p.light(7.8, 13) && p.light(12, 4))
    }

    /// Teeth reach radius 10.4 (stroke 1.6: ink 0.8…23.2); the rim is at 7.9, the hole's
    /// ring at radius 3.2 round an open centre.
    @Test func theGearHasAHoleInsideItsRim() throws {
        let p = try SymbolProbe("gearshape", x: 0.8...23.2, y: 0.8...23.2)
        #expect(p.dark(12, 1.6) && p.dark(12, 8.8) && p.dark(22.4, 12))
        #expect(p.light(12, 12) && p.light(12, 6.2))
    }

    /// The ring (ink 1.125…22.875), a head of radius 3.6 at (12, 9.4), shoulders at y 14.9.
    @Test func theProfileIsAnOutlineNotADisc() throws {
        let p = try SymbolProbe("person.crop.circle", x: 1.125...22.875, y: 1.125...22.875)
        #expect(p.dark(12, 2) && p.dark(12, 5.8) && p.dark(12, 14.9))
        #expect(p.light(12, 9.4) && p.light(12, 18.5) && p.light(6, 8))
    }

    /// A page x 3…21, y 4…21, the header solid to y 8.5, days at x 8, 12, 16 and y 12.5, 16.5.
    @Test func theCalendarHasAHeaderAndDays() throws {
        let p = try SymbolProbe("calendar", x: 2.125...21.875, y: 3.125...21.875)
        #expect(p.dark(12, 6) && p.dark(8, 12.5) && p.dark(16, 16.5) && p.dark(3, 15))
        #expect(p.light(10, 12.5) && p.light(12, 19) && p.light(6, 14.5))
    }

    /// A frame x 2.5…21.5, y 4.5…19.5, hills peaking at (9.5, 11.3), a sun of radius 1.7 at (16, 9).
    @Test func thePhotoIsAFrameWithHillsAndASun() throws {
        let p = try SymbolProbe("photo", x: 1.625...22.375, y: 3.625...20.375)
        #expect(p.dark(9.5, 11.3) && p.dark(16, 7.3) && p.dark(2.5, 12))
        #expect(p.light(16, 9) && p.light(6, 8) && p.light(9.5, 16))
    }
}
