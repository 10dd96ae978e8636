import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// Controls shown as one unit, drawn as iOS 17 draws a control group outside a toolbar:
/// the controls side by side in equal widths, each a borderless button 7 points above and
/// below its label, on one rounded rectangle (radius 8) of `tertiarySystemFill`.
///
/// The group is drawn by the `ControlGroupStyle` in effect (`.controlGroupStyle(_:)`): the
/// automatic, `.navigation` and `.palette` styles draw the controls as above (the label is
/// not shown); `.menu` and `.compactMenu` draw the closed menu iOS shows, the group's label
/// as a menu's.
public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content
    /// The label of the labelled initialisers (iOS 16 and 17), nil otherwise.
    let label: AnyView?

    /// A group of the builder's controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    /// Never evaluated: `ControlGroup` is a primitive view drawn by its style (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let configuration = ControlGroupStyleConfiguration(
            content: .init(content.inStyleScope(ControlGroupStyleKind.self, of: context)),
            label: .init((label ?? AnyView(EmptyView())).inStyleScope(ControlGroupStyleKind.self, of: context)))
        return context.child(0).resolveStyled(ControlGroupStyleKind.self, configuration)
    }
}

/// The content of a labelled control group (Apple: `LabeledControlGroupContent`): its
/// controls, drawn as they are; the label is the group's.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    /// The controls.
    public var body: some View { content }
}

extension ControlGroup {
    /// A group of the builder's controls, labelled by the `label` builder's view (iOS 16).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content())
        self.label = AnyView(label())
    }

    /// A group titled by text from a localized string key (iOS 16).
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled by a string shown verbatim (iOS 16).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group labelled by a title and a system symbol (iOS 17).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// A group labelled by a string shown verbatim and a system symbol (iOS 17).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The group a style's configuration describes, drawn by the style in effect outside the
    /// styled group, as SwiftUI's `ControlGroup(_:)`.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content
        label = AnyView(configuration.label)
    }
}

/// A type that draws a control group from its controls and label (Apple: `ControlGroupStyle`, iOS 15).
public protocol ControlGroupStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The group drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the group being drawn.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group a `ControlGroupStyle` draws.
public struct ControlGroupStyleConfiguration {
    /// A type-erased view of the controls.
    public typealias Content = StyleConfigurationLabel
    /// A type-erased label.
    public typealias Label = StyleConfigurationLabel
    /// The group's controls.
    public let content: Content
    /// The group's label (nothing for a group without one).
    public let label: Label
}

/// iOS's control group outside a toolbar (Apple: `AutomaticControlGroupStyle`, `.automatic`):
/// the controls in equal shares, borderless, 7 above and below, on a rounded rectangle
/// (radius 8) of `tertiarySystemFill`.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The automatic style.
    public init() {}
    /// The controls on their fill.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { env in
            HStack(spacing: 0) {
                Group { configuration.content }
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 7)
            }
            .buttonStyle(.borderless)
            .background(RoundedRectangle(cornerRadius: 8).fill(env.controlPalette.tertiaryFill))
        }
    }
}

/// The control group style of navigation bars (Apple: `NavigationControlGroupStyle`,
/// `.navigation`); outside a toolbar, drawn as the automatic style.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation style.
    public init() {}
    /// The automatic drawing.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticControlGroupStyle().makeBody(configuration: configuration)
    }
}

/// A control group shown as a menu when pressed (Apple: `MenuControlGroupStyle`, `.menu`,
/// iOS 16.4): at rest, the closed menu, its label the group's.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The menu style.
    public init() {}
    /// The group's label as a closed menu's.
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A control group shown as a compact menu when pressed (Apple:
/// `CompactMenuControlGroupStyle`, `.compactMenu`, iOS 16.4): at rest, the closed menu, its
/// label the group's.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The compact menu style.
    public init() {}
    /// The group's label as a closed menu's, as `.menu` draws it at rest.
    public func makeBody(configuration: Configuration) -> some View {
        MenuControlGroupStyle().makeBody(configuration: configuration)
    }
}

/// A control group shown as a palette, a row of controls in a menu (Apple:
/// `PaletteControlGroupStyle`, `.palette`, iOS 17); outside a menu Cairn draws the automatic
/// style (Cairn's choice: Apple documents the palette only inside menus).
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The palette style.
    public init() {}
    /// The automatic drawing.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticControlGroupStyle().makeBody(configuration: configuration)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's control group.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The control group of navigation bars.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group shown as a menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group shown as a compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group shown as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

/// Control group styles in the environment (see `StyleStack`).
enum ControlGroupStyleKind: StyleKind {
    static var name: String { "ControlGroupStyle" }
    static func automatic(_ configuration: ControlGroupStyleConfiguration) -> AnyView {
        AnyView(AutomaticControlGroupStyle().makeBody(configuration: configuration))
    }
}

extension View {
    /// Draws the control groups in this view with `style` (Apple: `controlGroupStyle(_:)`);
    /// inside its `makeBody`, `ControlGroup(configuration)` draws with the style in effect
    /// outside this one.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self.style(ControlGroupStyleKind.self, style) { AnyView(style.makeBody(configuration: $0)) }
    }
}
