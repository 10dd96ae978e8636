import Cairn
import CairnTestSupport
import Foundation
import Testing
@testable import WidgetKit

/// Xcode's widget template, pasted: a provider, an entry, the entry view reading
/// `\.widgetFamily`, a `StaticConfiguration` with a container background, and
/// `#Preview(as:) { … } timeline: { … }`.
struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .distantPast, emoji: "😀", streak: 0) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: .distantPast, emoji: "📸", streak: 1))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: .distantPast, emoji: "⏱", streak: 7)], policy: .atEnd))
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let emoji: String
    let streak: Int
}

struct StreakView: View {
    var entry: SimpleEntry
    @Environment(\.widgetFamily) var family
    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading) {
                Text("\(entry.streak)").id("count")
                Spacer()
                Color.red.frame(width: 10, height: 10).id("corner")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            Text("Streak: \(entry.streak) days").id("wide")
        }
    }
}

struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Streak", provider: Provider()) { entry in
            StreakView(entry: entry)
                .containerBackground(Color.green, for: .widget)
        }
        .configurationDisplayName("Streak")
        .description("Keep your streak going.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview("Small", as: .systemSmall) {
    StreakWidget()
} timeline: {
    SimpleEntry(date: .now, emoji: "😀", streak: 3)
    SimpleEntry(date: .now, emoji: "🤩", streak: 4)
}

#Preview("Provider", as: .systemMedium) {
    StreakWidget()
} timelineProvider: {
    Provider()
}

@Suite(.designEra(.iOS17)) @MainActor struct WidgetPreviewTests {
    /// The preview named `name` among the ones this file's `#Preview`s registered.
    static func preview(_ name: String) throws -> Preview {
        let previews = try PreviewRegistrations.all.filter { $0.fileID.hasSuffix("WidgetPreviewTests.swift") }.map { try $0.makePreview() }
        return try #require(previews.first { $0.name == name })
    }

    /// The small preview is the family's size; the first entry's view sits inside WidgetKit's
    /// 16-point margins (the spacer pushes the square to the bottom margin); the container
    /// background fills the whole widget under the margins; corners outside the container are
    /// clear.
    @Test func aSmallWidgetAsTheHomeScreenShowsIt() throws {
        let preview = try Self.preview("Small")
        #expect(preview.canvasSize(device: CGSize(width: 402, height: 874)) == CGSize(width: 161, height: 161))
        let layout = ViewLayout(of: preview.makeView(), in: CGSize(width: 161, height: 161))
        #expect(layout.frame(of: "count")?.minX == 16)
        #expect(layout.frame(of: "count")?.minY == 16)
        #expect(layout.frame(of: "corner") == CGRect(x: 16, y: 135, width: 10, height: 10))
        #expect(drawnStrings(preview.makeView(), 161, 161) == ["3"])
        let renderer = ImageRenderer(content: preview.makeView())
        let bitmap = try renderer.bitmap()
        // Green (iOS 17: 52, 199, 89) at the margin's middle and the centre; clear at the corner.
        #expect(Array(rgba(bitmap, 8, 80)) == [52, 199, 89, 255])
        #expect(Array(rgba(bitmap, 150, 80)) == [52, 199, 89, 255])
        #expect(rgba(bitmap, 0, 0)[3] == 0)
    }

    /// The provider form draws the provider's timeline (it hands one over at once), in the
    /// medium family, whose view branch reads `\.widgetFamily`.
    @Test func aProviderPreviewShowsItsTimeline() throws {
        let preview = try Self.preview("Provider")
        #expect(preview.canvasSize(device: CGSize(width: 402, height: 874)) == CGSize(width: 344, height: 161))
        #expect(drawnStrings(preview.makeView(), 344, 161) == ["Streak: 7 days"])
        // The text is one line in the middle; the container background still fills the whole
        // widget (above, below and beside it), as WidgetKit draws it.
        let bitmap = try ImageRenderer(content: preview.makeView()).bitmap()
        for (x, y) in [(30, 12), (172, 150), (330, 80)] {
            #expect(Array(rgba(bitmap, x, y)) == [52, 199, 89, 255], "(\(x), \(y))")
        }
    }

    /// `WidgetContainer` snapshots a widget with an entry outside a preview; an entry of
    /// another type shows nothing rather than failing; content margins can be disabled.
    @Test func aContainerRendersAnEntry() {
        struct Other: TimelineEntry { let date = Date.distantPast }
        let entry = SimpleEntry(date: .distantPast, emoji: "x", streak: 12)
        #expect(drawnStrings(WidgetContainer(StreakWidget(), family: .systemSmall, entry: entry), 161, 161) == ["12"])
        #expect(drawnStrings(WidgetContainer(StreakWidget(), family: .systemSmall, entry: Other()), 161, 161).isEmpty)
        struct Edge: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Edge", provider: Provider()) { _ in Color.red.id("fill") }.contentMarginsDisabled()
            }
        }
        let layout = ViewLayout(of: WidgetContainer(Edge(), family: .systemMedium, entry: entry), in: CGSize(width: 344, height: 161))
        #expect(layout.frame(of: "fill") == CGRect(x: 0, y: 0, width: 344, height: 161))
    }

    /// A widget extension's `@main` bundle compiles (its `@main` is dropped by `cairn`): each
    /// widget in it, `if` branches included, is listed; the bundle itself draws nothing.
    @Test func aBundleListsItsWidgets() {
        struct Bundle: WidgetBundle {
            var showSecond = true
            var body: some Widget {
                StreakWidget()
                if showSecond { StreakWidget() }
            }
        }
        #expect((Bundle().body as? WidgetBundleContent)?.widgets.count == 2)
        #expect((Bundle(showSecond: false).body as? WidgetBundleContent)?.widgets.count == 1)
        #expect(WidgetContainer(Bundle().body, family: .systemSmall, entry: SimpleEntry(date: .distantPast, emoji: "", streak: 1)).content == nil)
    }

    /// Families: sizes and the environment outside a widget.
    @Test func familiesAndDefaults() {
        #expect(WidgetFamily.systemLarge.size == CGSize(width: 344, height: 361))
        #expect(WidgetFamily.allCases.count == 8)
        #expect(EnvironmentValues().widgetFamily == .systemSmall)
        #expect(EnvironmentValues().widgetContentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(EnvironmentValues().widgetRenderingMode == .fullColor)
        WidgetCenter.shared.reloadAllTimelines()
    }
}
