/// A `#Preview` as written, read from its tokens: the arguments before the body, in order,
/// and the body closure (trailing, or the `body:` argument).
///
/// Every form SwiftUI has reads the same way:
/// `#Preview { … }`, `#Preview("Name") { … }`, `#Preview("Name", traits: .a, .b) { … }`,
/// `#Preview(traits: .a) { … }` and `#Preview("Name", body: { … })`.
struct PreviewCall {
    /// One argument before the body: its label (nil when unlabelled) and its expression's tokens.
    struct Argument {
        /// The label as written (`traits`), or nil.
        var label: String?
        /// The expression's token range.
        var expression: Range<Int>
    }

    /// The index of the `#Preview` token.
    var macroToken: Int
    /// The arguments before the body, in order.
    var arguments: [Argument]
    /// The token range of the body closure, braces included (for a widget preview, the
    /// closure that makes the widget).
    var body: Range<Int>
    /// A widget preview's labelled trailing closures after the first (`timeline: { … }`,
    /// `timelineProvider: { … }`), in order: WidgetKit's `#Preview(as: .systemSmall) { … } timeline: { … }`.
    var labelledClosures: [(label: String, closure: Range<Int>)] = []
    /// Whether this is a widget preview (an `as:` argument, WidgetKit's form): its first
    /// trailing closure is the `widget:` argument, not a view body.
    var isWidget: Bool { arguments.contains { $0.label == "as" } }

    /// What `#Preview` says when it has no closure to make the view with (today's wording).
    static let missingBody = "#Preview needs a closure that makes the view: #Preview(\"Name\") { MyView() }"
    /// What `#Preview` says about a second trailing closure (today's wording).
    static let extraClosures = "#Preview takes one trailing closure, the view's body"

    /// Reads the `#Preview` in `source`; throws what is wrong, at its byte offset.
    ///
    /// Step 1: the `#name` token. Step 2: the argument list, split at its top-level commas (a
    /// trailing comma is allowed). Step 3: the trailing closures. Step 4: the body, from the
    /// trailing closure or the last `body:` argument.
    init(_ source: TokenizedSource) throws(SourceError) {
        let tokens = source.tokens
        // Step 1: `#Preview`.
        guard let first = tokens.first, first.kind == .pound else {
            throw SourceError("expected a '#Preview' macro expansion", at: tokens.first?.range.lowerBound ?? 0)
        }
        macroToken = 0
        var cursor = 1
        // Step 2: `(arguments)`, on the macro's line.
        var arguments: [Argument] = []
        if source.token(cursor, is: .openParen), !tokens[cursor].newlineBefore, let close = source.partner(of: cursor) {
            var parts = source.split((cursor + 1)..<close, at: .comma)
            if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
            if parts.count == 1, parts[0].isEmpty { parts = [] }
            for part in parts {
                arguments.append(try Self.argument(part, in: source, listEnd: tokens[close].range.lowerBound))
            }
            cursor = close + 1
        }
        // Step 3: `{ … }` and any `label: { … }` after it.
        var trailing: Range<Int>?
        if source.token(cursor, is: .openBrace), let close = source.partner(of: cursor) {
            trailing = cursor..<(close + 1)
            cursor = close + 1
        }
        var labelled: [(label: String, closure: Range<Int>)] = []
        while trailing != nil, source.token(cursor, is: .identifier), source.token(cursor + 1, is: .colon),
              source.token(cursor + 2, is: .openBrace), let close = source.partner(of: cursor + 2) {
            // WidgetKit's form takes them (`} timeline: { … }`); a view preview takes one closure.
            guard arguments.contains(where: { $0.label == "as" }) else {
                throw SourceError(Self.extraClosures, at: tokens[cursor].range.lowerBound)
            }
            labelled.append((source.text(of: cursor), (cursor + 2)..<(close + 1)))
            cursor = close + 1
        }
        labelledClosures = labelled
        if cursor < tokens.count {
            throw SourceError("unexpected '\(source.text(of: cursor))' after #Preview's closure", at: tokens[cursor].range.lowerBound)
        }
        // Step 4: the body.
        let bodyArgument = arguments.last.flatMap { argument -> Range<Int>? in
            guard argument.label == "body", source.token(argument.expression.lowerBound, is: .openBrace),
                  let close = source.partner(of: argument.expression.lowerBound),
                  close + 1 == argument.expression.upperBound else { return nil }
            return argument.expression
        }
        if trailing == nil, arguments.contains(where: { $0.label == "as" }) {
            // A widget preview with every closure in the parentheses (`widget: { … }, timeline: { … }`).
            body = 0..<0
            self.arguments = arguments
            return
        }
        switch (trailing, bodyArgument) {
        case let (closure?, nil):
            body = closure
        case let (nil, closure?):
            body = closure
            arguments.removeLast()
        case let (closure?, _?):
            throw SourceError("#Preview takes one closure, the view's body: pass it as 'body:' or after the parentheses, not both",
                              at: tokens[closure.lowerBound].range.lowerBound)
        case (nil, nil):
            throw SourceError(Self.missingBody, at: first.range.lowerBound)
        }
        self.arguments = arguments
    }

    /// One argument: `label: expression` or `expression`.
    private static func argument(_ part: Range<Int>, in source: TokenizedSource, listEnd: Int) throws(SourceError) -> Argument {
        guard let start = part.first else {
            // An empty part ends at the comma after it.
            let comma = part.lowerBound < source.tokens.count ? source.tokens[part.lowerBound].range.lowerBound : listEnd
            throw SourceError("expected an argument before ','", at: comma)
        }
        if source.token(start, is: .identifier), source.token(start + 1, is: .colon), start + 1 < part.upperBound {
            let expression = (start + 2)..<part.upperBound
            guard !expression.isEmpty else {
                throw SourceError("expected a value after '\(source.text(of: start)):'", at: source.tokens[start + 1].range.upperBound)
            }
            return Argument(label: source.text(of: start), expression: expression)
        }
        return Argument(label: nil, expression: part)
    }
}
