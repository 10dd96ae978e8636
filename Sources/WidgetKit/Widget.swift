import Cairn
import Foundation

/// The sizes a widget comes in (WidgetKit's `WidgetFamily`).
///
/// `size` is each family's size on the iPhone Cairn draws by default (iPhone 17, 402 × 874
/// points). Apple's Human Interface Guidelines list widget sizes per screen; measured with a
/// `GeometryReader` (simonbs/ios-widget-sizes) they are 158 × 158, 338 × 158 and 338 × 354
/// points for small, medium and large on 390- and 393-point iPhones and 170 × 170, 364 × 170
/// and 364 × 382 on 428- and 430-point ones. For 402 points Cairn's estimate interpolates
/// linearly between the two in screen width: 161 × 161, 344 × 161, 344 × 361. The accessory
/// (Lock Screen) sizes and extra large (iPad only: an 11-inch iPad's 716 × 342) are Cairn's
/// estimates in the same way.
public enum WidgetFamily: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// A small widget: two by two app icons.
    case systemSmall
    /// A medium widget: four by two app icons.
    case systemMedium
    /// A large widget: four by four app icons.
    case systemLarge
    /// An extra-large widget (iPad).
    case systemExtraLarge
    /// A circular Lock Screen widget.
    case accessoryCircular
    /// A rectangular Lock Screen widget.
    case accessoryRectangular
    /// A single line of text above the time on the Lock Screen.
    case accessoryInline
    /// A widget in a corner of an Apple Watch face (drawn at its watch size here).
    case accessoryCorner

    /// The family's name, as WidgetKit prints it.
    public var description: String { rawValue }

    /// The family's size in points on a 402-point iPhone (see the type's documentation).
    public var size: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 161, height: 161)
        case .systemMedium: CGSize(width: 344, height: 161)
        case .systemLarge: CGSize(width: 344, height: 361)
        case .systemExtraLarge: CGSize(width: 716, height: 342)
        case .accessoryCircular: CGSize(width: 73, height: 73)
        case .accessoryRectangular: CGSize(width: 163, height: 73)
        case .accessoryInline: CGSize(width: 240, height: 26)
        case .accessoryCorner: CGSize(width: 42, height: 42)
        }
    }

    /// Whether the family is a Lock Screen (or watch) accessory: drawn with no background,
    /// no content margins and no rounded container.
    var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The corner radius of the Home Screen container (Cairn's estimate: 22 points, as
    /// measured on iPhone screenshots; Apple publishes none). Accessories have none.
    var cornerRadius: CGFloat { isAccessory ? 0 : 22 }

    /// The content margins WidgetKit adds around a widget's content (iOS 17): Cairn's
    /// estimate, 16 points on every edge of a Home Screen widget (the standard margin Apple's
    /// templates lay out against), none for accessories.
    var contentMargins: EdgeInsets {
        isAccessory ? EdgeInsets() : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    }
}

/// The configuration and content of a widget to display on the Home Screen or in
/// Notification Center (WidgetKit's `Widget`): its `body` is a `StaticConfiguration`.
public protocol Widget {
    /// The type of configuration.
    associatedtype Body: WidgetConfiguration
    /// A widget with its default configuration (WidgetKit makes widgets with `init()`).
    init()
    /// The content and behaviour of the widget.
    var body: Body { get }
}

/// A type that describes a widget's content (WidgetKit's `WidgetConfiguration`):
/// `StaticConfiguration` and the configuration modifiers.
public protocol WidgetConfiguration {
    /// The type of the configuration's body.
    associatedtype Body: WidgetConfiguration
    /// The configuration's content.
    var body: Body { get }
}

/// What a render needs of a configuration: the widget's view for an entry and the settings
/// its modifiers made (the primitive configurations and the modifiers conform).
protocol WidgetContentSource {
    /// The resolved configuration.
    var widgetContent: WidgetContent { get }
}

/// A configuration as Cairn renders it.
struct WidgetContent {
    /// The view for an entry, nil when the entry is not of the provider's type.
    var view: (any TimelineEntry) -> AnyView?
    /// The provider's timeline for `family`, or its placeholder when it gives none at once.
    var timeline: (WidgetFamily) -> [any TimelineEntry]
    /// Whether WidgetKit's content margins are left out (`contentMarginsDisabled()`).
    var contentMarginsDisabled = false
}

extension WidgetConfiguration {
    /// The configuration resolved through its bodies down to a primitive one.
    var resolvedContent: WidgetContent? {
        if let source = self as? WidgetContentSource { return source.widgetContent }
        // A configuration that is its own body and no source has nothing to resolve to.
        if Body.self == Self.self { return nil }
        return body.resolvedContent
    }
}

/// A widget whose content the user does not configure (WidgetKit's `StaticConfiguration`):
/// the view `content` makes for each entry `provider` gives.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, WidgetContentSource {
    let content: WidgetContent

    /// A configuration of the widget `kind` (its identifier on the Home Screen: nothing drawn
    /// depends on it), whose entries come from `provider` and whose view `content` makes for
    /// each entry.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.content = WidgetContent(
            view: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
            timeline: { family in provider.renderedEntries(family: family) })
    }

    /// A primitive configuration is its own body (WidgetKit's is `Never`; Cairn's can be read
    /// without trapping).
    public var body: Self { self }

    var widgetContent: WidgetContent { content }
}

