import Cairn
import Foundation
import Testing

/// `typesettingLanguage(_:isEnabled:)` (iOS 17) on views and on `Text`: the language reaches
/// Pango, which draws Han characters in their regional forms — 直 and 骨 differ between
/// Simplified Chinese, Traditional Chinese and Japanese (Noto Sans CJK's SC, TC and JP
/// faces) — while Latin text draws the same in any language.
@MainActor @Suite struct TypesettingLanguageTests {
    func png<V: View>(_ view: V) throws -> Data {
        try ImageRenderer(content: view.font(.system(size: 40)).frame(width: 120, height: 60).background(Color.white)).pngData()
    }

    func language(_ id: String) -> Locale.Language { Locale.Language(identifier: id) }

    @Test func hanCharactersTakeTheLanguagesForms() throws {
        let hans = try png(Text("直骨").typesettingLanguage(language("zh-Hans")))
        let hant = try png(Text("直骨").typesettingLanguage(language("zh-Hant")))
        let ja = try png(Text("直骨").typesettingLanguage(language("ja")))
        #expect(hans != ja)
        #expect(hans != hant)
        #expect(hant != ja)
        // zh-CN's maximal form is zh-Hans-CN: the same glyphs as zh-Hans.
        #expect(try png(Text("直骨").typesettingLanguage(language("zh-CN"))) == hans)
        // The view modifier sets the text inside it alike.
        #expect(try png(Text("直骨").typesettingLanguage(.explicit(language("zh-Hans")))) == hans)
        #expect(try png(VStack { Text("直骨") }.typesettingLanguage(language("zh-Hans"))) == hans)
    }

    @Test func disabledAutomaticAndInnerSettings() throws {
        let plain = try png(Text("直骨"))
        let hans = try png(Text("直骨").typesettingLanguage(language("zh-Hans")))
        #expect(try png(Text("直骨").typesettingLanguage(language("zh-Hans"), isEnabled: false)) == plain)
        #expect(try png(VStack { Text("直骨") }.typesettingLanguage(language("zh-Hans"), isEnabled: false)) == plain)
        #expect(try png(Text("直骨").typesettingLanguage(.automatic)) == plain)
        // The text's own language wins over the view's.
        #expect(try png(VStack { Text("直骨").typesettingLanguage(language("zh-Hans")) }.typesettingLanguage(language("ja"))) == hans)
        // Latin text: the same pixels in any language.
        let latin = try png(Text("Hello"))
        #expect(try png(Text("Hello").typesettingLanguage(language("zh-Hans"))) == latin)
    }

    /// With no language set, Han text takes the Simplified Chinese forms an English iPhone
    /// draws (its font fallback goes to PingFang SC), not fontconfig's Japanese default; kana
    /// and mixed Latin text alike.
    @Test func unsetLanguageDrawsHanAsAnEnglishIPhoneDoes() throws {
        let hans = try png(Text("直骨").typesettingLanguage(language("zh-Hans")))
        let ja = try png(Text("直骨").typesettingLanguage(language("ja")))
        #expect(try png(Text("直骨")) == hans)
        #expect(try png(Text("直骨")) != ja)
        #expect(try png(Text("A直骨")) == png(Text("A直骨").typesettingLanguage(language("zh-Hans"))))
        #expect(try png(Text("A直骨")) != png(Text("A直骨").typesettingLanguage(language("ja"))))
    }

    /// Identifiers with no language (empty, emoji, 10,000 characters) draw as if unset.
    @Test func malformedIdentifiersDrawAsUnset() throws {
        let plain = try png(Text("直骨"))
        for id in ["", "💥", String(repeating: "x-", count: 5_000), "\u{0}", "--"] {
            #expect(try png(Text("直骨").typesettingLanguage(language(id))) == plain, "\(id.prefix(12))")
        }
    }
}
