// Cairn's macro plug-in: `#Preview`, `@Entry` and `@Previewable` for the compiler, with no
// package dependency. The compiler starts it (`-load-plugin-executable …#CairnMacroPlugin`)
// and exchanges length-framed JSON messages with it over standard input and output; the
// expansions work on the macros' source text (CairnMacroExpansion), so no syntax library is
// needed. It exits with 0 when the compiler ends the exchange, 1 when the exchange breaks.
import CairnMacroExpansion

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

guard let streams = MessageStreams.claimStandardStreams() else {
    MessageStreams.log("could not set up its standard input and output")
    exit(1)
}
var handler = MacroPluginHandler()
switch PluginMessageLoop.run(read: streams.read, write: streams.write, handler: &handler) {
case .endOfInput:
    exit(0)
case let .failure(reason):
    MessageStreams.log(reason)
    exit(1)
}
