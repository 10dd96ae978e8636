import Cairn
import CairnAppIntents
import Foundation
import WidgetKit

// App entities, controls and App Shortcuts (in the `widgets` family): queries that answer at
// once, after virtual sleeps, never, by throwing or with nothing, read through required
// parameters of widget configurations; summaries and phrases over hostile titles; controls
// built with hostile titles; Siri tips and Shortcuts links. The list section index (in the
// `containers` family): 0 to 3,000 labels, long, empty and nil ones, in lists of hostile sizes.

private struct FuzzBook: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = FuzzBookQuery()
    var id: Int
    @Property(title: "Title") var title: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// How the fuzz query answers, set before each case (the system makes queries with `init()`).
private final class FuzzQueryMode: @unchecked Sendable {
    static let shared = FuzzQueryMode()
    private let lock = NSLock()
    private var storedMode = 0
    private var storedTitle = ""
    var mode: Int { get { lock.withLock { storedMode } } set { lock.withLock { storedMode = newValue } } }
    var title: String { get { lock.withLock { storedTitle } } set { lock.withLock { storedTitle = newValue } } }
}

private struct FuzzQueryError: Error {}

private struct FuzzBookQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [FuzzBook] { [] }
    func suggestedEntities() async throws -> [FuzzBook] {
        let mode = FuzzQueryMode.shared.mode, title = FuzzQueryMode.shared.title
        switch mode {
        case 3: throw FuzzQueryError()
        case 4: return []
        case 5: return (0..<10_000).map { FuzzBook(id: $0, title: title) }
        default: return [FuzzBook(id: 1, title: title)]
        }
    }
    func defaultResult() async -> FuzzBook? {
        let mode = FuzzQueryMode.shared.mode, title = FuzzQueryMode.shared.title
        switch mode {
        case 0: return FuzzBook(id: 0, title: title)
        case 1:
            for _ in 0..<3 { try? await Task.sleep(for: .seconds(30)) }
            return FuzzBook(id: 0, title: title)
        case 2:
            await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            return nil
        default: return nil
        }
    }
}

private struct FuzzBookIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Fuzz Book"
    @Parameter(title: "Book") var book: FuzzBook
    @Parameter(title: "Other") var other: FuzzBook?
    @Parameter(title: "") var pages: Int
    static var parameterSummary: some ParameterSummary {
        Summary("Read \(\.$pages) of \(\.$book)") { \.$other }
    }
    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
        .result(value: book.title, dialog: "\(book.title)")
    }
}

private struct FuzzBookEntry: TimelineEntry {
    let date: Date
    let title: String
}

private struct FuzzBookProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FuzzBookEntry { FuzzBookEntry(date: .distantPast, title: "placeholder") }
    func snapshot(for configuration: FuzzBookIntent, in context: Context) async -> FuzzBookEntry { placeholder(in: context) }
    func timeline(for configuration: FuzzBookIntent, in context: Context) async -> Timeline<FuzzBookEntry> {
        Timeline(entries: [FuzzBookEntry(date: .distantPast, title: configuration.book.title)], policy: .never)
    }
}

private struct FuzzBookWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FuzzBook", intent: FuzzBookIntent.self, provider: FuzzBookProvider()) { Text($0.title) }
    }
}

private struct FuzzShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        for _ in 0..<50 {
            AppShortcut(intent: FuzzBookIntent(), phrases: ["Read \(\.$book) in \(.applicationName)", "\(.applicationName)"],
                        shortTitle: "Read", systemImageName: FuzzQueryMode.shared.title)
        }
    }
}

private struct FuzzToggleIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

/// One case of app entities, results, shortcuts and controls.
func appIntentsCase(_ r: inout Random) throws {
    let titles = ["", "Dune", String(repeating: "long ", count: 200), "\u{0}", "${applicationName}", "\u{FFFF}"]
    FuzzQueryMode.shared.mode = r.int(0...5)
    FuzzQueryMode.shared.title = r.pick(titles)
    let intent = FuzzBookIntent()
    if intent.parametersHaveValues { _ = intent.book.title }
    _ = (FuzzBookIntent.parameterSummary as? FuzzBookIntent.Summary)?.sentence.text
    _ = FuzzShortcuts.appShortcuts.count
    try render(WidgetContainer(FuzzBookWidget(), family: r.pick(WidgetFamily.allCases)), &r)
    let title = r.pick(titles)
    let toggle = ControlWidgetToggle(title, isOn: r.chance(0.5), action: FuzzToggleIntent()) { Text($0 ? title : "") }.tint(r.chance(0.5) ? .red : nil)
    try render(VStack {
        toggle.base.valueLabel
        toggle.base.label
        SiriTipView(intent: intent, isVisible: .constant(r.chance(0.5))).siriTipViewStyle(.dark)
        ShortcutsLink().shortcutsLinkStyle(.lightOutline)
        Image(systemName: title).widgetAccentedRenderingMode(r.pick([nil, .accented, .desaturated, .accentedDesaturated, .fullColor]))
        Text(title).controlWidgetActionHint(title).controlWidgetStatus(title)
    }, &r)
}

/// A list with a section index of hostile labels and size.
func sectionIndexCase(_ r: inout Random, text: String, width: CGFloat, height: CGFloat) throws {
    let count = r.pick([0, 1, 26, 300, 3_000])
    let visibility: Visibility = r.pick([.automatic, .visible, .hidden])
    var labels: [String?] = []
    for i in 0..<count {
        let letter = String(Character(UnicodeScalar(UInt8(65 + i % 26))))
        labels.append(r.chance(0.1) ? nil : (i % 7 == 0 ? text : letter))
    }
    let list = List {
        ForEach(labels.indices, id: \.self) { i in
            Section(labels[i] ?? "") { Text("\(i)") }
                .sectionIndexLabel(labels[i].map { Text($0) })
        }
    }
    .listSectionIndexVisibility(visibility)
    try render(list.frame(width: width, height: height), &r)
}
