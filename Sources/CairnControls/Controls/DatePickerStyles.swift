import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A date picker's appearance (Apple: `DatePickerStyle`). iOS offers the compact pills (the
/// automatic style), the graphical calendar and the wheels; Cairn draws all three at rest.
public protocol DatePickerStyle: Sendable {}

/// The compact date picker: the date and time on pills at the trailing edge.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// The platform's default date picker style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

/// A calendar of the selected date's month (Apple: `GraphicalDatePickerStyle`, `.graphical`:
/// "a date picker style that displays an interactive calendar or clock").
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

/// Wheels of the date's parts (Apple: `WheelDatePickerStyle`, `.wheel`: "a date picker style
/// that displays each component as columns in a scrollable wheel").
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style (iOS's pills).
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style (compact on iOS).
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar of the selected date's month.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels of the date's parts.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// The date picker styles Cairn draws.
enum DatePickerStyleChoice: Sendable { case compact, graphical, wheel }

private struct DatePickerStyleKey: EnvironmentKey { static var defaultValue: DatePickerStyleChoice { .compact } }

extension EnvironmentValues {
    /// The date picker style in effect.
    var datePickerStyle: DatePickerStyleChoice {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the date pickers in this view with `style` (Apple: `datePickerStyle(_:)`).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, style is GraphicalDatePickerStyle ? .graphical : style is WheelDatePickerStyle ? .wheel : .compact)
    }
}

/// One column of a wheel: `options` as text on a `WheelPickerBehavior`, `selected` centred.
struct WheelColumn: View, PrimitiveView {
    let options: [String]
    let selected: Int
    var drawsBand = true

    var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context.child(0)
        inner.stackAxis = nil
        inner.environment.font = inner.environment.font ?? .system(size: 21)
        let env = context.environment
        inner.environment.foregroundStyle = AnyShapeStyle(env.isEnabled ? env.controlPalette.label : env.controlPalette.tertiaryLabel)
        let rows = options.enumerated().flatMap { i, text in inner.child(i).resolve(Text(verbatim: text)) }
        let behavior = WheelPickerBehavior(selectedIndex: selected)
        behavior.drawsBand = drawsBand
        behavior.sidePadding = WheelPickerBehavior.inset
        return [ViewNode(behavior, children: rows, context: context, name: "WheelColumn")]
    }
}

/// The calendar: the month and year with its chevrons, the weekdays, the days with the
/// selected one on a tinted disc, and a time row when the picker shows the time.
///
/// Apple publishes no metrics for `UICalendarView`/the inline date picker; all are Cairn's
/// estimates from iOS 17's inline date picker: a 44-point header ("December 2026" in 17-point
/// semibold with a tinted `chevron.right`, and `chevron.left`/`chevron.right` in the tint at
/// the trailing edge, 28 apart), weekday initials ("SUN" … "SAT") in 13-point semibold
/// `tertiaryLabel`, six week rows of 44 points (days in 20-point regular type), the selected
/// day in 20-point semibold tint on a disc of the tint at 12 % opacity, 40 points across.
/// Weeks start on Sunday; the month is the selection's in UTC (Cairn writes dates in UTC so a
/// picture is the same on every machine). Today is not marked: a still has no clock to trust.
struct CalendarGrid: View {
    let date: Date
    let components: DatePickerComponents

    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        c.locale = Locale(identifier: "en_US_POSIX")
        c.firstWeekday = 1
        return c
    }

    /// The day numbers of the selection's month by week row (nil before the 1st and after
    /// the last day), and the selected day.
    static func weeks(of date: Date) -> (title: String, rows: [[Int?]], selected: Int) {
        let cal = calendar
        let parts = cal.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              let first = cal.date(from: DateComponents(year: year, month: month, day: 1)),
              let range = cal.range(of: .day, in: .month, for: first) else { return ("", [], 0) }
        let lead = cal.component(.weekday, from: first) - 1
        var cells: [Int?] = Array(repeating: nil, count: lead) + range.map { Optional($0) }
        while cells.count % 7 != 0 { cells.append(nil) }
        let rows = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = cal.timeZone
        f.dateFormat = "LLLL y"
        return (f.string(from: first), rows, day)
    }

    var body: some View {
        EnvironmentReader { env in
            let palette = env.controlPalette
            let tint = env.isEnabled ? env.controlTint : palette.tertiaryLabel
            let ink = env.isEnabled ? palette.label : palette.tertiaryLabel
            let month = Self.weeks(of: date)
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Text(verbatim: month.title).font(.system(size: 17, weight: .semibold)).foregroundStyle(ink)
                    Image(systemName: "chevron.right").font(.system(size: 17, weight: .semibold)).foregroundStyle(tint).padding(.leading, 4)
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.left").font(.system(size: 20, weight: .medium)).foregroundStyle(tint)
                    Image(systemName: "chevron.right").font(.system(size: 20, weight: .medium)).foregroundStyle(tint).padding(.leading, 28)
                }
                .padding(.horizontal, 16)
                .frame(height: 44)
                HStack(spacing: 0) {
                    ForEach(["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"], id: \.self) { name in
                        Text(verbatim: name).font(.system(size: 13, weight: .semibold)).foregroundStyle(palette.tertiaryLabel)
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: 20)
                ForEach(Array(month.rows.enumerated()), id: \.offset) { _, week in
                    HStack(spacing: 0) {
                        ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                            ZStack {
                                if let day {
                                    if day == month.selected {
                                        Circle().fill(tint.opacity(0.12)).frame(width: 40, height: 40)
                                        Text(verbatim: "\(day)").font(.system(size: 20, weight: .semibold)).foregroundStyle(tint)
                                    } else {
                                        Text(verbatim: "\(day)").font(.system(size: 20)).foregroundStyle(ink)
                                    }
                                }
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                    .frame(height: 44)
                }
                if components.contains(.hourAndMinute) {
                    HStack {
                        Text(verbatim: "Time").foregroundStyle(ink)
                        Spacer()
                        Text(verbatim: DatePicker<Text>.strings(date, .hourAndMinute).first ?? "")
                            .foregroundStyle(ink)
                            .padding(.horizontal, 11)
                            .padding(.vertical, 6)
                            .background(RoundedRectangle(cornerRadius: 6).fill(palette.tertiaryFill))
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 52)
                }
            }
        }
    }
}

