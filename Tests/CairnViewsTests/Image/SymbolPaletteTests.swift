import Cairn
import CairnCairo
import Foundation
import Testing

/// Two-level foreground styles on symbols: `foregroundStyle(_:_:)` implies the palette mode
/// (Apple: "Symbol images within the view hierarchy use the palette rendering mode when you
/// apply this modifier, if you don't explicitly specify another mode"), and a filled Material
/// Design symbol whose mark is cut out of a solid shape has the mark as its primary layer.
/// Counted on 120 × 120 renders at scale 1 on a clear background: pixels of exactly the
/// primary colour, of the secondary colour, and fully transparent ones inside the ink.
@MainActor @Suite(.designEra(.iOS17)) struct SymbolPaletteTests {
    struct Counts { var primary = 0, secondary = 0 }

    func counts<V: View>(_ view: V, primary: (Int, Int, Int), secondary: (Int, Int, Int)) throws -> Counts {
        let b = try ImageRenderer(content: view.font(.system(size: 80)).frame(width: 120, height: 120)).bitmap()
        var c = Counts()
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                guard p.alpha == 255 else { continue }
                let rgb = (Int(p.red), Int(p.green), Int(p.blue))
                if rgb == primary { c.primary += 1 } else if rgb == secondary { c.secondary += 1 }
            }
        }
        return c
    }

    /// `xmark.circle.fill` (hand-layered) and `heart.circle.fill` (a glyph cut out of a disc)
    /// with `.foregroundStyle(.white, .blue)` and no rendering mode: a white mark on a blue
    /// disc, the blue covering more than the mark. With one style, the mark is a hole.
    @Test func twoStylesImplyThePalette() throws {
        let white = (255, 255, 255), blue = (0, 122, 255)
        for name in ["xmark.circle.fill", "heart.circle.fill", "star.square.fill"] {
            let c = try counts(Image(systemName: name).foregroundStyle(.white, .blue), primary: white, secondary: blue)
            #expect(c.primary > 150, "\(name): \(c)")
            #expect(c.secondary > 2 * c.primary, "\(name): \(c)")
            let mono = try counts(Image(systemName: name).foregroundStyle(.blue), primary: white, secondary: blue)
            // Monochrome: the same disc with the mark cut out and nothing white in it.
            #expect(mono.primary == 0 && abs(mono.secondary - c.secondary) < 200, "\(name): \(mono) vs \(c)")
            // An explicit monochrome mode keeps one colour under two styles.
            let forced = try counts(Image(systemName: name).symbolRenderingMode(.monochrome).foregroundStyle(.white, .blue), primary: white, secondary: blue)
            #expect(forced.secondary == 0 && forced.primary > 1000, "\(name): \(forced)")
        }
    }

    /// `person.crop.circle.fill` (the icon set's `account-circle`: a disc with the person cut
    /// out, a hole wound against the outline) and the hand-drawn `checkmark.seal.fill`: in
    /// palette the cut-out mark is the primary layer — the verified badge idiom
    /// `.foregroundStyle(.white, .blue)` draws a white check on blue. Monochrome leaves the
    /// mark transparent, and the ink's extent is the same either way.
    @Test func holesOfAFilledGlyphAreTheMark() throws {
        let white = (255, 255, 255), blue = (0, 122, 255)
        for name in ["person.crop.circle.fill", "checkmark.seal.fill"] {
            let palette = try counts(Image(systemName: name).foregroundStyle(.white, .blue), primary: white, secondary: blue)
            let mono = try counts(Image(systemName: name).foregroundStyle(.blue), primary: white, secondary: blue)
            #expect(palette.primary > 150, "\(name): \(palette)")
            #expect(mono.primary == 0)
            // The white mark takes what monochrome left clear: the blue shrinks by no more
            // than the mark's antialiased rim.
            #expect(palette.secondary <= mono.secondary && palette.secondary > mono.secondary - 250, "\(name): \(palette) vs \(mono)")
        }
        // An outline symbol has no such layers: its inside stays clear in palette.
        let outline = try counts(Image(systemName: "heart").foregroundStyle(.white, .blue), primary: white, secondary: blue)
        #expect(outline.secondary == 0)
    }

    /// Hierarchical `person.crop.circle.fill` (MDI `account-circle`): the person at full
    /// strength, the disc it is cut from at the secondary level — lighter, not the primary.
    @Test func hierarchicalFilledGlyph() throws {
        let b = try ImageRenderer(content: Image(systemName: "person.crop.circle.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(.blue).font(.system(size: 80)).frame(width: 120, height: 120)).bitmap()
        var full = 0, light = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if p.alpha == 255, p.red == 0, p.green == 122, p.blue == 255 { full += 1 }
                if p.alpha > 0, p.alpha < 255 { light += 1 }
            }
        }
        #expect(full > 300, "\(full)")
        #expect(light > 2 * full, "\(light) vs \(full)")
    }

    /// `cloud.bolt.rain.fill` under `.multicolor` with a white foreground: a white cloud, a
    /// yellow bolt (iOS 17's yellow, 255 204 0) and cyan drops (50 173 230); monochrome blue
    /// draws neither colour.
    @Test func thunderstormInMulticolor() throws {
        let yellow = (255, 204, 0), cyan = (50, 173, 230)
        let multi = try counts(Image(systemName: "cloud.bolt.rain.fill").symbolRenderingMode(.multicolor).foregroundStyle(.white),
                               primary: yellow, secondary: cyan)
        #expect(multi.primary > 100 && multi.secondary > 20, "\(multi)")
        let mono = try counts(Image(systemName: "cloud.bolt.rain.fill").foregroundStyle(.blue), primary: yellow, secondary: cyan)
        #expect(mono.primary == 0 && mono.secondary == 0)
    }
}
