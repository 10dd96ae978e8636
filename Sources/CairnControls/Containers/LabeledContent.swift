import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A label attached to a value, as SwiftUI's `LabeledContent`: `LabeledContent("IP Address", value: "10.0.0.1")`.
///
/// Apple: "A container for attaching a label to a value-bearing view" (iOS 16). Its iOS
/// automatic style, in a `Form` or on its own, is one row: the label at the leading edge
/// and the value pushed to the trailing edge in the `.secondary` foreground style
/// (Settings' "About" rows), so the view takes the whole width it is offered. At the
/// accessibility Dynamic Type sizes (`.accessibility1` and up) the row stacks: the label,
/// then the value below it, both leading (as Settings' rows do at those sizes).
///
/// It is drawn by the `LabeledContentStyle` in effect (`.labeledContentStyle(_:)`).
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A labeled element from a value view and a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Never evaluated: `LabeledContent` is a primitive view drawn by its style (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let configuration = LabeledContentStyleConfiguration(
            label: .init(label.inStyleScope(LabeledContentStyleKind.self, of: context)),
            content: .init(content.inStyleScope(LabeledContentStyleKind.self, of: context)))
        return context.child(0).resolveStyled(LabeledContentStyleKind.self, configuration)
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style's configuration describes, drawn by the style in effect
    /// outside the styled one (so a custom style can decorate the automatic one).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A type that draws labeled content from its label and value (iOS 16).
public protocol LabeledContentStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The labeled content drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the labeled content being drawn.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of labeled content a `LabeledContentStyle` draws.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label.
    public typealias Label = StyleConfigurationLabel
    /// A type-erased value view.
    public typealias Content = StyleConfigurationLabel
    /// The label.
    public let label: Label
    /// The value.
    public let content: Content
}

/// iOS's labeled content: one row, the label leading and the value trailing in the
/// secondary style on the first baseline; stacked (label above value, both leading) at the
/// accessibility Dynamic Type sizes.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The automatic style.
    public init() {}
    /// The row, or the stack at accessibility sizes.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            if env.dynamicTypeSize.isAccessibilitySize {
                // The spacing between the label and the value is the stack's default
                // (Cairn's estimate: Apple publishes no number for the stacked row).
                VStack(alignment: .leading) {
                    configuration.label
                    configuration.content
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.leading)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                HStack(alignment: .firstTextBaseline) {
                    configuration.label
                    Spacer()
                    configuration.content
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.trailing)
                }
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's labeled content.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// Labeled content styles in the environment (see `StyleStack`).
enum LabeledContentStyleKind: StyleKind {
    static var name: String { "LabeledContentStyle" }
    static func automatic(_ configuration: LabeledContentStyleConfiguration) -> AnyView {
        AnyView(AutomaticLabeledContentStyle().makeBody(configuration: configuration))
    }
}

extension View {
    /// Draws the labeled content in this view with `style`; inside its `makeBody`,
    /// `LabeledContent(configuration)` draws with the style in effect outside this one.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        self.style(LabeledContentStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension LabeledContent where Label == Text {
    /// A labeled element whose label is a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A labeled element whose label is a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A read-only labeled value: a localized title and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A read-only labeled value: a string title and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A read-only labeled value formatted with `format`, e.g. `.currency(code: "EUR")`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A read-only labeled value with a string title, formatted with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