/// The wheels iOS 17 draws for each set of components (`UIDatePicker` in `.wheels`): the date
/// as month, day and year columns ("December", "1", "2026"); the time as hour, minute and
/// AM/PM; both as a day column ("Tue Dec 1"), hour, minute and AM/PM. Month, day, hour and
/// minute loop round (December above January), as `UIDatePicker`'s do. Every column is a
/// `WheelPickerBehavior` drum on one shared band; column widths are each column's widest
/// option plus 16 points (Cairn's estimate). Dates in English, in UTC.
struct DateWheels: View {
    let date: Date
    let components: DatePickerComponents

    /// The 13 options of a looping column around `index` of `all` (six either side, wrapping
    /// round: `UIDatePicker`'s month, day, hour and minute wheels loop), the selected one in
    /// the middle.
    static func looping(_ all: [String], _ index: Int) -> (options: [String], selected: Int) {
        guard !all.isEmpty else { return ([], 0) }
        let n = all.count
        return ((-6...6).map { all[((index + $0) % n + n) % n] }, 6)
    }

    /// The columns: their options and selected rows.
    static func columns(_ date: Date, _ components: DatePickerComponents) -> [(options: [String], selected: Int)] {
        let cal = CalendarGrid.calendar
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = cal.timeZone
        var columns: [(options: [String], selected: Int)] = []
        let parts = cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hasDate = components.contains(.date), hasTime = components.contains(.hourAndMinute)
        if hasDate && hasTime {
            f.dateFormat = "EEE MMM d"
            let days = (-6...6).compactMap { cal.date(byAdding: .day, value: $0, to: date).map { f.string(from: $0) } }
            columns.append((days, 6))
        } else if hasDate {
            columns.append(looping(f.standaloneMonthSymbols, (parts.month ?? 1) - 1))
            let year = parts.year ?? 2000
            let count = cal.range(of: .day, in: .month, for: date)?.count ?? 31
            columns.append(looping((1...count).map { "\($0)" }, (parts.day ?? 1) - 1))
            columns.append(((year - 6...year + 6).map { "\($0)" }, 6))
        }
        if hasTime || !hasDate {
            let hour = parts.hour ?? 0
            columns.append(looping((1...12).map { "\($0)" }, (hour + 11) % 12))
            columns.append(looping((0...59).map { String(format: "%02d", $0) }, parts.minute ?? 0))
            columns.append((["AM", "PM"], hour < 12 ? 0 : 1))
        }
        return columns
    }

    var body: some View {
        EnvironmentReader { env in
            ZStack {
                RoundedRectangle(cornerRadius: 8, style: .continuous).fill(env.controlPalette.tertiaryFill)
                    .frame(height: WheelPickerBehavior.band)
                    .padding(.horizontal, WheelPickerBehavior.inset)
                HStack(spacing: 0) {
                    ForEach(Array(Self.columns(date, components).enumerated()), id: \.offset) { _, column in
                        WheelColumn(options: column.options, selected: column.selected, drawsBand: false)
                            .fixedSize(horizontal: true, vertical: false)
                    }
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: WheelPickerBehavior.height)
        }
    }
}
