import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `textScale(_:isEnabled:)`: secondary-scale text is drawn at `Text.Scale.secondaryFactor`
/// (0.8, Cairn's estimate) times its font's size.
@Suite struct TextScaleTests {
    func size<V: View>(_ view: V) -> CGSize {
        ViewLayout(of: view.id("t"), in: CGSize(width: 1_000, height: 1_000)).frame(of: "t")?.size ?? .zero
    }

    /// 20-point text at the secondary scale measures as 16-point text (20 × 0.8), on `Text`
    /// and on a view; `isEnabled: false` and `.default` leave it at 20.
    @Test func secondaryIsEightTenths() {
        let sixteen = size(Text("Price 19").font(.system(size: 16)))
        let twenty = size(Text("Price 19").font(.system(size: 20)))
        #expect(sixteen.width < twenty.width)
        #expect(size(Text("Price 19").font(.system(size: 20)).textScale(.secondary)) == sixteen)
        #expect(size(Text("Price 19").textScale(.secondary).font(.system(size: 20))) == sixteen)
        #expect(size(VStack { Text("Price 19") }.font(.system(size: 20)).textScale(.secondary)) == sixteen)
        #expect(size(Text("Price 19").font(.system(size: 20)).textScale(.secondary, isEnabled: false)) == twenty)
        #expect(size(Text("Price 19").font(.system(size: 20)).textScale(.default)) == twenty)
        // A text style scales too: `.body` (17) at the secondary scale is 13.6 points.
        #expect(size(Text("Price 19").font(.body).textScale(.secondary)) == size(Text("Price 19").font(.system(size: 13.6))))
    }

    /// In a concatenation, only the scaled piece shrinks: "$" at 13.6 (body's 17 × 0.8) beside
    /// "19" at 17 is as wide as the two measured apart (one line, no space between).
    @Test func onlyTheScaledPieceShrinks() {
        let mixed = size(Text("$").textScale(.secondary) + Text("19")).width
        let parts = size(Text("$").font(.system(size: 13.6))).width + size(Text("19")).width
        #expect(abs(mixed - parts) < 0.5)
    }
}
