import CairnMacroExpansion
import Testing

/// `#Preview`'s expansion from source text: the same `PreviewRegistry` type as Cairn's
/// swift-syntax expansion (Tests/CairnPreviewsTests/PreviewMacroTests.swift) for every form
/// SwiftUI has, named from the compiler's discriminator, and its diagnostics with positions.
@Suite struct PreviewExpansionTests {
    /// The discriminator the compiler sent for a #Preview in the scratch package (Swift 6.3.1).
    static let discriminator = "$s14MacroDemoViews0019Previewsswift_DJEEdfMX3_0_33_956328FEA8C28DBE40087C3CBB06893ELl7PreviewfMf_"

    /// The expansion of a `#Preview` at `line`/`column` of TestModule/test.swift, whose call is
    /// `call` (the arguments and body as the expansion writes them).
    static func registry(line: Int, column: Int = 1, call: String) -> String {
        """
        struct \(discriminator)7PreviewfMu_: CairnPreviews.PreviewRegistry {
            static let fileID: String = "TestModule/test.swift"
            static let line: Int = \(line)
            static let column: Int = \(column)
            @MainActor static func makePreview() throws -> CairnPreviews.Preview {
                CairnPreviews.Preview(\(call))
            }
        }
        """
    }

    static func expand(_ source: String) -> MacroExpansionResult {
        PreviewMacroExpansion.expand(MacroSyntax(source), discriminator: discriminator)
    }

    @Test func trailingClosure() {
        #expect(Self.expand("#Preview { Text(\"Hi\") }") == .expanded(Self.registry(line: 1, call: "body: { Text(\"Hi\") }")))
    }

    @Test func nameAndTraits() {
        // The compiler sends the node with its leading trivia; the line is that of `#`.
        let result = Self.expand("\n\n#Preview(\"Card\", traits: .sizeThatFitsLayout, .landscapeLeft) { Card() }")
        #expect(result == .expanded(Self.registry(line: 3, call: "\"Card\", traits: .sizeThatFitsLayout, .landscapeLeft, body: { Card() }")))
    }

    @Test func traitsWithoutName() {
        let result = Self.expand("#Preview(traits: .fixedLayout(width: 200, height: 120)) { Color.blue }")
        #expect(result == .expanded(Self.registry(line: 1, call: "traits: .fixedLayout(width: 200, height: 120), body: { Color.blue }")))
    }

    @Test func bodyArgument() {
        #expect(Self.expand("#Preview(\"B\", body: { Text(\"x\") })") == .expanded(Self.registry(line: 1, call: "\"B\", body: { Text(\"x\") }")))
    }

    @Test func emptyParenthesesAndTrailingComma() {
        #expect(Self.expand("#Preview() { A() }") == .expanded(Self.registry(line: 1, call: "body: { A() }")))
        #expect(Self.expand("#Preview(\"N\",) { A() }") == .expanded(Self.registry(line: 1, call: "\"N\", body: { A() }")))
    }

    @Test func multiLineBodyIsReindentedUnderTheCall() {
        // The closure's lines keep their indentation relative to the `#Preview` line (0),
        // moved under the call (8): "    Text" → 12, "}" → 8.
        let source = """
            /// Doc comment.
            #Preview("Multi") {
                let count = 3
                Text("\\(count) {")
            }
            """
        let call = "\"Multi\", body: {\n            let count = 3\n            Text(\"\\(count) {\")\n        }"
        #expect(Self.expand(source) == .expanded(Self.registry(line: 2, call: call)))
    }

    @Test func indentedPreviewAndComments() {
        // Column 5 (four spaces), comments between the parts kept out of the arguments.
        let source = "  // lead\n    #Preview(/* name */ \"C\" /* end */) { X() } // after"
        #expect(Self.expand(source) == .expanded(Self.registry(line: 2, column: 5, call: "\"C\", body: { X() }")))
    }

    @Test func locationFromTheCompilersOffset() {
        // A node whose trivia starts at line 10, column 16, offset 120 (the end of a line): the
        // `#` is two line breaks later, at line 12, column 1.
        let syntax = MacroSyntax(source: "\n\n#Preview { A() }", location: MacroSourceLocation(
            fileID: "App/Cards.swift", fileName: "/src/App/Cards.swift", offset: 120, line: 10, column: 16))
        let result = PreviewMacroExpansion.expand(syntax, discriminator: "$d")
        #expect(result.expandedSource?.contains("static let fileID: String = \"App/Cards.swift\"\n    static let line: Int = 12\n    static let column: Int = 1\n") == true)
        #expect(result.expandedSource?.hasPrefix("struct $d7PreviewfMu_: CairnPreviews.PreviewRegistry {") == true)
    }

