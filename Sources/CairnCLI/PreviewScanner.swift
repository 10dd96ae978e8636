import Foundation

/// One `#Preview { … }` block found in a source file.
struct PreviewBlock: Equatable {
    /// The preview's name (its string argument), or nil.
    var name: String?
    /// The closure's body, without the outer braces.
    var body: String
    /// The 1-based line of `#Preview`.
    var line: Int
    /// The character range of the whole `#Preview…}` in the source.
    var range: Range<String.Index>
    /// The 1-based column of `#Preview`.
    var column: Int = 1
    /// The text between the parentheses of `#Preview(…)` (name and traits), or nil.
    var arguments: String? = nil
}

/// Finds `#Preview` blocks by scanning the source (no swift-syntax): strings, comments and
/// nested braces are skipped correctly, which is all a preview's extent needs.
enum PreviewScanner {
    static func scan(_ source: String) -> [PreviewBlock] {
        var blocks: [PreviewBlock] = []
        let chars = Array(source)
        let indices = Array(source.indices) + [source.endIndex]
        var i = 0
        var line = 1
        func skipStringOrComment(_ j: inout Int) -> Bool {
            if chars[j] == "/", j + 1 < chars.count, chars[j + 1] == "/" {
                while j < chars.count, chars[j] != "\n" { j += 1 }
                return true
            }
            if chars[j] == "/", j + 1 < chars.count, chars[j + 1] == "*" {
                j += 2
                while j + 1 < chars.count, !(chars[j] == "*" && chars[j + 1] == "/") { j += 1 }
                j = min(j + 2, chars.count)
                return true
            }
            if chars[j] == "\"" {
                let triple = j + 2 < chars.count && chars[j + 1] == "\"" && chars[j + 2] == "\""
                j += triple ? 3 : 1
                while j < chars.count {
                    if chars[j] == "\\" { j += 2; continue }
                    if triple, j + 2 < chars.count, chars[j] == "\"", chars[j + 1] == "\"", chars[j + 2] == "\"" { j += 3; return true }
                    if !triple, chars[j] == "\"" { j += 1; return true }
                    if !triple, chars[j] == "\n" { return true }
                    j += 1
                }
                return true
            }
            return false
        }
        while i < chars.count {
            let start = i
            if skipStringOrComment(&i) {
                line += chars[start..<i].filter { $0 == "\n" }.count
                continue
            }
            if chars[i] == "\n" { line += 1 }
            guard chars[i] == "#", String(chars[i..<min(i + 8, chars.count)]) == "#Preview",
                  i + 8 >= chars.count || !(chars[i + 8].isLetter || chars[i + 8].isNumber || chars[i + 8] == "_")
            else { i += 1; continue }
            let previewLine = line
            var j = i + 8
            var name: String?
            var arguments: String?
            var lineStart = i
            while lineStart > 0, chars[lineStart - 1] != "\n" { lineStart -= 1 }
            while j < chars.count, chars[j].isWhitespace { j += 1 }
            if j < chars.count, chars[j] == "(" {
                let open = j
                // The arguments: the first string literal is the name.
                var depth = 0
                while j < chars.count {
                    if chars[j] == "\"" && name == nil {
                        var k = j + 1
                        var text = ""
                        while k < chars.count, chars[k] != "\"" { if chars[k] == "\\" { k += 1 }; if k < chars.count { text.append(chars[k]) }; k += 1 }
                        name = text
                        j = k + 1
                        continue
                    }
                    if skipStringOrComment(&j) { continue }
                    if chars[j] == "(" { depth += 1 }
                    if chars[j] == ")" { depth -= 1; if depth == 0 { j += 1; break } }
                    j += 1
                }
                arguments = String(chars[(open + 1)..<max(open + 1, j - 1)])
                while j < chars.count, chars[j].isWhitespace { j += 1 }
            }
            guard j < chars.count, chars[j] == "{" else { i += 1; continue }
            let bodyStart = j + 1
            var depth = 0
            var end = -1
            while j < chars.count {
                if skipStringOrComment(&j) { continue }
                if chars[j] == "{" { depth += 1 }
                if chars[j] == "}" { depth -= 1; if depth == 0 { end = j; break } }
                j += 1
            }
            guard end >= 0 else { break }
            blocks.append(PreviewBlock(
                name: name, body: String(chars[bodyStart..<end]), line: previewLine, range: indices[i]..<indices[end + 1],
                column: i - lineStart + 1, arguments: arguments))
            line += chars[i...end].filter { $0 == "\n" }.count
            i = end + 1
        }
        return blocks
    }

    /// `source` with its preview blocks removed (their lines kept blank, so that compiler
    /// line numbers still match the original) and `import SwiftUI` made `import Cairn`.
    static func stripped(_ source: String, blocks: [PreviewBlock]) -> String {
        var result = source
        for block in blocks.reversed() {
            let newlines = String(repeating: "\n", count: source[block.range].filter { $0 == "\n" }.count)
            result.replaceSubrange(block.range, with: newlines)
        }
        return PreviewsJob.importingCairn(result)
    }
}
