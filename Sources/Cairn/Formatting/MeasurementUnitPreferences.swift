#if !canImport(Darwin)
import Foundation

/// One output unit of a CLDR unit preference: the unit, its Foundation twin, and its threshold.
struct PreferredUnit {
    /// The CLDR unit id, such as `"mile"` (a key of `MeasurementUnitNames`).
    let id: String
    /// The Foundation unit values are converted to before formatting.
    let unit: Dimension
    /// The smallest value, in this unit, for which the preference applies (CLDR `geq`).
    let geq: Double
    /// CLDR `precision-increment`, if the preference rounds to a step (road distances).
    let increment: Double?
    /// The smaller unit of a mixed unit (`foot-and-inch`), with its id.
    let minor: (id: String, unit: Dimension)?

    init(_ id: String, _ unit: Dimension, geq: Double = 0, increment: Double? = nil,
         minor: (id: String, unit: Dimension)? = nil) {
        self.id = id; self.unit = unit; self.geq = geq; self.increment = increment; self.minor = minor
    }
}

/// CLDR's unit preferences (`unitPreferenceData`) for the dimensions Cairn formats.
///
/// The tables are CLDR's as shipped with Swift 6.3.1's ICU, checked value by value against it:
/// the first entry whose `geq` the converted value reaches wins, the last entry is the fallback.
/// Regions: `US`, `GB`, `FR` (person height only) and `001` (the rest of the world).
enum MeasurementUnitPreferences {
    /// The region CLDR keys preferences by: `US`, `GB`, `FR` or `001`.
    static func region(of locale: Locale) -> String {
        let code = locale.region?.identifier ?? (locale.language.languageCode?.identifier == "en" ? "US" : "001")
        switch code {
        case "US", "LR", "MM": return "US"
        case "GB": return "GB"
        case "FR": return "FR"
        default: return "001"
        }
    }

    /// The ordered preferences for a unit of `dimension`'s type, a usage and a region, or `nil`
    /// when Cairn has no table for the dimension (the measurement is then formatted as provided).
    static func preferences(for dimension: Dimension, usage: String, region: String) -> [PreferredUnit]? {
        let us = region == "US", imperial = region == "US" || region == "GB"
        switch dimension {
        case is UnitLength:
            switch usage {
            case "road":
                if us {
                    return [.init("mile", UnitLength.miles, geq: 0.5),
                            .init("foot", UnitLength.feet, geq: 100, increment: 50),
                            .init("foot", UnitLength.feet, geq: 10, increment: 10),
                            .init("foot", UnitLength.feet, increment: 1)]
                }
                if region == "GB" {
                    return [.init("mile", UnitLength.miles, geq: 0.5),
                            .init("yard", UnitLength.yards, geq: 100, increment: 50),
                            .init("yard", UnitLength.yards, geq: 10, increment: 10),
                            .init("yard", UnitLength.yards, increment: 1)]
                }
                // Cairn's estimate for the kilometre threshold: ICU gives "1 km" for 999 m and
                // "300 m" for 320 m; CLDR's value lies between, Cairn takes 0.9 km.
                return [.init("kilometer", UnitLength.kilometers, geq: 0.9),
                        .init("meter", UnitLength.meters, geq: 300, increment: 50),
                        .init("meter", UnitLength.meters, geq: 10, increment: 10),
                        .init("meter", UnitLength.meters, increment: 1)]
            case "person-height":
                if imperial {
                    return [.init("foot", UnitLength.feet, geq: 3, minor: ("inch", UnitLength.inches)),
                            .init("inch", UnitLength.inches)]
                }
                if region == "FR" {
                    return [.init("meter", UnitLength.meters, minor: ("centimeter", UnitLength.centimeters))]
                }
                return [.init("centimeter", UnitLength.centimeters)]
            case "person":
                return [imperial ? .init("inch", UnitLength.inches) : .init("centimeter", UnitLength.centimeters)]
            default:
                if imperial {
                    return [.init("mile", UnitLength.miles, geq: 1), .init("foot", UnitLength.feet, geq: 1),
                            .init("inch", UnitLength.inches)]
                }
                return [.init("kilometer", UnitLength.kilometers, geq: 1), .init("meter", UnitLength.meters, geq: 1),
                        .init("centimeter", UnitLength.centimeters)]
            }
        case is UnitMass:
            if usage == "person" {
                if us {
                    return [.init("pound", UnitMass.pounds, geq: 1),
                            .init("pound", UnitMass.pounds, minor: ("ounce", UnitMass.ounces))]
                }
                if region == "GB" {
                    return [.init("stone", stone, geq: 1, minor: ("pound", UnitMass.pounds)),
                            .init("pound", UnitMass.pounds, minor: ("ounce", UnitMass.ounces))]
                }
                return [.init("kilogram", UnitMass.kilograms, geq: 1), .init("gram", UnitMass.grams)]
            }
            if imperial {
                return [.init("ton", UnitMass.shortTons, geq: 1), .init("pound", UnitMass.pounds, geq: 1),
                        .init("ounce", UnitMass.ounces)]
            }
            return [.init("tonne", UnitMass.metricTons, geq: 1), .init("kilogram", UnitMass.kilograms, geq: 1),
                    .init("gram", UnitMass.grams)]
        case is UnitTemperature:
            return [us ? .init("fahrenheit", UnitTemperature.fahrenheit) : .init("celsius", UnitTemperature.celsius)]
        case is UnitSpeed:
            return [imperial ? .init("mile-per-hour", UnitSpeed.milesPerHour)
                             : .init("kilometer-per-hour", UnitSpeed.kilometersPerHour)]
        case is UnitEnergy:
            // Workout energy as food energy: CLDR has no `workout` preference, and its default
            // (kilowatt-hours) is not what a workout shows; Apple's Fitness app counts active
            // energy in Calories in the US and kilocalories elsewhere (Cairn's reading).
            if usage == "food" || usage == "workout" {
                return [us ? .init("foodcalorie", UnitEnergy.kilocalories) : .init("kilocalorie", UnitEnergy.kilocalories)]
            }
            return [.init("kilowatt-hour", UnitEnergy.kilowattHours)]
        case is UnitDuration:
            let day = UnitDuration(symbol: "d", converter: UnitConverterLinear(coefficient: 86_400))
            return [.init("day", day, geq: 1), .init("hour", UnitDuration.hours, geq: 1),
                    .init("minute", UnitDuration.minutes, geq: 1), .init("second", UnitDuration.seconds, geq: 1),
                    .init("millisecond", UnitDuration.milliseconds)]
        default:
            return nil
        }
    }

