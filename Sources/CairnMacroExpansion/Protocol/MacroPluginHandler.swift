#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Answers the compiler's plug-in messages with Cairn's expansions: the capability, then
/// `#Preview` (`PreviewMacro`), `@Entry` (`EntryMacro`), `@Previewable`
/// (`PreviewableMacro`), SwiftData's `@Model` (`ModelMacro`) and its schema annotations
/// (`SchemaAnnotationMacro`), `@Animatable` (`AnimatableMacro`) and `@AnimatableIgnored`
/// (`AnimatableIgnoredMacro`), TipKit's `@Parameter` (`ParameterMacro`) and `#Rule`
/// (`RuleMacro`), Foundation Models' `@Generable` (`GenerableMacro`) and `@Guide`
/// (`GuideMacro`), chosen by the implementing type's name.
///
/// It never fails: a message it cannot read or a macro it does not know is answered with an
/// error diagnostic, which the compiler shows, and the exchange goes on.
public struct MacroPluginHandler {
    /// The protocol version Cairn's plug-in speaks: that of swift-syntax 6.x's plug-ins
    /// (lexical contexts, `expandMacroResult`, extension conformance lists).
    public static let protocolVersion = 7

    /// The names the expansions write.
    public var names: ExpansionNames
    /// The compiler's protocol version, once it has said it (0, the oldest, before).
    public private(set) var hostProtocolVersion = 0

    /// A handler writing Cairn's names (or `names`).
    public init(names: ExpansionNames = .cairn) {
        self.names = names
    }

    /// The answer to the JSON message `payload`, as JSON.
    public mutating func reply(toJSON payload: [UInt8]) -> [UInt8] {
        let reply: PluginToHostMessage
        do {
            let message = try JSONDecoder().decode(HostToPluginMessage.self, from: Data(payload))
            reply = self.reply(to: message)
        } catch {
            reply = .expandMacroResult(expandedSource: nil, diagnostics: [
                PluginWire.Diagnostic(protocolError: "Cairn's macro plug-in could not read the compiler's message (\(Self.describe(error)))"),
            ])
        }
        return Self.encode(reply)
    }

    /// The answer to `message`.
    public mutating func reply(to message: HostToPluginMessage) -> PluginToHostMessage {
        switch message {
        case let .getCapability(capability):
            if let capability { hostProtocolVersion = capability.protocolVersion }
            return .getCapabilityResult(capability: PluginWire.PluginCapability(protocolVersion: Self.protocolVersion))
        case let .expandFreestandingMacro(macro, role, discriminator, syntax, _):
            let result: MacroExpansionResult
            switch (macro.typeName, role ?? .declaration) {
            case ("PreviewMacro", .declaration):
                result = PreviewMacroExpansion.expand(syntax.macroSyntax, discriminator: discriminator, names: names)
            case ("SchemaAnnotationMacro", .declaration):
                result = ModelMacroExpansion.inert
            case ("RuleMacro", .expression):
                result = TipKitMacroExpansion.rule(syntax.macroSyntax)
            default:
                result = Self.unknown(macro, role: role ?? .declaration, at: syntax.macroSyntax)
            }
            return answer(result, attached: false)
        case let .expandAttachedMacro(macro, role, _, attribute, declaration, _, extendedType, conformances, lexicalContext):
            let context = lexicalContext?.map(\.macroSyntax)
            let result: MacroExpansionResult
            switch (macro.typeName, role) {
            case ("EntryMacro", .accessor):
                result = EntryMacroExpansion.accessors(declaration: declaration.macroSyntax, lexicalContext: context, names: names)
            case ("EntryMacro", .peer):
                result = EntryMacroExpansion.peers(declaration: declaration.macroSyntax, lexicalContext: context, names: names)
            case ("PreviewableMacro", .peer):
                result = PreviewableMacroExpansion.expand(attribute: attribute.macroSyntax, lexicalContext: context)
            case ("ModelMacro", .extension), ("ModelMacro", .conformance):
                result = ModelMacroExpansion.extensions(declaration: declaration.macroSyntax,
                                                        extendedType: extendedType?.macroSyntax,
                                                        conformances: conformances?.macroSyntax)
            case ("SchemaAnnotationMacro", .peer):
                result = ModelMacroExpansion.inert
            case ("AnimatableMacro", .member):
                result = AnimatableMacroExpansion.members(declaration: declaration.macroSyntax)
            case ("AnimatableMacro", .extension), ("AnimatableMacro", .conformance):
                result = AnimatableMacroExpansion.extensions(declaration: declaration.macroSyntax,
                                                             extendedType: extendedType?.macroSyntax,
                                                             conformances: conformances?.macroSyntax)
            case ("AnimatableIgnoredMacro", .peer):
                result = AnimatableMacroExpansion.ignored
            case ("GenerableMacro", .member):
                result = GenerableMacroExpansion.members(declaration: declaration.macroSyntax, attribute: attribute.macroSyntax)
            case ("GenerableMacro", .extension), ("GenerableMacro", .conformance):
                result = GenerableMacroExpansion.extensions(declaration: declaration.macroSyntax,
                                                            extendedType: extendedType?.macroSyntax,
                                                            conformances: conformances?.macroSyntax)
            case ("GuideMacro", .peer):
                result = GenerableMacroExpansion.guide
            case ("ParameterMacro", .accessor):
                result = TipKitMacroExpansion.parameterAccessors(declaration: declaration.macroSyntax)
            case ("ParameterMacro", .peer):
                result = TipKitMacroExpansion.parameterPeer(declaration: declaration.macroSyntax, attribute: attribute.macroSyntax,
                                                            lexicalContext: context)
            default:
                result = Self.unknown(macro, role: role, at: attribute.macroSyntax)
            }
            return answer(result, attached: true)
        case .loadPluginLibrary:
            return .loadPluginLibraryResult(loaded: false, diagnostics: [
                PluginWire.Diagnostic(protocolError: "Cairn's macro plug-in loads no libraries"),
            ])
        }
    }

