/// A `#Preview` body's `@Previewable` variables, rewritten as SwiftUI rewrites them.
///
/// SwiftUI (documentation of `Previewable()`): "Tagging a variable declaration at root scope in
/// your `#Preview` body with `@Previewable` allows you to use dynamic properties inline in
/// previews. The `#Preview` macro will generate an embedded SwiftUI view; tagged declarations
/// become properties on the view, and all remaining statements form the view's body."
///
/// ```swift
/// #Preview("toggle") {
///     @Previewable @State var toggled = true
///     Toggle("Loud Noises", isOn: $toggled)
/// }
/// ```
/// makes, inside the preview's registry type, the view
/// ```swift
/// struct __Previewable_Wrapper: CairnViews.View {
///     @State var toggled = true
///     var body: some CairnViews.View {
///         Toggle("Loud Noises", isOn: $toggled)
///     }
/// }
/// ```
/// and the body closure `{ __Previewable_Wrapper() }`. The wrapper's `body` has no `return`
/// unless the closure had one, so it is a view builder as the closure was (`View.body` is
/// `@ViewBuilder`).
///
/// Cairn differs from SwiftUI in two ways, both forced. The wrapper is a member of the
/// registry type, not a local type of the closure: Cairn's `Preview` takes a generic
/// `() -> Content` where SwiftUI's takes `() -> any View`, and a closure whose type names a
/// type declared inside it crashes Swift 6.3's mangler (infinite recursion). And the wrapper
/// is not `@MainActor`: Cairn's `View` is not main-actor isolated (SwiftUI's is), so its
/// `body` runs where any Cairn view's body runs.
enum PreviewableBody {
    /// The attribute that marks a preview's variable.
    static let attribute = "@Previewable"

    /// What a preview's body becomes: the closure to pass as the preview's body, and the
    /// wrapper view to declare beside `makePreview()` (nil when there is none).
    struct Rewrite: Equatable {
        /// The body closure's text, braces included.
        var closure: String
        /// The wrapper view's declaration, its first line unindented and the others indented
        /// for a member of the registry type, or nil.
        var wrapper: String?
    }

    /// The body for the closure at `closure` (braces included): itself (re-indented under the
    /// `CairnPreviews.Preview(` line) when it has no `@Previewable` variable at its top level,
    /// else the wrapper view and a closure making it.
    ///
    /// Step 1: find the top-level `@Previewable` declarations. Step 2: check each (a `var` or
    /// `let` with an initial value) and take its text without the attribute. Step 3: the rest
    /// of the closure, the declarations cut out, becomes the wrapper's body. Step 4: write the
    /// wrapper, a member of the registry type.
    static func rewrite(_ source: TokenizedSource, closure: Range<Int>, names: ExpansionNames) throws(SourceError) -> Rewrite {
        let indent = "    "
        let open = closure.lowerBound
        let close = closure.upperBound - 1
        // Step 1.
        var starts: [Int] = []
        var cursor = open + 1
        while cursor < close {
            if source.token(cursor, is: .attribute, attribute) { starts.append(cursor) }
            cursor = source.next(after: cursor)
        }
        guard let first = starts.first else {
            // The closure as written, its lines moved under the `CairnPreviews.Preview(` line.
            let text = source.text(tokens: closure)
            let lineIndent = Reindent.lineIndentation(in: source.bytes, at: source.tokens[open].range.lowerBound)
            let moved = Reindent.block(text, firstLineIndent: lineIndent, to: PreviewMacroExpansion.callIndent)
            return Rewrite(closure: String(moved.dropFirst(PreviewMacroExpansion.callIndent.count)), wrapper: nil)
        }
        if let keyword = source.firstTopLevel(in: (open + 1)..<first, where: { source.token($0, is: .identifier, "in") }),
           !source.token(open + 1, is: .identifier, "for") {
            throw SourceError("'@Previewable' needs a #Preview body without parameters; remove the closure's signature",
                              at: source.tokens[keyword].range.lowerBound)
        }
        // Step 2.
        var properties: [String] = []
        var cuts: [Range<Int>] = []
        var previousEnd = open + 1
        for start in starts where start >= previousEnd {
            // A second `@Previewable` inside the same declaration belongs to it.
            let end = statementEnd(source, from: start, limit: close)
            previousEnd = end
            let last = source.token(end - 1, is: .semicolon) ? end - 1 : end
            let afterAttribute = source.attributeEnd(at: start)
            let keyword = source.skipAttributesAndModifiers(from: afterAttribute)
            guard keyword < last, source.token(keyword, is: .identifier, "var") || source.token(keyword, is: .identifier, "let") else {
                throw SourceError("'@Previewable' applies to a variable at the top of a #Preview body: @Previewable @State var value = 0",
                                  at: source.tokens[start].range.lowerBound)
            }
            // A property wrapper other than `@State` and `@Binding` may make its value itself
            // (`@Previewable @Query var snacks: [Snack]`, with `Query`'s `init()`); a `@State`
            // or plain variable needs an initial value.
            let wrapped = (afterAttribute..<keyword).contains {
                source.token($0, is: .attribute) && !source.token($0, is: .attribute, "@State")
                    && !source.token($0, is: .attribute, "@Binding")
            }
            guard wrapped || source.firstTopLevel(in: keyword..<last, where: { source.token($0, is: .operator, "=") }) != nil else {
                throw SourceError("'@Previewable' variable needs an initial value: the preview makes its view without arguments",
                                  at: source.tokens[keyword].range.lowerBound)
            }
            let text = source.text(tokens: afterAttribute..<last)
            let lineIndent = Reindent.lineIndentation(in: source.bytes, at: source.tokens[start].range.lowerBound)
            properties.append(Reindent.block(text, firstLineIndent: lineIndent, to: indent + "    "))
            cuts.append(wholeLines(source.bytes, source.tokens[start].range.lowerBound..<source.tokens[end - 1].range.upperBound))
        }
        // Step 3.
        let body = restOfBody(source, from: source.tokens[open].range.upperBound, to: source.tokens[close].range.lowerBound,
                              cutting: cuts, indent: indent + "        ")
        // Step 4.
        let wrapper = names.previewableWrapper
        var lines = ["struct \(wrapper): \(names.view) {"]
        lines += properties
        lines.append("\(indent)    var body: some \(names.view) {")
        if !body.isEmpty { lines.append(body) }
        lines += ["\(indent)    }", "\(indent)}"]
        return Rewrite(closure: "{ \(wrapper)() }", wrapper: lines.joined(separator: "\n"))
    }

