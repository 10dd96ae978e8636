import CairnDisplayList
import CairnGeometry
import Foundation

/// What formatting a value depends on: the environment's locale and time zone, and the
/// date that counts as "now" for relative styles.
struct FormatContext {
    var locale: Locale
    var timeZone: TimeZone
    var now: Date

    /// Cairn's defaults: en_US, UTC, 2001-01-01 00:00:00 UTC.
    static let standard = FormatContext(
        locale: EnvironmentValues.defaultLocale, timeZone: EnvironmentValues.defaultTimeZone, now: EnvironmentValues.defaultReferenceDate)
}

/// A value that is formatted when its text is resolved, so it follows `\.locale`,
/// `\.timeZone` and `\.referenceDate`.
///
/// `@unchecked Sendable`: the closure only reads copies of the value and its format,
/// captured when the text was made and never mutated.
struct FormattedValue: Equatable, @unchecked Sendable {
    /// The value formatted with Cairn's defaults and the format's type: equal identities,
    /// equal texts.
    let identity: String
    let format: (FormatContext) -> String

    init(identity: String, format: @escaping (FormatContext) -> String) {
        self.format = format
        self.identity = identity + "|" + format(.standard)
    }

    static func == (a: FormattedValue, b: FormattedValue) -> Bool { a.identity == b.identity }

    /// A `FormatStyle` applied to `input` in the context's locale (and, for dates, time
    /// zone).
    static func style<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> FormattedValue where F.FormatOutput == String {
        // The kind of format is decided once, when the text is made; each resolve (every
        // layout and frame) only formats.
        if let date = input as? Date, let style = format as? Date.FormatStyle {
            return FormattedValue(identity: String(describing: F.self)) { context in
                var zoned = style
                zoned.timeZone = context.timeZone
                return zoned.locale(context.locale).format(date)
            }
        }
        // A relative date counts from the scene's "now" (`\.referenceDate`), as
        // `Text(_:style: .relative)` does, not from the machine's clock: the same words on
        // every run, and `cairn … --now` moves them. Foundation's anchored style gives the
        // same words for the same two dates.
        if let date = input as? Date, let relative = format as? Date.RelativeFormatStyle {
            return FormattedValue(identity: String(describing: F.self)) { context in
                // Days ("yesterday") end at midnight in the environment's time zone.
                var calendar = relative.calendar
                calendar.timeZone = context.timeZone
                var anchored = Date.AnchoredRelativeFormatStyle(
                    anchor: date, presentation: relative.presentation, unitsStyle: relative.unitsStyle,
                    locale: context.locale, calendar: calendar, capitalizationContext: relative.capitalizationContext)
                anchored.allowedFields = relative.allowedFields
                return anchored.format(context.now)
            }
        }
        return FormattedValue(identity: String(describing: F.self)) { context in format.locale(context.locale).format(input) }
    }

    /// The first character of the private-use plane 15, which marks where value `i` goes
    /// in a segment's string (U+F0000 + i).
    static let placeholderBase: UInt32 = 0xF0000

    /// The marker of value `index`.
    static func placeholder(_ index: Int) -> String {
        String(Character(Unicode.Scalar(placeholderBase + UInt32(min(index, 0xFFFD)))!))
    }

