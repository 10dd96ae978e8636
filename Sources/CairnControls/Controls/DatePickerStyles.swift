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
