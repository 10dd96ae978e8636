import Cairn
import CairnAppIntents
import Foundation

// Controls (iOS 18): the buttons and toggles an app puts in Control Center, on the Lock
// Screen and on the Action button (`struct TimerToggle: ControlWidget`). The system draws
// them in its own places, which a render has none of, and Xcode shows no preview of them: a
// control compiles beside the app's widgets, keeps what it is given, runs no action and
// draws nothing.

/// A control for Control Center, the Lock Screen and the Action button, as WidgetKit's
/// `ControlWidget` (iOS 18).
public protocol ControlWidget {
    /// The type of the control's configuration.
    associatedtype Body: ControlWidgetConfiguration
    /// A control (the system makes it with `init()`).
    init()
    /// The control's configuration.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// What a control is and shows, as WidgetKit's `ControlWidgetConfiguration`.
public protocol ControlWidgetConfiguration {
    /// The type of the configuration's content.
    associatedtype Body: ControlWidgetConfiguration
    /// The configuration's content.
    var body: Body { get }
}

/// Builds a control's configuration, as WidgetKit's `ControlWidgetConfigurationBuilder`.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    /// The configuration.
    public static func buildBlock<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
    /// A configuration chosen by `if #available`.
    public static func buildLimitedAvailability<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
}

/// The look of a control (a button or a toggle), as WidgetKit's `ControlWidgetTemplate`.
public protocol ControlWidgetTemplate {
    /// The type of the template's content.
    associatedtype Body: ControlWidgetTemplate
    /// The template's content.
    var body: Body { get }
}

/// Builds a control's template, as WidgetKit's `ControlWidgetTemplateBuilder`.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// The template.
    public static func buildBlock<T: ControlWidgetTemplate>(_ content: T) -> T { content }
    /// A template chosen by `if #available`.
    public static func buildLimitedAvailability<T: ControlWidgetTemplate>(_ content: T) -> T { content }
    /// The first branch of an `if`.
    public static func buildEither<T: ControlWidgetTemplate, F: ControlWidgetTemplate>(first: T) -> EitherControlTemplate<T, F> {
        EitherControlTemplate(first: first, second: nil)
    }
    /// The second branch of an `if`.
    public static func buildEither<T: ControlWidgetTemplate, F: ControlWidgetTemplate>(second: F) -> EitherControlTemplate<T, F> {
        EitherControlTemplate(first: nil, second: second)
    }
}

/// One of two templates, as an `if` in a `@ControlWidgetTemplateBuilder` gives it.
public struct EitherControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>: ControlWidgetTemplate, ControlTemplateSource {
    let first: First?
    let second: Second?
    /// A primitive template is its own body.
    public var body: Self { self }
    var controlParts: ControlParts { first?.parts ?? second?.parts ?? .empty }
}

/// A control whose value the system asks for, as WidgetKit's `ControlValueProvider`.
public protocol ControlValueProvider {
    /// The type of the value.
    associatedtype Value
    /// The value Control Center's gallery shows.
    var previewValue: Value { get }
    /// The current value (never asked by a render).
    func currentValue() async throws -> Value
}

/// A configurable control's value provider, as WidgetKit's `AppIntentControlValueProvider`.
public protocol AppIntentControlValueProvider {
    /// The control's configuration intent.
    associatedtype Configuration: ControlConfigurationIntent
    /// The type of the value.
    associatedtype Value
    /// The value Control Center's gallery shows for `configuration`.
    func previewValue(configuration: Configuration) -> Value
    /// The current value for `configuration` (never asked by a render).
    func currentValue(configuration: Configuration) async throws -> Value
}

/// The intent whose parameters configure a control, as AppIntents' `ControlConfigurationIntent`.
public protocol ControlConfigurationIntent: AppIntent {}

/// What a control keeps of its configuration, read the same through its modifiers.
protocol ControlConfigurationSource {
    /// The control's identifier.
    var controlKind: String { get }
    /// The control's template, as built for its preview value.
    var controlParts: ControlParts { get }
}

/// A control template's parts: its state, tint and labels.
struct ControlParts {
    /// Whether a toggle is on (nil for a button).
    var isOn: Bool?
    /// The tint of the on state, if set.
    var tint: Color?
    /// The title and symbol.
    var label: AnyView
    /// A toggle's value label or a button's action label.
    var secondLabel: AnyView
    /// No state, no tint, no labels (a template Cairn cannot read).
    static var empty: ControlParts { ControlParts(label: AnyView(EmptyView()), secondLabel: AnyView(EmptyView())) }
}