extension TimelineProvider {
    /// The entries a render shows for `family`: the timeline when the provider gives one at
    /// once (as providers of static data do); otherwise its snapshot, else its placeholder
    /// (a render cannot wait for a network).
    func renderedEntries(family: WidgetFamily) -> [any TimelineEntry] {
        let context = TimelineProviderContext(family: family)
        var timeline: [Entry] = []
        getTimeline(in: context) { timeline = $0.entries }
        if !timeline.isEmpty { return timeline }
        var snapshot: Entry?
        getSnapshot(in: context) { snapshot = $0 }
        return [snapshot ?? placeholder(in: context)]
    }
}

/// A configuration with one of the configuration modifiers applied.
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, WidgetContentSource {
    let base: Base
    let change: (inout WidgetContent) -> Void

    /// A primitive configuration is its own body: the modifier is applied to the base's
    /// content.
    public var body: Self { self }

    var widgetContent: WidgetContent {
        guard var content = base.resolvedContent else {
            return WidgetContent(view: { _ in nil }, timeline: { _ in [] })
        }
        change(&content)
        return content
    }
}

extension WidgetConfiguration {
    /// Sets the name shown for the widget in the gallery (a render draws no gallery: nothing
    /// drawn changes).
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    /// Sets the name shown for the widget in the gallery, from a localized key (not drawn).
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    /// Sets the name shown for the widget in the gallery, from a text (not drawn).
    public func configurationDisplayName(_ displayName: Text) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    /// Sets the description shown in the gallery (a render draws no gallery: nothing drawn
    /// changes).
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    /// Sets the description shown in the gallery, from a localized key (not drawn).
    public func description(_ description: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    /// Sets the description shown in the gallery, from a text (not drawn).
    public func description(_ description: Text) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    /// Sets the families the widget supports (for the gallery: a preview or a
    /// `WidgetContainer` draws the family it is asked for).
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    /// Leaves out WidgetKit's content margins (iOS 17): the content fills the whole widget,
    /// and reads `\.widgetContentMargins` to pad itself where it wants.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.contentMarginsDisabled = true }
    }
    /// Whether the system may remove the container background (StandBy, tinted Home Screens);
    /// a render shows the background, so this changes nothing drawn.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    /// Locations the widget is disfavoured in (nothing drawn changes).
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
}

/// Where a widget may appear (WidgetKit's `WidgetLocation`).
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    /// The Home Screen.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation(name: "standBy")
    /// CarPlay.
    public static let carPlay = WidgetLocation(name: "carPlay")
    /// The iPhone widgets shown on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// A container of an app's widgets (WidgetKit's `WidgetBundle`), usually the `@main` type of
/// a widget extension.
public protocol WidgetBundle {
    /// The type of the bundle's widgets.
    associatedtype Body: Widget
    /// A bundle (WidgetKit makes it with `init()`).
    init()
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
}

/// The widgets of a bundle, as one widget type (what `WidgetBundleBuilder` builds).
public struct WidgetBundleContent: Widget {
    let widgets: [any Widget]
    /// An empty bundle.
    public init() { widgets = [] }
    init(_ widgets: [any Widget]) { self.widgets = widgets }
    /// No configuration of its own: each of a bundle's widgets is previewed and rendered on
    /// its own (`#Preview(as:) { MyWidget() } …`, `WidgetContainer(MyWidget(), …)`).
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A configuration with no content (what an empty bundle's body is).
public struct EmptyWidgetConfiguration: WidgetConfiguration, WidgetContentSource {
    /// An empty configuration.
    public init() {}
    /// A primitive configuration is its own body.
    public var body: Self { self }
    var widgetContent: WidgetContent { WidgetContent(view: { _ in nil }, timeline: { _ in [] }) }
}

/// Builds a bundle's widgets from the statements of its `body` (WidgetKit's
/// `WidgetBundleBuilder`).
@resultBuilder
public enum WidgetBundleBuilder {
    /// One widget.
    public static func buildExpression<W: Widget>(_ widget: W) -> [any Widget] { [widget] }
    /// The widgets of a block.
    public static func buildBlock(_ parts: [any Widget]...) -> [any Widget] { parts.flatMap { $0 } }
    /// An optional part.
    public static func buildOptional(_ part: [any Widget]?) -> [any Widget] { part ?? [] }
    /// The first branch of an `if`.
    public static func buildEither(first: [any Widget]) -> [any Widget] { first }
    /// The second branch of an `if`.
    public static func buildEither(second: [any Widget]) -> [any Widget] { second }
    /// A part behind `#available`.
    public static func buildLimitedAvailability(_ part: [any Widget]) -> [any Widget] { part }
    /// The bundle.
    public static func buildFinalResult(_ parts: [any Widget]) -> WidgetBundleContent { WidgetBundleContent(parts) }
}
