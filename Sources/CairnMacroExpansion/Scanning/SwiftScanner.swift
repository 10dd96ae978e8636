/// Splits Swift source text (UTF-8) into tokens, skipping whitespace and comments.
///
/// It reads every form of string literal (`"…"`, multi-line `"""…"""`, raw `#"…"#` with any
/// number of `#`, interpolations `\(…)` holding further strings to a depth of 32), `#/…/#`
/// regex literals, nested `/* … */` comments and backticked names. Bare `/…/` regex literals
/// are read as operators (so brackets inside them count).
///
/// Every step consumes at least one byte, so scanning ends after at most as many steps as the
/// text has bytes, whatever the input.
struct SwiftScanner {
    /// How deeply string interpolations may nest inside each other.
    static let maximumStringNesting = 32

    private let bytes: [UInt8]
    private var position = 0

    /// A scanner at the start of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every token of the text, or the first lexical error.
    mutating func scanAll() throws(SourceError) -> [Token] {
        var tokens: [Token] = []
        while true {
            let trivia = try skipTrivia()
            guard position < bytes.count else { return tokens }
            let start = position
            let kind = try scanToken(nesting: 0)
            tokens.append(Token(kind: kind, range: start..<position, newlineBefore: trivia.newline,
                                spaceBefore: trivia.space || tokens.isEmpty))
        }
    }

    // MARK: Trivia

