import Cairn
import CairnCairo
import Testing
import CairnTestSupport

/// Inset-grouped cells clip their content to the section's rounded corners, as on iOS: an
/// edge-to-edge row (`.listRowInsets(EdgeInsets())`) keeps the card's shape.
@Suite(.designEra(.iOS17)) struct ListCardClipTests {
    /// A form whose one row is a red band 100 points tall, edge to edge, on a 390-point canvas:
    /// the card runs from x 16 to 374, from y 35 (`ListTests`' metrics), corners of 10.
    @MainActor func bitmap(_ row: some View) throws -> Bitmap {
        try ImageRenderer(content: Form { Section { row } }.frame(width: 390, height: 200)).bitmap()
    }

    @Test @MainActor func anEdgeToEdgeRowTakesTheCardsRoundedCorners() throws {
        let image = try bitmap(Color.red.frame(height: 100).listRowInsets(EdgeInsets()))
        let red: [Int] = [255, 59, 48, 255]
        // The middle of the band is red from the card's left edge to its right edge.
        #expect(rgba(image, 16, 85) == red && rgba(image, 373, 85) == red)
        // In the corners the rounding cuts away the red: the grouped background (242, 242,
        // 247) shows at the card's very corner pixels; past the continuous corner's curve (1.53 × 10
        // points), red again.
        let background: [Int] = [242, 242, 247, 255]
        #expect(rgba(image, 16, 35) == background, "\(rgba(image, 16, 35))")
        #expect(rgba(image, 373, 35) == background && rgba(image, 16, 134) == background && rgba(image, 373, 134) == background)
        #expect(rgba(image, 33, 35) == red && rgba(image, 16, 52) == red)
    }

    @Test @MainActor func contentAwayFromTheCornersIsNotClipped() throws {
        // A text row stays clear of the corners: its drawing gains no clip; the edge-to-edge
        // band gains one (the card's).
        func clips(_ row: some View) -> Int {
            let list = ViewLayout(of: Form { Section { row } }, in: CGSize(width: 390, height: 200)).displayList
            return String(describing: list).components(separatedBy: "clip").count - 1
        }
        let text = clips(Text("Plain"))
        #expect(clips(Color.red.frame(width: 100, height: 20)) == text)
        #expect(clips(Color.red.frame(height: 100).listRowInsets(EdgeInsets())) == text + 1)
    }
}
