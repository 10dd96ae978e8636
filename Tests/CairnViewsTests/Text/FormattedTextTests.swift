import Cairn
@testable import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// `Text(_:format:)`, `"\(x, format:)"` and date styles, in the environment's locale,
/// time zone and reference date (all deterministic by default).
@Suite struct FormattedTextTests {
    /// The strings of the text items `view` draws (fixed-metric layout).
    func strings<V: View>(_ view: V) -> [String] {
        textItems(fixedLayout(view).displayList).map { $0.run.string }
    }

    static let ref = Date(timeIntervalSinceReferenceDate: 0)   // 2001-01-01 00:00:00 UTC

    /// (view, expected text) pairs; ICU's en_US output, with its narrow no-break space
    /// (U+202F) before AM/PM.
    static func cases() -> [(AnyView, String)] { [
        (AnyView(Text(0.25, format: .percent)), "25%"),
        (AnyView(Text(1234.5, format: .number)), "1,234.5"),
        (AnyView(Text(12.5, format: .currency(code: "EUR"))), "€12.50"),
        (AnyView(Text(["a", "b", "c"], format: .list(type: .and))), "a, b, and c"),
        (AnyView(Text(ref, format: .dateTime.year().month().day())), "Jan 1, 2001"),
        (AnyView(Text(ref.addingTimeInterval(11 * 3600 + 23 * 60), style: .time)), "11:23\u{202F}AM"),
        (AnyView(Text(ref.addingTimeInterval(86400 * 153), style: .date)), "June 3, 2001"),
        (AnyView(Text(ref.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative)), "2 hours, 23 minutes"),
        (AnyView(Text(ref.addingTimeInterval(-2 * 3600 - 23 * 60), style: .relative)), "2 hours, 23 minutes"),
        (AnyView(Text(ref.addingTimeInterval(2 * 3600 + 23 * 60), style: .offset)), "+2 hours"),
        (AnyView(Text(ref.addingTimeInterval(-3 * 86400), style: .offset)), "-3 days"),
        (AnyView(Text(ref.addingTimeInterval(2 * 3600 + 23 * 60), style: .timer)), "2:23:00"),
        (AnyView(Text(ref.addingTimeInterval(152), style: .timer)), "2:32"),
        (AnyView(Text(timerInterval: ref...ref.addingTimeInterval(245))), "4:05"),
        (AnyView(Text(timerInterval: ref.addingTimeInterval(-60)...ref.addingTimeInterval(245), countsDown: false)), "1:00"),
        (AnyView(Text(timerInterval: ref...ref.addingTimeInterval(3 * 3600 + 5), showsHours: false)), "180:05"),
        (AnyView(Text("Total: \(12.5, format: .currency(code: "EUR"))")), "Total: €12.50"),
        (AnyView(Text("Due \(ref, style: .date)")), "Due January 1, 2001"),
        // Locale and time zone from the environment.
        (AnyView(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))), "1.234,5"),
        (AnyView(Text("\(12.5, format: .currency(code: "EUR"))").environment(\.locale, Locale(identifier: "de_DE"))), "12,50\u{A0}€"),
        (AnyView(Text(ref, style: .time).environment(\.timeZone, TimeZone(secondsFromGMT: 9 * 3600)!)), "9:00\u{202F}AM"),
        (AnyView(Text(ref, style: .relative).environment(\.referenceDate, ref.addingTimeInterval(-90))), "1 minute, 30 seconds"),
        // To the nearest second: a date made from `Date.now` 20 ms before the clock was read
        // is an hour ago, not "59 minutes, 59 seconds"; half a second rounds away from zero.
        (AnyView(Text(ref.addingTimeInterval(-3600 + 0.02), style: .relative)), "1 hour"),
        (AnyView(Text(ref.addingTimeInterval(90.5), style: .relative)), "1 minute, 31 seconds"),
        (AnyView(Text(ref.addingTimeInterval(-3600 + 0.02), style: .offset)), "-1 hour"),
        // A relative format counts from the scene's "now" (the reference date), not the
        // machine's clock (a pasted card read "7 months ago" for yesterday); days end at
        // midnight in the environment's time zone, words in its locale.
        (AnyView(Text(ref.addingTimeInterval(-86400), format: .relative(presentation: .named))), "yesterday"),
        (AnyView(Text(ref.addingTimeInterval(-3 * 3600), format: .relative(presentation: .numeric, unitsStyle: .wide))), "3 hours ago"),
        (AnyView(Text(ref.addingTimeInterval(2 * 86400), format: .relative(presentation: .named)).environment(\.locale, Locale(identifier: "de_DE"))), "übermorgen"),
        (AnyView(Text(ref.addingTimeInterval(-3600), format: .relative(presentation: .named))
            .environment(\.timeZone, TimeZone(secondsFromGMT: 9 * 3600)!)), "1 hour ago"),
        // Named days count calendar days: 23:00 on Dec 31, 2000 to midnight on Jan 3, 2001.
        (AnyView(Text(ref.addingTimeInterval(-3600), format: .relative(presentation: .named, unitsStyle: .wide))
            .environment(\.referenceDate, ref.addingTimeInterval(86400 * 2))), "3 days ago"),
    ] }

    @Test(arguments: cases().indices)
    func formats(_ index: Int) {
        let (view, expected) = Self.cases()[index]
        #expect(strings(view) == [expected])
    }

    @Test func markdownAndFormatsTogether() {
        // The issue's example: bold label, formatted amount (not parsed as Markdown).
        let run = Text("**Total:** \(1234.5, format: .currency(code: "EUR"))")
            .run(in: EnvironmentValues(), paint: .color(Color.black.resolved))
        #expect(run.segments.map(\.string) == ["Total:", " €1,234.50"])
        #expect(run.segments.map(\.font.weight) == [700, 400])
        // A formatted string containing Markdown characters stays literal.
        let starred = Text("\(["*a*"], format: .list(type: .and))").run(in: EnvironmentValues(), paint: .color(Color.black.resolved))
        #expect(starred.string == "*a*")
    }

    @Test func unknownLocaleFallsBackWithADiagnostic() {
        let layout = fixedLayout(Text(0.5, format: .percent).environment(\.locale, Locale(identifier: "xx_YY")))
        #expect(textItems(layout.displayList).map(\.run.string) == ["50%"])
        #expect(layout.diagnostics.contains { $0.contains("xx_YY") })
        #expect(fixedLayout(Text(0.5, format: .percent)).diagnostics.isEmpty)
    }

    @Test func equalTextsCompareEqual() {
        #expect(Text(0.25, format: .percent) == Text(0.25, format: .percent))
        #expect(Text(0.25, format: .percent) != Text(0.5, format: .percent))
        #expect(Text(Self.ref, style: .time) != Text(Self.ref, style: .date))
    }
}

