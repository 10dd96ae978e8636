import Cairn
import Testing
import CairnTestSupport

/// `overlay` / `background`, reference §9; seeds 002, 003, 004.
@Suite struct OverlayBackgroundTests {
    // §9: the secondary is proposed exactly the primary's size: a Color overlay on 100×50
    // is 100×50 on top of it.
    @Test func secondaryIsProposedThePrimarySize() {
        let l = layOut(fixed(100, 50).id("p").overlay(Color.red.id("o")), 100, 50)
        expectFrame(l, "p", rect(0, 0, 100, 50))
        expectFrame(l, "o", rect(0, 0, 100, 50))
    }

    // §9: the size is the primary's; a larger secondary overflows, centred: 100×20 over
    // 50×50 → (−25, 15).
    @Test func largerSecondaryOverflows() {
        let l = layOut(fixed(50, 50).overlay(fixed(100, 20).id("o")), 50, 50)
        expectSize(l, CGSize(width: 50, height: 50))
        expectFrame(l, "o", rect(-25, 15, 100, 20))
    }

    // `background(alignment: .topLeading)`: a 20×10 background at the primary's corner.
    @Test func backgroundAlignment() {
        let l = layOut(fixed(100, 50).background(alignment: .topLeading) { fixed(20, 10).id("b") }, 100, 50)
        expectFrame(l, "b", rect(0, 0, 20, 10))
    }

    // The non-builder form `overlay(_:alignment:)`: bottomTrailing 20×10 → (80, 40).
    @Test func overlayValueFormWithAlignment() {
        let l = layOut(fixed(100, 50).overlay(fixed(20, 10).id("o"), alignment: .bottomTrailing), 100, 50)
        expectFrame(l, "o", rect(80, 40, 20, 10))
    }

    // §9: several views in the builder form an implicit ZStack (20×20, centred on the
    // primary at (40, 15)); its 10×10 member is centred in it: (45, 20).
    @Test func severalSecondariesFormAZStack() {
        let l = layOut(fixed(100, 50).overlay { fixed(10, 10).id("a"); fixed(20, 20).id("b") }, 100, 50)
        expectFrame(l, "b", rect(40, 15, 20, 20))
        expectFrame(l, "a", rect(45, 20, 10, 10))
    }

    // Seed 003: `Text.background(Color.green).frame(width: 200, height: 50)`: the background
    // is the text's 50×20, centred in the 200×50 frame at (75, 15).
    @Test func seed003BackgroundThenFrame() {
        let l = layOut(fixed(50, 20).background(Color.green.id("bg")).frame(width: 200, height: 50), 200, 50)
        expectFrame(l, "bg", rect(75, 15, 50, 20))
    }

    // Seed 003: `Text.frame(width: 200, height: 50).background(Color.green)`: the background
    // is the frame's 200×50.
    @Test func seed003FrameThenBackground() {
        let l = layOut(fixed(50, 20).frame(width: 200, height: 50).background(Color.green.id("bg")), 200, 50)
        expectFrame(l, "bg", rect(0, 0, 200, 50))
    }

    // Seed 004: primary 100×100 with trailing guide 100 − 30 = 70 and top guide 0 + 30 = 30;
    // `overlay(alignment: .topTrailing) { Text("Hi") }` (50×20) puts the text's top-trailing
    // corner there: (70 − 50, 30 − 0) = (20, 30). Without the guides: (50, 0).
    @Test func seed004PrimaryGuidesMoveTheOverlay() {
        let guided = layOut(
            Color.orange.frame(width: 100, height: 100)
                .alignmentGuide(.trailing) { $0[.trailing] - 30 }
                .alignmentGuide(.top) { $0[.top] + 30 }
                .overlay(alignment: .topTrailing) { fixed(50, 20).id("hi") },
            100, 100)
        expectFrame(guided, "hi", rect(20, 30, 50, 20))
        let plain = layOut(Color.orange.frame(width: 100, height: 100).overlay(alignment: .topTrailing) { fixed(50, 20).id("hi") }, 100, 100)
        expectFrame(plain, "hi", rect(50, 0, 50, 20))
    }

    // Seed 002's `badge`: overlay(alignment: .topTrailing) of a 20×20 badge whose top and
    // trailing guides are height / 2 = 10: on a 100×50 view its centre lands on the
    // top-trailing corner: (100 − 10, 0 − 10) = (90, −10).
    @Test func seed002Badge() {
        let l = layOut(fixed(100, 50).overlay(alignment: .topTrailing) {
            fixed(20, 20).alignmentGuide(.top) { $0.height / 2 }.alignmentGuide(.trailing) { $0.height / 2 }.id("badge")
        }, 100, 50)
        expectSize(l, CGSize(width: 100, height: 50))
        expectFrame(l, "badge", rect(90, -10, 20, 20))
    }

    // §9 / §15.6: overlay keeps the primary's layout priority. In a 200-wide HStack
    // (spacing 0): `Color.blue.layoutPriority(1).overlay(…)` is sized first with a's minimum
    // 20 reserved → 180; a gets 20. (If the overlay reset it to 0: larger minimum first →
    // a 100, b 100.)
    @Test func overlayKeepsPriority() {
        let l = layOut(HStack(spacing: 0) {
            Color.red.frame(minWidth: 20).id("a")
            Color.blue.layoutPriority(1).overlay(Color.green).id("b")
        }, 200, 10)
        expectFrame(l, "a", rect(0, 0, 20, 10))
        expectFrame(l, "b", rect(20, 0, 180, 10))
    }

    // §9: overlay keeps the primary's explicit guides (the secondary's are not used): in a
    // `VStack(alignment: .leading, spacing: 0)` the primary's leading 10 shifts it left of a
    // 10×10 marker: stack x −10…40 → width 50; primary x 0, marker x 10. The overlay's own
    // leading guide (99) is ignored.
    @Test func overlayKeepsPrimaryGuides() {
        let l = layOut(VStack(alignment: .leading, spacing: 0) {
            fixed(50, 20).alignmentGuide(.leading) { _ in 10 }.overlay(fixed(5, 5).alignmentGuide(.leading) { _ in 99 }).id("p")
            fixed(10, 10).id("m")
        }, 50, 30)
        expectSize(l, CGSize(width: 50, height: 30))
        expectFrame(l, "p", rect(0, 0, 50, 20))
        expectFrame(l, "m", rect(10, 20, 10, 10))
    }
}
