import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// symbolRenderingMode on layered symbols: the mark is the primary layer, the enclosure the
/// secondary one (Apple's `SymbolRenderingMode` documentation; `SymbolLayers`).
@Suite(.designEra(.iOS17)) struct SymbolLayerTests {
    /// `checkmark.circle.fill` stretched to 48 × 48: its ink is the 21.75-unit disc, so a
    /// unit is 48 / 21.75 = 2.2069 pixels from unit 1.125. Pixel (27, 24) is unit
    /// (13.59, 12.23), on the check's long stroke (0.03 units from its axis, 1.1 wide
    /// each side); pixel (10, 35) is unit (5.88, 17.21), in the disc 4.2 units from the check.
    func check<V: View>(_ modify: (Image) -> V) throws -> (mark: [Int], disc: [Int], corner: [Int]) {
        let view = modify(Image(systemName: "checkmark.circle.fill").resizable()).frame(width: 48, height: 48)
        let bitmap = try ImageRenderer(content: view).bitmap()
        return (rgba(bitmap, 27, 24), rgba(bitmap, 10, 35), rgba(bitmap, 1, 1))
    }

    /// `name` stretched to 96 × 96 in `mode`, white on black.
    func bitmap(_ name: String, _ mode: SymbolRenderingMode) throws -> Bitmap {
        let view = Image(systemName: name).resizable().symbolRenderingMode(mode)
            .foregroundStyle(Color.white).frame(width: 96, height: 96).background(Color.black)
        return try ImageRenderer(content: view).bitmap()
    }

    @Test func monochromeKnocksTheMarkOut() throws {
        for mode in [nil, SymbolRenderingMode.monochrome] {
            let p = try check { $0.symbolRenderingMode(mode).foregroundStyle(Color.blue) }
            #expect(p.mark == Expected.transparent && p.disc == Expected.blue && p.corner == Expected.transparent)
        }
    }

    @Test func paletteFillsEachLayerWithItsStyle() throws {
        // Apple: "maps each successively defined layer … to the next of the primary,
        // secondary, and tertiary variants of the foreground style".
        let p = try check { $0.symbolRenderingMode(.palette).foregroundStyle(Color.white, Color.blue) }
        #expect(p.mark == [255, 255, 255, 255] && p.disc == Expected.blue && p.corner == Expected.transparent)
        // The view modifier on an enclosing view reaches the symbol too, and three styles
        // leave the tertiary unused on a two-layer symbol.
        let three = try ImageRenderer(content: VStack { Image(systemName: "checkmark.circle.fill").resizable().frame(width: 48, height: 48) }
            .symbolRenderingMode(.palette).foregroundStyle(Color.red, Color.green, Color.blue)).bitmap()
        #expect(rgba(three, 27, 24) == Expected.red && rgba(three, 10, 35) == Expected.green)
    }

    @Test func hierarchicalDerivesTheSecondaryLevel() throws {
        // The secondary level of red: red at the hierarchy's 0.6 opacity (HierarchicalShapeStyle).
        let p = try check { $0.symbolRenderingMode(.hierarchical).foregroundStyle(Color.red) }
        #expect(p.mark == Expected.red)
        #expect(close(p.disc, [255, 59, 48, 153], tolerance: 1))
        // With no foreground style: label (black) and secondaryLabel rgba(60, 60, 67, 0.6).
        let plain = try check { $0.symbolRenderingMode(.hierarchical) }
        #expect(plain.mark == [0, 0, 0, 255])
        #expect(close(plain.disc, [60, 60, 67, 153], tolerance: 1))
        // An explicit secondary style wins over the derived one.
        let explicit = try check { $0.symbolRenderingMode(.hierarchical).foregroundStyle(Color.red, Color.green) }
        #expect(explicit.mark == Expected.red && explicit.disc == Expected.green)
    }

    @Test func multicolorUsesTheDocumentedColours() throws {
        // exclamationmark.triangle.fill: "yellow for the triangle and white for the
        // exclamation mark". Stretched to 43.5 × 38.3 its ink (21.75 × 19.15 units from
        // (1.125, 1.925)) is 2 pixels a unit: pixel (21, 18) is unit (11.88, 11.18) on the
        // bar, (11, 30) is unit (6.88, 17.18) inside the triangle.
        let view = Image(systemName: "exclamationmark.triangle.fill").resizable().symbolRenderingMode(.multicolor)
            .foregroundStyle(Color.blue).frame(width: 43.5, height: 38.3)
        let bitmap = try ImageRenderer(content: view).bitmap()
        #expect(rgba(bitmap, 21, 18) == [255, 255, 255, 255])
        #expect(rgba(bitmap, 11, 30) == [255, 204, 0, 255])
        // Without multicolor annotations a symbol renders monochrome (UIKit's
        // preferringMulticolor()): checkmark.circle.fill in the foreground style.
        let p = try check { $0.symbolRenderingMode(.multicolor).foregroundStyle(Color.blue) }
        #expect(p.mark == Expected.transparent && p.disc == Expected.blue)
    }

    /// Weather symbols in multicolor: the sun yellow, raindrops cyan, the cloud in the
    /// foreground style (a layer without a colour of its own); monochrome, all one colour.
    /// `cloud.sun.fill`'s ink runs from unit (0.425, 0.625) (the sun's upper-left ray's round
    /// end) to (22.823, 22.255) (the cloud's outline), so stretched to 96 × 96 the sun's centre
    /// (8.4, 8.6) is pixel (34, 35) and the cloud's (14.4, 16.2) pixel (60, 69).
    /// `cloud.rain.fill`'s ink is (1.125, 0.525)–(23.275, 22.2): the middle drop's centre
    /// (12, 19.6) is pixel (47, 84), the cloud at (12, 9) pixel (47, 37).
    @Test func weatherSymbolsInMulticolor() throws {
        let sun = try bitmap("cloud.sun.fill", .multicolor)
        #expect(rgba(sun, 34, 35) == [255, 204, 0, 255])
        #expect(rgba(sun, 60, 69) == [255, 255, 255, 255])
        let rain = try bitmap("cloud.rain.fill", .multicolor)
        #expect(rgba(rain, 47, 84) == [50, 173, 230, 255])
        #expect(rgba(rain, 47, 37) == [255, 255, 255, 255])
        let mono = try bitmap("cloud.sun.fill", .monochrome)
        #expect(rgba(mono, 34, 35) == [255, 255, 255, 255] && rgba(mono, 60, 69) == [255, 255, 255, 255])
        // sun.max.fill is yellow whole, in its disc's centre.
        let whole = try bitmap("sun.max.fill", .multicolor)
        #expect(rgba(whole, 48, 48) == [255, 204, 0, 255])
    }

    /// `bell.badge.fill` (it drew Material Design's ringing bell): the dot at the bell's upper
    /// right, red in multicolor, cut out of the bell with a gap. Its ink is units
    /// (3.525, 1.8)–(21.8, 21.8) (the bell's 1.75-unit round stroke, the dot, the clapper), so
    /// stretched to 96 × 96 a unit is 5.2531 × 4.8 pixels: the dot's centre (18.4, 5.2) is
    /// pixel (78, 16), the gap at (14.79, 7.34) pixel (59, 26), the bell's body at (10, 12)
    /// pixel (34, 49).
    @Test func badgedBellHasARedDotInMulticolor() throws {
        let multi = try bitmap("bell.badge.fill", .multicolor)
        #expect(rgba(multi, 78, 16) == [255, 59, 48, 255])
        #expect(rgba(multi, 59, 26) == [0, 0, 0, 255])
        #expect(rgba(multi, 34, 49) == [255, 255, 255, 255])
        let mono = try bitmap("bell.badge.fill", .monochrome)
        #expect(rgba(mono, 78, 16) == [255, 255, 255, 255] && rgba(mono, 59, 26) == [0, 0, 0, 255])
        // The outline form: the dot filled, the bell's outline stroked (its inside black).
        let outline = try bitmap("bell.badge", .multicolor)
        #expect(rgba(outline, 78, 16) == [255, 59, 48, 255] && rgba(outline, 34, 49) == [0, 0, 0, 255])
    }

    @Test func symbolsWithoutLayersStayMonochrome() throws {
        // circle.fill has one layer: the same pixels in every mode.
        func pixels(_ mode: SymbolRenderingMode?) throws -> Data {
            try ImageRenderer(content: Image(systemName: "star.fill").symbolRenderingMode(mode).foregroundStyle(Color.red, Color.green)).pngData()
        }
        let mono = try pixels(.monochrome)
        for mode in [SymbolRenderingMode.hierarchical, .palette, .multicolor] { #expect(try pixels(mode) == mono) }
    }

    @Test func secondaryStyleOfAChildIsTheExplicitOne() throws {
        // Apple: foregroundStyle(_:_:) sets the levels that .secondary reads.
        let view = HStack(spacing: 0) {
            Rectangle().frame(width: 4, height: 4)
            Rectangle().foregroundStyle(.secondary).frame(width: 4, height: 4)
            Rectangle().foregroundStyle(.tertiary).frame(width: 4, height: 4)
        }.foregroundStyle(Color.red, Color.blue)
        let bitmap = try ImageRenderer(content: view).bitmap()
        #expect(rgba(bitmap, 1, 1) == Expected.red)
        #expect(rgba(bitmap, 5, 1) == Expected.blue)
        // No tertiary given: derived from the primary (red at 0.3).
        #expect(close(rgba(bitmap, 9, 1), [255, 59, 48, 77], tolerance: 3))  // premultiplied rounding at alpha 77
    }

    /// `lock.shield.fill` stretched to 48 × 48: its ink is the shield, units 3.125–20.875 by
    /// 1.425–22.675 (the 16 × 19.5 outline plus the 0.875-unit round stroke of a solid
    /// part), so pixel (24, 27) is unit (12, 13.37), in the lock's body (8.8–15.2 by
    /// 11–16.2), and pixel (8, 15) is unit (6.01, 8.04), in the shield beside the lock.
    @Test func lockedShieldCutsItsLockOutAndLayersIt() throws {
        func pixels<V: View>(_ modify: (Image) -> V) throws -> (lock: [Int], shield: [Int]) {
            let bitmap = try ImageRenderer(content: modify(Image(systemName: "lock.shield.fill").resizable()).frame(width: 48, height: 48)).bitmap()
            return (rgba(bitmap, 24, 27), rgba(bitmap, 8, 15))
        }
        let mono = try pixels { $0.foregroundStyle(Color.blue) }
        #expect(mono.lock == Expected.transparent && mono.shield == Expected.blue)
        let layered = try pixels { $0.symbolRenderingMode(.hierarchical).foregroundStyle(Color.red) }
        #expect(layered.lock == Expected.red)
        #expect(close(layered.shield, [255, 59, 48, 153], tolerance: 1))
        // The outlined shield keeps its lock solid and its inside empty.
        let outline = try ImageRenderer(content: Image(systemName: "lock.shield").resizable().foregroundStyle(Color.blue).frame(width: 48, height: 48)).bitmap()
        #expect(rgba(outline, 24, 27) == Expected.blue && rgba(outline, 8, 15) == Expected.transparent)
    }

    /// A symbol is one glyph: white at 0.5 covers it once, where its parts overlap too (a
    /// bold icon-set glyph is its outline filled and stroked; both used to add up to 0.75).
    @Test func translucentColourCoversTheSymbolOnce() throws {
        let view = Image(systemName: "music.note").font(.system(size: 80, weight: .bold)).foregroundStyle(Color.white.opacity(0.5))
        let bitmap = try ImageRenderer(content: view).bitmap()
        var alphas: [Int] = []
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { alphas.append(rgba(bitmap, x, y)[3]) } }
        #expect(alphas.max() == 128)
        #expect(alphas.filter { $0 == 128 }.count > 400)
    }
}
