import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A type that draws a button from its label, as in SwiftUI; the button is never pressed
/// in a still image (`isPressed` is false).
public protocol ButtonStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The button drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button a `ButtonStyle` draws.
public struct ButtonStyleConfiguration {
    /// A type-erased button label.
    public typealias Label = StyleConfigurationLabel
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed: always false in a rendered image.
    public let isPressed: Bool
}

/// A type that draws a button and decides when it triggers, as in SwiftUI.
public protocol PrimitiveButtonStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The button drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the button being drawn.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button a `PrimitiveButtonStyle` draws.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased button label.
    public typealias Label = StyleConfigurationLabel
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void
    /// Runs the button's action (what a custom style calls when it decides the button fired).
    public func trigger() { action() }
}

/// Button styles in the environment, `ButtonStyle` and `PrimitiveButtonStyle` alike (one
/// stack, as `.buttonStyle(_:)` of either kind replaces the other; see `StyleStack`).
enum ButtonStyleKind: StyleKind {
    static var name: String { "ButtonStyle" }
    static func automatic(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        AnyView(DefaultButtonStyle().makeBody(configuration: configuration))
    }
    /// A `ButtonStyle`'s body for a primitive configuration: never pressed.
    static func body<S: ButtonStyle>(_ style: S, _ c: PrimitiveButtonStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: c.role, label: .init(c.label), isPressed: false)))
    }
}

extension View {
    /// Draws the buttons in this view with `style`; inside its `makeBody`,
    /// `Button(configuration)` draws with the style in effect outside this one.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        self.style(ButtonStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }

    /// Draws the buttons in this view with `style`, never pressed; a button created inside
    /// its `makeBody` draws with the style in effect outside this one.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        self.style(ButtonStyleKind.self, style) { ButtonStyleKind.body(style, $0) }
    }
}
