import Foundation

// User Notifications as app code uses it (`cairn` reads `import UserNotifications` as `import
// Cairn`): the onboarding screen that asks for permission, the reminder a view schedules.
// A render has nobody to ask and shows no notification: the status is `.notDetermined`, a
// request for authorization is not granted, scheduled requests are kept (and listed) but
// never delivered.

/// What a notification may do, as User Notifications' `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Play sounds for critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// Show a button for the app's notification settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly without asking first.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Time-sensitive notifications.
    @available(*, deprecated, message: "Use the time-sensitive entitlement instead")
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// Whether the app may notify, as User Notifications' `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
    /// Not asked yet: what a render reports.
    case notDetermined = 0
    /// Refused.
    case denied = 1
    /// Allowed.
    case authorized = 2
    /// Allowed quietly.
    case provisional = 3
    /// Allowed for a while (App Clips).
    case ephemeral = 4
}

/// Whether a notification setting is on, as `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable {
    /// The setting does not apply.
    case notSupported = 0
    /// Off.
    case disabled = 1
    /// On.
    case enabled = 2
}

/// The app's notification settings, as `UNNotificationSettings`: nothing decided in a render.
public final class UNNotificationSettings: @unchecked Sendable {
    /// `.notDetermined`.
    public let authorizationStatus: UNAuthorizationStatus = .notDetermined
    /// Alerts: not decided.
    public let alertSetting: UNNotificationSetting = .notSupported
    /// Sounds: not decided.
    public let soundSetting: UNNotificationSetting = .notSupported
    /// Badges: not decided.
    public let badgeSetting: UNNotificationSetting = .notSupported
    /// The lock screen: not decided.
    public let lockScreenSetting: UNNotificationSetting = .notSupported
    /// Notification Center: not decided.
    public let notificationCenterSetting: UNNotificationSetting = .notSupported
    init() {}
}

/// A notification's sound, as `UNNotificationSound`.
public final class UNNotificationSound: @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
    /// The system's sound.
    public static let `default` = UNNotificationSound(name: "default")
    /// The system's critical alert sound.
    public static let defaultCritical = UNNotificationSound(name: "defaultCritical")
    /// The sound file `name` in the app.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// A sound file's name, as `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    /// The file name.
    public let rawValue: String
    /// The file `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The file `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// How a notification interrupts, as `UNNotificationInterruptionLevel`.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    /// Quietly.
    case passive = 0
    /// As usual.
    case active = 1
    /// Through Focus.
    case timeSensitive = 2
    /// Always, with sound.
    case critical = 3
}

/// What a notification says, as `UNNotificationContent`.
public class UNNotificationContent: @unchecked Sendable {
    /// The title.
    public internal(set) var title = ""
    /// The subtitle.
    public internal(set) var subtitle = ""
    /// The body.
    public internal(set) var body = ""
    /// The badge number.
    public internal(set) var badge: NSNumber?
    /// The sound.
    public internal(set) var sound: UNNotificationSound?
    /// Your own data.
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category of actions.
    public internal(set) var categoryIdentifier = ""
    /// The thread it groups in.
    public internal(set) var threadIdentifier = ""
    /// How it interrupts.
    public internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    /// Its weight in a summary (0...1).
    public internal(set) var relevanceScore: Double = 0
    /// Empty content.
    public init() {}
}

/// Content an app fills in, as `UNMutableNotificationContent`.
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The title.
    public override var title: String { get { super.title } set { super.title = newValue } }
    /// The subtitle.
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    /// The body.
    public override var body: String { get { super.body } set { super.body = newValue } }
    /// The badge number.
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    /// The sound.
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    /// Your own data.
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    /// The category of actions.
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    /// The thread it groups in.
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    /// How it interrupts.
    public override var interruptionLevel: UNNotificationInterruptionLevel { get { super.interruptionLevel } set { super.interruptionLevel = newValue } }
    /// Its weight in a summary.
    public override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
}

/// When a notification is delivered, as `UNNotificationTrigger`.
public class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// After a time, as `UNTimeIntervalNotificationTrigger` (Apple requires at least 60 seconds
/// for a repeating one).
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The delay in seconds.
    public let timeInterval: TimeInterval
    /// A trigger `timeInterval` seconds from now.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    /// The next delivery date: `timeInterval` from now.
    public func nextTriggerDate() -> Date? { timeInterval.isFinite ? Date(timeIntervalSinceNow: timeInterval) : nil }
}

