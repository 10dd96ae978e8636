import Foundation
import Hummingbird

/// A request's parameters, decoded and checked before anything is drawn. Every problem is
/// a 4xx `HTTPError` whose message names the parameter and says what is wrong, so a client
/// can fix its request; nothing a request sends reaches Cairn unchecked.
public struct QueryParameters: Sendable {
    /// The longest query accepted, in bytes (before percent-decoding). A card's title of
    /// 200 characters, each up to 4 bytes and percent-encoded (3 characters a byte), is
    /// 2,400 bytes.
    public static let maximumQueryBytes = 4096

    private var values: [String: String]

    /// The parameters of `query` (the raw text after `?`), for a route that takes `allowed`.
    ///
    /// `+` is a space and `%XX` a byte; the bytes of each value must be UTF-8. Unknown and
    /// repeated names are errors (a typo would otherwise be silently ignored).
    public init(query: String?, allowed: [String]) throws {
        values = [:]
        guard let query, !query.isEmpty else { return }
        guard query.utf8.count <= Self.maximumQueryBytes else {
            throw HTTPError(.uriTooLong, message: "the query is \(query.utf8.count) bytes; at most \(Self.maximumQueryBytes) are accepted")
        }
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0], what: "a parameter name")
            guard allowed.contains(name) else {
                throw HTTPError(.badRequest, message: "unknown parameter '\(Self.printable(name))'; this route takes \(allowed.joined(separator: ", "))")
            }
            guard values[name] == nil else { throw HTTPError(.badRequest, message: "parameter '\(name)' is given more than once") }
            values[name] = try Self.decode(parts.count > 1 ? parts[1] : "", what: "parameter '\(name)'")
        }
    }

    /// The raw value of `name`, if given.
    public subscript(name: String) -> String? { values[name] }

    /// Percent-decodes `text` (`+` as space) and checks that the bytes are UTF-8.
    public static func decode(_ text: Substring, what: String) throws -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw HTTPError(.badRequest, message: "\(what) has a malformed percent escape (expected %XX with two hex digits)")
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw HTTPError(.badRequest, message: "\(what) is not valid UTF-8 once percent-decoded")
        }
        return string
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `text` shortened to 40 characters with controls escaped, for an error message.
    static func printable(_ text: String) -> String {
        let short = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return short.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }

    /// The text parameter `name`: at most `maximumLength` characters (grapheme clusters), no
    /// control characters (tab and newline included: a card has no place for them), no
    /// noncharacters; `required` ones must be given and non-empty.
    public func text(_ name: String, maximumLength: Int, required: Bool = false, default fallback: String = "") throws -> String {
        guard let value = values[name], !value.isEmpty else {
            if required { throw HTTPError(.badRequest, message: "parameter '\(name)' is required") }
            return fallback
        }
        return try Self.checkText(value, name: name, maximumLength: maximumLength)
    }

    /// Checks a piece of text that will be drawn (a query value or a path component).
    public static func checkText(_ value: String, name: String, maximumLength: Int) throws -> String {
        // Bytes first: a 10⁶-character value is refused without walking its graphemes.
        guard value.utf8.count <= maximumLength * 16, value.count <= maximumLength else {
            throw HTTPError(.badRequest, message: "'\(name)' is longer than \(maximumLength) characters")
        }
        for (offset, scalar) in value.unicodeScalars.enumerated() {
            let category = scalar.properties.generalCategory
            if category == .control || category == .lineSeparator || category == .paragraphSeparator {
                throw HTTPError(.badRequest, message: "'\(name)' contains the control character U+\(String(format: "%04X", scalar.value)) at position \(offset)")
            }
            if scalar.properties.isNoncharacterCodePoint {
                throw HTTPError(.badRequest, message: "'\(name)' contains the noncharacter U+\(String(format: "%04X", scalar.value)) at position \(offset)")
            }
        }
        return value
    }

    /// The number parameter `name`, finite and within `range`, or `fallback` when absent.
    public func number(_ name: String, in range: ClosedRange<Double>, default fallback: Double) throws -> Double {
        guard let text = values[name], !text.isEmpty else { return fallback }
        guard let value = Double(text) else {
            throw HTTPError(.badRequest, message: "'\(name)' must be a number, got '\(Self.printable(text))'")
        }
        guard value.isFinite else { throw HTTPError(.badRequest, message: "'\(name)' must be a finite number, got '\(text)'") }
        guard range.contains(value) else {
            throw HTTPError(.badRequest, message: "'\(name)' must be between \(format(range.lowerBound)) and \(format(range.upperBound)), got \(format(value))")
        }
        return value
    }

    /// The parameter `name`, one of `choices`, or the first choice when absent.
    public func choice(_ name: String, _ choices: [String]) throws -> String {
        guard let text = values[name], !text.isEmpty else { return choices[0] }
        guard choices.contains(text) else {
            throw HTTPError(.badRequest, message: "'\(name)' must be one of \(choices.joined(separator: ", ")), got '\(Self.printable(text))'")
        }
        return text
    }

    /// The parameters in name order, as `name=value` lines: the input of the ETag.
    public var canonical: String {
        values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: "\n")
    }
}

/// `value` without a trailing `.0`.
func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
