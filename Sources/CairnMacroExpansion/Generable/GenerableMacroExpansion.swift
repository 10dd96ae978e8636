/// Expands Foundation Models' `@Generable` (iOS 26) from its source text, for Cairn's
/// `CairnFoundationModels` module, as Xcode's "Expand Macro" shows Apple's expansion: a struct
/// gains `generationSchema` (its stored properties in declaration order, with their `@Guide`
/// descriptions), `generatedContent`, a nested `PartiallyGenerated` (Identifiable, every
/// property optional and itself partial) with `asPartiallyGenerated()`, and, in an extension,
/// the conformance to `Generable`
/// with `init(_ content:)`. An enum without associated values is a choice of its case names.
///
/// ```swift
/// @Generable struct Recipe {
///     @Guide(description: "A short title") var title: String
///     var steps: [String]
/// }
/// ```
/// gets `generationSchema`, `generatedContent` and
/// ```swift
/// struct PartiallyGenerated: Identifiable, CairnFoundationModels.ConvertibleFromGeneratedContent {
///     var id: CairnFoundationModels.GenerationID
///     var title: String.PartiallyGenerated?
///     var steps: [String].PartiallyGenerated?
///     init(_ content: CairnFoundationModels.GeneratedContent) throws { … }
/// }
/// extension Recipe: CairnFoundationModels.Generable {
///     init(_ content: CairnFoundationModels.GeneratedContent) throws { … }
/// }
/// ```
public enum GenerableMacroExpansion {
    /// A stored property the expansion reads and writes.
    struct Property: Equatable {
        var name: String
        var type: String
        var description: String?
    }

    /// What the declaration is, once read.
    enum Shape {
        case structure(access: String, properties: [Property])
        case choice(access: String, cases: [String])
    }

    /// What reading a declaration gives: its shape, or why it cannot be expanded.
    enum Reading {
        case shape(Shape)
        case failure(MacroDiagnostic)
    }

    /// What reading a property gives: the property, or the byte offset of its untyped name.
    enum PropertyReading {
        case success(Property)
        case failure(Int)
    }

    /// Reads `declaration`: a struct's stored properties or an enum's cases.
    static func read(_ declaration: MacroSyntax) -> Reading {
        let source: TokenizedSource
        do {
            source = try TokenizedSource(declaration.source)
        } catch {
            return .failure(MacroDiagnostic(error.message, at: declaration.location(atByte: error.offset)))
        }
        let keyword = source.skipAttributesAndModifiers(from: 0)
        guard keyword < source.tokens.count, ["struct", "enum"].contains(source.text(of: keyword)),
              let open = source.firstTopLevel(in: keyword..<source.tokens.count, where: { source.token($0, is: .openBrace) }),
              let close = source.partner(of: open)
        else {
            let offset = keyword < source.tokens.count ? source.tokens[keyword].range.lowerBound : 0
            return .failure(MacroDiagnostic("'@Generable' can only be used on structs and enums", at: declaration.location(atByte: offset)))
        }
        let access = AnimatableMacroExpansion.accessLevel(source, upTo: keyword)
        if source.text(of: keyword) == "enum" {
            var cases: [String] = []
            var index = open + 1
            while index < close {
                if source.token(index, is: .identifier, "case") {
                    var cursor = index + 1
                    while cursor < close, source.token(cursor, is: .identifier) {
                        if source.token(cursor + 1, is: .openParen) {
                            return .failure(MacroDiagnostic(
                                "Cairn's '@Generable' makes enums without associated values; give '\(source.text(of: cursor))' none, or make the payload a @Generable struct property",
                                at: declaration.location(atByte: source.tokens[cursor].range.lowerBound)))
                        }
                        cases.append(source.text(of: cursor).trimmingBackticks)
                        cursor += 1
                        if source.token(cursor, is: .operator, "=") { cursor += 2 }   // a raw value
                        guard source.token(cursor, is: .comma) else { break }
                        cursor += 1
                    }
                }
                index = source.next(after: index)
            }
            return .shape(.choice(access: access, cases: cases))
        }
        var properties: [Property] = []
        var index = open + 1
        while index < close {
            if source.token(index, is: .identifier, "var") || source.token(index, is: .identifier, "let") {
                switch property(source, at: index, bodyEnd: close) {
                case .some(.success(let p)): properties.append(p)
                case .some(.failure(let offset)):
                    return .failure(MacroDiagnostic(
                        "'@Generable' needs the type of '\(source.text(of: index + 1))' written ('var \(source.text(of: index + 1)): String')",
                        at: declaration.location(atByte: offset)))
                case nil: break
                }
            }
            index = source.next(after: index)
        }
        return .shape(.structure(access: access, properties: properties))
    }

