import CairnViews
import Foundation
import Synchronization

// TipKit (iOS 17): the tips an app shows to teach a feature, their rules and the store that
// remembers them. A module and product of its own, `CairnTipKit` (`cairn` reads `import TipKit`
// as `import CairnTipKit`): its `Tip`, `Tips` and the `@Parameter` and `#Rule` macros would
// otherwise enter every Cairn user's namespace, and a module named `TipKit` would be found by
// other packages' `canImport(TipKit)`.
//
// A render has no persistent datastore: the store lives in the process, from a clean state
// (every tip pending, no donation, every parameter at its default). A tip shows when its
// rules hold and it has not been invalidated, as in an app that has called
// `Tips.configure()` with `.displayFrequency(.immediate)`: a preview or snapshot of a
// `TipView` wants the tip. (An app that never calls `Tips.configure()` shows no tip on iOS;
// Cairn does not require the call, and documents so.)

/// A tip: a short piece of advice about a feature, shown inline (`TipView`) or in a popover
/// (`popoverTip(_:arrowEdge:action:)`), as TipKit's `Tip`
/// (<https://developer.apple.com/documentation/tipkit/tip>).
///
/// Only `title` is required; the rest have TipKit's defaults (no message, no image, no
/// action, no rule, no option), and `id` is the type's name.
public protocol Tip: Identifiable, Sendable where ID == String {
    /// The tip's identity in the datastore (default: the type's name).
    var id: String { get }
    /// The title, in the tip's headline.
    var title: Text { get }
    /// The message under the title, if any.
    var message: Text? { get }
    /// The image beside the title, if any.
    var image: Image? { get }
    /// The buttons under the message.
    @Tips.ActionBuilder var actions: [Tips.Action] { get }
    /// The rules that must all hold for the tip to show.
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    /// The options that change when and how often the tip shows.
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    /// A tip's action, as TipKit's `Tip.Action`.
    public typealias Action = Tips.Action
    /// A tip's rule, as TipKit's `Tip.Rule`.
    public typealias Rule = Tips.Rule
    /// A tip's option, as TipKit's `Tip.Option`.
    public typealias Option = any TipOption
    /// The most times a tip shows, as TipKit's `Tip.MaxDisplayCount`.
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    /// An option that shows a tip whatever the display frequency, as TipKit's.
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    /// An event a tip's rules count, as TipKit's `Tip.Event` (`static let opened = Event(id: "opened")`).
    public typealias Event<DonationInfo: Sendable> = Tips.Event<DonationInfo>
    /// A tip's state, as TipKit's `Tip.Status`.
    public typealias Status = Tips.Status
    /// Why a tip was invalidated, as TipKit's `Tip.InvalidationReason`.
    public typealias InvalidationReason = Tips.InvalidationReason

    /// The type's name.
    public var id: String { String(describing: Self.self) }
    /// No message.
    public var message: Text? { nil }
    /// No image.
    public var image: Image? { nil }
    /// No action.
    public var actions: [Tips.Action] { [] }
    /// No rule: the tip is eligible at once.
    public var rules: [Tips.Rule] { [] }
    /// No option.
    public var options: [any TipOption] { [] }

    /// The tip's state now: invalidated when `invalidate(reason:)` was called, available when
    /// its rules hold, else pending.
    public var status: Tips.Status { TipStore.shared.status(of: self) }

    /// Whether the tip shows now (its status is `.available`).
    public var shouldDisplay: Bool { status == .available }

    /// The tip's status now and at every change: in a render, only the status now.
    public var statusUpdates: AsyncStream<Tips.Status> { Self.once(status) }

    /// Whether the tip shows now, then at every change: in a render, only now.
    public var shouldDisplayUpdates: AsyncStream<Bool> { Self.once(shouldDisplay) }

    /// A stream of `value` alone: a render's state does not change after it is read.
    private static func once<Value: Sendable>(_ value: Value) -> AsyncStream<Value> {
        AsyncStream { continuation in
            continuation.yield(value)
            continuation.finish()
        }
    }

    /// Marks the tip as done with: it shows no more (`TipView` draws nothing for it).
    public func invalidate(reason: Tips.InvalidationReason) {
        TipStore.shared.invalidate(id, reason: reason)
    }

    /// Resets the tip to pending, as TipKit's `resetEligibility()` (iOS 18).
    public func resetEligibility() async {
        TipStore.shared.reset(id)
    }
}

/// An option of a tip (`Tips.MaxDisplayCount`, `Tips.IgnoresDisplayFrequency`), as TipKit's
/// `TipOption`.
public protocol TipOption: Sendable {}

