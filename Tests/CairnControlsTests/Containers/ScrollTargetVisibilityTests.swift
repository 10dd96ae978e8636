import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `onScrollTargetVisibilityChange(idType:threshold:_:)` (iOS 18) in a 200 × 300 scroll view
/// of five rows 120 tall: row k spans k·120 ... (k+1)·120 of the content, so at rest rows 0
/// and 1 are whole, row 2 shows 60 of 120 (0.5) and rows 3 and 4 are hidden. And the
/// modifiers a still draws the same with or without (`scrollInputBehavior`,
/// `paletteSelectionEffect`).
@Suite struct ScrollTargetVisibilityTests {
    func rows() -> some View {
        VStack(spacing: 0) {
            ForEach(0..<5, id: \.self) { i in Color.blue.frame(height: 120) }
        }
    }

    func visible<ID: Hashable>(_ type: ID.Type, threshold: Double = 0.5, anchor: UnitPoint? = nil) -> [[ID]] {
        let seen = Recorder<[ID]>()
        let scroll = ScrollView { rows() }.defaultScrollAnchor(anchor)
            .onScrollTargetVisibilityChange(idType: type, threshold: threshold) { seen.add($0) }
        _ = layOut(scroll.frame(width: 200, height: 300), 200, 300)
        return seen.values
    }

    @Test func theDefaultThresholdIsHalf() {
        // Row 2's 60 / 120 = 0.5 reaches the default threshold.
        #expect(visible(Int.self) == [[0, 1, 2]])
        #expect(visible(Int.self, threshold: 0.6) == [[0, 1]])
        #expect(visible(Int.self, threshold: 0) == [[0, 1, 2]])
        // A NaN threshold is the default; one above 1 is 1.
        #expect(visible(Int.self, threshold: .nan) == [[0, 1, 2]])
        #expect(visible(Int.self, threshold: 7) == [[0, 1]])
    }

    /// Anchored at the bottom the content is offset by 600 − 300: rows 3 and 4 are whole
    /// and row 2 shows 300 ... 360, half of it.
    @Test func anAnchoredScrollViewReportsItsOwnRows() {
        #expect(visible(Int.self, anchor: .bottom) == [[2, 3, 4]])
    }

    /// Ids of another type are not counted; an empty list is not reported first.
    @Test func otherIDTypesAreNotCounted() {
        #expect(visible(String.self).isEmpty)
    }

    /// Explicit `.id`s count, and a view inside a counted view is not counted again.
    @Test func explicitIDsCountOnce() {
        let seen = Recorder<[String]>()
        let scroll = ScrollView {
            VStack(spacing: 0) {
                VStack(spacing: 0) { Color.red.frame(height: 60).id("inner"); Color.red.frame(height: 60) }.id("outer")
                Color.green.frame(height: 400).id("tall")
            }
        }.onScrollTargetVisibilityChange(idType: String.self) { seen.add($0) }
        _ = layOut(scroll.frame(width: 200, height: 300), 200, 300)
        // "tall" shows 180 of 400 (0.45): under the threshold.
        #expect(seen.values == [["outer"]])
    }

    /// Input behaviour and palette selection effects draw nothing different at rest.
    @MainActor @Test func inputAndPaletteModifiersDrawTheSame() throws {
        func png<V: View>(_ v: V) throws -> Data { try ImageRenderer(content: v.frame(width: 200, height: 300)).pngData() }
        let plain = try png(ScrollView { rows() })
        #expect(try png(ScrollView { rows() }.scrollInputBehavior(.disabled, for: .look)) == plain)
        let picker = Picker("Flavor", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.palette)
        let effects: [PaletteSelectionEffect] = [.automatic, .custom, .symbolVariant(.fill)]
        let base = try png(picker)
        for e in effects { #expect(try png(picker.paletteSelectionEffect(e)) == base) }
        #expect(ScrollInputBehavior.enabled != .disabled && PaletteSelectionEffect.custom != .automatic)
    }
}
