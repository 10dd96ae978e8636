import Foundation

// ActivityKit (iOS 16.1): the data of a Live Activity and the calls an app makes to start,
// update and end one. A render has no Lock Screen and no Dynamic Island of its own: Live
// Activities are not enabled, `Activity.request` throws `.denied` as iOS does then, and the
// views are drawn through WidgetKit's `ActivityConfiguration` in previews and
// `LiveActivityContainer`. `import ActivityKit` reads as `import CairnActivityKit` in `cairn`.

/// The data of a Live Activity (ActivityKit's `ActivityAttributes`): the static properties of
/// the conforming type, and the `ContentState` that changes while it runs.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic data of the Live Activity.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's dynamic data with its staleness and relevance (ActivityKit's
/// `ActivityContent`).
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
    /// The dynamic data.
    public var state: State
    /// When the content becomes out of date (nil: never).
    public var staleDate: Date?
    /// How the system ranks this Live Activity against others (higher first).
    public var relevanceScore: Double

    /// Content of `state`, stale after `staleDate`, ranked by `relevanceScore`.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// Where a Live Activity is in its life (ActivityKit's `ActivityState`).
public enum ActivityState: Equatable, Hashable, Sendable {
    /// Running and visible.
    case active
    /// Ended, still on the Lock Screen until dismissed.
    case ended
    /// Removed.
    case dismissed
    /// Past its stale date.
    case stale
    /// Requested, not yet started.
    case pending
}

/// How a Live Activity's updates arrive by push (ActivityKit's `PushType`).
public struct PushType: Equatable, Sendable {
    let name: String
    /// Updates pushed to the activity's own token.
    public static let token = PushType(name: "token")
    /// Updates broadcast on the channel `id` (iOS 18).
    public static func channel(_ id: String) -> PushType { PushType(name: "channel:" + id) }
}

/// When an ended Live Activity leaves the Lock Screen (ActivityKit's
/// `ActivityUIDismissalPolicy`).
public struct ActivityUIDismissalPolicy: Equatable, Sendable {
    let date: Date?
    let immediately: Bool
    /// The system's default: up to four hours.
    public static let `default` = ActivityUIDismissalPolicy(date: nil, immediately: false)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(date: nil, immediately: true)
    /// At `date` (at most four hours after the end).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(date: date, immediately: false) }
}

/// Why a Live Activity could not start (ActivityKit's `ActivityAuthorizationError`).
public enum ActivityAuthorizationError: Error, Equatable, Sendable {
    /// Live Activities are turned off: always, in a render (there is no Lock Screen to show
    /// one on).
    case denied
    /// The attributes or content are too large.
    case attributesTooLarge
    /// Too many Live Activities run already.
    case globalMaximumExceeded
    /// The app is not in the foreground.
    case visibility
}

/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`): in
/// a render, never.
public struct ActivityAuthorizationInfo: Sendable {
    /// The current settings.
    public init() {}
    /// False: a render has no Lock Screen or Dynamic Island to show a Live Activity on.
    public var areActivitiesEnabled: Bool { false }
    /// False, as `areActivitiesEnabled`.
    public var frequentPushesEnabled: Bool { false }
}

/// A running Live Activity (ActivityKit's `Activity`). None runs in a render: `activities` is
/// empty and `request` throws `ActivityAuthorizationError.denied`, as iOS does when Live
/// Activities are turned off; its views are drawn by WidgetKit's `ActivityConfiguration`.
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
    /// The activity's identifier.
    public let id: String
    /// Its static data.
    public let attributes: Attributes
    /// Its current content.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// Where it is in its life.
    public private(set) var activityState: ActivityState

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
        activityState = .active
    }

    /// The app's running Live Activities of this type: none in a render.
    public static var activities: [Activity<Attributes>] { [] }

    /// Starts a Live Activity: throws `ActivityAuthorizationError.denied` in a render.
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }

    /// Replaces the content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        self.content = content
    }

    /// Replaces the content, with an alert configuration (no alert is shown in a render).
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        self.content = content
    }

    /// Ends the activity with its final `content`.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = dismissalPolicy.immediately ? .dismissed : .ended
    }

    /// The push token updates (none: no push service in a render).
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }

    /// The content updates (none arrive in a render).
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }

    /// The state updates (none arrive in a render).
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
}

/// An alert that accompanies an update (ActivityKit's `AlertConfiguration`): never shown in a
/// render.
public struct AlertConfiguration: Sendable {
    /// The alert's title.
    public var title: String
    /// The alert's body.
    public var body: String

    /// An alert titled `title` saying `body` (the sound is not kept: a render plays none).
    public init(title: String, body: String, sound: AlertSound) {
        self.title = title
        self.body = body
    }

    /// The sound of an alert.
    public struct AlertSound: Sendable {
        /// The system's sound.
        public static let `default` = AlertSound()
        /// A sound of the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound() }
    }
}
