import Foundation

// HealthKit as app code calls it. A render runs on an iPhone that has recorded nothing and
// that nobody answers for: Health data is available (as on every iPhone), a request for
// authorization completes (the sheet is never answered, so every type stays
// `.notDetermined`), and every query finds no data — a statistics query answers
// `HKError.errorNoData`, a collection enumerates empty intervals, a sample query finds no
// samples — so a step counter shows its zero state and a week's chart its empty days.
// Quantities the app makes itself (mock data in previews) convert between units exactly.

/// The HealthKit error (`HKError`), with Apple's codes.
public struct HKError: Error, CustomStringConvertible, Sendable, Equatable {
    /// HealthKit's error codes (`HKError.Code`), Apple's numbers.
    public enum Code: Int, Sendable {
        /// Health data is not available on this device.
        case errorHealthDataUnavailable = 1
        /// Health data is restricted.
        case errorHealthDataRestricted = 2
        /// An argument was invalid.
        case errorInvalidArgument = 3
        /// Authorization was denied.
        case errorAuthorizationDenied = 4
        /// Authorization has not been asked.
        case errorAuthorizationNotDetermined = 5
        /// The database is locked.
        case errorDatabaseInaccessible = 6
        /// The user cancelled.
        case errorUserCanceled = 7
        /// No data matched.
        case errorNoData = 11
    }
    /// The code.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
    /// `HKError 11 (no data)`, as printed.
    public var description: String { "HKError \(code.rawValue) (\(code))" }
    /// An error of no data (`HKError.errorNoData` as a value to compare with).
    public static let errorNoData = Code.errorNoData
    /// An error of authorization not determined.
    public static let errorAuthorizationNotDetermined = Code.errorAuthorizationNotDetermined
    /// An error of unavailable Health data.
    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
}

/// Whether the app may write a type (HealthKit's `HKAuthorizationStatus`).
public enum HKAuthorizationStatus: Int, Sendable {
    /// Not asked, or not answered.
    case notDetermined
    /// Refused.
    case sharingDenied
    /// Granted.
    case sharingAuthorized
}

/// A kind of Health data (HealthKit's `HKObjectType`).
open class HKObjectType: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The type's identifier, such as `HKQuantityTypeIdentifierStepCount`.
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }

    /// The quantity type of `identifier`.
    public static func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    /// The category type of `identifier`.
    public static func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier) }
    /// The workout type.
    public static func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    /// The activity summary type (the rings).
    public static func activitySummaryType() -> HKObjectType { HKObjectType(identifier: "HKActivitySummaryTypeIdentifier") }

    /// Types are equal when their identifiers are.
    public static func == (a: HKObjectType, b: HKObjectType) -> Bool { a.identifier == b.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    /// The identifier.
    public var description: String { identifier }
}

