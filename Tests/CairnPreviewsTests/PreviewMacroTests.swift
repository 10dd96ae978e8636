#if Previews
import CairnPreviewMacroSupport
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The `#Preview` macro's expansion: a `PreviewRegistry` type with the preview's place and the
/// same arguments passed to `Preview`, for each form SwiftUI has.
@Suite struct PreviewMacroTests {
    static let specs: [String: MacroSpec] = ["Preview": MacroSpec(type: PreviewMacro.self)]

    /// The expansion of a `#Preview` at `line` whose arguments before the body are `prefix` and
    /// whose closure holds `body` (the test support formats the closure on its own lines).
    static func expanded(_ prefix: String, body: String, line: Int = 1) -> String {
        """
        struct __macro_local_7PreviewfMu_: CairnPreviews.PreviewRegistry {
            static let fileID: String = "TestModule/test.swift"
            static let line: Int = \(line)
            static let column: Int = 1
            @MainActor static func makePreview() throws -> CairnPreviews.Preview {
                CairnPreviews.Preview(\(prefix)body: {
                        \(body)
                    })
            }
        }
        """
    }

    static func check(_ source: String, _ expected: String, diagnostics: [DiagnosticSpec] = [],
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: specs) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func trailingClosure() {
        Self.check("#Preview { Text(\"Hi\") }", Self.expanded("", body: "Text(\"Hi\")"))
    }

    @Test func nameAndTraits() {
        Self.check(
            "let x = 1\n#Preview(\"Card\", traits: .sizeThatFitsLayout, .landscapeLeft) { Card() }",
            "let x = 1\n" + Self.expanded("\"Card\", traits: .sizeThatFitsLayout, .landscapeLeft, ", body: "Card()", line: 2))
    }

    @Test func bodyArgument() {
        Self.check("#Preview(\"B\", body: { Text(\"x\") })", Self.expanded("\"B\", ", body: "Text(\"x\")"))
    }

    @Test func missingBodyIsAnError() {
        Self.check("#Preview(\"Nothing\")", "#Preview(\"Nothing\")", diagnostics: [
            DiagnosticSpec(message: "#Preview needs a closure that makes the view: #Preview(\"Name\") { MyView() }", line: 1, column: 1),
        ])
    }
}
#endif
