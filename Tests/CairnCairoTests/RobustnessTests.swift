import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// Drawing never fails: non-finite or degenerate input is skipped and later items still draw.
@Suite struct RobustnessTests {
    /// The probe drawn after the bad items: a red square whose pixel (35,35) must be exact.
    let probe = fill(rectPath(30, 30, 10, 10), Palette.pureRed)

    func expectProbeDrawn(after items: [DisplayList.Item], _ comment: Comment) throws {
        let bitmap = try render(items + [probe], 40, 40)
        #expect(rgba(bitmap, 35, 35) == [255, 0, 0, 255], comment)
    }

    @Test func nanCoordinatesInAPathDoNotCrash() throws {
        var p = Path()
        p.move(to: CGPoint(x: CGFloat.nan, y: 0))
        p.addLine(to: CGPoint(x: 10, y: CGFloat.nan))
        p.addLine(to: CGPoint(x: 10, y: 10))
        p.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
        p.addLine(to: CGPoint(x: 0, y: 20))
        p.closeSubpath()
        try expectProbeDrawn(after: [fill(p, Palette.pureBlue), .stroke(p, .color(Palette.pureBlue), StrokeStyle())], "NaN path")
    }

    @Test func badStrokeAttributesAreSkippedOrDefaulted() throws {
        let path = rectPath(0, 0, 20, 20)
        let styles = [
            StrokeStyle(lineWidth: .nan), StrokeStyle(lineWidth: -1), StrokeStyle(lineWidth: .infinity),
            StrokeStyle(lineWidth: 2, miterLimit: .nan, dash: [1, 2], dashPhase: .nan),
            StrokeStyle(lineWidth: 2, dash: [0, 0]),
        ]
        try expectProbeDrawn(after: styles.map { .stroke(path, .color(Palette.pureBlue), $0) }, "bad strokes")
    }

    @Test func singularAndNonFiniteTransformsSkipTheGroup() throws {
        let content = DisplayList([fill(rectPath(0, 0, 40, 40), Palette.pureBlue)])
        let groups: [DisplayList.Item] = [
            .group(.init(transform: CGAffineTransform(scaleX: 0, y: 1), content: content)),
            .group(.init(transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), content: content)),
            .group(.init(transform: CGAffineTransform(scaleX: 1e-300, y: 1e-300), content: content)),
            .group(.init(opacity: .nan, content: content)),
            .group(.init(opacity: 0, content: content)),
        ]
        let bitmap = try render(groups + [probe], 40, 40)
        #expect(rgba(bitmap, 35, 35) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 5, 5)[3] == 0)  // none of the skipped groups drew
    }

    @Test func badGradientsAreSkipped() throws {
        let stops = [Gradient.Stop(color: .red, location: .nan), Gradient.Stop(color: .blue, location: 7)]
        let paints: [Paint] = [
            .linearGradient(stops: stops, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero),
            .radialGradient(stops: stops, center: .zero, startRadius: -5, endRadius: .infinity, transform: .identity),
            .radialGradient(
                stops: stops, center: .zero, startRadius: 0, endRadius: 5, transform: CGAffineTransform(scaleX: 0, y: 0)),
            .angularGradient(stops: [], center: .zero, startAngle: .radians(.nan), endAngle: .zero),
            .angularGradient(stops: [], center: CGPoint(x: 1, y: 1), startAngle: .zero, endAngle: .degrees(1e9)),
        ]
        try expectProbeDrawn(after: paints.map { .fill(rectPath(0, 0, 20, 20), $0, FillStyle()) }, "bad gradients")
    }

    @Test func emptyListsAndPathsDrawNothing() throws {
        let bitmap = try render([fill(Path(), Palette.pureRed), .group(.init(content: DisplayList()))], 4, 4)
        #expect(bitmap.pixels.allSatisfy { $0 == 0 })
    }
}

/// Huge geometry stays cheap: the angular gradient's mesh is bounded by the visible area.
@Suite struct HugeGeometryTests {
    @Test func angularGradientOnAHugePathIsBoundedByTheCanvas() throws {
        let paint = Paint.angularGradient(
            stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
            center: CGPoint(x: 1e7, y: 1e7), startAngle: .zero, endAngle: .degrees(360))
        let start = ContinuousClock.now
        let bitmap = try render([.fill(rectPath(-1e8, -1e8, 2e8, 2e8), paint, FillStyle())], 40, 40)
        #expect(ContinuousClock.now - start < .seconds(2))
        // The canvas is at 225° from the far-away centre: t = 0.625 of SwiftUI red (255,59,48)
        // → blue (0,122,255) gives 96, 98, 177.
        #expect(close(rgba(bitmap, 20, 20), [96, 98, 177, 255], tolerance: 3), "\(rgba(bitmap, 20, 20))")
    }
}