    @Test func fileIDIsEscaped() {
        let syntax = MacroSyntax("#Preview { A() }", fileID: "M/we\"ird\\name.swift")
        let result = PreviewMacroExpansion.expand(syntax, discriminator: "$d")
        #expect(result.expandedSource?.contains(#"static let fileID: String = "M/we\"ird\\name.swift""#) == true)
    }

    @Test func missingBodyIsAnError() {
        let result = Self.expand("\n#Preview(\"Nothing\")")
        #expect(result.expandedSource == nil)
        #expect(result.diagnostics == [MacroDiagnostic(
            "#Preview needs a closure that makes the view: #Preview(\"Name\") { MyView() }",
            at: MacroSourceLocation(fileID: "TestModule/test.swift", fileName: "/TestModule/test.swift", offset: 1, line: 2, column: 1))])
    }

    @Test func bodyLabelOnANonClosureIsAMissingBody() {
        // As today's expansion: `body:` must be a closure written there.
        #expect(Self.expand("#Preview(body: makeView)").diagnostics.map(\.message) == [
            "#Preview needs a closure that makes the view: #Preview(\"Name\") { MyView() }",
        ])
    }

    /// WidgetKit's forms: with `as:`, the first trailing closure is `widget:` and the labelled
    /// ones after it pass with their labels (no `@Previewable` rewriting); every closure in the
    /// parentheses passes as written.
    @Test func widgetPreviewsPassTheirClosures() {
        #expect(Self.expand("#Preview(as: .systemSmall) {\n    StreakWidget()\n} timeline: {\n    Entry(n: 3)\n    Entry(n: 4)\n}") ==
                .expanded(Self.registry(line: 1, call: "as: .systemSmall, widget: {\n    StreakWidget()\n}, timeline: {\n    Entry(n: 3)\n    Entry(n: 4)\n}")))
        #expect(Self.expand("#Preview(\"M\", as: .systemMedium) { W() } timelineProvider: { Provider() }") ==
                .expanded(Self.registry(line: 1, call: "\"M\", as: .systemMedium, widget: { W() }, timelineProvider: { Provider() }")))
        #expect(Self.expand("#Preview(as: .systemSmall, widget: { W() }, timeline: { E() })") ==
                .expanded(Self.registry(line: 1, call: "as: .systemSmall, widget: { W() }, timeline: { E() }")))
    }

    @Test func secondTrailingClosureIsAnErrorAtItsLabel() {
        // `#Preview { A() } other: { B() }`: the label `other` is at byte 17, column 18.
        let result = Self.expand("#Preview { A() } other: { B() }")
        #expect(result.diagnostics.map(\.message) == ["#Preview takes one trailing closure, the view's body"])
        #expect(result.diagnostics.map(\.location.offset) == [17])
        #expect(result.diagnostics.map(\.location.column) == [18])
    }

    @Test func bodyTwiceIsAnError() {
        let result = Self.expand("#Preview(body: { A() }) { B() }")
        #expect(result.diagnostics.map(\.location.offset) == [24])
        #expect(result.diagnostics.first?.message.hasPrefix("#Preview takes one closure, the view's body") == true)
    }

    @Test func garbageAfterTheClosure() {
        let result = Self.expand("#Preview { A() } junk")
        #expect(result.diagnostics.map(\.message) == ["unexpected 'junk' after #Preview's closure"])
        #expect(result.diagnostics.map(\.location.offset) == [17])
    }

    @Test func emptyArgumentBetweenCommas() {
        let result = Self.expand("#Preview(\"A\", , traits: .x) { A() }")
        #expect(result.diagnostics.map(\.message) == ["expected an argument before ','"])
        #expect(result.diagnostics.map(\.location.offset) == [14])
    }

    @Test func unterminatedStringPointsAtItsStart() {
        // Line 2, column 10: the `"` of the unterminated literal.
        let result = Self.expand("#Preview {\n    Text(\"open)\n}")
        #expect(result.diagnostics.map(\.message) == ["unterminated string literal"])
        #expect(result.diagnostics.map { [$0.location.line, $0.location.column, $0.location.offset] } == [[2, 10, 20]])
    }

    @Test func unbalancedBracePointsAtIt() {
        let result = Self.expand("#Preview { A(]) }")
        #expect(result.diagnostics.map(\.message) == ["'(' is closed by ']'"])
        #expect(result.diagnostics.map(\.location.offset) == [13])
    }

    @Test func notAPreview() {
        let result = Self.expand("struct S {}")
        #expect(result.diagnostics.map(\.message) == ["expected a '#Preview' macro expansion"])
        #expect(Self.expand("").diagnostics.map(\.message) == ["expected a '#Preview' macro expansion"])
    }
}
