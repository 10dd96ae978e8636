import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// The style a button's label is drawn in: tertiary label when disabled; else a foreground
/// style set on the button or around it (`Button("Reset") {}.foregroundStyle(.primary)`
/// draws a primary label, as on iOS, where `foregroundStyle` outranks the tint); else red
/// for a destructive role, else the tint (accent colour by default).
func labelColor(_ role: ButtonRole?, _ env: EnvironmentValues) -> AnyShapeStyle {
    if !env.isEnabled { return AnyShapeStyle(env.controlPalette.tertiaryLabel) }
    // An iOS 26 toolbar's confirm button sits on accent-tinted glass (`ConfirmRoleKey`).
    if role == .confirm, env.labelsShowIconOnly, env.designEra == .iOS26 { return AnyShapeStyle(Color.white) }
    if let explicit = env.foregroundStyle { return explicit }
    if role == .destructive { return AnyShapeStyle(Color.red) }
    return AnyShapeStyle(env.controlTint)
}

/// The default button style: on iOS, `.borderless` outside a list (Apple, "automatic":
/// "the default button style, based on the button's context").
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    /// The label, drawn as `.borderless` draws it.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button drawn as its label alone, in the tint colour (red when destructive, tertiary
/// label colour when disabled).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the button's colour.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            configuration.label.foregroundStyle(labelColor(configuration.role, env))
        }
    }
}

/// A button drawn as its label alone, in the label's own colours; dimmed to the tertiary
/// label colour when disabled.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    /// The label unchanged.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            if env.isEnabled {
                configuration.label
            } else {
                configuration.label.foregroundStyle(env.controlPalette.tertiaryLabel)
            }
        }
    }
}

/// A button whose label sits on a translucent fill in the border shape: the tint at 15 %
/// opacity when a tint is set or the role is destructive, else `tertiarySystemFill`; the
/// label in the tint colour (Apple HIG "Buttons": "bordered… a gray or tinted background").
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    /// The padded label on its fill.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let m = ButtonMetrics(env.controlSize)
            let fill: Color = {
                if !env.isEnabled { return env.controlPalette.tertiaryFill }
                if configuration.role == .destructive { return Color.red.opacity(0.15) }
                return env.tint.map { $0.opacity(0.15) } ?? env.controlPalette.tertiaryFill
            }()
            configuration.label
                .font(m.font)
                .sized(env.buttonSizing)
                .foregroundStyle(labelColor(configuration.role, env))
                .padding(m.insets)
                .background(env.buttonBorderShape.shape(for: env.controlSize).fill(fill))
        }
    }
}

/// A button whose label is white on a fill of the tint colour in the border shape (the
/// prominent call to action); disabled, the tertiary label on `tertiarySystemFill`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    public init() {}
    /// The padded white label on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let m = ButtonMetrics(env.controlSize)
            let enabled = env.isEnabled
            let fill: Color = enabled ? (configuration.role == .destructive ? .red : env.controlTint) : env.controlPalette.tertiaryFill
            configuration.label
                .font(m.font)
                .sized(env.buttonSizing)
                .foregroundStyle(enabled ? Color.white : env.controlPalette.tertiaryLabel)
                .padding(m.insets)
                .background(env.buttonBorderShape.shape(for: env.controlSize).fill(fill))
        }
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style (`.borderless` on iOS outside lists).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone, in the tint colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone, in its own colours.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a translucent fill.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The white label on the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
