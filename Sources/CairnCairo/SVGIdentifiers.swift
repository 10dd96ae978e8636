import Foundation

/// Renumbers the element ids Cairo's SVG surface derives from process-wide counters.
///
/// Cairo 1.16 names groups after the unique id of the surface they came from
/// (`id="surface12"`, referenced as `xlink:href="#surface12"`), and that id grows with every
/// surface the process creates, so two renderings of one list would differ. Each distinct
/// `surfaceN` / `imageN` is replaced by the same prefix and its order of first appearance,
/// which is stable.
enum SVGIdentifiers {
    /// The prefixes whose numbers come from process-wide counters.
    static let prefixes = ["surface", "image"]

    /// `svg` with every `surfaceN` and `imageN` token renumbered from 1 in order of appearance.
    static func renumbered(_ svg: Data) -> Data {
        guard let text = String(data: svg, encoding: .utf8) else { return svg }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var mapping: [String: Int] = [:]
        var counters: [String: Int] = [:]
        var rest = Substring(text)
        while let (prefix, range) = firstToken(in: rest) {
            output += rest[rest.startIndex..<range.lowerBound]
            let token = String(rest[range])
            let number: Int
            if let known = mapping[token] {
                number = known
            } else {
                number = (counters[prefix] ?? 0) + 1
                counters[prefix] = number
                mapping[token] = number
            }
            output += prefix + String(number)
            rest = rest[range.upperBound...]
        }
        output += rest
        return Data(output.utf8)
    }

    /// The earliest `"surfaceN` or `#surfaceN` (and image) token: a prefix directly after a
    /// quote or `#`, followed by digits.
    private static func firstToken(in text: Substring) -> (String, Range<Substring.Index>)? {
        var best: (String, Range<Substring.Index>)?
        for prefix in prefixes {
            var search = text[...]
            while let found = search.range(of: prefix) {
                let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
                var end = found.upperBound
                while end < text.endIndex, text[end].isASCII, text[end].isNumber { end = text.index(after: end) }
                if (before == "\"" || before == "#"), end > found.upperBound {
                    if best == nil || found.lowerBound < best!.1.lowerBound { best = (prefix, found.lowerBound..<end) }
                    break
                }
                search = text[found.upperBound...]
            }
        }
        return best
    }
}
