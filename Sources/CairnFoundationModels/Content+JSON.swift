import Foundation

// JSON text read into generated content, keys in written order.

/// Reads a JSON text into generated content, keys in written order.
struct JSONReader {
    let bytes: [UInt8]
    var at = 0

    func failure(_ what: String) -> LanguageModelSession.GenerationError {
        .decodingFailure(.init(debugDescription: "not JSON: \(what) at byte \(at)"))
    }

    mutating func document() throws -> GeneratedContent {
        let value = try read(depth: 0)
        skipSpace()
        guard at == bytes.count else { throw failure("text after the value") }
        return value
    }

    mutating func skipSpace() {
        while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
    }

    mutating func read(depth: Int) throws -> GeneratedContent {
        guard depth < 512 else { throw failure("nesting deeper than 512") }
        skipSpace()
        guard at < bytes.count else { throw failure("no value") }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            at += 1
            var values: [String: GeneratedContent] = [:]
            var keys: [String] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return GeneratedContent(kind: .structure(properties: [:], orderedKeys: [])) }
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw failure("no colon") }
                at += 1
                let value = try read(depth: depth + 1)
                if values.updateValue(value, forKey: key) == nil { keys.append(key) }
                skipSpace()
                guard at < bytes.count else { throw failure("unclosed object") }
                if bytes[at] == UInt8(ascii: "}") { at += 1; break }
                guard bytes[at] == UInt8(ascii: ",") else { throw failure("no comma") }
                at += 1
            }
            return GeneratedContent(kind: .structure(properties: values, orderedKeys: keys))
        case UInt8(ascii: "["):
            at += 1
            var items: [GeneratedContent] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return GeneratedContent(kind: .array([])) }
            while true {
                items.append(try read(depth: depth + 1))
                skipSpace()
                guard at < bytes.count else { throw failure("unclosed array") }
                if bytes[at] == UInt8(ascii: "]") { at += 1; break }
                guard bytes[at] == UInt8(ascii: ",") else { throw failure("no comma") }
                at += 1
            }
            return GeneratedContent(kind: .array(items))
        case UInt8(ascii: "\""): return GeneratedContent(kind: .string(try string()))
        default:
            for (word, kind) in [("true", GeneratedContent.Kind.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[at...].starts(with: word.utf8) {
                at += word.utf8.count
                return GeneratedContent(kind: kind)
            }
            let start = at
            while at < bytes.count, "+-0123456789.eE".utf8.contains(bytes[at]) { at += 1 }
            guard at > start, let number = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else { throw failure("no value") }
            return GeneratedContent(kind: .number(number))
        }
    }

    /// A string literal at `at`, decoded (escapes by `JSONSerialization`).
    mutating func string() throws -> String {
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw failure("no string") }
        let start = at
        at += 1
        var escaped = false
        while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
            if bytes[at] == UInt8(ascii: "\\") { escaped = true; at += 1 }
            at += 1
        }
        guard at < bytes.count else { throw failure("unclosed string") }
        at += 1
        let literal = bytes[start..<at]
        guard escaped else { return String(decoding: literal.dropFirst().dropLast(), as: UTF8.self) }
        guard let decoded = try? JSONSerialization.jsonObject(with: Data(literal), options: [.fragmentsAllowed]) as? String else {
            throw failure("bad escape")
        }
        return decoded
    }
}