    /// The result in the form the compiler understands: one message from protocol version 5
    /// on, the older per-kind messages before.
    private func answer(_ result: MacroExpansionResult, attached: Bool) -> PluginToHostMessage {
        let diagnostics = result.diagnostics.map(PluginWire.Diagnostic.init)
        if hostProtocolVersion >= 5 {
            return .expandMacroResult(expandedSource: result.expandedSource, diagnostics: diagnostics)
        }
        if attached {
            return .expandAttachedMacroResult(expandedSources: result.expandedSource.map { [$0] }, diagnostics: diagnostics)
        }
        return .expandFreestandingMacroResult(expandedSource: result.expandedSource, diagnostics: diagnostics)
    }

    /// A macro type or role this plug-in does not implement, reported at the macro's first token.
    private static func unknown(_ macro: PluginWire.MacroReference, role: PluginWire.MacroRole, at syntax: MacroSyntax) -> MacroExpansionResult {
        let offset = (try? TokenizedSource(syntax.source))?.tokens.first?.range.lowerBound ?? 0
        let name = macro.name.trimmingCharacters(inSet: " ")
        return .failed(MacroDiagnostic(
            "macro type '\(macro.moduleName).\(macro.typeName)' has no '\(role.rawValue)' expansion in Cairn's macro plug-in (expanding '\(name)'); it implements PreviewMacro, EntryMacro, PreviewableMacro, ModelMacro, SchemaAnnotationMacro, AnimatableMacro, AnimatableIgnoredMacro, ParameterMacro, RuleMacro, GenerableMacro and GuideMacro",
            at: syntax.location(atByte: offset)))
    }

    /// `reply` as JSON: keys sorted (the same bytes for the same reply), slashes unescaped.
    static func encode(_ reply: PluginToHostMessage) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain values cannot fail; should it, the compiler still gets an answer.
        guard let data = try? encoder.encode(reply) else {
            return Array(#"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"Cairn's macro plug-in could not encode its answer","notes":[],"position":{"fileName":"","offset":0},"severity":"error"}]}}"#.utf8)
        }
        return Array(data)
    }

    /// A short description of a decoding error.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case let DecodingError.dataCorrupted(context): "data corrupted: \(context.debugDescription)"
        case let DecodingError.keyNotFound(key, _): "missing key '\(key.stringValue)'"
        case let DecodingError.typeMismatch(type, context): "expected \(type) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case let DecodingError.valueNotFound(type, context): "missing \(type) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }
}
