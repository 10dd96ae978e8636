import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A button on Liquid Glass (Apple: `GlassButtonStyle`, iOS 26, `.buttonStyle(.glass)`):
/// the label, padded as a bordered button of the control size, on glass in the button's
/// border shape — a capsule unless `buttonBorderShape` says otherwise.
///
/// The label is in the tint colour, as a bordered button's (red when destructive, the
/// tertiary label colour when disabled), or in a foreground style set around the button
/// (`.foregroundStyle(.white)` on a player's controls). Cairn's estimate: Apple documents no
/// label colour; iOS 26's glass buttons show the accent colour as bordered buttons do.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass
    /// Regular glass.
    public init() { glass = .regular }
    /// The given glass (Apple: `init(_:)`).
    public init(_ glass: Glass) { self.glass = glass }
    /// The padded label on glass.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let m = ButtonMetrics(env.controlSize)
            configuration.label
                .font(m.font)
                .sized(env.buttonSizing)
                .foregroundStyle(labelColor(configuration.role, env))
                .padding(m.insets)
                .glassEffect(glass, in: glassShape(env.buttonBorderShape, env.controlSize))
        }
    }
}

/// A prominent button on Liquid Glass tinted with the tint colour, its label white (Apple:
/// `GlassProminentButtonStyle`, iOS 26, `.buttonStyle(.glassProminent)`); disabled, the
/// tertiary label on untinted glass.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The glass prominent style.
    public init() {}
    /// The padded white label on tinted glass.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let m = ButtonMetrics(env.controlSize)
            let tint: Color? = !env.isEnabled ? nil : configuration.role == .destructive ? .red : env.controlTint
            configuration.label
                .font(m.font)
                .sized(env.buttonSizing)
                .foregroundStyle(env.isEnabled ? Color.white : env.controlPalette.tertiaryLabel)
                .padding(m.insets)
                .glassEffect(Glass.regular.tint(tint), in: glassShape(env.buttonBorderShape, env.controlSize))
        }
    }
}

/// A glass button's shape: a capsule for the automatic border shape (iOS 26's glass
/// buttons are capsules), else the border shape's.
private func glassShape(_ shape: ButtonBorderShape, _ size: ControlSize) -> AnyShape {
    shape == .automatic ? AnyShape(Capsule()) : shape.shape(for: size)
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button on regular Liquid Glass (Apple: `.glass`).
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// A button on the given Liquid Glass (Apple: `.glass(_:)`).
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A prominent button on tinted Liquid Glass (Apple: `.glassProminent`).
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
