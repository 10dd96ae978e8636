extension TokenizedSource {
    /// The declaration modifiers Swift has (`public`, `static`, `nonisolated`, …); `class` is
    /// one only before another declaration keyword (see `skipAttributesAndModifiers`).
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "final", "lazy", "weak",
        "unowned", "override", "dynamic", "mutating", "nonmutating", "nonisolated", "optional", "required",
        "convenience", "indirect", "prefix", "postfix", "infix", "isolated", "consuming", "borrowing",
        "distributed", "__consuming", "_const",
    ]

    /// Keywords that start a declaration, which `class` may stand before as a modifier.
    private static let declarationKeywords: Set<String> = ["var", "let", "func", "subscript", "init", "deinit", "typealias"]

    /// The index after the attribute whose `@name` token is at `index`: its `.Name`
    /// qualifications and the `(…)` or `<…>` written right after it.
    public func attributeEnd(at index: Int) -> Int {
        var end = index + 1
        while token(end, is: .operator, "."), !tokens[end].spaceBefore, token(end + 1, is: .identifier) {
            end += 2
        }
        if token(end, is: .operator, "<"), !tokens[end].spaceBefore {
            var depth = 0
            var cursor = end
            while cursor < tokens.count {
                if tokens[cursor].kind == .operator {
                    let text = text(of: cursor)
                    if !text.contains("-") {
                        depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                    }
                }
                cursor = next(after: cursor)
                if depth <= 0 { break }
            }
            end = cursor
        }
        if token(end, is: .openParen), !tokens[end].spaceBefore {
            end = next(after: end)
        }
        return min(end, tokens.count)
    }

    /// The index of the first token from `index` on that is neither an attribute (with its
    /// arguments) nor a declaration modifier (with a `(set)`-style detail).
    public func skipAttributesAndModifiers(from index: Int) -> Int {
        var cursor = index
        while cursor < tokens.count {
            if tokens[cursor].kind == .attribute {
                cursor = attributeEnd(at: cursor)
            } else if tokens[cursor].kind == .identifier, isModifier(at: cursor) {
                cursor += 1
                if token(cursor, is: .openParen), !tokens[cursor].spaceBefore {
                    cursor = next(after: cursor)
                }
            } else {
                return cursor
            }
        }
        return cursor
    }

    private func isModifier(at index: Int) -> Bool {
        let text = text(of: index)
        if text == "class" {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return false }
            let following = self.text(of: index + 1)
            return Self.declarationKeywords.contains(following) || Self.modifiers.contains(following)
        }
        return Self.modifiers.contains(text)
    }

    /// The unqualified name of the type a declaration like `extension SwiftUI.EnvironmentValues {}`
    /// or `struct Transaction: Sendable {}` declares or extends, or nil when it is no type or
    /// extension declaration.
    public func declaredTypeName() -> String? {
        let keyword = skipAttributesAndModifiers(from: 0)
        guard keyword < tokens.count, tokens[keyword].kind == .identifier,
              ["extension", "struct", "class", "enum", "actor", "protocol"].contains(text(of: keyword))
        else { return nil }
        var name: String?
        var cursor = keyword + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .openBrace || token.kind == .colon || self.token(cursor, is: .identifier, "where")
                || self.token(cursor, is: .operator, "<") {
                break
            }
            if token.kind == .identifier { name = text(of: cursor).trimmingBackticks }
            cursor += 1
        }
        return name
    }
}
