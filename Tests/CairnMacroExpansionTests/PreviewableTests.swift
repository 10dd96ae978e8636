import CairnMacroExpansion
import Testing

/// `@Previewable` in a `#Preview` body: the marked variables become properties of a wrapper
/// view declared in the registry type, the rest of the closure its body (SwiftUI's
/// documentation of `Previewable()`), and misuse is reported where it stands.
@Suite struct PreviewableTests {
    static func expand(_ source: String) -> MacroExpansionResult {
        PreviewMacroExpansion.expand(MacroSyntax(source), discriminator: "$d")
    }

    /// The registry of a `#Preview("T")` at line 1 whose body is the wrapper `wrapper`.
    static func registry(wrapper: String) -> String {
        """
        struct $d7PreviewfMu_: CairnPreviews.PreviewRegistry {
            static let fileID: String = "TestModule/test.swift"
            static let line: Int = 1
            static let column: Int = 1
            \(wrapper)
            @MainActor static func makePreview() throws -> CairnPreviews.Preview {
                CairnPreviews.Preview("T", body: { __Previewable_Wrapper() })
            }
        }
        """
    }

    @Test func stateBecomesAPropertyOfTheWrapper() {
        let source = """
            #Preview("T") {
                @Previewable @State var toggled = true
                Toggle("Loud Noises", isOn: $toggled)
            }
            """
        let wrapper = """
            struct __Previewable_Wrapper: CairnViews.View {
                    @State var toggled = true
                    var body: some CairnViews.View {
                        Toggle("Loud Noises", isOn: $toggled)
                    }
                }
            """
        #expect(Self.expand(source) == .expanded(Self.registry(wrapper: wrapper)))
    }

    @Test func severalVariablesMultiLineInitialiserAndReturn() {
        // The initialiser's continuation lines keep their place relative to the declaration;
        // `let` lines and `return` stay in the body, in order.
        let source = """
            #Preview("T") {
                @Previewable @State private var items = [
                    "a",
                    "b",
                ]
                let first = items[0]
                @Previewable
                @State var count = 1 +
                    2
                return Text("\\(first) \\(count)")
            }
            """
        let wrapper = """
            struct __Previewable_Wrapper: CairnViews.View {
                    @State private var items = [
                        "a",
                        "b",
                    ]
                    @State var count = 1 +
                        2
                    var body: some CairnViews.View {
                        let first = items[0]
                        return Text("\\(first) \\(count)")
                    }
                }
            """
        #expect(Self.expand(source) == .expanded(Self.registry(wrapper: wrapper)))
    }

    @Test func oneLineBodyWithSemicolon() {
        let source = "#Preview(\"T\") { @Previewable @State var on = false; Toggle(\"Off\", isOn: $on) }"
        let wrapper = """
            struct __Previewable_Wrapper: CairnViews.View {
                    @State var on = false
                    var body: some CairnViews.View {
                        Toggle("Off", isOn: $on)
                    }
                }
            """
        #expect(Self.expand(source) == .expanded(Self.registry(wrapper: wrapper)))
    }

    @Test func memberChainOnTheNextLineContinuesTheInitialiser() {
        let source = """
            #Preview("T") {
                @Previewable @State var model = Model()
                    .configured()
                Text(model.name)
            }
            """
        let expanded = Self.expand(source).expandedSource ?? ""
        #expect(expanded.contains("        @State var model = Model()\n            .configured()\n        var body"))
        #expect(expanded.contains("            Text(model.name)\n"))
    }

    @Test func multiLineStringInitialiserKeepsItsContent() {
        // The string's lines and its closing delimiter move by the same amount (+4).
        let source = "#Preview(\"T\") {\n    @Previewable @State var text = \"\"\"\n        one\n          two\n        \"\"\"\n    Text(text)\n}"
        let expanded = Self.expand(source).expandedSource ?? ""
        #expect(expanded.contains("        @State var text = \"\"\"\n            one\n              two\n            \"\"\"\n"))
    }

    @Test func nestedPreviewableIsLeftToItsOwnMacro() {
        // Only the top level is rewritten; a nested one stays (and `@Previewable` reports it).
        let source = "#Preview(\"T\") { VStack { @Previewable @State var x = 1 } }"
        #expect(Self.expand(source).expandedSource?.contains("body: { VStack { @Previewable @State var x = 1 } })") == true)
    }

    @Test func previewableOnAFunctionIsAnError() {
        let result = Self.expand("#Preview(\"T\") {\n    @Previewable func f() {}\n    A()\n}")
        #expect(result.diagnostics.map(\.message) == [
            "'@Previewable' applies to a variable at the top of a #Preview body: @Previewable @State var value = 0",
        ])
        #expect(result.diagnostics.map { [$0.location.line, $0.location.column] } == [[2, 5]])
    }

    @Test func previewableWithoutInitialValueIsAnError() {
        let result = Self.expand("#Preview(\"T\") {\n    @Previewable @State var x: Int\n    A()\n}")
        #expect(result.diagnostics.map(\.message) == [
            "'@Previewable' variable needs an initial value: the preview makes its view without arguments",
        ])
        // At `var`: line 2, column 25.
        #expect(result.diagnostics.map { [$0.location.line, $0.location.column] } == [[2, 25]])
    }

    @Test func aWrapperThatMakesItsValueNeedsNoInitialValue() {
        // Apple's PreviewModifier example: `@Previewable @Query var snacks: [Snack]` (`Query()`).
        let result = Self.expand("#Preview(\"T\") {\n    @Previewable @Query var snacks: [Snack]\n    A(snacks)\n}")
        #expect(result.diagnostics.isEmpty)
        #expect(result.expandedSource?.contains("        @Query var snacks: [Snack]\n        var body") == true)
    }

    @Test func closureWithSignatureIsAnError() {
        let result = Self.expand("#Preview(\"T\") { () -> A in\n    @Previewable @State var x = 1\n    A()\n}")
        #expect(result.diagnostics.first?.message == "'@Previewable' needs a #Preview body without parameters; remove the closure's signature")
        #expect(result.diagnostics.map(\.location.offset) == [24])
    }

    // MARK: The attribute's own expansion

    static let attribute = MacroSyntax("\n    @Previewable ")

    @Test func attributeAtTheTopOfAPreviewBody() {
        let context = [MacroSyntax("{\n}"), MacroSyntax("\n\n#Preview(\"N\") {\n    @Previewable @State var x = 1\n    return x\n}")]
        #expect(PreviewableMacroExpansion.expand(attribute: Self.attribute, lexicalContext: context) == .expanded(""))
    }

    @Test func attributeElsewhereIsAnError() {
        // Inside a function (context: the function), and nested in a closure of a #Preview.
        let function = [MacroSyntax("\nfunc misplaced() {}")]
        let nested = [MacroSyntax("{\n}"), MacroSyntax("{\n}"), MacroSyntax("#Preview { VStack { } }")]
        for context in [function, nested, []] {
            let result = PreviewableMacroExpansion.expand(attribute: Self.attribute, lexicalContext: context)
            #expect(result.expandedSource == nil)
            #expect(result.diagnostics.map(\.message) == [PreviewableMacroExpansion.misplaced])
            #expect(result.diagnostics.map { [$0.location.line, $0.location.column, $0.location.offset] } == [[2, 5, 5]])
        }
    }

    @Test func attributeWithoutContextIsAccepted() {
        // Compilers before protocol version 6 send no lexical context: nothing to check.
        #expect(PreviewableMacroExpansion.expand(attribute: Self.attribute, lexicalContext: nil) == .expanded(""))
    }
}
