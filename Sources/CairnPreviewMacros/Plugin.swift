// The `#Preview` macro's compiler plug-in. Built with swift-syntax only when the package trait
// `Previews` is on; without it this target is an empty plug-in nothing uses (SwiftPM builds
// every target of the root package), so a plain Cairn build needs no swift-syntax.
#if Previews
import CairnPreviewMacroSupport
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`'s implementation as the compiler looks it up (`CairnPreviewMacros.PreviewMacro`,
/// the module named by `#externalMacro`): the expansion of `CairnPreviewMacroSupport`.
public struct PreviewMacro: DeclarationMacro {
    /// The `PreviewRegistry` type for one `#Preview`.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try CairnPreviewMacroSupport.PreviewMacro.expansion(of: node, in: context)
    }
}

/// The plug-in's entry point: the macros it provides (`#Preview`).
@main
struct CairnPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
#else
/// Without the `Previews` trait: an entry point so that the (unused) plug-in still links.
@main
enum CairnPreviewMacrosPlugin {
    static func main() {}
}
#endif
