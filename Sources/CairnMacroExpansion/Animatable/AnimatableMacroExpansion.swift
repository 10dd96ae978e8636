/// Expands SwiftUI's `@Animatable` (iOS 26) from its source text: the type gains
/// `animatableData` made of its animatable stored properties, and the conformance to
/// `Animatable` when it has none yet (a `Shape` has one already).
///
/// ```swift
/// @Animatable struct Wedge: Shape {
///     var angle: Double
///     var inset: CGFloat
///     @AnimatableIgnored var isFilled: Bool
/// }
/// ```
/// gets
/// ```swift
/// var animatableData: AnimatablePair<Double.AnimatableData, CGFloat.AnimatableData> {
///     get { AnimatablePair(angle.animatableData, inset.animatableData) }
///     set { angle.animatableData = newValue.first; inset.animatableData = newValue.second }
/// }
/// ```
/// Apple: "synthesizes the conformance to `Animatable` and its requirement, the
/// `animatableData` property using the existing animatable properties of the type". The
/// properties taken are the stored `var`s with a written type, in declaration order, that are
/// not `static`, not marked `@AnimatableIgnored` and carry no property wrapper (`@State`,
/// `@Binding`, …: their storage is the wrapper). Each must be `Animatable` (Apple's example
/// marks a `Bool` `@AnimatableIgnored` for that reason); a stored `var` without a written type
/// is reported, as the expansion must name its type.
public enum AnimatableMacroExpansion {
    /// Attributes a stored property may carry and still be taken (they wrap nothing).
    static let plainAttributes: Set<String> = [
        "@MainActor", "@available", "@objc", "@nonobjc", "@usableFromInline", "@inlinable",
        "@preconcurrency", "@exclusivity", "@_spi", "@ObservationIgnored",
    ]

    /// A property the synthesized `animatableData` reads and writes.
    struct Property: Equatable {
        var name: String
        var type: String
    }

    /// The `animatableData` member for the type in `declaration`.
    public static func members(declaration: MacroSyntax) -> MacroExpansionResult {
        let source: TokenizedSource
        do {
            source = try TokenizedSource(declaration.source)
        } catch {
            return .failed(MacroDiagnostic(error.message, at: declaration.location(atByte: error.offset)))
        }
        let keyword = source.skipAttributesAndModifiers(from: 0)
        guard keyword < source.tokens.count,
              ["struct", "class", "enum"].contains(source.text(of: keyword)),
              let open = source.firstTopLevel(in: keyword..<source.tokens.count, where: { source.token($0, is: .openBrace) }),
              let close = source.partner(of: open)
        else {
            let offset = keyword < source.tokens.count ? source.tokens[keyword].range.lowerBound : 0
            return .failed(MacroDiagnostic("'@Animatable' applies to a struct, class or enum declaration",
                                           at: declaration.location(atByte: offset)))
        }
        let access = accessLevel(source, upTo: keyword)
        var properties: [Property] = []
        var diagnostics: [MacroDiagnostic] = []
        var index = open + 1
        while index < close {
            if source.token(index, is: .identifier, "var") {
                switch property(source, at: index, bodyEnd: close) {
                case .some(.taken(let p)): properties.append(p)
                case .some(.untyped(let name, let offset)):
                    diagnostics.append(MacroDiagnostic(
                        "'@Animatable' needs the type of '\(name)' written ('var \(name): Double = …'), or mark it '@AnimatableIgnored'",
                        at: declaration.location(atByte: offset)))
                case nil: break
                }
            }
            // Nested groups (bodies of functions, computed properties, nested types) are stepped over.
            index = source.next(after: index)
        }
        guard diagnostics.isEmpty else { return MacroExpansionResult(expandedSource: nil, diagnostics: diagnostics) }
        return .expanded(member(properties, access: access))
    }

    /// The member declaration for `properties`, declared with `access` ("" or "public ").
    static func member(_ properties: [Property], access: String) -> String {
        guard !properties.isEmpty else {
            return "\(access)var animatableData: EmptyAnimatableData {\n    get { EmptyAnimatableData() }\n    set { }\n}"
        }
        // Nested to the right: (a, (b, (c, d))); `newValue.second.second…` reaches the last.
        func type(_ k: Int) -> String {
            k == properties.count - 1 ? "\(properties[k].type).AnimatableData"
                : "AnimatablePair<\(properties[k].type).AnimatableData, \(type(k + 1))>"
        }
        func value(_ k: Int) -> String {
            k == properties.count - 1 ? "\(properties[k].name).animatableData"
                : "AnimatablePair(\(properties[k].name).animatableData, \(value(k + 1)))"
        }
        var setters: [String] = []
        for (k, p) in properties.enumerated() {
            var path = "newValue"
            for _ in 0..<k { path += ".second" }
            if k < properties.count - 1 { path += ".first" }
            setters.append("        \(p.name).animatableData = \(path)")
        }
        return """
        \(access)var animatableData: \(type(0)) {
            get { \(value(0)) }
            set {
        \(setters.joined(separator: "\n"))
            }
        }
        """
    }

