/// Expands TipKit's two macros from their source text: `@Parameter`, a property whose value
/// the tips' rules read, and `#Rule`, one rule of a tip.
///
/// ```swift
/// struct FavoriteTip: Tip {
///     @Parameter static var isLoggedIn: Bool = false
///     var rules: [Rule] { #Rule(Self.$isLoggedIn) { $0 == true } }
/// }
/// ```
/// `@Parameter` gets the accessors
/// ```swift
/// {
///     get {
///         $isLoggedIn.wrappedValue
///     }
///     set {
///         $isLoggedIn.wrappedValue = newValue
///     }
/// }
/// ```
/// and the peer
/// ```swift
/// static let $isLoggedIn: CairnTipKit.Tips.Parameter<Bool> = CairnTipKit.Tips.Parameter(Self.self, "isLoggedIn", false)
/// ```
/// (`@Parameter(.transient)` passes its options after the default value; at the top level of a
/// file, where there is no `Self`, the parameter is named by the property alone). `#Rule(x) { … }`
/// expands into `CairnTipKit.Tips.Rule(x) { … }`: the predicate is a closure Cairn evaluates
/// where Apple's is a `Predicate`, with the same result for the comparisons a rule holds.
public enum TipKitMacroExpansion {
    /// The shape `@Parameter` wants, for messages.
    static let expected = "@Parameter static var name: Type = defaultValue"

    /// The accessors for the `@Parameter` property in `declaration`.
    public static func parameterAccessors(declaration: MacroSyntax) -> MacroExpansionResult {
        switch parameter(declaration) {
        case let .success(property):
            return .expanded("""
                {
                    get {
                        $\(property.name).wrappedValue
                    }
                    set {
                        $\(property.name).wrappedValue = newValue
                    }
                }
                """)
        case let .failure(error):
            return .failed(MacroDiagnostic(error.message, at: declaration.location(atByte: error.offset)))
        }
    }

    /// The `$name` parameter the `@Parameter` property in `declaration` reads and writes;
    /// `attribute` is the attribute as written (its options pass on), `lexicalContext` the
    /// enclosing declarations (none at a file's top level).
    public static func parameterPeer(declaration: MacroSyntax, attribute: MacroSyntax, lexicalContext: [MacroSyntax]?) -> MacroExpansionResult {
        guard case let .success(property) = parameter(declaration) else {
            // The accessor role reports what is wrong; one diagnostic is enough.
            return .expanded("")
        }
        guard let type = property.type ?? EntryMacroExpansion.inferredType(property.literal) else {
            return .failed(MacroDiagnostic("'@Parameter' needs the property's type when its default value is not a literal: \(expected)",
                                           at: declaration.location(atByte: property.nameOffset)))
        }
        guard let initializer = property.initializer else {
            return .failed(MacroDiagnostic("'@Parameter' needs a default value: \(property.name): \(type) = …",
                                           at: declaration.location(atByte: property.typeEnd)))
        }
        var arguments = (lexicalContext ?? []).isEmpty ? [] : ["Self.self"]
        arguments += [swiftStringLiteral(property.name), initializer]
        if let options = attributeArguments(attribute) { arguments.append(options) }
        let keyword = property.isStatic ? "static let" : "let"
        return .expanded("\(keyword) $\(property.name): CairnTipKit.Tips.Parameter<\(type)> = CairnTipKit.Tips.Parameter(\(arguments.joined(separator: ", ")))")
    }

    /// `#Rule(…) { … }` as `CairnTipKit.Tips.Rule(…) { … }`.
    public static func rule(_ syntax: MacroSyntax) -> MacroExpansionResult {
        do throws(SourceError) {
            let source = try TokenizedSource(syntax.source)
            guard let name = source.tokens.indices.first(where: { source.token($0, is: .pound, "#Rule") || source.token($0, is: .identifier, "Rule") }) else {
                throw SourceError("expected '#Rule(input) { predicate }'", at: 0)
            }
            let rest = source.text(bytes: source.tokens[name].range.upperBound..<source.bytes.count)
            return .expanded("CairnTipKit.Tips.Rule" + rest)
        } catch {
            return .failed(MacroDiagnostic(error.message, at: syntax.location(atByte: error.offset)))
        }
    }

    private static func parameter(_ declaration: MacroSyntax) -> Result<EntryDeclaration, SourceError> {
        do throws(SourceError) {
            let source = try TokenizedSource(declaration.source)
            return .success(try EntryDeclaration(source, macro: "@Parameter", expected: expected, allowsStatic: true))
        } catch {
            return .failure(error)
        }
    }

    /// The text inside an attribute's parentheses (`.transient` of `@Parameter(.transient)`),
    /// or nil when it has none or they are empty.
    static func attributeArguments(_ attribute: MacroSyntax) -> String? {
        guard let source = try? TokenizedSource(attribute.source),
              let open = source.tokens.indices.first(where: { source.token($0, is: .openParen) }),
              let close = source.partner(of: open), close > open + 1 else { return nil }
        return source.text(tokens: (open + 1)..<close)
    }
}