/// At a date, as `UNCalendarNotificationTrigger`.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The matching date components.
    public let dateComponents: DateComponents
    /// A trigger when the date matches `dateComponents`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    /// The next date matching the components, from now.
    public func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A notification to schedule, as `UNNotificationRequest`.
public final class UNNotificationRequest: @unchecked Sendable {
    /// Its identifier (a new request with the same one replaces it).
    public let identifier: String
    /// What it says.
    public let content: UNNotificationContent
    /// When it is delivered (nil: at once).
    public let trigger: UNNotificationTrigger?
    /// A request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier; self.content = content; self.trigger = trigger
    }
}

/// A delivered notification, as `UNNotification` (none is delivered in a render).
public final class UNNotification: @unchecked Sendable {
    /// The request.
    public let request: UNNotificationRequest
    /// When it was delivered.
    public let date: Date
    init(request: UNNotificationRequest, date: Date) { self.request = request; self.date = date }
}

/// How the person answered a notification, as `UNNotificationResponse` (never in a render).
public final class UNNotificationResponse: @unchecked Sendable {
    /// The notification.
    public let notification: UNNotification
    /// The action taken.
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) { self.notification = notification; self.actionIdentifier = actionIdentifier }
}

/// The default action's identifier.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The dismiss action's identifier.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification shows while the app is in front, as `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// The sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// In Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// As a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// An action on a notification, as `UNNotificationAction`.
public class UNNotificationAction: @unchecked Sendable {
    /// The action's identifier.
    public let identifier: String
    /// Its title.
    public let title: String
    /// An action.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) { self.identifier = identifier; self.title = title }
}

/// How an action behaves, as `UNNotificationActionOptions`.
public struct UNNotificationActionOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Needs the device unlocked.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Destroys something.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Opens the app.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A group of actions, as `UNNotificationCategory`.
public final class UNNotificationCategory: Hashable, @unchecked Sendable {
    /// The category's identifier.
    public let identifier: String
    /// Its actions.
    public let actions: [UNNotificationAction]
    /// A category.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier; self.actions = actions
    }
    /// Equal by identifier.
    public static func == (a: UNNotificationCategory, b: UNNotificationCategory) -> Bool { a.identifier == b.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// How a category behaves, as `UNNotificationCategoryOptions`.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell the app about dismissals.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
}

/// What the notification center tells its delegate, as `UNUserNotificationCenterDelegate`
/// (nothing is delivered in a render).
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrived while the app is in front.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// The person answered a notification.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

extension UNUserNotificationCenterDelegate {
    /// Nothing shown, by default.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { [] }
    /// Nothing done, by default.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
}

/// The app's notification center, as `UNUserNotificationCenter`: nobody to ask and nothing
/// delivered in a render; requests are kept, replaced by identifier and removed as on iOS.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []
    /// The delegate.
    public weak var delegate: UNUserNotificationCenterDelegate?
    /// Whether the app may post: false until asked (never, in a render).
    public var supportsContentExtensions: Bool { false }

    private static let shared = UNUserNotificationCenter()
    /// The app's center.
    public static func current() -> UNUserNotificationCenter { shared }

    /// Asks for permission: nobody answers in a render, so not granted.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    /// Asks for permission; `completionHandler` gets false and no error.
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, Error?) -> Void) {
        completionHandler(false, nil)
    }
    /// The settings: `.notDetermined`.
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    /// The settings, to `completionHandler`.
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }
    /// Schedules `request` (kept, never delivered; one with the same identifier is replaced;
    /// at most 64 are kept, as iOS keeps the soonest 64).
    public func add(_ request: UNNotificationRequest) async throws { store(request) }
    /// Schedules `request`, then calls `completionHandler`.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        store(request)
        completionHandler?(nil)
    }
    private func store(_ request: UNNotificationRequest) {
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
            if pending.count > 64 { pending.removeFirst(pending.count - 64) }
        }
    }
    /// The scheduled requests.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }
    /// The scheduled requests, to `completionHandler`.
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(lock.withLock { pending })
    }
    /// Removes the scheduled requests `identifiers`.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }
    /// Removes every scheduled request.
    public func removeAllPendingNotificationRequests() { lock.withLock { pending.removeAll() } }
    /// The delivered notifications: none.
    public func deliveredNotifications() async -> [UNNotification] { [] }
    /// Removes delivered notifications (there are none).
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    /// Removes every delivered notification (there are none).
    public func removeAllDeliveredNotifications() {}
    /// Registers the action categories.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { lock.withLock { self.categories = categories } }
    /// The registered categories.
    public func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }
    /// Sets the app's badge number (no icon shows it in a render).
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
