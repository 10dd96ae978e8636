import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import CairnViews

/// The placement of a container background (SwiftUI's `ContainerBackgroundPlacement`): which
/// enclosing container `containerBackground(_:for:)` sets the background of.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case navigation, navigationSplitView, tabView, widget, subscriptionStore, subscriptionStoreFullHeight, subscriptionStoreHeader }
    let storage: Storage

    /// StoreKit's placements (`CairnStoreKit` declares them public as
    /// `.subscriptionStore`, `.subscriptionStoreFullHeight` and `.subscriptionStoreHeader`,
    /// as StoreKit's SwiftUI overlay does): the whole store, its full height, its header.
    package static let storeKitAutomatic = ContainerBackgroundPlacement(storage: .subscriptionStore)
    /// The background spanning a subscription store's full height.
    package static let storeKitFullHeight = ContainerBackgroundPlacement(storage: .subscriptionStoreFullHeight)
    /// The background of a subscription store's header (its marketing content).
    package static let storeKitHeader = ContainerBackgroundPlacement(storage: .subscriptionStoreHeader)

    /// A background placement inside a `NavigationStack` or `NavigationSplitView` (Apple,
    /// iOS 18): it fills the whole container, under its content and its transparent bar.
    public static let navigation = ContainerBackgroundPlacement(storage: .navigation)
    /// A background placement inside a `TabView` (Apple, iOS 18): it fills the selected
    /// tab's content area, behind the tab's content.
    public static let tabView = ContainerBackgroundPlacement(storage: .tabView)
    /// A background placement behind the content of a `NavigationSplitView` (Apple, iOS 18).
    /// On iPhone the split view collapses to a stack, and Cairn draws it as `navigation`.
    public static let navigationSplitView = ContainerBackgroundPlacement(storage: .navigationSplitView)
    /// The container background placement for a widget (Apple: "Pass the container background
    /// placement to the `containerBackground(_:for:)` function to configure the background of
    /// your widgets").
    ///
    /// In a widget preview (`import WidgetKit`, `#Preview(as: .systemSmall) { … } timeline: { … }`)
    /// the background fills the whole widget, under WidgetKit's content margins. A view
    /// rendered on its own has no widget container around it: the background is drawn behind
    /// the view it is set on, over that view's whole frame.
    public static let widget = ContainerBackgroundPlacement(storage: .widget)
}

/// The layout value `containerBackground(_:for:)` puts on its content's nodes for the
/// navigation container around them.
enum ContainerBackgroundKey {}

/// A container background waiting for its container.
struct ContainerBackgroundValue {
    let placement: ContainerBackgroundPlacement
    let view: AnyView

    /// The background a navigation container draws for `content`, if its content set one.
    static func navigation(of content: ViewNode) -> AnyView? {
        guard let value = content.layoutValues[ObjectIdentifier(ContainerBackgroundKey.self)] as? ContainerBackgroundValue,
              value.placement.storage == .navigation || value.placement.storage == .navigationSplitView else { return nil }
        return value.view
    }

    /// The background a tab view draws behind its selected tab's `content`, if it set one.
    static func tabView(of content: ViewNode) -> AnyView? {
        guard let value = content.layoutValues[ObjectIdentifier(ContainerBackgroundKey.self)] as? ContainerBackgroundValue,
              value.placement.storage == .tabView else { return nil }
        return value.view
    }
}

