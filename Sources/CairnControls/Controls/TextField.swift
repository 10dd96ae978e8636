import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A field for editing text, drawn as iOS 17 draws it at rest: the text in the label colour,
/// or, when empty, the placeholder (its title) in `placeholderText`. The field is as wide as
/// it is offered and one line tall; the text style in the environment (`.textFieldStyle`)
/// may frame it (`.roundedBorder`).
public struct TextField<Label: View>: View, PrimitiveView {
    let text: String
    let placeholder: Text
    let label: Label
    let secure: Bool
    /// The axis along which the field grows: `.vertical` wraps its text onto as many lines
    /// as `lineLimit` allows (one line otherwise).
    var axis: Axis = .horizontal

    /// Never evaluated: `TextField` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(TextFieldBody(text: text, placeholder: placeholder, secure: secure, axis: axis))
        return nodes.map { ViewNode(TextFieldBehavior(), children: [$0], context: context, name: "TextField") }
    }
}

extension TextField where Label == Text {
    /// A field editing `text`, with a placeholder from a localized string key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.text = text.wrappedValue
        placeholder = prompt ?? Text(titleKey)
        label = Text(titleKey)
        secure = false
    }

    /// A field editing `text`, with a placeholder shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.text = text.wrappedValue
        placeholder = prompt ?? Text(title)
        label = Text(title)
        secure = false
    }

    /// A field editing `text` that grows along `axis`: with `.vertical` its text wraps and the
    /// field is as tall as its lines, within the environment's `lineLimit` (a range's lower
    /// bound reserves that many lines, as `TextField("Message", text: $t, axis: .vertical)
    /// .lineLimit(3...5)` does on iOS 16 and later).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field editing `text`, titled verbatim, that grows along `axis` (see
    /// `init(_:text:prompt:axis:)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }
}

/// A field for entering a password: its text drawn as one bullet (•) per character.
public struct SecureField<Label: View>: View, PrimitiveView {
    let field: TextField<Label>
    /// Never evaluated: `SecureField` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { field.makeNodes(context) }
}

extension SecureField where Label == Text {
    /// A secure field editing `text`, with a placeholder from a localized string key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), label: Text(titleKey), secure: true)
    }

    /// A secure field editing `text`, with a placeholder shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(title), label: Text(title), secure: true)
    }
}

/// The drawing of a text field: its text or placeholder, aligned in the offered width as the
/// environment's `multilineTextAlignment` says (UITextField's `textAlignment`: leading by
/// default, `.trailing` for the right-aligned value of a settings row), framed by the style
/// in the environment.
struct TextFieldBody: View {
    let text: String
    let placeholder: Text
    let secure: Bool
    var axis: Axis = .horizontal

    var body: some View {
        EnvironmentReader { env in
            let palette = env.controlPalette
            let shown = secure ? String(repeating: "\u{2022}", count: text.count) : text
            let content = Group {
                if text.isEmpty {
                    placeholder.foregroundStyle(palette.placeholder)
                } else {
                    Text(verbatim: shown).foregroundStyle(env.isEnabled ? palette.label : palette.tertiaryLabel)
                }
            }
            // A horizontal field is one line; a vertical one keeps the environment's limit
            // and reserved lines.
            .transformEnvironment(\.self) { values in
                if axis == .horizontal { values.setLineLimit(atMost: 1, atLeast: 0) }
            }
            .frame(maxWidth: .infinity, alignment: fieldAlignment(env.multilineTextAlignment))
            if env.textFieldStyle == .roundedBorder {
                // UITextField.BorderStyle.roundedRect: 34 points tall at the body size (a
                // 20.3-point line plus 7 above and below), 7 points in from the sides, a
                // 5-point corner radius and a hairline in `opaqueSeparator` (198, 198, 200; dark 56, 56, 58).
                content
                    .padding(.vertical, 7)
                    .padding(.horizontal, 7)
                    .background(RoundedRectangle(cornerRadius: 5).fill(palette.background))
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(palette.opaqueSeparator, lineWidth: 0.5))
            } else {
                content
            }
        }
    }
}

/// Where a field's one line sits in its width for a text alignment.
private func fieldAlignment(_ alignment: TextAlignment) -> Alignment {
    switch alignment {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
}

/// The text field styles Cairn draws.
public protocol TextFieldStyle {}

/// The default text field style: the text alone (`.plain` on iOS).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
}

/// The text alone, without a frame.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}

/// The text in a rounded rectangle with a hairline border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style: the text alone.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in a rounded rectangle with a hairline border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

enum TextFieldStyleChoice: Sendable { case plain, roundedBorder }

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleChoice { .plain } }

extension EnvironmentValues {
    /// The text field style in effect.
    var textFieldStyle: TextFieldStyleChoice {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields in this view with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain)
    }
}
