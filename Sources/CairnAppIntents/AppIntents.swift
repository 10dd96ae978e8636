import Foundation

// App Intents as widgets and interactive buttons use them (Apple's AppIntents framework,
// iOS 16/17): an intent type with a title, parameters and `perform()`, the configuration
// intent of an `AppIntentConfiguration` widget, and the enums its parameters pick from.
// A still never performs an intent: `perform()` is declared so pasted intents compile, and is
// never called. `import AppIntents` reads as `import CairnAppIntents` in `cairn`.

/// A string resource looked up for the current locale (Foundation's
/// `LocalizedStringResource`, which Linux Foundation lacks): Cairn has no string tables, so
/// it is its key, the literal as written.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key, which is also the text shown.
    public var key: String

    /// A resource whose key is `value`.
    public init(stringLiteral value: String) { key = value }

    /// A resource whose key is `key`.
    public init(_ key: String) { self.key = key }

    /// The text (Cairn has no string tables: the key). Foundation's `String(localized:)`
    /// taking a resource is not declared: beside Cairn's `String(localized:)` of a
    /// `String.LocalizationValue` it would take interpolated literals from it.
    public var description: String { key }
}

/// What an intent does, as shown in Shortcuts and the widget editor (AppIntents'
/// `IntentDescription`): nothing a still draws.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
    /// The description's text.
    public var descriptionText: LocalizedStringResource
    /// The category the intent is listed under.
    public var categoryName: LocalizedStringResource?
    /// Extra words a search finds the intent by.
    public var searchKeywords: [LocalizedStringResource]

    /// A description of `descriptionText`.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// A description of the literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
}

/// What an intent's `perform()` returns (AppIntents' `IntentResult`).
public protocol IntentResult: Sendable {}

/// The result of an intent that returns nothing to show (what `.result()` makes).
public struct IntentResultContainer: IntentResult, ProvidesDialog {
    /// The dialog the result speaks or shows, if any.
    public var dialog: IntentDialog?
}

extension IntentResult where Self == IntentResultContainer {
    /// A result that returns nothing (AppIntents' `.result()`).
    public static func result() -> IntentResultContainer { IntentResultContainer(dialog: nil) }

    /// A result with a dialog for Siri or Shortcuts to show (never shown by a still).
    public static func result(dialog: IntentDialog) -> IntentResultContainer { IntentResultContainer(dialog: dialog) }
}

/// Text Siri or Shortcuts shows or speaks after an intent runs (AppIntents' `IntentDialog`).
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    /// The text.
    public var text: LocalizedStringResource

    /// A dialog of `text`.
    public init(_ text: LocalizedStringResource) { self.text = text }

    /// A dialog of the literal.
    public init(stringLiteral value: String) { text = LocalizedStringResource(value) }
}

/// An action of the app that the system can run (AppIntents' `AppIntent`): its `title`,
/// `description` and parameters, and `perform()`, which a still never calls.
public protocol AppIntent: Sendable {
    /// The kind of result `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// The intent's name, as Shortcuts shows it.
    static var title: LocalizedStringResource { get }
    /// What the intent does (nil unless given).
    static var description: IntentDescription? { get }
    /// Whether running the intent opens the app.
    static var openAppWhenRun: Bool { get }
    /// An intent with its parameters' defaults (the system makes intents with `init()`).
    init()
    /// Does the intent's work (never called by a render: a still runs no action).
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description unless the intent gives one.
    public static var description: IntentDescription? { nil }
    /// Intents do not open the app unless they say so.
    public static var openAppWhenRun: Bool { false }
}

extension AppIntent where PerformResult == IntentResultContainer {
    /// An intent without work of its own (a widget's configuration intent) returns
    /// `.result()`.
    public func perform() async throws -> IntentResultContainer { .result() }
}

/// The intent a configurable widget's settings are (AppIntents' `WidgetConfigurationIntent`):
/// its parameters are what the user sets in the widget editor; a render shows the widget for
/// `init()`, each parameter at its default.
public protocol WidgetConfigurationIntent: AppIntent {}

