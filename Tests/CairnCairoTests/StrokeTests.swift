import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// Strokes: width, dash and phase, caps, and dash arrays SwiftUI ignores.
@Suite struct StrokeTests {
    /// A horizontal line from (0,20) to (40,20).
    var line: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 20))
        p.addLine(to: CGPoint(x: 40, y: 20))
        return p
    }

    @Test func dashedLineHasDashesAndGaps() throws {
        // Width 4 covers rows 18...21; dash [6 3]: on 0..<6, off 6..<9, on 9..<15, ...
        let style = StrokeStyle(lineWidth: 4, dash: [6, 3])
        let bitmap = try render([.stroke(line, .color(Palette.pureRed), style)], 40, 40)
        #expect(rgba(bitmap, 3, 20) == [255, 0, 0, 255])  // in the first dash
        #expect(rgba(bitmap, 7, 20)[3] == 0)  // in the first gap
        #expect(rgba(bitmap, 10, 19) == [255, 0, 0, 255])  // second dash
        #expect(rgba(bitmap, 3, 17)[3] == 0)  // above the stroke
    }

    @Test func dashPhaseShiftsThePattern() throws {
        // Phase 3 starts 3 units into the pattern: on 0..<3, off 3..<6, on 6..<12.
        let style = StrokeStyle(lineWidth: 4, dash: [6, 3], dashPhase: 3)
        let bitmap = try render([.stroke(line, .color(Palette.pureRed), style)], 40, 40)
        #expect(rgba(bitmap, 1, 20)[3] == 255)
        #expect(rgba(bitmap, 4, 20)[3] == 0)
        #expect(rgba(bitmap, 7, 20)[3] == 255)
    }

    @Test func allZeroAndNegativeDashesAreIgnoredAsSwiftUIDoes() throws {
        for dash: [CGFloat] in [[0, 0], [-6, 3], [6, .nan]] {
            let style = StrokeStyle(lineWidth: 4, dash: dash)
            let bitmap = try render([.stroke(line, .color(Palette.pureRed), style)], 40, 40)
            // Drawn solid: the pixel that a [6 3] dash would leave empty is covered.
            #expect(rgba(bitmap, 7, 20)[3] == 255, "dash \(dash)")
        }
    }

    @Test func squareCapsExtendByHalfTheWidth() throws {
        var p = Path()
        p.move(to: CGPoint(x: 10, y: 20))
        p.addLine(to: CGPoint(x: 30, y: 20))
        let butt = try render([.stroke(p, .color(Palette.pureRed), StrokeStyle(lineWidth: 4))], 40, 40)
        let square = try render([.stroke(p, .color(Palette.pureRed), StrokeStyle(lineWidth: 4, lineCap: .square))], 40, 40)
        #expect(rgba(butt, 8, 20)[3] == 0)
        #expect(rgba(square, 8, 20)[3] == 255)  // cap covers 8..<10
        #expect(rgba(square, 7, 20)[3] == 0)
    }

    @Test func strokeIsCentredOnThePath() throws {
        // lineWidth 2 on x = 20: covers columns 19 and 20 fully.
        var p = Path()
        p.move(to: CGPoint(x: 20, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 40))
        let bitmap = try render([.stroke(p, .color(Palette.pureBlue), StrokeStyle(lineWidth: 2))], 40, 40)
        #expect(rgba(bitmap, 19, 10) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 20, 10) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 18, 10)[3] == 0)
        #expect(rgba(bitmap, 21, 10)[3] == 0)
    }
}
