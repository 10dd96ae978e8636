import Foundation

// Schemas and guides: what `@Generable` and `@Guide` describe to a model.

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
