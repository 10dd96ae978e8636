import Cairn
import Foundation

/// How the system renders a widget (WidgetKit's `WidgetRenderingMode`). A render is in
/// full colour, as the Home Screen's default.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Full colour: the Home Screen's default.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Accented: content split into an accent group and the rest (tinted Home Screens).
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Vibrant: desaturated and blended with the background (the Lock Screen).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    /// The mode's name.
    public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
private struct WidgetContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { WidgetFamily.systemSmall.contentMargins } }
private struct WidgetRenderingModeKey: EnvironmentKey { static var defaultValue: WidgetRenderingMode { .fullColor } }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct ShowsWidgetLabelKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The family of the widget being rendered (WidgetKit's `widgetFamily`): set by a widget
    /// preview; `.systemSmall` elsewhere, as WidgetKit's default.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// The content margins of the widget being rendered (WidgetKit's `widgetContentMargins`):
    /// what a widget with `contentMarginsDisabled()` pads its content by where it wants them.
    /// Cairn's estimate, 16 points on every edge of a Home Screen widget (see `WidgetFamily`).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }

    /// How the widget is rendered (WidgetKit's `widgetRenderingMode`): `.fullColor`.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background is shown (WidgetKit's
    /// `showsWidgetContainerBackground`): true, as on the Home Screen.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// Whether the widget's label is shown (WidgetKit's `showsWidgetLabel`): false, as on the
    /// Home Screen (watch corners and Lock Screen gauges show labels).
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

extension View {
    /// The URL the app opens when the widget is tapped (WidgetKit's `widgetURL(_:)`): a
    /// render is not tapped, so nothing drawn changes.
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Adds the view to the accent group of an accented widget (WidgetKit's
    /// `widgetAccentable(_:)`): in full colour, as a render is, nothing changes.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// A label for a watch corner or Lock Screen accessory (WidgetKit's `widgetLabel`), shown
    /// only where `showsWidgetLabel` is true: not in a render, so nothing drawn changes.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }

    /// A text label for a watch corner or Lock Screen accessory (not shown in a render).
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// A localized text label for a watch corner or Lock Screen accessory (not shown in a render).
    public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
}

/// How an image draws when its widget is in the accented rendering mode (WidgetKit's
/// `WidgetAccentedRenderingMode`, iOS 18).
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String
    /// In the accent group (as `widgetAccentable()`).
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    /// Its luminance as alpha, coloured with the accent group's colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    /// Its luminance as alpha, coloured with the default group's colour.
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    /// In full colour, unchanged.
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    /// How the image draws in an accented widget (Apple: "Specifies the how to render an
    /// `Image` when using the accented mode"). A render is in full colour, where every mode
    /// draws the image as it is: nothing drawn changes.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View { self }
}

/// Receives the push token that lets a server reload the app's widgets (WidgetKit's
/// `WidgetPushHandler`, iOS 26): a render registers for no pushes, so it is never called.
public protocol WidgetPushHandler {
    /// A handler (the system makes it with `init()`).
    init()
    /// The push token changed for `widgets` (never called by a render).
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// A widget push registration (WidgetKit's `WidgetPushInfo`).
public struct WidgetPushInfo: Sendable {
    /// The token a server sends widget pushes with.
    public let token: Data
}

/// A widget the user added (WidgetKit's `WidgetInfo`).
public struct WidgetInfo: Sendable {
    /// The widget's kind.
    public let kind: String
    /// The widget's family.
    public let family: WidgetFamily
}

extension WidgetConfiguration {
    /// The type that receives the widgets' push token (iOS 26): a render registers for no
    /// pushes, so nothing drawn changes.
    public func pushHandler(_ pushHandler: any WidgetPushHandler.Type) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
}
