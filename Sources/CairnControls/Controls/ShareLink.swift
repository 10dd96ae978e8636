import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import CairnViews
import CairnTransferable

/// A control that shares an item: a still image shows its label, drawn as a borderless
/// button. The default label is the share symbol (a square with an arrow up out of it)
/// beside "Share", as SwiftUI's default `ShareLink` label (the symbol alone among a bar's
/// toolbar items).
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

/// `ShareLink`'s default label: a `Label` of the title and the `square.and.arrow.up` symbol,
/// as iOS's is, so it follows the label style in effect — the icon before the title by
/// default, the icon alone among a bar's toolbar items (as iOS shows every label there),
/// one part under `.labelStyle(.iconOnly)` or `.titleOnly`, a custom `LabelStyle`'s
/// arrangement.
public struct DefaultShareLinkLabel: View {
    let title: Text

    /// The label, drawn by the environment's label style.
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
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