/// A template whose parts can be read.
protocol ControlTemplateSource {
    var controlParts: ControlParts { get }
}

extension ControlWidgetTemplate {
    var parts: ControlParts {
        (self as? ControlTemplateSource)?.controlParts ?? .empty
    }
}

/// A control the user does not configure, as WidgetKit's `StaticControlConfiguration`.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration, ControlConfigurationSource {
    /// The control's identifier.
    public let kind: String
    /// The control's template (for the provider's preview value, when it has one).
    public let content: Content

    /// A control `kind` showing `content`.
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
        self.kind = kind
        self.content = content()
    }

    /// A control `kind` showing `content` for the value `provider` gives (its preview value).
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: (Provider.Value) -> Content) {
        self.kind = kind
        self.content = content(provider.previewValue)
    }

    /// A primitive configuration is its own body.
    public var body: Self { self }
    var controlKind: String { kind }
    var controlParts: ControlParts { content.parts }
}

/// A control the user configures, as WidgetKit's `AppIntentControlConfiguration`.
public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration, ControlConfigurationSource {
    /// The control's identifier.
    public let kind: String
    /// The control's template for the intent's defaults.
    public let content: Content

    /// A control `kind` configured by `intent`, showing `content` for its defaults.
    public init<Intent: ControlConfigurationIntent>(kind: String, intent: Intent.Type,
                                                     @ControlWidgetTemplateBuilder content: (Intent) -> Content) {
        self.kind = kind
        self.content = content(Intent())
    }

    /// A control `kind` configured by the provider's intent, showing `content` for the
    /// preview value of the intent's defaults.
    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: (Provider.Value) -> Content) {
        self.kind = kind
        self.content = content(provider.previewValue(configuration: Provider.Configuration()))
    }

    /// A primitive configuration is its own body.
    public var body: Self { self }
    var controlKind: String { kind }
    var controlParts: ControlParts { content.parts }
}

/// A configuration with a modifier applied (its name, description, prompting).
public struct ModifiedControlWidgetConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration, ControlConfigurationSource {
    /// The configuration modified.
    public let base: Base
    /// A primitive configuration is its own body.
    public var body: Self { self }
    var controlKind: String { (base as? ControlConfigurationSource)?.controlKind ?? "" }
    var controlParts: ControlParts {
        (base as? ControlConfigurationSource)?.controlParts ?? .empty
    }
}

extension ControlWidgetConfiguration {
    /// The control's name in the controls gallery (a render draws no gallery).
    public func displayName(_ name: LocalizedStringResource) -> ModifiedControlWidgetConfiguration<Self> {
        ModifiedControlWidgetConfiguration(base: self)
    }

    /// The control's description in the controls gallery (a render draws no gallery).
    public func description(_ description: LocalizedStringResource) -> ModifiedControlWidgetConfiguration<Self> {
        ModifiedControlWidgetConfiguration(base: self)
    }

    /// Asks the user to configure the control when added (a render adds none).
    public func promptsForUserConfiguration() -> ModifiedControlWidgetConfiguration<Self> {
        ModifiedControlWidgetConfiguration(base: self)
    }
}

/// The default value label of a control toggle ("On" and "Off"), as WidgetKit's
/// `ControlWidgetToggleDefaultLabel`.
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    /// "On" or "Off".
    public var body: some View { Text(isOn ? "On" : "Off") }
}

/// The default action label of a control button (none), as WidgetKit's
/// `ControlWidgetButtonDefaultActionLabel`.
public struct ControlWidgetButtonDefaultActionLabel: View {
    /// Nothing.
    public var body: some View { EmptyView() }
}

