import Foundation

/// An activity a user can continue on another device or find in Spotlight, as Foundation's
/// `NSUserActivity` (which Linux Foundation lacks). SwiftUI's `userActivity(_:isActive:_:)`
/// and `onContinueUserActivity(_:perform:)` take one; a render advertises nothing and
/// continues nothing, so their closures never run, but an activity made in code keeps what is
/// set on it.
public final class NSUserActivity: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = Storage()

    private struct Storage {
        var title: String?
        var userInfo: [AnyHashable: Any]?
        var requiredUserInfoKeys: Set<String>?
        var webpageURL: URL?
        var referrerURL: URL?
        var keywords: Set<String> = []
        var targetContentIdentifier: String?
        var persistentIdentifier: String?
        var expirationDate: Date?
        var isEligibleForHandoff = true
        var isEligibleForSearch = false
        var isEligibleForPublicIndexing = false
        var isEligibleForPrediction = false
        var needsSave = false
        var isCurrent = false
        var isValid = true
    }

    /// The activity's type, a reverse-DNS string the app declares.
    public let activityType: String

    /// An activity of `activityType`.
    public init(activityType: String) { self.activityType = activityType }

    private func read<T>(_ key: KeyPath<Storage, T>) -> T { lock.withLock { storage[keyPath: key] } }
    private func write<T>(_ key: WritableKeyPath<Storage, T>, _ value: T) { lock.withLock { storage[keyPath: key] = value } }

    /// A title people see.
    public var title: String? { get { read(\.title) } set { write(\.title, newValue) } }
    /// What the app needs to continue the activity.
    public var userInfo: [AnyHashable: Any]? { get { read(\.userInfo) } set { write(\.userInfo, newValue) } }
    /// The keys of `userInfo` the activity must carry.
    public var requiredUserInfoKeys: Set<String>? { get { read(\.requiredUserInfoKeys) } set { write(\.requiredUserInfoKeys, newValue) } }
    /// A web page that continues the activity where the app is not installed.
    public var webpageURL: URL? { get { read(\.webpageURL) } set { write(\.webpageURL, newValue) } }
    /// Where the activity came from.
    public var referrerURL: URL? { get { read(\.referrerURL) } set { write(\.referrerURL, newValue) } }
    /// Words that find the activity in search.
    public var keywords: Set<String> { get { read(\.keywords) } set { write(\.keywords, newValue) } }
    /// Which scene should continue the activity.
    public var targetContentIdentifier: String? { get { read(\.targetContentIdentifier) } set { write(\.targetContentIdentifier, newValue) } }
    /// An identifier to delete the activity by.
    public var persistentIdentifier: String? { get { read(\.persistentIdentifier) } set { write(\.persistentIdentifier, newValue) } }
    /// When the activity stops being offered.
    public var expirationDate: Date? { get { read(\.expirationDate) } set { write(\.expirationDate, newValue) } }
    /// Whether another device may continue the activity.
    public var isEligibleForHandoff: Bool { get { read(\.isEligibleForHandoff) } set { write(\.isEligibleForHandoff, newValue) } }
    /// Whether the activity is indexed for search on the device.
    public var isEligibleForSearch: Bool { get { read(\.isEligibleForSearch) } set { write(\.isEligibleForSearch, newValue) } }
    /// Whether the activity may be indexed publicly.
    public var isEligibleForPublicIndexing: Bool { get { read(\.isEligibleForPublicIndexing) } set { write(\.isEligibleForPublicIndexing, newValue) } }
    /// Whether Siri may suggest the activity.
    public var isEligibleForPrediction: Bool { get { read(\.isEligibleForPrediction) } set { write(\.isEligibleForPrediction, newValue) } }
    /// Whether the activity's state changed since it was last offered.
    public var needsSave: Bool { get { read(\.needsSave) } set { write(\.needsSave, newValue) } }
    /// Whether the activity is the current one (set by `becomeCurrent()`).
    public var isCurrent: Bool { read(\.isCurrent) }
    /// Whether the activity has not been invalidated.
    public var isValid: Bool { read(\.isValid) }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        lock.withLock {
            var info = storage.userInfo ?? [:]
            for (key, value) in otherDictionary { info[key] = value }
            storage.userInfo = info
        }
    }

    /// Marks the activity as the current one (nothing is advertised on Linux).
    public func becomeCurrent() { lock.withLock { if storage.isValid { storage.isCurrent = true } } }
    /// Marks the activity as no longer current.
    public func resignCurrent() { write(\.isCurrent, false) }
    /// Ends the activity: it is no longer current or valid.
    public func invalidate() { lock.withLock { storage.isCurrent = false; storage.isValid = false } }
}
