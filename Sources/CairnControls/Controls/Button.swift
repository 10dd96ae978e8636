import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A value that describes a button's purpose (`Button(role: .destructive)`), as in SwiftUI.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A button that deletes data: its label is drawn in system red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation: drawn like any other button in a still image.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that performs an action when triggered, drawn by the `PrimitiveButtonStyle`
/// or `ButtonStyle` in the environment (`.buttonStyle(_:)`, default `.automatic`).
///
/// Its label is laid out as the style's body lays it out; the default style on iOS is
/// `.borderless`: the label alone, in the tint colour (Apple: "If you don't specify a style,
/// SwiftUI uses `automatic`… On iOS… borderless"). A still image never triggers the action.
public struct Button<Label: View>: View, PrimitiveView {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    /// A button that performs `action`, labelled by the builder's view.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = nil
        self.action = action
        self.label = label()
    }

    /// A button with a `role`, labelled by the builder's view.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// Never evaluated: `Button` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(label.inStyleScope(ButtonStyleKind.self, of: context)), action: action)
        let nodes = context.child(0).resolveStyled(ButtonStyleKind.self, configuration)
        InteractionTarget.attach(kind: "Button", labelNodes: nodes, to: nodes, environment: context.environment, tap: action, setValue: nil)
        if role == .confirm { for n in nodes { n.layoutValues[ObjectIdentifier(ConfirmRoleKey.self)] = true } }
        return nodes
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's configuration describes, drawn by the style in effect
    /// outside the styled button (Apple: "Creates a button based on a configuration for a
    /// style with a custom appearance and custom interaction behavior").
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension Button where Label == Text {
    /// A button labelled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button labelled by a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a `role`, labelled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a `role`, labelled by a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// A button's label made of a symbol and a title: a `Label`, drawn by the label style in
/// effect (by default the symbol, then the title; the symbol alone in a toolbar).
public struct ButtonSymbolLabel: View {
    let title: Text
    let systemImage: String
    /// A `Label` of the title and the symbol, as SwiftUI's `Button(_:systemImage:action:)`
    /// makes: label styles apply (`.labelStyle(.iconOnly)`), and a toolbar shows the symbol.
    public var body: some View {
        Label { title } icon: { Image(systemName: systemImage) }
    }
}

extension Button where Label == ButtonSymbolLabel {
    /// A button labelled by an SF Symbol and text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ButtonSymbolLabel(title: Text(titleKey), systemImage: systemImage) }
    }

    /// A button labelled by an SF Symbol and a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ButtonSymbolLabel(title: Text(title), systemImage: systemImage) }
    }

    /// A button with a `role`, labelled by an SF Symbol and text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ButtonSymbolLabel(title: Text(titleKey), systemImage: systemImage) }
    }

    /// A button with a `role`, labelled by an SF Symbol and a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ButtonSymbolLabel(title: Text(title), systemImage: systemImage) }
    }
}
