import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import CairnViews
import CairnTransferable

/// A control that presents a menu: a still image shows its label, drawn as a borderless
/// button (the tint colour), as iOS shows a closed menu.
///
/// The menu is drawn by the `MenuStyle` in effect (`.menuStyle(_:)`); the automatic and
/// `.button` styles draw the label as a button, so `.buttonStyle(_:)` styles it.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A menu of the builder's items, labelled by the `label` builder's view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Never evaluated: `Menu` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let configuration = MenuStyleConfiguration(label: .init(label.inStyleScope(MenuStyleKind.self, of: context)),
                                                   content: .init(content.inStyleScope(MenuStyleKind.self, of: context)))
        return context.child(0).resolveStyled(MenuStyleKind.self, configuration)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style's configuration describes, drawn by the style in effect outside the
    /// styled menu (so a custom style can decorate the automatic one), as SwiftUI's `Menu(_:)`.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A type that draws a menu from its label and items (Apple: `MenuStyle`, iOS 14).
public protocol MenuStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The menu drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the menu being drawn.
    typealias Configuration = MenuStyleConfiguration
}

/// The properties of a menu a `MenuStyle` draws.
public struct MenuStyleConfiguration {
    /// A type-erased label.
    public typealias Label = StyleConfigurationLabel
    /// A type-erased view of the menu's items.
    public typealias Content = StyleConfigurationLabel
    /// The menu's label.
    let label: Label
    /// The menu's items (not drawn while the menu is closed).
    let content: Content
}

/// iOS's menu (Apple: `DefaultMenuStyle`, `.automatic`): closed, its label drawn as a button,
/// borderless unless a `.buttonStyle(_:)` says otherwise.
public struct DefaultMenuStyle: MenuStyle {
    /// The automatic style.
    public init() {}
    /// The label as a button.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}

/// A menu drawn as a button that shows the menu when pressed (Apple: `ButtonMenuStyle`,
/// `.button`, iOS 16): closed, its label as a button in the `.buttonStyle(_:)` in effect, as
/// the automatic style draws it on iOS.
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
    /// The label as a button: the automatic style's drawing on iOS.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultMenuStyle().makeBody(configuration: configuration)
    }
}

/// A menu drawn as a borderless button (Apple: `BorderlessButtonMenuStyle`,
/// `.borderlessButton`, deprecated: Apple suggests `.button` with `.buttonStyle(.borderless)`):
/// its label as a borderless button whatever `.buttonStyle(_:)` is in effect.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button style.
    public init() {}
    /// The label as a borderless button.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }.buttonStyle(.borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button in the button style in effect.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// Menu styles in the environment (see `StyleStack`).
enum MenuStyleKind: StyleKind {
    static var name: String { "MenuStyle" }
    static func automatic(_ configuration: MenuStyleConfiguration) -> AnyView {
        AnyView(DefaultMenuStyle().makeBody(configuration: configuration))
    }
}

extension View {
    /// Draws the menus in this view with `style` (Apple: `menuStyle(_:)`); inside its
    /// `makeBody`, `Menu(configuration)` draws with the style in effect outside this one.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        self.style(MenuStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension Menu where Label == Text {
    /// A menu labelled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu labelled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu labelled by text from a localized string key, with an action for a tap on the
    /// label (iOS 15); a still image shows the label, as the menu's plain form.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(titleKey, content: content)
    }

    /// A menu labelled by a string shown verbatim, with an action for a tap on the label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(title, content: content)
    }
}

extension Menu {
    /// A menu with an action for a tap on its label (iOS 15, `Menu(content:label:primaryAction:)`):
    /// the label is what a still image shows; the action never runs in a render.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == CairnViews.Label<Text, Image> {
    /// A menu labelled by a symbol and text from a localized string key (iOS 17,
    /// `Menu(_:systemImage:content:)`): a `Label`, so in a toolbar it shows the symbol alone.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CairnViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu labelled by a symbol and a string shown verbatim (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { CairnViews.Label(title, systemImage: systemImage) }
    }

    /// A menu labelled by a symbol and text, with an action for a tap on the label (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// A menu labelled by a symbol and a string, with an action for a tap on the label (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(title, systemImage: systemImage, content: content)
    }
}
