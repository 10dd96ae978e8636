import Foundation

// HealthKit's units and quantities: exact conversions between compatible units, for the
// quantities an app makes (a render records none).

/// A unit (HealthKit's `HKUnit`): a factor times powers of base dimensions, so that
/// quantities convert exactly between compatible units (kilometres and miles, kilocalories
/// and kilojoules, beats per minute and per second); degrees Celsius and Fahrenheit convert
/// with their offsets.
public final class HKUnit: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The unit's string, as HealthKit writes it (`"count/min"`, `"kcal"`, `"km"`).
    public let unitString: String
    /// The factor to the base units (metre, gram, second, joule, count, litre, pascal).
    let factor: Double
    /// The powers of the base dimensions.
    let dimensions: [String: Int]
    /// The offset to kelvin (temperatures only).
    let offset: Double

    init(_ string: String, _ factor: Double, _ dimensions: [String: Int], offset: Double = 0) {
        unitString = string
        self.factor = factor
        self.dimensions = dimensions.filter { $0.value != 0 }
        self.offset = offset
    }

    /// SI prefixes (HealthKit's `HKMetricPrefix`).
    public enum MetricPrefix: Int, Sendable {
        /// None.
        case none
        /// 10⁻³.
        case milli
        /// 10⁻².
        case centi
        /// 10⁻¹.
        case deci
        /// 10³.
        case kilo
        /// 10⁻⁶.
        case micro

        var factor: Double { [1, 1e-3, 1e-2, 1e-1, 1e3, 1e-6][rawValue] }
        var symbol: String { ["", "m", "c", "d", "k", "mc"][rawValue] }
    }

    /// A count.
    public static func count() -> HKUnit { HKUnit("count", 1, ["count": 1]) }
    /// Metres.
    public static func meter() -> HKUnit { meterUnit(with: .none) }
    /// Metres with a prefix (`.kilo`: kilometres).
    public static func meterUnit(with prefix: MetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "m", prefix.factor, ["m": 1]) }
    /// Miles (1,609.344 m).
    public static func mile() -> HKUnit { HKUnit("mi", 1_609.344, ["m": 1]) }
    /// Feet (0.3048 m).
    public static func foot() -> HKUnit { HKUnit("ft", 0.3048, ["m": 1]) }
    /// Inches (0.0254 m).
    public static func inch() -> HKUnit { HKUnit("in", 0.0254, ["m": 1]) }
    /// Yards (0.9144 m).
    public static func yard() -> HKUnit { HKUnit("yd", 0.9144, ["m": 1]) }
    /// Grams.
    public static func gram() -> HKUnit { gramUnit(with: .none) }
    /// Grams with a prefix (`.kilo`: kilograms).
    public static func gramUnit(with prefix: MetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "g", prefix.factor, ["g": 1]) }
    /// Pounds (453.59237 g).
    public static func pound() -> HKUnit { HKUnit("lb", 453.592_37, ["g": 1]) }
    /// Ounces (28.349523125 g).
    public static func ounce() -> HKUnit { HKUnit("oz", 28.349_523_125, ["g": 1]) }
    /// Stones (6,350.29318 g).
    public static func stone() -> HKUnit { HKUnit("st", 6_350.293_18, ["g": 1]) }
    /// Joules.
    public static func joule() -> HKUnit { jouleUnit(with: .none) }
    /// Joules with a prefix.
    public static func jouleUnit(with prefix: MetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "J", prefix.factor, ["J": 1]) }
    /// Kilocalories (4,184 J).
    public static func kilocalorie() -> HKUnit { HKUnit("kcal", 4_184, ["J": 1]) }
    /// Large (food) calories, kilocalories (4,184 J).
    public static func largeCalorie() -> HKUnit { HKUnit("Cal", 4_184, ["J": 1]) }
    /// Small calories (4.184 J).
    public static func smallCalorie() -> HKUnit { HKUnit("cal", 4.184, ["J": 1]) }
    /// Seconds.
    public static func second() -> HKUnit { HKUnit("s", 1, ["s": 1]) }
    /// Minutes.
    public static func minute() -> HKUnit { HKUnit("min", 60, ["s": 1]) }
    /// Hours.
    public static func hour() -> HKUnit { HKUnit("hr", 3_600, ["s": 1]) }
    /// Days.
    public static func day() -> HKUnit { HKUnit("d", 86_400, ["s": 1]) }
    /// A fraction (0.5 is 50 %).
    public static func percent() -> HKUnit { HKUnit("%", 1, [:]) }
    /// Litres.
    public static func liter() -> HKUnit { literUnit(with: .none) }
    /// Litres with a prefix (`.milli`: millilitres).
    public static func literUnit(with prefix: MetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "L", prefix.factor, ["L": 1]) }
    /// US fluid ounces (0.0295735295625 L).
    public static func fluidOunceUS() -> HKUnit { HKUnit("fl_oz_us", 0.029_573_529_562_5, ["L": 1]) }
    /// Degrees Celsius.
    public static func degreeCelsius() -> HKUnit { HKUnit("degC", 1, ["K": 1], offset: 273.15) }
    /// Degrees Fahrenheit.
    public static func degreeFahrenheit() -> HKUnit { HKUnit("degF", 5.0 / 9.0, ["K": 1], offset: 255.372_222_222_222_2) }
    /// Kelvin.
    public static func kelvin() -> HKUnit { HKUnit("K", 1, ["K": 1]) }
    /// Millimetres of mercury (133.322387415 Pa).
    public static func millimeterOfMercury() -> HKUnit { HKUnit("mmHg", 133.322_387_415, ["Pa": 1]) }

    /// The unit `string` names: a single unit (`"count"`, `"kcal"`, `"km"`, `"mi"`, `"kg"`,
    /// `"lb"`, `"min"`, `"%"`, `"mL"`, `"degC"`, `"mmHg"`, …) or a quotient of two
    /// (`"count/min"`, `"mg/dL"`). A string it cannot read is a dimensionless unit of that
    /// name (HealthKit raises an exception; Cairn never stops the program).
    public convenience init(from string: String) {
        let parts = string.split(separator: "/", maxSplits: 1).map(String.init)
        if parts.count == 2, let a = HKUnit.named(parts[0]), let b = HKUnit.named(parts[1]) {
            let q = a.unitDivided(by: b)
            self.init(string, q.factor, q.dimensions)
        } else if let u = HKUnit.named(string) {
            self.init(string, u.factor, u.dimensions, offset: u.offset)
        } else {
            self.init(string, 1, ["?" + string: 1])
        }
    }

    static func named(_ s: String) -> HKUnit? {
        let simple: [String: () -> HKUnit] = [
            "count": count, "m": meter, "mi": mile, "ft": foot, "in": inch, "yd": yard, "g": gram, "lb": pound, "oz": ounce,
            "st": stone, "J": joule, "kcal": kilocalorie, "Cal": largeCalorie, "cal": smallCalorie, "s": second, "min": minute,
            "hr": hour, "d": day, "%": percent, "L": liter, "fl_oz_us": fluidOunceUS, "degC": degreeCelsius,
            "degF": degreeFahrenheit, "K": kelvin, "mmHg": millimeterOfMercury,
        ]
        if let make = simple[s] { return make() }
        for prefix in [MetricPrefix.kilo, .milli, .centi, .deci, .micro] where s.hasPrefix(prefix.symbol) {
            switch String(s.dropFirst(prefix.symbol.count)) {
            case "m": return meterUnit(with: prefix)
            case "g": return gramUnit(with: prefix)
            case "J": return jouleUnit(with: prefix)
            case "L": return literUnit(with: prefix)
            default: continue
            }
        }
        return nil
    }

    /// This unit divided by `unit` (`count().unitDivided(by: .minute())`: beats per minute).
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        var d = dimensions
        for (k, v) in unit.dimensions { d[k, default: 0] -= v }
        return HKUnit("\(unitString)/\(unit.unitString)", factor / unit.factor, d)
    }

    /// This unit times `unit`.
    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        var d = dimensions
        for (k, v) in unit.dimensions { d[k, default: 0] += v }
        return HKUnit("\(unitString)·\(unit.unitString)", factor * unit.factor, d)
    }

    /// Whether quantities convert between the units (the same dimensions).
    func isCompatible(with other: HKUnit) -> Bool { dimensions == other.dimensions }

    /// Units are equal when their strings are.
    public static func == (a: HKUnit, b: HKUnit) -> Bool { a.unitString == b.unitString }
    /// Hashes the string.
    public func hash(into hasher: inout Hasher) { hasher.combine(unitString) }
    /// The unit's string.
    public var description: String { unitString }
}

/// An amount in a unit (HealthKit's `HKQuantity`).
public final class HKQuantity: @unchecked Sendable, CustomStringConvertible {
    let unit: HKUnit
    let value: Double

    /// `value` of `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    /// Whether the quantity converts to `unit`.
    public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

    /// The amount in `unit` (5 km is 3.10686 mi); NaN for a unit of other dimensions
    /// (HealthKit raises an exception, which Cairn does not).
    public func doubleValue(for unit: HKUnit) -> Double {
        guard self.unit.isCompatible(with: unit) else { return .nan }
        let base = value * self.unit.factor + self.unit.offset
        return (base - unit.offset) / unit.factor
    }

    /// Compares two compatible quantities.
    public func compare(_ other: HKQuantity) -> ComparisonResult {
        let a = value * unit.factor + unit.offset, b = other.doubleValue(for: unit) * unit.factor + unit.offset
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    /// `"5 km"`.
    public var description: String { "\(value) \(unit.unitString)" }
}
