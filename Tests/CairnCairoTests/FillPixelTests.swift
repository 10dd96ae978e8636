import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// Fills: exact interior colour, transparent outside, antialiased edges, fill rules.
@Suite struct FillPixelTests {
    @Test func filledRectHasExactColourInsideAndTransparencyOutside() throws {
        // A 20×20 rect at (10,10) in a 40×40 canvas, SwiftUI green (52,199,89).
        let bitmap = try render([fill(rectPath(10, 10, 20, 20), Palette.green)], 40, 40)
        #expect(bitmap.width == 40 && bitmap.height == 40)
        #expect(rgba(bitmap, 20, 20) == [52, 199, 89, 255])
        #expect(rgba(bitmap, 10, 10) == [52, 199, 89, 255])  // first covered pixel
        #expect(rgba(bitmap, 29, 29) == [52, 199, 89, 255])  // last covered pixel
        #expect(rgba(bitmap, 5, 5)[3] == 0)
        #expect(rgba(bitmap, 30, 20)[3] == 0)  // just right of the rect
    }

    @Test func halfCoveredEdgePixelHasHalfAlpha() throws {
        // The left edge at x = 10.5 covers half of pixel column 10: alpha 255/2 ≈ 128.
        let bitmap = try render([fill(rectPath(10.5, 10, 19.5, 20), Palette.pureRed)], 40, 40)
        let alpha = rgba(bitmap, 10, 20)[3]
        #expect(abs(alpha - 128) <= 2, "edge alpha \(alpha)")
        #expect(rgba(bitmap, 11, 20)[3] == 255)
        #expect(rgba(bitmap, 9, 20)[3] == 0)
    }

    @Test func antialiasingOffGivesHardEdges() throws {
        // Same half-covered column without antialiasing: the pixel is all or nothing.
        let bitmap = try render([fill(rectPath(10.5, 10, 19.5, 20), Palette.pureRed, antialiased: false)], 40, 40)
        let alpha = rgba(bitmap, 10, 20)[3]
        #expect(alpha == 0 || alpha == 255, "edge alpha \(alpha)")
    }

    @Test func evenOddLeavesTheNestedRectEmptyAndNonZeroFillsIt() throws {
        // Two nested rects drawn in the same direction: winding number 2 in the inner one.
        var nested = rectPath(0, 0, 40, 40)
        nested.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let nonZero = try render([fill(nested, Palette.blue)], 40, 40)
        let evenOdd = try render([fill(nested, Palette.blue, eoFill: true)], 40, 40)
        #expect(rgba(nonZero, 20, 20) == [0, 122, 255, 255])
        #expect(rgba(evenOdd, 20, 20) == [0, 0, 0, 0])
        #expect(rgba(nonZero, 5, 5) == [0, 122, 255, 255])
        #expect(rgba(evenOdd, 5, 5) == [0, 122, 255, 255])
    }

    @Test func quadCurveIsDrawnAsTheExactCubic() throws {
        // A quad curve from (0,40) via control (20,0) to (40,40) peaks at y = 20 (t = 0.5:
        // 0.25·40 + 0.5·0 + 0.25·40). Its exact cubic has controls p0 + 2/3 (c − p0) =
        // (13.33, 13.33) and p + 2/3 (c − p) = (26.67, 13.33): both fills must be identical.
        var quad = Path()
        quad.move(to: CGPoint(x: 0, y: 40))
        quad.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 20, y: 0))
        quad.closeSubpath()
        var cubic = Path()
        cubic.move(to: CGPoint(x: 0, y: 40))
        cubic.addCurve(
            to: CGPoint(x: 40, y: 40), control1: CGPoint(x: 40.0 / 3, y: 40.0 / 3),
            control2: CGPoint(x: 40 - 40.0 / 3, y: 40.0 / 3))
        cubic.closeSubpath()
        let quadBitmap = try render([fill(quad, Palette.pureRed)], 40, 40)
        let cubicBitmap = try render([fill(cubic, Palette.pureRed)], 40, 40)
        #expect(quadBitmap == cubicBitmap)
        #expect(rgba(quadBitmap, 20, 19)[3] == 0)  // above the apex
        #expect(rgba(quadBitmap, 20, 21)[3] == 255)
        #expect(rgba(quadBitmap, 20, 20)[3] >= 245)  // the apex row: the curve is flat there (249)
    }

    @Test func backgroundIsPaintedUnderTheDrawing() throws {
        let bitmap = try CairoRenderer.bitmap(
            DisplayList([fill(rectPath(0, 0, 10, 10), Palette.pureRed)]),
            size: CGSize(width: 20, height: 20), background: rgb(255, 255, 255))
        #expect(rgba(bitmap, 5, 5) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 15, 15) == [255, 255, 255, 255])
    }
}
