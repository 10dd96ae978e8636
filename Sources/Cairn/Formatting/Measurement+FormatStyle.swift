#if !canImport(Darwin)
import Foundation

extension Measurement where UnitType: Dimension {
    /// A format style that writes a measurement as localized text, Apple's `Measurement.FormatStyle`.
    ///
    /// Steps of `format(_:)`:
    /// 1. Pick the output unit: the measurement's own (`asProvided`), or CLDR's preference for the
    ///    usage and the locale's region (`MeasurementUnitPreferences`).
    /// 2. Convert, splitting into a mixed unit (`5 ft, 11 in`) where CLDR prefers one.
    /// 3. Round: the `numberFormatStyle` if given; else under a usage CLDR's increment, or ICU's
    ///    usage default "integer, at least 2 significant digits" (Apple: 36.8 °C → "98°F");
    ///    `asProvided` keeps up to 6 fraction digits (Apple: "36.8°C").
    /// 4. Write the number in the locale, pick the plural form (CLDR plural rules for en, de, fr)
    ///    and the unit pattern for the width (CLDR unit names, `MeasurementUnitNames`).
    ///
    /// Cairn differs from Apple in one way, on purpose: `locale` defaults to `en_US`, not the
    /// user's current locale, so that text renders the same on every machine.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How long the unit name is: `wide` ("kilometers"), `abbreviated` ("km"), `narrow` ("km", unspaced).
        public struct UnitWidth: Codable, Hashable, Sendable {
            /// The CLDR width name: `wide`, `abbreviated` or `narrow`.
            let name: String
            /// The full unit name: "100 degrees Fahrenheit" (Apple's `width` documentation, en_US).
            public static var wide: Self { Self(name: "wide") }
            /// The abbreviated unit: "100°F" (Apple's `width` documentation, en_US).
            public static var abbreviated: Self { Self(name: "abbreviated") }
            /// The shortest unit: "100°" (Apple's `width` documentation, en_US).
            public static var narrow: Self { Self(name: "narrow") }
        }

        /// The width of the unit name.
        public var width: UnitWidth
        /// The locale whose units, names and number symbols are used; `en_US` unless set.
        public var locale: Locale
        /// The purpose of the measurement, which picks the unit; `nil` behaves as `general`.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// The number style for the value; `nil` uses Apple's defaults (see the type's step 3).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a temperature omits its scale ("100°" rather than "100°F").
        public var hidesScaleName: Bool

        /// Creates a measurement format style.
        ///
        /// - Parameters:
        ///   - width: The width of the unit name.
        ///   - locale: The locale; Cairn defaults to `en_US` (Apple: the current locale).
        ///   - usage: The purpose of the measurement; `general` picks the locale's default unit.
        ///   - numberFormatStyle: The number style; `nil` for Apple's defaults.
        public init(width: UnitWidth, locale: Locale = Locale(identifier: "en_US"),
                    usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width; self.locale = locale; self.usage = usage
            self.numberFormatStyle = numberFormatStyle; self.hidesScaleName = false
        }

