import CairnMacroExpansion
import Testing

/// TipKit's `@Parameter` and `#Rule`, expanded from their text as Apple's: the parameter a
/// `$`-prefixed peer of the property's type, named by the enclosing type and the property.
@Suite struct TipKitExpansionTests {
    static let tip = [MacroSyntax("\n\nstruct FavoriteTip: Tip {}")]

    @Test func parameterAccessorsReadAndWriteTheProjectedParameter() {
        #expect(TipKitMacroExpansion.parameterAccessors(declaration: MacroSyntax("\n    @Parameter static var isLoggedIn: Bool = false"))
                == .expanded("{\n    get {\n        $isLoggedIn.wrappedValue\n    }\n    set {\n        $isLoggedIn.wrappedValue = newValue\n    }\n}"))
    }

    @Test func parameterPeer() {
        let peer = TipKitMacroExpansion.parameterPeer(declaration: MacroSyntax("@Parameter static var isLoggedIn: Bool = false"),
                                                      attribute: MacroSyntax("@Parameter"), lexicalContext: Self.tip)
        #expect(peer == .expanded("static let $isLoggedIn: CairnTipKit.Tips.Parameter<Bool> = CairnTipKit.Tips.Parameter(Self.self, \"isLoggedIn\", false)"))
        // Options pass on; a literal gives the type; at a file's top level there is no Self.
        let transient = TipKitMacroExpansion.parameterPeer(declaration: MacroSyntax("@Parameter(.transient) static var count = 3"),
                                                           attribute: MacroSyntax("@Parameter(.transient)"), lexicalContext: [])
        #expect(transient == .expanded("static let $count: CairnTipKit.Tips.Parameter<Int> = CairnTipKit.Tips.Parameter(\"count\", 3, .transient)"))
    }

    @Test func parameterDiagnostics() {
        // A `let`, and a default value that is not a literal without a type: what to write.
        let letResult = TipKitMacroExpansion.parameterAccessors(declaration: MacroSyntax("@Parameter static let a: Bool = false"))
        #expect(letResult.expandedSource == nil)
        #expect(letResult.diagnostics.first?.message.contains("'@Parameter' needs 'var'") == true)
        let untyped = TipKitMacroExpansion.parameterPeer(declaration: MacroSyntax("@Parameter static var a = makeValue()"),
                                                         attribute: MacroSyntax("@Parameter"), lexicalContext: Self.tip)
        #expect(untyped.expandedSource == nil)
        #expect(untyped.diagnostics.first?.message.contains("needs the property's type") == true)
    }

    @Test func ruleCallsTheRuleType() {
        #expect(TipKitMacroExpansion.rule(MacroSyntax("#Rule(Self.$isLoggedIn) { $0 == true }"))
                == .expanded("CairnTipKit.Tips.Rule(Self.$isLoggedIn) { $0 == true }"))
        #expect(TipKitMacroExpansion.rule(MacroSyntax("\n        #Rule(Self.opened) {\n            $0.donations.count >= 3\n        }"))
                == .expanded("CairnTipKit.Tips.Rule(Self.opened) {\n            $0.donations.count >= 3\n        }"))
    }
}