    /// The index after the statement starting at `start`: at a `;`, or before the first token
    /// on a new line that does not continue it. A line continues the statement while the
    /// declaration has not reached its `var`/`let`, after an attribute, `=`, `,`, `:` or a
    /// binary operator, and before a line starting with `.` or a binary operator.
    private static func statementEnd(_ source: TokenizedSource, from start: Int, limit: Int) -> Int {
        var sawKeyword = false
        var index = start
        while index < limit {
            if source.token(index, is: .semicolon) { return index + 1 }
            if index > start, source.tokens[index].newlineBefore, sawKeyword, !continues(source, previous: index - 1, next: index) {
                return index
            }
            if source.token(index, is: .identifier, "var") || source.token(index, is: .identifier, "let") { sawKeyword = true }
            index = source.next(after: index)
        }
        return limit
    }

    /// Whether the token at `next`, first on its line, continues the statement whose last
    /// token so far is at `previous`.
    private static func continues(_ source: TokenizedSource, previous: Int, next: Int) -> Bool {
        let before = source.tokens[previous]
        switch before.kind {
        case .attribute, .comma, .colon:
            return true
        case .operator:
            // A postfix `!` or `?` (touching what it follows) ends an expression.
            let text = source.text(of: previous)
            if text == "=" { return true }
            return before.spaceBefore || (text != "!" && text != "?")
        default:
            break
        }
        let after = source.tokens[next]
        guard after.kind == .operator else { return false }
        // `.modifier()` or a binary operator (spaced on both sides) on the next line.
        let text = source.text(of: next)
        let spacedAfter = next + 1 >= source.tokens.count || source.tokens[next + 1].spaceBefore
        return text.hasPrefix(".") || spacedAfter
    }

    /// `range` widened to whole lines when nothing but whitespace shares its first and last
    /// lines (its indentation and line break go with it, leaving no blank line behind).
    private static func wholeLines(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        let isBlank: (UInt8) -> Bool = { $0 == ASCII.space || $0 == ASCII.tab }
        var start = range.lowerBound
        while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
        var end = range.upperBound
        while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        let startsLine = start == 0 || bytes[start - 1] == ASCII.newline || bytes[start - 1] == ASCII.carriageReturn
        let endsLine = end < bytes.count && (bytes[end] == ASCII.newline || bytes[end] == ASCII.carriageReturn)
        guard startsLine, endsLine else { return range }
        if bytes[end] == ASCII.carriageReturn, end + 1 < bytes.count, bytes[end + 1] == ASCII.newline { end += 1 }
        return start..<(end + 1)
    }

    /// The closure's text between `start` and `end` with the `cuts` removed, without blank
    /// lines around it, indented under `indent`.
    private static func restOfBody(_ source: TokenizedSource, from start: Int, to end: Int, cutting cuts: [Range<Int>],
                                   indent: String) -> String {
        var bytes: [UInt8] = []
        var cursor = start
        for cut in cuts {
            bytes += source.bytes[cursor..<cut.lowerBound]
            cursor = cut.upperBound
        }
        bytes += source.bytes[cursor..<end]
        let isSpace: (UInt8) -> Bool = { [ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn].contains($0) }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        // The first line's indentation: its own when it starts a line, else that of the line
        // holding the closure's `{` (the text follows the brace on its line).
        let leading = bytes[..<first]
        let firstIndent: Int
        if let lineBreak = leading.lastIndex(where: { $0 == ASCII.newline || $0 == ASCII.carriageReturn }) {
            firstIndent = first - lineBreak - 1
        } else {
            firstIndent = Reindent.lineIndentation(in: source.bytes, at: start)
        }
        let text = String(decoding: bytes[first...last], as: UTF8.self)
        return Reindent.block(text, firstLineIndent: firstIndent, to: indent)
    }
}
