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
