import CairnOSLog
import Foundation

// The `logging` family: unified logging's interpolations with hostile values, precisions,
// digit counts and alignments, and os_log with hostile formats; the text must hold every
// value, and an alignment at most 4,096 columns.

func loggingFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let strings = ["", "plain", "%@ %s %n %{public}@", "💥\u{0301}\u{202E}", String(repeating: "x", count: r.int(0...10_000)), "\0nul"]
    let text = r.pick(strings)
    let integer = r.pick([Int.min, Int.max, 0, -1, r.int(-1_000...1_000)])
    let number = r.number()
    let columns = r.chance(0.3) ? r.pick([Int.min, -1, Int.max, 1 << 40]) : r.int(0...80)
    let digits = r.chance(0.3) ? r.pick([Int.min, -1, Int.max]) : r.int(0...20)
    let precision = r.chance(0.3) ? r.pick([Int.min, -1, Int.max]) : r.int(0...20)
    let message: OSLogMessage = "\(text, align: r.chance(0.5) ? .left(columns: columns) : .right(columns: columns), privacy: .public) \(integer, format: r.chance(0.5) ? .hex(minDigits: digits) : .decimal(explicitPositiveSign: true, minDigits: digits)) \(number, format: r.chance(0.5) ? .fixed(precision: precision) : .exponential(precision: precision)) \(Optional(integer) as Any)"
    // The aligned text, at most 4,096 digits, a number in fixed notation (up to 309 digits
    // and 40 decimals), the optional: far under text + 9,000.
    if message.text.count > text.count + 9_000 {
        violation("a log message of \(message.text.count) characters for a \(text.count)-character value (alignment \(columns))")
    }
    if !text.isEmpty, message.text.range(of: text, options: .literal) == nil {
        violation("the logged text lost its value")
    }
    Logger(subsystem: text, category: text).log(level: OSLogType(rawValue: UInt8(truncatingIfNeeded: integer)), message)
    os_log("%@ %s %d %n", log: OSLog(subsystem: text, category: "fuzz"), type: .fault, integer, number)
}
