import CairnMacroExpansion
import Testing

/// The tolerant scanner: every string literal form, comments, brackets, and errors at the
/// byte that causes them; any input ends in tokens or an error, never a crash or a hang.
@Suite struct ScannerTests {
    /// "kind:text" for each token of `text`.
    static func tokens(_ text: String) throws -> [String] {
        let source = try TokenizedSource(text)
        return source.tokens.indices.map { "\(source.tokens[$0].kind):\(source.text(of: $0))" }
    }

    static func error(_ text: String) -> SourceError? {
        do {
            _ = try TokenizedSource(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func namesNumbersAndPunctuation() throws {
        #expect(try Self.tokens("@State var `default`: [Int]? = $0 + 1.5e-3 ..< 0x1F") == [
            "attribute:@State", "identifier:var", "identifier:`default`", "colon::", "openBracket:[", "identifier:Int",
            "closeBracket:]", "operator:?", "operator:=", "identifier:$0", "operator:+", "number:1.5e-3", "operator:..<", "number:0x1F",
        ])
        #expect(try Self.tokens("1...5 a.b #Preview \\.x") == [
            "number:1", "operator:...", "number:5", "identifier:a", "operator:.", "identifier:b", "pound:#Preview",
            "backslash:\\", "operator:.", "identifier:x",
        ])
    }

    @Test func stringsOfEveryForm() throws {
        // A brace or quote inside a string is no token of its own.
        #expect(try Self.tokens(#"f("}", "a\"b")"#) == [
            "identifier:f", "openParen:(", #"string:"}""#, "comma:,", #"string:"a\"b""#, "closeParen:)",
        ])
        #expect(try Self.tokens(###"#"a "quoted" \(x) }"# ##"raw"##"###) == [###"string:#"a "quoted" \(x) }"#"###, ###"string:##"raw"##"###])
        #expect(try Self.tokens(#"#/a}/# "\(f("}"))" x"#) == [#"string:#/a}/#"#, #"string:"\(f("}"))""#, "identifier:x"])
    }

    @Test func multiLineStringHoldsQuotesAndBraces() throws {
        let text = "{ s = \"\"\"\n  } \"\" \"\n  \"\"\" }"
        let source = try TokenizedSource(text)
        #expect(source.tokens.map(\.kind) == [.openBrace, .identifier, .operator, .string, .closeBrace])
        #expect(source.partner(of: 0) == 4)
    }

    @Test func interpolationsNest() throws {
        // `\(…)` holding a string holding `\(…)`, and a raw string's `\#(…)`.
        #expect(try Self.tokens(#""a\(b("c\(d(")"))"))e" x"#) == [#"string:"a\(b("c\(d(")"))"))e""#, "identifier:x"])
        #expect(try Self.tokens(##"#"\#(f(")"))"# y"##) == [##"string:#"\#(f(")"))"#"##, "identifier:y"])
    }

    @Test func commentsAreTrivia() throws {
        let source = try TokenizedSource("a /* x /* nested */ { */ b // c {\nd")
        #expect(source.tokens.map { source.text(bytes: $0.range) } == ["a", "b", "d"])
        #expect(source.tokens.map(\.newlineBefore) == [false, false, true])
        #expect(source.tokens.map(\.spaceBefore) == [true, true, true])
    }

    @Test func bracketsPairAcrossNesting() throws {
        let source = try TokenizedSource("f(a, [b: { c }], d)")
        // f ( a , [ b : { c } ] , d ): the `(` at 1 closes at 13.
        #expect(source.partner(of: 1) == 13)
        #expect(source.partner(of: 7) == 9)
        #expect(source.split(2..<13, at: .comma).map { source.text(tokens: $0) } == ["a", "[b: { c }]", "d"])
        #expect(source.next(after: 1) == 14)
    }

    @Test func errorsPointAtTheirCause() {
        #expect(Self.error("a \"open") == SourceError("unterminated string literal", at: 2))
        #expect(Self.error("a \"\"\"\nopen\n") == SourceError("unterminated string literal", at: 2))
        #expect(Self.error("x /* open /* */") == SourceError("unterminated '/*' comment", at: 2))
        #expect(Self.error("f(a]") == SourceError("'(' is closed by ']'", at: 3))
        #expect(Self.error("f(a") == SourceError("'(' is never closed", at: 1))
        #expect(Self.error("a }") == SourceError("unexpected '}' with no bracket to close", at: 2))
        #expect(Self.error("\"\\(") == SourceError("unterminated string interpolation", at: 0))
        #expect(Self.error("#/abc") == SourceError("unterminated regex literal", at: 0))
    }

    @Test func interpolationDepthIsBounded() {
        // 40 strings each interpolating the next: deeper than 32 is an error, not a deep recursion.
        let deep = String(repeating: "\"\\(", count: 40) + String(repeating: ")\"", count: 40)
        #expect(Self.error(deep)?.message == "string interpolations nest more than 32 deep")
        let shallow = String(repeating: "\"\\(", count: 10) + "1" + String(repeating: ")\"", count: 10)
        #expect(Self.error(shallow) == nil)
    }

    @Test func everyPrefixOfTrickySourceEnds() {
        // Cut anywhere (mid-literal, mid-comment, mid-bracket, mid-character): tokens or an
        // error inside the text, every time.
        let tricky = "#Preview(\"é\\(x)\", traits: .a) {\n    /* c /* d */ */ @Previewable @State var s = #\"\"\"\n  ✓\n  \"\"\"#\n    Text(#/a/#) // e\n}"
        let bytes = Array(tricky.utf8)
        var errors = 0
        for end in 0...bytes.count {
            do {
                let source = try TokenizedSource(bytes: Array(bytes[..<end]))
                #expect(source.tokens.allSatisfy { $0.range.upperBound <= end })
            } catch {
                errors += 1
                #expect(error.offset >= 0 && error.offset <= end)
            }
        }
        // The whole text scans; most cuts leave something open.
        #expect((try? TokenizedSource(tricky)) != nil)
        #expect(errors > bytes.count / 2)
    }

    @Test func garbageBytesScan() throws {
        // Invalid UTF-8 and control bytes are names or unknown tokens, never a failure.
        let bytes: [UInt8] = [0xFF, 0xFE, 0x01, 0x7F, 0x60, 0x60, 0x24, 0x40, 0x23, 0x5C]
        // ÿþ (a name), \u{01}, DEL, `, ` (unknown), $ (a name), @, # (unknown), \ (key path).
        let source = try TokenizedSource(bytes: bytes)
        #expect(source.tokens.map(\.kind) == [.identifier, .unknown, .unknown, .unknown, .unknown, .identifier, .unknown, .unknown, .backslash])
    }
}
