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

    /// `svg` with every `surfaceN` and `imageN` id token renumbered from 1, in one pass
    /// (the bytes between tokens are copied in runs).
    static func renumbered(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        // Numbers of up to 17 digits (all Cairo makes) map as integers (with their digit count, so
        // "012" stays apart from "12"); longer ones by bytes.
        var mapping = [[Int: Int]](repeating: [:], count: prefixes.count)
        var longMapping: [[UInt8]: Int] = [:]
        var counters = [Int](repeating: 0, count: prefixes.count)
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        bytes.withUnsafeBufferPointer { b in
            let n = b.count
            var copied = 0  // bytes before this index are in `output`
            var i = 0
            scan: while i < n {
                let byte = b[i]
                i += 1
                guard byte == quote || byte == hash else { continue }
                for (index, prefix) in prefixes.enumerated() {
                    let digitsStart = i + prefix.count
                    guard n > digitsStart, b[i] == prefix[0], b[i..<digitsStart].elementsEqual(prefix) else { continue }
                    var end = digitsStart
                    var value = 0
                    while end < n, b[end] >= zero, b[end] <= nine {
                        if end - digitsStart < 17 { value = value * 10 + Int(b[end] - zero) }
                        end += 1
                    }
                    guard end > digitsStart else { continue }
                    let short = end - digitsStart <= 17
                    let key = value * 32 + (end - digitsStart)
                    let number: Int
                    if short, let known = mapping[index][key] {
                        number = known
                    } else if !short, let known = longMapping[Array(b[i..<end])] {
                        number = known
                    } else {
                        counters[index] += 1
                        number = counters[index]
                        if short { mapping[index][key] = number } else { longMapping[Array(b[i..<end])] = number }
                    }
                    output.append(contentsOf: b[copied..<i])
                    output.append(contentsOf: prefix)
                    output.append(contentsOf: String(number).utf8)
                    i = end
                    copied = end
                    continue scan
                }
            }
            output.append(contentsOf: b[copied..<n])
        }
        return Data(output)
    }
}
