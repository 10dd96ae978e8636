/// One token of Swift source text: what it is and where it stands, as UTF-8 byte offsets
/// into the scanned text.
///
/// The scanner is tolerant and small: it knows enough of Swift's lexical structure (string
/// literals of every form, comments, brackets) to find the parts of a macro's source that an
/// expansion needs, and passes everything else through as text.
public struct Token: Equatable, Sendable {
    /// What kind of token this is.
    public enum Kind: Equatable, Sendable {
        /// A name or keyword: `var`, `Text`, `` `default` ``, `$0`.
        case identifier
        /// A number literal: `12`, `0.5`, `0x1F`, `1_000`.
        case number
        /// A string literal of any form (`"…"`, `"""…"""`, `#"…"#`) or a `#/…/#` regex literal.
        case string
        /// A `#` directive or macro name: `#Preview`, `#if`.
        case pound
        /// An attribute name: `@State`, `@Previewable` (without its arguments).
        case attribute
        /// `(`
        case openParen
        /// `)`
        case closeParen
        /// `[`
        case openBracket
        /// `]`
        case closeBracket
        /// `{`
        case openBrace
        /// `}`
        case closeBrace
        /// `,`
        case comma
        /// `:`
        case colon
        /// `;`
        case semicolon
        /// A run of operator characters: `=`, `->`, `?`, `.`, `...`, `+=`.
        case `operator`
        /// `\`, which starts a key path.
        case backslash
        /// Any other character.
        case unknown
    }

    /// What kind of token this is.
    public var kind: Kind
    /// The byte offsets of the token in the scanned text.
    public var range: Range<Int>
    /// Whether a line break (or a comment holding one) separates this token from the previous.
    public var newlineBefore: Bool
    /// Whether any whitespace or comment separates this token from the previous one (true for
    /// the first token).
    public var spaceBefore: Bool

    /// Makes a token of `kind` over `range`.
    public init(kind: Kind, range: Range<Int>, newlineBefore: Bool, spaceBefore: Bool) {
        self.kind = kind
        self.range = range
        self.newlineBefore = newlineBefore
        self.spaceBefore = spaceBefore
    }

    /// Whether this token opens a bracket: `(`, `[` or `{`.
    public var isOpener: Bool { kind == .openParen || kind == .openBracket || kind == .openBrace }

    /// Whether this token closes a bracket: `)`, `]` or `}`.
    public var isCloser: Bool { kind == .closeParen || kind == .closeBracket || kind == .closeBrace }
}
