/// The `@Previewable` attribute's own expansion: no declarations, and an error when it stands
/// anywhere but on a variable at the top of a `#Preview` body.
///
/// The compiler type-checks a `#Preview`'s closure before it expands `#Preview`, so it meets
/// `@Previewable` there first and asks for its (peer) expansion. `#Preview`'s expansion then
/// turns the marked variables into properties of a wrapper view (see `PreviewableBody`). As in
/// SwiftUI, "it is an error to use `@Previewable` outside of a `#Preview` body closure".
public enum PreviewableMacroExpansion {
    /// The message for a `@Previewable` outside a `#Preview` body's top level.
    public static let misplaced = "'@Previewable' can only mark a variable at the top of a #Preview body: #Preview { @Previewable @State var on = false; Toggle(\"On\", isOn: $on) }"

    /// The peer expansion of the `@Previewable` attribute `attribute`, whose lexical context
    /// (innermost first, as the compiler sends it) is `lexicalContext`: the body closure, then
    /// the `#Preview` itself. Without a lexical context (older compilers) it accepts.
    public static func expand(attribute: MacroSyntax, lexicalContext: [MacroSyntax]?) -> MacroExpansionResult {
        guard let lexicalContext else { return .expanded("") }
        if lexicalContext.count >= 2, firstToken(of: lexicalContext[0]) == "{", firstToken(of: lexicalContext[1]) == "#Preview" {
            return .expanded("")
        }
        let offset = (try? TokenizedSource(attribute.source))?.tokens.first?.range.lowerBound ?? 0
        return .failed(MacroDiagnostic(misplaced, at: attribute.location(atByte: offset)))
    }

    /// The text of the first token of `syntax`, or nil when it has none or cannot be read.
    private static func firstToken(of syntax: MacroSyntax) -> String? {
        guard let source = try? TokenizedSource(syntax.source), !source.tokens.isEmpty else { return nil }
        return source.text(of: 0)
    }
}
