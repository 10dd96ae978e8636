import Foundation

// Generated content and the protocols that convert to and from it, as Foundation Models
// (iOS 26) declares them: what `@Generable` types are built on. These work in full in a
// render (an app can make, read and convert content itself); only the on-device model that
// would generate it is missing (see LanguageModelSession.swift).

/// A type a model's output can be read into, as Foundation Models' `ConvertibleFromGeneratedContent`.
public protocol ConvertibleFromGeneratedContent {
    /// The value `content` holds.
    init(_ content: GeneratedContent) throws
}

/// A type that can be written as generated content, as Foundation Models' `ConvertibleToGeneratedContent`.
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    /// The value as generated content.
    var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
    /// The content's JSON as instructions.
    public var instructionsRepresentation: Instructions { Instructions(text: generatedContent.jsonString) }
    /// The content's JSON as a prompt.
    public var promptRepresentation: Prompt { Prompt(text: generatedContent.jsonString) }
}

/// A type a model can generate, as Foundation Models' `Generable`: a schema, conversions both
/// ways, and the partial form a stream's snapshots hold (`Self` unless `@Generable` makes one).
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// The form a streamed snapshot holds while the value is incomplete.
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
    /// The schema the model generates to.
    static var generationSchema: GenerationSchema { get }
}

extension Generable where PartiallyGenerated == Self {
    /// The value as its partial form: itself (`@Generable` structs, whose partial form is a
    /// type of its own, get theirs from the macro).
    public func asPartiallyGenerated() -> Self { self }
}

/// An identity that stays the same across a stream's snapshots, as Foundation Models' `GenerationID`.
public struct GenerationID: Sendable, Hashable {
    private let value = UUID()
    /// A new identity.
    public init() {}
}

/// Structured content a model generates (or an app builds), as Foundation Models'
/// `GeneratedContent`: null, a Boolean, a number, a string, an array, or a structure of named
/// properties in order.
public struct GeneratedContent: Sendable, Equatable, CustomDebugStringConvertible {
    /// What content holds, as `GeneratedContent.Kind`.
    public enum Kind: Equatable, Sendable {
        /// Nothing.
        case null
        /// A Boolean.
        case bool(Bool)
        /// A number.
        case number(Double)
        /// A string.
        case string(String)
        /// An array.
        case array([GeneratedContent])
        /// Named properties, in `orderedKeys` order.
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// What the content holds.
    public let kind: Kind
    /// The identity it keeps across snapshots (nil when an app made it without one).
    public var id: GenerationID?

    /// Content of `kind`.
    public init(kind: Kind, id: GenerationID? = nil) { self.kind = kind; self.id = id }
    /// A copy of `content`.
    public init(_ content: GeneratedContent) throws { self = content }
    /// `value`'s content.
    public init(_ value: some ConvertibleToGeneratedContent) { self = value.generatedContent }
    /// `value`'s content with identity `id`.
    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) { self = value.generatedContent; self.id = id }
    /// A structure of `properties`, in order (a repeated name keeps its last value).
    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in properties {
            if values[key] == nil { keys.append(key) }
            values[key] = value.generatedContent
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }
    /// An array of `elements`.
    public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element == any ConvertibleToGeneratedContent {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }
    /// The content of a JSON text, each object's keys in the order written (Foundation's
    /// `JSONSerialization` keeps no order, so Cairn reads the text itself; string literals are
    /// decoded by `JSONSerialization`). Nesting deeper than 512 levels, or anything but one
    /// JSON value, throws `decodingFailure`.
    public init(json: String) throws {
        var reader = JSONReader(bytes: Array(json.utf8))
        self = try reader.document()
    }

    /// Whether the content is whole (content an app builds always is).
    public var isComplete: Bool { true }

