import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Symbols: sizes by font and scale, baselines, variants, resizing, placeholders.
@Suite(.designEra(.iOS17)) struct SymbolTests {
    /// `circle`'s ink is 21.75 grid units square (radius 10 plus half a 1.75 stroke on each
    /// side); the 24-unit grid is 1.54 cap heights tall.
    static func circleSide(capHeight: CGFloat, scale: CGFloat = 1) -> CGFloat { 21.75 * 1.54 * capHeight * scale / 24 }
    /// Points per unit with the fixed-metric measurer at 17 points (cap height 11.9).
    static let fixedUnit: CGFloat = 1.54 * 11.9 / 24

    @Test func sizeFollowsTheFontsCapHeight() {
        let canvas = CGSize(width: 300, height: 300)
        // The system font at 17 points: SF Pro's cap height 11.978 → 16.717 points wide, and
        // the box is the line, 2444/2048 em = 20.287 tall; at 28 (.title): 27.534 × 33.414.
        // Frames are those sizes rounded up to the pixel (1× here: 17 × 21, 28 × 34).
        let body = ViewLayout(of: Image(systemName: "circle"), in: canvas).size
        #expect(close(body.width, pixelCeil(16.717), 0.001) && close(body.height, pixelCeil(20.287), 0.001))
        #expect(close(body.width, pixelCeil(Self.circleSide(capHeight: SystemFont.bodyCapHeight)), 1e-9))
        let title = ViewLayout(of: Image(systemName: "circle").font(.title), in: canvas).size
        #expect(close(title.width, pixelCeil(27.534), 0.001))
        #expect(close(title.width, pixelCeil(Self.circleSide(capHeight: SystemFont.titleCapHeight)), 1e-9))
        #expect(close(title.height, pixelCeil(2444.0 / 2048 * 28), 1e-9))
        // At 3×: 16.717 → 51 pixels, 17 points; 20.287 → 61 pixels, 20.3333 points.
        let body3 = ViewLayout(of: Image(systemName: "circle").environment(\.displayScale, 3), in: canvas).size
        #expect(close(body3.width, 17, 1e-9) && close(body3.height, 61.0 / 3, 1e-9))
        // With the fixed-metric measurer (cap height 0.7 × size): 16.608 and 27.354 wide.
        let fixed = FixedMetricTextMeasurer()
        #expect(close(ViewLayout(of: Image(systemName: "circle"), in: canvas, textMeasurer: fixed).size.width, pixelCeil(16.608), 0.001))
        #expect(close(ViewLayout(of: Image(systemName: "circle").font(.title), in: canvas, textMeasurer: fixed).size.width, pixelCeil(27.354), 0.001))
        // A wide, short symbol: line.3.horizontal is 18.75 units wide, in the 1.2-em box.
        let lines = ViewLayout(of: Image(systemName: "line.3.horizontal"), in: canvas, textMeasurer: fixed).size
        #expect(close(lines.width, pixelCeil(18.75 * Self.fixedUnit), 0.001) && close(lines.height, pixelCeil(1.2 * 17), 0.001))
    }

    @Test func imageScaleMultipliesTheSize() {
        // At 8× the pixel is 1/8 point: the scale factors hold within a pixel.
        let fixed = FixedMetricTextMeasurer()
        let canvas = CGSize(width: 300, height: 300)
        func size(_ scale: Image.Scale) -> CGSize {
            ViewLayout(of: Image(systemName: "heart").imageScale(scale).environment(\.displayScale, 8), in: canvas, textMeasurer: fixed).size
        }
        let medium = size(.medium), small = size(.small), large = size(.large)
        #expect(abs(small.width - medium.width * 0.783) <= 0.25)
        #expect(abs(large.height - medium.height * 1.29) <= 0.25)
    }

    @Test func fixedWhateverTheProposal() {
        let layout = ViewLayout(of: Image(systemName: "star").id("s").frame(width: 5, height: 5), in: CGSize(width: 100, height: 100))
        let frame = layout.frame(of: "s")
        #expect(close(frame?.width, ViewLayout(of: Image(systemName: "star"), in: CGSize(width: 1, height: 1)).size.width, 1e-9))
        #expect((frame?.width ?? 0) > 15)
    }

    @Test func firstTextBaselineLinesUpWithText() {
        // Fixed metrics: text baseline 0.8 × 17 = 13.6 below its top; the symbol's grid
        // middle (y = 12) is half a cap height (5.95) above the baseline. The box reaches
        // 13.6 − 5.95 = 7.65 above that middle, the ring (12 − 1.125) × 0.76358 = 8.304, so
        // circle's baseline is 8.304 + 5.95 = 14.254 below its top.
        let view = HStack(alignment: .firstTextBaseline) {
            Image(systemName: "circle").id("i")
            Text("User:").id("t")
        }
        let fixed = ViewLayout(of: view, in: CGSize(width: 300, height: 100), textMeasurer: FixedMetricTextMeasurer())
        let image = fixed.frame(of: "i"), text = fixed.frame(of: "t")
        // Both baselines are on the pixel grid (1×): 14 and 14, so the tops line up.
        let imageBaseline = (image?.minY ?? 0) + pixelRound(14.254)
        let textBaseline = (text?.minY ?? 0) + pixelRound(13.6)
        #expect(close(imageBaseline, textBaseline, 0.001))
        #expect(close((text?.minY ?? 0) - (image?.minY ?? 0), pixelRound(14.254) - pixelRound(13.6), 0.001))
        // With Pango and Inter, mixed sizes: every baseline on one line.
        let mixed = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).id("big")
            Image(systemName: "person.circle").id("i")
            Text("small").font(.caption).id("small")
            Image(systemName: "star.fill").font(.largeTitle).id("star")
        }
        let layout = ViewLayout(of: mixed, in: CGSize(width: 400, height: 200))
        // SF Pro's baselines: 1950/2048 em below the top (34: 32.3730, 12: 11.4258).
        // Each rounded to the pixel (1×): 32, 11 and 16.
        let bigBaseline = (layout.frame(of: "big")?.minY ?? 0) + pixelRound(1950.0 / 2048 * 34)
        let smallBaseline = (layout.frame(of: "small")?.minY ?? 0) + pixelRound(1950.0 / 2048 * 12)
        // person.circle at .body: its box is the line, so its baseline is the ascender,
        // 1950/2048 × 17 = 16.187 below its top.
        let personBaseline = (layout.frame(of: "i")?.minY ?? 0) + pixelRound(SystemFont.bodyBaseline)
        #expect(close(smallBaseline, bigBaseline, 0.001))
        #expect(close(personBaseline, bigBaseline, 0.001))
    }

    @Test func symbolVariantPicksTheFilledSymbol() {
        func name<V: View>(_ view: V) -> String {
            ViewLayout(of: view, in: CGSize(width: 100, height: 100)).description
                .split(separator: "\n").first { $0.contains("Image(") }.map(String.init) ?? ""
        }
        #expect(name(Image(systemName: "heart").symbolVariant(.fill)).contains("Image(systemName: heart.fill)"))
        #expect(name(Image(systemName: "hand.thumbsup").symbolVariant(.fill).font(.title)).contains("hand.thumbsup.fill"))
        #expect(name(Image(systemName: "person").symbolVariant(.circle.fill)).contains("person.circle.fill"))
        #expect(name(Image(systemName: "person.circle").symbolVariant(.fill)).contains("person.circle.fill"))
        // No filled magnifying glass: the plain one, no diagnostic.
        let glass = ViewLayout(of: Image(systemName: "magnifyingglass").symbolVariant(.fill), in: CGSize(width: 100, height: 100))
        #expect(glass.diagnostics.isEmpty)
        #expect(glass.description.contains("Image(systemName: magnifyingglass)"))
        // `.none` clears what an ancestor set.
        #expect(name(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill)).contains("heart)"))
        #expect(SymbolVariants.fill.candidates(for: "xmark.circle") == ["xmark.circle.fill", "xmark.circle"])
        #expect(SymbolVariants.circle.fill.candidates(for: "xmark") == ["xmark.circle.fill", "xmark.fill", "xmark.circle", "xmark"])
    }

    @Test func symbolsUseTheForegroundStyle() throws {
        let bitmap = try ImageRenderer(content: Image(systemName: "circle.fill").foregroundColor(.red).frame(width: 40, height: 40)).bitmap()
        #expect(rgba(bitmap, 20, 20) == Expected.red)
        #expect(rgba(bitmap, 1, 1) == Expected.transparent)
        let heart = try ImageRenderer(content: Image(systemName: "heart").foregroundColor(.red)).bitmap()
        // heart's ink is 19.75 units × 0.76859 = 15.18 points wide, so 16 pixels; its box is
        // the 20.287-point line, so 21.
        #expect(heart.width == 16 && heart.height == 21)
    }

    @Test func resizableSymbolsStretchLikeVectors() {
        // Seed 003: cloud.bolt.fill resizable in 50 × 50.
        let view = Image(systemName: "cloud.bolt.fill").resizable().id("c").frame(width: 50, height: 50)
        let layout = ViewLayout(of: view, in: CGSize(width: 100, height: 100))
        #expect(close(layout.frame(of: "c"), CGRect(x: 25, y: 25, width: 50, height: 50), 0.01))
        // Not square: strokes are outlined and filled, so nothing is stroked.
        let dump = layout.displayList.dump
        #expect(!dump.contains("stroke "))
        #expect(dump.contains("clip evenodd"))
        // Seed 002: tray.and.arrow.down resizable, scaledToFit in 26 × 26: 19.75 × 19.95
        // units, so 25.739 × 26.
        let tray = ViewLayout(of: Image(systemName: "tray.and.arrow.down").resizable().scaledToFit().id("t").frame(width: 26, height: 26),
                              in: CGSize(width: 26, height: 26))
        #expect(close(tray.frame(of: "t"), CGRect(x: (26 - 26 * 19.75 / 19.95) / 2, y: 0, width: 26 * 19.75 / 19.95, height: 26), 0.001))
    }

    /// A name Cairn lacks whose other form it has draws that form, and says so: Cairn has
    /// `airplane` but no `airplane.fill`, which lays out and draws as `airplane` does.
    @Test func aMissingFormDrawsTheOtherForm() {
        let env = { (name: String) in
            ViewLayout(of: Image(systemName: name), in: CGSize(width: 100, height: 100), textMeasurer: FixedMetricTextMeasurer())
        }
        let standIn = env("airplane.fill"), plain = env("airplane")
        #expect(standIn.diagnostics == ["Cairn has no drawing of symbol 'airplane.fill'; drawing 'airplane' in its place."])
        #expect(plain.diagnostics.isEmpty)
        #expect(standIn.size == plain.size)
        #expect(!standIn.displayList.isEmpty)
        #expect(standIn.displayList.dump == plain.displayList.dump)
        // Neither form known: nothing, as before; absurd names are not looked at twice.
        #expect(env("no.such.symbol.fill").displayList.isEmpty)
        #expect(env(".fill").displayList.isEmpty)
        #expect(env(String(repeating: "x", count: 5_000)).displayList.isEmpty)
    }

    @Test func unknownNamesDrawNothing() {
        let layout = ViewLayout(of: Image(systemName: "no.such.symbol"), in: CGSize(width: 100, height: 100), textMeasurer: FixedMetricTextMeasurer())
        #expect(layout.diagnostics == ["No symbol named 'no.such.symbol'; drawing nothing, as iOS does."])
        // An enclosed symbol's box: the ring's 21.75 units wide, and as tall as a circle.
        #expect(close(layout.size.width, pixelCeil(21.75 * Self.fixedUnit), 0.001))
        #expect(close(layout.size.height, ViewLayout(of: Image(systemName: "circle"), in: CGSize(width: 100, height: 100), textMeasurer: FixedMetricTextMeasurer()).size.height, 1e-9))
        #expect(layout.displayList.isEmpty)
    }

    @Test func catalogCoversTheSeedsAndCharts() {
        let required = [
            "person.circle", "person.circle.fill", "heart", "heart.fill", "cloud.bolt.fill", "circle", "circle.fill",
            "hand.thumbsup", "hand.thumbsup.fill", "tray.and.arrow.down", "tray.and.arrow.up", "line.3.horizontal",
            "pencil.circle.fill", "star", "star.fill", "checkmark", "checkmark.circle.fill", "xmark", "xmark.circle.fill",
            "plus", "minus", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "arrow.up", "arrow.down",
            "arrow.left", "arrow.right", "square", "square.fill", "triangle", "triangle.fill", "bolt.fill", "gear",
            "info.circle", "exclamationmark.triangle.fill", "bell", "house", "magnifyingglass", "chart.bar.fill", "chart.pie.fill",
        ]
        for name in required {
            #expect(SymbolCatalog.contains(name), "\(name)")
            let layout = ViewLayout(of: Image(systemName: name), in: CGSize(width: 100, height: 100), textMeasurer: FixedMetricTextMeasurer())
            #expect(layout.diagnostics.isEmpty, "\(name)")
            // At most a full 24-unit grid wide (18.326 points); as tall as the 1.2-em line
            // (20.4) or, where the ink reaches above it, up to 12 units (9.163) above the cap
            // height's middle plus the line's 12.75 below it.
            // (Frames round up to the pixel.)
            #expect(layout.size.width > 1.5 && layout.size.width <= pixelCeil(24 * Self.fixedUnit), "\(name)")
            #expect(layout.size.height >= 20.4 - 1e-9 && layout.size.height <= pixelCeil(12 * Self.fixedUnit + 12.75), "\(name)")
            #expect(!layout.displayList.isEmpty, "\(name)")
        }
        #expect(SymbolCatalog.names == SymbolCatalog.names.sorted())
    }

    @Test func boldFontsDrawThickerStrokes() {
        let fixed = FixedMetricTextMeasurer()
        func width<V: View>(_ view: V) -> String {
            let dump = ViewLayout(of: view, in: CGSize(width: 100, height: 100), textMeasurer: fixed).displayList.dump
            return dump.split(separator: " ").first { $0.hasPrefix("w=") }.map(String.init) ?? ""
        }
        // 1.75 units × 0.76358 points per unit = 1.3363; bold × 1.4 = 1.8708.
        #expect(width(Image(systemName: "circle")).hasPrefix("w=1.336"))
        #expect(width(Image(systemName: "circle").fontWeight(.bold)).hasPrefix("w=1.870"))
    }
}
