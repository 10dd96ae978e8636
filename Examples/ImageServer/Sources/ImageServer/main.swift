import Foundation
import ImageServerCore

// ImageServer [--host 127.0.0.1] [--port 8080] [--timeout SECONDS]
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
let host = option("--host") ?? "127.0.0.1"
let port = option("--port").flatMap(Int.init) ?? 8080
let timeout = option("--timeout").flatMap(Double.init).map { Duration.milliseconds(Int64($0 * 1000)) } ?? .seconds(10)

let app = buildApplication(host: host, port: port, renders: RenderQueue(timeout: timeout))
try await app.runService()
