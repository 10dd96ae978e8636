import Foundation

// HealthKit's queries: each is answered at once by `HKHealthStore.execute(_:)` with what an
// iPhone that has recorded nothing answers.

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

extension NSSortDescriptor {
    /// A sort descriptor by key name, as HealthKit's sample queries take one
    /// (`NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)`); Linux's
    /// Foundation has no key-value coding, so the key is not read (a render's queries find no
    /// samples to sort).
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
    }
}