    /// The stone, 14 lb = 6.35029318 kg (CLDR `lb_to_kg*14`). swift-corelibs-foundation's
    /// `UnitMass.stones` has the reciprocal coefficient (0.157473), so Cairn converts with its own.
    static let stone = UnitMass(symbol: "st", converter: UnitConverterLinear(coefficient: 6.35029318))

    /// The CLDR id of a Foundation unit Cairn has names for, matched by type and symbol.
    static func cldrID(of unit: Dimension) -> String? {
        let table: [(Dimension, String)] = [
            (UnitLength.kilometers, "kilometer"), (UnitLength.meters, "meter"), (UnitLength.centimeters, "centimeter"),
            (UnitLength.millimeters, "millimeter"), (UnitLength.miles, "mile"), (UnitLength.yards, "yard"),
            (UnitLength.feet, "foot"), (UnitLength.inches, "inch"),
            (UnitMass.metricTons, "tonne"), (UnitMass.kilograms, "kilogram"), (UnitMass.grams, "gram"),
            (UnitMass.milligrams, "milligram"), (UnitMass.shortTons, "ton"), (UnitMass.stones, "stone"),
            (UnitMass.pounds, "pound"), (UnitMass.ounces, "ounce"),
            (UnitTemperature.celsius, "celsius"), (UnitTemperature.fahrenheit, "fahrenheit"),
            (UnitTemperature.kelvin, "kelvin"),
            (UnitSpeed.metersPerSecond, "meter-per-second"), (UnitSpeed.kilometersPerHour, "kilometer-per-hour"),
            (UnitSpeed.milesPerHour, "mile-per-hour"), (UnitSpeed.knots, "knot"),
            (UnitDuration.hours, "hour"), (UnitDuration.minutes, "minute"), (UnitDuration.seconds, "second"),
            (UnitDuration.milliseconds, "millisecond"),
            (UnitEnergy.joules, "joule"), (UnitEnergy.kilojoules, "kilojoule"), (UnitEnergy.calories, "calorie"),
            (UnitEnergy.kilocalories, "kilocalorie"), (UnitEnergy.kilowattHours, "kilowatt-hour"),
        ]
        return table.first { type(of: $0.0) == type(of: unit) && $0.0.symbol == unit.symbol }?.1
    }
}
#endif
