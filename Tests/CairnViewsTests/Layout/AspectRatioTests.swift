import Cairn
import Testing
import CairnTestSupport

/// `aspectRatio` / `scaledToFit` / `scaledToFill`, reference §9.
@Suite struct AspectRatioTests {
    // Ratio 2 (2:1), fit in 200×200: scales 200/2 = 100 and 200/1 = 200 → min 100 → the
    // Color is proposed 200×100 and centred at y 50.
    @Test func fitWithRatio() {
        let l = layOut(Color.red.id("c").aspectRatio(2, contentMode: .fit), 200, 200)
        expectSize(l, CGSize(width: 200, height: 100))
        expectFrame(l, "c", rect(0, 50, 200, 100))
    }

    // Fill: max(100, 200) = 200 → 400×200, overflowing: x = (200 − 400) / 2 = −100.
    @Test func fillWithRatio() {
        let l = layOut(Color.red.id("c").aspectRatio(2, contentMode: .fill), 200, 200)
        expectSize(l, CGSize(width: 400, height: 200))
        expectFrame(l, "c", rect(-100, 0, 400, 200))
    }

    // No ratio: the child's ideal size (Color: 10×10 → 1:1). scaledToFit in 200×300:
    // min(200/10, 300/10) = 20 → 200×200 at y 50.
    @Test func scaledToFitUsesIdealRatio() {
        let l = layOut(Color.red.id("c").scaledToFit(), 200, 300)
        expectFrame(l, "c", rect(0, 50, 200, 200))
    }

    // scaledToFill in 200×300: max(20, 30) = 30 → 300×300 at x −50.
    @Test func scaledToFillUsesIdealRatio() {
        let l = layOut(Color.red.id("c").scaledToFill(), 200, 300)
        expectFrame(l, "c", rect(-50, 0, 300, 300))
    }

    // CGSize ratio 3:1 fit in 300×300: min(300/3, 300/1) = 100 → 300×100.
    @Test func sizeRatio() {
        let l = layOut(Color.red.aspectRatio(CGSize(width: 3, height: 1), contentMode: .fit), 300, 300)
        expectSize(l, CGSize(width: 300, height: 100))
    }

    // A missing axis counts as infinite scale: proposal (200, nil) → scale 200/2 = 100 →
    // 200×100 for fit (and for fill).
    @Test(arguments: [ContentMode.fit, .fill])
    func missingAxisDoesNotConstrain(mode: ContentMode) {
        let l = layOut(Color.red.aspectRatio(2, contentMode: mode).fixedSize(horizontal: false, vertical: true), 200, 300)
        expectSize(l, CGSize(width: 200, height: 100))
    }

    // A fully unspecified proposal passes through: the Color's ideal 10×10.
    @Test func unspecifiedProposalPassesThrough() {
        let l = layOut(Color.red.aspectRatio(2, contentMode: .fit).fixedSize(), 200, 200)
        expectSize(l, CGSize(width: 10, height: 10))
    }

    // The modifier reports its child's size: a rigid 50×20 stays 50×20 whatever ratio.
    @Test func reportsTheChildSize() {
        let l = layOut(fixed(50, 20).aspectRatio(1, contentMode: .fit), 200, 200)
        expectSize(l, CGSize(width: 50, height: 20))
    }

    // In a stack: three 1:1 squares in an HStack(spacing: 0) 300×50: each is proposed
    // 100×50 → fit: min(100, 50) = 50 → 50×50; the stack is 150×50 at x 75.
    @Test func squaresInAStack() {
        let l = layOut(HStack(spacing: 0) {
            Color.red.aspectRatio(1, contentMode: .fit).id("a")
            Color.green.aspectRatio(1, contentMode: .fit).id("b")
            Color.blue.aspectRatio(1, contentMode: .fit).id("c")
        }, 300, 50)
        expectSize(l, CGSize(width: 150, height: 50))
        expectFrame(l, "a", rect(75, 0, 50, 50))
        expectFrame(l, "b", rect(125, 0, 50, 50))
        expectFrame(l, "c", rect(175, 0, 50, 50))
    }
}
