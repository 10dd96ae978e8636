import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Symbols' sizes, boxes and alignment against iOS's measurements (issue 26): SF Pro's
/// metrics at 17 points (`.body`): cap height 1443/2048 em = 11.978, ascender 1950/2048 em =
/// 16.187, descender 494/2048 em = 4.101, line 20.287.
@Suite(.designEra(.iOS17)) struct SymbolMetricsTests {
    static let cap = SystemFont.bodyCapHeight
    static let ascender = 1950.0 / 2048 * 17
    static let descender = 494.0 / 2048 * 17
    /// Points per design unit at `.body`, medium: the grid is 1.54 cap heights.
    static let unit = 1.54 * cap / 24

    static func frame<V: View>(_ view: V, _ id: String = "i") -> CGRect {
        ViewLayout(of: view, in: CGSize(width: 400, height: 300)).frame(of: id) ?? .null
    }

    @Test func enclosedSymbolsMatchIOSAtBodySize() {
        // iOS draws checkmark.circle.fill 17 points across at .body (Cairn drew 19 with a grid
        // of 1.75 cap heights): now 21.75 units × 0.76859 = 16.717.
        let check = Self.frame(Image(systemName: "checkmark.circle.fill").id("i"))
        // The frame rounds up to the pixel: 17, iOS's number, at 1× and 2× (33.43 → 34 pixels).
        #expect(close(check.width, pixelCeil(21.75 * Self.unit), 1e-9))
        #expect(close(check.width, 17, 1e-9))
        #expect(close(Self.frame(Image(systemName: "checkmark.circle.fill").environment(\.displayScale, 2).id("i")).width, 17, 1e-9))
        #expect(abs(check.width - 17) / 17 < 0.02)
        // The second iOS case: 28.7 where Cairn drew 33.3; the same rule draws 33.3 × 1.54 / 1.75.
        let second: CGFloat = 33.3 * 1.54 / 1.75
        #expect(abs(second - 28.7) / 28.7 < 0.022)
        // Every circle- and square-enclosed symbol shares the ring's ink: hand-drawn, layered
        // and icon-set ones alike.
        for name in ["circle", "circle.fill", "xmark.circle.fill", "plus.circle", "info.circle", "person.circle.fill", "bell.circle"] {
            #expect(close(Self.frame(Image(systemName: name).id("i")).width, pixelCeil(16.717), 0.01), "\(name)")
        }
        // At .title (28 points) it follows the cap height: 16.717 × 28 / 17 = 27.533.
        #expect(close(Self.frame(Image(systemName: "checkmark.circle.fill").font(.title).id("i")).width, pixelCeil(27.533), 0.001))
    }

    @Test func theBoxIsTheFontsLineScaledAboutTheCapHeight() {
        // Medium: ascender to descender, 20.287 — the height of a line of body text.
        let medium = Self.frame(Image(systemName: "checkmark.circle.fill").id("i"))
        // (Frames are rounded up to the pixel: 21 at 1×.)
        #expect(close(medium.height, pixelCeil(Self.ascender + Self.descender), 1e-9))
        #expect(close(medium.height, pixelCeil(20.287), 0.001))
        #expect(close(medium.height, Self.frame(Text("Hg").id("i")).height, 1e-9))
        // Large: 1.29 × 20.287 = 26.170 (iOS's large frame for a 17-point symbol: about 26.5).
        let large = Self.frame(Image(systemName: "gearshape").imageScale(.large).id("i"))
        #expect(close(large.height, pixelCeil(26.170), 0.001))
        // At 2×, 52.34 → 53 pixels: 26.5, iOS's large frame.
        let large2 = Self.frame(Image(systemName: "gearshape").imageScale(.large).environment(\.displayScale, 2).id("i"))
        #expect(close(large2.height, 26.5, 1e-9))
        // Small: 0.783 × 20.287 = 15.885.
        #expect(close(Self.frame(Image(systemName: "gearshape").imageScale(.small).id("i")).height, pixelCeil(15.885), 0.001))
        // The ink scales by the same factors: a ring 16.717 → 13.089 small, 21.565 large.
        #expect(close(Self.frame(Image(systemName: "circle").imageScale(.small).id("i")).width, pixelCeil(13.089), 0.001))
        #expect(close(Self.frame(Image(systemName: "circle").imageScale(.large).id("i")).width, pixelCeil(21.565), 0.001))
        // A flat symbol keeps the box: minus is 16.717 × 20.287, not its 1.9-unit ink.
        #expect(close(Self.frame(Image(systemName: "minus").id("i")).height, pixelCeil(20.287), 0.001))
    }

    @Test func theSymbolCentresOnTheCapHeight() throws {
        // circle.fill at .body: the box's top is 10.198 above the cap height's middle
        // (16.187 − 5.989), the disc 8.358 above it (10.875 units), so the ink starts 1.839
        // below the frame's top and ends at 18.556 of 20.287.
        let bitmap = try ImageRenderer(content: Image(systemName: "circle.fill").foregroundColor(.red)).bitmap()
        #expect(bitmap.width == 17 && bitmap.height == 21)
        #expect(rgba(bitmap, 8, 0) == Expected.transparent)
        #expect(rgba(bitmap, 8, 3) == Expected.red)
        #expect(rgba(bitmap, 8, 17) == Expected.red)
        #expect(rgba(bitmap, 8, 19) == Expected.transparent)
    }

    @Test func baselinesAndCapHeightsLineUpWithText() {
        // In a centred HStack the medium box is the text's line: same top, same baseline.
        let row = ViewLayout(of: HStack { Image(systemName: "star.fill").id("i"); Text("Favourites").id("t") }, in: CGSize(width: 400, height: 100))
        let image = row.frame(of: "i") ?? .null, text = row.frame(of: "t") ?? .null
        #expect(close(image.minY, text.minY, 1e-9) && close(image.height, text.height, 1e-9))
        // On first baselines, a large symbol's baseline is 19.144 below its top
        // (1.29 × 10.198 + 5.989) and the text's 16.187: the symbol's top is 2.957 higher.
        let large = ViewLayout(of: HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill").imageScale(.large).id("i")
            Text("Favourites").id("t")
        }, in: CGSize(width: 400, height: 100))
        let li = large.frame(of: "i") ?? .null, lt = large.frame(of: "t") ?? .null
        let above: CGFloat = 1.29 * (Self.ascender - Self.cap / 2), below: CGFloat = 1.29 * (Self.descender + Self.cap / 2)
        let rise: CGFloat = above + Self.cap / 2 - Self.ascender
        // Each baseline is rounded to the pixel (1×): 19 and 16, so the top is 3 higher.
        #expect(close(rise, 2.957, 0.001))
        #expect(close(lt.minY - li.minY, pixelRound(rise + Self.ascender) - pixelRound(Self.ascender), 1e-9))
        #expect(close(lt.minY - li.minY, 3, 1e-9))
        // Both centre on the cap height: the symbol's box middle line sits 5.989 above the
        // shared baseline, the large box's halves 13.155 above and 13.016 below it (the frame
        // 26.170 rounded up to 27).
        let capMiddle: CGFloat = lt.minY + pixelRound(Self.ascender) - Self.cap / 2
        #expect(close(capMiddle - li.minY, pixelRound(above + Self.cap / 2) - Self.cap / 2, 1e-9))
        #expect(close(li.height, pixelCeil(above + below), 1e-9))
        // A Label puts its icon on the title's first baseline: same top at medium.
        let label = ViewLayout(of: Label("Favourites", systemImage: "star.fill").id("l"), in: CGSize(width: 400, height: 100))
        #expect(close(label.size.height, pixelCeil(20.287), 0.001))
    }

    @Test func unknownNamesDrawNothingInAnEnclosedSymbolsBox() throws {
        let layout = ViewLayout(of: Image(systemName: "no.such.symbol").id("i"), in: CGSize(width: 100, height: 100))
        #expect(layout.diagnostics == ["No symbol named 'no.such.symbol'; drawing nothing, as iOS does."])
        #expect(layout.displayList.isEmpty)
        #expect(close(layout.frame(of: "i")?.width, pixelCeil(16.717), 0.001) && close(layout.frame(of: "i")?.height, pixelCeil(20.287), 0.001))
        // Any scale, any size: a box and the diagnostic, never a crash.
        for scale in Image.Scale.allCases {
            for size in [0, .nan, -3, 1e6, .infinity] as [CGFloat] {
                let view = Image(systemName: "no.such.symbol").imageScale(scale).font(.system(size: size))
                let l = ViewLayout(of: view, in: CGSize(width: 100, height: 100))
                #expect(l.diagnostics.contains("No symbol named 'no.such.symbol'; drawing nothing, as iOS does."))
                #expect(l.size.width.isFinite && l.size.height.isFinite && l.displayList.isEmpty)
                if !(size > 0) || !size.isFinite {
                    // A font of no usable size is made at Core Text's default 12 points (see
                    // `Font+Size.swift`): the symbol's box at 12 points (medium: 11.800 × 14.320).
                    let twelve = ViewLayout(of: Image(systemName: "no.such.symbol").imageScale(scale).font(.system(size: 12)), in: CGSize(width: 100, height: 100))
                    #expect(l.size == twelve.size, "\(size)")
                    #expect(l.diagnostics.count > twelve.diagnostics.count, "\(size)")
                }
            }
        }
        // 10⁶ points: the measurer's metrics, as text gets them (Pango stops at 8,192 points):
        // an enclosed symbol's 8,055.8 × 9,776 box.
        let huge = ViewLayout(of: Image(systemName: "no.such.symbol").font(.system(size: 1e6)), in: CGSize(width: 100, height: 100))
        let hugeWidth: CGFloat = 21.75 * 1.54 * 1443 / 2048 * 8192 / 24, hugeHeight: CGFloat = 2444.0 / 2048 * 8192
        #expect(close(huge.size.width, hugeWidth, 1) && close(huge.size.height, hugeHeight, 1))
        _ = try ImageRenderer(content: Image(systemName: "heart.fill").font(.system(size: 1e6)).frame(width: 40, height: 40).clipped()).bitmap()
    }
}
