import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// The animals, masks, earbuds and outlines drawn by hand (`SymbolCatalog.creatureSymbols`):
/// names pasted views use that drew a placeholder, or a solid glyph where SF Symbols draws an
/// outline. Drawn 100 points square in black on white; a resizable symbol's ink bounds fill
/// the square, so a point at (u, v) grid units maps to ((u − minX) / width, (v − minY) / height) × 100.
@Suite struct CreatureSymbolTests {
    func bitmap(_ name: String) throws -> Bitmap { try symbolBitmap(name) }
    func dark(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool { isDark(b, x, y) }
    func light(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool { isLight(b, x, y) }
    func ink(_ b: Bitmap) -> Int { inkCount(b) }

    static let names = ["hare", "hare.fill", "tortoise", "tortoise.fill", "brain", "brain.fill", "theatermasks",
                        "theatermasks.fill", "hand.wave", "hand.wave.fill", "airpods", "figure.mind.and.body", "swift",
                        "tray", "tray.fill", "paperplane", "paperplane.fill", "archivebox"]

    @Test func everyNameIsDrawnByHand() {
        for name in Self.names { #expect(SymbolCatalog.handDrawnNames.contains(name), "\(name)") }
    }

    @Test func theTrayIsAnOutlineAndItsFilledFormSolidBelowTheWell() throws {
        // Ink bounds: x 2.125…21.875, y 3.725…20.275 units (the 3-unit box, 1.75-unit strokes).
        let outline = try bitmap("tray"), filled = try bitmap("tray.fill")
        // (7, 17.6) units, between the well's edge and the bottom: hollow, then solid.
        #expect(light(outline, 25, 84) && dark(filled, 25, 84))
        // (12, 15) units, inside the dip of the well's edge: hollow in both (the well is open).
        #expect(light(outline, 50, 68) && light(filled, 50, 68))
        // (12, 9) units, the rim's inside: hollow in both.
        #expect(light(filled, 50, 32))
    }

    @Test func theHareIsHollowWhereItsFilledFormIsSolid() throws {
        // The body's middle, (9.6, 14) units, in ink bounds of about 0.4…20.5 × 2.4…20.6 units.
        #expect(light(try bitmap("hare"), 45, 64))
        #expect(dark(try bitmap("hare.fill"), 45, 64))
    }

    @Test func thePaperPlaneIsAnOutlineAndItsFilledFormSolid() throws {
        // Ink bounds 2.0…22.2 × 1.8…22.0 units; (9, 10) units lies 2 units inside the left wing.
        #expect(light(try bitmap("paperplane"), 35, 41))
        #expect(dark(try bitmap("paperplane.fill"), 35, 41))
    }

    @Test func outlineFormsHoldLessInkThanTheirFilledForms() throws {
        for name in ["hare", "tortoise", "brain", "theatermasks", "hand.wave"] {
            let outline = ink(try bitmap(name)), filled = ink(try bitmap(name + ".fill"))
            // An outline 1.6 units thick round a shape some 10 units across holds less ink than
            // the solid shape (the tortoise's shell pattern and the brain's folds are drawn in
            // both forms), and some ink. Measured: hare 3,235 against 4,822 px.
            #expect(outline > 1000 && Double(outline) < 0.9 * Double(filled), "\(name): \(outline) vs \(filled)")
        }
    }
}