    /// `public ` or `package ` when the type is declared so (the requirement's witness must be
    /// as visible as the conformance); otherwise "".
    static func accessLevel(_ source: TokenizedSource, upTo keyword: Int) -> String {
        for i in 0..<keyword where source.token(i, is: .identifier) {
            switch source.text(of: i) {
            case "public", "open": return "public "
            case "package": return "package "
            default: continue
            }
        }
        return ""
    }

    enum Found: Equatable {
        case taken(Property)
        case untyped(name: String, offset: Int)
    }

    /// The property the `var` at `keyword` (a top-level token of the type's body, which
    /// ends at `bodyEnd`) declares, when `animatableData` should take it; nil otherwise.
    static func property(_ source: TokenizedSource, at keyword: Int, bodyEnd: Int) -> Found? {
        // Back over the modifiers and attributes before `var`: a wrapper or `@AnimatableIgnored`
        // leaves the property out; so does `static` or `class`.
        var cursor = keyword - 1
        while cursor >= 0 {
            if source.tokens[cursor].kind == .attribute {
                if !plainAttributes.contains(source.text(of: cursor)) { return nil }
            } else if source.token(cursor, is: .identifier) {
                let text = source.text(of: cursor)
                if text == "static" || text == "class" { return nil }
                if !TokenizedSource.modifiers.contains(text) { break }
            } else if source.token(cursor, is: .closeParen), let open = source.partner(of: cursor), open > 0,
                      source.tokens[open - 1].kind == .attribute || source.token(open - 1, is: .identifier) {
                // `@available(…)` or `private(set)`: step to the word before the parentheses.
                cursor = open
            } else {
                break
            }
            cursor -= 1
        }
        guard source.token(keyword + 1, is: .identifier) else { return nil }
        let name = source.text(of: keyword + 1)
        let nameOffset = source.tokens[keyword + 1].range.lowerBound
        // `var a, b: Double` and `var (a, b) = …` declare several: left out.
        if source.token(keyword + 2, is: .comma) { return nil }
        let stored = storedDeclaration(source, nameAt: keyword + 1, bodyEnd: bodyEnd)
        if stored.isComputed { return nil }
        guard let type = stored.type, !type.isEmpty else { return .untyped(name: name, offset: nameOffset) }
        return .taken(Property(name: name, type: type))
    }

    /// What follows a property's name (at `name`, in a type's body ending at `bodyEnd`): its
    /// written type (nil when none), whether it has an initializer, and whether it is computed
    /// (a brace block on the declaration's line that is not `willSet`/`didSet` observers).
    static func storedDeclaration(_ source: TokenizedSource, nameAt name: Int, bodyEnd: Int) -> (type: String?, isInitialized: Bool, isComputed: Bool) {
        // Whether the token at `i` ends the declaration: a new line, `;` or the body's end.
        func ends(_ i: Int) -> Bool {
            i >= bodyEnd || source.token(i, is: .semicolon) || source.tokens[i].newlineBefore
        }
        var index = name + 1
        var type: String?
        if source.token(index, is: .colon) {
            let start = index + 1
            var end = start
            while end < bodyEnd, end == start || !ends(end), !source.token(end, is: .operator, "="), !source.token(end, is: .openBrace) {
                end = source.next(after: end)
            }
            type = source.text(tokens: start..<min(end, bodyEnd))
            index = end
        }
        // With an initializer the property is stored (observers may follow). Without one, a
        // brace block on the declaration's line is observers (stored) or a getter (computed).
        let initialized = index < bodyEnd && source.token(index, is: .operator, "=")
        if !initialized, index < bodyEnd, source.token(index, is: .openBrace) {
            let first = index + 1
            let observed = source.token(first, is: .identifier, "willSet") || source.token(first, is: .identifier, "didSet")
            if !observed { return (type, false, true) }
        }
        return (type, initialized, false)
    }

    /// The conformance to `Animatable` for the type in `declaration`, when the compiler lists
    /// it as missing (`conformances`); none when the type conforms already (a `Shape`).
    public static func extensions(declaration: MacroSyntax, extendedType: MacroSyntax?,
                                  conformances: MacroSyntax?) -> MacroExpansionResult {
        let missing = ModelMacroExpansion.conformanceList(conformances?.source ?? "Animatable")
        guard !missing.isEmpty else { return .expanded("") }
        guard let typeName = ModelMacroExpansion.extendedTypeName(extendedType, declared: try? TokenizedSource(declaration.source)) else {
            return .failed(MacroDiagnostic("'@Animatable' could not find the type's name", at: declaration.location(atByte: 0)))
        }
        return .expanded("extension \(typeName): \(missing) {\n}")
    }

    /// The expansion of `@AnimatableIgnored`: nothing (the mark is read by `@Animatable`).
    public static let ignored = MacroExpansionResult.expanded("")
}