    /// The property the `var` or `let` at `keyword` declares when the expansion takes it (a
    /// stored, non-static property a content can set: not a `let` with a value); nil otherwise.
    static func property(_ source: TokenizedSource, at keyword: Int, bodyEnd: Int) -> PropertyReading? {
        var description: String?
        var cursor = keyword - 1
        while cursor >= 0 {
            if source.tokens[cursor].kind == .attribute {
                if source.text(of: cursor) == "@Guide" { description = guideDescription(source, attributeAt: cursor) }
            } else if source.token(cursor, is: .identifier) {
                let text = source.text(of: cursor)
                if text == "static" || text == "class" { return nil }
                if !TokenizedSource.modifiers.contains(text) { break }
            } else if source.token(cursor, is: .closeParen), let open = source.partner(of: cursor), open > 0 {
                cursor = open
                if source.tokens[open - 1].kind == .attribute, source.text(of: open - 1) == "@Guide" {
                    description = guideDescription(source, attributeAt: open - 1)
                }
                cursor -= 1
                if cursor >= 0, source.tokens[cursor].kind == .attribute || source.token(cursor, is: .identifier) { continue }
                break
            } else {
                break
            }
            cursor -= 1
        }
        guard source.token(keyword + 1, is: .identifier), !source.token(keyword + 2, is: .comma) else { return nil }
        let name = source.text(of: keyword + 1).trimmingBackticks
        let stored = AnimatableMacroExpansion.storedDeclaration(source, nameAt: keyword + 1, bodyEnd: bodyEnd)
        if stored.isComputed || (source.text(of: keyword) == "let" && stored.isInitialized) { return nil }
        guard let type = stored.type, !type.isEmpty else { return .failure(source.tokens[keyword + 1].range.lowerBound) }
        return .success(Property(name: name, type: type, description: description))
    }

    /// The `description:` string of the attribute at `index` (`@Guide(description: "…", …)`).
    static func guideDescription(_ source: TokenizedSource, attributeAt index: Int) -> String? {
        let end = source.attributeEnd(at: index)
        var cursor = index + 1
        while cursor + 2 < end {
            if source.token(cursor, is: .identifier, "description"), source.token(cursor + 1, is: .colon), source.token(cursor + 2, is: .string) {
                return source.text(of: cursor + 2)
            }
            cursor += 1
        }
        return nil
    }

    /// The `description:` string literal of `@Generable(description: "…")`, as written, or nil.
    static func typeDescription(_ attribute: MacroSyntax) -> String? {
        guard let source = try? TokenizedSource(attribute.source), let at = source.tokens.indices.first(where: { source.tokens[$0].kind == .attribute })
        else { return nil }
        return guideDescription(source, attributeAt: at)
    }

    static let module = "CairnFoundationModels"