/// A control with two states, as WidgetKit's `ControlWidgetToggle`: running its action sets
/// the other state (never, in a render).
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate, ControlTemplateSource {
    /// Whether the toggle is on.
    public let isOn: Bool
    /// The action the toggle runs.
    public let action: Action
    /// The toggle's title and symbol.
    public let label: Label
    /// What the toggle says of its state.
    public let valueLabel: ValueLabel

    /// A toggle drawn by `label`, saying "On" or "Off".
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn; self.action = action; self.label = label(); valueLabel = ControlWidgetToggleDefaultLabel(isOn: isOn)
    }

    /// A toggle drawn by `label` and `valueLabel` for its state.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn; self.action = action; self.label = label(); self.valueLabel = valueLabel(isOn)
    }

    /// A primitive template is its own body.
    public var body: Self { self }
    var controlParts: ControlParts { ControlParts(isOn: isOn, label: AnyView(label), secondLabel: AnyView(valueLabel)) }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled `titleResource`, with `valueLabel` for its state (a string literal
    /// reads as a `LocalizedStringKey`, as SwiftUI's `Text` prefers).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleResource) }, valueLabel: valueLabel)
    }

    /// A toggle titled `titleKey`, with `valueLabel` for its state.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    /// A toggle titled `title`, with `valueLabel` for its state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(title) }, valueLabel: valueLabel)
    }
}

/// A control that runs an action, as WidgetKit's `ControlWidgetButton` (never run by a render).
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate, ControlTemplateSource {
    /// The action the button runs.
    public let action: Action
    /// The button's title and symbol.
    public let label: Label
    /// What the button shows while its action runs.
    public let actionLabel: ActionLabel

    /// A button drawn by `label` that runs `action`.
    public init(action: Action, @ViewBuilder label: () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        self.action = action; self.label = label(); actionLabel = ControlWidgetButtonDefaultActionLabel()
    }

    /// A button drawn by `label`, and by `actionLabel` while its action runs.
    public init(action: Action, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: (Bool) -> ActionLabel) where Action: AppIntent {
        self.action = action; self.label = label(); self.actionLabel = actionLabel(false)
    }

    /// A primitive template is its own body.
    public var body: Self { self }
    var controlParts: ControlParts { ControlParts(label: AnyView(label), secondLabel: AnyView(actionLabel)) }
}

extension ControlWidgetButton where Label == Text {
    /// A button titled `titleResource`, drawn by `actionLabel` (not running in a render; a
    /// string literal reads as a `LocalizedStringKey`).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: (Bool) -> ActionLabel)
    where Action: AppIntent {
        self.init(action: action, label: { Text(titleResource) }, actionLabel: actionLabel)
    }

    /// A button titled `titleKey`, drawn by `actionLabel` (not running in a render).
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: (Bool) -> ActionLabel) where Action: AppIntent {
        self.init(action: action, label: { Text(titleKey) }, actionLabel: actionLabel)
    }

    /// A button titled `title`, drawn by `actionLabel` (not running in a render).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: Action, @ViewBuilder actionLabel: (Bool) -> ActionLabel) where Action: AppIntent {
        self.init(action: action, label: { Text(title) }, actionLabel: actionLabel)
    }
}

/// A template with a modifier applied (its tint, or disabled).
public struct ModifiedControlWidgetTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate, ControlTemplateSource {
    /// The template modified.
    public let base: Base
    /// The tint Control Center draws the control's on state in, if set.
    public let tint: Color?
    /// A primitive template is its own body.
    public var body: Self { self }
    var controlParts: ControlParts {
        var parts = base.parts
        if let tint { parts.tint = tint }
        return parts
    }
}

extension ControlWidgetTemplate {
    /// The tint of the control's on state (Control Center's, which a render has none of).
    public func tint(_ tint: Color?) -> ModifiedControlWidgetTemplate<Self> { ModifiedControlWidgetTemplate(base: self, tint: tint) }

    /// Disables the control (a render runs no control).
    public func disabled(_ disabled: Bool) -> ModifiedControlWidgetTemplate<Self> { ModifiedControlWidgetTemplate(base: self, tint: nil) }
}

extension View {
    /// The hint shown beside the Action button for a control's label (not drawn in a render,
    /// which has no Action button).
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }

    /// The hint shown beside the Action button for a control's label.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }

    /// The hint shown beside the Action button for a control's label.
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The status Control Center shows when a control's state changes (not in a render).
    public func controlWidgetStatus(_ status: Text) -> some View { self }

    /// The status Control Center shows when a control's state changes.
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View { self }

    /// The status Control Center shows when a control's state changes.
    @_disfavoredOverload
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View { self }
}

extension WidgetBundleBuilder {
    /// A control in a widget bundle: it has no Home Screen widget to preview or render.
    public static func buildExpression<C: ControlWidget>(_ control: C) -> [any Widget] { [] }
}
