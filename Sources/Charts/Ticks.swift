import Cairn
import Foundation

/// Nice numbers for domains and ticks.
///
/// Swift Charts does not publish its algorithm. Cairn picks the smallest step among 1, 2, 2.5
/// and 5 times a power of ten (but never 2.5 itself, so small integers never get labels like
/// 7.5; 0.25 and 25 are fine) that covers the domain, widened to multiples of the step, in at most `count`
/// intervals, with `count` 4 for automatic axes (at most five values). That reproduces every
/// figure Apple's documentation gives: bars of 5, 10 and 15 get 0...15 and dots at 12...85 get
/// 0...100 (ScaleDomain article); 0...176 gets 0, 50, 100, 150, 200 (seed 000); bars of 5, 9
/// and 7 get 0...10 (`Chart`); 15,000 gets 0...15,000 (`BarMark`); cheeseburger prices up
/// to 1.10 get 0...1.5 and their centred stack −1...1 (`AreaMark`); counts up to 5 get
/// 0...6 ("Creating a chart using Swift Charts"); battery levels up to 40 get labels every 10,
/// a 0...100 domain labels every 25, and `.automatic(desiredCount: 3)` 0, 50 and 100
/// ("Customizing axes in Swift Charts", which adds that a request for four values gets five).
enum NiceScale {
    /// The tick step for `span` split into at most `count` intervals from zero.
    static func step(span: Double, count: Int) -> Double {
        step(lo: 0, hi: span, count: count)
    }

    /// The smallest nice step (1, 2, 2.5 or 5 × 10ⁿ; not 2.5 × 10⁰) that covers
    /// `lo...hi`, widened to its multiples, in at most `count` intervals.
    static func step(lo: Double, hi: Double, count: Int) -> Double {
        let span = hi - lo
        guard span.isFinite, span > 0, lo.isFinite, hi.isFinite else { return 1 }
        let n = Double(max(1, count))
        // The smallest step that could do is span / n; start one decade below it.
        var power = pow(10, floor(log10(span / n)) - 1)
        guard power.isFinite, power > 0 else { return 1 }
        for _ in 0..<4 {
            for factor in [1, 2, 2.5, 5] as [Double] where factor != 2.5 || power != 1 {
                let step = factor * power
                if (hi / step).rounded(.up) - (lo / step).rounded(.down) <= n + 1e-9 { return step }
            }
            power *= 10
        }
        return power
    }

    /// `lo...hi` widened to multiples of the tick step; a zero-width domain widens to one step
    /// around its value (0...1 for 0).
    static func niceDomain(_ lo: Double, _ hi: Double, count: Int = 4) -> (Double, Double) {
        var lo = lo, hi = hi
        if !(lo.isFinite && hi.isFinite) { return (0, 1) }
        if lo > hi { swap(&lo, &hi) }
        if lo == hi {
            if lo == 0 { return (0, 1) }
            let s = step(span: abs(lo), count: count)
            return lo > 0 ? (floor((lo - s) / s) * s, lo) : (lo, ceil((hi + s) / s) * s)
        }
        let s = step(lo: lo, hi: hi, count: count)
        let nlo = floor(lo / s) * s, nhi = ceil(hi / s) * s
        return (nlo, nhi)
    }

    /// Ticks at multiples of the step inside `lo...hi` (at most 1,000; none for a bad domain).
    static func ticks(_ lo: Double, _ hi: Double, count: Int = 4) -> [Double] {
        guard lo.isFinite, hi.isFinite, hi > lo else { return lo.isFinite ? [lo] : [] }
        return ticks(lo, hi, step: step(lo: lo, hi: hi, count: count))
    }

    /// Ticks at multiples of `step` inside `lo...hi`.
    static func ticks(_ lo: Double, _ hi: Double, step: Double) -> [Double] {
        guard lo.isFinite, hi.isFinite, hi >= lo, step.isFinite, step > 0 else { return [] }
        let first = ceil(lo / step - 1e-9), last = floor(hi / step + 1e-9)
        guard first.isFinite, last.isFinite, last >= first, last - first < 1000 else { return [] }
        // Counted with an integer: past 2⁵³ a floating-point counter's `+= 1` does not move
        // (a domain near 10²⁰ with a small step looped forever).
        var result: [Double] = []
        for k in 0...Int(last - first) {
            let v = (first + Double(k)) * step
            if let previous = result.last, v <= previous { continue }
            result.append(abs(v) < step * 1e-9 ? 0 : v)
        }
        return result
    }

