import Cairn
import SampleScenes
import Testing
import CairnTestSupport

/// Seed 000's `TriangleArrow`, filled green in 80 × 80.
///
/// Its outline in that rect: from (0, 0) a line to the arc's start (−16 + 40 cos 45°,
/// 40 − 40 sin 45°) = (12.28, 11.72); the arc about (−16, 40), radius 40, from −45° to 45°
/// (`clockwise: false` in SwiftUI's flipped space runs through 0°, so it bulges right to
/// (24, 40)) to (12.28, 68.28); lines to (0, 80) and (80, 40); close. The filled region is the
/// triangle (0, 0), (80, 40), (0, 80) minus the notch left of the arc.
@Suite struct TriangleArrowTests {
    @Test func oneTimesBitmapHasTheGreenFillInsideAndIsTransparentOutside() throws {
        let bitmap = try sample("triangle-arrow").renderer(scale: 1).bitmap()
        #expect(bitmap.width == 80 && bitmap.height == 80)
        // (60, 40): on the axis, between the arc (x = 24) and the tip (x = 80).
        #expect(rgba(bitmap, 60, 40) == Expected.green)
        // (25, 40): just right of the arc's rightmost point (24, 40).
        #expect(rgba(bitmap, 25, 40) == Expected.green)
        // (70, 40): near the tip, where the triangle spans y 35...45 at x = 70.
        #expect(rgba(bitmap, 70, 40) == Expected.green)
        // (20, 60): right of the arc's lower half, which is at x ≈ 18.6 there, the edge
        // (0, 80)–(80, 40) at x = 40.
        #expect(rgba(bitmap, 20, 60) == Expected.green)
        // (5, 70): left of the segment (12.28, 68.28)–(0, 80), which is at x ≈ 10.5 at y = 70.
        #expect(rgba(bitmap, 5, 70) == Expected.transparent)
        // (22, 40) and (5, 40): inside the triangle but in the notch left of the arc.
        #expect(rgba(bitmap, 22, 40) == Expected.transparent)
        #expect(rgba(bitmap, 5, 40) == Expected.transparent)
        // (40, 15): above the top edge, which is at y = 20 at x = 40.
        #expect(rgba(bitmap, 40, 15) == Expected.transparent)
        // (75, 75): below the lower edge.
        #expect(rgba(bitmap, 75, 75) == Expected.transparent)
    }

    @Test func twoTimesBitmapDoublesEveryPoint() throws {
        let bitmap = try sample("triangle-arrow").renderer(scale: 2).bitmap()
        #expect(bitmap.width == 160 && bitmap.height == 160)
        #expect(rgba(bitmap, 120, 80) == Expected.green)    // (60, 40) pt
        #expect(rgba(bitmap, 50, 80) == Expected.green)     // (25, 40) pt
        #expect(rgba(bitmap, 10, 140) == Expected.transparent)  // (5, 70) pt
        #expect(rgba(bitmap, 44, 80) == Expected.transparent)   // (22, 40) pt, in the notch
    }

    @Test func svgPathIsTheSeedsOutline() throws {
        let svg = String(decoding: try sample("triangle-arrow").renderer(scale: 1).svgData(), as: UTF8.self)
        #expect(svg.contains(#"width="80px" height="80px""#))
        // Start, arc start, the arc as one cubic through x ≈ 24 (control points at 27.9), then
        // the two lines and the close.
        #expect(svg.contains("M 0 0 L 12.285156 11.714844 C 27.90625 27.335938 27.90625 52.664062 12.285156 68.285156 L 0 80 L 80 40 Z"))
        // Color.green = (52, 199, 89) = (20.39 %, 78.04 %, 34.90 %).
        #expect(svg.contains("fill:rgb(20.392157%,78.039216%,34.901961%)"))
    }
}
