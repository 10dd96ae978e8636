import Cairn
import CairnActivityKit
import CairnAppIntents
import Foundation
import WidgetKit

// The `widgets` family: widget containers of every family with hostile entries (NaN and huge
// numbers, empty and long text, thousands of rows), entries of the wrong type, providers that
// answer at once, late or never, configurations with and without margins and container
// backgrounds, nested widget containers.

private struct FuzzEntry: TimelineEntry {
    let date: Date
    let value: Double
    let title: String
    let rows: Int
}

private struct OtherEntry: TimelineEntry { let date = Date.distantPast }

private struct FuzzProvider: TimelineProvider {
    let entries: [FuzzEntry]
    let answers: Int  // 0: never, 1: timeline, 2: snapshot only
    func placeholder(in context: Context) -> FuzzEntry { FuzzEntry(date: .distantPast, value: .nan, title: "", rows: 0) }
    func getSnapshot(in context: Context, completion: @escaping (FuzzEntry) -> Void) {
        if answers == 2, let first = entries.first { completion(first) }
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FuzzEntry>) -> Void) {
        if answers == 1 { completion(Timeline(entries: entries, policy: .after(.distantFuture))) }
    }
}

private struct FuzzWidgetView: View {
    let entry: FuzzEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetContentMargins) private var margins
    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.title).font(.headline)
            Text(entry.value, format: .number)
            ProgressView(value: entry.value, total: 1)
            ForEach(0..<min(entry.rows, 5_000), id: \.self) { i in Text("\(i)").frame(height: CGFloat(entry.value)) }
        }
        .padding(margins)
        .widgetURL(URL(string: entry.title))
        .widgetAccentable()
    }
}

private struct FuzzWidget: Widget {
    var entries: [FuzzEntry] = []
    var answers = 1
    var margins = true
    var background = true
    init() {}
    init(entries: [FuzzEntry], answers: Int, margins: Bool, background: Bool) {
        self.entries = entries
        self.answers = answers
        self.margins = margins
        self.background = background
    }
    var body: some WidgetConfiguration {
        let configuration = StaticConfiguration(kind: "Fuzz", provider: FuzzProvider(entries: entries, answers: answers)) { entry in
            if background {
                FuzzWidgetView(entry: entry).containerBackground(.red.gradient, for: .widget)
            } else {
                FuzzWidgetView(entry: entry)
            }
        }
        return margins ? AnyWidgetConfigurationBox(configuration.supportedFamilies(WidgetFamily.allCases))
                       : AnyWidgetConfigurationBox(configuration.contentMarginsDisabled())
    }
}

/// Either of two configuration types, as one (the family picks margins or none at random).
private struct AnyWidgetConfigurationBox<C: WidgetConfiguration>: WidgetConfiguration {
    let base: C
    init(_ base: C) { self.base = base }
    var body: C { base }
}

func widgetsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let titles = ["", "Steps", String(repeating: "long title ", count: 60), "\u{0}", "١٢٣ 🙂", "\n\t"]
    var entries: [FuzzEntry] = []
    for _ in 0..<r.int(0...20) {
        entries.append(FuzzEntry(date: r.chance(0.5) ? .distantPast : Date(timeIntervalSince1970: r.number().isFinite ? r.number() : 0),
                                 value: r.number(), title: r.pick(titles), rows: r.pick([0, 1, 10, 5_000, r.int(0...100)])))
    }
    let widget = FuzzWidget(entries: entries, answers: r.int(0...2), margins: r.chance(0.5), background: r.chance(0.7))
    let family = r.pick(WidgetFamily.allCases)
    let entry: any TimelineEntry = r.chance(0.15) ? OtherEntry() : (entries.first ?? FuzzEntry(date: .now, value: .infinity, title: "x", rows: 3))
    var view = AnyView(WidgetContainer(widget, family: family, entry: entry))
    if r.chance(0.2) {
        // A widget inside a widget, and a container background outside any widget.
        view = AnyView(WidgetContainer(widget, family: r.pick(WidgetFamily.allCases), entry: entry).overlay { view }
            .containerBackground(.blue, for: .widget))
    }
    try render(view, &r)
    // The preview forms: a timeline (maybe empty) and a provider (run on the main thread).
    let useTimeline = r.chance(0.5)
    let answers = r.int(0...2)
    try MainActor.assumeIsolated {
        let preview = useTimeline
            ? Preview(as: family, widget: { widget }, timeline: { for e in entries { e } })
            : Preview(as: family, widget: { widget }, timelineProvider: { FuzzProvider(entries: entries, answers: answers) })
        try render(preview.makeView(), &r)
    }
    if r.chance(0.5) { try configurableWidgetCase(&r) }
    if r.chance(0.5) { try liveActivityCase(&r) }
    if r.chance(0.5) { try appIntentsCase(&r) }
}

// Configurable widgets: an intent with hostile parameter ranges and defaults, a provider that
// answers at once, after virtual sleeps, or never.

