import CairnDisplayList
import Foundation

// Whether views accept input, and their tint: environment the engine reads (a scripted tap
// skips a disabled control; `.tint` is a shape style) and the controls draw with.

private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct TintKey: EnvironmentKey { static var defaultValue: TintValue { TintValue() } }

/// What `.tint` set: a colour, and the gradient when the tint is one (gauges draw it along
/// their track; other controls use the colour).
package struct TintValue: Sendable {
    var color: Color?
    var gradient: Gradient?
}

/// A shape style that can tint controls: the one colour controls drawn in a single colour
/// use, and the gradient gauges draw along their track.
package protocol TintShapeStyle {
    /// The colour of controls drawn in one colour (a gradient's first stop).
    var tintColor: Color? { get }
    /// The gradient a gauge draws, if the style is one.
    var tintGradient: Gradient? { get }
}

extension Color: TintShapeStyle {
    package var tintColor: Color? { self }
    package var tintGradient: Gradient? { nil }
}

extension Gradient: TintShapeStyle {
    package var tintColor: Color? { stops.first?.color }
    package var tintGradient: Gradient? { stops.isEmpty ? nil : self }
}

extension AnyGradient: TintShapeStyle {
    package var tintColor: Color? { base }
    package var tintGradient: Gradient? { linear.gradient }
}

extension LinearGradient: TintShapeStyle {
    package var tintColor: Color? { gradient.tintColor }
    package var tintGradient: Gradient? { gradient.tintGradient }
}

extension AngularGradient: TintShapeStyle {
    package var tintColor: Color? { gradient.tintColor }
    package var tintGradient: Gradient? { gradient.tintGradient }
}

extension RadialGradient: TintShapeStyle {
    package var tintColor: Color? { gradient.tintColor }
    package var tintGradient: Gradient? { gradient.tintGradient }
}

extension EllipticalGradient: TintShapeStyle {
    package var tintColor: Color? { gradient.tintColor }
    package var tintGradient: Gradient? { gradient.tintGradient }
}

extension EnvironmentValues {
    /// Whether controls in this view accept input; `.disabled(true)` turns it off and
    /// controls draw dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The tint `.tint(_:)` set (nil: the accent colour).
    package var tint: Color? {
        get { self[TintKey.self].color }
        set { self[TintKey.self] = TintValue(color: newValue, gradient: nil) }
    }

    /// The gradient `.tint(_:)` set, when it set one (gauges draw it along their track).
    package var tintGradient: Gradient? { self[TintKey.self].gradient }

    /// What `.tint(_:)` set, colour and gradient.
    package var tintValue: TintValue {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour controls are tinted with: `.tint`, else the accent colour (system blue).
    package var controlTint: Color { tint ?? .accentColor }
}

extension View {
    /// Disables the controls in this view when `disabled` is true (a disabled ancestor wins,
    /// as in SwiftUI: `.disabled(false)` never re-enables).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
    }

    /// Tints the controls in this view with `tint` (nil: the accent colour).
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// Tints the controls in this view with a shape style (Apple: `tint(_:)`, iOS 16), such as
    /// `Gradient(colors: [.green, .yellow, .red])` for a gauge: gauges draw a gradient along
    /// their track; controls drawn in one colour use its first colour. A style that is neither
    /// a colour nor a gradient (a material, a hierarchical level) leaves the accent colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let style = tint as? any TintShapeStyle
        return environment(\.tintValue, TintValue(color: style?.tintColor, gradient: style?.tintGradient))
    }
}
