import Cairn
import SampleScenes
import Testing
import CairnTestSupport

/// Pixel checks of seed 000's `FlowRectangle` and seed 003's `MyProgress` row.
@Suite struct SeedViewsTests {
    @Test func flowRectangleSplitsTheFrameByTheSeedsFractions() throws {
        // In 200 × 200: red is y 0..<60 (30 %); below, green is x 0..<80 (40 %); to its
        // right blue is y 60..<140 (40 %) over yellow y 140..<200 (30 %).
        let bitmap = try sample("flow-rectangle").renderer(scale: 1).bitmap()
        #expect(rgba(bitmap, 100, 30) == Expected.red)
        #expect(rgba(bitmap, 100, 59) == Expected.red)
        #expect(rgba(bitmap, 40, 100) == Expected.green)
        #expect(rgba(bitmap, 79, 199) == Expected.green)
        #expect(rgba(bitmap, 80, 60) == Expected.blue)
        #expect(rgba(bitmap, 140, 139) == Expected.blue)
        #expect(rgba(bitmap, 140, 140) == Expected.yellow)
        #expect(rgba(bitmap, 199, 199) == Expected.yellow)
    }

    @Test func myProgressRingsSitBetweenZeroGapSpacers() throws {
        // HStack in 600: rings 100 + 150 + 300 = 550; a Spacer's gap to its neighbours is 0
        // and its minimum 8, so the four Spacers share the other 50: 12.5 each. Ring 1's frame
        // is x 12.5...112.5, centre (62.5, 150) (the row is 300 tall), stroke 20 wide on the
        // radius-50 circle: green for radii 40...60, so its left edge is at x = 2.5.
        let bitmap = try sample("my-progress").renderer(scale: 1).bitmap()
        #expect(bitmap.width == 600 && bitmap.height == 300)
        #expect(rgba(bitmap, 1, 150) == Expected.transparent)
        #expect(rgba(bitmap, 3, 150) == Expected.green)
        #expect(rgba(bitmap, 62, 150) == Expected.transparent)
        #expect(rgba(bitmap, 62, 100) == Expected.green)   // top of ring 1, radius 50
        // Ring 3: frame x 287.5...587.5, centre (437.5, 150), radius 150, stroke 60 wide:
        // its hole is radius < 120.
        #expect(rgba(bitmap, 437, 150) == Expected.transparent)
        #expect(rgba(bitmap, 437, 10) == Expected.green)   // radius 140
    }
}