extension FormattedTextTests {
    /// Unless set, "now" is the scene's date: an export's frames count on from its start
    /// date, so a relative text and a timer tick as on a device, and `cairn` starting the
    /// scene at the current time makes a date built from `Date.now` read as it was written.
    @Test func nowIsTheScenesDateUnlessSet() {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)  // 2026-05-09 06:13:20 UTC
        let timeline = AnimationTimeline(duration: 10) { _ in
            VStack {
                Text(start.addingTimeInterval(-3600), style: .relative)
                Text(start.addingTimeInterval(65), style: .timer)
                Text(start, style: .relative).environment(\.referenceDate, start.addingTimeInterval(5))
            }
        }
        timeline.startDate = start
        func texts(at t: Double) -> [String] { textItems(timeline.layout(at: t).displayList).map { $0.run.string } }
        #expect(texts(at: 0) == ["1 hour", "1:05", "5 seconds"])
        #expect(texts(at: 5) == ["1 hour, 5 seconds", "1:00", "5 seconds"])
        // A still (no timeline) is at 2001-01-01, as before.
        #expect(EnvironmentValues().referenceDate == Self.ref)
    }
}

extension FormattedTextTests {
    /// A timer whose ends are past Foundation's calendar (1e15 seconds, some 31 million years,
    /// from 2001) lays out instead of trapping: its identity was built from `Date.description`,
    /// which traps there (fuzz: animation seed 23). Counting down from 2001 to 1e15 s is
    /// 1e15 − 0 seconds: 277,777,777,777 hours, 46 minutes, 40 seconds.
    @Test func aTimerBetweenFarDatesDoesNotTrap() {
        let far = Date(timeIntervalSinceReferenceDate: 1e15)
        #expect(strings(Text(timerInterval: Self.ref...far)) == ["277777777777:46:40"])
        #expect(strings(Text(timerInterval: far...far, pauseTime: far, countsDown: false)) == ["0:00"])
    }
}
