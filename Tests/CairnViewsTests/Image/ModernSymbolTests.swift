import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Names of 2024–26 code drawn by hand (`SymbolCatalog.modernSymbols`): before, each drew
/// nothing (iOS's fallback for a name it lacks). Drawn 100 points square in black on white:
/// the ink bounds fill the square, so (u, v) grid units map to
/// ((u − minX) / width, (v − minY) / height) × 100 pixels.
@Suite struct ModernSymbolTests {
    static let names = ["translate", "suitcase.rolling", "suitcase.rolling.fill", "character.bubble", "character.bubble.fill",
                        "lock.open.rotation", "heart.text.clipboard", "heart.text.clipboard.fill", "waveform.badge.mic",
                        "sun.max.trianglebadge.exclamationmark", "sun.max.trianglebadge.exclamationmark.fill", "airpods.pro",
                        "frying.pan", "frying.pan.fill", "balloon", "balloon.fill", "homepod", "homepod.fill"]

    func ink(_ b: Bitmap) -> Int { inkCount(b) }

    @Test func everyNameDrawsArtwork() throws {
        try expectHandDrawnArtwork(Self.names)
    }

    /// The suitcase's stripes are strokes on the outline and cuts in the filled case. Ink
    /// bounds: the outline's case x 5.125…18.875 (12 wide, 1.75 strokes), the filled case's
    /// x 5.5…18.5 (a 1-unit rim); both from the handle's top y 1.725 to the wheels' bottom
    /// 23.4. At y 13.5 units (pixel 54): the stripe at x 10, the gap between them at x 12.
    @Test func theSuitcasesStripesAreCutFromTheFilledCase() throws {
        let outline = try SymbolProbe("suitcase.rolling", x: 5.125...18.875, y: 1.725...23.4)
        let filled = try SymbolProbe("suitcase.rolling.fill", x: 5.5...18.5, y: 1.725...23.4)
        #expect(outline.dark(10, 13.5) && outline.light(12, 13.5))
        #expect(filled.light(10, 13.5) && filled.dark(12, 13.5))
        #expect(Double(ink(filled.bitmap)) > Double(ink(outline.bitmap)) * 1.3)
    }

    /// The bubble's A: its bar (12, 11.4) units is ink on the outline and cut from the filled
    /// bubble; the bubble's inside left of the A (6, 10) the reverse. Ink bounds: outline x
    /// 1.925…22.075, y 2.525…21.875; filled x 2.3…21.7, y 2.9…21.5.
    @Test func theBubblesLetterIsCutFromTheFilledBubble() throws {
        let outline = try SymbolProbe("character.bubble", x: 1.925...22.075, y: 2.525...21.875)
        let filled = try SymbolProbe("character.bubble.fill", x: 2.3...21.7, y: 2.9...21.5)
        #expect(outline.dark(12, 11.4) && filled.light(12, 11.4))
        #expect(outline.light(6, 10) && filled.dark(6, 10))
    }
}
