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

/// A control that shares an item: a still image shows its label, drawn as a borderless
/// button. The default label is the share symbol (a square with an arrow up out of it)
/// beside "Share", as SwiftUI's default `ShareLink` label.
public struct ShareLink<Label: View>: View, PrimitiveView {
    let label: Label

    /// Never evaluated: `ShareLink` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.resolve(Button(action: {}) { label })
    }
}

extension ShareLink {
    /// A share link for a URL labelled by the builder's view.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for a string labelled by the builder's view.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A share link for a URL with the default "Share" label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }

    /// A share link for a string with the default "Share" label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }

    /// A share link for a URL titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }

    /// A share link for a string titled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }
}

extension ShareLink {
    /// A share link for a `Transferable` item with a preview, labelled by the builder's view.
    public init<I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for a `Transferable` item (its own preview), labelled by the builder's view.
    @_disfavoredOverload
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for several `Transferable` items, each with a preview.
    public init<Items: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable>(
        items: Items, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label) where Items.Element: Transferable {
        self.label = label()
    }

    /// A share link for several `Transferable` items, labelled by the builder's view.
    public init<Items: RandomAccessCollection>(items: Items, subject: Text? = nil, message: Text? = nil,
                                               @ViewBuilder label: () -> Label) where Items.Element: Transferable {
        self.label = label()
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A share link for a `Transferable` item with a preview and the default "Share" label.
    public init<I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }

    /// A share link for a `Transferable` item with the default "Share" label.
    @_disfavoredOverload
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }

    /// A share link for a `Transferable` item with a preview, titled by a localized string key.
    public init<I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>) {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }

    /// A share link for a `Transferable` item titled by a localized string key.
    @_disfavoredOverload
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }

    /// A share link for several `Transferable` items titled by a localized string key.
    public init<Items: RandomAccessCollection>(_ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil,
                                               message: Text? = nil) where Items.Element: Transferable {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }

    /// A share link for a `Transferable` item titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text(title))
    }

    /// A share link for several `Transferable` items with the default "Share" label.
    public init<Items: RandomAccessCollection>(items: Items, subject: Text? = nil, message: Text? = nil) where Items.Element: Transferable {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }
}

/// What the share sheet shows of an item, as SwiftUI's `SharePreview`: a title, an image and
/// an icon. A render shows no share sheet, so it keeps them only.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The title.
    public let title: Text
    /// The image, if any.
    public let image: Image?
    /// The icon, if any.
    public let icon: Icon?

    /// A preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = Text(titleKey)
        self.image = image
        self.icon = icon
    }

    /// A preview with a title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = Text(title)
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = Text(titleKey)
        self.image = image
        icon = nil
    }

    /// A preview with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = Text(title)
        self.image = image
        icon = nil
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        title = Text(titleKey)
        image = nil
        self.icon = icon
    }

    /// A preview with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.title = Text(title)
        image = nil
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title.
    public init(_ titleKey: LocalizedStringKey) {
        title = Text(titleKey)
        image = nil
        icon = nil
    }

    /// A preview with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = Text(title)
        image = nil
        icon = nil
    }
}

/// `ShareLink`'s default label: the share symbol, 8 points, then the title.
public struct DefaultShareLinkLabel: View {
    let title: Text
    /// Whether labels show only their icon here (a bar's toolbar items).
    @Environment(\.labelsShowIconOnly) private var iconOnly

    /// The share symbol, then the title; the symbol alone among a bar's toolbar items, where
    /// iOS shows a `ShareLink`'s default label as its icon (as it shows every label there).
    public var body: some View {
        HStack(spacing: 8) {
            ControlArtwork(name: "ShareSymbol", size: { _ in CGSize(width: 17, height: 21) }) { f, env, list in
                let paint = env.foregroundPaint(in: f)
                var box = Path()
                box.move(to: CGPoint(x: f.minX + 5, y: f.minY + 8))
                box.addLine(to: CGPoint(x: f.minX + 1.5, y: f.minY + 8))
                box.addLine(to: CGPoint(x: f.minX + 1.5, y: f.maxY - 1))
                box.addLine(to: CGPoint(x: f.maxX - 1.5, y: f.maxY - 1))
                box.addLine(to: CGPoint(x: f.maxX - 1.5, y: f.minY + 8))
                box.addLine(to: CGPoint(x: f.maxX - 5, y: f.minY + 8))
                box.move(to: CGPoint(x: f.midX, y: f.minY + 14))
                box.addLine(to: CGPoint(x: f.midX, y: f.minY + 1))
                box.move(to: CGPoint(x: f.midX - 4, y: f.minY + 5))
                box.addLine(to: CGPoint(x: f.midX, y: f.minY + 1))
                box.addLine(to: CGPoint(x: f.midX + 4, y: f.minY + 5))
                list.append(.stroke(box, paint, StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round)))
            }
            if !iconOnly { title }
        }
    }
}

extension View {
    /// Sets the document the navigation title stands for, as SwiftUI's
    /// `navigationDocument(_:)` (iOS 16): on iPhone it shows in the title menu's header,
    /// which is closed at rest, so nothing drawn changes.
    public func navigationDocument(_ url: URL) -> some View { self }

    /// Sets a `Transferable` document for the navigation title (the title menu's header).
    public func navigationDocument<D: Transferable>(_ document: D) -> some View { self }

    /// Sets a document with its share preview for the navigation title.
    public func navigationDocument<D: Transferable, I: Transferable>(_ document: D, preview: SharePreview<Never, I>) -> some View { self }

    /// Sets a document with its share preview (image and icon) for the navigation title.
    public func navigationDocument<D: Transferable, I1: Transferable, I2: Transferable>(_ document: D, preview: SharePreview<I1, I2>) -> some View { self }
}
