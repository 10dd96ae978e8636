import Cairn
import CairnCairo
import SampleScenes
import Testing
import CairnTestSupport

/// Seed 000's radar chart: values 165, 129, 148, 176, 152, 140 of 200, blue, 200 × 200.
///
/// Geometry at 1×: centre (100, 100), radius 100. The outer hexagon's vertices are
/// (100, 0), (186.6, 50), (186.6, 150), (100, 200), (13.4, 150), (13.4, 50), sides 100 long,
/// stroked 2 wide with dash [6, 3] from the top vertex, clockwise. The value hexagon's top
/// vertex is at radius 82.5: (100, 17.5); its second at radius 64.5 on the −30° spoke.
@Suite struct RadarTests {
    let bitmap: Bitmap

    init() throws {
        bitmap = try sample("radar").renderer(scale: 1).bitmap()
    }

    @Test func imageIsTheSquareFrame() {
        #expect(bitmap.width == 200 && bitmap.height == 200)
    }

    @Test func centreIsTheFillColour() {
        #expect(rgba(bitmap, 100, 100) == Expected.blue)
        #expect(rgba(bitmap, 99, 99) == Expected.blue)
    }

    @Test func betweenTheHexagonsOffTheOutlineIsTransparent() {
        // (100, 10): on the top spoke at radius 90, beyond the value vertex (radius 82.5) and
        // 8.7 from the outer edges through (100, 0), whose stroke is 1 wide each side.
        #expect(rgba(bitmap, 100, 10) == Expected.transparent)
    }

    @Test func rightSideOfTheOuterHexagonIsDashed() {
        // The right side runs down x = 186.6 from y = 50 (path length 100) to y = 150; its
        // stroke covers x 185.6...187.6, so pixel column 186 lies wholly inside it. A pixel
        // row y covers path lengths 100 + (y − 50) ... + 1; the dash is on where length mod 9
        // is in 0..<6.
        // y = 51: lengths 101...102, mod 9 = 2...3 → dash, blue at half opacity.
        #expect(close(rgba(bitmap, 186, 51), Expected.halfBlue, tolerance: 1))
        // y = 56: lengths 106...107, mod 9 = 7...8 → gap. Radius there ≈ 87, outside the value
        // hexagon (whose right part stays left of x = 165) → transparent.
        #expect(rgba(bitmap, 186, 56) == Expected.transparent)
        // y = 60: lengths 110...111, mod 9 = 2...3 → dash again.
        #expect(close(rgba(bitmap, 186, 60), Expected.halfBlue, tolerance: 1))
    }

    @Test func valuePolygonStartsAtTheTop() {
        // The top value vertex is (100, 17.5): (100, 20) is filled, (100, 15) is not.
        #expect(rgba(bitmap, 100, 20) == Expected.blue)
        #expect(rgba(bitmap, 100, 15) == Expected.transparent)
        // The bottom value (176 → radius 88) reaches y = 188: (100, 186) filled, (100, 190) not.
        #expect(rgba(bitmap, 100, 186) == Expected.blue)
        #expect(rgba(bitmap, 100, 190) == Expected.transparent)
    }

    @Test func svgHasTheDashedOutlineAndTheValuePolygon() throws {
        let svg = String(decoding: try sample("radar").renderer(scale: 1).svgData(), as: UTF8.self)
        #expect(svg.contains("stroke-dasharray:6,3"))
        #expect(svg.contains("stroke-width:2"))
        #expect(svg.contains("stroke-opacity:0.5"))
        #expect(svg.contains("M 100 0 L 186.601562 50 L 186.601562 150 L 100 200 L 13.398438 150 L 13.398438 50 Z"))
        // The outline is drawn before (under) the values, as the ZStack orders them.
        let outline = try #require(svg.range(of: "M 100 0 L"))
        let values = try #require(svg.range(of: "M 100 17.5 L 155.859375 67.75 L 164.085938 137 L 100 188 L 34.183594 138 L 39.378906 65 Z"))
        #expect(outline.lowerBound < values.lowerBound)
    }
}
