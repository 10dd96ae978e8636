import CairnDisplayList
import CairnGeometry
import Foundation

/// A title with an icon, as SwiftUI's `Label`: `Label("Inbox", systemImage: "tray")`.
///
/// The default style (`.automatic`, `.titleAndIcon`) puts the icon before the title in an
/// HStack aligned on the first text baseline, so a symbol sits on the text as SF Symbols
/// do, with the default spacing; `.labelStyle(.iconOnly)` and `.titleOnly` show one part.
/// Custom styles conform to `LabelStyle`.
public struct Label<Title: View, Icon: View>: View {
    package let title: Title
    package let icon: Icon

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label, drawn by the environment's label style.
    public var body: some View {
        LabelStyleReader(title: title, icon: icon)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's configuration describes, drawn by the style in effect outside the
    /// styled label (Apple: "useful for custom label styles that modify the current label
    /// style, rather than implementing a brand new style").
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a localized title and a named image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// The parts of a label a style arranges.
public struct LabelStyleConfiguration {
    /// A type-erased label title.
    public typealias Title = AnyView
    /// A type-erased label icon.
    public typealias Icon = AnyView
    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// How a `Label` arranges its title and icon.
public protocol LabelStyle: Sendable {
    /// The view a style makes of a label.
    associatedtype Body: View
    /// The parts of a label.
    typealias Configuration = LabelStyleConfiguration
    /// Arranges `configuration`'s title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The icon before the title (the default).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon and the title in an HStack on their first baselines: the icon in the width
    /// `labelReservedIconWidth(_:)` reserves (centred, as UIKit centres an image in its
    /// reserved space), `labelIconToTitleSpacing(_:)` between them (else the default spacing).
    public func makeBody(configuration: Configuration) -> some View {
        IconBeforeTitle(configuration: configuration)
    }
}

/// The default arrangement of a label, reading the iOS 26 label metrics from the environment.
struct IconBeforeTitle: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelReservedIconWidth) private var reservedWidth
    @Environment(\.labelIconToTitleSpacing) private var spacing

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: spacing) {
            if let reservedWidth {
                configuration.icon.frame(width: reservedWidth)
            } else {
                configuration.icon
            }
            configuration.title
        }
    }
}

extension EnvironmentValues {
    /// The width reserved for icons in labels (iOS 26), set by `labelReservedIconWidth(_:)`;
    /// nil (the default) sizes each icon to itself. Apple: "This environment value can be used
    /// in custom label styles to allow changing the reserved icon width".
    public internal(set) var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }

    /// The spacing between the icon and title of a label (iOS 26), set by
    /// `labelIconToTitleSpacing(_:)`; nil (the default) keeps the stack's default spacing.
    public internal(set) var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }
}

private struct LabelReservedIconWidthKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct LabelIconToTitleSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }

extension View {
    /// Reserves `width` points for the icon of every label inside (iOS 26), as SwiftUI's
    /// `labelReservedIconWidth(_:)`: "Set the width reserved for icons in labels", for labels
    /// that show their icon and title side by side. The icon is centred in that width, so the
    /// titles of a column of labels line up whatever their symbols' widths. A negative or
    /// non-finite width is ignored (the icon keeps its own width).
    public func labelReservedIconWidth(_ width: CGFloat) -> some View {
        environment(\.labelReservedIconWidth, width.isFinite && width >= 0 ? width : nil)
    }

    /// Sets the spacing between the icon and title of every label inside (iOS 26), as
    /// SwiftUI's `labelIconToTitleSpacing(_:)`: "Set the spacing between the icon and title in
    /// labels". A non-finite value is ignored (the default spacing).
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
        environment(\.labelIconToTitleSpacing, spacing.isFinite ? spacing : nil)
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon, labelled for accessibility by the title (as VoiceOver reads it on iOS).
    public func makeBody(configuration: Configuration) -> some View { IconLabelledByTitle(configuration: configuration) }
}

