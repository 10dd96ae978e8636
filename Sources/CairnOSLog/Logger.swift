import Foundation

// Apple's unified logging, as SwiftUI code uses it (`import OSLog` or `import os`, then
// `Logger(subsystem:category:)` and `logger.error("… \(value, privacy: .public)")`). Linux has
// no unified log, so a message goes nowhere — as on iOS, where it never reaches the screen —
// unless the environment variable `CAIRN_OSLOG` is set, which writes each message to standard
// error (`[subsystem:category] level: message`). A module of its own, `CairnOSLog` (`cairn`
// reads `import OSLog`, `import os` and `import os.log` so): a module named `os` in a package
// graph is found by xctest-dynamic-overlay's `#if canImport(os)`, and a `Logger` inside `Cairn`
// would clash with swift-log's for every server that uses both.

/// The level of a log message, as `OSLogType`.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
    /// The level's value.
    public let rawValue: UInt8
    /// A level with `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The default level.
    public static let `default` = OSLogType(rawValue: 0)
    /// Information.
    public static let info = OSLogType(rawValue: 1)
    /// Debugging.
    public static let debug = OSLogType(rawValue: 2)
    /// An error.
    public static let error = OSLogType(rawValue: 16)
    /// A fault.
    public static let fault = OSLogType(rawValue: 17)

    /// The level's name, as Console shows it.
    var name: String {
        switch rawValue {
        case 1: return "info"
        case 2: return "debug"
        case 16: return "error"
        case 17: return "fault"
        default: return "default"
        }
    }
}

/// How an interpolated value shows in the log, as `OSLogPrivacy`: in a render every value is
/// written as it is (there is no log to redact for).
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a private value is masked (`OSLogPrivacy.Mask`).
    public struct Mask: Equatable, Sendable {
        let name: String
        /// A hash of the value.
        public static let hash = Mask(name: "hash")
        /// No mask.
        public static let none = Mask(name: "none")
    }
    let name: String
    /// Shown.
    public static let `public` = OSLogPrivacy(name: "public")
    /// Redacted outside development.
    public static let `private` = OSLogPrivacy(name: "private")
    /// Always redacted.
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    /// The system's choice.
    public static let auto = OSLogPrivacy(name: "auto")
    /// Redacted with `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private") }
    /// Always redacted with `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive") }
    /// The system's choice, with `mask`.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto") }
}

/// How an interpolated integer is written (`OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let minDigits: Int
    let explicitPositiveSign: Bool
    /// Decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10, minDigits: 0, explicitPositiveSign: false)
    /// Hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16, minDigits: 0, explicitPositiveSign: false)
    /// Octal.
    public static let octal = OSLogIntegerFormatting(radix: 8, minDigits: 0, explicitPositiveSign: false)
    /// Decimal with options.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }
    /// Hexadecimal with options.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }
    /// Octal with options.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix)
        // At most 4,096 digits: `minDigits: .max` must not ask for an exabyte of zeros.
        let wanted = max(0, min(minDigits, 4_096))
        if digits.count < wanted { digits = String(repeating: "0", count: wanted - digits.count) + digits }
        return (value < 0 ? "-" : explicitPositiveSign ? "+" : "") + digits
    }
}

/// How an interpolated floating-point number is written (`OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    let exponential: Bool
    /// Fixed point (six decimals).
    public static let fixed = OSLogFloatFormatting(precision: nil, exponential: false)
    /// Exponential.
    public static let exponential = OSLogFloatFormatting(precision: nil, exponential: true)
    /// Fixed or exponential, whichever is shorter.
    public static let hybrid = OSLogFloatFormatting(precision: nil, exponential: false)
    /// Fixed point with `precision` decimals.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision(), exponential: false)
    }
    /// Fixed point with options.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
    /// Exponential with `precision` decimals.
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision(), exponential: true)
    }

    func format(_ value: Double) -> String {
        let digits = max(0, min(precision ?? 6, 40))
        return String(format: exponential ? "%.\(digits)e" : "%.\(digits)f", value)
    }
}

/// How an interpolated value is padded (`OSLogStringAlignment`, `OSLogIntegerAlignment`…).
public struct OSLogStringAlignment: Sendable {
    let width: Int
    let left: Bool
    /// No padding.
    public static let none = OSLogStringAlignment(width: 0, left: false)
    /// Padded on the left to `columns`.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns(), left: false) }
    /// Padded on the right to `columns`.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns(), left: true) }

    func pad(_ text: String) -> String {
        // At most 4,096 columns, and no arithmetic on a hostile width (`Int.min` would trap).
        let missing = max(0, max(0, min(width, 4_096)) - text.count)
        guard missing > 0 else { return text }
        let spaces = String(repeating: " ", count: missing)
        return left ? text + spaces : spaces + text
    }
}

/// A log message with interpolated values, as `OSLogMessage`: made from a string literal with
/// `\(value)`, `\(value, privacy: .public)`, `\(number, format: .fixed(precision: 2))`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's text.
    public let text: String

    /// A message of a literal.
    public init(stringLiteral value: String) { text = value }
    /// A message of a literal with interpolations.
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }

    /// The interpolations a log message accepts (`OSLogInterpolation`).
    public typealias StringInterpolation = OSLogInterpolation
}

/// The interpolations of a log message (`OSLogInterpolation`).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    /// Room for `literalCapacity` characters.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// Appends a string, padded by `align`.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.pad(value())
    }
    /// Appends a describable value.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                          align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.pad(value().description)
    }
    /// Appends an integer in `format`.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.pad(format.format(value()))
    }
    /// Appends a number in `format`.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.pad(format.format(value()))
    }
    /// Appends a number in `format`.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.pad(format.format(Double(value())))
    }
    /// Appends any other value (an error, an optional, a type of the app), as
    /// `String(describing:)` writes it.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }
}

/// Writes messages to the unified log, as `Logger` (iOS 14). See the file's note: nothing is
/// written in a render unless `CAIRN_OSLOG` is set.
public struct Logger: Sendable {
    /// The subsystem (usually the app's bundle identifier).
    public let subsystem: String
    /// The category.
    public let category: String

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    /// The default logger.
    public init() { self.init(subsystem: "", category: "") }
    /// A logger writing to `log`.
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard ProcessInfo.processInfo.environment["CAIRN_OSLOG"] != nil else { return }
        FileHandle.standardError.write(Data("[\(subsystem):\(category)] \(level.name): \(message.text)\n".utf8))
    }
    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes a trace message (debug level).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes a debug message.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes an informational message.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Writes a notice (default level).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes a warning (error level).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes an error.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes a critical message (fault level).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Writes a fault.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log handle of the older API, as `OSLog`.
public final class OSLog: NSObject, Sendable {
    /// The subsystem.
    public let subsystem: String
    /// The category.
    public let category: String
    /// A handle for `subsystem` and `category`.
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    /// The default handle.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// Writes a message to `log` (the older API, `os_log`). The format is written as it is, its
/// arguments after it: os_log's `%{public}@` specifiers are not printf's, and formatting them
/// with the wrong arguments would read memory it should not.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    guard log !== OSLog.disabled else { return }
    Logger(log).log(level: type, OSLogMessage(stringLiteral: legacyText(message, args)))
}

/// Writes a message to `log` at `type` (the older API's other order).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    guard log !== OSLog.disabled else { return }
    Logger(log).log(level: type, OSLogMessage(stringLiteral: legacyText(message, args)))
}

/// An `os_log` format with its arguments described after it.
func legacyText(_ message: StaticString, _ args: [any CVarArg]) -> String {
    ([message.description] + args.map { String(describing: $0) }).joined(separator: " ")
}
