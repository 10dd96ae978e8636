import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// iOS 18's tab syntax: `TabView { Tab("Home", systemImage: "house") { … } }`, with values,
// roles and sections. A `Tab` is its content with a tab item and a tag, so the tab bar
// (`TabView`) draws it exactly as the `.tabItem`/`.tag` spelling of iOS 13–17.

/// The role of a tab (Apple: `TabRole`, iOS 18).
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab: labelled "Search" with the `magnifyingglass` symbol unless given a
    /// label (Apple: "A tab role for search").
    public static let search = TabRole(name: "search")
}

/// The label a tab draws for a title and an image (Apple: `DefaultTabLabel`): in the tab
/// bar, the image above the title.
public struct DefaultTabLabel: View {
    let title: Text
    let image: Image?

    /// The label: a `Label` of the title and the image, which the tab bar stacks vertically.
    public var body: some View {
        if let image {
            Label { title } icon: { image }
        } else {
            title
        }
    }
}

/// One tab of a `TabView` (Apple: `Tab`, iOS 18): its content, shown when the tab is
/// selected, and its label in the tab bar. `value` is the tag the `TabView`'s selection
/// matches; a tab without one is selected only as the first.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label
    /// The badge `badge(_:)` gave the tab (`nil`: none).
    var tabBadge: ListBadgeValue? = nil

    /// A tab with a value, content and a label view.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.role = role
        self.content = content()
        self.label = label()
    }

    /// Never evaluated: `Tab` is a primitive view that Cairn resolves itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let icon = role == .search ? AnyView(label.labelStyle(.iconOnly)) : nil
        let item = LayoutValueView(content: content.tabItem { label }, key: ObjectIdentifier(TabRoleKey.self),
                                   value: TabRoleValue(role: role, icon: icon))
        if let tabBadge {
            let badged = LayoutValueView(content: item, key: ObjectIdentifier(ListBadgeKey.self), value: tabBadge)
            if let value { return context.resolve(badged.tag(value)) }
            return context.resolve(badged)
        }
        if let value { return context.resolve(item.tag(value)) }
        return context.resolve(item)
    }
}

// Tab content modifiers that return a `Tab` (SwiftUI's return `some TabContent<Value>`), so a
// chained `Tab("Library", systemImage: "books.vertical", value: .library).badge(3)` keeps the
// tab's value type for the tab view's builder to infer `.library` from.
extension Tab {
    /// This tab with `count` on its tab item's badge (zero hides it), as `View.badge(_:)` on a tab.
    public func badge(_ count: Int) -> Tab {
        withBadge(ListBadgeValue(count: count))
    }

    /// This tab with `label` on its tab item's badge; `nil` hides it.
    public func badge(_ label: Text?) -> Tab { withBadge(ListBadgeValue(text: label)) }

    /// This tab with a localized label on its tab item's badge; `nil` hides it.
    public func badge(_ key: LocalizedStringKey?) -> Tab { withBadge(ListBadgeValue(text: key.map { Text($0) })) }

    /// This tab with a string on its tab item's badge; `nil` hides it.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Tab { withBadge(ListBadgeValue(text: label.map { Text($0) })) }

    /// Accepted for source compatibility: a tab's identity for an iPad sidebar's customization
    /// (Apple: `customizationID(_:)`); nothing on the iPhone's tab bar.
    public func customizationID(_ id: String) -> Tab { self }

    /// Accepted for source compatibility: customization happens in an iPad sidebar (Apple:
    /// `customizationBehavior(_:for:)`).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Tab { self }

    /// Accepted for source compatibility: the iPhone's tab bar shows every tab (Apple:
    /// `tabPlacement(_:)`).
    public func tabPlacement(_ placement: TabPlacement) -> Tab { self }

    private func withBadge(_ badge: ListBadgeValue) -> Tab {
        var copy = self
        copy.tabBadge = badge
        return copy
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled by a localized key with an SF Symbol, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)) }
    }

    /// A tab titled by a string with an SF Symbol, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)) }
    }

    /// A tab titled by a localized key with an image from the bundle, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { DefaultTabLabel(title: Text(titleKey), image: Image(image)) }
    }

    /// A tab with a role and no title; a search tab is labelled "Search" with the
    /// `magnifyingglass` symbol.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { Tab.roleLabel(role) }
    }

    static func roleLabel(_ role: TabRole?) -> DefaultTabLabel {
        role == .search ? DefaultTabLabel(title: Text("Search"), image: Image(systemName: "magnifyingglass")) : DefaultTabLabel(title: Text(""), image: nil)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled by a localized key with an SF Symbol, without a value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.role = role
        self.content = content()
        self.label = DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage))
    }

    /// A tab titled by a string with an SF Symbol, without a value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.role = role
        self.content = content()
        self.label = DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage))
    }

    /// A tab titled by a localized key with an image from the bundle, without a value.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.role = role
        self.content = content()
        self.label = DefaultTabLabel(title: Text(titleKey), image: Image(image))
    }

    /// A tab with a role and no title or value (`Tab(role: .search) { … }`).
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.role = role
        self.content = content()
        self.label = Tab.roleLabel(role)
    }
}

