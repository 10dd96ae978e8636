import CairnMacroExpansion
import Foundation
import Testing

/// The plug-in protocol in memory: JSON messages in the compiler's shapes (captured from
/// Swift 6.3.1) answered with the expansions, the 8-byte little-endian framing, and the loop's
/// ends (end of input, the empty message, truncated or oversized messages).
@Suite struct PluginProtocolTests {
    /// A freestanding request for `#Preview("P") { A() }` two lines into App/V.swift, the
    /// trivia starting at offset 100 (line 1, column 13), with the extra key the compiler sends.
    static let previewRequest = #"""
        {"expandFreestandingMacro":{"discriminator":"$d","lexicalContext":[],"macro":{"moduleName":"CairnMacroPlugin","name":"Preview","typeName":"PreviewMacro"},"macroRole":"declaration","staticBuildConfiguration":"{}","syntax":{"kind":"expression","location":{"column":13,"fileID":"App/V.swift","fileName":"/src/App/V.swift","line":1,"offset":100},"source":"\n\n#Preview(\"P\") { A() }"}}}
        """#

    /// An attached request for one role of `@Entry var rank: Int = 0` in an EnvironmentValues extension.
    static func entryRequest(role: String, declaration: String = "@Entry var rank: Int = 0") -> String {
        let source = "\\n    " + declaration.replacingOccurrences(of: "\"", with: "\\\"")
        return """
            {"expandAttachedMacro":{"attributeSyntax":{"kind":"attribute","location":{"column":30,"fileID":"App/E.swift","fileName":"/src/App/E.swift","line":3,"offset":40},"source":"\\n    @Entry "},\
            "declSyntax":{"kind":"declaration","location":{"column":30,"fileID":"App/E.swift","fileName":"/src/App/E.swift","line":3,"offset":40},"source":"\(source)"},\
            "discriminator":"$e","lexicalContext":[{"kind":"declaration","location":{"column":0,"fileID":"","fileName":"","line":0,"offset":0},"source":"\\n\\nextension EnvironmentValues {}"}],\
            "macro":{"moduleName":"CairnMacroPlugin","name":"Entry ","typeName":"EntryMacro"},"macroRole":"\(role)"}}
            """
    }

    static func reply(_ json: String, handler: inout MacroPluginHandler) throws -> PluginToHostMessage {
        let bytes = handler.reply(toJSON: Array(json.utf8))
        return try JSONDecoder().decode(PluginToHostMessage.self, from: Data(bytes))
    }

    @Test func capabilityExactBytes() {
        var handler = MacroPluginHandler()
        let reply = handler.reply(toJSON: Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
        #expect(String(decoding: reply, as: UTF8.self) == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
        #expect(handler.hostProtocolVersion == 7)
    }

    @Test func previewExpansion() throws {
        var handler = MacroPluginHandler()
        _ = handler.reply(toJSON: Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
        let expected = """
            struct $d7PreviewfMu_: CairnPreviews.PreviewRegistry {
                static let fileID: String = "App/V.swift"
                static let line: Int = 3
                static let column: Int = 1
                @MainActor static func makePreview() throws -> CairnPreviews.Preview {
                    CairnPreviews.Preview("P", body: { A() })
                }
            }
            """
        #expect(try Self.reply(Self.previewRequest, handler: &handler) == .expandMacroResult(expandedSource: expected, diagnostics: []))
    }

    @Test func entryRolesAndDiagnosticPosition() throws {
        var handler = MacroPluginHandler()
        _ = handler.reply(toJSON: Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
        guard case let .expandMacroResult(accessors?, []) = try Self.reply(Self.entryRequest(role: "accessor"), handler: &handler) else {
            Issue.record("no accessors")
            return
        }
        #expect(accessors.hasPrefix("{\n    get {\n        self[__Key_rank.self]\n"))
        guard case let .expandMacroResult(peer?, []) = try Self.reply(Self.entryRequest(role: "peer"), handler: &handler) else {
            Issue.record("no peer")
            return
        }
        #expect(peer == "private struct __Key_rank: EnvironmentKey {\n    static var defaultValue: Int {\n        0\n    }\n}")
        // `let` at byte 12 of the declaration's text, which starts at file offset 40: 52.
        let wrong = try Self.reply(Self.entryRequest(role: "accessor", declaration: "@Entry let rank: Int = 0"), handler: &handler)
        #expect(wrong == .expandMacroResult(expandedSource: nil, diagnostics: [PluginWire.Diagnostic(MacroDiagnostic(
            "'@Entry' needs 'var', not 'let': the entry is set as well as read (@Entry var name: Type = defaultValue)",
            at: MacroSourceLocation(fileID: "App/E.swift", fileName: "/src/App/E.swift", offset: 52, line: 4, column: 12)))]))
    }

    @Test func diagnosticWireShape() {
        var handler = MacroPluginHandler()
        _ = handler.reply(toJSON: Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
        let request = Self.previewRequest.replacingOccurrences(of: #" { A() }"#, with: "")
        let reply = String(decoding: handler.reply(toJSON: Array(request.utf8)), as: UTF8.self)
        // `#` at 100 + 2 (two line breaks of trivia).
        #expect(reply == ##"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"#Preview needs a closure that makes the view: #Preview(\"Name\") { MyView() }","notes":[],"position":{"fileName":"/src/App/V.swift","offset":102},"severity":"error"}]}}"##)
    }

    @Test func olderCompilersGetThePerKindResults() throws {
        // No capability message (protocol version 0): the results before `expandMacroResult`.
        var handler = MacroPluginHandler()
        guard case let .expandFreestandingMacroResult(source?, []) = try Self.reply(Self.previewRequest, handler: &handler) else {
            Issue.record("no freestanding result")
            return
        }
        #expect(source.hasPrefix("struct $d7PreviewfMu_"))
        guard case let .expandAttachedMacroResult(sources?, []) = try Self.reply(Self.entryRequest(role: "peer"), handler: &handler) else {
            Issue.record("no attached result")
            return
        }
        #expect(sources.count == 1)
    }

    @Test func unknownMacroRoleAndMessage() throws {
        var handler = MacroPluginHandler()
        _ = handler.reply(toJSON: Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
        let other = Self.previewRequest.replacingOccurrences(of: "\"typeName\":\"PreviewMacro\"", with: "\"typeName\":\"OtherMacro\"")
        guard case let .expandMacroResult(nil, diagnostics) = try Self.reply(other, handler: &handler) else {
            Issue.record("expanded an unknown macro")
            return
        }
        #expect(diagnostics.map(\.position.offset) == [102])
        #expect(diagnostics.first?.message.hasPrefix("macro type 'CairnMacroPlugin.OtherMacro' has no 'declaration' expansion") == true)
        let member = try Self.reply(Self.entryRequest(role: "member"), handler: &handler)
        guard case let .expandMacroResult(nil, memberDiagnostics) = member else {
            Issue.record("expanded @Entry as a member macro")
            return
        }
        #expect(memberDiagnostics.count == 1)
        let load = try Self.reply(#"{"loadPluginLibrary":{"libraryPath":"/x.so","moduleName":"X"}}"#, handler: &handler)
        #expect(load == .loadPluginLibraryResult(loaded: false, diagnostics: [PluginWire.Diagnostic(protocolError: "Cairn's macro plug-in loads no libraries")]))
    }

    @Test func malformedMessagesAreAnsweredWithAnError() throws {
        var handler = MacroPluginHandler()
        for junk in ["", "{", "[1, 2]", #"{"noSuchMessage":{}}"#, #"{"getCapability":{"capability":{"protocolVersion":"seven"}}}"#] {
            let reply = try Self.reply(junk, handler: &handler)
            guard case let .expandMacroResult(nil, diagnostics) = reply else {
                Issue.record("\(junk) got \(reply)")
                continue
            }
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.message.hasPrefix("Cairn's macro plug-in could not read the compiler's message") == true)
            #expect(diagnostics.first?.position == PluginWire.Diagnostic.Position(fileName: "", offset: 0))
        }
    }

    // MARK: Framing and the loop

    @Test func framingIsLittleEndianLength() {
        #expect(PluginMessageLoop.frame(Array("{}".utf8)) == [2, 0, 0, 0, 0, 0, 0, 0, 0x7B, 0x7D])
        #expect(PluginMessageLoop.payloadLength(header: [0x01, 0x02, 0, 0, 0, 0, 0, 0]) == 0x0201)
        #expect(PluginMessageLoop.payloadLength(header: [0, 0, 0, 0, 0, 0, 0, 0x80]) == 1 << 63)
    }

    /// Runs the loop over `input`; the replies' payloads and how it ended.
    static func run(_ input: [UInt8], writable: Bool = true) -> (replies: [String], ending: PluginMessageLoop.Ending) {
        var cursor = 0
        var output: [UInt8] = []
        var handler = MacroPluginHandler()
        let ending = PluginMessageLoop.run(read: { count in
            let end = min(cursor + count, input.count)
            defer { cursor = end }
            return Array(input[cursor..<end])
        }, write: { bytes in
            output += bytes
            return writable
        }, handler: &handler)
        var replies: [String] = []
        var offset = 0
        while offset + 8 <= output.count {
            let length = Int(PluginMessageLoop.payloadLength(header: Array(output[offset..<(offset + 8)])))
            replies.append(String(decoding: output[(offset + 8)..<(offset + 8 + length)], as: UTF8.self))
            offset += 8 + length
        }
        return (replies, ending)
    }

    static let capability = PluginMessageLoop.frame(Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))

    @Test func loopAnswersUntilTheInputEnds() {
        let run = Self.run(Self.capability + PluginMessageLoop.frame(Array(Self.previewRequest.utf8)))
        #expect(run.ending == .endOfInput)
        #expect(run.replies.count == 2)
        #expect(run.replies.first == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
        #expect(run.replies.last?.hasPrefix(#"{"expandMacroResult":{"diagnostics":[],"expandedSource":"struct $d7PreviewfMu_"#) == true)
    }

    @Test func emptyMessageEndsTheExchange() {
        let run = Self.run(Self.capability + [0, 0, 0, 0, 0, 0, 0, 0] + Self.capability)
        #expect(run.ending == .endOfInput)
        #expect(run.replies.count == 1)
    }

    @Test func brokenInputEndsAsAFailure() {
        #expect(Self.run(Self.capability + [1, 2, 3]).ending == .failure("the input ended inside a message header (3 of 8 bytes)"))
        #expect(Self.run([10, 0, 0, 0, 0, 0, 0, 0] + Array("{\"a\"".utf8)).ending == .failure("the input ended inside a message (4 of 10 bytes)"))
        #expect(Self.run([0, 0, 0, 0, 0, 0, 0, 0x80]).ending
            == .failure("a message header announces 9223372036854775808 bytes, more than the 268435456 accepted"))
        #expect(Self.run(Self.capability, writable: false).ending == .failure("the answer could not be written"))
    }

    @Test func malformedPayloadIsAnsweredAndTheLoopGoesOn() {
        let run = Self.run(PluginMessageLoop.frame(Array("not json".utf8)) + Self.capability)
        #expect(run.ending == .endOfInput)
        #expect(run.replies.count == 2)
        #expect(run.replies.first?.contains("could not read the compiler's message") == true)
        #expect(run.replies.last == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }
}
