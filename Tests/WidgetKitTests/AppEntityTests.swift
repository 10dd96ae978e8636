import Cairn
import CairnAppIntents
import CairnTestSupport
import Foundation
import Testing
@testable import WidgetKit

/// App Intents as a reading app writes them (2024–26): an `AppEntity` with its
/// `EntityQuery`, a required entity parameter, a parameter summary, results that return a
/// value and a dialog, App Shortcuts with phrases, and a widget configured by an entity.
struct ReadingBook: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = ReadingBookQuery()
    var id: String
    @Property(title: "Title") var title: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
    init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// Answers after a virtual half second, as a query reading a store does.
struct ReadingBookQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ReadingBook] { [] }
    func suggestedEntities() async throws -> [ReadingBook] {
        [ReadingBook(id: "2", title: "Emma"), ReadingBook(id: "3", title: "Ulysses")]
    }
    func defaultResult() async -> ReadingBook? {
        try? await Task.sleep(for: .seconds(0.5))
        return ReadingBook(id: "1", title: "Dune")
    }
}

struct MagazineIssue: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Issue"
    static let defaultQuery = MagazineQuery()
    var id: Int
    /// Never set by the initialiser: reads as "".
    @Property(title: "Editor") var editor: String
    init(id: Int) { self.id = id }
    var displayRepresentation: DisplayRepresentation { "Issue \(id)" }
}

/// No default: the first suggestion fills a required parameter.
struct MagazineQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [MagazineIssue] { [MagazineIssue(id: 7), MagazineIssue(id: 8)] }
}

struct LogPagesIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Pages"
    @Parameter(title: "Pages", default: 10) var pages: Int
    @Parameter(title: "Book") var book: ReadingBook
    @Parameter(title: "Issue") var issue: MagazineIssue
    @Parameter(title: "Note") var note: ReadingBook?

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$pages) pages of \(\.$book)") {
            \.$note
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Int> {
        .result(value: pages, dialog: "Logged \(pages) pages of \(book.title).")
    }
}

struct ReadingShortcutsProvider: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogPagesIntent(), phrases: [
            "Log pages in \(.applicationName)",
            "Log \(\.$book) in \(.applicationName)",
        ], shortTitle: "Log Pages", systemImageName: "book.fill")
    }
    static let shortcutTileColor: ShortcutTileColor = .orange
}

struct BookWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Book"
    @Parameter(title: "Book") var book: ReadingBook
}

struct BookEntry: TimelineEntry {
    let date: Date
    let title: String
}

struct BookProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> BookEntry { BookEntry(date: .distantPast, title: "…") }
    func snapshot(for configuration: BookWidgetIntent, in context: Context) async -> BookEntry { placeholder(in: context) }
    func timeline(for configuration: BookWidgetIntent, in context: Context) async -> Timeline<BookEntry> {
        Timeline(entries: [BookEntry(date: .distantPast, title: configuration.book.title)], policy: .never)
    }
}

struct BookWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "book", intent: BookWidgetIntent.self, provider: BookProvider()) { entry in
            Text(entry.title)
        }
    }
}

struct ShelfBook: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = EmptyShelfQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

/// An empty shelf: no default, no suggestion.
struct EmptyShelfQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShelfBook] { [] }
}

struct ShelfIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Shelf"
    @Parameter(title: "Book") var book: ShelfBook
}

struct ShelfProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> BookEntry { BookEntry(date: .distantPast, title: "Choose a book") }
    func snapshot(for configuration: ShelfIntent, in context: Context) async -> BookEntry { placeholder(in: context) }
    func timeline(for configuration: ShelfIntent, in context: Context) async -> Timeline<BookEntry> {
        Timeline(entries: [BookEntry(date: .distantPast, title: configuration.book.id)], policy: .never)
    }
}

struct ShelfWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "shelf", intent: ShelfIntent.self, provider: ShelfProvider()) { Text($0.title) }
    }
}

@Suite(.designEra(.iOS17)) struct AppEntityTests {
    /// A required entity parameter whose query gives nothing: the widget shows its
    /// placeholder (as an unconfigured widget does) instead of running a provider that would
    /// read a value there is none of.
    @Test func anEmptyQueryShowsThePlaceholder() {
        #expect(!ShelfIntent().parametersHaveValues)
        #expect(LogPagesIntent().parametersHaveValues)
        #expect(drawnStrings(WidgetContainer(ShelfWidget(), family: .systemSmall), 161, 161) == ["Choose a book"])
    }

    /// A required entity parameter is its query's default result (after its virtual sleep),
    /// else its first suggestion; an optional one stays nil; a set value wins.
    @Test func requiredEntityParametersTakeTheQuerysDefault() {
        let intent = LogPagesIntent()
        #expect(intent.book.title == "Dune")
        #expect(intent.book.id == "1")
        #expect(intent.issue.id == 7)
        #expect(intent.issue.editor == "")
        #expect(intent.note == nil)
        intent.book = ReadingBook(id: "9", title: "Beloved")
        #expect(intent.book.title == "Beloved")
    }

    /// The widget's provider reads its configuration's entity inside its own async timeline
    /// (a query run while the provider runs): the widget draws the default book's title.
    @Test func aWidgetConfiguredByAnEntityDrawsItsDefault() {
        #expect(drawnStrings(WidgetContainer(BookWidget(), family: .systemSmall), 161, 161) == ["Dune"])
    }

    /// The summary reads each parameter by its title; the result returns its value and dialog.
    @Test func summariesAndResults() async throws {
        let summary = LogPagesIntent.parameterSummary as? LogPagesIntent.Summary
        #expect(summary?.sentence.text == "Log Pages pages of Book")
        #expect(summary?.table.count == 1)
        let result = try await LogPagesIntent().perform() as? IntentValueResult<Int>
        #expect(result?.value == 10)
        #expect(result?.dialog?.text.key == "Logged 10 pages of Dune.")
    }

    /// Phrases keep the app's name and parameters as tokens; the provider's tile colour.
    @Test func appShortcutsKeepTheirPhrases() throws {
        let shortcut = try #require(ReadingShortcutsProvider.appShortcuts.first)
        #expect(shortcut.phrases == ["Log pages in ${applicationName}", "Log {Book} in ${applicationName}"])
        #expect(shortcut.intentType == "LogPagesIntent")
        #expect(shortcut.systemImageName == "book.fill")
        #expect(ReadingShortcutsProvider.shortcutTileColor == .orange)
        let phrase: AppShortcutPhrase<LogPagesIntent> = "Log pages in \(.applicationName)"
        #expect(phrase.spoken(applicationName: "Reader") == "Log pages in Reader")
    }

    /// A Siri tip draws nothing (Cairn cannot read the app's extracted shortcuts: what iOS
    /// draws for an intent in no App Shortcut); a Shortcuts link draws its capsule.
    @Test func siriTipAndShortcutsLink() {
        #expect(drawnStrings(SiriTipView(intent: LogPagesIntent(), isVisible: .constant(true)).siriTipViewStyle(.dark), 300, 100).isEmpty)
        #expect(layOut(SiriTipView(intent: LogPagesIntent()), 300, 100).displayList.items.isEmpty)
        #expect(drawnStrings(ShortcutsLink().shortcutsLinkStyle(.automaticOutline), 300, 100) == ["Shortcuts"])
    }
}