/// A kind of sample (HealthKit's `HKSampleType`).
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// The workout type (HealthKit's `HKWorkoutType`).
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// A kind of quantity (HealthKit's `HKQuantityType`).
open class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The type of `identifier` (iOS 15's initialiser).
    public init(_ identifier: HKQuantityTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

/// A kind of category sample (HealthKit's `HKCategoryType`).
open class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The type of `identifier`.
    public init(_ identifier: HKCategoryTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

/// Quantity type identifiers (HealthKit's `HKQuantityTypeIdentifier`), Apple's raw values.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    private init(_ name: String) { rawValue = "HKQuantityTypeIdentifier" + name }
    /// Steps.
    public static let stepCount = Self("StepCount")
    /// Walking and running distance.
    public static let distanceWalkingRunning = Self("DistanceWalkingRunning")
    /// Cycling distance.
    public static let distanceCycling = Self("DistanceCycling")
    /// Swimming distance.
    public static let distanceSwimming = Self("DistanceSwimming")
    /// Active energy.
    public static let activeEnergyBurned = Self("ActiveEnergyBurned")
    /// Resting energy.
    public static let basalEnergyBurned = Self("BasalEnergyBurned")
    /// Flights climbed.
    public static let flightsClimbed = Self("FlightsClimbed")
    /// Exercise minutes.
    public static let appleExerciseTime = Self("AppleExerciseTime")
    /// Stand minutes.
    public static let appleStandTime = Self("AppleStandTime")
    /// Heart rate.
    public static let heartRate = Self("HeartRate")
    /// Resting heart rate.
    public static let restingHeartRate = Self("RestingHeartRate")
    /// Walking heart rate average.
    public static let walkingHeartRateAverage = Self("WalkingHeartRateAverage")
    /// Heart rate variability.
    public static let heartRateVariabilitySDNN = Self("HeartRateVariabilitySDNN")
    /// Blood oxygen.
    public static let oxygenSaturation = Self("OxygenSaturation")
    /// Respiratory rate.
    public static let respiratoryRate = Self("RespiratoryRate")
    /// Cardio fitness.
    public static let vo2Max = Self("VO2Max")
    /// Weight.
    public static let bodyMass = Self("BodyMass")
    /// Body mass index.
    public static let bodyMassIndex = Self("BodyMassIndex")
    /// Body fat.
    public static let bodyFatPercentage = Self("BodyFatPercentage")
    /// Height.
    public static let height = Self("Height")
    /// Body temperature.
    public static let bodyTemperature = Self("BodyTemperature")
    /// Systolic blood pressure.
    public static let bloodPressureSystolic = Self("BloodPressureSystolic")
    /// Diastolic blood pressure.
    public static let bloodPressureDiastolic = Self("BloodPressureDiastolic")
    /// Blood glucose.
    public static let bloodGlucose = Self("BloodGlucose")
    /// Water drunk.
    public static let dietaryWater = Self("DietaryWater")
    /// Energy eaten.
    public static let dietaryEnergyConsumed = Self("DietaryEnergyConsumed")
    /// Protein eaten.
    public static let dietaryProtein = Self("DietaryProtein")
    /// Caffeine.
    public static let dietaryCaffeine = Self("DietaryCaffeine")
}

/// Category type identifiers (HealthKit's `HKCategoryTypeIdentifier`).
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sleep.
    public static let sleepAnalysis = HKCategoryTypeIdentifier(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
    /// Mindful minutes.
    public static let mindfulSession = HKCategoryTypeIdentifier(rawValue: "HKCategoryTypeIdentifierMindfulSession")
    /// Stand hours.
    public static let appleStandHour = HKCategoryTypeIdentifier(rawValue: "HKCategoryTypeIdentifierAppleStandHour")
}

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

/// A piece of Health data over a time (HealthKit's `HKSample`).
open class HKSample: @unchecked Sendable {
    /// Its kind.
    public let sampleType: HKSampleType
    /// When it starts.
    public let startDate: Date
    /// When it ends.
    public let endDate: Date
    /// A stable identifier.
    public let uuid = UUID()
    init(type: HKSampleType, start: Date, end: Date) {
        sampleType = type
        startDate = start
        endDate = end
    }
}

/// A quantity over a time (HealthKit's `HKQuantitySample`).
open class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The amount.
    public let quantity: HKQuantity
    /// The quantity type.
    public var quantityType: HKQuantityType { sampleType as? HKQuantityType ?? HKQuantityType(.stepCount) }
    /// A sample of `quantity` (what an app saves, or a preview's mock data).
    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.quantity = quantity
        super.init(type: quantityType, start: startDate, end: endDate)
    }
}

/// A category value over a time (HealthKit's `HKCategorySample`).
open class HKCategorySample: HKSample, @unchecked Sendable {
    /// The value (`HKCategoryValueSleepAnalysis.asleepCore.rawValue`, …).
    public let value: Int
    /// A sample of `value`.
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date) {
        self.value = value
        super.init(type: type, start: startDate, end: endDate)
    }
}

/// Sleep stages (HealthKit's `HKCategoryValueSleepAnalysis`), Apple's raw values.
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    /// In bed.
    case inBed = 0
    /// Asleep, stage unknown.
    case asleepUnspecified = 1
    /// Awake.
    case awake = 2
    /// Core sleep.
    case asleepCore = 3
    /// Deep sleep.
    case asleepDeep = 4
    /// REM sleep.
    case asleepREM = 5
}

/// Sample query sort key for start dates, `"startDate"`.
public let HKSampleSortIdentifierStartDate = "startDate"
/// Sample query sort key for end dates, `"endDate"`.
public let HKSampleSortIdentifierEndDate = "endDate"
/// No limit on a sample query's results.
public let HKObjectQueryNoLimit = 0

/// How a sample predicate treats the edges (HealthKit's `HKQueryOptions`).
public struct HKQueryOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Samples must start at or after the start.
    public static let strictStartDate = HKQueryOptions(rawValue: 1)
    /// Samples must end at or before the end.
    public static let strictEndDate = HKQueryOptions(rawValue: 2)
}

/// What a statistics query computes (HealthKit's `HKStatisticsOptions`).
public struct HKStatisticsOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Per source.
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    /// The average.
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    /// The minimum.
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    /// The maximum.
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    /// The sum.
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    /// The most recent value.
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    /// The duration.
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// A query of Health data (HealthKit's `HKQuery`).
open class HKQuery: @unchecked Sendable {
    init() {}

    /// Samples overlapping `startDate`…`endDate` (nil: open). Nothing is recorded, so
    /// whatever it matches, it matches nothing.
    public static func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }

    /// Answers the query: every query finds no data.
    func answer() {}
}

