import Foundation

// EventKit as app code calls it: a render's calendar database is empty and nobody answers
// the permission prompt. Access is `.notDetermined` and a request is not granted, fetches
// find no events or reminders, saves throw; events and reminders an app builds keep their
// values (a preview's mock event shows its title and times).

/// Whether the app may use the calendar database (EventKit's `EKAuthorizationStatus`).
public enum EKAuthorizationStatus: Int, Sendable {
    /// Not asked.
    case notDetermined = 0
    /// Restricted.
    case restricted = 1
    /// Refused.
    case denied = 2
    /// Full access (iOS 17's name of the former `.authorized`).
    case fullAccess = 3
    /// Add-only access (iOS 17).
    case writeOnly = 4

    /// iOS 16's name for full access.
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Events or reminders (EventKit's `EKEntityType`).
public enum EKEntityType: Int, Sendable {
    /// Calendar events.
    case event
    /// Reminders.
    case reminder
}

/// Which events a change applies to (EventKit's `EKSpan`).
public enum EKSpan: Int, Sendable {
    /// This event only.
    case thisEvent
    /// This and future events.
    case futureEvents
}

/// The error EventKit gives (`EKError`), with Apple's codes for the cases a render meets.
public struct EKError: Error, CustomStringConvertible, Sendable {
    /// EventKit's error codes (`EKError.Code`).
    public enum Code: Int, Sendable {
        /// The event has no calendar.
        case calendarIsImmutable = 2
        /// No calendar was given.
        case noCalendar = 1
        /// Access was not granted.
        case eventStoreNotAuthorized = 29
    }
    /// The code.
    public let code: Code
    /// `EKError 29 (eventStoreNotAuthorized)`.
    public var description: String { "EKError \(code.rawValue) (\(code))" }
}

/// A calendar (EventKit's `EKCalendar`).
open class EKCalendar: @unchecked Sendable {
    /// The calendar's title.
    open var title: String = "Calendar"
    /// Its colour, as components (red, green, blue) in 0...1.
    open var cgColorComponents: [Double] = [0, 0.478, 1]
    /// A stable identifier.
    public let calendarIdentifier = UUID().uuidString
    /// What it holds.
    public let allowedEntityTypes: EKEntityType
    /// Whether events may be added.
    open var allowsContentModifications: Bool { true }

    init(entityType: EKEntityType) { allowedEntityTypes = entityType }

    /// A new calendar for `entityType` in `eventStore` (saved only with `saveCalendar`).
    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) { self.init(entityType: entityType) }
}

/// A calendar item (EventKit's `EKCalendarItem`): an event or a reminder.
open class EKCalendarItem: @unchecked Sendable {
    /// The title.
    open var title: String! = ""
    /// The location, if any.
    open var location: String?
    /// Notes.
    open var notes: String?
    /// A link.
    open var url: URL?
    /// The calendar it belongs to (Cairn: a default calendar until one is set, so reading it
    /// never stops the program; iOS gives a new item none).
    open var calendar: EKCalendar!
    /// A stable identifier.
    public let calendarItemIdentifier = UUID().uuidString
    /// Whether it has notes.
    open var hasNotes: Bool { !(notes ?? "").isEmpty }
    /// Its alarms.
    open var alarms: [EKAlarm]?
    init(entityType: EKEntityType) { calendar = EKCalendar(entityType: entityType) }
    /// Adds an alarm.
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
}

/// An event (EventKit's `EKEvent`).
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    /// The event's identifier: its `calendarItemIdentifier` (iOS gives a new event none until
    /// it is saved, which a render never does; an identifier keeps `List(events, id:
    /// \.eventIdentifier)` of a preview's mock events apart, and reading it never stops the
    /// program).
    open var eventIdentifier: String! { calendarItemIdentifier }
    /// When it starts.
    open var startDate: Date! = Date(timeIntervalSinceReferenceDate: 0)
    /// When it ends.
    open var endDate: Date! = Date(timeIntervalSinceReferenceDate: 0)
    /// Whether it lasts all day.
    open var isAllDay = false
    /// A new event in `eventStore` (saved only with `save(_:span:)`).
    public init(eventStore: EKEventStore) { super.init(entityType: .event) }
    /// Orders events by start date.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        startDate < other.startDate ? .orderedAscending : startDate > other.startDate ? .orderedDescending : .orderedSame
    }
}