/// How a type is named in Shortcuts (AppIntents' `TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource

    /// A representation named `name`.
    public init(name: LocalizedStringResource) { self.name = name }

    /// A representation named by the literal.
    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
}

/// How a value is shown in Shortcuts and the widget editor (AppIntents'
/// `DisplayRepresentation`): a title, a subtitle and an image.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// An image shown beside a value (a system symbol's name, or an image of the app's).
    public struct Image: Sendable {
        /// The SF Symbols name, if the image is a symbol.
        public var systemName: String?
        /// The image's name in the app's assets, if it is one.
        public var named: String?

        /// The symbol `systemName`.
        public init(systemName: String) { self.systemName = systemName }

        /// The app's image `named`.
        public init(named: String) { self.named = named }
    }

    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle, if any.
    public var subtitle: LocalizedStringResource?
    /// The image, if any.
    public var image: Image?

    /// A representation of `title`, `subtitle` and `image`.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// A representation titled by the literal.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
}

/// A type whose values a parameter can take with no value given: what a render reads from a
/// parameter declared without a default (Apple's would be set in the widget editor first).
public protocol IntentParameterDefault {
    /// The value of a parameter of this type declared without a default.
    static var intentParameterDefault: Self { get }
}

extension Int: IntentParameterDefault {
    /// 0.
    public static var intentParameterDefault: Int { 0 }
}
extension Double: IntentParameterDefault {
    /// 0.
    public static var intentParameterDefault: Double { 0 }
}
extension Bool: IntentParameterDefault {
    /// False.
    public static var intentParameterDefault: Bool { false }
}
extension String: IntentParameterDefault {
    /// The empty string.
    public static var intentParameterDefault: String { "" }
}
extension Date: IntentParameterDefault {
    /// The reference date (2001-01-01), Cairn's "now" for deterministic renders.
    public static var intentParameterDefault: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

/// An enumeration whose cases a parameter picks from (AppIntents' `AppEnum`): its type's
/// name and each case's display. A parameter of it declared without a default is its first
/// case.
public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, Sendable, IntentParameterDefault {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The first case (an enumeration without cases has no value to give: a parameter of one
    /// needs a default).
    public static var intentParameterDefault: Self {
        guard let first = allCases.first else {
            preconditionFailure("\(Self.self) has no cases: give its @Parameter a default")
        }
        return first
    }
}

/// A parameter of an intent (AppIntents' `IntentParameter`, written `@Parameter`): its title
/// and value. A reference, as Apple's: a preview may set it on a `let` intent
/// (`intent.goal = 5000`).
@propertyWrapper
public final class IntentParameter<Value>: IntentParameterValue, @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    /// How a parameter with no value yet gets one (an entity's default query), if it can.
    private let resolve: (@Sendable () -> Value?)?
    /// The parameter's name in the widget editor and Shortcuts.
    public let title: LocalizedStringResource
    /// What the parameter is for.
    public let description: LocalizedStringResource?

    /// The parameter's value. A required entity parameter without a default is its query's
    /// `defaultResult()`, else its first suggested entity, asked once when first read (as the
    /// system fills a widget's configuration).
    public var wrappedValue: Value {
        get {
            if let value = currentValue() { return value }
            preconditionFailure("the @Parameter '\(title.key)' has no value: its query gave no defaultResult() and no suggested entity; give the parameter a default or make it optional")
        }
        set { lock.withLock { value = newValue } }
    }

    /// The parameter itself (`$goal`), for its title.
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether reading the parameter gives a value (a required entity parameter whose query
    /// gives none does not); resolves it once if it can.
    var hasValue: Bool { currentValue() != nil }

    /// The value, resolved once if it has none yet and can get one (outside the lock: the
    /// query is the app's code and may read parameters).
    private func currentValue() -> Value? {
        if let value = lock.withLock({ value }) { return value }
        guard let resolved = resolve?() else { return nil }
        lock.withLock { value = resolved }
        return resolved
    }

    init(title: LocalizedStringResource, description: LocalizedStringResource?, value: Value?, resolve: (@Sendable () -> Value?)?) {
        self.title = title
        self.description = description
        self.value = value
        self.resolve = resolve
    }

    /// A parameter titled `title`, its value `default`.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value) {
        self.init(title: title, description: description, value: defaultValue, resolve: nil)
    }

    /// A parameter titled `title` of a type with a value to start from (0, "", false, an
    /// enumeration's first case) unless `default` is given.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil)
    where Value: IntentParameterDefault {
        self.init(title: title, description: description, value: defaultValue ?? Value.intentParameterDefault, resolve: nil)
    }

    /// An optional parameter titled `title`, nil unless `default` is given.
    public convenience init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Wrapped? = nil)
    where Value == Wrapped? {
        self.init(title: title, description: description, value: .some(defaultValue), resolve: nil)
    }

