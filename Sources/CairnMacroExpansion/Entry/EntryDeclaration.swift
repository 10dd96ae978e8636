/// The property an `@Entry` is attached to, read from its tokens: its name, its type and its
/// default value as written.
///
/// It accepts `var name: Type = value`, `var name: Type?` (the default is nil) and
/// `var name = literal`, with any attributes and modifiers before `var`; it rejects a `let`, a
/// static property, a computed property or one with observers, several bindings in one
/// declaration, and a property with neither type nor default value.
struct EntryDeclaration {
    /// The property's name, without backticks.
    var name: String
    /// The byte offset of the name.
    var nameOffset: Int
    /// The type as written, or nil.
    var type: String?
    /// The byte offset just after the type (or the name when there is none).
    var typeEnd: Int
    /// The default value as written, or nil.
    var initializer: String?
    /// The byte offset where the default value starts.
    var initializerOffset: Int?
    /// The token of the default value when it is one literal token (or `-` and a number).
    var literal: (kind: Token.Kind, text: String)?
    /// Whether the declaration is `static` (or `class`); only when `allowsStatic`.
    var isStatic = false

    /// The shape `@Entry` wants, for messages.
    static let expected = "@Entry var name: Type = defaultValue"

    /// Reads the declaration in `source`; throws what is wrong with it, at its byte offset.
    ///
    /// Step 1: attributes and modifiers (no `static` unless `allowsStatic`). Step 2: `var` and the name. Step 3: the
    /// type after `:`, to the top-level `=`, `{` or `,` (commas inside `<…>` belong to it).
    /// Step 4: the default value after `=`, to the end. Step 5: nothing may follow but the end.
    /// `macro` and `expected` name the macro and its shape in messages; `allowsStatic` accepts
    /// a `static` property (TipKit's `@Parameter`).
    init(_ source: TokenizedSource, macro: String = "@Entry", expected: String = Self.expected, allowsStatic: Bool = false) throws(SourceError) {
        let tokens = source.tokens
        let end = source.bytes.count
        // Step 1.
        let keyword = source.skipAttributesAndModifiers(from: 0)
        let staticModifier = source.firstTopLevel(in: 0..<keyword, where: { index in
            source.token(index, is: .identifier, "static") || source.token(index, is: .identifier, "class")
        })
        if allowsStatic {
            isStatic = staticModifier != nil
        } else if let modifier = staticModifier {
            throw SourceError("'\(macro)' applies to an instance property, not a '\(source.text(of: modifier))' one",
                              at: tokens[modifier].range.lowerBound)
        }
        // Step 2.
        guard keyword < tokens.count else {
            throw SourceError("'\(macro)' applies to a variable: \(expected)", at: end)
        }
        if source.token(keyword, is: .identifier, "let") {
            throw SourceError("'\(macro)' needs 'var', not 'let': the entry is set as well as read (\(expected))",
                              at: tokens[keyword].range.lowerBound)
        }
        guard source.token(keyword, is: .identifier, "var") else {
            throw SourceError("'\(macro)' applies to a variable: \(expected)", at: tokens[keyword].range.lowerBound)
        }
        guard source.token(keyword + 1, is: .identifier) else {
            let offset = keyword + 1 < tokens.count ? tokens[keyword + 1].range.lowerBound : tokens[keyword].range.upperBound
            throw SourceError("'\(macro)' applies to one property with a name: \(expected)", at: offset)
        }
        name = source.text(of: keyword + 1).trimmingBackticks
        nameOffset = tokens[keyword + 1].range.lowerBound
        typeEnd = tokens[keyword + 1].range.upperBound
        var cursor = keyword + 2
        // Step 3.
        if source.token(cursor, is: .colon) {
            let typeStart = cursor + 1
            cursor = Self.typeEnd(source, from: typeStart)
            guard cursor > typeStart else {
                throw SourceError("expected a type after ':'", at: tokens[typeStart - 1].range.upperBound)
            }
            type = source.text(tokens: typeStart..<cursor)
            typeEnd = tokens[cursor - 1].range.upperBound
        }
        // Step 4.
        if source.token(cursor, is: .operator, "=") {
            let valueStart = cursor + 1
            if let stop = source.firstTopLevel(in: valueStart..<tokens.count, where: { index in
                source.token(index, is: .comma) || Self.isObserverBlock(source, at: index)
            }) {
                cursor = stop
            } else {
                cursor = tokens.count
            }
            guard cursor > valueStart else {
                throw SourceError("expected a default value after '='", at: tokens[valueStart - 1].range.upperBound)
            }
            initializer = source.text(tokens: valueStart..<cursor)
            initializerOffset = tokens[valueStart].range.lowerBound
            literal = Self.literal(source, valueStart..<cursor)
        }
        // Step 5.
        if cursor < tokens.count {
            let offset = tokens[cursor].range.lowerBound
            switch tokens[cursor].kind {
            case .comma:
                throw SourceError("'\(macro)' applies to one property; declare each entry with its own '\(macro) var'", at: offset)
            case .openBrace where Self.isObserverBlock(source, at: cursor):
                throw SourceError("'\(macro)' can't be used on a property with observers ('willSet'/'didSet')", at: offset)
            case .openBrace:
                throw SourceError("'\(macro)' can't be used on a computed property; give the default value instead: \(expected)", at: offset)
            default:
                throw SourceError("unexpected '\(source.text(of: cursor))' in an '\(macro)' property: \(expected)", at: offset)
            }
        }
        if type == nil, initializer == nil {
            throw SourceError("'\(macro)' needs the property's type and default value: \(expected)", at: nameOffset)
        }
    }

    /// The index after a type starting at `start`: the first top-level `=`, `{` or `,` outside
    /// angle brackets.
    private static func typeEnd(_ source: TokenizedSource, from start: Int) -> Int {
        var angles = 0
        var index = start
        while index < source.tokens.count {
            let token = source.tokens[index]
            if token.kind == .operator {
                let text = source.text(of: index)
                if text == "=" && angles <= 0 { return index }
                if !text.contains("-") {
                    angles += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                }
            }
            if angles <= 0, token.kind == .openBrace || token.kind == .comma { return index }
            index = source.next(after: index)
        }
        return index
    }

    /// Whether the token at `index` opens an observer block: `{ willSet …` or `{ didSet …`.
    private static func isObserverBlock(_ source: TokenizedSource, at index: Int) -> Bool {
        source.token(index, is: .openBrace)
            && (source.token(index + 1, is: .identifier, "willSet") || source.token(index + 1, is: .identifier, "didSet"))
    }

    /// The literal a default value is, when it is one token (or `-` and a number).
    private static func literal(_ source: TokenizedSource, _ range: Range<Int>) -> (kind: Token.Kind, text: String)? {
        switch range.count {
        case 1:
            return (source.tokens[range.lowerBound].kind, source.text(of: range.lowerBound))
        case 2 where source.token(range.lowerBound, is: .operator, "-") && source.token(range.lowerBound + 1, is: .number)
            && !source.tokens[range.lowerBound + 1].spaceBefore:
            return (.number, source.text(tokens: range))
        default:
            return nil
        }
    }
}
