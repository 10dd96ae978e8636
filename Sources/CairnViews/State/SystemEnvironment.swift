import Foundation

// Environment values iOS code reads that describe the device and the system (issue 22). A
// render has no window, no user and no settings app: each value is what an iPhone in portrait
// with default settings reports, unless the renderer or a test sets it.

/// Whether a dimension of the window is compact or regular, as SwiftUI's
/// `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A constrained dimension (an iPhone's width in portrait).
    case compact
    /// An expansive dimension (an iPhone's height in portrait).
    case regular
}

/// Dismisses the presentation the view is in, as SwiftUI's `DismissAction`
/// (`@Environment(\.dismiss) var dismiss; dismiss()`). A still has no presentation to
/// dismiss: calling it does nothing.
public struct DismissAction: Sendable {
    /// Does nothing (nothing is presented by the environment in a render).
    public func callAsFunction() {}
}

/// Opens a URL, as SwiftUI's `OpenURLAction`: a render opens nothing, so the action reports
/// `.discarded` (custom handlers given with `init(handler:)` run).
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        let kind: Int
        /// The handler opened the URL.
        public static let handled = Result(kind: 0)
        /// The handler did not open the URL.
        public static let discarded = Result(kind: 1)
        /// The system should open the URL.
        public static let systemAction = Result(kind: 2)
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
    }
    private let handler: @Sendable (URL) -> Result

    /// An action that runs `handler` for each URL.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url` (in a render: runs the handler; the default discards it).
    public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url` and reports whether it was accepted to `completion`.
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) { completion(handler(url) == .handled) }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
private struct AccessibilityFlagsKey: EnvironmentKey { static var defaultValue: AccessibilityFlags { AccessibilityFlags() } }
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }

/// The system accessibility settings a view can read; all off by default, as on a new iPhone.
struct AccessibilityFlags: Sendable {
    var reduceMotion = false
    var reduceTransparency = false
    var differentiateWithoutColor = false
    var invertColors = false
    var voiceOverEnabled = false
    var switchControlEnabled = false
    var showButtonShapes = false
    var boldText = false
}

extension EnvironmentValues {
    /// The horizontal size class: `.compact`, an iPhone in portrait (set it to `.regular` to
    /// render an iPad or an iPhone Plus/Max in landscape).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular`, an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Dismisses the current presentation: nothing to dismiss in a render.
    public var dismiss: DismissAction { DismissAction() }

    /// Opens URLs: by default discards them (a render opens nothing); set your own with
    /// `.environment(\.openURL, OpenURLAction { url in … })`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The calendar: Gregorian by default, as an iPhone set to English (United States);
    /// rendering never depends on the machine's own settings.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// Whether the view is in a presentation (a sheet, a popover): false at the root.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// Whether the user is searching in a `.searchable` field: false in a render.
    public var isSearching: Bool { self[IsSearchingKey.self] }

    /// Whether the nearest focusable ancestor has focus: false in a render.
    public var isFocused: Bool { self[IsFocusedKey.self] }

    private var accessibility: AccessibilityFlags {
        get { self[AccessibilityFlagsKey.self] }
        set { self[AccessibilityFlagsKey.self] = newValue }
    }

    /// Whether the user asked for less motion (Settings > Accessibility > Motion): false.
    public var accessibilityReduceMotion: Bool {
        get { accessibility.reduceMotion }
        set { accessibility.reduceMotion = newValue }
    }

    /// Whether the user asked for less transparency: false.
    public var accessibilityReduceTransparency: Bool {
        get { accessibility.reduceTransparency }
        set { accessibility.reduceTransparency = newValue }
    }

    /// Whether the user asked to differentiate without colour: false.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { accessibility.differentiateWithoutColor }
        set { accessibility.differentiateWithoutColor = newValue }
    }

    /// Whether the display's colours are inverted: false.
    public var accessibilityInvertColors: Bool {
        get { accessibility.invertColors }
        set { accessibility.invertColors = newValue }
    }

    /// Whether VoiceOver is running: false.
    public var accessibilityVoiceOverEnabled: Bool {
        get { accessibility.voiceOverEnabled }
        set { accessibility.voiceOverEnabled = newValue }
    }

    /// Whether Switch Control is running: false.
    public var accessibilitySwitchControlEnabled: Bool {
        get { accessibility.switchControlEnabled }
        set { accessibility.switchControlEnabled = newValue }
    }

    /// Whether the user asked for button shapes: false.
    public var accessibilityShowButtonShapes: Bool {
        get { accessibility.showButtonShapes }
        set { accessibility.showButtonShapes = newValue }
    }

    /// Whether the user asked for bold text (`UIAccessibility.isBoldTextEnabled`): false.
    public var legibilityWeight: LegibilityWeight? {
        get { accessibility.boldText ? .bold : .regular }
        set { accessibility.boldText = newValue == .bold }
    }
}

/// The font weight the user's accessibility settings ask for, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// The standard weight.
    case regular
    /// Bold text (Settings > Accessibility > Bold Text).
    case bold
}
