import CairnGeometry
import Foundation

/// The key of a localizable string, as in SwiftUI; Cairn does not localize, so the key's
/// text is shown as written, with its interpolations formatted.
///
/// Interpolations follow SwiftUI's formatting: integers with `%lld`, floating-point
/// numbers with `%lf` (so `"\(0.5)"` shows "0.500000", as in SwiftUI), anything else by
/// its description; `specifier:` takes a printf-style format such as `"%.1f"`.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key's Markdown source: literals as written, interpolated values escaped so they
    /// show literally.
    package let markdown: String
    /// Values formatted when the text is resolved (`format:` and date-style
    /// interpolations), marked in `markdown` by private-use characters.
    let values: [FormattedValue]
    /// Images interpolated into the key, marked in `markdown` by private-use characters.
    let images: [InlineImage]
    /// Texts interpolated into the key (their styling kept), marked in `markdown` by
    /// private-use characters of plane 16.
    let texts: [InlineText]

    /// The text without Markdown styling (its characters as `Text` shows them, formatted
    /// with Cairn's default locale).
    package var text: String {
        InlineText.substitute(FormattedValue.substitute(InlineMarkdown.parse(markdown).map(\.text).joined(), values, .standard), texts)
    }

    /// A key whose text is `value` (its Markdown is interpreted, as in SwiftUI).
    public init(_ value: String) {
        markdown = value
        values = []
        images = []
        texts = []
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        markdown = value
        values = []
        images = []
        texts = []
    }

    /// A key from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        markdown = stringInterpolation.output
        values = stringInterpolation.values
        images = stringInterpolation.images
        texts = stringInterpolation.texts
    }

    /// Builds a key's text from literals and formatted values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// The same text with neither Markdown nor escapes: literals and values as written
        /// (formatted values and images by their markers), for `String(localized:)`.
        var plain = ""
        var values: [FormattedValue] = []
        var images: [InlineImage] = []
        var texts: [InlineText] = []

        /// Appends a value formatted at resolution.
        mutating func appendFormatted(_ value: FormattedValue) {
            let marker = FormattedValue.placeholder(values.count)
            output += marker
            plain += marker
            values.append(value)
        }

        /// Room for the literal and the interpolations.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// A literal piece, its Markdown interpreted.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            plain += literal
        }

        /// A value's text, shown literally (Markdown in it is not interpreted).
        mutating func appendValue(_ text: String) {
            output += InlineMarkdown.escaped(text)
            plain += text
        }

        /// A string, as is.
        public mutating func appendInterpolation(_ string: String) { appendValue(string) }

        /// A `Text`, keeping its own styling (`"Tap \(Text("Done").bold()) to finish"`): its
        /// pieces take the surrounding text's attributes only where they set none, as in
        /// SwiftUI.
        public mutating func appendInterpolation(_ text: Text) {
            let marker = InlineText.marker(texts.count)
            output += marker
            plain += text.segments.map(\.string).joined()
            texts.append(InlineText(text: text))
        }

        /// An integer, formatted with `specifier` (default `%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String = "%lld") {
            appendValue(FormatSpecifier.format(integer: Int64(clamping: value), specifier))
        }

        /// A floating-point number, formatted with `specifier` (default `%lf`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String = "%lf") {
            appendValue(FormatSpecifier.format(double: Double(value), specifier))
        }

        /// Any other value, by its description.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }
    }
}

/// printf-style formatting that never hands `String(format:)` an argument of the wrong
/// type: a specifier must hold exactly one conversion; the value is converted to what the
/// conversion expects (`%d` of 2.7 prints 2, `%.1f` of 3 prints 3.0). Anything else (no
/// conversion, several, `%@`, `%s`, `%n`) prints the value's plain description.
package enum FormatSpecifier {
    enum Kind { case integer, floating }

    /// The specifier split around its one conversion, rebuilt with a safe length modifier.
    static func parse(_ spec: String) -> (format: String, kind: Kind)? {
        let chars = Array(spec)
        var out = ""
        var found: Kind?
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "%" else { out.append(c); i += 1; continue }
            if i + 1 < chars.count, chars[i + 1] == "%" { out += "%%"; i += 2; continue }
            guard found == nil else { return nil }
            var j = i + 1
            var flags = ""
            while j < chars.count, "-+ #0'".contains(chars[j]) { flags.append(chars[j]); j += 1 }
            var width = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { width.append(chars[j]); j += 1 }
            var precision = ""
            if j < chars.count, chars[j] == "." {
                precision = "."
                j += 1
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { precision.append(chars[j]); j += 1 }
            }
            while j < chars.count, "hlqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count, width.count <= 3, precision.count <= 4 else { return nil }
            let conversion = chars[j]
            flags = flags.replacingOccurrences(of: "'", with: "")
            if "diuxXo".contains(conversion) {
                found = .integer
                out += "%" + flags + width + precision + "ll" + String(conversion)
            } else if "fFeEgGaA".contains(conversion) {
                found = .floating
                out += "%" + flags + width + precision + String(conversion)
            } else {
                return nil
            }
            i = j + 1
        }
        guard let found else { return nil }
        return (out, found)
    }

    /// `value` formatted with `spec`, or its description when `spec` is unusable.
    package static func format(double value: Double, _ spec: String) -> String {
        guard let (format, kind) = parse(spec) else { return String(describing: value) }
        switch kind {
        case .floating: return String(format: format, value)
        case .integer:
            guard value.isFinite else { return String(describing: value) }
            return String(format: format, Int64(exactly: value.rounded(.towardZero)) ?? (value < 0 ? .min : .max))
        }
    }

    /// `value` formatted with `spec`, or its description when `spec` is unusable.
    package static func format(integer value: Int64, _ spec: String) -> String {
        guard let (format, kind) = parse(spec) else { return String(value) }
        switch kind {
        case .integer: return String(format: format, value)
        case .floating: return String(format: format, Double(value))
        }
    }
}
