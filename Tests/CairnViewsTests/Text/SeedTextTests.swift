import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Seed 003's text examples.
@Suite struct SeedTextTests {
    static let poem = "窗前明月光,疑是地上霜"

    @Test func geometryReaderSpecifierText() {
        // `Text("w: \(geo.size.width, specifier: "%.1f") \n h: ...")` in a 100×100 reader.
        let view = VStack {
            GeometryReader { geo in
                Text("w: \(geo.size.width, specifier: "%.1f") \n h: \(geo.size.height, specifier: "%.1f")")
            }
            .frame(width: 100, height: 100)
            .border(Color.green)
        }
        let text = textItems(fixedLayout(view).displayList)
        #expect(text.map(\.run.string) == ["w: 100.0 \n h: 100.0"])
        // The reader puts its content at its top-leading corner: (150, 150) in 400×400. The
        // text is drawn 0.4 lower: its first baseline, 13.6 below its top (fixed metrics),
        // sits on the pixel grid at 14.
        #expect(close(text.first?.origin, CGPoint(x: 150, y: 150 + pixelRound(13.6) - 13.6), 1e-9))
    }

    /// The poem is 10 Han characters from Noto Sans CJK SC (17 each, 1000/1000 em) and an
    /// ASCII comma from Inter (4.7568): 174.7568 on one line (measure.c), less the system
    /// font's 17-point tracking on its 11 characters (11 × −0.4297): 170.0303. Its lines
    /// are 24.6162 tall (Noto's ascender 19.7197 + descender 4.8965 exceed SF Pro's). On the
    /// pixel grid (1× here) the text is 171 × 25.
    @Test func poemWithLayoutPriorityTakesItsIdealWidth() {
        let layout = pangoLayout(
            HStack {
                Color.orange.id("color")
                Text(Self.poem).border(Color.red).layoutPriority(1).id("poem")
            }
            .frame(width: 200, height: 100))
        // 192 after spacing, the Color's minimum is 0: the poem takes 171, the Color the 21
        // left.
        #expect(close(layout.frame(of: "poem")?.size.width, pixelCeil(170.0303), 1e-9))
        #expect(close(layout.frame(of: "poem")?.size.height, pixelCeil(24.6162), 1e-9))
        #expect(close(layout.frame(of: "color")?.width, 192 - pixelCeil(170.0303), 1e-9))
    }

    @Test func poemWithoutPriorityWrapsAtHalfTheWidth() {
        // The less flexible Text goes first with 192 / 2 = 96: "窗前明月光," (89.7568 + 6 ×
        // −0.4297 = 87.1787; the comma may not start a line) over "疑是地上霜": 88 × 50 on the
        // pixel grid. The Color takes the 104 left.
        let layout = pangoLayout(
            HStack {
                Color.orange.id("color")
                Text(Self.poem).border(Color.red).id("poem")
            }
            .frame(width: 200, height: 100))
        #expect(close(layout.frame(of: "poem")?.size, CGSize(width: pixelCeil(87.1787), height: pixelCeil(49.2324)), 1e-9))
        #expect(close(layout.frame(of: "color")?.width, 192 - pixelCeil(87.1787), 1e-9))
    }
}
