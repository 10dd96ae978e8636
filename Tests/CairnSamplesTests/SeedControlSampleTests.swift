import Cairn
import SampleScenes
import Testing
import CairnTestSupport

/// Pixels of seed 003's Slider sample and seed 000's Button sample.
@Suite struct SeedControlSampleTests {
    @Test func seed003SampleDrawsTheKnobAtTheValue() throws {
        // The sample is 390 wide: slider x 30...360, knob 28 wide, so its centre is at
        // 30 + 14 + (330 − 28) · (100 − 10) / 290 = 137.72 (scale 2: 275.4 px). Left of the
        // knob the track is the tint (0, 122, 255); right of it `systemFill` (120, 120, 128)
        // at 20 % over white: 255 − 0.2 · 135 = 228, 255 − 0.2 · 127 = 229.6.
        let sample = try #require(SampleCatalog.sample(named: "geometry-slider"))
        let bitmap = try sample.renderer(scale: 2).bitmap()
        var knobRow = -1
        for y in 0..<bitmap.height where rgba(bitmap, 100, y) == [0, 122, 255, 255] { knobRow = y; break }
        #expect(knobRow > 0, "no tint-coloured track at x = 50 pt")
        guard knobRow > 0 else { return }
        let y = knobRow + 2
        #expect(rgba(bitmap, 200, y) == [0, 122, 255, 255])              // filled part, x = 100 pt
        #expect(rgba(bitmap, 275, y) == [255, 255, 255, 255])            // knob centre
        let grey = rgba(bitmap, 600, y)                                   // x = 300 pt
        #expect(abs(Int(grey[0]) - 228) <= 1 && abs(Int(grey[2]) - 230) <= 1, "track right of the knob: \(grey)")
        // The knob is white out to its 14-point radius and ends before it plus 1 point.
        #expect(rgba(bitmap, 275 + 26, y) == [255, 255, 255, 255])
        #expect(rgba(bitmap, 275 + 34, y) != [255, 255, 255, 255])
    }

    @Test func seed000ButtonLabelIsDrawnInTheAccentColour() throws {
        // The borderless label is drawn in the accent colour (0, 122, 255): some pixel of the
        // glyphs below the hexagon (y > 100 pt: the image is the stack's size) is exactly that.
        let bitmap = try #require(SampleCatalog.sample(named: "hexagon-button")).renderer(scale: 2).bitmap()
        var found = false
        for y in 200..<bitmap.height { for x in 0..<bitmap.width where rgba(bitmap, x, y) == [0, 122, 255, 255] { found = true } }
        #expect(found)
        // The hexagon (progress 1) is filled with the default foreground, black, at its
        // centre (50, 50) pt; the image is 100 points wide (the hexagon's frame is widest).
        #expect(bitmap.width == 200)
        #expect(rgba(bitmap, 100, 100) == [0, 0, 0, 255])
    }
}

/// The control samples in dark mode (`.preferredColorScheme(.dark)`): Apple's dark values of
/// the UIKit semantic colours, the light samples unchanged.
@Suite struct DarkControlSampleTests {
    @Test(arguments: [
        // settings: the screen is systemGroupedBackground (light 242, 242, 247; dark black) at
        // (195, 10) pt; the first card's row, at (30, 153) pt, is
        // secondarySystemGroupedBackground (light white; dark 28, 28, 30).
        ("settings", 195, 10, [242, 242, 247, 255] as [Int], [0, 0, 0, 255] as [Int]),
        ("settings", 30, 153, [255, 255, 255, 255], [28, 28, 30, 255]),
        // containers-gallery: the GroupBox at (300, 215) pt is secondarySystemBackground
        // (light 242, 242, 247; dark 28, 28, 30) on systemBackground (white; dark black).
        ("containers-gallery", 300, 215, [242, 242, 247, 255], [28, 28, 30, 255]),
        ("containers-gallery", 195, 40, [255, 255, 255, 255], [0, 0, 0, 255]),
    ])
    func darkSampleUsesTheDarkSystemColours(name: String, x: Int, y: Int, light: [Int], dark: [Int]) throws {
        let lightBitmap = try #require(SampleCatalog.sample(named: name)).renderer(scale: 2).bitmap()
        let darkBitmap = try #require(SampleCatalog.sample(named: "\(name)-dark")).renderer(scale: 2).bitmap()
        #expect(rgba(lightBitmap, 2 * x, 2 * y) == light)
        #expect(rgba(darkBitmap, 2 * x, 2 * y) == dark)
    }
}
