import Cairn
@testable import SampleScenes
import Testing
import CairnTestSupport

/// `Hexagon`'s vertices, trim and animatable data (seed 000, "六边形绘制实例" and
/// "Animatable Data").
@Suite struct HexagonTests {
    let square = CGRect(x: 0, y: 0, width: 200, height: 200)
    let full = Hexagon(values: Array(repeating: 200, count: 6), max: 200)

    func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func verticesStartAtTheTopAndGoClockwise() {
        // Radius 100 about (100, 100); spokes at −90°, −30°, 30°, 90°, 150°, 210° (y down).
        let s = 100 * 3.0.squareRoot() / 2  // 86.60
        let expected = [
            CGPoint(x: 100, y: 0), CGPoint(x: 100 + s, y: 50), CGPoint(x: 100 + s, y: 150),
            CGPoint(x: 100, y: 200), CGPoint(x: 100 - s, y: 150), CGPoint(x: 100 - s, y: 50),
        ]
        let points = full.points(in: square)
        #expect(points.count == 6)
        for (p, e) in zip(points, expected) { #expect(near(p, e), "\(p) ≠ \(e)") }
    }

    @Test func valuesScaleTheRadius() {
        let points = Hexagon(values: RadarScene.values, max: RadarScene.maximum).points(in: square)
        #expect(near(points[0], CGPoint(x: 100, y: 17.5)))  // 165 / 200 · 100 = 82.5 above the centre
        #expect(near(points[3], CGPoint(x: 100, y: 188)))   // 176 / 200 · 100 = 88 below it
    }

    @Test func radiusIsHalfTheShorterSideAboutTheCentre() {
        let points = full.points(in: CGRect(x: 10, y: 20, width: 300, height: 100))
        #expect(near(points[0], CGPoint(x: 160, y: 20)))   // centre (160, 70), radius 50
        #expect(near(points[3], CGPoint(x: 160, y: 120)))
    }

    @Test func animatableDataIsProgress() {
        var hexagon = full
        #expect(hexagon.progress == 1)
        hexagon.animatableData = 0.4
        #expect(hexagon.progress == 0.4)
        #expect(hexagon.animatableData == 0.4)
    }

    @Test func progressTrimsFromTheTopClockwise() throws {
        var hexagon = full
        // Six sides of 100: half the length ends at the bottom vertex after the right side.
        hexagon.progress = 0.5
        let half = hexagon.path(in: square)
        let bounds = half.boundingRect
        #expect(abs(bounds.minX - 100) < 1e-6 && abs(bounds.maxX - (100 + 100 * 3.0.squareRoot() / 2)) < 1e-6)
        #expect(abs(bounds.minY) < 1e-6 && abs(bounds.maxY - 200) < 1e-6)
        let end = try #require(half.currentPoint)
        #expect(near(end, CGPoint(x: 100, y: 200)), "trim ends at \(end)")
        hexagon.progress = 0
        #expect(hexagon.path(in: square).isEmpty)
    }

    @Test func noValuesDrawNothing() {
        #expect(Hexagon(values: [], max: 200).path(in: square).isEmpty)
    }
}