/// Computed values of a quantity over an interval (HealthKit's `HKStatistics`): with no
/// data recorded, every quantity is nil.
public final class HKStatistics: @unchecked Sendable {
    /// The quantity type.
    public let quantityType: HKQuantityType
    /// The interval's start.
    public let startDate: Date
    /// The interval's end.
    public let endDate: Date
    init(type: HKQuantityType, start: Date, end: Date) {
        quantityType = type
        startDate = start
        endDate = end
    }
    /// The sum: nil (no data).
    public func sumQuantity() -> HKQuantity? { nil }
    /// The average: nil.
    public func averageQuantity() -> HKQuantity? { nil }
    /// The minimum: nil.
    public func minimumQuantity() -> HKQuantity? { nil }
    /// The maximum: nil.
    public func maximumQuantity() -> HKQuantity? { nil }
    /// The most recent: nil.
    public func mostRecentQuantity() -> HKQuantity? { nil }
    /// The duration: nil.
    public func duration() -> HKQuantity? { nil }
}

/// One statistics value over a time (HealthKit's `HKStatisticsQuery`): answered with no
/// statistics and `HKError(.errorNoData)`, as iOS answers when nothing matches.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    let handler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    /// A query of `quantityType`'s `options` over `predicate`'s samples.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        self.handler = handler
    }
    override func answer() { handler(self, nil, HKError(.errorNoData)) }
}

/// Statistics over intervals (a week of daily steps: HealthKit's `HKStatisticsCollection`).
public final class HKStatisticsCollection: @unchecked Sendable {
    let type: HKQuantityType
    let anchor: Date
    let interval: DateComponents
    init(type: HKQuantityType, anchor: Date, interval: DateComponents) {
        self.type = type
        self.anchor = anchor
        self.interval = interval
    }

    /// The intervals from `startDate` to `endDate`, each with no data (nil quantities), in
    /// order — a chart of them draws its empty days. At most 10,000 intervals are visited;
    /// an interval of no length visits none.
    public func enumerateStatistics(from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let calendar = Calendar.current
        var start = startDate
        var stop: ObjCBool = false
        for _ in 0..<10_000 {
            guard start < endDate, let next = calendar.date(byAdding: interval, to: start), next > start else { return }
            block(HKStatistics(type: type, start: start, end: next), &stop)
            if stop.boolValue { return }
            start = next
        }
    }

    /// Every interval's statistics: none recorded.
    public func statistics() -> [HKStatistics] { [] }
    /// The statistics of the interval holding `date`: none.
    public func statistics(for date: Date) -> HKStatistics? { nil }
}

/// Statistics over regular intervals (HealthKit's `HKStatisticsCollectionQuery`): its initial
/// results are an empty collection, given at once; no update follows.
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    let type: HKQuantityType
    let anchor: Date
    let interval: DateComponents
    /// Receives the first results.
    public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// Receives updates: never called.
    public var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    /// A query of `quantityType` in intervals of `intervalComponents` from `anchorDate`.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        type = quantityType
        anchor = anchorDate
        interval = intervalComponents
    }
    override func answer() { initialResultsHandler?(self, HKStatisticsCollection(type: type, anchor: anchor, interval: interval), nil) }
}

/// Samples of a type (HealthKit's `HKSampleQuery`): answered with no samples.
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    let handler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    /// A query of `sampleType` (`limit` 0: all), sorted.
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        handler = resultsHandler
    }
    override func answer() { handler(self, [], nil) }
}

/// The app's way into Health data (HealthKit's `HKHealthStore`).
open class HKHealthStore: @unchecked Sendable {
    /// A store.
    public init() {}

    /// Whether Health data exists on the device: true (a render is an iPhone; it has
    /// recorded nothing).
    open class func isHealthDataAvailable() -> Bool { true }

    /// Whether the app may write `type`: not determined (the request sheet is never
    /// answered). Read access is never revealed, on iOS either.
    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Asks for access: completes without error (the request is made; nobody answers it).
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?) async throws {}

    /// Asks for access: `completion(true, nil)` at once (success means the request was made,
    /// as Apple documents, not that access was given).
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                   completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    /// Runs `query`: answered at once with no data (see each query).
    open func execute(_ query: HKQuery) { query.answer() }
    /// Stops `query`: nothing runs.
    open func stop(_ query: HKQuery) {}

    /// Saves a sample: throws `errorAuthorizationNotDetermined` (nobody granted sharing).
    open func save(_ object: HKSample) async throws { throw HKError(.errorAuthorizationNotDetermined) }
    /// Saves samples: throws `errorAuthorizationNotDetermined`.
    open func save(_ objects: [HKSample]) async throws { throw HKError(.errorAuthorizationNotDetermined) }
    /// Saves a sample: `completion(false, errorAuthorizationNotDetermined)`.
    open func save(_ object: HKSample, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }
}

extension NSSortDescriptor {
    /// A sort descriptor by key name, as HealthKit's sample queries take one
    /// (`NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)`); Linux's
    /// Foundation has no key-value coding, so the key is not read (a render's queries find no
    /// samples to sort).
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
    }
}
