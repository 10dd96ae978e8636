#if !canImport(Darwin)
import Foundation

/// The locale whose CLDR unit names and plural rules Cairn uses: en_US, en_GB, de_DE or fr_FR.
///
/// Other English regions use en_US names, other languages en_US names too (Cairn's estimate:
/// CLDR has names for them, Cairn ships these four).
struct NameLocale {
    /// The key prefix in `MeasurementUnitNames.patterns`.
    let key: String

    /// Resolves `locale` to one of the four name sets.
    init(_ locale: Locale) {
        let language = locale.language.languageCode?.identifier ?? "en"
        switch language {
        case "de": key = "de_DE"
        case "fr": key = "fr_FR"
        default: key = locale.region?.identifier == "GB" ? "en_GB" : "en_US"
        }
    }

    /// Whether CLDR's plural category of the written number is `one`.
    ///
    /// CLDR plural rules: en and de `one` is "i = 1 and v = 0" (exactly "1", no fraction digits);
    /// fr `one` is "i = 0,1" (0 ≤ |n| < 2).
    func isOne(value: Double, text: String) -> Bool {
        if key == "fr_FR" { return abs(value) < 2 }
        return text == "1"
    }

    /// The unit pattern for `id` in `width`, filled with the number `text`.
    func pattern(_ id: String, width: String, value: Double, text: String) -> String {
        let one = isOne(value: value, text: text)
        if id == "generic-temperature" {
            // CLDR `temperature-generic`: "{0}°" short and narrow; the wide names are Cairn's estimate.
            if width != "wide" { return text + "°" }
            switch key {
            case "de_DE": return text + "\u{00A0}Grad"
            case "fr_FR": return text + (one ? "\u{00A0}degré" : "\u{00A0}degrés")
            default: return text + (one ? " degree" : " degrees")
            }
        }
        guard let pair = MeasurementUnitNames.patterns["\(key)/\(id)/\(width)"] else { return "\(text) \(id)" }
        return (one ? pair.one : pair.other).replacingOccurrences(of: "{0}", with: text)
    }

    /// Joins the two parts of a mixed unit with CLDR's unit-list pattern for the width.
    ///
    /// en: "5 ft, 11 in" / "5 feet, 11 inches" / "5′ 11″"; fr: "1 m et 80 cm" / "1 m 80 cm" (narrow).
    func join(_ major: String, _ minor: String, width: String) -> String {
        if width == "narrow" { return major + " " + minor }
        switch key {
        case "fr_FR": return major + " et " + minor
        case "de_DE": return major + " und " + minor
        default: return major + ", " + minor
        }
    }
}
#endif
