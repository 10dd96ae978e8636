import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A month's calendar, as iOS 17's inline date picker and `MultiDatePicker` draw it: the month
/// and year with its chevrons, the weekdays, the days with the selected ones on tinted discs,
/// and a time row when the picker shows the time.
///
/// Apple publishes no metrics for `UICalendarView`/the inline date picker; all are Cairn's
/// estimates from iOS 17's inline date picker: a 44-point header ("December 2026" in 17-point
/// semibold with a tinted `chevron.right`, and `chevron.left`/`chevron.right` in the tint at
/// the trailing edge, 28 apart), weekday initials ("SUN" … "SAT") in 13-point semibold
/// `tertiaryLabel`, week rows of 44 points (days in 20-point regular type), a selected day in
/// 20-point semibold tint on a disc of the tint at 12 % opacity, 40 points across. Today — the
/// day of `\.referenceDate`, Cairn's fixed "now" (2001-01-01 unless set), when it falls in the
/// month — is semibold in the tint, white on a solid tint disc when also selected. Days the
/// picker's range excludes are in `tertiaryLabel`. Weeks start on Sunday; months are in UTC
/// (Cairn writes dates in UTC so a picture is the same on every machine).
struct CalendarGrid: View {
    /// A date in the month shown.
    let month: Date
    /// The selected days of that month.
    let selected: Set<Int>
    /// Whether a day of the month can be chosen.
    var available: @Sendable (Int) -> Bool = { _ in true }
    /// The time the time row shows; nil draws no time row.
    var time: Date? = nil

    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        c.locale = Locale(identifier: "en_US_POSIX")
        c.firstWeekday = 1
        return c
    }

    /// Whether the calendar can place `date` (finite, within about three million years of
    /// 2001: Foundation's calendar arithmetic is not meant for more).
    static func isPlaceable(_ date: Date) -> Bool {
        let t = date.timeIntervalSinceReferenceDate
        return t.isFinite && abs(t) < 1e14
    }

    /// The title and the day numbers of `date`'s month by week row (nil before the 1st and
    /// after the last day), and `date`'s day; no rows for a date the calendar cannot place.
    static func weeks(of date: Date) -> (title: String, rows: [[Int?]], selected: Int) {
        let cal = calendar
        guard isPlaceable(date) else { return ("", [], 0) }
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

    /// The day of `date` when it lies in the month of `month`, else nil.
    static func day(of date: Date, inMonthOf month: Date) -> Int? {
        let cal = calendar
        guard isPlaceable(date), isPlaceable(month) else { return nil }
        let a = cal.dateComponents([.year, .month, .day], from: date), b = cal.dateComponents([.year, .month], from: month)
        return a.year == b.year && a.month == b.month ? a.day : nil
    }

    /// Which days of `month`'s month overlap `lower...upper` (`upperIsOpen`: `lower..<upper`).
    static func availability(month: Date, lower: Date?, upper: Date?, upperIsOpen: Bool = false) -> @Sendable (Int) -> Bool {
        guard lower != nil || upper != nil, isPlaceable(month) else { return { _ in true } }
        let cal = calendar
        let parts = cal.dateComponents([.year, .month], from: month)
        guard let first = cal.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)) else { return { _ in true } }
        let start = first.timeIntervalSinceReferenceDate
        let low = lower?.timeIntervalSinceReferenceDate, high = upper?.timeIntervalSinceReferenceDate
        return { day in
            let dayStart = start + Double(day - 1) * 86_400
            if let low, !(dayStart + 86_400 > low) { return false }
            if let high, upperIsOpen ? !(dayStart < high) : !(dayStart <= high) { return false }
            return true
        }
    }

    var body: some View {
        EnvironmentReader { env in
            let palette = env.controlPalette
            let tint = env.isEnabled ? env.controlTint : palette.tertiaryLabel
            let ink = env.isEnabled ? palette.label : palette.tertiaryLabel
            let weeks = Self.weeks(of: month)
            let today = Self.day(of: env.referenceDate, inMonthOf: month)
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Text(verbatim: weeks.title).font(.system(size: 17, weight: .semibold)).foregroundStyle(ink)
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
                ForEach(Array(weeks.rows.enumerated()), id: \.offset) { _, week in
                    HStack(spacing: 0) {
                        ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                            ZStack {
                                if let day { cell(day, isToday: day == today, tint: tint, ink: ink, dim: palette.tertiaryLabel) }
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                    .frame(height: 44)
                }
                if let time {
                    HStack {
                        Text(verbatim: "Time").foregroundStyle(ink)
                        Spacer()
                        Text(verbatim: DatePicker<Text>.strings(time, .hourAndMinute).first ?? "")
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

    /// One day: selected on a disc, today in the tint, unavailable dimmed.
    @ViewBuilder func cell(_ day: Int, isToday: Bool, tint: Color, ink: Color, dim: Color) -> some View {
        let number = Text(verbatim: "\(day)")
        if selected.contains(day) {
            Circle().fill(isToday ? tint : tint.opacity(0.12)).frame(width: 40, height: 40)
            number.font(.system(size: 20, weight: .semibold)).foregroundStyle(isToday ? Color.white : tint)
        } else if !available(day) {
            number.font(.system(size: 20)).foregroundStyle(dim)
        } else if isToday {
            number.font(.system(size: 20, weight: .semibold)).foregroundStyle(tint)
        } else {
            number.font(.system(size: 20)).foregroundStyle(ink)
        }
    }
}
