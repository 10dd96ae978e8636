import CairnMacroExpansion
import Testing

/// Malformed input of every kind ends in an expansion or a diagnostic inside the text: cut,
/// spliced and shuffled versions of valid macros, and random token soup, from a fixed seed.
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so a failure reproduces.
    struct SplitMix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let valid = [
        "\n#Preview(\"Card\", traits: .sizeThatFitsLayout, .landscapeLeft) {\n    @Previewable @State var on = true\n    Toggle(\"\\(on)\", isOn: $on)\n}",
        "#Preview(\"B\", body: { Text(#\"raw \"q\"\"#) /* c */ })",
        "\n    /// Doc.\n    @Entry public var lookup: Dictionary<String, Int> = [\n        \"a\": 1,\n    ]",
        "@Entry var title: String? = \"\"\"\n    x\n    \"\"\"",
    ]

    static let pieces = ["#Preview", "@Previewable", "@State", "@Entry", "var", "let", "x", ":", "=", "{", "}", "(", ")",
                         "[", "]", ",", ";", "\"", "\"\"\"", "#\"", "\\(", "/*", "*/", "//", "\n", " ", "?", "in", "Int", "é", "\u{0}"]

    /// Every expansion on `text`: each returns, and every diagnostic points inside the text.
    static func expandAll(_ text: String) {
        let syntax = MacroSyntax(text)
        let length = text.utf8.count
        let context = [MacroSyntax("extension EnvironmentValues {}")]
        let results = [
            PreviewMacroExpansion.expand(syntax, discriminator: "$d"),
            EntryMacroExpansion.accessors(declaration: syntax, lexicalContext: context),
            EntryMacroExpansion.peers(declaration: syntax, lexicalContext: [MacroSyntax("extension FocusedValues {}")]),
            PreviewableMacroExpansion.expand(attribute: syntax, lexicalContext: [syntax, syntax]),
        ]
        for result in results {
            #expect(result.expandedSource != nil || !result.diagnostics.isEmpty, "\(text.debugDescription)")
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location.offset >= 0 && diagnostic.location.offset <= length, "\(text.debugDescription)")
            }
        }
    }

    @Test func everyCutOfValidMacros() {
        for text in Self.valid {
            let bytes = Array(text.utf8)
            for end in 0...bytes.count {
                Self.expandAll(String(decoding: bytes[..<end], as: UTF8.self))
            }
        }
    }

    @Test func splicedAndShuffledText() {
        var random = SplitMix(state: 2024)
        for _ in 0..<1500 {
            var bytes = Array(Self.valid[random.next(Self.valid.count)].utf8)
            for _ in 0..<(1 + random.next(4)) {
                let at = random.next(bytes.count + 1)
                switch random.next(3) {
                case 0: bytes.insert(contentsOf: Array(Self.pieces[random.next(Self.pieces.count)].utf8), at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: if at < bytes.count { bytes[at] = UInt8(random.next(256)) }
                }
            }
            Self.expandAll(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func tokenSoup() {
        var random = SplitMix(state: 7)
        for _ in 0..<1500 {
            let text = (0..<random.next(40)).map { _ in Self.pieces[random.next(Self.pieces.count)] }.joined(separator: random.next(2) == 0 ? " " : "")
            Self.expandAll(text)
        }
    }

    @Test func longInputsStayLinear() {
        // 20,000 nested brackets and a 200,000-byte string: scanned without deep recursion.
        let nested = "#Preview { " + String(repeating: "(", count: 20_000) + String(repeating: ")", count: 20_000) + " }"
        #expect(PreviewMacroExpansion.expand(MacroSyntax(nested), discriminator: "$d").expandedSource != nil)
        let long = "@Entry var s: String = \"" + String(repeating: "a", count: 200_000) + "\""
        #expect(EntryMacroExpansion.accessors(declaration: MacroSyntax(long), lexicalContext: nil).expandedSource != nil)
    }

    @Test func doubledAttributeIsOneDeclaration() {
        let result = PreviewMacroExpansion.expand(MacroSyntax("#Preview { @Previewable @Previewable @State var x = 1\n A() }"), discriminator: "$d")
        #expect(result.expandedSource?.contains("        @Previewable @State var x = 1\n") == true)
    }
}
