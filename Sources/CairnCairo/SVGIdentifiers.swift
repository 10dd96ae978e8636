import Foundation

/// Renumbers the element ids Cairo's SVG surface derives from process-wide counters.
///
/// Cairo 1.16 names groups and images after the unique id of the surface they came from
/// (`id="surface12"`, referenced as `xlink:href="#surface12"`), and that id grows with every
/// surface the process creates, so two renderings of one list would differ. Each distinct
/// `surfaceN` / `imageN` token that follows a `"` or `#` is replaced by the same prefix and
/// its order of first appearance (per prefix), which depends only on the document.
enum SVGIdentifiers {
    /// The prefixes whose numbers come from process-wide counters.
    static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    /// `svg` with every `surfaceN` and `imageN` id token renumbered from 1, in one pass.
    static func renumbered(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var mapping: [[UInt8]: Int] = [:]
        var counters = [Int](repeating: 0, count: prefixes.count)
        var i = 0
        scan: while i < bytes.count {
            let byte = bytes[i]
            output.append(byte)
            i += 1
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") else { continue }
            for (index, prefix) in prefixes.enumerated() {
                guard bytes.count - i > prefix.count, bytes[i..<i + prefix.count].elementsEqual(prefix) else { continue }
                var end = i + prefix.count
                while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
                guard end > i + prefix.count else { continue }
                let token = Array(bytes[i..<end])
                let number: Int
                if let known = mapping[token] {
                    number = known
                } else {
                    counters[index] += 1
                    number = counters[index]
                    mapping[token] = number
                }
                output.append(contentsOf: prefix)
                output.append(contentsOf: String(number).utf8)
                i = end
                continue scan
            }
        }
        return Data(output)
    }
}