extension View {
    /// Sets the container background of the enclosing container using a shape style
    /// (SwiftUI's `containerBackground(_:for:)`).
    ///
    /// - `.navigation` (and `.navigationSplitView`, a stack on iPhone): the enclosing
    ///   `NavigationStack` fills its whole frame with `style`, under its content and under its
    ///   transparent navigation bar — Apple's example is
    ///   `Text("Blue").containerBackground(.blue.gradient, for: .navigation)`. A `List` draws its
    ///   own background over it, as on iOS. Outside a navigation container it changes nothing.
    /// - `.widget`: drawn behind this view over its whole frame (see `ContainerBackgroundPlacement.widget`).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// Sets the container background of the enclosing container using a view (SwiftUI's
    /// `containerBackground(for:alignment:content:)`): the views are grouped in a `ZStack`
    /// with `alignment` (Apple: "the implicit ZStack that groups the background views") that
    /// fills the container. Placements as `containerBackground(_:for:)`.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(ZStack(alignment: alignment) { content() }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        return ContainerBackgroundModifier(content: self, value: ContainerBackgroundValue(placement: container, view: background))
    }
}

/// A widget's container background: handed to the widget container around it (WidgetKit's
/// preview), which draws it behind the whole widget; outside one, drawn behind the view.
struct WidgetBackground<Content: View>: View {
    let content: Content
    let view: AnyView
    @Environment(\.isInWidgetContainer) private var inWidget
    var body: some View {
        if inWidget {
            content.preference(key: WidgetContainerBackgroundKey.self, value: view)
        } else {
            content.background { view }
        }
    }
}

/// The container background a widget's content sets, for the widget container to draw
/// behind the whole widget (nil: none set; the first one set wins).
package enum WidgetContainerBackgroundKey: PreferenceKey {
    /// No background.
    package static var defaultValue: AnyView? { nil }
    /// The first background set.
    package static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        if value == nil { value = nextValue() }
    }
}

private struct IsInWidgetContainerKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the view is inside a widget container (WidgetKit's preview), which draws a
    /// `.widget` container background behind the whole widget.
    package var isInWidgetContainer: Bool {
        get { self[IsInWidgetContainerKey.self] }
        set { self[IsInWidgetContainerKey.self] = newValue }
    }
}

/// `containerBackground`: a widget background behind the view; otherwise a layout value for
/// the navigation container.
struct ContainerBackgroundModifier<Content: View>: View {
    let content: Content
    let value: ContainerBackgroundValue

    var body: some View {
        switch value.placement.storage {
        case .widget:
            AnyView(WidgetBackground(content: content, view: value.view))
        case .subscriptionStore, .subscriptionStoreFullHeight:
            AnyView(content.preference(key: SubscriptionStoreBackgroundKey.self, value: SubscriptionStoreBackgrounds(fullHeight: value.view)))
        case .subscriptionStoreHeader:
            AnyView(content.preference(key: SubscriptionStoreBackgroundKey.self, value: SubscriptionStoreBackgrounds(header: value.view)))
        case .navigation, .navigationSplitView, .tabView:
            AnyView(LayoutValueView(content: content, key: ObjectIdentifier(ContainerBackgroundKey.self), value: value))
        }
    }
}

/// The container backgrounds a subscription store's marketing content sets
/// (`containerBackground(_:for: .subscriptionStore…)`), for the store to draw.
package struct SubscriptionStoreBackgrounds {
    /// Behind the whole store (`.subscriptionStore`, `.subscriptionStoreFullHeight`).
    package var fullHeight: AnyView?
    /// Behind the header, the marketing content (`.subscriptionStoreHeader`).
    package var header: AnyView?
    /// Backgrounds for the placements given.
    package init(fullHeight: AnyView? = nil, header: AnyView? = nil) {
        self.fullHeight = fullHeight
        self.header = header
    }
}

/// The subscription store backgrounds set inside (the first of each placement wins).
package enum SubscriptionStoreBackgroundKey: PreferenceKey {
    /// None set.
    package static var defaultValue: SubscriptionStoreBackgrounds { SubscriptionStoreBackgrounds() }
    /// The first background of each placement.
    package static func reduce(value: inout SubscriptionStoreBackgrounds, nextValue: () -> SubscriptionStoreBackgrounds) {
        let next = nextValue()
        if value.fullHeight == nil { value.fullHeight = next.fullHeight }
        if value.header == nil { value.header = next.header }
    }
}