    /// A log domain: the powers of ten around the positive values.
    static func logDomain(_ lo: Double, _ hi: Double) -> (Double, Double) {
        guard lo > 0, hi > 0, lo.isFinite, hi.isFinite else { return (1, 10) }
        let a = pow(10, floor(log10(lo))), b = pow(10, ceil(log10(hi)))
        return a == b ? (a, a * 10) : (a, b)
    }

    /// Ticks of a log scale: the powers of ten in the domain.
    static func logTicks(_ lo: Double, _ hi: Double) -> [Double] {
        guard lo > 0, hi > lo, lo.isFinite, hi.isFinite else { return [] }
        let a = Int(ceil(log10(lo) - 1e-9)), b = Int(floor(log10(hi) + 1e-9))
        guard b >= a, b - a < 400 else { return [] }
        return (a...b).map { pow(10, Double($0)) }
    }
}

/// Calendar ticks for date axes (Gregorian, UTC, so output does not depend on the machine).
enum DateTicks {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }()

    /// Candidate strides, shortest first.
    static let strides: [(Calendar.Component, Int, Double)] = [
        (.second, 1, 1), (.second, 15, 15), (.minute, 1, 60), (.minute, 15, 900), (.hour, 1, 3600),
        (.hour, 3, 10800), (.hour, 6, 21600), (.hour, 12, 43200), (.day, 1, 86400), (.day, 2, 172800),
        (.weekOfYear, 1, 604800), (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.month, 6, 15_778_476),
        (.year, 1, 31_556_952), (.year, 5, 157_784_760), (.year, 10, 315_569_520), (.year, 20, 631_139_040),
        (.year, 50, 1_577_847_600), (.year, 100, 3_155_695_200),
    ]
    /// The largest stride count Cairn steps by (a count past it would overflow the calendar's
    /// arithmetic; no axis has room for ticks that far apart anyway).
    static let maximumCount = 100_000

    /// The shortest stride that gives at most `count + 1` ticks over `span` seconds.
    static func stride(span: Double, count: Int) -> (Calendar.Component, Int) {
        for s in strides where span / s.2 <= Double(count) + 0.5 { return (s.0, s.1) }
        let years = (span / 31_556_952 / Double(max(1, count))).rounded(.up)
        return (.year, years.isFinite ? Int(min(max(1, years), Double(maximumCount))) : 1)
    }

    /// Dates at calendar boundaries of the stride inside `lo...hi` (at most 500).
    static func ticks(_ lo: Date, _ hi: Date, component: Calendar.Component, count: Int) -> [Date] {
        // No ticks for dates the calendar cannot step through (NaN, or past about 31,700 years).
        guard hi >= lo, count > 0, count <= maximumCount, abs(lo.timeIntervalSinceReferenceDate) < 1e12,
              abs(hi.timeIntervalSinceReferenceDate) < 1e12 else { return [] }
        let c = calendar
        // Step 1: the start of the unit containing `lo`.
        var start = c.dateInterval(of: component, for: lo)?.start ?? lo
        // Step 2: align multi-unit strides to multiples of `count` (every 3 hours from 0:00, ...).
        if count > 1 {
            let value = c.component(component, from: start)
            let base = (component == .month || component == .day) ? 1 : 0
            let offset = ((value - base) % count + count) % count
            if offset > 0, let aligned = c.date(byAdding: component, value: -offset, to: start) { start = aligned }
        }
        var result: [Date] = []
        var t = start
        var n = 0
        while t <= hi, result.count < 500 {
            if t >= lo { result.append(t) }
            n += 1
            guard let next = c.date(byAdding: component, value: count * n, to: start), next > t else { break }
            t = next
        }
        return result
    }

    /// The start of the `unit` (in Cairn's chart calendar) that holds `value` when it is a date
    /// with a unit; `value` unchanged otherwise.
    static func unitStart(of value: PlotValue, unit: Calendar.Component?) -> PlotValue {
        // Dates the calendar cannot step through (NaN, or past about 31,700 years) stay as given.
        guard let unit, case .date(let d) = value, abs(d.timeIntervalSinceReferenceDate) < 1e12 else { return value }
        // Days and shorter units in UTC (no daylight saving) by division: the reference date,
        // 2001-01-01 00:00 UTC, is a midnight. A chart of many dated marks builds each mark once.
        let fixed: Double? = switch unit {
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        case .second: 1
        default: nil
        }
        if let fixed {
            return .date(Date(timeIntervalSinceReferenceDate: (d.timeIntervalSinceReferenceDate / fixed).rounded(.down) * fixed))
        }
        guard let start = calendar.dateInterval(of: unit, for: d)?.start else { return value }
        return .date(start)
    }

    /// The end of the calendar unit that starts at `date` (a bar's end for `unit:`).
    static func end(of date: Date, unit: Calendar.Component) -> Date {
        calendar.date(byAdding: unit, value: 1, to: date) ?? date
    }
}