/// TipKit's namespace: configuration, rules, parameters, events and testing switches.
public enum Tips {
    /// A button under a tip's message, as TipKit's `Tips.Action`: drawn in the tint colour.
    public struct Action: Identifiable {
        /// The action's identifier (its index when not given).
        public var id: String
        /// The button's title.
        public var title: Text
        /// What the button does (nothing runs in a render).
        public let handler: () -> Void

        /// An action titled `title`.
        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping () -> Void = {}) {
            self.id = id ?? String(title)
            self.title = Text(String(title))
            self.handler = handler
        }

        /// An action titled by a text.
        public init(id: String? = nil, perform handler: @escaping () -> Void = {}, _ label: () -> Text) {
            let text = label()
            self.id = id ?? ""
            self.title = text
            self.handler = handler
        }
    }

    /// One condition a tip's display waits for, as `#Rule` writes it.
    public struct Rule {
        let holds: () -> Bool

        /// A rule on a parameter's current value.
        public init<Value>(_ parameter: Parameter<Value>, _ predicate: @escaping (Value) -> Bool) {
            holds = { predicate(parameter.wrappedValue) }
        }

        /// A rule on an event's donations.
        public init<DonationInfo>(_ event: Event<DonationInfo>, _ predicate: @escaping (Event<DonationInfo>) -> Bool) {
            holds = { predicate(event) }
        }

        /// Whether the rule holds now.
        public var isSatisfied: Bool { holds() }
    }

    /// Builds the arrays a tip declares line by line (its rules, actions and options): one
    /// element per line, with `if`, `if`/`else` and `for`.
    @resultBuilder
    public enum ListBuilder<Element> {
        /// The elements of a block.
        public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
        /// One element.
        public static func buildExpression(_ element: Element) -> [Element] { [element] }
        /// Elements already in an array.
        public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
        /// An `if` without `else`.
        public static func buildOptional(_ elements: [Element]?) -> [Element] { elements ?? [] }
        /// The first branch of an `if`/`else`.
        public static func buildEither(first elements: [Element]) -> [Element] { elements }
        /// The second branch of an `if`/`else`.
        public static func buildEither(second elements: [Element]) -> [Element] { elements }
        /// A `for` loop's elements.
        public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    }

    /// Builds a tip's rules from `#Rule` lines, as TipKit's `Tips.RuleBuilder`.
    public typealias RuleBuilder = ListBuilder<Rule>
    /// Builds a tip's actions, as TipKit's `Tips.ActionBuilder`.
    public typealias ActionBuilder = ListBuilder<Action>
    /// Builds a tip's options, as TipKit's `Tips.OptionsBuilder`.
    public typealias OptionsBuilder = ListBuilder<any TipOption>

    /// The most times a tip shows before it is invalidated (`.displayCountExceeded`). A
    /// render shows a tip once, so a count of 1 or more shows it and 0 or less does not.
    public struct MaxDisplayCount: TipOption {
        /// The count.
        public let count: Int
        /// At most `count` displays.
        public init(_ count: Int) { self.count = count }
    }

    /// Shows the tip whatever the configured display frequency (a render shows every
    /// eligible tip anyway).
    public struct IgnoresDisplayFrequency: TipOption {
        /// Whether the frequency is ignored.
        public let ignores: Bool
        /// Ignores the frequency when `ignores`.
        public init(_ ignores: Bool) { self.ignores = ignores }
    }

    /// A tip's state.
    public enum Status: Equatable, Sendable {
        /// Its rules do not hold yet.
        case pending
        /// It shows.
        case available
        /// It was invalidated, and shows no more.
        case invalidated(InvalidationReason)
    }

    /// Why a tip was invalidated.
    public enum InvalidationReason: Equatable, Sendable {
        /// The user did what the tip described.
        case actionPerformed
        /// It showed as many times as its `MaxDisplayCount`.
        case displayCountExceeded
        /// The user closed it.
        case tipClosed
        /// It showed for as long as its display duration allows (iOS 18).
        case displayDurationExceeded
    }

    /// A value tips' rules read, declared with `@Parameter` (which writes this), as TipKit's
    /// `Tips.Parameter`. Its value lives in the process's tip store, at `defaultValue` until set.
    public struct Parameter<Value: Sendable>: Sendable {
        /// The parameter's key in the store.
        public let id: String
        let defaultValue: Value

        /// Options of a parameter.
        public typealias Option = ParameterOption

        /// The parameter `name` of type `owner` (what `@Parameter` writes in a type).
        public init<Owner>(_ owner: Owner.Type, _ name: String, _ defaultValue: Value, _ options: Option...) {
            id = String(reflecting: owner) + "." + name
            self.defaultValue = defaultValue
        }

        /// The parameter `name` (what `@Parameter` writes at the top level of a file).
        public init(_ name: String, _ defaultValue: Value, _ options: Option...) {
            id = name
            self.defaultValue = defaultValue
        }

        /// The current value.
        public var wrappedValue: Value {
            get { TipStore.shared.value(of: id) as? Value ?? defaultValue }
            nonmutating set { TipStore.shared.set(newValue, for: id) }
        }
    }

    /// An option of a `@Parameter`, as TipKit's `Tips.ParameterOption`.
    public struct ParameterOption: Sendable, Equatable {
        let name: String
        /// The value is not kept between launches (a render keeps none anyway).
        public static let transient = ParameterOption(name: "transient")
    }

    /// A donation of an event, with the time it was made.
    public struct Donation<DonationInfo: Sendable>: Sendable {
        /// When it was donated.
        public let date: Date
        /// What was donated with it.
        public let info: DonationInfo
    }

    /// Donation info for events that carry none.
    public struct EmptyDonation: Codable, Sendable, Hashable {
        /// No info.
        public init() {}
    }

    /// The time windows `donatedWithin(_:)` reads.
    public struct DonationTimeRange: Sendable {
        let seconds: TimeInterval
        /// The last minute.
        public static let minute = DonationTimeRange(seconds: 60)
        /// The last hour.
        public static let hour = DonationTimeRange(seconds: 3_600)
        /// The last day.
        public static let day = DonationTimeRange(seconds: 86_400)
        /// The last week.
        public static let week = DonationTimeRange(seconds: 604_800)
        /// The last `n` minutes.
        public static func minutes(_ n: Int) -> DonationTimeRange { DonationTimeRange(seconds: 60 * Double(n)) }
        /// The last `n` hours.
        public static func hours(_ n: Int) -> DonationTimeRange { DonationTimeRange(seconds: 3_600 * Double(n)) }
        /// The last `n` days.
        public static func days(_ n: Int) -> DonationTimeRange { DonationTimeRange(seconds: 86_400 * Double(n)) }
        /// The last `n` weeks.
        public static func weeks(_ n: Int) -> DonationTimeRange { DonationTimeRange(seconds: 604_800 * Double(n)) }
    }

    /// Something the user did, counted for rules (`#Rule(Self.opened) { $0.donations.count >= 3 }`),
    /// as TipKit's `Tips.Event`.
    public struct Event<DonationInfo: Sendable>: Sendable {
        /// The event's key in the store.
        public let id: String

        /// The time windows `donatedWithin(_:)` reads.
        public typealias DonationTimeRange = Tips.DonationTimeRange

        /// An event named `id`.
        public init(id: String) where DonationInfo == EmptyDonation { self.id = id }

        /// An event named `id` whose donations carry `DonationInfo`.
        public init(id: String, _ info: DonationInfo.Type = DonationInfo.self) { self.id = id }

        /// Every donation so far, oldest first.
        public var donations: [Donation<DonationInfo>] {
            TipStore.shared.donations(of: id).compactMap { entry in
                (entry.info as? DonationInfo).map { Donation(date: entry.date, info: $0) }
            }
        }

        /// Records that the event happened.
        public func donate(_ info: DonationInfo) async { sendDonation(info) }

        /// Records that the event happened, at once (TipKit's synchronous spelling).
        public func sendDonation(_ info: DonationInfo) { TipStore.shared.donate(id, info) }

        /// Records that the event happened.
        public func donate() async where DonationInfo == EmptyDonation { sendDonation(EmptyDonation()) }

        /// Records that the event happened, at once.
        public func sendDonation() where DonationInfo == EmptyDonation { sendDonation(EmptyDonation()) }
    }

    /// How often tips may appear.
    public enum DisplayFrequency: Sendable, Equatable {
        /// As soon as they are eligible.
        case immediate
        /// At most one an hour.
        case hourly
        /// At most one a day.
        case daily
        /// At most one a week.
        case weekly
        /// At most one a month.
        case monthly
        /// At most one every `interval` seconds.
        case custom(TimeInterval)
    }

    /// Where the datastore lives (a render keeps it in memory whatever is chosen).
    public enum DatastoreLocation: Sendable, Equatable {
        /// The app's default location.
        case applicationDefault
        /// An app group's container.
        case groupContainer(identifier: String)
        /// A file URL.
        case url(URL)
    }

    /// An option of `configure(_:)`.
    public enum ConfigurationOption: Sendable {
        /// How often tips may appear: a render shows every eligible tip (`.immediate`).
        case displayFrequency(DisplayFrequency)
        /// Where the datastore lives: a render keeps it in memory.
        case datastoreLocation(DatastoreLocation)
        /// Whether tips sync through CloudKit: not in a render.
        case cloudKitContainer(String)
    }

    /// Starts TipKit. Cairn shows eligible tips whether or not it is called, and a second
    /// call changes nothing (several previews in one `cairn` process may each call it, where
    /// Xcode gives each its own app), so it never throws in a render.
    public static func configure(_ options: [ConfigurationOption] = []) throws {
        TipStore.shared.configure()
    }

    /// Clears every tip's state, donation and parameter value.
    public static func resetDatastore() throws { TipStore.shared.resetAll() }

    /// Shows every tip whatever its rules (for previews and tests).
    public static func showAllTipsForTesting() { TipStore.shared.setTesting(.showAll) }

    /// Hides every tip (for previews and tests).
    public static func hideAllTipsForTesting() { TipStore.shared.setTesting(.hideAll) }

    /// Shows the tips of these types whatever their rules.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {
        TipStore.shared.setTesting(.show(Set(tips.map { String(describing: $0) })))
    }

    /// Hides the tips of these types.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {
        TipStore.shared.setTesting(.hide(Set(tips.map { String(describing: $0) })))
    }
}