        /// Returns this style with another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// Writes `measurement` as text in this style's width, usage and locale.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let names = NameLocale(locale)
            let cldrUsage = (usage ?? .general).cldrUsage
            // Step 1: the output unit.
            guard let usageName = cldrUsage,
                  let prefs = MeasurementUnitPreferences.preferences(
                      for: measurement.unit, usage: usageName, region: MeasurementUnitPreferences.region(of: locale)),
                  !prefs.isEmpty, measurement.value.isFinite
            else {
                return formatAsProvided(measurement, names: names)
            }
            return formatPreferred(measurement, prefs: prefs, names: names)
        }

        /// Steps 2–4 for a usage: converts to the first preference whose threshold the value reaches.
        private func formatPreferred(_ base: Measurement<UnitType>, prefs: [PreferredUnit], names: NameLocale) -> String {
            let baseValue = base.value
            func value(in unit: Dimension) -> Double {
                unit.converter.value(fromBaseUnitValue: (base.unit as Dimension).converter.baseUnitValue(fromValue: baseValue))
            }
            let pref = prefs.first { abs(value(in: $0.unit)) >= $0.geq } ?? prefs[prefs.count - 1]
            let converted = value(in: pref.unit)
            // Step 2: a mixed unit keeps the whole major units and formats the rest in the minor one.
            if let minor = pref.minor {
                var major = converted.rounded(.towardZero)
                let majorInBase = pref.unit.converter.baseUnitValue(fromValue: major)
                let restBase = pref.unit.converter.baseUnitValue(fromValue: converted) - majorInBase
                var rest = minor.unit.converter.value(fromBaseUnitValue: restBase)
                var restText = number(rest, increment: nil)
                let perMajor = minor.unit.converter.value(fromBaseUnitValue: pref.unit.converter.baseUnitValue(fromValue: 1))
                if roundedValue(rest, increment: nil) >= perMajor.rounded() {  // 11.99 in → 1 ft more, 0 in
                    major += 1; rest = 0; restText = number(rest, increment: nil)
                }
                let majorText = number(major, increment: 1)
                return names.join(
                    names.pattern(pref.id, width: width.name, value: major, text: majorText),
                    names.pattern(minor.id, width: width.name, value: rest, text: restText),
                    width: width.name)
            }
            let text = number(converted, increment: pref.increment)
            return names.pattern(unitID(pref.id), width: width.name, value: roundedValue(converted, increment: pref.increment),
                                 text: text)
        }

        /// The unit pattern id, with the scale hidden for temperatures when asked.
        private func unitID(_ id: String) -> String {
            hidesScaleName && ["celsius", "fahrenheit", "kelvin"].contains(id) ? "generic-temperature" : id
        }

        /// `asProvided`: the measurement's own unit; units Cairn has no name for use their symbol.
        private func formatAsProvided(_ measurement: Measurement<UnitType>, names: NameLocale) -> String {
            let text = numberText(measurement.value, style: numberFormatStyle ?? FloatingPointFormatStyle<Double>())
            guard let id = MeasurementUnitPreferences.cldrID(of: measurement.unit) else {
                return "\(text) \(measurement.unit.symbol)"  // Cairn's estimate: Foundation's symbol
            }
            return names.pattern(unitID(id), width: width.name, value: measurement.value, text: text)
        }

        /// The value after the rounding step 3 applies (used for the plural form).
        private func roundedValue(_ value: Double, increment: Double?) -> Double {
            if numberFormatStyle != nil { return value }
            if let increment { return (value / increment).rounded(.toNearestOrEven) * increment }
            if abs(value) >= 10 || value == 0 { return value.rounded(.toNearestOrEven) }
            let scale = pow(10, 1 - floor(log10(abs(value))))
            return (value * scale).rounded(.toNearestOrEven) / scale
        }

        /// Step 3 and the number half of step 4.
        private func number(_ value: Double, increment: Double?) -> String {
            if let numberFormatStyle { return numberText(value, style: numberFormatStyle) }
            let rounded = roundedValue(value, increment: increment)
            let style = FloatingPointFormatStyle<Double>().precision(.fractionLength(0...8))
            return numberText(rounded == 0 ? 0 : rounded, style: style)
        }

        /// The number in this style's locale.
        private func numberText(_ value: Double, style: FloatingPointFormatStyle<Double>) -> String {
            style.locale(locale).format(value)
        }
    }

    /// Writes this measurement with the default style: abbreviated unit, general usage, `en_US`.
    ///
    /// Apple's example: 38 °C → "100°F" in en_US (`Measurement.FormatStyle` documentation).
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// Writes this measurement with `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension Measurement<UnitTemperature>.FormatStyle {
    /// Creates a temperature format style that can hide the scale name ("100°").
    ///
    /// - Parameters:
    ///   - width: The width of the unit name.
    ///   - locale: The locale; Cairn defaults to `en_US` (Apple: the current locale).
    ///   - usage: The purpose of the temperature.
    ///   - hidesScaleName: Whether to omit "F"/"C" from the unit.
    ///   - numberFormatStyle: The number style; `nil` for Apple's defaults.
    public init(width: UnitWidth = .abbreviated, locale: Locale = Locale(identifier: "en_US"),
                usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
                numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        self.hidesScaleName = hidesScaleName
    }
}

extension FormatStyle {
    /// A measurement style with the given unit width, usage and number style.
    ///
    /// Apple's example: `Measurement(value: 36, unit: UnitLength.miles)` with `.wide` and `.road`
    /// is "36 miles" in en_US and "58 kilomètres" in fr_FR.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature style that can hide the scale name.
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
        hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName,
                                                 numberFormatStyle: numberFormatStyle)
    }
}
#endif
