import Foundation

/// The one number formatter behind every textual output of Cairn (path descriptions, SVG
/// path data, display-list dumps, layout descriptions), so text is identical on every run
/// and machine.
package enum NumberFormat {
    /// The shortest decimal text that reads back as exactly `value` (Swift's round-trip
    /// representation), without a trailing ".0" and with -0 written as 0.
    /// Non-finite values are written "nan", "inf" and "-inf".
    package static func exact(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value == 0 { return "0" }
        var text = "\(Double(value))"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// `value` rounded to at most `digits` decimals, trailing zeros removed (for
    /// human-facing dumps where 61.333333333333336 would be noise).
    package static func rounded(_ value: CGFloat, digits: Int = 3) -> String {
        if !value.isFinite { return exact(value) }
        let scale = pow(10, Double(digits))
        let r = (Double(value) * scale).rounded() / scale
        return exact(CGFloat(r))
    }
}
