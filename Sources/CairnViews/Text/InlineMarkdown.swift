import Foundation

/// Inline Markdown as SwiftUI reads it in `LocalizedStringKey` literals and
/// `AttributedString(markdown:)`: `**bold**`/`__bold__`, `*italic*`/`_italic_`,
/// `***bold italic***`, `` `code` `` (monospaced, its content literal), `~~strikethrough~~`,
/// `[links](https://…)`, and backslash escapes (`\*`). Block syntax (headings, lists,
/// quotes) is not interpreted on one `Text`, as in SwiftUI, which shows such lines as
/// written.
///
/// Foundation on Linux has no `AttributedString(markdown:)` (swift-foundation leaves the
/// Markdown parser out), so Cairn parses the inline subset itself. Anything malformed (a
/// delimiter without its closing partner, `[text]` without `(url)`) is shown literally,
/// as SwiftUI does.
package enum InlineMarkdown {
    /// One stretch of text in one Markdown style.
    package struct Run: Equatable {
        package var text: String
        package var isBold = false
        package var isItalic = false
        package var isCode = false
        package var isStrikethrough = false
        package var link: String?
    }

    /// The characters Markdown treats as syntax, which `escaped` prefixes with a backslash.
    static let specials: Set<Character> = ["\\", "*", "_", "`", "~", "[", "]", "(", ")"]

    /// `text` with every Markdown special character escaped, so it shows literally (used
    /// for values interpolated into a `LocalizedStringKey`).
    package static func escaped(_ text: String) -> String {
        guard text.contains(where: { specials.contains($0) }) else { return text }
        var out = ""
        for c in text {
            if specials.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// Sources longer than this many characters are not interpreted (only their escapes
    /// are undone): matching delimiters can take time quadratic in the length, and such
    /// texts are data, not hand-written keys.
    package static let maximumLength = 20_000

    /// The runs of `source`, adjacent runs of the same style merged.
    package static func parse(_ source: String) -> [Run] {
        var runs: [Run] = []
        let chars = Array(source)
        if chars.count > maximumLength {
            var text = ""
            var i = 0
            while i < chars.count {
                if chars[i] == "\\", i + 1 < chars.count, specials.contains(chars[i + 1]) { i += 1 }
                text.append(chars[i])
                i += 1
            }
            return text.isEmpty ? [] : [Run(text: text)]
        }
        parse(chars, Run(text: ""), into: &runs)
        return runs
    }

    private static func parse(_ chars: [Character], _ style: Run, into runs: inout [Run]) {
        var i = 0
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            append(Run(text: literal, isBold: style.isBold, isItalic: style.isItalic, isCode: style.isCode,
                       isStrikethrough: style.isStrikethrough, link: style.link), to: &runs)
            literal = ""
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, specials.contains(chars[i + 1]) {
                literal.append(chars[i + 1])
                i += 2
                continue
            }
            if c == "`" {
                var ticks = 0
                while i + ticks < chars.count, chars[i + ticks] == "`" { ticks += 1 }
                if let end = find(String(repeating: "`", count: ticks), in: chars, from: i + ticks, exact: "`") {
                    flush()
                    var code = String(chars[(i + ticks)..<end])
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    var s = style
                    s.isCode = true
                    s.text = code
                    append(s, to: &runs)
                    i = end + ticks
                    continue
                }
                literal += String(repeating: "`", count: ticks)
                i += ticks
                continue
            }
            if c == "[", let (label, url, next) = link(chars, at: i) {
                flush()
                var s = style
                s.link = url
                parse(label, s, into: &runs)
                i = next
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                var count = 0
                while i + count < chars.count, chars[i + count] == c { count += 1 }
                if let (inner, next, n) = emphasis(chars, at: i, delimiter: c, count: count) {
                    flush()
                    var s = style
                    if c == "~" {
                        s.isStrikethrough = true
                    } else {
                        if n >= 2 { s.isBold = true }
                        if n == 1 || n == 3 { s.isItalic = true }
                    }
                    // Delimiters beyond the three that count stay literal.
                    literal = String(repeating: String(c), count: count - n)
                    flush()
                    parse(inner, s, into: &runs)
                    i = next
                    continue
                }
                literal += String(repeating: String(c), count: count)
                i += count
                continue
            }
            literal.append(c)
            i += 1
        }
        flush()
    }

    /// Appends `run`, merged into the previous run when the styles agree.
    private static func append(_ run: Run, to runs: inout [Run]) {
        guard !run.text.isEmpty else { return }
        if var last = runs.last, last.isBold == run.isBold, last.isItalic == run.isItalic, last.isCode == run.isCode,
            last.isStrikethrough == run.isStrikethrough, last.link == run.link
        {
            last.text += run.text
            runs[runs.count - 1] = last
        } else {
            runs.append(run)
        }
    }

    /// The index where `token` next occurs at or after `start` and is not part of a longer
    /// run of `exact`'s character.
    private static func find(_ token: String, in chars: [Character], from start: Int, exact: Character) -> Int? {
        let t = Array(token)
        var j = start
        while j + t.count <= chars.count {
            if Array(chars[j..<(j + t.count)]) == t,
                (j + t.count == chars.count || chars[j + t.count] != exact), j == start || chars[j - 1] != exact
            {
                return j
            }
            j += 1
        }
        return nil
    }

    /// An emphasis span opening at `i` with `count` delimiters: its content, the index after
    /// its closing delimiter, and how many delimiters it uses (1 italic, 2 bold, 3 both;
    /// strikethrough needs exactly 2 tildes). An opening delimiter must be followed by a
    /// non-space and a closing one preceded by one; `_` must not be inside a word.
    private static func emphasis(_ chars: [Character], at i: Int, delimiter c: Character, count: Int) -> ([Character], Int, Int)? {
        let n = c == "~" ? 2 : min(count, 3)
        guard count >= n, c != "~" || count == 2 else { return nil }
        let open = i + count
        guard open < chars.count, !chars[open].isWhitespace else { return nil }
        if c == "_", i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber { return nil }
        var j = open
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "`" {
                // Code spans bind tighter than emphasis: skip over one.
                if let end = find("`", in: chars, from: j + 1, exact: "`") { j = end + 1; continue }
            }
            if chars[j] == c {
                var run = 0
                while j + run < chars.count, chars[j + run] == c { run += 1 }
                let closeOK = !chars[j - 1].isWhitespace && run >= n
                    && (c != "_" || j + run == chars.count || !(chars[j + run].isLetter || chars[j + run].isNumber))
                if closeOK, j > open || run > n {
                    let innerEnd = j + (run - n)
                    guard innerEnd > open else { j += run; continue }
                    return (Array(chars[open..<innerEnd]), innerEnd + n, n)
                }
                j += run
                continue
            }
            j += 1
        }
        return nil
    }

    /// A link `[label](url)` at `i`: its label, URL and the index after it.
    private static func link(_ chars: [Character], at i: Int) -> ([Character], String, Int)? {
        var depth = 0
        var j = i
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        guard j < chars.count, j + 1 < chars.count, chars[j + 1] == "(",
            let close = chars[(j + 2)...].firstIndex(of: ")")
        else { return nil }
        let url = String(chars[(j + 2)..<close]).trimmingCharacters(in: .whitespaces)
        guard !url.isEmpty, !url.contains(" "), j > i + 1 else { return nil }
        return (Array(chars[(i + 1)..<j]), url, close + 1)
    }
}
