#if !canImport(Darwin)
import Foundation

/// The purpose a formatted measurement serves, which picks the unit the locale prefers.
///
/// Apple's `MeasurementFormatUnitUsage`, on Linux, where Foundation lacks it. Each usage names a
/// CLDR unit-preference usage (`default`, `road`, `person-height`, …); `asProvided` keeps the
/// measurement's own unit. Source: Apple's documentation of `Measurement.FormatStyle.usage` and
/// CLDR `unitPreferenceData`.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// The CLDR usage name, or `nil` for `asProvided`.
    let cldrUsage: String?

    /// The general usage: the locale's default unit for the dimension.
    public static var general: Self { Self(cldrUsage: "default") }

    /// Formats the measurement in the unit it was created with, whatever the locale.
    public static var asProvided: Self { Self(cldrUsage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A length as it relates to a person (CLDR `person`: inches or centimetres).
    public static var person: Self { Self(cldrUsage: "person") }
    /// A person's height (CLDR `person-height`: feet and inches in the US and the UK).
    public static var personHeight: Self { Self(cldrUsage: "person-height") }
    /// A road distance (CLDR `road`: miles in the US and the UK, kilometres elsewhere).
    public static var road: Self { Self(cldrUsage: "road") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight (CLDR `person`: pounds in the US, stones and pounds in the UK).
    public static var personWeight: Self { Self(cldrUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A temperature as it relates to a person; CLDR has no own preference, so `default`'s apply.
    public static var person: Self { Self(cldrUsage: "person") }
    /// A weather temperature (CLDR `weather`).
    public static var weather: Self { Self(cldrUsage: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy (CLDR `food`: Calories in the US, kilocalories elsewhere).
    public static var food: Self { Self(cldrUsage: "food") }
    /// Workout energy, as food energy: Calories in the US, kilocalories elsewhere (CLDR has no
    /// `workout` preference, and its default, kilowatt-hours, is not what a workout shows; the
    /// units are those of Apple's Fitness app: Cairn's reading).
    public static var workout: Self { Self(cldrUsage: "workout") }
}
#endif
