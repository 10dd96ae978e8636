#if !canImport(Darwin)
import Cairn
import Foundation
import Testing

/// Apple's documented examples and CLDR's data (checked against the ICU 74 data in Swift 6.3.1).
/// CLDR puts U+00A0 / U+202F where Apple's pages print a plain space (fr; de short names use a plain space).
struct MeasurementFormatStyleTests {
    let fr = Locale(identifier: "fr_FR"), gb = Locale(identifier: "en_GB"), de = Locale(identifier: "de_DE")

    /// Apple, `Measurement.FormatStyle.width`: 100 °F wide / abbreviated / narrow in en_US.
    @Test func widthsOfFahrenheit() {
        let t = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
        #expect(t.formatted(.measurement(width: .wide)) == "100 degrees Fahrenheit")
        #expect(t.formatted(.measurement(width: .abbreviated)) == "100°F")
        #expect(t.formatted(.measurement(width: .narrow)) == "100°")
    }

    /// Apple, `Measurement.FormatStyle` overview: 38 °C → "100°F" (en_US), "38 °C" / "38 degrés Celsius" (fr_FR).
    @Test func defaultStyleConvertsAndRounds() {
        let t = Measurement<UnitTemperature>(value: 38, unit: .celsius)
        #expect(t.formatted() == "100°F")
        #expect(t.formatted(.measurement(width: .wide)) == "100 degrees Fahrenheit")
        #expect(t.formatted(.measurement(width: .abbreviated).locale(fr)) == "38\u{202F}°C")
        #expect(t.formatted(.measurement(width: .wide).locale(fr)) == "38\u{00A0}degrés Celsius")
    }

    /// Apple, `usage`: 36.8 °C → "98°F" (general), "36.8°C" (asProvided).
    @Test func usageGeneralAndAsProvided() {
        let t = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
        #expect(t.formatted() == "98°F")
        #expect(t.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "36.8°C")
    }

    /// Apple, overview: 36 mi, wide, road → "36 miles" (en_US), "58 kilomètres" (fr_FR).
    @Test func roadDistance() {
        let style = Measurement<UnitLength>.FormatStyle(width: .wide, usage: .road)
        let d = Measurement<UnitLength>(value: 36, unit: .miles)
        #expect(style.format(d) == "36 miles")
        #expect(style.locale(fr).format(d) == "58\u{00A0}kilomètres")
        // CLDR road preferences (US): feet in steps of 50 from 100 ft; 100 m = 328 ft → "350 ft".
        #expect(Measurement<UnitLength>(value: 100, unit: .meters).formatted(.measurement(width: .abbreviated, usage: .road)) == "350 ft")
        // CLDR road (GB): yards in steps of 50 from 100 yd; 150 m = 164 yd → "150 yd".
        #expect(Measurement<UnitLength>(value: 150, unit: .meters).formatted(.measurement(width: .abbreviated, usage: .road).locale(gb)) == "150 yd")
    }

    /// Apple, `measurement(width:usage:numberFormatStyle:)`: kilometres, narrow, asProvided, `.number`.
    @Test func asProvidedNarrowKilometres() {
        let out = [100.0, 1000, 10000, 100000, 1000000].map {
            Measurement(value: $0, unit: UnitLength.kilometers)
                .formatted(.measurement(width: .narrow, usage: .asProvided, numberFormatStyle: .number))
        }
        #expect(out == ["100km", "1,000km", "10,000km", "100,000km", "1,000,000km"])
    }

