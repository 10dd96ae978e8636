// libFuzzer target: the two path parsers, `Path(svgPath:)` (SVG path data) and `Path(_:)`
// (SwiftUI's description strings), on arbitrary bytes. Built by scripts/libfuzzer-parsers.sh
// with -sanitize=fuzzer,address; any crash, sanitizer report or timeout is a finding.
import CairnShapes

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathParsers(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    if let path = Path(svgPath: text) {
        _ = path.boundingRect
        // A parsed path's description parses back to the same elements.
        if let again = Path(path.description), again.description != path.description {
            fatalError("description round trip changed the path: \(path.description) → \(again.description)")
        }
    }
    if let path = Path(text) { _ = path.boundingRect }
    return 0
}