    /// A required entity parameter titled `title`: its value is the entity's default query's
    /// `defaultResult()`, else its first suggested entity.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value: AppEntity {
        self.init(title: title, description: description, value: nil, resolve: { Value.defaultQuery.resolvedDefault() })
    }

    /// A parameter of `Int` titled `title` whose value the editor keeps in `inclusiveRange`
    /// (the default clamped into it).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int = 0,
                            inclusiveRange: (lowerBound: Int, upperBound: Int)) where Value == Int {
        let low = min(inclusiveRange.lowerBound, inclusiveRange.upperBound), high = max(inclusiveRange.lowerBound, inclusiveRange.upperBound)
        self.init(title: title, description: description, default: Swift.min(Swift.max(defaultValue, low), high))
    }

    /// A parameter of `Double` titled `title` whose value the editor keeps in
    /// `inclusiveRange` (the default clamped into it; NaN is the lower bound).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double = 0,
                            inclusiveRange: (lowerBound: Double, upperBound: Double)) where Value == Double {
        let low = Swift.min(inclusiveRange.lowerBound, inclusiveRange.upperBound), high = Swift.max(inclusiveRange.lowerBound, inclusiveRange.upperBound)
        let clamped = defaultValue.isNaN ? low : Swift.min(Swift.max(defaultValue, low), high)
        self.init(title: title, description: description, default: clamped)
    }
}

/// A parameter whose value can be checked without reading it.
protocol IntentParameterValue {
    var hasValue: Bool { get }
}

extension AppIntent {
    /// The title of the parameter at `keyPath`, read from an intent made with `init()` (how a
    /// summary sentence or an App Shortcut phrase names a parameter).
    static func parameterTitle<V>(_ keyPath: KeyPath<Self, IntentParameter<V>>) -> String {
        Self()[keyPath: keyPath].title.key
    }

    /// Whether every parameter of the intent has a value: false when a required entity
    /// parameter's query gives no default and no suggestion (reading it would stop the
    /// program, as it has no value to give).
    package var parametersHaveValues: Bool {
        Mirror(reflecting: self).children.allSatisfy { ($0.value as? IntentParameterValue)?.hasValue ?? true }
    }
}

/// AppIntents' name for `IntentParameter` as an attribute: `@Parameter(title: "Goal")`.
public typealias Parameter = IntentParameter

/// An intent that sets a value, as AppIntents' `SetValueIntent`: what a control toggle runs
/// with the new value (never run by a render).
public protocol SetValueIntent: AppIntent {
    /// The type of the value set.
    associatedtype ValueType
    /// The value the intent sets.
    var value: ValueType { get set }
}

/// An intent that opens the app to `target`, as AppIntents' `OpenIntent` (never run by a
/// render).
public protocol OpenIntent: AppIntent {
    /// The type of what is opened.
    associatedtype Value
    /// What the app opens to.
    var target: Value { get set }
}
