import CairnAppIntents
import CairnViews
import Foundation

/// A type that advises WidgetKit when to update a configurable widget (WidgetKit's
/// `AppIntentTimelineProvider`, iOS 17): its entries for the configuration intent the user
/// set. Cairn renders the widget for the intent's `init()` (each parameter at its default);
/// the async methods run on a scene clock, so a provider that computes its entries, or
/// sleeps with `Task.sleep`, gives them — one that waits on the network gives its placeholder.
public protocol AppIntentTimelineProvider {
    /// The type of the entries.
    associatedtype Entry: TimelineEntry
    /// The configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// The context the methods receive.
    typealias Context = TimelineProviderContext
    /// An entry for a placeholder version of the widget.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery, for `configuration`.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The timeline of entries for `configuration`.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Configurations the system may suggest (none unless the provider gives some).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// No recommended configurations.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }

    /// The entries a render shows for `family`: the timeline for the default configuration
    /// when the provider gives it within the scene clock's run, else its snapshot, else its
    /// placeholder.
    func renderedEntries(family: WidgetFamily) -> [any TimelineEntry] {
        let context = TimelineProviderContext(family: family)
        let intent = Intent()
        // A required entity parameter with no value to give: the placeholder, as a widget
        // the user has not configured yet shows, rather than a provider reading nothing.
        guard intent.parametersHaveValues else { return [placeholder(in: context)] }
        if let timeline = awaitedResult({ await self.timeline(for: intent, in: context) }), !timeline.entries.isEmpty {
            return timeline.entries
        }
        return [awaitedResult({ await self.snapshot(for: intent, in: context) }) ?? placeholder(in: context)]
    }
}

/// A suggested configuration of a widget (WidgetKit's `AppIntentRecommendation`).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    /// The configuration.
    public let intent: Intent
    /// How the suggestion is described.
    public let description: Text

    /// A suggestion of `intent`, described by `description`.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }

    /// A suggestion of `intent`, described by `description`.
    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.init(intent: intent, description: Text(description))
    }
}

/// A widget whose content the user configures with an intent (WidgetKit's
/// `AppIntentConfiguration`, iOS 17; Xcode's widget template): the view `content` makes for
/// each entry `provider` gives for the intent's default configuration.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, WidgetContentSource {
    let content: WidgetContent

    /// A configuration of the widget `kind` whose settings are `intent` and whose entries come
    /// from `provider`.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        self.content = WidgetContent(
            view: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
            timeline: { family in provider.renderedEntries(family: family) })
    }

    /// A primitive configuration is its own body.
    public var body: Self { self }

    var widgetContent: WidgetContent { content }
}
