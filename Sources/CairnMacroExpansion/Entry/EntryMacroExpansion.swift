/// Expands `@Entry` from its source text, as SwiftUI's `Entry()` macro: an accessor macro
/// that makes the property read and write a key, and a peer macro that declares the key.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
/// gets the accessors
/// ```swift
/// {
///     get {
///         self[__Key_accent.self]
///     }
///     set {
///         self[__Key_accent.self] = newValue
///     }
/// }
/// ```
/// and the peer
/// ```swift
/// private struct __Key_accent: EnvironmentKey {
///     static var defaultValue: Color {
///         .blue
///     }
/// }
/// ```
/// The default value is a computed `static var`, not a `static let`: a stored static of a
/// type that is not `Sendable` is an error in Swift 6's strict concurrency checking, and a
/// computed one makes the value anew on each read, as a key's default without a stored value
/// does in SwiftUI. The key protocol follows the extended type (see `EntryKeyKind`).
public enum EntryMacroExpansion {
    /// The accessors for the `@Entry` property in `declaration`, extending a type found in
    /// `lexicalContext` (innermost first); what is wrong with the declaration is reported here.
    public static func accessors(declaration: MacroSyntax, lexicalContext: [MacroSyntax]?,
                                 names: ExpansionNames = .cairn) -> MacroExpansionResult {
        switch entry(declaration, lexicalContext: lexicalContext, names: names) {
        case let .success(entry):
            return .expanded("""
                {
                    get {
                        self[\(entry.key).self]
                    }
                    set {
                        self[\(entry.key).self] = newValue
                    }
                }
                """)
        case let .failure(error):
            return .failed(MacroDiagnostic(error.message, at: declaration.location(atByte: error.offset)))
        }
    }

    /// The key type for the `@Entry` property in `declaration`. When the declaration is wrong
    /// it declares nothing and leaves the report to `accessors` (the compiler asks both roles
    /// of a `var` or `let`, and one diagnostic is enough); for any other declaration (a
    /// function) the compiler asks no accessors, so the report is made here.
    public static func peers(declaration: MacroSyntax, lexicalContext: [MacroSyntax]?,
                             names: ExpansionNames = .cairn) -> MacroExpansionResult {
        switch entry(declaration, lexicalContext: lexicalContext, names: names) {
        case let .success(entry):
            return .expanded(entry.keyDeclaration)
        case let .failure(error):
            if let source = try? TokenizedSource(declaration.source) {
                let keyword = source.skipAttributesAndModifiers(from: 0)
                if source.token(keyword, is: .identifier, "var") || source.token(keyword, is: .identifier, "let") {
                    return .expanded("")
                }
            }
            return .failed(MacroDiagnostic(error.message, at: declaration.location(atByte: error.offset)))
        }
    }

    /// An entry ready to expand: its key's name and the key's declaration.
    private struct Entry {
        var key: String
        var keyDeclaration: String
    }

    /// Reads the declaration and decides the key: Step 1, the declaration; Step 2, the key
    /// protocol from the context; Step 3, the value's type (written, or a literal's); Step 4,
    /// the default value (written, or nil for an optional).
    private static func entry(_ declaration: MacroSyntax, lexicalContext: [MacroSyntax]?,
                              names: ExpansionNames) -> Result<Entry, SourceError> {
        do throws(SourceError) {
            // Step 1.
            let source = try TokenizedSource(declaration.source)
            let property = try EntryDeclaration(source)
            let key = "__Key_\(property.name)"
            // Step 2.
            let kind = EntryKeyKind(lexicalContext: lexicalContext)
            let conformance = kind.protocolName(names)
            // Step 3.
            guard let type = property.type ?? inferredType(property.literal) else {
                throw SourceError("'@Entry' needs the property's type when its default value is not a literal: \(EntryDeclaration.expected)",
                                  at: property.nameOffset)
            }
            let unwrapped = optionalBase(type)
            if kind == .focusedValue {
                guard let unwrapped else {
                    throw SourceError("an '@Entry' of FocusedValues needs an optional type ('\(type)?'): it is nil until a focused view publishes it",
                                      at: property.nameOffset)
                }
                if let initializer = property.initializer, initializer != "nil", let offset = property.initializerOffset {
                    throw SourceError("an '@Entry' of FocusedValues has no default value (it is nil until a focused view publishes it); remove '= \(initializer)'",
                                      at: offset)
                }
                return .success(Entry(key: key, keyDeclaration: """
                    private struct \(key): \(conformance) {
                        typealias Value = \(unwrapped)
                    }
                    """))
            }
            // Step 4.
            let value: String
            if let initializer = property.initializer, let offset = property.initializerOffset {
                let indent = Reindent.lineIndentation(in: source.bytes, at: offset)
                value = Reindent.block(initializer, firstLineIndent: indent, to: "        ")
            } else if unwrapped != nil {
                value = "        nil"
            } else {
                throw SourceError("'@Entry' needs a default value: \(property.name): \(type) = …", at: property.typeEnd)
            }
            return .success(Entry(key: key, keyDeclaration: """
                private struct \(key): \(conformance) {
                    static var defaultValue: \(type) {
                \(value)
                    }
                }
                """))
        } catch {
            return .failure(error)
        }
    }

    /// The type of a literal default value: `Int` for `3`, `Double` for `0.5`, `String` for
    /// `"a"`, `Bool` for `true`; nil for anything else (a call, a member, `nil`, a regex).
    static func inferredType(_ literal: (kind: Token.Kind, text: String)?) -> String? {
        guard let literal else { return nil }
        switch literal.kind {
        case .number:
            let digits = literal.text.hasPrefix("-") ? String(literal.text.dropFirst()) : literal.text
            let isHex = digits.hasPrefix("0x") || digits.hasPrefix("0X")
            let isFloat = digits.contains(".") || (isHex ? digits.contains { $0 == "p" || $0 == "P" }
                                                          : digits.contains { $0 == "e" || $0 == "E" })
            return isFloat ? "Double" : "Int"
        case .string:
            return literal.text.hasPrefix("\"") || literal.text.hasPrefix("#\"") || literal.text.hasPrefix("##") ? "String" : nil
        case .identifier where literal.text == "true" || literal.text == "false":
            return "Bool"
        default:
            return nil
        }
    }

    /// The wrapped type of an optional type (`T?` or `Optional<T>`), or nil for another type.
    static func optionalBase(_ type: String) -> String? {
        if type.hasSuffix("?") {
            return String(type.dropLast()).trimmingCharacters(inSet: " \t\n\r")
        }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            return String(type.dropFirst("Optional<".count).dropLast()).trimmingCharacters(inSet: " \t\n\r")
        }
        return nil
    }
}