    /// The content as JSON, properties in order.
    public var jsonString: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.isFinite ? (n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)) : "null"
        case .string(let s):
            let data = (try? JSONSerialization.data(withJSONObject: s, options: [.fragmentsAllowed])) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self)
        case .array(let items): return "[" + items.map(\.jsonString).joined(separator: ", ") + "]"
        case let .structure(properties, keys):
            return "{" + keys.map { key in GeneratedContent(kind: .string(key)).jsonString + ": " + (properties[key]?.jsonString ?? "null") }
                .joined(separator: ", ") + "}"
        }
    }

    /// The content as JSON.
    public var debugDescription: String { jsonString }

    /// The content read as `type`.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value { try Value(self) }

    /// The property `property` of a structure read as `type`; a missing property throws.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self, forProperty property: String) throws -> Value {
        guard case let .structure(properties, _) = kind, let content = properties[property] else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "no property '\(property)'"))
        }
        return try Value(content)
    }

    /// The property `property` of a structure read as `type`, nil when it is missing or null.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value?.Type = Value?.self, forProperty property: String) throws -> Value? {
        guard case let .structure(properties, _) = kind, let content = properties[property], content.kind != .null else { return nil }
        return try Value(content)
    }

    /// Equal when they hold the same (identities aside).
    public static func == (a: GeneratedContent, b: GeneratedContent) -> Bool { a.kind == b.kind }
}

extension GeneratedContent: Generable {
    /// Any content.
    public static var generationSchema: GenerationSchema { GenerationSchema(name: "GeneratedContent", description: nil, kind: .any) }
    /// Itself.
    public var generatedContent: GeneratedContent { self }
}

/// A conversion error for a content that holds another kind.
func mismatch(_ expected: String, _ content: GeneratedContent) -> LanguageModelSession.GenerationError {
    .decodingFailure(.init(debugDescription: "expected \(expected), found \(content.jsonString.prefix(80))"))
}

extension String: Generable {
    /// A string.
    public static var generationSchema: GenerationSchema { GenerationSchema(name: "String", description: nil, kind: .string) }
    /// The string a content holds.
    public init(_ content: GeneratedContent) throws {
        guard case .string(let s) = content.kind else { throw mismatch("a string", content) }
        self = s
    }
    /// The string as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
}

extension Bool: Generable {
    /// A Boolean.
    public static var generationSchema: GenerationSchema { GenerationSchema(name: "Bool", description: nil, kind: .boolean) }
    /// The Boolean a content holds.
    public init(_ content: GeneratedContent) throws {
        guard case .bool(let b) = content.kind else { throw mismatch("a Boolean", content) }
        self = b
    }
    /// The Boolean as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

extension Int: Generable {
    /// An integer.
    public static var generationSchema: GenerationSchema { GenerationSchema(name: "Int", description: nil, kind: .integer) }
    /// The whole number a content holds (a fraction or one out of range throws).
    public init(_ content: GeneratedContent) throws {
        guard case .number(let n) = content.kind, let i = Int(exactly: n) else { throw mismatch("an integer", content) }
        self = i
    }
    /// The integer as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Double: Generable {
    /// A number.
    public static var generationSchema: GenerationSchema { GenerationSchema(name: "Double", description: nil, kind: .number) }
    /// The number a content holds.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let n) = content.kind else { throw mismatch("a number", content) }
        self = n
    }
    /// The number as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
}

extension Float: Generable {
    /// A number.
    public static var generationSchema: GenerationSchema { GenerationSchema(name: "Float", description: nil, kind: .number) }
    /// The number a content holds.
    public init(_ content: GeneratedContent) throws { self = Float(try Double(content)) }
    /// The number as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Decimal: Generable {
    /// A number.
    public static var generationSchema: GenerationSchema { GenerationSchema(name: "Decimal", description: nil, kind: .number) }
    /// The number a content holds.
    public init(_ content: GeneratedContent) throws { self = Decimal(try Double(content)) }
    /// The number as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue)) }
}

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    /// The elements of an array content.
    public init(_ content: GeneratedContent) throws {
        guard case .array(let items) = content.kind else { throw mismatch("an array", content) }
        self = try items.map { try Element($0) }
    }
}

