import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// The numbered symbols `0.circle` … `50.square.fill` (`SymbolCatalog.numberSymbols`): the
/// figures in a ring or square, or knocked out of a disc or solid square. Drawn 100 points
/// square in black on white; the ink bounds of a ring symbol are the disc's, 1.25…22.75 units
/// (radius 10 plus half the 1.5-unit line), so u units map to (u − 1.25) / 21.5 × 100.
@Suite struct NumberSymbolTests {
    func px(_ u: Double) -> Int { Int((u - 1.25) / 21.5 * 100) }

    @Test func everyNumberInEveryFormIsDrawn() {
        for n in [0, 1, 9, 10, 25, 50] {
            for form in ["circle", "circle.fill", "square", "square.fill"] {
                #expect(SymbolCatalog.handDrawnNames.contains("\(n).\(form)"), "\(n).\(form)")
            }
        }
        #expect(!SymbolCatalog.contains("51.circle"))  // SF Symbols stops at 50
    }

    @Test func theFigureIsInkInTheRingAndACutInTheDisc() throws {
        // The 1's stem: x = 12 − 2.7 + 3.4 × 0.9 = 12.36 units, down the middle row; the
        // disc's left part, (5, 12) units, is clear of the figure.
        let ring = try symbolBitmap("1.circle"), disc = try symbolBitmap("1.circle.fill")
        let stem = (px(12.36), px(12)), side = (px(5), px(12))
        #expect(isDark(ring, stem.0, stem.1) && isLight(ring, side.0, side.1))
        #expect(isLight(disc, stem.0, stem.1) && isDark(disc, side.0, side.1))
    }

    @Test func twoFiguresAreWiderThanOne() throws {
        // The ink across the middle row inside the ring (between its inner edges, 2.75 and
        // 21.25 units): one figure 1 against two, 10 (each 0.75 × 6 wide, 1.2 apart).
        func figureSpan(_ name: String) throws -> Int {
            let b = try symbolBitmap(name)
            let columns = (px(3.5)...px(20.5)).filter { x in (px(9)...px(15)).contains { y in isDark(b, x, y) } }
            return (columns.max() ?? 0) - (columns.min() ?? 0)
        }
        let one = try figureSpan("1.circle"), ten = try figureSpan("10.circle")
        // 10: 2 × 4.5 + 1.2 = 10.2 units (47 px) plus the 1.9-unit stroke; 1: its flag to stem,
        // 2.6 × 0.9 units plus the stroke.
        #expect(ten > 45 && ten < 60, "\(ten)")
        #expect(one > 12 && one < 25, "\(one)")
    }
}
