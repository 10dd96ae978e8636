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
