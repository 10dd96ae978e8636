import Cairn
import Foundation

/// A type that specifies the date to display a widget, and, optionally, indicates the
/// current relevance of the widget's content (WidgetKit's `TimelineEntry`).
public protocol TimelineEntry {
    /// The date for WidgetKit to render a widget.
    var date: Date { get }
    /// The relevance of a widget's content to the user (nil: none given).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance, the default.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant a timeline entry is to the user, for Smart Stacks (WidgetKit's
/// `TimelineEntryRelevance`). A still shows one entry; the score changes nothing drawn.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// The relevance, relative to the widget's other entries.
    public let score: Float
    /// How long the score applies, in seconds.
    public let duration: TimeInterval
    /// A relevance of `score` for `duration` seconds (0: until the next entry).
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for a new timeline (WidgetKit's `TimelineReloadPolicy`). A render
/// shows one entry and reloads nothing; the policy is kept as given.
public struct TimelineReloadPolicy: Equatable, Sendable {
    enum Storage: Equatable, Sendable { case atEnd, never, after(Date) }
    let storage: Storage
    /// A new timeline after the last date in the current one.
    public static let atEnd = TimelineReloadPolicy(storage: .atEnd)
    /// No new timeline until the app asks for one.
    public static let never = TimelineReloadPolicy(storage: .never)
    /// A new timeline after `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(storage: .after(date)) }
}

/// Entries and the policy for reloading them (WidgetKit's `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in date order.
    public let entries: [EntryType]
    /// When to ask for a new timeline.
    public let policy: TimelineReloadPolicy
    /// A timeline of `entries` with `policy`.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// The details a timeline provider is given (WidgetKit's `TimelineProviderContext`): the
/// family and size being rendered; in a Cairn render, always a preview.
public struct TimelineProviderContext {
    /// The family of the widget being rendered.
    public let family: WidgetFamily
    /// Whether the widget is shown in a preview (the widget gallery): true in a Cairn render.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize
    /// The environment the widget is rendered in.
    public let environmentVariants: EnvironmentVariants

    /// The environment values a provider may see (WidgetKit's `EnvironmentVariants`): a
    /// render has one of each, so the lists are empty.
    public struct EnvironmentVariants {
        /// The colour schemes the widget may be shown in.
        public let colorScheme: [ColorScheme]? = nil
    }

    init(family: WidgetFamily) {
        self.family = family
        isPreview = true
        displaySize = family.size
        environmentVariants = EnvironmentVariants()
    }
}

/// A type that advises WidgetKit when to update a widget's display (WidgetKit's
/// `TimelineProvider`). Cairn asks it once, for the timeline, and draws its first entry.
public protocol TimelineProvider {
    /// The type of the entries.
    associatedtype Entry: TimelineEntry
    /// The context the methods receive.
    typealias Context = TimelineProviderContext
    /// An entry for a placeholder version of the widget.
    func placeholder(in context: Context) -> Entry
    /// Gives an entry for the widget gallery to `completion`.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// Gives the timeline of entries to `completion`.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Asks an app to reload its widgets' timelines (WidgetKit's `WidgetCenter`). A render has
/// no Home Screen: the calls change nothing, as when no widget of the kind is installed.
public final class WidgetCenter: Sendable {
    /// The shared widget center.
    public static let shared = WidgetCenter()
    private init() {}
    /// Reloads the timelines of every widget (nothing to reload in a render).
    public func reloadAllTimelines() {}
    /// Reloads the timelines of the widgets of `kind` (nothing to reload in a render).
    public func reloadTimelines(ofKind kind: String) {}
    /// Invalidates the configuration recommendations (nothing in a render).
    public func invalidateConfigurationRecommendations() {}
}
