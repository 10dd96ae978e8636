import CairnMacroExpansion
import Foundation
import Testing

/// The built plug-in executable driven through the protocol, as the compiler drives it:
/// framed JSON on its standard input, framed JSON answers on its standard output, exit status
/// 0 at the end of input and 1 (with a message on standard error) when a message is cut.
///
/// SwiftPM builds the plug-in (`CairnMacroPlugin-tool`) with every build of the package; the
/// test looks for it beside the test executable, then in `.build/debug` of the package.
@Suite struct PluginProcessTests {
    /// The plug-in executable, or nil when it was not built.
    static func plugin() -> URL? {
        var directories: [URL] = []
        #if os(Linux)
        directories.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent())
        var root = URL(fileURLWithPath: #filePath)
        while root.pathComponents.count > 1, root.lastPathComponent != "Tests" { root.deleteLastPathComponent() }
        directories.append(root.deletingLastPathComponent().appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent("CairnMacroPlugin-tool") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// What the plug-in wrote and how it ended, given `input`.
    struct Run {
        var replies: [String]
        var status: Int32
        var standardError: String
    }

    static func run(_ input: [UInt8]) throws -> Run? {
        guard let plugin = plugin() else {
            Issue.record("CairnMacroPlugin-tool is not built: run `swift build` (it builds every target) before the tests")
            return nil
        }
        let process = Process()
        process.executableURL = plugin
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(input))
        try stdin.fileHandleForWriting.close()
        let output = [UInt8](stdout.fileHandleForReading.readDataToEndOfFile())
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var replies: [String] = []
        var offset = 0
        while offset + 8 <= output.count {
            let length = Int(PluginMessageLoop.payloadLength(header: Array(output[offset..<(offset + 8)])))
            guard offset + 8 + length <= output.count else { break }
            replies.append(String(decoding: output[(offset + 8)..<(offset + 8 + length)], as: UTF8.self))
            offset += 8 + length
        }
        #expect(offset == output.count, "the output is whole frames")
        return Run(replies: replies, status: process.terminationStatus, standardError: errors)
    }

    static func frame(_ json: String) -> [UInt8] { PluginMessageLoop.frame(Array(json.utf8)) }

    @Test func exchangeWithTheCompilersMessages() throws {
        let input = Self.frame(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
            + Self.frame(PluginProtocolTests.previewRequest)
            + Self.frame(PluginProtocolTests.entryRequest(role: "accessor"))
            + Self.frame(PluginProtocolTests.entryRequest(role: "peer"))
            + Self.frame("garbage")
            + Self.frame(PluginProtocolTests.entryRequest(role: "peer", declaration: "@Entry var spacing = 8"))
        guard let run = try Self.run(input) else { return }
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.replies.count == 6)
        guard run.replies.count == 6 else { return }
        #expect(run.replies[0] == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
        let preview = try JSONDecoder().decode(PluginToHostMessage.self, from: Data(run.replies[1].utf8))
        guard case let .expandMacroResult(source?, []) = preview else {
            Issue.record("no preview expansion: \(run.replies[1])")
            return
        }
        #expect(source.contains("    static let line: Int = 3\n    static let column: Int = 1\n"))
        #expect(source.contains(#"CairnPreviews.Preview("P", body: { A() })"#))
        #expect(run.replies[2] == #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"{\n    get {\n        self[__Key_rank.self]\n    }\n    set {\n        self[__Key_rank.self] = newValue\n    }\n}"}}"#)
        #expect(run.replies[3] == #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"private struct __Key_rank: EnvironmentKey {\n    static var defaultValue: Int {\n        0\n    }\n}"}}"#)
        #expect(run.replies[4].hasPrefix(#"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"Cairn's macro plug-in could not read the compiler's message"#))
        #expect(run.replies[5].contains(#"static var defaultValue: Int {\n        8\n    }"#))
    }

    @Test func zeroLengthMessageEndsCleanly() throws {
        guard let run = try Self.run(Self.frame(#"{"getCapability":{}}"#) + [0, 0, 0, 0, 0, 0, 0, 0]) else { return }
        #expect(run.status == 0)
        #expect(run.replies == [#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#])
    }

    @Test func cutMessageExitsWithAnError() throws {
        guard let run = try Self.run([40, 0, 0, 0, 0, 0, 0, 0] + Array(#"{"getCapability""#.utf8)) else { return }
        #expect(run.status == 1)
        #expect(run.replies.isEmpty)
        #expect(run.standardError == "CairnMacroPlugin: the input ended inside a message (16 of 40 bytes)\n")
    }
}
