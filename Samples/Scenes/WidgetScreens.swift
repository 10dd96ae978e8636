import Cairn
import WidgetKit

// Widgets as a widget extension writes them (`import WidgetKit`): a timeline provider, its
// entry, views that read `\.widgetFamily`, `StaticConfiguration` with a container background.
// `WidgetContainer` draws each as the Home Screen shows it (family size, content margins,
// rounded container); `#Preview(as: .systemSmall) { … } timeline: { … }` does the same in
// `cairn previews`.

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
    let hourly: [Int]
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .distantPast, steps: 0, goal: 10_000, hourly: []) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    let entry: StepsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: "figure.walk")
                        .foregroundStyle(.orange)
                    Spacer()
                    Text("\(Int(Double(entry.steps) / Double(entry.goal) * 100))%")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(entry.steps, format: .number)
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                Text("steps today")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                ProgressView(value: Double(entry.steps), total: Double(entry.goal))
                    .tint(.orange)
            }
        default:
            HStack(alignment: .bottom, spacing: 16) {
                VStack(alignment: .leading, spacing: 2) {
                    Label("Steps", systemImage: "figure.walk")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.orange)
                    Spacer()
                    Text(entry.steps, format: .number)
                        .font(.system(size: 30, weight: .bold, design: .rounded))
                    Text("of \(entry.goal.formatted()) goal")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                HStack(alignment: .bottom, spacing: 3) {
                    ForEach(Array(entry.hourly.enumerated()), id: \.offset) { _, value in
                        Capsule()
                            .fill(.orange.gradient)
                            .frame(width: 7, height: max(4, CGFloat(value) / 1_400 * 90))
                    }
                }
                .frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct WidgetScreens: View {
    let entry = StepsEntry(date: .distantPast, steps: 7_412, goal: 10_000,
                           hourly: [120, 340, 890, 1_210, 400, 260, 980, 1_350, 700, 310, 520, 30])
    let scheme: ColorScheme

    var body: some View {
        HStack(spacing: 20) {
            WidgetContainer(StepsWidget(), family: .systemSmall, entry: entry)
            WidgetContainer(StepsWidget(), family: .systemMedium, entry: entry)
        }
        .padding(24)
        .background(LinearGradient(colors: scheme == .dark ? [.indigo, .black] : [.teal, .blue],
                                   startPoint: .topLeading, endPoint: .bottomTrailing))
        .environment(\.colorScheme, scheme)
    }
}

extension SampleCatalog {
    /// Widgets in their Home Screen containers, light and dark, at scale 2.
    static var widgetSamples: [Sample] {
        [Sample("widgets", VStack(spacing: 0) { WidgetScreens(scheme: .light); WidgetScreens(scheme: .dark) },
                width: 573, height: 418, outputs: [SampleOutput("widgets@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