extension Array: InstructionsRepresentable, PromptRepresentable where Element: ConvertibleToGeneratedContent {}

extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
    /// The elements as an array content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Array: Generable where Element: Generable {
    /// The partial form: the elements' partial forms.
    public typealias PartiallyGenerated = [Element.PartiallyGenerated]
    /// An array of the element's schema.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(name: "[\(Element.self)]", description: nil, kind: .array(Element.generationSchema))
    }
}

extension Optional where Wrapped: Generable {
    /// The wrapped type's partial form.
    public typealias PartiallyGenerated = Wrapped.PartiallyGenerated
}

extension Optional: InstructionsRepresentable, PromptRepresentable where Wrapped: ConvertibleToGeneratedContent {}

extension Optional: ConvertibleToGeneratedContent where Wrapped: ConvertibleToGeneratedContent {
    /// The value's content, or null.
    public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}

/// The shape of what a model generates, as Foundation Models' `GenerationSchema`.
public struct GenerationSchema: Sendable, CustomDebugStringConvertible {
    /// What a schema describes.
    indirect enum Kind: Sendable {
        case any, string, boolean, integer, number
        case array(GenerationSchema)
        case object([Property])
        case choice([String])
        case union([String])
    }

    /// A property of a structure, as `GenerationSchema.Property`.
    public struct Property: Sendable {
        /// The property's name.
        let name: String
        /// What it is for.
        let description: String?
        /// Its type's name.
        let typeName: String
        /// Whether it may be left out.
        let isOptional: Bool
        /// A property `name` of `type`.
        public init<Value: Generable>(name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []) {
            self.name = name; self.description = description; typeName = "\(Value.self)"; isOptional = false
        }
        /// An optional property `name` of `type`.
        public init<Value: Generable>(name: String, description: String? = nil, type: Value?.Type, guides: [GenerationGuide<Value>] = []) {
            self.name = name; self.description = description; typeName = "\(Value.self)"; isOptional = true
        }
        /// A string property `name` matching `guides`.
        public init<RegexOutput>(name: String, description: String? = nil, type: String.Type, guides: [Regex<RegexOutput>] = []) {
            self.name = name; self.description = description; typeName = "String"; isOptional = false
        }
    }

    let name: String
    let description: String?
    let kind: Kind

    init(name: String, description: String?, kind: Kind) { self.name = name; self.description = description; self.kind = kind }

    /// A structure of `properties`.
    public init(type: any Generable.Type, description: String? = nil, properties: [GenerationSchema.Property]) {
        self.init(name: "\(type)", description: description, kind: .object(properties))
    }
    /// A choice of `choices` (an enum's cases).
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        self.init(name: "\(type)", description: description, kind: .choice(choices))
    }
    /// One of `types`.
    public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
        self.init(name: "\(type)", description: description, kind: .union(types.map { "\($0)" }))
    }
    /// The schema `root` describes.
    public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
        self.init(name: root.name, description: root.description, kind: .any)
    }

    /// The property names of a structure schema, in order (empty for other schemas).
    public var propertyNames: [String] { if case .object(let ps) = kind { ps.map(\.name) } else { [] } }

    /// A summary: the name and, for a structure, its properties.
    public var debugDescription: String {
        switch kind {
        case .object(let ps): "\(name) { " + ps.map { "\($0.name): \($0.typeName)\($0.isOptional ? "?" : "")" }.joined(separator: ", ") + " }"
        case .choice(let cs): "\(name) (" + cs.joined(separator: " | ") + ")"
        default: name
        }
    }
}