    /// `string` with every marker replaced by its value, formatted in `context` and passed
    /// through `escaping` (for example to escape Markdown in a value that goes into Markdown).
    static func substitute(_ string: String, _ values: [FormattedValue], _ context: FormatContext, escaping: (String) -> String = { $0 }) -> String {
        guard !values.isEmpty else { return string }
        var out = ""
        for scalar in string.unicodeScalars {
            let v = scalar.value
            if v >= placeholderBase, v < placeholderBase + UInt32(values.count) {
                out += escaping(values[Int(v - placeholderBase)].format(context))
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Text {
    /// Text that shows `input` formatted with a Foundation `FormatStyle`, in the
    /// environment's locale (`\.locale`) and, for dates, time zone (`\.timeZone`):
    /// `Text(0.25, format: .percent)` shows "25%". A relative date format
    /// (`.relative(presentation:)`) counts from the environment's `referenceDate`, the
    /// scene's "now", as SwiftUI's counts from the moment the text is shown.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        segments = [Segment(string: FormattedValue.placeholder(0), values: [.style(input, format)])]
    }

    /// Text that shows `date` in a date style, as SwiftUI's `Text(_:style:)`: `.date`
    /// "June 3, 2019", `.time` "11:23 PM", and relative to the environment's
    /// `referenceDate` (Cairn's fixed "now"): `.relative` "2 hours, 23 minutes",
    /// `.offset` "+2 hours", `.timer` "2:23:00".
    public init(_ date: Date, style: DateStyle) {
        segments = [Segment(string: FormattedValue.placeholder(0), values: [style.value(date)])]
    }

    /// Text that shows the time left in `timerInterval` (counting down) or gone by (counting
    /// up) at the environment's `referenceDate`, as a timer: "4:05", or "1:04:05" with
    /// hours; `pauseTime`, when set, is used instead of the reference date.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        // The identity from the dates' numbers: `Date.description` traps for dates past
        // Foundation's calendar (1e15 seconds away), which a timer's ends can be.
        let ends = "\(timerInterval.lowerBound.timeIntervalSinceReferenceDate) \(timerInterval.upperBound.timeIntervalSinceReferenceDate)"
        let pause = pauseTime.map { "\($0.timeIntervalSinceReferenceDate)" } ?? "nil"
        let value = FormattedValue(identity: "timerInterval \(ends) \(pause) \(countsDown) \(showsHours)") { context in
            let now = min(max(pauseTime ?? context.now, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return DateStyle.timer(seconds: seconds, showsHours: showsHours)
        }
        segments = [Segment(string: FormattedValue.placeholder(0), values: [value])]
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date, in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now in its largest unit: "+2 hours", "-3 days".
        public static let offset = DateStyle(kind: .offset)
        /// A timer from now: "2:23" (minutes and seconds), "1:02:23" with hours.
        public static let timer = DateStyle(kind: .timer)

        func value(_ date: Date) -> FormattedValue {
            FormattedValue(identity: "DateStyle.\(kind) \(date.timeIntervalSinceReferenceDate)") { context in
                let seconds = date.timeIntervalSince(context.now)
                switch kind {
                case .time, .date:
                    var style = kind == .time ? Date.FormatStyle(date: .omitted, time: .shortened) : Date.FormatStyle(date: .long, time: .omitted)
                    style.timeZone = context.timeZone
                    return style.locale(context.locale).format(date)
                case .relative:
                    return Self.units(abs(seconds), count: 2, locale: context.locale)
                case .offset:
                    let text = Self.units(abs(seconds), count: 1, locale: context.locale)
                    return (seconds < 0 ? "-" : "+") + text
                case .timer:
                    return Self.timer(seconds: abs(seconds), showsHours: true)
                }
            }
        }

        /// `seconds` in its `count` largest units (days, hours, minutes, seconds), spelled
        /// out in `locale` by Foundation's `Duration.UnitsFormatStyle`.
        static func units(_ seconds: TimeInterval, count: Int, locale: Locale) -> String {
            guard seconds.isFinite else { return "" }
            // To the nearest second (Cairn's choice; Apple documents no rounding): a date made
            // from `Date.now` a few milliseconds before the scene's clock was read shows whole
            // units ("1 hour", not "59 minutes, 59 seconds").
            let whole = Int64(min(seconds.rounded(), 1e15))
            return Duration.seconds(whole).formatted(
                .units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: count).locale(locale))
        }

        /// `h:mm:ss` when there are hours (and `showsHours`), else `m:ss`.
        static func timer(seconds: TimeInterval, showsHours: Bool) -> String {
            guard seconds.isFinite else { return "0:00" }
            let total = Int64(min(max(seconds, 0), 1e15).rounded(.towardZero))
            let h = total / 3600, m = (total % 3600) / 60, s = total % 60
            func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
            if showsHours, h > 0 { return "\(h):\(two(m)):\(two(s))" }
            return "\(showsHours ? m : total / 60):\(two(s))"
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A value formatted with a Foundation `FormatStyle` in the environment's locale:
    /// `"Total: \(amount, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        appendFormatted(.style(input, format))
    }

    /// A date in a date style (`.date`, `.time`, `.relative`, `.offset`, `.timer`).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendFormatted(style.value(date))
    }
}

private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { EnvironmentValues.defaultLocale } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { EnvironmentValues.defaultTimeZone } }
private struct ReferenceDateKey: EnvironmentKey { static var defaultValue: Date? { nil } }

extension EnvironmentValues {
    /// en_US: formatted values are the same on every machine.
    package static let defaultLocale = Locale(identifier: "en_US")
    /// UTC.
    static let defaultTimeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
    /// 2001-01-01 00:00:00 UTC (`Date(timeIntervalSinceReferenceDate: 0)`).
    static let defaultReferenceDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The locale formatted values use. Cairn's default is en_US (not the machine's), so
    /// output is deterministic; an unknown identifier falls back to en_US with a diagnostic.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in. Cairn's default is UTC (not the machine's).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The date relative date styles count from (SwiftUI uses the current time; Cairn uses
    /// the scene's clock so renders are deterministic): unless set, e.g.
    /// `.environment(\.referenceDate, someDate)`, the scene's date — its start date plus the
    /// frame's time, as `TimelineView` sees it. A still from `ImageRenderer` or a snapshot
    /// test is at 2001-01-01 00:00:00 UTC; an export counts on from its timeline's
    /// `startDate` frame by frame (a `.timer` text ticks); `cairn render|export|previews`
    /// start at the time the command runs (`--now` fixes it), as Xcode's canvas shows the
    /// current time.
    public var referenceDate: Date {
        get { self[ReferenceDateKey.self] ?? sceneTime.date }
        set { self[ReferenceDateKey.self] = newValue }
    }

    /// The formatting context of this environment, and whether its locale is known.
    var formatContext: (context: FormatContext, knownLocale: Bool) {
        let known = locale.identifier == Self.defaultLocale.identifier || Locale.availableIdentifiers.contains(locale.identifier)
        return (FormatContext(locale: known ? locale : Self.defaultLocale, timeZone: timeZone, now: referenceDate), known)
    }
}
