import Foundation

// The standard types Foundation Models makes `Generable`: strings, Booleans, numbers,
// arrays, optionals and generated content itself.

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
