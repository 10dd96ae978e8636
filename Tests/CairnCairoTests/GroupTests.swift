import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// Groups: layer opacity, clips, transforms, and no state leaking out.
@Suite struct GroupTests {
    @Test func groupOpacityHalvesAlphaWithoutDoubleDarkeningOverlaps() throws {
        // Two overlapping red rects in one group at opacity 0.5: the overlap (20,20) has
        // alpha 128, not 191 as two separate 50% layers would give.
        let content = DisplayList([fill(rectPath(0, 0, 30, 30), Palette.pureRed), fill(rectPath(10, 10, 30, 30), Palette.pureRed)])
        let bitmap = try render([.group(.init(opacity: 0.5, content: content))], 40, 40)
        let overlap = rgba(bitmap, 20, 20), single = rgba(bitmap, 5, 5)
        #expect(abs(overlap[3] - 128) <= 1 && overlap[0] == 255, "overlap \(overlap)")
        #expect(abs(single[3] - 128) <= 1 && single[0] == 255, "single \(single)")
        #expect(rgba(bitmap, 35, 5)[3] == 0)
    }

    @Test func clipLimitsTheContent() throws {
        let clip = DisplayList.Clip(path: rectPath(0, 0, 20, 40))
        let content = DisplayList([fill(rectPath(0, 0, 40, 40), Palette.pureRed)])
        let bitmap = try render([.group(.init(clips: [clip], content: content))], 40, 40)
        #expect(rgba(bitmap, 10, 20) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 30, 20)[3] == 0)
    }

    @Test func evenOddClipCutsAHole() throws {
        var ring = rectPath(0, 0, 40, 40)
        ring.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let clip = DisplayList.Clip(path: ring, style: FillStyle(eoFill: true))
        let content = DisplayList([fill(rectPath(0, 0, 40, 40), Palette.pureRed)])
        let bitmap = try render([.group(.init(clips: [clip], content: content))], 40, 40)
        #expect(rgba(bitmap, 5, 5)[3] == 255)
        #expect(rgba(bitmap, 20, 20)[3] == 0)
    }

    @Test func transformMovesTheContentAndDoesNotLeak() throws {
        // The group translates by (20, 0); the item after the group is drawn untranslated.
        let moved = DisplayList([fill(rectPath(0, 0, 10, 10), Palette.pureRed)])
        let bitmap = try render(
            [
                .group(.init(transform: CGAffineTransform(translationX: 20, y: 0), content: moved)),
                fill(rectPath(0, 20, 10, 10), Palette.pureBlue),
            ], 40, 40)
        #expect(rgba(bitmap, 25, 5) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 5, 5)[3] == 0)
        #expect(rgba(bitmap, 5, 25) == [0, 0, 255, 255])
    }

    @Test func clipDoesNotLeakOutOfTheGroup() throws {
        let clip = DisplayList.Clip(path: rectPath(0, 0, 1, 1))
        let bitmap = try render(
            [
                .group(.init(clips: [clip], content: DisplayList([fill(rectPath(0, 0, 40, 40), Palette.pureRed)]))),
                fill(rectPath(20, 20, 10, 10), Palette.pureBlue),
            ], 40, 40)
        #expect(rgba(bitmap, 25, 25) == [0, 0, 255, 255])
    }
}
