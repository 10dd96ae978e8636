/// Expands SwiftData's `@Model` from its source text, for Cairn's `SwiftData` module: the
/// class gains the conformance to `PersistentModel` (which refines `Observable`, `Hashable`
/// and `Identifiable`), so it can be inserted in a `ModelContext`, fetched by `@Query`,
/// listed by `ForEach` and bound with `@Bindable`.
///
/// ```swift
/// @Model final class Item {
///     var timestamp: Date
///     init(timestamp: Date) { self.timestamp = timestamp }
/// }
/// ```
/// gets
/// ```swift
/// extension Item: SwiftData.PersistentModel, Observation.Observable {
/// }
/// ```
/// Apple's macro also rewrites each stored property to read and write a backing store;
/// Cairn keeps the models themselves in memory (see `ModelContext`), so the properties stay
/// as written and need nothing more.
public enum ModelMacroExpansion {
    /// The extension for the `@Model` class in `declaration`, given the type the compiler
    /// names (`extendedType`) and the conformances still missing (`conformances`; none: no
    /// extension). A struct, enum or actor is reported, as SwiftData reports it.
    public static func extensions(declaration: MacroSyntax, extendedType: MacroSyntax?,
                                  conformances: MacroSyntax?) -> MacroExpansionResult {
        let source: TokenizedSource
        do {
            source = try TokenizedSource(declaration.source)
        } catch {
            return .failed(MacroDiagnostic(error.message, at: declaration.location(atByte: error.offset)))
        }
        let keyword = source.skipAttributesAndModifiers(from: 0)
        guard keyword < source.tokens.count, source.token(keyword, is: .identifier, "class") else {
            let offset = keyword < source.tokens.count ? source.tokens[keyword].range.lowerBound : 0
            let kind = keyword < source.tokens.count ? source.text(of: keyword) : "declaration"
            return .failed(MacroDiagnostic(
                "'@Model' applies to a class, not a '\(kind)': declare the model as 'final class' (SwiftData keeps models by reference)",
                at: declaration.location(atByte: offset)))
        }
        let missing = conformanceList(conformances?.source ?? "PersistentModel")
        guard !missing.isEmpty else { return .expanded("") }
        let typeName = extendedTypeName(extendedType, declared: source)
        guard let typeName else {
            return .failed(MacroDiagnostic("'@Model' could not find the class's name", at: declaration.location(atByte: 0)))
        }
        // Each missing conformance, qualified by its module (the file may import neither name).
        var qualified: [String] = []
        for entry in missing.split(separator: ",") {
            let written = String(entry).trimmingCharacters(inSet: " \n\t")
            let name = String(written.split(separator: ".").last ?? Substring(written))
            switch name {
            case "PersistentModel": qualified.append("SwiftData.PersistentModel")
            case "Observable": qualified.append("Observation.Observable")
            default: qualified.append(written)
            }
        }
        return .expanded("extension \(typeName): \(qualified.joined(separator: ", ")) {\n}")
    }

    /// The name an extension macro extends: the compiler's extended type when it sends one,
    /// else the name `declaration` declares (nil when neither says).
    public static func extendedTypeName(_ extendedType: MacroSyntax?, declared declaration: TokenizedSource?) -> String? {
        extendedType.map { $0.source.trimmingCharacters(inSet: " \n\t") }.flatMap { $0.isEmpty ? nil : $0 }
            ?? declaration?.declaredTypeName()
    }

    /// The protocols of the compiler's conformance list, which it sends as a placeholder
    /// declaration (`struct Placeholder: PersistentModel, Observable {}`) or as the bare list.
    public static func conformanceList(_ source: String) -> String {
        var text = Substring(source)
        if let brace = text.firstIndex(of: "{") {
            // A placeholder declaration: the list is between its colon and its brace, if any.
            text = text[..<brace]
            guard let colon = text.firstIndex(of: ":") else { return "" }
            text = text[text.index(after: colon)...]
        }
        return String(text).trimmingCharacters(inSet: " \n\t")
    }

    /// The expansion of SwiftData's schema annotations (`@Attribute`, `@Relationship`,
    /// `@Transient`, `#Unique`, `#Index`): nothing. They describe how a store on disk keeps a
    /// property; Cairn's models live in memory, where each is already what it says.
    public static let inert = MacroExpansionResult.expanded("")
}