extension Array {
    /// The donations made within the last `range` (`$0.donations.donatedWithin(.week).count`).
    public func donatedWithin<Info>(_ range: Tips.DonationTimeRange) -> [Tips.Donation<Info>] where Element == Tips.Donation<Info> {
        let start = Date().addingTimeInterval(-range.seconds)
        return filter { $0.date >= start }
    }
}

/// The process's tip datastore: parameter values, event donations, invalidated tips and the
/// testing switch, behind one lock (tips are read from any thread).
final class TipStore: Sendable {
    enum Testing: Equatable { case none, showAll, hideAll, show(Set<String>), hide(Set<String>) }

    struct State {
        var values: [String: any Sendable] = [:]
        var donations: [String: [(date: Date, info: any Sendable)]] = [:]
        var invalidated: [String: Tips.InvalidationReason] = [:]
        var testing = Testing.none
        var configured = false
    }

    static let shared = TipStore()
    /// At most this many donations are kept per event (older ones are dropped): a loop
    /// donating without end cannot grow the store without bound.
    static let donationLimit = 10_000

    private let state = Mutex(State())

    func value(of id: String) -> (any Sendable)? { state.withLock { $0.values[id] } }
    func set(_ value: any Sendable, for id: String) { state.withLock { $0.values[id] = value } }

