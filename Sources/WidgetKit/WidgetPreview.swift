import Cairn
import CairnControls
import CairnPreviews
import Foundation

/// Builds a widget preview's timeline from the entries its closure lists (WidgetKit's
/// `PreviewTimelineBuilder`): `timeline: { SimpleEntry(date: .now, emoji: "😀") }`.
@resultBuilder
public enum PreviewTimelineBuilder {
    /// One entry.
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    /// The first statement's entries.
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// The entries so far and the next statement's.
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    /// The entries of a `for` loop.
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    /// The first branch of an `if`.
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// The second branch of an `if`.
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
    /// No statements.
    public static func buildBlock() -> [any TimelineEntry] { [] }
}

/// Declares a preview of a widget in `family` showing the entries `timeline` lists, as
/// WidgetKit's `#Preview(_:as:widget:timeline:)`:
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     StreakWidget()
/// } timeline: {
///     SimpleEntry(date: .now, streak: 3)
///     SimpleEntry(date: .now, streak: 4)
/// }
/// ```
/// `cairn previews` draws the widget as the Home Screen shows it with the first entry (Xcode's
/// canvas starts there and steps through the rest): the family's size, WidgetKit's content
/// margins, the container background and rounded corners (see `WidgetFamily` for the sizes,
/// Cairn's estimates where Apple publishes none). Apple's timeline closure is `async`;
/// Cairn's is not, so an `await` inside it does not compile.
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]
) = #externalMacro(module: "CairnMacroPlugin", type: "PreviewMacro")

/// Declares a preview of a widget in `family` with the entries `timelineProvider` gives, as
/// WidgetKit's `#Preview(_:as:widget:timelineProvider:)`: the provider's timeline when it
/// hands one over at once, else its snapshot, else its placeholder.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W, timelineProvider: @escaping () -> P
) = #externalMacro(module: "CairnMacroPlugin", type: "PreviewMacro")

extension Preview {
    /// A preview of the widget `widget` makes in `family`, showing the first entry `timeline`
    /// lists (what `#Preview(as:widget:timeline:)` expands to).
    @MainActor public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                           @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]) {
        let size = family.size
        self.init(name: name, traitList: [.fixedLayout(width: size.width, height: size.height)]) {
            AnyView(WidgetContainer(family: family, configuration: widget().body.resolvedContent, entries: timeline()))
        }
    }

    /// A preview of the widget `widget` makes in `family`, with the entries
    /// `timelineProvider`'s provider gives (what `#Preview(as:widget:timelineProvider:)`
    /// expands to).
    @MainActor public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                                timelineProvider: @escaping () -> P) {
        let size = family.size
        self.init(name: name, traitList: [.fixedLayout(width: size.width, height: size.height)]) {
            let entries = timelineProvider().renderedEntries(family: family)
            return AnyView(WidgetContainer(family: family, configuration: widget().body.resolvedContent, entries: entries))
        }
    }
}

/// A widget as the Home Screen shows it: the configuration's view for the first entry that
/// it accepts, proposed the family's size less WidgetKit's content margins and centred in
/// it, over the system background (or the view's container background, which reaches out
/// under the margins), clipped to the rounded container. Accessories have no background,
/// margins or corners.
///
/// Render it yourself to snapshot a widget outside a preview:
/// `ImageRenderer(content: WidgetContainer(StreakWidget(), family: .systemMedium, entry: entry))`.
public struct WidgetContainer: View {
    let family: WidgetFamily
    let content: AnyView?
    let marginsDisabled: Bool

    /// The widget `widget` in `family` showing `entry`.
    public init<W: Widget>(_ widget: W, family: WidgetFamily, entry: any TimelineEntry) {
        self.init(family: family, configuration: widget.body.resolvedContent, entries: [entry])
    }

    /// The widget `widget` in `family` showing the first entry its provider gives: the
    /// timeline when it gives one (an `AppIntentTimelineProvider` for the intent's default
    /// configuration, its async methods run on a scene clock), else its snapshot, else its
    /// placeholder.
    public init<W: Widget>(_ widget: W, family: WidgetFamily) {
        let content = widget.body.resolvedContent
        self.init(family: family, configuration: content, entries: content?.timeline(family) ?? [])
    }

    init(family: WidgetFamily, configuration: WidgetContent?, entries: [any TimelineEntry]) {
        self.family = family
        content = configuration.flatMap { c in entries.lazy.compactMap { c.view($0) }.first }
        marginsDisabled = configuration?.contentMarginsDisabled ?? false
    }

    /// The widget at its family's size.
    public var body: some View {
        let margins = marginsDisabled ? EdgeInsets() : family.contentMargins
        let shape = RoundedRectangle(cornerRadius: family.cornerRadius, style: .continuous)
        (content ?? AnyView(EmptyView()))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(margins)
            .frame(width: family.size.width, height: family.size.height)
            .backgroundPreferenceValue(WidgetContainerBackgroundKey.self) { background in
                if let background {
                    background
                } else if !family.isAccessory {
                    Color(uiColor: .systemBackground)
                }
            }
            .environment(\.isInWidgetContainer, true)
            .clipShape(shape)
            .containerShape(shape)
            .environment(\.widgetFamily, family)
            .environment(\.widgetContentMargins, family.contentMargins)
    }
}
