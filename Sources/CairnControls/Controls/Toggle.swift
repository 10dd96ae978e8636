import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A control that toggles between on and off, drawn by the `ToggleStyle` in the environment
/// (`.toggleStyle(_:)`, default `.switch` on iOS).
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle showing `isOn`, labelled by the builder's view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Never evaluated: `Toggle` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let configuration = ToggleStyleConfiguration(label: .init(label.inStyleScope(ToggleStyleKind.self, of: context)), isOn: isOn)
        let nodes = context.child(0).resolveStyled(ToggleStyleKind.self, configuration)
        let binding = isOn
        InteractionTarget.attach(kind: "Toggle", labelNodes: nodes, to: nodes, environment: context.environment,
                             tap: { binding.wrappedValue.toggle() },
                             setValue: { value in
                                 guard let on = value as? Bool else { return "a Toggle takes a Bool, not \(type(of: value))" }
                                 binding.wrappedValue = on
                                 return nil
                             })
        return nodes
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, drawn by the style in effect outside
    /// the styled toggle: within `makeBody(configuration:)` this draws the toggle as the
    /// enclosing style (by default the switch) would, so a style can decorate it (Apple:
    /// "useful for custom toggle styles that only modify the current toggle style").
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle labelled by a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A type that draws a toggle from its label and state, as in SwiftUI.
public protocol ToggleStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The toggle drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle a `ToggleStyle` draws.
public struct ToggleStyleConfiguration {
    /// A type-erased toggle label.
    public typealias Label = StyleConfigurationLabel
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on (`$isOn` is the binding).
    @Binding public var isOn: Bool
}

/// Toggle styles in the environment (see `StyleStack`).
enum ToggleStyleKind: StyleKind {
    static var name: String { "ToggleStyle" }
    static func automatic(_ configuration: ToggleStyleConfiguration) -> AnyView { AnyView(SwitchToggleStyle().makeBody(configuration: configuration)) }
}

extension View {
    /// Draws the toggles in this view with `style`; inside its `makeBody`, `Toggle(configuration)`
    /// draws with the style in effect outside this one.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        self.style(ToggleStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// The iOS switch: the label, then the switch at the trailing edge, the toggle as wide as it
/// is offered (an `HStack` of label, `Spacer` and switch). On, the track is the tint (system
/// green by default; HIG "Toggles": "Change the default color of a switch only if
/// necessary"), off `secondarySystemFill`; the knob is white. Disabled, the whole switch is
/// drawn at 50 %.
///
/// - iOS 17 (`DesignEra.iOS17`): `UISwitch` is 51 × 31 points with a 27-point round knob 2
///   points in from the track's edge.
/// - iOS 26 (`DesignEra.iOS26`): 63 × 28 with a 37 × 24 capsule knob 2 points in, and the
///   tint resolved in the era (see `ControlMetrics` for the sources).
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
    /// The iOS 17 switch's size: 51 × 31 points (`switchSize(in:)` for another era).
    public static var switchSize: CGSize { CGSize(width: 51, height: 31) }
    /// The switch's size under `era`: 51 × 31 points on iOS 17, 63 × 28 on iOS 26.
    public static func switchSize(in era: DesignEra) -> CGSize { ControlMetrics.of(era).switchSize }

    /// The label beside the switch.
    public func makeBody(configuration: Configuration) -> some View {
        let on = configuration.isOn
        return LabeledControlRow(label: configuration.label, control:
            ControlArtwork(name: "Switch", sizeIn: { _, env in env.controlMetrics.switchSize }) { frame, env, list in
                if env.designEra == .iOS26 {
                    Self.drawIOS26(on: on, at: frame.origin, env, into: &list)
                    return
                }
                let palette = env.controlPalette
                let s = Self.switchSize
                let box = CGRect(x: frame.minX, y: frame.minY, width: s.width, height: s.height)
                var track = on ? (env.tint ?? .green) : palette.secondaryFill
                var knob = palette.knob
                if !env.isEnabled {
                    track = track.opacity(0.5 * track.resolved.opacity)
                    knob = Color(white: 0.98)
                }
                list.fill(Path(roundedRect: box, cornerRadius: s.height / 2, style: .circular), track)
                let x = on ? box.maxX - 2 - 13.5 : box.minX + 2 + 13.5
                list.knob(center: CGPoint(x: x, y: box.midY), diameter: 27, color: knob)
            })
    }

    /// iOS 26's switch: a capsule track and a capsule knob at the leading (off) or trailing
    /// (on) end; disabled, the track at half its opacity and the knob 98 % white.
    static func drawIOS26(on: Bool, at origin: CGPoint, _ env: EnvironmentValues, into list: inout DisplayList) {
        let m = env.controlMetrics
        let palette = env.controlPalette
        let box = CGRect(origin: origin, size: m.switchSize)
        var track = (on ? (env.tint ?? .green) : palette.secondaryFill).resolve(in: env)
        var knob = palette.knob
        if !env.isEnabled {
            track.opacity *= 0.5
            knob = Color(white: 0.98)
        }
        list.fill(Path(roundedRect: box, cornerRadius: box.height / 2, style: .circular), Color(track))
        let k = m.switchKnob, inset = m.switchInset
        let x = on ? box.maxX - inset - k.width : box.minX + inset
        list.pillKnob(CGRect(x: x, y: box.midY - k.height / 2, width: k.width, height: k.height), color: knob)
    }
}

/// A toggle drawn as a bordered button: on, the label on a tint fill at 15 % in the tint
/// colour; off, the label alone in the tint colour (iOS 17's `.button` toggle style).
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// The label as a button.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            let m = ButtonMetrics(env.controlSize)
            let color = env.isEnabled ? env.controlTint : env.controlPalette.tertiaryLabel
            configuration.label
                .font(m.font)
                .foregroundStyle(color)
                .padding(m.insets)
                .background(env.buttonBorderShape.shape(for: env.controlSize).fill(configuration.isOn ? color.opacity(0.15) : Color.clear))
        }
    }
}

/// The default toggle style: `.switch` on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// The toggle as a switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows its state by its fill.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style (`.switch` on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
