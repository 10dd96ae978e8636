import Cairn
import CairnAppIntents
import CairnTestSupport
import Foundation
import Testing
@testable import WidgetKit

/// Xcode's configurable widget template (iOS 17), pasted: a `WidgetConfigurationIntent` with
/// `@Parameter`s, an `AppIntentTimelineProvider` with async methods, `AppIntentConfiguration`,
/// an interactive button and toggle running intents.
struct StepsIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Steps" }
    static var description: IntentDescription { "Shows today's steps." }

    @Parameter(title: "Goal", default: 10_000) var goal: Int
    @Parameter(title: "Unit") var unit: StepsUnit
    @Parameter(title: "Label") var label: String?
    @Parameter(title: "Rings", default: 12, inclusiveRange: (1, 8)) var rings: Int
}

enum StepsUnit: String, AppEnum {
    case steps, kilometres
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Unit" }
    static var caseDisplayRepresentations: [StepsUnit: DisplayRepresentation] {
        [.steps: "Steps", .kilometres: DisplayRepresentation(title: "Kilometres", image: .init(systemName: "ruler"))]
    }
}

struct LogWaterIntent: AppIntent {
    static var title: LocalizedStringResource { "Log water" }
    func perform() async throws -> some IntentResult {
        LogWaterIntent.performed.count += 1
        return .result()
    }
    nonisolated(unsafe) static var performed = (count: 0, unused: 0)
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
    let unit: StepsUnit
}

/// Computes its timeline after a virtual second's sleep (as a provider awaiting a store does).
struct StepsProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .distantPast, steps: 0, goal: 1, unit: .steps) }
    func snapshot(for configuration: StepsIntent, in context: Context) async -> StepsEntry {
        StepsEntry(date: .distantPast, steps: 1, goal: configuration.goal, unit: configuration.unit)
    }
    func timeline(for configuration: StepsIntent, in context: Context) async -> Timeline<StepsEntry> {
        try? await Task.sleep(for: .seconds(1))
        let entry = StepsEntry(date: .distantPast, steps: 6400, goal: configuration.goal, unit: configuration.unit)
        return Timeline(entries: [entry], policy: .atEnd)
    }
}

/// A provider that never answers (it waits on something a render never gives).
struct SilentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .distantPast, steps: -1, goal: 1, unit: .steps) }
    func snapshot(for configuration: StepsIntent, in context: Context) async -> StepsEntry {
        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        return placeholder(in: context)
    }
    func timeline(for configuration: StepsIntent, in context: Context) async -> Timeline<StepsEntry> {
        Timeline(entries: [], policy: .never)
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Steps", intent: StepsIntent.self, provider: StepsProvider()) { entry in
            VStack {
                Text("\(entry.steps) of \(entry.goal) \(entry.unit.rawValue)")
                Button(intent: LogWaterIntent()) { Text("Log") }
                Toggle("Done", isOn: entry.steps >= entry.goal, intent: LogWaterIntent())
            }
            .containerBackground(Color.green, for: .widget)
        }
    }
}

struct SilentWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Silent", intent: StepsIntent.self, provider: SilentProvider()) { entry in
            Text("\(entry.steps)")
        }
    }
}

#Preview("Steps", as: .systemMedium) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .distantPast, steps: 12_000, goal: 10_000, unit: .kilometres)
}

@Suite(.designEra(.iOS17)) @MainActor struct AppIntentWidgetTests {

    @Test func parametersStartAtTheirDefaults() {
        let intent = StepsIntent()
        #expect(intent.goal == 10_000)
        #expect(intent.unit == .steps)  // an enum parameter without a default: its first case
        #expect(intent.label == nil)
        #expect(intent.rings == 8)  // the default clamped into 1...8
        #expect(intent.$goal.title == "Goal")
        // A reference, as Apple's: a `let` intent takes a new value.
        let configured = StepsIntent()
        configured.goal = 5000
        #expect(configured.goal == 5000 && StepsIntent().goal == 10_000)
        #expect(StepsIntent.description.descriptionText == "Shows today's steps.")
        #expect(StepsUnit.caseDisplayRepresentations[.kilometres]?.image?.systemName == "ruler")
    }

    @Test func theWidgetShowsTheProvidersTimelineForTheDefaultConfiguration() {
        // The timeline comes after a virtual second: 6400 of the default goal, 10000 (an Int
        // interpolated in a Text key is `%lld`: no grouping, as on iOS).
        let shown = drawnStrings(WidgetContainer(StepsWidget(), family: .systemMedium), 344, 161)
        #expect(shown == ["6400 of 10000 steps", "Log", "Done"])
        #expect(LogWaterIntent.performed.count == 0)  // a still runs no intent
    }

    @Test func aStaticWidgetShowsItsProvidersTimelineToo() {
        // WidgetPreviewTests' provider hands its timeline over at once: the 7-day streak.
        #expect(drawnStrings(WidgetContainer(StreakWidget(), family: .systemMedium), 344, 161) == ["Streak: 7 days"])
    }

    @Test func aProviderThatNeverAnswersGivesItsPlaceholder() {
        #expect(drawnStrings(WidgetContainer(SilentWidget(), family: .systemSmall), 161, 161) == ["-1"])
    }

    @Test func thePreviewShowsItsTimelineEntry() throws {
        let previews = try PreviewRegistrations.all.filter { $0.fileID.hasSuffix("AppIntentWidgetTests.swift") }.map { try $0.makePreview() }
        let preview = try #require(previews.first { $0.name == "Steps" })
        #expect(drawnStrings(preview.makeView(), 344, 161) == ["12000 of 10000 kilometres", "Log", "Done"])
    }
}
