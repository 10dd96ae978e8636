import Cairn
import CairnCairo
import CairnTestSupport
import Foundation
import Testing

/// The activity dashboard and chat pieces of `ActivityAndChat.swift`, rendered.
@Suite(.designEra(.iOS17)) struct ActivityAndChatTests {
    @Test func theStyledUnitConcatenatesInItsOwnShade() {
        let runs = ViewLayout(of: WeeklyTotal(minutes: 282), in: CGSize(width: 390, height: 200)).displayList.items.compactMap { item -> TextRun? in
            if case let .text(run, _) = item { return run }
            return nil
        }
        #expect(runs.count == 1)
        let segments = runs.first?.segments ?? []
        #expect(segments.map(\.string) == ["282", " min"])
        // The number in the primary label colour, the unit in iOS 17's secondaryLabel:
        // (60, 60, 67) at 60 %.
        #expect(segments.first?.paint == .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)))
        #expect(segments.last?.paint == .color(Color.Resolved(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, opacity: 0.6)))
        // The title-3 unit is 20 points, the large title 34.
        #expect(segments.map(\.font.size) == [34, 20])
    }

    @Test func everyWorkoutTileDrawsItsFigure() {
        let layout = ViewLayout(of: WorkoutTiles(), in: CGSize(width: 390, height: 100))
        // No "no symbol named" diagnostic, and four pictures drawn.
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        for name in WorkoutTiles.symbols { #expect(SymbolCatalog.contains(name), "\(name)") }
    }

    @Test func feedbackChangesNothingDrawnAndNeverCallsItsClosures() {
        let calls = FeedbackCalls()
        let size = CGSize(width: 300, height: 80)
        let plain = ViewLayout(of: HStack { Text("Message"); Image(systemName: "arrow.up.circle.fill") }, in: size).displayList
        #expect(ViewLayout(of: ComposerRow(draftCount: 5, calls: calls), in: size).displayList == plain)
        #expect(calls.count == 0)
        // The impacts are distinct values, as Apple's are.
        #expect(SensoryFeedback.impact(weight: .light) != .impact(weight: .heavy))
        #expect(SensoryFeedback.impact(weight: .medium) != .impact(flexibility: .solid))
        #expect(SensoryFeedback.impact(weight: .light, intensity: 0.5) != .impact(weight: .light))
        #expect(SensoryFeedback.impact(weight: .medium, intensity: 1) == .impact())
    }
}
