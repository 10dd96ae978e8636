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
        // The reader puts its content at its top-leading corner: (150, 150) in 400×400.
        #expect(text.first?.origin == CGPoint(x: 150, y: 150))
    }

    /// The poem is 10 Han characters from Noto Sans CJK SC (17 each, 1000/1000 em) and an
    /// ASCII comma from Inter (4.7568): 174.7568 on one line (measure.c), less the system
    /// font's 17-point tracking on its 11 characters (11 × −0.4297): 170.0303. Its lines
    /// are 24.6162 tall (Noto's ascender 19.7197 + descender 4.8965 exceed SF Pro's).
    @Test func poemWithLayoutPriorityTakesItsIdealWidth() {
        let layout = pangoLayout(
            HStack {
                Color.orange.id("color")
                Text(Self.poem).border(Color.red).layoutPriority(1).id("poem")
            }
            .frame(width: 200, height: 100))
        // 192 after spacing, the Color's minimum is 0: the poem takes 170.0303, the
        // Color the 21.9697 left.
        #expect(close(layout.frame(of: "poem")?.size.width, 170.0303, 0.01))
        #expect(close(layout.frame(of: "poem")?.size.height, 24.6162, 0.01))
        #expect(close(layout.frame(of: "color")?.width, 21.9697, 0.01))
    }

    @Test func poemWithoutPriorityWrapsAtHalfTheWidth() {
        // The less flexible Text goes first with 192 / 2 = 96: "窗前明月光," (89.7568 + 6 ×
        // −0.4297 = 87.1787; the comma may not start a line) over "疑是地上霜". The Color
        // takes 104.8213.
        let layout = pangoLayout(
            HStack {
                Color.orange.id("color")
                Text(Self.poem).border(Color.red).id("poem")
            }
            .frame(width: 200, height: 100))
        #expect(close(layout.frame(of: "poem")?.size, CGSize(width: 87.1787, height: 49.2324), 0.01))
        #expect(close(layout.frame(of: "color")?.width, 104.8213, 0.01))
    }
}
