/// Moves lines of source to a new indentation, keeping their indentation relative to each
/// other, so that moved code reads well in an expansion.
///
/// Every line loses the same number of leading whitespace characters and gains the same
/// prefix, so a multi-line string literal inside keeps its content: its closing delimiter
/// moves with its lines.
enum Reindent {
    /// `text` with its first line at `indent` and the others shifted by the same amount.
    ///
    /// - Parameters:
    ///   - text: the lines; the first has no leading whitespace (it may start mid-line in the
    ///     original).
    ///   - firstLineIndent: the indentation, in characters, the first line counts as having.
    ///   - indent: the new indentation of the first line.
    static func block(_ text: String, firstLineIndent: Int, to indent: String) -> String {
        // Split at scalars, not characters: "\r\n" is one Character, but a line break here.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
        let common = lines.dropFirst().reduce(firstLineIndent) { common, line in
            isBlank(line) ? common : min(common, leadingWhitespace(line))
        }
        var result: [String] = []
        for (number, line) in lines.enumerated() {
            if number == 0 {
                result.append(indent + line)
                continue
            }
            let rest = line.dropFirst(min(common, leadingWhitespace(line)))
            result.append(rest.isEmpty ? "" : indent + rest)
        }
        return result.joined(separator: "\n")
    }

    /// The indentation (spaces and tabs at its start) of the line holding byte `offset`.
    static func lineIndentation(in bytes: [UInt8], at offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != ASCII.newline, bytes[start - 1] != ASCII.carriageReturn { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == ASCII.space || bytes[end] == ASCII.tab { end += 1 }
        return end - start
    }

    private static func leadingWhitespace(_ line: Substring) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.count
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }
}
