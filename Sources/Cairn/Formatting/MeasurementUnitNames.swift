#if !canImport(Darwin)
// Generated from CLDR unit names (the CLDR data bundled with Swift 6.3.1's ICU, read through
// `unumf` skeletons `measure-unit/<id> unit-width-{full-name,short,narrow}` for the values 1 and 2),
// then frozen here so that output never depends on the toolchain's ICU (house rule 9).

/// The CLDR unit patterns Cairn formats measurements with, for en_US, en_GB, de_DE and fr_FR.
///
/// Keys are `"<locale>/<CLDR unit id>/<width>"`; values are the patterns for the plural
/// categories `one` and `other`, with `{0}` standing for the formatted number. Spaces inside
/// patterns are CLDR's (U+00A0 no-break space, U+202F narrow no-break space).
enum MeasurementUnitNames {
    /// The pattern pairs (`one`, `other`) by `"<locale>/<unit>/<width>"`.
    static let patterns: [String: (one: String, other: String)] = [patternsdeDE, patternsenGB, patternsenUS, patternsfrFR].reduce(into: [:]) { all, table in all.merge(table) { first, _ in first } }
}
#endif
