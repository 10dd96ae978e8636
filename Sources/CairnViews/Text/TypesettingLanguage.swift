import Foundation

/// The language text is set in: which regional glyphs a script takes (the Han characters'
/// Chinese, Japanese or Korean forms), and the line breaking and spacing rules (Apple:
/// `TypesettingLanguage`, iOS 17).
public struct TypesettingLanguage: Hashable, Sendable {
    /// The tag Cairn gives Pango (BCP 47, maximal: "zh-Hans-CN", "ja-Jpan-JP"), worked out
    /// once here rather than each time text is resolved; nil for `automatic`, or for a
    /// language with no language code.
    let tag: String?

    /// The text's language is not set: the device's, as on an iPhone set to English — Han
    /// characters and kana take their Simplified Chinese forms (PingFang SC on iOS, Noto Sans
    /// CJK SC here); set `.explicit` Japanese, Korean or Traditional Chinese for theirs.
    public static let automatic = TypesettingLanguage(tag: nil)

    /// Text set in `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        guard language.languageCode != nil else { return .automatic }
        let tag = language.maximalIdentifier
        // Pango takes letters, digits and hyphens; anything else is not a language tag.
        guard !tag.isEmpty, tag.utf8.count <= 64, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            return .automatic
        }
        return TypesettingLanguage(tag: tag)
    }
}

private struct TypesettingLanguageKey: EnvironmentKey { static var defaultValue: TypesettingLanguage { .automatic } }

extension EnvironmentValues {
    /// The language the text in this view is set in (`typesettingLanguage(_:isEnabled:)`).
    package var typesettingLanguage: TypesettingLanguage {
        get { self[TypesettingLanguageKey.self] }
        set { self[TypesettingLanguageKey.self] = newValue }
    }
}

extension View {
    /// Sets the text in this view in `language` (Apple: `typesettingLanguage(_:isEnabled:)`,
    /// iOS 17: "In some cases `Text` may contain text of a particular language which doesn't
    /// match the device UI language. In that case it's useful to specify a language so line
    /// height, line breaking and spacing will respect the script used for that language.").
    /// Cairn passes the language to Pango, which picks the font's regional glyphs by it:
    /// `Locale.Language(identifier: "zh-Hans")` draws 直 and 骨 in their Simplified Chinese
    /// forms, `"zh-Hant"` in the Traditional, `"ja"` in the Japanese. With `isEnabled` false
    /// the view is unchanged. A `Text`'s own `typesettingLanguage` wins.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Sets the text in this view in `language` (see `typesettingLanguage(_:isEnabled:)` with
    /// a `Locale.Language`); `.automatic` restores the default.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        EnvironmentWriter(content: self) { if isEnabled { $0.typesettingLanguage = language } }
    }
}

extension Text {
    /// Sets this text in `language` (Apple: `Text.typesettingLanguage(_:isEnabled:)`, iOS
    /// 17); the pieces of a concatenation that set their own keep theirs.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Sets this text in `language`, or (`.automatic`) in the environment's.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        return modified { if $0.language == nil { $0.language = language } }
    }
}
