import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `String(localized:)`, `AttributedString(localized:)` and `AttributedString(markdown:options:)`,
/// which Foundation declares on Apple's platforms only: the value itself (Cairn has no string
/// tables), interpolations formatted as `Text` formats them (en_US unless a locale is given),
/// Markdown interpreted only by the attributed string, interpolated values never.
@Suite struct LocalizationValueTests {
    @Test func stringIsTheValueWithItsInterpolationsFormatted() {
        #expect(String(localized: "Hello") == "Hello")
        let count = 3
        #expect(String(localized: "\(count) photos") == "3 photos")
        // printf %lld and %lf, as Foundation formats a LocalizationValue's numbers.
        #expect(String(localized: "\(1204) items, \(0.5)") == "1204 items, 0.500000")
        #expect(String(localized: "\(2.0 / 3, specifier: "%.2f")") == "0.67")
        #expect(String(localized: "Total: \(1204.5, format: .currency(code: "EUR"))") == "Total: €1,204.50")
        #expect(String(localized: "greeting", defaultValue: "Hi \("Ada")", comment: "On the home screen") == "Hi Ada")
    }

    /// A `String` keeps Markdown and escapes as written: only an attributed string interprets.
    @Test func stringKeepsMarkdownAsWritten() {
        #expect(String(localized: "Visit **our site**") == "Visit **our site**")
        #expect(String(localized: "a_b \("x*y [z]")") == "a_b x*y [z]")
    }

    /// A locale passed in formats the values (German grouping and decimal comma).
    @Test func localeFormatsTheValues() {
        #expect(String(localized: "\(1234.5, format: .number)", locale: Locale(identifier: "de_DE")) == "1.234,5")
        #expect(String(localized: "\(1234.5, format: .number)") == "1,234.5")
    }

    /// Bold where the asterisks were; an interpolated value's asterisks stay literal.
    @Test func attributedStringInterpretsTheLiteralMarkdown() {
        let a = AttributedString(localized: "Visit **our site** now")
        #expect(String(a.characters) == "Visit our site now")
        let bold = a.runs.filter { $0.inlinePresentationIntent == .stronglyEmphasized }
        #expect(bold.count == 1)
        #expect(bold.first.map { String(a[$0.range].characters) } == "our site")
        let value = "**not bold**"
        let b = AttributedString(localized: "Price \(value) \(5, format: .percent)")
        #expect(String(b.characters) == "Price **not bold** 5%")
        #expect(b.runs.allSatisfy { $0.inlinePresentationIntent == nil })
    }

    /// `Text(AttributedString(localized:))` draws the text without its asterisks, the bold
    /// run in the bold face.
    @Test @MainActor func textDrawsTheLocalizedAttributedString() {
        #expect(drawnStrings(Text(AttributedString(localized: "Visit **our site** today"))).joined() == "Visit our site today")
    }

    /// `AttributedString(markdown:options:baseURL:)` parses as `init(markdown:)` and resolves
    /// relative links against the base.
    @Test func markdownWithOptionsAndBaseURL() throws {
        let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        let a = try AttributedString(markdown: "See [the docs](guide/intro) *now*", options: options, baseURL: URL(string: "https://example.org/app/"))
        #expect(String(a.characters) == "See the docs now")
        #expect(a.runs.contains { $0.link?.absoluteString == "https://example.org/app/guide/intro" })
        #expect(a.runs.contains { $0.inlinePresentationIntent == .emphasized })
    }
}