extension Tab where Value == Never {
    /// A tab with content and a label view, without a value.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.role = nil
        self.content = content()
        self.label = label()
    }
}

/// A group of tabs (Apple: `TabSection`, iOS 18). A sidebar shows the header above the
/// tabs; the iPhone's tab bar, which Cairn draws, shows the section's tabs in line with the
/// others and no header.
///
/// `SelectionValue` is the enclosing `TabView(selection:)`'s selection type, so that the
/// section's `Tab(…, value: .settings)` reads `.settings` as a selection value, as SwiftUI's
/// `TabSection` builds its content with `TabContentBuilder<SelectionValue>`. Outside a
/// selection it is `Never` (tabs without values).
public struct TabSection<Header: View, Content: View, SelectionValue: Hashable>: View {
    let content: Content

    /// A section of `content` under `header`.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }

    /// The section's tabs, in line.
    public var body: some View { Group { content } }
}

extension TabSection where Header == Text {
    /// A section titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }

    /// A section titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Header == EmptyView {
    /// A section without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where SelectionValue == Never {
    /// A section of tabs without values under `header`, outside a tab view's selection.
    @_disfavoredOverload
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }
}

extension TabSection where Header == Text, SelectionValue == Never {
    /// A section of tabs without values, titled by a localized key.
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A section of tabs without values, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Header == EmptyView, SelectionValue == Never {
    /// A section of tabs without values and without a header.
    @_disfavoredOverload
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// How a tab bar item lays out a `Label`: the icon above the title, 2 points apart
/// (UITabBar's stacked layout in portrait; Apple HIG: "tab bar icons can appear above tab
/// titles in portrait orientation").
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title
        }
    }
}

/// Where a tab may appear (Apple: `TabPlacement`). The iPhone's tab bar shows every tab,
/// so the placement changes nothing Cairn draws.
public struct TabPlacement: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = TabPlacement(name: "automatic")
    /// Pinned in the tab bar (visionOS and iPadOS sidebars).
    public static let pinned = TabPlacement(name: "pinned")
    /// In the sidebar only.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// The state of a customizable tab view, which people edit in an iPad's sidebar (Apple:
/// `TabViewCustomization`, stored with `@AppStorage`). The iPhone's tab bar is not
/// customized, so it changes nothing Cairn draws.
public struct TabViewCustomization: Codable, Hashable, Sendable {
    /// An empty customization.
    public init() {}
}

/// What people may customize about a tab (Apple: `TabCustomizationBehavior`).
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// People may reorder the tab.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// People may neither move nor hide the tab.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

extension View {
    /// Accepted for source compatibility: a tab's identity for an iPad sidebar's
    /// customization (Apple: `customizationID(_:)`); nothing on the iPhone's tab bar.
    public func customizationID(_ id: String) -> some View { self }

    /// Accepted for source compatibility: customization happens in an iPad sidebar (Apple:
    /// `customizationBehavior(_:for:)`).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some View { self }

    /// Accepted for source compatibility: the iPhone's tab bar shows every tab (Apple:
    /// `tabPlacement(_:)`).
    public func tabPlacement(_ placement: TabPlacement) -> some View { self }

    /// Accepted for source compatibility: the iPhone's tab bar is not customized (Apple:
    /// `tabViewCustomization(_:)`).
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }

    /// Accepted for source compatibility: a sidebar's header shows in an iPad sidebar only
    /// (Apple: `tabViewSidebarHeader(content:)`).
    public func tabViewSidebarHeader<V: View>(@ViewBuilder content: () -> V) -> some View { self }

    /// Accepted for source compatibility: a sidebar's footer shows in an iPad sidebar only
    /// (Apple: `tabViewSidebarFooter(content:)`).
    public func tabViewSidebarFooter<V: View>(@ViewBuilder content: () -> V) -> some View { self }

    /// Accepted for source compatibility: a sidebar's bottom bar shows in an iPad sidebar
    /// only (Apple: `tabViewSidebarBottomBar(content:)`).
    public func tabViewSidebarBottomBar<V: View>(@ViewBuilder content: () -> V) -> some View { self }

    /// Accepted for source compatibility: the iPhone shows a tab bar (Apple:
    /// `defaultAdaptableTabBarPlacement(_:)`).
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View { self }
}

/// Where an adaptable tab bar shows (Apple: `AdaptableTabBarPlacement`): on an iPhone, the
/// tab bar.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar (iPad).
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}