/// A schema built at run time, as Foundation Models' `DynamicGenerationSchema`.
public struct DynamicGenerationSchema: Sendable {
    let name: String
    let description: String?
    /// A structure named `name` of `properties`.
    public init(name: String, description: String? = nil, properties: [DynamicGenerationSchema.Property]) { self.name = name; self.description = description }
    /// One of `choices`.
    public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) { self.name = name; self.description = description }
    /// One of the strings `choices`.
    public init(name: String, description: String? = nil, anyOf choices: [String]) { self.name = name; self.description = description }
    /// An array of `itemSchema`.
    public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
        name = "[\(itemSchema.name)]"; description = nil
    }
    /// A schema of `type`.
    public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) { name = "\(Value.self)"; description = nil }
    /// A reference to the schema `name`.
    public init(referenceTo name: String) { self.name = name; description = nil }

    /// A property of a dynamic structure.
    public struct Property: Sendable {
        /// A property `name` of `schema`.
        public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false) {}
    }
}

/// A constraint on a generated value, as Foundation Models' `GenerationGuide` (the model that
/// would honour it is not there in a render).
public struct GenerationGuide<Value>: Sendable {
    init() {}
}

extension GenerationGuide where Value == String {
    /// Always `value`.
    public static func constant(_ value: String) -> GenerationGuide<String> { .init() }
    /// One of `values`.
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> { .init() }
    /// Matching `regex`.
    public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> { .init() }
}

extension GenerationGuide where Value == Int {
    /// At least `value`.
    public static func minimum(_ value: Int) -> GenerationGuide<Int> { .init() }
    /// At most `value`.
    public static func maximum(_ value: Int) -> GenerationGuide<Int> { .init() }
    /// Within `range`.
    public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> { .init() }
}

extension GenerationGuide where Value == Double {
    /// At least `value`.
    public static func minimum(_ value: Double) -> GenerationGuide<Double> { .init() }
    /// At most `value`.
    public static func maximum(_ value: Double) -> GenerationGuide<Double> { .init() }
    /// Within `range`.
    public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> { .init() }
}

extension GenerationGuide where Value == Float {
    /// At least `value`.
    public static func minimum(_ value: Float) -> GenerationGuide<Float> { .init() }
    /// At most `value`.
    public static func maximum(_ value: Float) -> GenerationGuide<Float> { .init() }
    /// Within `range`.
    public static func range(_ range: ClosedRange<Float>) -> GenerationGuide<Float> { .init() }
}

extension GenerationGuide {
    /// At least `count` elements.
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] { .init() }
    /// At most `count` elements.
    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] { .init() }
    /// A count within `range`.
    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]> where Value == [Element] { .init() }
    /// Exactly `count` elements.
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] { .init() }
    /// Each element guided by `guide`.
    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]> where Value == [Element] { .init() }
}

extension Never: Generable {
    /// No value: `Never` is generable so a guide written without its type (`@Guide(.count(3))`
    /// on an array) has one to name, as in Apple's framework.
    public static var generationSchema: GenerationSchema { GenerationSchema(name: "Never", description: nil, kind: .any) }
    /// Never made: reading throws.
    public init(_ content: GeneratedContent) throws { throw mismatch("no value (Never)", content) }
    /// Never reached.
    public var generatedContent: GeneratedContent { switch self {} }
}

extension GenerationGuide where Value == [Never] {
    /// At least `count` elements (the form a `@Guide` on an array resolves to).
    public static func minimumCount(_ count: Int) -> GenerationGuide<Value> { .init() }
    /// At most `count` elements.
    public static func maximumCount(_ count: Int) -> GenerationGuide<Value> { .init() }
    /// Exactly `count` elements.
    @_disfavoredOverload public static func count(_ count: Int) -> GenerationGuide<Value> { .init() }
    /// A count within `range`.
    public static func count(_ range: ClosedRange<Int>) -> GenerationGuide<Value> { .init() }
}

/// Reads a JSON text into generated content, keys in written order.
private struct JSONReader {
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