    /// CLDR en unit names: "5 kilometers", "5 km", "5km"; en_GB "kilometres"; plural "1 kilometer".
    @Test func unitNamesPerWidth() {
        let km = Measurement<UnitLength>(value: 5, unit: .kilometers)
        #expect(km.formatted(.measurement(width: .wide, usage: .asProvided)) == "5 kilometers")
        #expect(km.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "5 km")
        #expect(km.formatted(.measurement(width: .narrow, usage: .asProvided)) == "5km")
        #expect(km.formatted(.measurement(width: .wide, usage: .asProvided).locale(gb)) == "5 kilometres")
        #expect(Measurement<UnitLength>(value: 1, unit: .kilometers).formatted(.measurement(width: .wide, usage: .asProvided)) == "1 kilometer")
        // CLDR fr plural `one` is i = 0,1: "1,5 kilomètre".
        #expect(Measurement<UnitLength>(value: 1.5, unit: .kilometers).formatted(.measurement(width: .wide, usage: .asProvided).locale(fr)) == "1,5\u{00A0}kilomètre")
        // CLDR en: 5 km under general usage → 3.1 mi (ICU usage rounding: integer, ≥ 2 significant digits).
        #expect(km.formatted() == "3.1 mi")
    }

    /// CLDR person-height: feet and inches (US/GB), "mètre et centimètres" (FR).
    @Test func personHeight() {
        let h = Measurement<UnitLength>(value: 1.8, unit: .meters)
        #expect(h.formatted(.measurement(width: .abbreviated, usage: .personHeight)) == "5 ft, 11 in")
        #expect(h.formatted(.measurement(width: .wide, usage: .personHeight)) == "5 feet, 11 inches")
        #expect(h.formatted(.measurement(width: .narrow, usage: .personHeight)) == "5′ 11″")
        #expect(h.formatted(.measurement(width: .abbreviated, usage: .personHeight).locale(fr)) == "1\u{202F}m et 80\u{202F}cm")
    }

    /// CLDR person weight: stones and pounds (GB), pounds (US), kilograms (DE).
    @Test func personWeight() {
        let m = Measurement<UnitMass>(value: 80, unit: .kilograms)
        #expect(m.formatted(.measurement(width: .abbreviated, usage: .personWeight).locale(gb)) == "12 st, 8.4 lb")
        #expect(m.formatted(.measurement(width: .wide, usage: .personWeight).locale(gb)) == "12 stone, 8.4 pounds")
        #expect(m.formatted(.measurement(width: .wide, usage: .personWeight)) == "176 pounds")
        #expect(m.formatted(.measurement(width: .abbreviated, usage: .personWeight).locale(de)) == "80 kg")
    }

    /// CLDR: speed km/h (DE), food energy "Calories" (US), duration in days, hidden temperature scale.
    @Test func otherDimensions() {
        #expect(Measurement<UnitSpeed>(value: 10, unit: .metersPerSecond).formatted(.measurement(width: .abbreviated).locale(de)) == "36 km/h")
        #expect(Measurement<UnitEnergy>(value: 1_000_000, unit: .joules).formatted(.measurement(width: .wide, usage: .food)) == "239 Calories")
        // A workout's energy as food energy, not kilowatt-hours (a pasted fitness screen).
        #expect(Measurement<UnitEnergy>(value: 420, unit: .kilocalories).formatted(.measurement(width: .abbreviated, usage: .workout)) == "420 Cal")
        #expect(Measurement<UnitEnergy>(value: 420, unit: .kilocalories).formatted(.measurement(width: .abbreviated, usage: .workout).locale(de)) == "420 kcal")
        #expect(Measurement<UnitDuration>(value: 100_000, unit: .seconds).formatted() == "1.2 days")
        #expect(Measurement<UnitTemperature>(value: 100, unit: .fahrenheit).formatted(.measurement(hidesScaleName: true)) == "100°")
    }

    /// Apple, `numberFormatStyle`: 2300 mL, two fraction digits, no grouping.
    @Test func customNumberStyle() {
        let v = Measurement<UnitVolume>(value: 2300, unit: .milliliters)
        #expect(v.formatted(.measurement(width: .abbreviated, usage: .asProvided,
                                         numberFormatStyle: .number.precision(.fractionLength(2)).grouping(.never))) == "2300.00 mL")
    }
}
#endif