/// A label's icon shown alone, carrying its title's text as its accessibility label: iOS
/// reads an icon-only label by its title, and a scripted `tap("Add Item", at:)` finds the
/// toolbar's `Label("Add Item", systemImage: "plus")` by it. The title is resolved only to
/// read its text; it is not drawn.
struct IconLabelledByTitle: View, PrimitiveView {
    let configuration: LabelStyleConfiguration
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var strings: [String] = []
        for node in context.child(1).resolve(configuration.title) {
            node.walk { n, _ in
                if let text = n.behavior as? TextBehavior { strings.append(text.baseRun.string) }
                return true
            }
        }
        let nodes = context.child(0).resolve(configuration.icon)
        if !strings.isEmpty {
            let label = strings.joined(separator: " ")
            for n in nodes where n.layoutValues[InteractionTarget.accessibilityLabelKey] == nil {
                n.layoutValues[InteractionTarget.accessibilityLabelKey] = label
            }
        }
        return nodes
    }
}

/// The platform's default: on iOS, title and icon; in a toolbar, only the icon (iOS shows a
/// bar item's label as its symbol: `Button("Add", systemImage: "plus")` in `.toolbar` is a
/// plus sign, as "labels adapt to their context, e.g. a toolbar").
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon and the title (the icon alone in a toolbar).
    public func makeBody(configuration: Configuration) -> some View { AutomaticLabel(configuration: configuration) }
}

/// The default style's label: the icon alone among toolbar items, else the icon and the title.
struct AutomaticLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelsShowIconOnly) private var iconOnly

    var body: some View {
        if iconOnly {
            IconLabelledByTitle(configuration: configuration)
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension EnvironmentValues {
    /// Whether labels in the default style show only their icon: true for a bar's toolbar
    /// items (set by the navigation container), as iOS draws them.
    package var labelsShowIconOnly: Bool {
        get { self[LabelsShowIconOnlyKey.self] }
        set { self[LabelsShowIconOnlyKey.self] = newValue }
    }
}

private struct LabelsShowIconOnlyKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon before the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default (title and icon; the icon alone in a toolbar).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// Label styles in the environment (see `StyleStack`).
enum LabelStyleKind: StyleKind {
    static var name: String { "LabelStyle" }
    static func automatic(_ configuration: LabelStyleConfiguration) -> AnyView { AnyView(DefaultLabelStyle().makeBody(configuration: configuration)) }
}

extension View {
    /// Sets the style of labels in this view; inside its `makeBody`, `Label(configuration)`
    /// draws with the style in effect outside this one.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        self.style(LabelStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// A label drawn by the label style in effect, its title and icon resolved with the label
/// styles in effect where the label was declared.
struct LabelStyleReader<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let scopedIcon = icon.inStyleScope(LabelStyleKind.self, of: context)
        // In a list, `listItemTint(_:)` colours the icon (Apple: lists "apply the tint color to their Label icons").
        // A sidebar list tints them with the accent colour when no item tint is set.
        let tintedIcon = context.environment.listItemIconTint.map { AnyView(scopedIcon.foregroundStyle($0)) }
            ?? (context.environment.listTintsLabelIcons ? AnyView(scopedIcon.foregroundStyle(.tint)) : AnyView(scopedIcon))
        let configuration = LabelStyleConfiguration(title: AnyView(title.inStyleScope(LabelStyleKind.self, of: context)), icon: tintedIcon)
        return context.resolveStyled(LabelStyleKind.self, configuration)
    }
}

/// A control that navigates to a URL, as SwiftUI's `Link`. Cairn draws still images, so a
/// link is its label in the tint colour (`.tint(_:)` in effect, else the accent colour), as
/// iOS shows it: a link is a control, and `.tint(.orange)` on a form colours its links.
public struct Link<Label: View>: View {
    let label: Label
    /// Where the link goes.
    public let destination: URL

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The label, tinted.
    public var body: some View { label.foregroundStyle(.tint) }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

private struct ListItemIconTintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct ListTintsLabelIconsKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The colour of `Label` icons a list's `listItemTint(_:)` set (nil: unchanged).
    package var listItemIconTint: Color? {
        get { self[ListItemIconTintKey.self] }
        set { self[ListItemIconTintKey.self] = newValue }
    }

    /// Whether `Label` icons take the tint (the accent colour unless `.tint(_:)` says
    /// otherwise) when no `listItemTint(_:)` is set: in sidebar lists (Apple, `ListItemTint`:
    /// "sidebars apply the tint color to Label icons, which otherwise use the app's accent
    /// color by default").
    package var listTintsLabelIcons: Bool {
        get { self[ListTintsLabelIconsKey.self] }
        set { self[ListTintsLabelIconsKey.self] = newValue }
    }
}
