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

/// A button style in the environment, type-erased.
package struct AnyPrimitiveButtonStyle {
    let make: (PrimitiveButtonStyleConfiguration) -> AnyView
    init<S: PrimitiveButtonStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
    init<S: ButtonStyle>(_ style: S) {
        make = { c in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: c.role, label: .init(c.label), isPressed: false)))
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyPrimitiveButtonStyle { AnyPrimitiveButtonStyle(DefaultButtonStyle()) }
}

extension EnvironmentValues {
    /// The style buttons in this environment are drawn with.
    package var primitiveButtonStyle: AnyPrimitiveButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(style))
    }

    /// Draws the buttons in this view with `style`, never pressed.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(style))
    }
}
