// The `#Preview` macro's expansion, used by the CairnPreviewMacros plug-in (and by the tests).
// Built with swift-syntax only when the package trait `Previews` is on; without it this module
// is empty.
#if Previews
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview("Name", traits: …) { body }` into a uniquely named type conforming to
/// `CairnPreviews.PreviewRegistry`, which records where the preview stands (file ID, line,
/// column) and makes a `CairnPreviews.Preview` from the same arguments, as SwiftUI's
/// expansion does with `DeveloperToolsSupport.PreviewRegistry`. The registry finds these
/// types at run time through their protocol conformances.
public struct PreviewMacro: DeclarationMacro {
    /// The `PreviewRegistry` type for one `#Preview`.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var arguments = Array(node.arguments)
        let body: ClosureExprSyntax
        if let closure = node.trailingClosure {
            body = closure
        } else if let last = arguments.last, last.label?.text == "body",
                  let closure = last.expression.as(ClosureExprSyntax.self) {
            body = closure
            arguments.removeLast()
        } else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody)])
        }
        if !node.additionalTrailingClosures.isEmpty {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: PreviewDiagnostic.extraClosures)])
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file.description ?? "\"\""
        let line = location?.line.description ?? "0"
        let column = location?.column.description ?? "0"
        var passed = arguments.map { argument -> String in
            let label = argument.label.map { "\($0.text): " } ?? ""
            return label + argument.expression.trimmedDescription
        }
        passed.append("body: " + body.trimmedDescription)
        let name = context.makeUniqueName("Preview")
        return [
            """
            struct \(name): CairnPreviews.PreviewRegistry {
                static let fileID: String = \(raw: fileID)
                static let line: Int = \(raw: line)
                static let column: Int = \(raw: column)
                @MainActor static func makePreview() throws -> CairnPreviews.Preview {
                    CairnPreviews.Preview(\(raw: passed.joined(separator: ", ")))
                }
            }
            """,
        ]
    }
}

/// What `#Preview` says when it is written in a way it cannot expand.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody
    case extraClosures

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a closure that makes the view: #Preview(\"Name\") { MyView() }"
        case .extraClosures: "#Preview takes one trailing closure, the view's body"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "CairnPreviewMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
#endif
