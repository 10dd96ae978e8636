/// Expands `#Preview` from its source text, without a syntax library: the same declaration
/// Cairn's swift-syntax expansion makes (`CairnPreviewMacroSupport.PreviewMacro`).
///
/// ```swift
/// #Preview("Card", traits: .sizeThatFitsLayout) { Card() }
/// ```
/// at line 12, column 1 of `App/Cards.swift` expands into
/// ```swift
/// struct <discriminator>7PreviewfMu_: CairnPreviews.PreviewRegistry {
///     static let fileID: String = "App/Cards.swift"
///     static let line: Int = 12
///     static let column: Int = 1
///     @MainActor static func makePreview() throws -> CairnPreviews.Preview {
///         CairnPreviews.Preview("Card", traits: .sizeThatFitsLayout, body: { Card() })
///     }
/// }
/// ```
/// as SwiftUI's expansion makes a `DeveloperToolsSupport.PreviewRegistry` type: the registry
/// finds these types at run time through their protocol conformances. The arguments pass
/// through as written (labels kept, the body last as `body:`); a body with `@Previewable`
/// variables becomes a wrapper view, declared after `column` (see `PreviewableBody`). A
/// widget preview (`#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`) passes its
/// closures as `widget:` and their own labels.
public enum PreviewMacroExpansion {
    /// The indentation of the `CairnPreviews.Preview(…)` line in the expansion.
    static let callIndent = "        "

    /// The expansion of the `#Preview` in `syntax`, its type named from `discriminator` (the
    /// one the compiler sends with the expansion request).
    public static func expand(_ syntax: MacroSyntax, discriminator: String, names: ExpansionNames = .cairn) -> MacroExpansionResult {
        do throws(SourceError) {
            let source = try TokenizedSource(syntax.source)
            let call = try PreviewCall(source)
            let place = syntax.location(atByte: source.tokens[call.macroToken].range.lowerBound)
            var passed = call.arguments.map { argument in
                (argument.label.map { "\($0): " } ?? "") + source.text(tokens: argument.expression)
            }
            var wrapper = ""
            if call.isWidget {
                // WidgetKit's `#Preview(as:) { Widget() } timeline: { … }`: the closures pass as
                // `widget:` and their labels, to the `Preview` initializer WidgetKit declares.
                if !call.body.isEmpty { passed.append("widget: " + source.text(tokens: call.body)) }
                passed += call.labelledClosures.map { "\($0.label): " + source.text(tokens: $0.closure) }
            } else {
                let body = try PreviewableBody.rewrite(source, closure: call.body, names: names)
                passed.append("body: " + body.closure)
                wrapper = body.wrapper.map { "\n    " + $0 } ?? ""
            }
            let name = UniqueName.make(discriminator: discriminator, name: "Preview")
            return .expanded("""
                struct \(name): \(names.previewRegistry) {
                    static let fileID: String = \(swiftStringLiteral(place.fileID))
                    static let line: Int = \(place.line)
                    static let column: Int = \(place.column)\(wrapper)
                    @MainActor static func makePreview() throws -> \(names.preview) {
                \(callIndent)\(names.preview)(\(passed.joined(separator: ", ")))
                    }
                }
                """)
        } catch {
            return .failed(MacroDiagnostic(error.message, at: syntax.location(atByte: error.offset)))
        }
    }
}
