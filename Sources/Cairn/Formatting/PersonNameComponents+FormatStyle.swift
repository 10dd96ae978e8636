#if !canImport(Darwin)
import Foundation

extension PersonNameComponents {
    /// A format style that writes a person's name, Apple's `PersonNameComponents.FormatStyle`.
    ///
    /// The styles follow Apple's documented example (`style` property page, Thomas Louis Clark):
    /// long "Dr. Thomas Louis Clark Esq.", medium "Thomas Clark", short "Tom", abbreviated "TC".
    /// Chinese, Japanese and Korean put the family name first ("Smith Elizabeth", "SE" — the
    /// FormatStyle deep dive at ampersandsoftworks.com, zh_CN). The locale defaults to `en_US`
    /// (Apple: the current locale), so text renders the same on every machine.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name to write.
        public enum Style: Int, Codable, Hashable, Sendable, CaseIterable {
            /// The nickname, else the given name: "Tom".
            case short = 1
            /// Given and family name: "Thomas Clark". The default.
            case medium = 2
            /// Every component but the nickname: "Dr. Thomas Louis Clark Esq.".
            case long = 3
            /// The initials of the given and family names: "TC".
            case abbreviated = 4
        }

        /// How much of the name to write.
        public var style: Style
        /// The locale, which decides the order of given and family names.
        public var locale: Locale

        /// Creates a name format style.
        public init(style: Style = .medium, locale: Locale = Locale(identifier: "en_US")) {
            self.style = style
            self.locale = locale
        }

        /// Returns this style with another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// Writes `value` in this style.
        public func format(_ value: PersonNameComponents) -> String {
            let familyFirst = ["zh", "ja", "ko"].contains(locale.language.languageCode?.identifier ?? "")
            func clean(_ s: String?) -> String? {
                guard let t = s?.trimmingCharacters(in: .whitespaces), !t.isEmpty else { return nil }
                return t
            }
            let given = clean(value.givenName), family = clean(value.familyName)
            let ordered = familyFirst ? [family, given] : [given, family]
            switch style {
            case .short:
                return clean(value.nickname) ?? given ?? family ?? ""
            case .medium:
                return ordered.compactMap { $0 }.joined(separator: " ")
            case .long:
                let core = familyFirst ? [family, given, clean(value.middleName)]
                                       : [given, clean(value.middleName), family]
                return ([clean(value.namePrefix)] + core + [clean(value.nameSuffix)]).compactMap { $0 }.joined(separator: " ")
            case .abbreviated:
                return ordered.compactMap { $0?.first.map(String.init) }.joined()
            }
        }
    }

    /// Writes this name with the default style (medium, `en_US`): "Thomas Clark".
    public func formatted() -> String {
        FormatStyle().format(self)
    }

    /// Writes this name with `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A name style of the given length, such as `.name(style: .short)`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}
#endif