/// Formats tick values the way Swift Charts' default labels do, in the chart's locale (its
/// `\.locale`, en_US unless set): numbers without trailing zeros and with the locale's grouping
/// ("1,000"; "1.000" in de_DE), dates by the tick stride from the locale's own pattern for the
/// fields ("Jan", "Jan 5", "3 PM", "2024"; "5. Jan.", "15 Uhr" in de_DE). Apple documents that
/// the default labels follow the locale, not their patterns: the fields per stride are Cairn's
/// reading of iOS charts in en_US.
enum AxisFormatter {
    static func number(_ value: Double, step: Double, locale: Locale = EnvironmentValues.defaultLocale) -> String {
        let text = posixNumber(value, step: step)
        let grouping = locale.groupingSeparator ?? ",", decimal = locale.decimalSeparator ?? "."
        guard grouping != "," || decimal != "." else { return text }
        return String(text.flatMap { ch -> [Character] in
            ch == "," ? Array(grouping) : ch == "." ? Array(decimal) : [ch]
        })
    }

    /// `value` with "," grouping and "." as the decimal point.
    private static func posixNumber(_ value: Double, step: Double) -> String {
        guard value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 {
            let n = Int64(value)
            let digits = String(n.magnitude)
            var grouped = ""
            for (i, ch) in digits.enumerated() {
                if i > 0, (digits.count - i) % 3 == 0 { grouped.append(",") }
                grouped.append(ch)
            }
            return (n < 0 ? "-" : "") + grouped
        }
        // As many decimals as the step needs (0.25 → 2, 0.5 → 1), at most 10.
        var decimals = 2
        if step > 0 && step < 1 {
            decimals = 10
            for d in 1...10 {
                let scaled = step * pow(10, Double(d))
                if abs(scaled - scaled.rounded()) < 1e-6 * max(1, scaled) { decimals = d; break }
            }
        }
        var s = String(format: "%.\(max(decimals, 1))f", value)
        while s.contains("."), s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    static func date(_ date: Date, unit: Calendar.Component, locale: Locale = EnvironmentValues.defaultLocale) -> String {
        dateFormatter(unit: unit, locale: locale).string(from: date)
    }

    /// The formatter of `date(_:unit:locale:)`: made once for an axis's labels, which share
    /// the stride's unit and the locale (a pattern from a template is worked out by ICU).
    static func dateFormatter(unit: Calendar.Component, locale: Locale) -> DateFormatter {
        let f = DateFormatter()
        f.calendar = DateTicks.calendar
        f.timeZone = DateTicks.calendar.timeZone
        f.locale = locale
        switch unit {
        case .year: f.setLocalizedDateFormatFromTemplate("y")
        case .month: f.setLocalizedDateFormatFromTemplate("MMM")
        case .day, .weekOfYear, .weekday: f.setLocalizedDateFormatFromTemplate("MMMd")
        case .hour: f.setLocalizedDateFormatFromTemplate("j")
        default:
            // Minutes in the locale's hour cycle without the day period ("3:15", not
            // "3:15 PM": the hours beside them say which half of the day).
            f.setLocalizedDateFormatFromTemplate("jmm")
            f.dateFormat = withoutDayPeriod(f.dateFormat ?? "h:mm")
        }
        return f
    }

    /// `pattern` without its unquoted day period field ("a") and the spaces beside it.
    static func withoutDayPeriod(_ pattern: String) -> String {
        var out = "", quoted = false
        for ch in pattern {
            if ch == "'" { quoted.toggle() }
            if ch == "a", !quoted { continue }
            out.append(ch)
        }
        let trimmed = out.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "h:mm" : trimmed
    }
}