private struct FuzzIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Fuzz" }
    @Parameter(title: "Value", default: .nan, inclusiveRange: (.infinity, -.infinity)) var value: Double
    @Parameter(title: "Count", default: Int.max, inclusiveRange: (Int.min, 3)) var count: Int
    @Parameter(title: "Name") var name: String?
}

private struct FuzzIntentProvider: AppIntentTimelineProvider {
    let mode: Int  // 0: at once, 1: after sleeps, 2: never, 3: empty timeline
    let entries: [FuzzEntry]
    func placeholder(in context: Context) -> FuzzEntry { FuzzEntry(date: .distantPast, value: .nan, title: "placeholder", rows: 1) }
    func snapshot(for configuration: FuzzIntent, in context: Context) async -> FuzzEntry {
        if mode == 2 { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } }
        return FuzzEntry(date: .distantPast, value: configuration.value, title: configuration.name ?? "", rows: configuration.count)
    }
    func timeline(for configuration: FuzzIntent, in context: Context) async -> Timeline<FuzzEntry> {
        if mode == 1 { for _ in 0..<3 { try? await Task.sleep(for: .seconds(30)) } }
        if mode == 2 { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } }
        return Timeline(entries: mode == 3 ? [] : entries, policy: .never)
    }
}

private struct FuzzIntentWidget: Widget {
    var mode = 0
    var entries: [FuzzEntry] = []
    init() {}
    init(mode: Int, entries: [FuzzEntry]) { self.mode = mode; self.entries = entries }
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FuzzIntent", intent: FuzzIntent.self, provider: FuzzIntentProvider(mode: mode, entries: entries)) { entry in
            VStack {
                FuzzWidgetView(entry: entry)
                Button(intent: FuzzIntent()) { Text("Go") }
                Toggle("On", isOn: entry.value > 0, intent: FuzzIntent())
            }
        }
    }
}

/// One configurable widget of a random provider mode, rendered through its provider.
func configurableWidgetCase(_ r: inout Random) throws {
    var entries: [FuzzEntry] = []
    for _ in 0..<r.int(0...5) { entries.append(FuzzEntry(date: .distantPast, value: r.number(), title: "e", rows: r.int(0...50))) }
    let widget = FuzzIntentWidget(mode: r.int(0...3), entries: entries)
    try render(WidgetContainer(widget, family: r.pick(WidgetFamily.allCases)), &r)
}

// Live Activities: hostile states (NaN progress, long text, thousands of expanded regions,
// absurd margins) in every presentation.

private struct FuzzActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var value: Double
        var title: String
        var regions: Int
        var margin: Double
    }
    var name: String
}

private struct FuzzLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FuzzActivityAttributes.self) { context in
            VStack {
                Text(context.attributes.name + context.state.title)
                ProgressView(value: context.state.value)
                Color.red.frame(height: CGFloat(context.state.value))
            }
            .activityBackgroundTint(context.state.value > 0 ? .red : nil)
        } dynamicIsland: { context in
            DynamicIsland {
                for i in 0..<min(context.state.regions, 2_000) {
                    DynamicIslandExpandedRegion([.leading, .trailing, .center, .bottom][i % 4], priority: context.state.value) {
                        Text(context.state.title).frame(width: CGFloat(context.state.value))
                    }
                }
            } compactLeading: {
                Text(context.state.title)
            } compactTrailing: {
                Color.blue.frame(width: CGFloat(context.state.value))
            } minimal: {
                Text(context.state.title).frame(height: CGFloat(context.state.value))
            }
            .contentMargins(.all, context.state.margin, for: .expanded)
            .contentMargins([.leading], context.state.margin, for: .compactLeading)
            .keylineTint(context.state.regions % 2 == 0 ? .orange : nil)
        }
    }
}

/// One Live Activity presentation of a hostile state.
func liveActivityCase(_ r: inout Random) throws {
    let titles = ["", "Sam", String(repeating: "long ", count: 200), "\u{0}", "١٢٣ 🙂"]
    let state = FuzzActivityAttributes.ContentState(value: r.number(), title: r.pick(titles), regions: r.pick([0, 1, 4, 2_000, r.int(0...20)]),
                                                    margin: r.number())
    let kind: ActivityPreviewViewKind = r.pick([.content, .dynamicIsland(.compact), .dynamicIsland(.expanded), .dynamicIsland(.minimal)])
    try render(LiveActivityContainer(FuzzLiveActivity(), kind: kind, attributes: FuzzActivityAttributes(name: r.pick(titles)), state: state), &r)
    // A Live Activity as a Home Screen widget draws nothing; a request is refused.
    try render(WidgetContainer(FuzzLiveActivity(), family: r.pick(WidgetFamily.allCases)), &r)
    _ = try? Activity.request(attributes: FuzzActivityAttributes(name: ""), content: .init(state: state, staleDate: nil))
}
