import CairnMacroExpansion
import Foundation

// The `macros` family (issue 22): the expansions of `#Preview`, `@Previewable`, `@Entry`, `@Model`,
// `@Animatable` and Foundation Models' `@Generable`,
// and the plug-in's message handler, fed random and almost-valid source text and random
// bytes. A crash or a hang here would be a crash of the compiler's plug-in on a user's file.

func macrosFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let tokens = ["#Preview", "(", ")", "{", "}", "[", "]", "\"Name\"", "\"\"\"\nline\n\"\"\"", "#\"raw\"#", "\"a\\(b)c\"",
                  "traits:", ".sizeThatFitsLayout", ",", "as:", ".systemSmall", "timeline:", "timelineProvider:", "widget:", ".landscapeLeft", ".fixedLayout(width: 1, height: 2)", "body:",
                  "@Previewable", "@State", "@Entry", "var", "let", "static", "x", ":", "=", "Int", "Color", ".blue", "?",
                  "nil", "1", "-0.5", "true", "Text(\"Hi\")", "// comment\n", "/* nested /* comment */ */", "\n", ";", " ",
                  "\\", "\"", "/*", "#", "@", "get", "set", "willSet", "didSet", "@AnimatableIgnored", "private(set)", "struct", "@Guide", "case", "enum", "é", "\u{0}", "🙂", "{ $0 }", "in"]
    func snippet(_ start: String, _ count: Int) -> String {
        var text = start
        for _ in 0..<count { text += r.pick(tokens) + (r.chance(0.5) ? " " : "") }
        return text
    }
    let count = r.int(0...60)
    // #Preview: random text after the macro's name, and almost-valid forms with a hostile body.
    let preview = r.chance(0.4) ? snippet("#Preview", count)
        : r.chance(0.3) ? "#Preview(as: .systemSmall) {" + snippet("W()", r.int(0...6)) + "} " + r.pick(["timeline:", "timelineProvider:", "x:", ""]) + " {" + snippet("", count) + "}"
        : "#Preview(\(r.pick(["", "\"N\"", "\"N\", traits: .sizeThatFitsLayout"]))) {\n" + snippet("@Previewable @State var on = true\n", count) + "\n}"
    _ = PreviewMacroExpansion.expand(MacroSyntax(preview), discriminator: "$s\(r.int(0...999))fMf_")
    _ = PreviewableMacroExpansion.expand(attribute: MacroSyntax(snippet("@Previewable", r.int(0...8))),
                                         lexicalContext: r.chance(0.5) ? nil : [MacroSyntax(snippet("", r.int(0...20)))])
    // @Entry: a declaration in one of the containers, or none.
    let declaration = MacroSyntax(snippet(r.pick(["@Entry var x: Int = ", "@Entry var ", "@Entry ", ""]), r.int(0...30)))
    let context: [MacroSyntax]? = r.chance(0.2) ? nil
        : [MacroSyntax("extension \(r.pick(["EnvironmentValues", "Transaction", "FocusedValues", "ContainerValues", "Mine", "{"])) {}")]
    _ = EntryMacroExpansion.accessors(declaration: declaration, lexicalContext: context)
    _ = EntryMacroExpansion.peers(declaration: declaration, lexicalContext: context)
    // TipKit's @Parameter (static or not, with options or none) and #Rule on random text.
    let parameter = MacroSyntax(snippet(r.pick(["@Parameter static var x: Bool = ", "@Parameter(.transient) static var ", "@Parameter var ", ""]), r.int(0...30)))
    _ = TipKitMacroExpansion.parameterAccessors(declaration: parameter)
    _ = TipKitMacroExpansion.parameterPeer(declaration: parameter, attribute: MacroSyntax(snippet("@Parameter", r.int(0...6))), lexicalContext: context)
    _ = TipKitMacroExpansion.rule(MacroSyntax(snippet(r.pick(["#Rule(Self.$x) ", "#Rule", ""]), r.int(0...30))))
    // @Model: a declaration of any kind, the compiler's type and conformance list or none.
    _ = ModelMacroExpansion.extensions(declaration: MacroSyntax(snippet(r.pick(["@Model final class Item ", "@Model struct ", "@Model ", ""]), r.int(0...30))),
                                       extendedType: r.chance(0.3) ? nil : MacroSyntax(snippet("", r.int(0...3))),
                                       conformances: r.chance(0.3) ? nil : MacroSyntax(snippet(r.pick(["struct Placeholder: ", ""]), r.int(0...6))))
    // @Animatable: a type with random members (stored, observed, computed, wrapped, untyped).
    let animatable = MacroSyntax(snippet(r.pick(["@Animatable struct S: Shape {", "@Animatable public struct ", "@Animatable ", ""]), r.int(0...40))
                                 + (r.chance(0.7) ? "}" : ""))
    _ = AnimatableMacroExpansion.members(declaration: animatable)
    _ = AnimatableMacroExpansion.extensions(declaration: animatable, extendedType: r.chance(0.5) ? nil : MacroSyntax(snippet("", r.int(0...3))),
                                            conformances: r.chance(0.3) ? nil : MacroSyntax(snippet(r.pick(["struct Placeholder: ", ""]), r.int(0...6))))
    // @Generable: structs and enums with random members (guided, optional, let with a value,
    // untyped, cases with payloads), and @Generable(description:) attributes.
    let generable = MacroSyntax(snippet(r.pick(["@Generable struct Recipe {", "@Generable public enum Mood { case ", "@Generable(description: \"d\") struct ",
                                                "@Generable struct S { @Guide(description: \"x\", .count(3)) var ", "@Generable class ", ""]), r.int(0...40))
                                + (r.chance(0.7) ? "}" : ""))
    _ = GenerableMacroExpansion.members(declaration: generable, attribute: MacroSyntax(snippet(r.pick(["@Generable", "@Generable(description: ", ""]), r.int(0...4))))
    _ = GenerableMacroExpansion.extensions(declaration: generable, extendedType: r.chance(0.5) ? nil : MacroSyntax(snippet("", r.int(0...3))),
                                           conformances: r.chance(0.3) ? nil : MacroSyntax(snippet(r.pick(["struct Placeholder: ", ""]), r.int(0...6))))
    // The wire: random bytes, and JSON messages with random fields.
    var handler = MacroPluginHandler()
    var bytes: [UInt8] = []
    for _ in 0..<r.int(0...200) { bytes.append(UInt8(r.int(0...255))) }
    _ = handler.reply(toJSON: bytes)
    let json = #"{"expandFreestandingMacro":{"macro":{"moduleName":"CairnMacroPlugin","typeName":"\#(r.pick(["PreviewMacro", "EntryMacro", "Nope"]))","name":"Preview"},"macroRole":"declaration","discriminator":"d","syntax":{"kind":"declaration","source":\#(String(decoding: try JSONEncoder().encode(preview), as: UTF8.self)),"location":{"fileID":"M/f.swift","fileName":"/f.swift","offset":\#(r.int(-5...500)),"line":\#(r.int(-1...9)),"column":\#(r.int(-1...9))}}}}"#
    _ = handler.reply(toJSON: Array(json.utf8))
}