/// A reminder (EventKit's `EKReminder`).
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    /// Whether it is done.
    open var isCompleted = false
    /// When it was done.
    open var completionDate: Date?
    /// When it is due.
    open var dueDateComponents: DateComponents?
    /// Its priority, 0 (none) … 9 (low); 1 is high.
    open var priority = 0
    /// A new reminder in `eventStore`.
    public init(eventStore: EKEventStore) { super.init(entityType: .reminder) }
}

/// An alarm (EventKit's `EKAlarm`).
open class EKAlarm: @unchecked Sendable {
    /// Seconds before the item (negative) or after.
    public let relativeOffset: TimeInterval
    /// An absolute time, if set.
    public let absoluteDate: Date?
    /// An alarm `offset` seconds from the item's start.
    public init(relativeOffset offset: TimeInterval) { relativeOffset = offset; absoluteDate = nil }
    /// An alarm at `date`.
    public init(absoluteDate date: Date) { relativeOffset = 0; absoluteDate = date }
}

/// The calendar database (EventKit's `EKEventStore`): empty, and access never granted.
open class EKEventStore: @unchecked Sendable {
    /// A store.
    public init() {}

    /// The app's access: not determined (nobody answers the prompt).
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    /// Asks for full access to events (iOS 17): false.
    open func requestFullAccessToEvents() async throws -> Bool { false }
    /// Asks for full access to events: `completion(false, nil)` at once.
    open func requestFullAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Asks for add-only access to events (iOS 17): false.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    /// Asks for full access to reminders (iOS 17): false.
    open func requestFullAccessToReminders() async throws -> Bool { false }
    /// Asks for full access to reminders: `completion(false, nil)` at once.
    open func requestFullAccessToReminders(completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Asks for access (before iOS 17): `completion(false, nil)` at once.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Asks for access (before iOS 17): false.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }

    /// The calendars: none the app may see.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    /// The default calendar for new events: a calendar nothing is saved to.
    open var defaultCalendarForNewEvents: EKCalendar? { EKCalendar(entityType: .event) }
    /// The default list for new reminders.
    open func defaultCalendarForNewReminders() -> EKCalendar? { EKCalendar(entityType: .reminder) }

    /// A predicate for events between two dates (in `calendars`, nil: all).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: true) }
    /// A predicate for reminders (in `calendars`, nil: all).
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: true) }
    /// A predicate for incomplete reminders due between two dates.
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: true)
    }

    /// The events matching `predicate`: none (the database is empty).
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    /// Calls `block` for each matching event: none.
    open func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {}
    /// Fetches reminders: `completion([])` at once.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        completion([])
        return NSObject()
    }
    /// The event with `identifier`: none.
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }
    /// The calendar item with `identifier`: none.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }

    /// Saves an event: throws `eventStoreNotAuthorized` (access was never granted).
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { throw EKError(code: .eventStoreNotAuthorized) }
    /// Removes an event: throws `eventStoreNotAuthorized`.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { throw EKError(code: .eventStoreNotAuthorized) }
    /// Saves a reminder: throws `eventStoreNotAuthorized`.
    open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(code: .eventStoreNotAuthorized) }
    /// Removes a reminder: throws `eventStoreNotAuthorized`.
    open func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(code: .eventStoreNotAuthorized) }
    /// Commits saved changes: nothing to commit.
    open func commit() throws {}
    /// Discards unsaved changes.
    open func reset() {}
}
