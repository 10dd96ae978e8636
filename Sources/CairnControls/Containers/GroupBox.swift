import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A box that groups views, drawn as iOS 17 draws it: the label (headline) above the
/// content, 8 points apart, leading-aligned, inset 16 points in a rounded rectangle
/// (radius 8) of `secondarySystemBackground` (242, 242, 247; dark 28, 28, 30).
///
/// The box is drawn by the `GroupBoxStyle` in effect (`.groupBoxStyle(_:)`).
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label?
    let content: Content

    /// A group box of the builder's content, labelled by the `label` builder's view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Never evaluated: `GroupBox` is a primitive view drawn by its style (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let configuration = GroupBoxStyleConfiguration(
            label: .init(label.inStyleScope(GroupBoxStyleKind.self, of: context)),
            content: .init(content.inStyleScope(GroupBoxStyleKind.self, of: context)))
        return context.child(0).resolveStyled(GroupBoxStyleKind.self, configuration)
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A group box titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group box titled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The box a style's configuration describes, drawn by the style in effect outside the
    /// styled box (so a custom style can decorate the automatic one), as SwiftUI's
    /// `GroupBox(_:)`.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A type that draws a group box from its label and content (Apple: `GroupBoxStyle`, iOS 14).
public protocol GroupBoxStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The box drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the box being drawn.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box a `GroupBoxStyle` draws.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label.
    public typealias Label = StyleConfigurationLabel
    /// A type-erased content view.
    public typealias Content = StyleConfigurationLabel
    /// The box's label (nothing for a box without one).
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// iOS's group box (Apple: `DefaultGroupBoxStyle`, `.automatic`): the label in the headline
/// style above the content, 8 points apart, leading-aligned, inset 16 in a rounded rectangle
/// (radius 8) of `secondarySystemBackground`.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The automatic style.
    public init() {}
    /// The label over the content on the rounded fill.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(EnvironmentReader { env in RoundedRectangle(cornerRadius: 8).fill(env.controlPalette.secondaryBackground) })
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// Group box styles in the environment (see `StyleStack`).
enum GroupBoxStyleKind: StyleKind {
    static var name: String { "GroupBoxStyle" }
    static func automatic(_ configuration: GroupBoxStyleConfiguration) -> AnyView {
        AnyView(DefaultGroupBoxStyle().makeBody(configuration: configuration))
    }
}

extension View {
    /// Draws the group boxes in this view with `style` (Apple: `groupBoxStyle(_:)`); inside
    /// its `makeBody`, `GroupBox(configuration)` draws with the style in effect outside this one.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        self.style(GroupBoxStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }
}
