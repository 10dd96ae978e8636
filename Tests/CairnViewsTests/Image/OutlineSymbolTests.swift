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
    /// A symbol's ink bounds and the grid points that must be ink and white.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>
        let dark: [SIMD2<Double>], light: [SIMD2<Double>]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Lid at y 5.5 (x 3.5…20.5), handle top 2.5, can bottom 21.5, ribs at x 10 and 14.
        Case(name: "trash", x: 2.625...21.375, y: 1.625...22.375,
             dark: [[4, 5.5], [12, 2.5], [10, 13], [14, 13], [12, 21.5]], light: [[12, 13], [7.8, 13], [12, 4]]),
        // Teeth to radius 10.4 (stroke 1.6: ink 0.8…23.2), the rim at 7.9, a hole of radius 3.2.
        Case(name: "gearshape", x: 0.8...23.2, y: 0.8...23.2,
             dark: [[12, 1.6], [12, 8.8], [22.4, 12]], light: [[12, 12], [12, 6.2]]),
        // The ring (ink 1.125…22.875), a head of radius 3.6 at (12, 9.4), shoulders at y 14.9.
        Case(name: "person.crop.circle", x: 1.125...22.875, y: 1.125...22.875,
             dark: [[12, 2], [12, 5.8], [12, 14.9]], light: [[12, 9.4], [12, 18.5], [6, 8]]),
        // A page x 3…21, y 4…21, the header solid to y 8.5, days at x 8, 12, 16 and y 12.5, 16.5.
        Case(name: "calendar", x: 2.125...21.875, y: 3.125...21.875,
             dark: [[12, 6], [8, 12.5], [16, 16.5], [3, 15]], light: [[10, 12.5], [12, 19], [6, 14.5]]),
        // A frame x 2.5…21.5, y 4.5…19.5, hills peaking at (9.5, 11.3), a sun of radius 1.7 at (16, 9).
        Case(name: "photo", x: 1.625...22.375, y: 3.625...20.375,
             dark: [[9.5, 11.3], [16, 7.3], [2.5, 12]], light: [[16, 9], [6, 8], [9.5, 16]]),
        // A body x 2.5…21.5 under a hump to y 4.3, a lens of radius 3.8 at (12, 13.6).
        Case(name: "camera", x: 1.625...22.375, y: 3.425...21.375,
             dark: [[12, 4.3], [12, 9.8], [2.5, 14], [12, 20.5]], light: [[12, 13.6], [5, 12], [19, 17]]),
        // The arrow from (3.5, 11) to its tip at (20.5, 3.5), stroked 1.6 (round joins): open
        // inside on the outline, ink when filled, pointing up and right in both.
        Case(name: "location", x: 2.7...21.3, y: 2.7...21.3,
             dark: [[20.5, 3.5], [3.5, 11], [13, 20.5]], light: [[5, 18], [18, 18], [14, 10]]),
        Case(name: "location.fill", x: 2.7...21.3, y: 2.7...21.3,
             dark: [[20.5, 3.5], [3.5, 11], [13, 20.5], [14, 10]], light: [[5, 18], [18, 18]]),
        // A drop x 5…19, y 2.5…21.5; a flame x 5.4…18.6, y 2.5…21.5: both open inside.
        Case(name: "drop", x: 4.125...19.875, y: 1.625...22.375,
             dark: [[5, 14.5], [12, 21.5], [12, 2.8]], light: [[12, 14.5]]),
        Case(name: "flame", x: 4.525...19.475, y: 1.625...22.375,
             dark: [[18.6, 14.6], [12, 21.5]], light: [[12, 16], [14, 12]]),
        // Four squares 7.5 wide at 3 and 13.5, stroked 1.6: ink 2.2…21.8.
        Case(name: "square.grid.2x2", x: 2.2...21.8, y: 2.2...21.8,
             dark: [[3, 6.75], [13.5, 17], [17.25, 21]], light: [[6.75, 6.75], [17.25, 17.25], [12, 12]]),
        // An almond x 1.8…22.2, y 5.3…18.7 (ink 0.925…23.075, 4.425…19.575), an iris ring of
        // radius 3.4, a solid pupil.
        Case(name: "eye", x: 0.925...23.075, y: 4.425...19.575,
             dark: [[12, 12], [12, 8.6], [12, 5.3], [1.8, 12]], light: [[12, 10], [6, 12], [18, 12]]),
        // The slash (3.8, 3.8)–(20.2, 20.2) (ink y 2.925…21.075) cuts the eye 1.6 units either
        // side of its stroke: the almond's top edge is cut where the slash crosses it, not
        // farther along.
        Case(name: "eye.slash", x: 0.925...23.075, y: 2.925...21.075,
             dark: [[12, 12], [4, 4], [20, 20], [1.8, 12], [16, 5.5]], light: [[9.3, 6.4]]),
        // The handset, earpiece at the top left (6.2, 3.2), mouthpiece at the bottom right
        // (20.3, 13.9): white inside and in the bay between them.
        Case(name: "phone", x: 2.3...22.0, y: 2.05...21.75,
             dark: [[6.2, 3.2], [3.1, 6.2], [20.3, 13.9]], light: [[7, 6], [14, 8], [18, 17]]),
        // Two pages x 3…21 (ink from y 3.6) bowing to the spine at x 12 (ink to y 21): lines on
        // the outline, the spine cut from the solid book.
        Case(name: "book", x: 2.2...21.8, y: 3.6...21.0,
             dark: [[3, 12], [12, 14], [21, 12]], light: [[7.5, 12], [16.5, 12]]),
        Case(name: "book.fill", x: 2.2...21.8, y: 3.6...21.0,
             dark: [[3, 12], [7.5, 12], [16.5, 12]], light: [[12, 14]]),
        // A band of radius 8.5 (top at y 4) over cups x 3…7.5 and 16.5…21, y 13…20.5.
        Case(name: "headphones", x: 2.2...21.8, y: 3.125...21.3,
             dark: [[12, 4], [5.25, 13], [18.75, 20.5]], light: [[5.25, 16.75], [18.75, 16.75], [12, 12]]),
        // A body x 2.5…21.5, y 7…20.5 with a band at y 12.5, a handle to y 3.7.
        Case(name: "briefcase", x: 1.625...22.375, y: 2.825...21.375,
             dark: [[12, 12.5], [12, 3.7], [2.5, 16]], light: [[12, 5.4], [12, 16.5], [12, 9.8]]),
        // Three panels between y 3.5 and 20.5, folds at x 8.5 and 15.5.
        Case(name: "map", x: 1.7...22.3, y: 2.7...21.3,
             dark: [[8.5, 10], [15.5, 13], [2.5, 12]], light: [[5.5, 12], [12, 12], [18.5, 12]]),
        // `moreOutlineSymbols`. The car from the front: a body x 2.5…21.5 from the roof at
        // y 4.5, the sill at y 10, wheels to y 20.5 (stroked 1.6), headlights at y 13.8.
        Case(name: "car", x: 1.7...22.3, y: 3.7...21.3,
             dark: [[12, 4.5], [2.5, 14], [6.3, 13.8], [6, 20.5], [12, 10]], light: [[12, 7.5], [12, 14], [12, 19.5]]),
        // The key upright: a bow of radius 4.8 at (12, 7.3) (ink 6.4…17.6 across, from y 1.7)
        // with a hole at (12, 5.4), a blade to its point at y 21 (round join: ink to 21.8).
        Case(name: "key", x: 6.4...17.6, y: 1.7...21.8,
             dark: [[12, 2.5], [12, 5.4], [10.6, 16], [7.2, 7.3]], light: [[9.5, 8.5], [12, 9.5], [8, 18]]),
        Case(name: "key.fill", x: 6.4...17.6, y: 1.7...21.8,
             dark: [[12, 2.5], [9.5, 8.5], [12, 9.5], [12, 16]], light: [[12, 5.4], [8, 18]]),
        // A body x 2…15.5, y 6…18 and a lens to x 22 (default stroke 1.75).
        Case(name: "video", x: 1.125...22.875, y: 5.125...18.875,
             dark: [[8, 6], [2, 12], [15.5, 12], [22, 12]], light: [[8, 12], [18.5, 12]]),
        // A head of radius 5 at (16.3, 7.7) and a handle to a round end of radius 1.8 at (5, 19).
        Case(name: "wrench", x: 2.4...22.1, y: 1.9...21.6,
             dark: [[16.3, 2.7], [21.3, 7.7], [3.2, 19], [6.27, 20.27]], light: [[14, 8.5], [9, 15], [8, 8]]),
        Case(name: "wrench.adjustable", x: 2.4...22.1, y: 1.9...21.6,
             dark: [[16.3, 2.7], [21.3, 7.7], [3.2, 19]], light: [[14, 8.5], [9, 15]]),
        // A leaf from x 6.5 to its tip at (20.5, 3.5) (the edges' midpoints (9.26, 8.21) and
        // (16.39, 14.89)), the vein from (3.5, 20.5).
        Case(name: "leaf", x: 2.7...21.3, y: 2.7...21.3,
             dark: [[3.5, 20.5], [20.5, 3.5], [9.26, 8.21], [16.39, 14.89], [11.28, 11.64]], light: [[10.7, 9.5], [15.5, 12], [5, 6]]),
        // A package x 6…18 round a die x 9.5…14.5, pins out to 3 and 21 (stroked 1.5).
        Case(name: "cpu", x: 2.25...21.75, y: 2.25...21.75,
             dark: [[9, 3], [21, 15], [6, 12], [12, 9.5]], light: [[12, 12], [7.8, 7.8], [4, 4]]),
        // A body x 1.40…22.60, y 6.5…19.5 (stroked 1.6), a pad at (7.5, 11.8), buttons round
        // (16.8, 11.8), the bridge between the grips at y 16.
        Case(name: "gamecontroller", x: 0.6...23.4, y: 5.7...20.3,
             dark: [[12, 6.5], [7.5, 11.8], [16.8, 10.1], [12, 16]], light: [[12, 11.8], [12, 18], [4.2, 15.5]]),
        // A board from (1.5, 9) to (22.5, 9) and y 4…14 (round joins: ink 0.7…23.3), the cap's
        // curve down to y 18.2.
        Case(name: "graduationcap", x: 0.7...23.3, y: 3.2...19.0,
             dark: [[12, 4], [1.5, 9], [12, 18.2]], light: [[12, 9], [12, 16], [3, 15]]),
        // A cup x 5…17, y 8…17, its handle to x 20.5, a saucer x 3…21 at y 20.2.
        Case(name: "cup.and.saucer", x: 2.125...21.875, y: 7.2...21.075,
             dark: [[11, 8], [3, 20.2], [20.5, 11.65], [11, 17]], light: [[11, 12.5], [18.6, 11.65], [11, 18.6]]),
        // A screen x 2…22, y 3.5…17 with its chin at y 13.5, a foot at y 20.5.
        Case(name: "desktopcomputer", x: 1.2...22.8, y: 2.7...21.25,
             dark: [[12, 3.5], [12, 13.5], [12, 20.5], [2, 8]], light: [[12, 8.5], [12, 15.2], [5, 19]]),
        // A handle from a round end of radius 1.6 at (20.5, 3.5) (ink to x 22.9, from y 1.1),
        // bristles from x 3 (their point at (3, 20.9)) down to y 21.08 (sampled), stroked 1.6.
        Case(name: "paintbrush", x: 2.2...22.9, y: 1.1...21.88,
             dark: [[20.5, 1.9], [3, 20.9], [6.3, 15], [13.9, 12.7]], light: [[10, 16], [16.5, 7.5], [5, 6]]),
        // A headboard x 3…21 from y 4 with pillows at y 7.5…10.7, a mattress x 2…22 to y 18,
        // legs to y 20.5 (round caps: ink to 21.375).
        Case(name: "bed.double", x: 1.2...22.8, y: 3.2...21.375,
             dark: [[12, 4], [2, 15], [4, 20.5], [8.25, 7.5]], light: [[12, 15.2], [8.25, 9.1], [12, 5.9], [12, 19.5]]),
        Case(name: "bed.double.fill", x: 1.2...22.8, y: 3.2...21.375,
             dark: [[12, 4], [12, 15.2], [12, 5.9], [4, 20.5]], light: [[8.25, 9.1], [15.75, 9.1], [12, 19.5]]),
        // A tower x 3…13, y 3…21 and a block to x 21 from y 9 (stroked 1.6), solid windows.
        Case(name: "building.2", x: 2.2...21.8, y: 2.2...21.8,
             dark: [[8, 3], [13, 15], [21, 15], [6.5, 6.9], [16.1, 12.9]], light: [[17, 10.9], [8, 19.5]]),
        // A frame x 2…22, y 4…20 (stroked 1.6), bullets at x 6.5, lines from x 9.8 to 18.
        Case(name: "list.bullet.rectangle", x: 1.2...22.8, y: 3.2...20.8,
             dark: [[12, 4], [2, 12], [6.5, 8.5], [6.5, 15.5], [14, 12]], light: [[14, 10.25], [20, 12], [8.2, 12]]),
        // Rectangles x 2.5…11 and 13…21.5, y 4.5…11 and 13…19.5 (stroked 1.6).
        Case(name: "rectangle.grid.2x2", x: 1.7...22.3, y: 3.7...20.3,
             dark: [[6.75, 4.5], [21.5, 16.25], [13, 7.75]], light: [[6.75, 7.75], [17.25, 16.25], [17.25, 7.75]]),
    ]

    @Test(arguments: cases)
    func outlineIsInkWhereDrawnAndOpenInside(_ c: Case) throws {
        try expectHandDrawnArtwork([c.name])
        let probe = try SymbolProbe(c.name, x: c.x, y: c.y)
        for p in c.dark { #expect(probe.dark(CGFloat(p.x), CGFloat(p.y)), "\(c.name) ink at \(p)") }
        for p in c.light { #expect(probe.light(CGFloat(p.x), CGFloat(p.y)), "\(c.name) white at \(p)") }
    }
}