    /// Skips whitespace and comments; says whether they held a line break, and whether there
    /// were any.
    private mutating func skipTrivia() throws(SourceError) -> (newline: Bool, space: Bool) {
        var newline = false
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case ASCII.newline, ASCII.carriageReturn:
                newline = true
                position += 1
            case ASCII.space, ASCII.tab, 0x0B, 0x0C, 0x00:
                position += 1
            case ASCII.slash where peek(1) == ASCII.slash:
                while position < bytes.count, bytes[position] != ASCII.newline, bytes[position] != ASCII.carriageReturn {
                    position += 1
                }
            case ASCII.slash where peek(1) == ASCII.star:
                if try skipBlockComment() { newline = true }
            default:
                return (newline, position > start)
            }
        }
        return (newline, position > start)
    }

    /// Skips a (nested) block comment at `position`; says whether it held a line break.
    private mutating func skipBlockComment() throws(SourceError) -> Bool {
        let start = position
        var depth = 0
        var newline = false
        while position < bytes.count {
            if bytes[position] == ASCII.slash, peek(1) == ASCII.star {
                depth += 1
                position += 2
            } else if bytes[position] == ASCII.star, peek(1) == ASCII.slash {
                depth -= 1
                position += 2
                if depth == 0 { return newline }
            } else {
                if bytes[position] == ASCII.newline || bytes[position] == ASCII.carriageReturn { newline = true }
                position += 1
            }
        }
        throw SourceError("unterminated '/*' comment", at: start)
    }

    // MARK: Tokens

    /// Scans the token at `position` (not trivia) and returns its kind.
    private mutating func scanToken(nesting: Int) throws(SourceError) -> Token.Kind {
        let byte = bytes[position]
        if ASCII.isIdentifierStart(byte) {
            skipIdentifierCharacters()
            return .identifier
        }
        if ASCII.isDigit(byte) {
            scanNumber()
            return .number
        }
        switch byte {
        case ASCII.dollar:
            position += 1
            skipIdentifierCharacters()
            return .identifier
        case ASCII.backtick:
            return scanBacktickedName()
        case ASCII.quote:
            try scanString(hashes: 0, nesting: nesting)
            return .string
        case ASCII.pound:
            return try scanPound(nesting: nesting)
        case ASCII.at:
            position += 1
            guard position < bytes.count, ASCII.isIdentifierStart(bytes[position]) else { return .unknown }
            skipIdentifierCharacters()
            return .attribute
        case ASCII.openParen: position += 1; return .openParen
        case ASCII.closeParen: position += 1; return .closeParen
        case ASCII.openBracket: position += 1; return .openBracket
        case ASCII.closeBracket: position += 1; return .closeBracket
        case ASCII.openBrace: position += 1; return .openBrace
        case ASCII.closeBrace: position += 1; return .closeBrace
        case ASCII.comma: position += 1; return .comma
        case ASCII.colon: position += 1; return .colon
        case ASCII.semicolon: position += 1; return .semicolon
        case ASCII.backslash: position += 1; return .backslash
        case ASCII.period:
            // `.`, `...` and `..<`: a period starts an operator only as a range operator.
            while position < bytes.count, bytes[position] == ASCII.period { position += 1 }
            if position < bytes.count, bytes[position] == ASCII.less { position += 1 }
            return .operator
        default:
            guard ASCII.isOperatorCharacter(byte) else {
                position += 1
                return .unknown
            }
            // A run of operator characters, stopping where a comment starts (never at its
            // first character: trivia, comments included, was skipped before it).
            let start = position
            while position < bytes.count, ASCII.isOperatorCharacter(bytes[position]) {
                if position > start, bytes[position] == ASCII.slash, peek(1) == ASCII.slash || peek(1) == ASCII.star {
                    break
                }
                position += 1
            }
            return .operator
        }
    }

    private mutating func skipIdentifierCharacters() {
        while position < bytes.count, ASCII.isIdentifierContinuation(bytes[position]) { position += 1 }
    }

    /// `` `name` ``: up to the closing backtick on the same line, else a lone unknown backtick.
    private mutating func scanBacktickedName() -> Token.Kind {
        var end = position + 1
        while end < bytes.count, bytes[end] != ASCII.backtick, bytes[end] != ASCII.newline, bytes[end] != ASCII.carriageReturn {
            end += 1
        }
        guard end < bytes.count, bytes[end] == ASCII.backtick, end > position + 1 else {
            position += 1
            return .unknown
        }
        position = end + 1
        return .identifier
    }

    /// Digits, letters, `_`, a `.` followed by a digit, and an exponent's sign.
    private mutating func scanNumber() {
        let isHex = peek(0) == ASCII.zero && (peek(1) == ASCII.lowercaseX || peek(1) == ASCII.uppercaseX)
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if ASCII.isIdentifierContinuation(byte) && byte < 0x80 {
                position += 1
            } else if byte == ASCII.period, let next = peek(1), ASCII.isDigit(next) || (isHex && ASCII.isHexDigit(next)) {
                position += 1
            } else if byte == ASCII.plus || byte == ASCII.minus, let next = peek(1), ASCII.isDigit(next),
                      ASCII.isExponentMarker(bytes[position - 1], hex: isHex) {
                position += 1
            } else {
                return
            }
        }
    }

    /// `#name`, a raw string `#"…"#`, a regex literal `#/…/#`, or a lone `#`.
    private mutating func scanPound(nesting: Int) throws(SourceError) -> Token.Kind {
        var hashes = 0
        while peek(hashes) == ASCII.pound { hashes += 1 }
        switch peek(hashes) {
        case ASCII.quote:
            try scanString(hashes: hashes, nesting: nesting)
            return .string
        case ASCII.slash:
            try scanRegex(hashes: hashes)
            return .string
        case let next? where hashes == 1 && ASCII.isIdentifierStart(next):
            position += 1
            skipIdentifierCharacters()
            return .pound
        default:
            position += 1
            return .unknown
        }
    }

    /// A string literal whose opening delimiter (after `hashes` `#`) is at `position + hashes`.
    private mutating func scanString(hashes: Int, nesting: Int) throws(SourceError) {
        let start = position
        position += hashes
        let multiline = peek(0) == ASCII.quote && peek(1) == ASCII.quote && peek(2) == ASCII.quote
        position += multiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.backslash, hashesFollow(position + 1, count: hashes) {
                position += 1 + hashes
                guard position < bytes.count else { break }
                if bytes[position] == ASCII.openParen {
                    position += 1
                    try scanInterpolation(nesting: nesting + 1, literalStart: start)
                } else {
                    position += 1
                }
                continue
            }
            if multiline {
                if byte == ASCII.quote, peek(1) == ASCII.quote, peek(2) == ASCII.quote, hashesFollow(position + 3, count: hashes) {
                    position += 3 + hashes
                    return
                }
            } else {
                if byte == ASCII.quote, hashesFollow(position + 1, count: hashes) {
                    position += 1 + hashes
                    return
                }
                if byte == ASCII.newline || byte == ASCII.carriageReturn { break }
            }
            position += 1
        }
        throw SourceError("unterminated string literal", at: start)
    }

    /// The expression of `\(…)` inside a string, after its `(`, through its `)`.
    private mutating func scanInterpolation(nesting: Int, literalStart: Int) throws(SourceError) {
        guard nesting <= Self.maximumStringNesting else {
            throw SourceError("string interpolations nest more than \(Self.maximumStringNesting) deep", at: literalStart)
        }
        var depth = 1
        while true {
            _ = try skipTrivia()
            guard position < bytes.count else { throw SourceError("unterminated string interpolation", at: literalStart) }
            let kind = try scanToken(nesting: nesting)
            if kind == .openParen || kind == .openBracket || kind == .openBrace { depth += 1 }
            if kind == .closeParen || kind == .closeBracket || kind == .closeBrace {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// A `#/…/#` regex literal with `hashes` `#` on each side.
    private mutating func scanRegex(hashes: Int) throws(SourceError) {
        let start = position
        position += hashes + 1
        while position < bytes.count {
            if bytes[position] == ASCII.backslash {
                position += 2
            } else if bytes[position] == ASCII.slash, hashesFollow(position + 1, count: hashes) {
                position += 1 + hashes
                return
            } else {
                position += 1
            }
        }
        throw SourceError("unterminated regex literal", at: start)
    }

    private func peek(_ distance: Int) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }

    private func hashesFollow(_ offset: Int, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        return bytes[offset..<(offset + count)].allSatisfy { $0 == ASCII.pound }
    }
}
