import CairnMacroExpansion
import Testing

/// SwiftData's `@Model` (an extension adding the conformances the compiler says are
/// missing) and its schema annotations (expanded to nothing), as Cairn's plug-in writes them.
@Suite struct ModelExpansionTests {
    static func extensions(_ declaration: String, type: String? = "Item",
                           conformances: String? = "struct Placeholder: PersistentModel, Observable {}") -> MacroExpansionResult {
        ModelMacroExpansion.extensions(declaration: MacroSyntax(declaration), extendedType: type.map { MacroSyntax($0) },
                                       conformances: conformances.map { MacroSyntax($0) })
    }

    /// The conformances come qualified by module: the file of Xcode's template that declares
    /// `Item` imports Foundation and SwiftData only.
    @Test func aClassGainsTheMissingConformances() {
        let declaration = "\n@Model\nfinal class Item {\n    var timestamp: Date\n}"
        #expect(Self.extensions(declaration) == .expanded("extension Item: SwiftData.PersistentModel, Observation.Observable {\n}"))
        // As a bare list, and qualified names, too.
        #expect(Self.extensions(declaration, conformances: "SwiftData.PersistentModel") ==
                .expanded("extension Item: SwiftData.PersistentModel {\n}"))
    }

    /// A class that already conforms to everything gets no extension.
    @Test func nothingMissingNothingAdded() {
        #expect(Self.extensions("@Model final class Item: PersistentModel {}", conformances: "struct Placeholder {}") == .expanded(""))
    }

    /// Without the compiler's extended type, the name comes from the declaration.
    @Test func theNameFromTheDeclaration() {
        #expect(Self.extensions("@Model public final class Trip {}", type: nil) ==
                .expanded("extension Trip: SwiftData.PersistentModel, Observation.Observable {\n}"))
    }

    /// A struct is refused, at its keyword, as SwiftData refuses it.
    @Test func aStructIsAnError() {
        let result = Self.extensions("@Model struct Item { var x = 0 }")
        #expect(result.expandedSource == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("'@Model' applies to a class, not a 'struct'") == true)
        #expect(result.diagnostics.first?.location.offset == 7)
    }

    /// The conformance list the compiler sends, read from a placeholder declaration or bare.
    @Test func conformanceListParsing() {
        #expect(ModelMacroExpansion.conformanceList("struct Placeholder: PersistentModel, Observable {}") == "PersistentModel, Observable")
        #expect(ModelMacroExpansion.conformanceList(" Observable ") == "Observable")
        #expect(ModelMacroExpansion.conformanceList("struct Placeholder {}") == "")
    }

    /// `@Attribute`, `@Relationship`, `@Transient`, `#Unique` and `#Index` expand to nothing.
    @Test func annotationsAreInert() {
        #expect(ModelMacroExpansion.inert == .expanded(""))
    }
}