    /// The members: `generationSchema`, `generatedContent` and (structs) `PartiallyGenerated`.
    public static func members(declaration: MacroSyntax, attribute: MacroSyntax) -> MacroExpansionResult {
        let shape: Shape
        switch read(declaration) {
        case .shape(let s): shape = s
        case .failure(let d): return .failed(d)
        }
        let description = typeDescription(attribute) ?? "nil"
        let m = module
        switch shape {
        case let .choice(access, cases):
            let names = cases.map { "\"\($0)\"" }.joined(separator: ", ")
            let arms = cases.map { "    case .\($0): return \(m).GeneratedContent(\"\($0)\")" }.joined(separator: "\n")
            return .expanded("""
            \(access)static var generationSchema: \(m).GenerationSchema {
                \(m).GenerationSchema(type: Self.self, description: \(description), anyOf: [\(names)])
            }
            \(access)var generatedContent: \(m).GeneratedContent {
                switch self {
            \(arms.isEmpty ? "    default: return \(m).GeneratedContent(kind: .null)" : arms)
                }
            }
            """)
        case let .structure(access, properties):
            let schema = properties.map { p in
                "\(m).GenerationSchema.Property(name: \"\(p.name)\", description: \(p.description ?? "nil"), type: (\(p.type)).self)"
            }.joined(separator: ",\n            ")
            let pairs = properties.isEmpty ? ":" : properties.map { "\"\($0.name)\": \($0.name)" }.joined(separator: ", ")
            let partialProperties = properties.map { "    \(access)var \($0.name): (\($0.type)).PartiallyGenerated?" }.joined(separator: "\n")
            let partialReads = properties.map { "        self.\($0.name) = try content.value(forProperty: \"\($0.name)\")" }.joined(separator: "\n")
            return .expanded("""
            \(access)static var generationSchema: \(m).GenerationSchema {
                \(m).GenerationSchema(type: Self.self, description: \(description), properties: [
                        \(schema)
                ])
            }
            \(access)var generatedContent: \(m).GeneratedContent {
                \(m).GeneratedContent(properties: [\(pairs)])
            }
            \(access)func asPartiallyGenerated() -> PartiallyGenerated {
                // The value's own content read into the partial form; should a nested type's
                // content not read back, a partial value with nothing generated yet.
                (try? PartiallyGenerated(generatedContent)) ?? PartiallyGenerated(id: \(m).GenerationID())
            }
            \(access)struct PartiallyGenerated: Identifiable, \(m).ConvertibleFromGeneratedContent {
                \(access)var id: \(m).GenerationID
            \(partialProperties)
                \(access)init(_ content: \(m).GeneratedContent) throws {
                    self.id = content.id ?? \(m).GenerationID()
            \(partialReads)
                }
                init(id: \(m).GenerationID) { self.id = id }
            }
            """)
        }
    }

    /// The conformance to `Generable` with `init(_ content:)`, when the compiler lists it as
    /// missing.
    public static func extensions(declaration: MacroSyntax, extendedType: MacroSyntax?, conformances: MacroSyntax?) -> MacroExpansionResult {
        let missing = ModelMacroExpansion.conformanceList(conformances?.source ?? "Generable")
        guard !missing.isEmpty else { return .expanded("") }
        let shape: Shape
        switch read(declaration) {
        case .shape(let s): shape = s
        case .failure(let d): return .failed(d)
        }
        guard let typeName = ModelMacroExpansion.extendedTypeName(extendedType, declared: try? TokenizedSource(declaration.source)) else {
            return .failed(MacroDiagnostic("'@Generable' could not find the type's name", at: declaration.location(atByte: 0)))
        }
        let m = module
        switch shape {
        case let .choice(access, cases):
            let arms = cases.map { "        case \"\($0)\": self = .\($0)" }.joined(separator: "\n")
            return .expanded("""
            extension \(typeName): \(m).Generable {
                \(access)init(_ content: \(m).GeneratedContent) throws {
                    let name = try content.value(String.self)
                    switch name {
            \(arms)
                    default: throw \(m).LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "no case '\\(name)' in \(typeName)"))
                    }
                }
            }
            """)
        case let .structure(access, properties):
            let reads = properties.map { "        self.\($0.name) = try content.value(forProperty: \"\($0.name)\")" }.joined(separator: "\n")
            return .expanded("""
            extension \(typeName): \(m).Generable {
                \(access)init(_ content: \(m).GeneratedContent) throws {
            \(reads)
                }
            }
            """)
        }
    }

    /// The expansion of `@Guide`: nothing (`@Generable` reads its description).
    public static let guide = MacroExpansionResult.expanded("")
}
