import CairnMacroExpansion
import Testing

/// `@Entry`'s accessor and peer expansions, as SwiftUI's: the key protocol chosen by the
/// extended type the compiler sends as lexical context, the default value a computed
/// `static var` (Swift 6 rejects a `static let` of a non-Sendable type), and diagnostics at
/// the part of the declaration that is wrong.
@Suite struct EntryExpansionTests {
    /// The lexical context the compiler sends for a member of `extension <type> {}`.
    static func context(_ type: String) -> [MacroSyntax] {
        [MacroSyntax("\n\nextension \(type) {}")]
    }

    static func peers(_ declaration: String, in type: String = "EnvironmentValues") -> MacroExpansionResult {
        EntryMacroExpansion.peers(declaration: MacroSyntax(declaration), lexicalContext: context(type))
    }

    static func accessors(_ declaration: String, in type: String = "EnvironmentValues") -> MacroExpansionResult {
        EntryMacroExpansion.accessors(declaration: MacroSyntax(declaration), lexicalContext: context(type))
    }

    @Test func accessorsReadAndWriteTheKey() {
        // As the compiler sends it: leading trivia with a doc comment.
        let expected = """
            {
                get {
                    self[__Key_accent.self]
                }
                set {
                    self[__Key_accent.self] = newValue
                }
            }
            """
        #expect(Self.accessors("\n    /// Doc.\n    @Entry var accent: String = \"blue\"") == .expanded(expected))
    }

    @Test func environmentKeyWithTypedDefault() {
        let expected = """
            private struct __Key_accent: EnvironmentKey {
                static var defaultValue: String {
                    "blue"
                }
            }
            """
        #expect(Self.peers("\n    /// Doc.\n    @Entry public var accent: String = \"blue\"") == .expanded(expected))
    }

