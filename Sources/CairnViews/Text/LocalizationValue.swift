import Foundation

#if !canImport(Darwin)

// `String(localized:)` and `AttributedString(localized:)`, which Foundation declares on Apple's
// platforms only (Foundation on Linux has neither, nor `String.LocalizationValue`), so the
// code people write since iOS 15 with String Catalogs compiles unchanged. Cairn does not
// localize (as for `LocalizedStringKey`): the key is its own value, its interpolations
// formatted as `Text` formats them.

extension String {
    /// A string to be localized, with its interpolations, as Foundation's
    /// `String.LocalizationValue` on Apple's platforms: `String(localized: "\(count) photos")`.
    /// Interpolations format as in a `LocalizedStringKey`: integers with `%lld`, floating-point
    /// numbers with `%lf` (`specifier:` takes a printf format), values with a `FormatStyle`
    /// (`"\(price, format: .currency(code: "EUR"))"`), anything else by its description.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// The value as a `Text` key: its Markdown source, formatted values and images.
        let key: LocalizedStringKey
        /// The text as written (no Markdown interpreted), formatted values by their markers.
        let plain: String

        /// A value whose text is `value`.
        public init(_ value: String) {
            key = LocalizedStringKey(value)
            plain = value
        }

        /// A value from a string literal.
        public init(stringLiteral value: String) { self.init(value) }

        /// A value from a literal with interpolations.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
            plain = stringInterpolation.plain
        }

        /// The text with its formatted values in `locale` (nil: Cairn's en_US, as `Text`).
        /// Interpolated images (which only a `Text` key can show) are left out.
        func resolved(_ locale: Locale?) -> String {
            withoutImages(FormattedValue.substitute(plain, key.values, Self.context(locale)))
        }

        /// `text` without the markers of interpolated images.
        func withoutImages(_ text: String) -> String {
            guard !key.images.isEmpty else { return text }
            let range = InlineImage.markerBase..<(InlineImage.markerBase + UInt32(key.images.count))
            var out = text
            out.unicodeScalars.removeAll { range.contains($0.value) }
            return out
        }

        /// The Markdown source with its formatted values, escaped so they show literally.
        func markdown(_ locale: Locale?) -> String {
            withoutImages(InlineText.substitute(FormattedValue.substitute(key.markdown, key.values, Self.context(locale), escaping: InlineMarkdown.escaped),
                                                key.texts, escaping: InlineMarkdown.escaped))
        }

        /// Cairn's format context (en_US, UTC), in `locale` when one is given.
        static func context(_ locale: Locale?) -> FormatContext {
            var context = FormatContext.standard
            if let locale { context.locale = locale }
            return context
        }
    }

    /// The localized text of `keyAndValue`, as Foundation's `String(localized:)` on Apple's
    /// platforms. Cairn has no string tables: the result is the value itself, interpolations
    /// formatted in `locale` (nil, the default here: en_US, as `Text` formats, so output is
    /// the same on every machine). `table`, `bundle` and `comment` are accepted and unused.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self = keyAndValue.resolved(locale)
    }

    /// The localized text of `key`, whose text in the development language is `defaultValue`
    /// (Foundation's `String(localized:defaultValue:…)`): Cairn shows `defaultValue`.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self = defaultValue.resolved(locale)
    }
}

extension AttributedString {
    /// The localized attributed text of `keyAndValue`, as Foundation's
    /// `AttributedString(localized:)` on Apple's platforms: its inline Markdown interpreted
    /// (`"Visit **our site**"` is bold where the asterisks were), interpolated values shown
    /// literally. Cairn has no string tables (see `String(localized:)`); Markdown that does not
    /// parse leaves the text as written.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self = (try? AttributedString(markdown: keyAndValue.markdown(locale))) ?? AttributedString(keyAndValue.resolved(locale))
    }

    /// The localized attributed text of `key`, whose text in the development language is
    /// `defaultValue` (Foundation's `AttributedString(localized:defaultValue:…)`): Cairn
    /// shows `defaultValue`, its Markdown interpreted.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self.init(localized: defaultValue, table: table, bundle: bundle, locale: locale, comment: comment)
    }
}
#endif