    func donations(of id: String) -> [(date: Date, info: any Sendable)] { state.withLock { $0.donations[id] ?? [] } }
    func donate(_ id: String, _ info: any Sendable) {
        state.withLock { state in
            var list = state.donations[id] ?? []
            list.append((Date(), info))
            if list.count > Self.donationLimit { list.removeFirst(list.count - Self.donationLimit) }
            state.donations[id] = list
        }
    }

    func invalidate(_ id: String, reason: Tips.InvalidationReason) { state.withLock { $0.invalidated[id] = reason } }
    func reset(_ id: String) { state.withLock { _ = $0.invalidated.removeValue(forKey: id) } }
    func resetAll() { state.withLock { $0 = State(configured: $0.configured) } }
    func setTesting(_ testing: Testing) { state.withLock { $0.testing = testing } }

    func configure() { state.withLock { $0.configured = true } }

    /// The status of `tip`: the testing switch first (by the tip's type name), then
    /// invalidation, its options, then its rules (read outside the lock: they read parameters).
    func status<T: Tip>(of tip: T) -> Tips.Status {
        let typeName = String(describing: T.self)
        let (testing, invalidated) = state.withLock { ($0.testing, $0.invalidated[tip.id]) }
        switch testing {
        case .showAll: return .available
        case .hideAll: return .pending
        case let .show(names) where names.contains(typeName): return .available
        case let .hide(names) where names.contains(typeName): return .pending
        default: break
        }
        if let invalidated { return .invalidated(invalidated) }
        for option in tip.options {
            if let max = option as? Tips.MaxDisplayCount, max.count <= 0 { return .invalidated(.displayCountExceeded) }
        }
        return tip.rules.allSatisfy(\.isSatisfied) ? .available : .pending
    }
}
