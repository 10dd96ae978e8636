import CairnControls
import CairnViews
import Foundation

// App Shortcuts (iOS 16): the phrases Siri and Spotlight offer for an app's intents, declared
// by an `AppShortcutsProvider`, and the two views apps show them with. Apple extracts the
// shortcuts from the app's binary when it builds; Cairn has no such step, so it knows an
// app's shortcuts only by their provider's type (`SiriTipView` reads none by itself).

/// The app's App Shortcuts, as AppIntents' `AppShortcutsProvider`.
public protocol AppShortcutsProvider: Sendable {
    /// The shortcuts, in order.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the shortcuts' tiles in the Shortcuts app.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Asks the system to read the shortcuts' parameter values again (nothing in a render).
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    /// Blue, Cairn's choice: Apple documents no default tile colour.
    public static var shortcutTileColor: ShortcutTileColor { .blue }
    /// Nothing to update in a render.
    public static func updateAppShortcutParameters() {}
}

/// The colour of a shortcut's tile in the Shortcuts app, as AppIntents' `ShortcutTileColor`.
public enum ShortcutTileColor: Sendable, CaseIterable {
    /// Blue.
    case blue
    /// Grape.
    case grape
    /// Greyish blue.
    case grayBlue
    /// Greyish brown.
    case grayBrown
    /// Greyish green.
    case grayGreen
    /// Light blue.
    case lightBlue
    /// Lime.
    case lime
    /// Navy blue.
    case navy
    /// Orange.
    case orange
    /// Pink.
    case pink
    /// Purple.
    case purple
    /// Red.
    case red
    /// Tangerine.
    case tangerine
    /// Teal.
    case teal
    /// Yellow.
    case yellow
}

/// A token a phrase names instead of text, as AppIntents' `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name, which every phrase must contain.
    case applicationName
}

/// A phrase that runs an intent (`"Log \(\.$book) in \(.applicationName)"`), as AppIntents'
/// `AppShortcutPhrase`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase as written: the app's name as `${applicationName}`, a parameter as its title
    /// in braces.
    public let text: String

    /// Collects the phrase.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Room for the literal text.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// The app's name.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
        /// A parameter, by its title.
        public mutating func appendInterpolation<V>(_ keyPath: KeyPath<Intent, IntentParameter<V>>) {
            text += "{" + Intent.parameterTitle(keyPath) + "}"
        }
    }

    /// A phrase of literal text.
    public init(stringLiteral value: String) { text = value }
    /// A phrase with the app's name or parameters.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The phrase spoken for an app named `applicationName` (parameters left as their titles).
    public func spoken(applicationName: String) -> String {
        text.replacingOccurrences(of: "${applicationName}", with: applicationName)
    }
}

/// One App Shortcut: an intent, its phrases, and its title and symbol in Spotlight and
/// Shortcuts, as AppIntents' `AppShortcut`.
public struct AppShortcut: Sendable {
    /// The intent's type name.
    public let intentType: String
    /// The phrases, as written.
    public let phrases: [String]
    /// The title.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbols name.
    public let systemImageName: String?

    /// A shortcut running `intent` when someone says one of `phrases`.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {
        intentType = String(describing: Intent.self)
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// A shortcut running `intent` when someone says one of `phrases` (iOS 16's form).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        intentType = String(describing: Intent.self)
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        systemImageName = nil
    }
}

/// Builds a provider's shortcuts, as AppIntents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
    /// One shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// The shortcuts of a block.
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    /// Shortcuts in an `if`.
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    /// The first branch of an `if`.
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    /// The second branch of an `if`.
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    /// Shortcuts behind `#available`.
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
    /// Shortcuts of a `for` loop.
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
}

// MARK: - Views

/// How a `SiriTipView` looks, as AppIntents' `SiriTipViewStyle`.
public struct SiriTipViewStyle: Hashable, Sendable {
    let name: String
    /// Light or dark with the colour scheme.
    public static let automatic = SiriTipViewStyle(name: "automatic")
    /// Dark.
    public static let dark = SiriTipViewStyle(name: "dark")
    /// Light.
    public static let light = SiriTipViewStyle(name: "light")
}

/// A view showing the phrase that runs an intent, as AppIntents' `SiriTipView`. Apple: "you
/// must use the AppIntent in an AppShortcut. Otherwise this will display an empty view."
/// Apple finds an app's shortcuts in metadata its build extracts, which Cairn has none of, so
/// this view draws what iOS draws for an intent in no App Shortcut: nothing.
public struct SiriTipView: View {
    /// The intent's type name.
    public let intentType: String

    /// A tip for `intent`, shown while `isVisible` is true.
    public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool>? = nil) {
        intentType = String(describing: Intent.self)
    }

    /// Nothing (see the type's description).
    public var body: some View { EmptyView() }
}

/// How a `ShortcutsLink` looks, as AppIntents' `ShortcutsLinkStyle`.
public struct ShortcutsLinkStyle: Hashable, Sendable {
    let name: String
    /// Filled or outlined with the colour scheme.
    public static let automatic = ShortcutsLinkStyle(name: "automatic")
    /// Outlined with the colour scheme.
    public static let automaticOutline = ShortcutsLinkStyle(name: "automaticOutline")
    /// Dark.
    public static let dark = ShortcutsLinkStyle(name: "dark")
    /// Dark, outlined.
    public static let darkOutline = ShortcutsLinkStyle(name: "darkOutline")
    /// Light.
    public static let light = ShortcutsLinkStyle(name: "light")
    /// Light, outlined.
    public static let lightOutline = ShortcutsLinkStyle(name: "lightOutline")
}

/// A button that opens the app's page in the Shortcuts app, as AppIntents' `ShortcutsLink`
/// (never opened in a render). Drawn as a capsule titled "Shortcuts" after the
/// `square.stack.3d.up.fill` symbol: Cairn's estimate, Apple publishes no metrics for it.
public struct ShortcutsLink: View {
    /// A link to the app's shortcuts.
    public init(action: (() -> Void)? = nil) {}

    /// The capsule.
    public var body: some View {
        Button {} label: {
            Label("Shortcuts", systemImage: "square.stack.3d.up.fill")
        }
        .buttonStyle(.bordered)
        .buttonBorderShape(.capsule)
    }
}

extension View {
    /// The look of the `SiriTipView`s inside (which draw nothing: see `SiriTipView`).
    public func siriTipViewStyle(_ style: SiriTipViewStyle) -> some View { self }

    /// The look of the `ShortcutsLink`s inside: Cairn draws every style as its estimate of
    /// the automatic one.
    public func shortcutsLinkStyle(_ style: ShortcutsLinkStyle) -> some View { self }
}
