import Cairn
import Testing
import CairnTestSupport

/// `position` and `offset`, reference §9; seed 001 ("面子和里子": the layout vs the drawing).
@Suite struct PositionOffsetTests {
    // Seed 001 ("by position"): 100×50 rectangle, `.position(x: 80, y: 55)` inside
    // `.frame(width: 130, height: 80)`: the position view takes the frame's 130×80 and puts
    // the rectangle's centre at (80, 55): origin (80 − 50, 55 − 25) = (30, 30).
    @Test func seed001Position() {
        let l = layOut(
            Color.green.frame(width: 100, height: 50).id("r").position(x: 80, y: 55).id("pos").frame(width: 130, height: 80).id("f"),
            130, 80)
        expectFrame(l, "f", rect(0, 0, 130, 80))
        expectFrame(l, "pos", rect(0, 0, 130, 80))
        expectFrame(l, "r", rect(30, 30, 100, 50))
    }

    // Seed 001 ("by frame"): `.frame(width: 130, height: 80, alignment: .bottomTrailing)`:
    // origin (130 − 100, 80 − 50) = (30, 30) — the same place as with position and padding.
    @Test func seed001FrameAlternative() {
        let l = layOut(Color.green.frame(width: 100, height: 50).id("r").frame(width: 130, height: 80, alignment: .bottomTrailing), 130, 80)
        expectSize(l, CGSize(width: 130, height: 80))
        expectFrame(l, "r", rect(30, 30, 100, 50))
    }

    // §9: `.position()` defaults to (0, 0): a 20×20 view's centre at the canvas corner:
    // (−10, −10). The position view fills the 100×100 proposal.
    @Test func defaultPositionIsTheOrigin() {
        let l = layOut(fixed(20, 20).id("c").position().id("p"), 100, 100)
        expectFrame(l, "p", rect(0, 0, 100, 100))
        expectFrame(l, "c", rect(-10, -10, 20, 20))
    }

    // §9: an unspecified axis takes the child's length: under fixedSize the position view is
    // the child's 20×20, centred in 100×100 at (40, 40); the child's centre goes to (50, 50)
    // in it: origin (40 + 40, 40 + 40) = (80, 80).
    @Test func unspecifiedProposalTakesTheChildSize() {
        let l = layOut(fixed(20, 20).id("c").position(x: 50, y: 50).fixedSize().id("p"), 100, 100)
        expectFrame(l, "p", rect(40, 40, 20, 20))
        expectFrame(l, "c", rect(80, 80, 20, 20))
    }

    // §9: the child is proposed the position view's full size: a Color fills it.
    @Test func childIsProposedTheFullSize() {
        let l = layOut(Color.red.id("c").position(x: 60, y: 40), 120, 80)
        expectFrame(l, "c", rect(0, 0, 120, 80))
    }

    // Seed 001 OffsetDemo1: three `Rectangle().frame(maxWidth: .infinity)` in an HStack of
    // 316×100: spacing 8 + 8, each (316 − 16) / 3 = 100 wide: x 0, 108, 216. Offsetting the
    // middle one by (30, 30) moves only its drawing: its siblings and the HStack stay where
    // they were; the offset view's global frame (what `frame(of:)` reports, as SwiftUI's
    // `frame(in: .global)`) moves with its drawing to (138, 30).
    @Test func seed001OffsetDoesNotChangeTheStack() {
        func demo(offset: CGFloat) -> some View {
            HStack {
                Rectangle().fill(Color.orange).frame(maxWidth: .infinity).id("a")
                Rectangle().fill(Color.green).frame(maxWidth: .infinity).id("b").offset(x: offset, y: offset)
                Rectangle().fill(Color.cyan).frame(maxWidth: .infinity).id("c")
            }.id("stack")
        }
        for offset in [CGFloat(0), 30] {
            let l = layOut(demo(offset: offset), 316, 100)
            expectFrame(l, "stack", rect(0, 0, 316, 100))
            expectFrame(l, "a", rect(0, 0, 100, 100))
            expectFrame(l, "b", rect(108 + offset, offset, 100, 100))
            expectFrame(l, "c", rect(216, 0, 100, 100))
        }
    }

    // Geometry effects move the coordinate space of their content: an HStack of two 50×50
    // squares (spacing 8) in 200×100 sits at (46, 25); the second square at x 104, offset
    // by 20 down → global (104, 45). A GeometryReader inside the offset reports the same;
    // a 100×50 view rotated 90° about its centre (100, 100) has the bounding box
    // (75, 50, 50, 100); a 50×50 view scaled 2× about its centre covers (50, 50, 100, 100).
    @Test func geometryEffectsMoveTheGlobalFrame() {
        let reader = Recorder<CGRect>(.zero)
        let l = layOut(HStack {
            Color.red.frame(width: 50, height: 50)
            Color.green.frame(width: 50, height: 50).id("b")
                .background(GeometryReader { g in
                    let _ = (reader.value = g.frame(in: .global))
                    Color.clear
                })
                .offset(y: 20)
        }, 200, 100)
        expectFrame(l, "b", rect(104, 45, 50, 50))
        #expect(close(reader.value, rect(104, 45, 50, 50)), "reader \(reader.value)")
        let r = layOut(Color.blue.frame(width: 100, height: 50).id("r").rotationEffect(.degrees(90)), 200, 200)
        expectFrame(r, "r", rect(75, 50, 50, 100))
        let s = layOut(Color.blue.frame(width: 50, height: 50).id("s").scaleEffect(2), 200, 200)
        expectFrame(s, "s", rect(50, 50, 100, 100))
    }

    // The drawing does move: the offset view's content is drawn in a group translated by
    // (30, 30) (a render-time transform, `transformEffect(.init(translationX: 30, y: 30))`).
    @Test func offsetTranslatesTheDrawing() {
        let l = layOut(Color.green.frame(width: 100, height: 50).offset(x: 30, y: 30), 100, 50)
        let dump = l.displayList.dump
        #expect(dump.contains("group transform=[1 0 0 1 30 30]"), "\(dump)")
    }

    // Seed 001: the 100×50 rectangle offset by (30, 30) keeps its layout: the root (with
    // a border) is still 100×50 at the canvas centre (15, 15) in 130×80.
    @Test func seed001OffsetKeepsTheLayoutFrame() {
        let l = layOut(Color.green.frame(width: 100, height: 50).border(Color.blue).offset(x: 30, y: 30).id("r").border(Color.green), 130, 80)
        expectSize(l, CGSize(width: 100, height: 50))
        expectFrame(l, "r", rect(15, 15, 100, 50))
    }
}
