/// Swift source text split into tokens, each bracket paired with its partner: what the
/// expansions read a macro's source with.
///
/// ```swift
/// let source = try TokenizedSource("#Preview(\"A\") { Text(\"a\") }")
/// source.text(of: 0)          // "#Preview"
/// source.partner(of: 1)       // 3, the `)` closing the `(` at token 1
/// ```
public struct TokenizedSource: Sendable {
    /// The text, as UTF-8.
    public let bytes: [UInt8]
    /// The tokens, in order.
    public let tokens: [Token]
    /// For a bracket token, the index of its partner; -1 for any other token.
    private let partners: [Int]

    /// Scans `text`; throws the first lexical error or unbalanced bracket.
    public init(_ text: String) throws(SourceError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// Scans the UTF-8 text `bytes`; throws the first lexical error or unbalanced bracket.
    public init(bytes: [UInt8]) throws(SourceError) {
        var scanner = SwiftScanner(bytes)
        let tokens = try scanner.scanAll()
        self.bytes = bytes
        self.tokens = tokens
        self.partners = try Self.pairBrackets(tokens, bytes: bytes)
    }

    /// Pairs every opening bracket with its closing one (a stack; one pass).
    private static func pairBrackets(_ tokens: [Token], bytes: [UInt8]) throws(SourceError) -> [Int] {
        var partners = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.isOpener {
                open.append(index)
            } else if token.isCloser {
                guard let opener = open.popLast() else {
                    throw SourceError("unexpected '\(Self.character(token.kind))' with no bracket to close", at: token.range.lowerBound)
                }
                guard Self.closer(of: tokens[opener].kind) == token.kind else {
                    throw SourceError("'\(Self.character(tokens[opener].kind))' is closed by '\(Self.character(token.kind))'",
                                    at: token.range.lowerBound)
                }
                partners[opener] = index
                partners[index] = opener
            }
        }
        if let unclosed = open.last {
            throw SourceError("'\(Self.character(tokens[unclosed].kind))' is never closed", at: tokens[unclosed].range.lowerBound)
        }
        return partners
    }

    private static func closer(of kind: Token.Kind) -> Token.Kind {
        switch kind {
        case .openParen: .closeParen
        case .openBracket: .closeBracket
        default: .closeBrace
        }
    }

    private static func character(_ kind: Token.Kind) -> String {
        switch kind {
        case .openParen: "("
        case .closeParen: ")"
        case .openBracket: "["
        case .closeBracket: "]"
        case .openBrace: "{"
        default: "}"
        }
    }

    // MARK: Reading

    /// The index of the bracket paired with the bracket at `index`, or nil if it is no bracket.
    public func partner(of index: Int) -> Int? {
        partners[index] >= 0 ? partners[index] : nil
    }

    /// The index of the token after the one at `index`, stepping over a whole bracketed group
    /// when `index` opens one.
    public func next(after index: Int) -> Int {
        (partner(of: index).map { $0 > index ? $0 : index } ?? index) + 1
    }

    /// The text of the token at `index`.
    public func text(of index: Int) -> String {
        text(bytes: tokens[index].range)
    }

    /// The text from the start of the first token of `range` to the end of its last (so
    /// without the whitespace and comments around them); "" for an empty range.
    public func text(tokens range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return text(bytes: tokens[first].range.lowerBound..<tokens[last].range.upperBound)
    }

    /// The text of the bytes in `range`.
    public func text(bytes range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the token at `index` exists, is of `kind` and, if given, reads `text`.
    public func token(_ index: Int, is kind: Token.Kind, _ text: String? = nil) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == kind else { return false }
        guard let text else { return true }
        return bytes[tokens[index].range].elementsEqual(text.utf8)
    }

    /// Splits `range` at its top-level tokens of `separator` kind (those not inside brackets),
    /// which belong to no part: `a, f(b, c), d` split at commas is `a`, `f(b, c)`, `d`.
    public func split(_ range: Range<Int>, at separator: Token.Kind) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].kind == separator {
                parts.append(start..<index)
                start = index + 1
                index += 1
            } else {
                index = min(next(after: index), range.upperBound)
            }
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// The index of the first top-level token in `range` for which `test` holds, or nil.
    public func firstTopLevel(in range: Range<Int>, where test: (Int) -> Bool) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if test(index) { return index }
            index = min(next(after: index), range.upperBound)
        }
        return nil
    }
}