    @Test func keyProtocolFollowsTheExtendedType() {
        let cases: [(type: String, conformance: String)] = [
            ("EnvironmentValues", "EnvironmentKey"), ("SwiftUI.EnvironmentValues", "EnvironmentKey"),
            ("Transaction", "TransactionKey"), ("ContainerValues", "ContainerValueKey"),
            ("Settings", "CairnEntryKey"),
        ]
        for (type, conformance) in cases {
            #expect(Self.peers("@Entry var rank: Int = 0", in: type) == .expanded("""
                private struct __Key_rank: \(conformance) {
                    static var defaultValue: Int {
                        0
                    }
                }
                """))
        }
    }

    @Test func unknownContextFallsBackToCairnEntryKey() {
        for context in [nil, [], [MacroSyntax("{\n}")]] as [[MacroSyntax]?] {
            let result = EntryMacroExpansion.peers(declaration: MacroSyntax("@Entry var rank: Int = 0"), lexicalContext: context)
            #expect(result.expandedSource?.hasPrefix("private struct __Key_rank: CairnEntryKey {") == true)
        }
        // A type declaring its own entries: `struct Settings { @Entry var … }`.
        let own = EntryMacroExpansion.peers(declaration: MacroSyntax("@Entry var rank: Int = 0"),
                                            lexicalContext: [MacroSyntax("public struct EnvironmentValues: Sendable {}")])
        #expect(own.expandedSource?.hasPrefix("private struct __Key_rank: EnvironmentKey {") == true)
    }

    @Test func optionalWithoutDefaultIsNil() {
        #expect(Self.peers("@Entry var subtitle: String?") == .expanded("""
            private struct __Key_subtitle: EnvironmentKey {
                static var defaultValue: String? {
                    nil
                }
            }
            """))
        #expect(Self.peers("@Entry var subtitle: Optional<String>")
            .expandedSource?.contains("static var defaultValue: Optional<String> {\n        nil\n    }") == true)
    }

    @Test func literalDefaultsGiveTheType() {
        let cases: [(value: String, type: String)] = [
            ("8", "Int"), ("-3", "Int"), ("0x1F", "Int"), ("1_000", "Int"), ("1.5", "Double"), ("1e-3", "Double"),
            ("0x1p4", "Double"), ("\"a\"", "String"), ("#\"raw\"#", "String"), ("\"\"\"\n    x\n    \"\"\"", "String"),
            ("true", "Bool"), ("false", "Bool"),
        ]
        for (value, type) in cases {
            #expect(Self.peers("@Entry var value = \(value)").expandedSource?.contains("static var defaultValue: \(type) {") == true,
                    "\(value) is a \(type)")
        }
    }

    @Test func multiLineDefaultAndGenericType() {
        let source = "    @Entry var lookup: Dictionary<String, Int> = [\n        \"a\": 1,\n    ]"
        #expect(Self.peers(source) == .expanded("""
            private struct __Key_lookup: EnvironmentKey {
                static var defaultValue: Dictionary<String, Int> {
                    [
                        "a": 1,
                    ]
                }
            }
            """))
    }

    @Test func backtickedNameAndModifiers() {
        let result = Self.peers("@available(*, deprecated) @Entry nonisolated public var `default`: Int = 1")
        #expect(result.expandedSource?.hasPrefix("private struct __Key_default: EnvironmentKey {") == true)
    }

    @Test func focusedValueKeyHasTheUnwrappedValue() {
        #expect(Self.peers("@Entry var selection: [Int]?", in: "FocusedValues") == .expanded("""
            private struct __Key_selection: FocusedValueKey {
                typealias Value = [Int]
            }
            """))
        #expect(Self.peers("@Entry var selection: String? = nil", in: "FocusedValues").expandedSource?.contains("typealias Value = String") == true)
    }

    // MARK: Diagnostics

    /// The message and [line, column, offset] of the accessor role's diagnostics.
    static func problems(_ declaration: String, in type: String = "EnvironmentValues") -> [String] {
        accessors(declaration, in: type).diagnostics.map { "\($0.location.line):\($0.location.column)@\($0.location.offset) \($0.message)" }
    }

    @Test func letIsAnErrorAtTheKeyword() {
        #expect(Self.problems("\n    @Entry let constant: Int = 1") == [
            "2:12@12 '@Entry' needs 'var', not 'let': the entry is set as well as read (@Entry var name: Type = defaultValue)",
        ])
    }

    @Test func missingTypeAndDefault() {
        #expect(Self.problems("@Entry var untyped") == [
            "1:12@11 '@Entry' needs the property's type and default value: @Entry var name: Type = defaultValue",
        ])
    }

    @Test func nonLiteralDefaultWithoutType() {
        #expect(Self.problems("@Entry var made = Palette()") == [
            "1:12@11 '@Entry' needs the property's type when its default value is not a literal: @Entry var name: Type = defaultValue",
        ])
        #expect(Self.problems("@Entry var nothing = nil").count == 1)
    }

    @Test func nonOptionalWithoutDefault() {
        // At the end of the type: `Int` ends at byte 24, column 25.
        #expect(Self.problems("@Entry var noDefault: Int") == ["1:26@25 '@Entry' needs a default value: noDefault: Int = …"])
    }

    @Test func computedPropertyAndObservers() {
        #expect(Self.problems("@Entry var computed: Int { 3 }") == [
            "1:26@25 '@Entry' can't be used on a computed property; give the default value instead: @Entry var name: Type = defaultValue",
        ])
        #expect(Self.problems("@Entry var observed: Int = 1 { didSet {} }") == [
            "1:30@29 '@Entry' can't be used on a property with observers ('willSet'/'didSet')",
        ])
    }

    @Test func staticSeveralBindingsAndGarbage() {
        #expect(Self.problems("@Entry static var shared: Int = 1") == ["1:8@7 '@Entry' applies to an instance property, not a 'static' one"])
        #expect(Self.problems("@Entry var a: Int = 1, b: Int = 2") == [
            "1:22@21 '@Entry' applies to one property; declare each entry with its own '@Entry var'",
        ])
        #expect(Self.problems("@Entry var garbage: = 3") == ["1:20@19 expected a type after ':'"])
        #expect(Self.problems("@Entry var x: Int = ") == ["1:20@19 expected a default value after '='"])
        #expect(Self.problems("@Entry var (a, b) = (1, 2)") == ["1:12@11 '@Entry' applies to one property with a name: @Entry var name: Type = defaultValue"])
        #expect(Self.problems("@Entry func f() {}") == ["1:8@7 '@Entry' applies to a variable: @Entry var name: Type = defaultValue"])
        #expect(Self.problems("@Entry") == ["1:7@6 '@Entry' applies to a variable: @Entry var name: Type = defaultValue"])
        #expect(Self.problems("@Entry var s: String = \"open") == ["1:24@23 unterminated string literal"])
    }

    @Test func focusedValueProblems() {
        #expect(Self.problems("@Entry var count: Int = 1", in: "FocusedValues") == [
            "1:12@11 an '@Entry' of FocusedValues needs an optional type ('Int?'): it is nil until a focused view publishes it",
        ])
        #expect(Self.problems("@Entry var count: Int? = 1", in: "FocusedValues") == [
            "1:26@25 an '@Entry' of FocusedValues has no default value (it is nil until a focused view publishes it); remove '= 1'",
        ])
    }

    @Test func peerRoleLeavesTheReportToTheAccessorRole() {
        // For a wrong `var` or `let` the compiler asks both roles (seen with Swift 6.3.1); one
        // diagnostic is enough. A function gets no accessor expansion, so the peer role reports it.
        #expect(Self.peers("@Entry let constant: Int = 1") == .expanded(""))
        #expect(Self.peers("@Entry var computed: Int { 3 }") == .expanded(""))
        #expect(Self.peers("@Entry func f() {}").diagnostics.count == 1)
    }
}
