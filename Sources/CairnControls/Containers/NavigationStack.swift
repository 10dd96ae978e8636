import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A view that shows a root view under a navigation bar, drawn as iOS 17 draws it on an
/// iPhone at the top of its content (no status bar: a rendered image has no safe area; `cairn
/// previews` lays a screen-sized preview out in the device's safe area, `ScreenSafeAreaView`).
///
/// - The bar's first row is 44 points tall (UINavigationBar's standard height) and holds
///   toolbar items: `.topBarLeading`/`.navigationBarLeading` items 16 points from the leading
///   edge, the others (and `.automatic`) 16 points from the trailing edge, 8 apart, in the
///   tint colour.
/// - A large title (`.navigationTitle` with display mode `.large`, the default) adds a
///   52-point row below (the large title bar is 96 points in all; both heights measured by
///   Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12": "large
///   titles add 52 points … a total of 96 points without a status bar") with the title in
///   34-point bold (`.largeTitle`), 16 points from the leading edge; `.inline` puts the
///   title in the first row, centred, in 17-point semibold (`.headline`).
/// - The bar is transparent at the scroll edge (iOS 15+): it shows the background of the
///   content below — a grouped list's `systemGroupedBackground`, else `systemBackground`.
/// The content fills the rest of the offered size.
///
/// Under the iOS 26 design era (`DesignEra.iOS26`) the rows and the titles keep these
/// positions, and toolbar items sit on Liquid Glass: adjacent items at one end of the bar
/// share one capsule 44 points tall (a lone symbol's is a 44-point circle), each item at
/// least 44 wide with 12 points each side, 16 points from the edge; a `ToolbarSpacer`
/// starts a new capsule 8 points on. The items draw in the label colour unless a `.tint` is
/// set. `BarMetrics` holds the numbers and their sources.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    /// The values of a bound path (`init(path:root:)`), bottom to top.
    var path: [AnyHashable] = []

    /// A navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// Never evaluated: `NavigationStack` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        navigationNodes(root, path: path, context: context, name: "NavigationStack")
    }
}

/// The navigation container of iOS 13–15 code: drawn as a `NavigationStack`.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Never evaluated: `NavigationView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        navigationNodes(content, context: context, name: "NavigationView")
    }
}

/// How a navigation title is shown (`.navigationBarTitleDisplayMode(_:)`).
public enum NavigationBarItemTitleDisplayMode: Sendable {
    /// The style's choice: large at the root of a stack.
    case automatic
    /// In the bar's row, small and centred.
    case inline
    /// Large, below the bar's row.
    case large
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Equatable, Sendable {
    /// Which bar (or none) an item goes to.
    enum Bar: Equatable, Sendable {
        /// The navigation bar (its leading or trailing end, or its centre).
        case navigation
        /// The bottom toolbar, packed from its leading end (`bottomBar`).
        case bottom
        /// The centre of the bottom toolbar (`status`).
        case status
        /// The navigation bar's overflow menu (`secondaryAction`).
        case overflow
        /// A bar a still image never shows (`keyboard`: the bar above the on-screen keyboard).
        case hidden
        /// Under the inline title, in place of `navigationSubtitle(_:)` (`subtitle`).
        case subtitle
    }
    let leading: Bool
    let principal: Bool
    var bar: Bar = .navigation

    init(leading: Bool, principal: Bool, bar: Bar = .navigation) {
        self.leading = leading
        self.principal = principal
        self.bar = bar
    }
    /// The system's choice: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(leading: false, principal: false)
    /// The leading end of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(leading: true, principal: false)
    /// The trailing end of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(leading: false, principal: false)
    /// The leading end of the navigation bar (iOS 14–16 spelling).
    public static let navigationBarLeading = ToolbarItemPlacement(leading: true, principal: false)
    /// The trailing end of the navigation bar (iOS 14–16 spelling).
    public static let navigationBarTrailing = ToolbarItemPlacement(leading: false, principal: false)
    /// The primary action: the trailing end of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(leading: false, principal: false)
    /// The centre of the navigation bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement(leading: false, principal: true)
}

/// One item of a toolbar, placed in the navigation bar.
public struct ToolbarItem<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    /// Whether the item shares its bar's glass background (`sharedBackgroundVisibility`).
    var sharedBackground = Visibility.automatic

    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Never evaluated: `ToolbarItem` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content)
        for n in nodes {
            n.layoutValues[ObjectIdentifier(ToolbarPlacementKey.self)] = placement
            if sharedBackground == .hidden { n.layoutValues[ObjectIdentifier(SharedBackgroundHiddenKey.self)] = true }
        }
        return nodes
    }

    /// Shows or hides the glass background this item shares with its neighbours in an iOS 26
    /// bar (Apple: "Hiding the effect will cause the item to be placed in its own grouping").
    /// Hidden, the item is drawn on the bar without a capsule and splits the capsule of the
    /// items around it; `.automatic` and `.visible` keep the shared capsule. iOS 17's bars have
    /// no glass, so there it changes nothing.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> ToolbarItem {
        var copy = self
        copy.sharedBackground = visibility
        return copy
    }
}

/// Marks a toolbar item whose shared glass background is hidden.
enum SharedBackgroundHiddenKey {}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Never evaluated: `ToolbarItemGroup` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        ToolbarItem(placement: placement) { content }.makeNodes(context)
    }
}

/// A toolbar item group's items with the label that stands for them when the group collapses
/// into a menu (Apple: `LabeledToolbarItemGroupContent`). An iPhone toolbar at rest shows the
/// items, so this draws them; the label is kept for the collapsed form.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    /// The items.
    public var body: some View { content }
}

extension ToolbarItemGroup {
    /// Items at `placement` with a label for when they collapse into one menu (Apple:
    /// `init(placement:content:label:)`, iOS 16). The items are drawn, as in a toolbar with
    /// room for them.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}

enum ToolbarPlacementKey {}
enum NavigationTitleKey {}
enum NavigationDisplayModeKey {}
enum ToolbarContentKey {}

extension View {
    /// Titles the navigation bar of the enclosing `NavigationStack` with `title`.
    public func navigationTitle(_ title: Text) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(NavigationTitleKey.self), value: title)
    }

    /// Titles the navigation bar with text from a localized string key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// Titles the navigation bar with a string shown verbatim.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Chooses how the navigation title is shown.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(NavigationDisplayModeKey.self), value: mode)
    }

    /// Puts the builder's items (`ToolbarItem`s or plain views) in the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(ToolbarContentKey.self), value: AnyView(content()))
    }
}

/// Resolves a navigation container: the root's nodes carry its title, mode and toolbar.
func navigationNodes<Root: View>(_ root: Root, path: [AnyHashable] = [], context: ResolveContext, name: String) -> [ViewNode] {
    // Under glass toolbar items (iOS 26) lists and scroll views may reach under a bottom
    // toolbar's glass (known only once the content is resolved; unwrapped where nothing is).
    var context = context
    if context.environment.barMetrics.glassToolbarItems { context.environment.reachesUnderGlassToolbar = true }
    // A `searchable` around this container is this container's; the content's own wins.
    let outerSearch = context.environment.pendingSearchField
    var rootContext = context.child(0)
    rootContext.environment.pendingSearchField = nil
    let rootNode = rootContext.resolveSingle(root, implicit: .vertical)
    // A pushed screen (a bound path's top value, or a presented destination) replaces the
    // root, with a back button to the screen below.
    let pushed = NavigationPushedScreens.resolve(root: rootNode, path: path, context: context)
    let content = pushed?.top ?? rootNode
    // `containerBackground(_:for: .navigation)` on the content: behind the whole container,
    // the bar included (the transparent bar shows it). Resolved once, the last child.
    let containerBackground = ContainerBackgroundValue.navigation(of: content).map {
        context.child(5).resolveSingle($0, implicit: nil)
    }
    let title = content.layoutValues[ObjectIdentifier(NavigationTitleKey.self)] as? Text
    let modeValue = content.layoutValues[ObjectIdentifier(NavigationDisplayModeKey.self)] ?? pushed?.inheritedMode
    let inlineLarge = modeValue is InlineLargeTitle
    let mode = modeValue as? NavigationBarItemTitleDisplayMode ?? (inlineLarge ? .inline : .automatic)
    let large = mode != .inline && title != nil
    var children = [content]
    // Toolbar items, in the tint, as borderless buttons.
    var leading: [ViewNode] = [], trailing: [ViewNode] = []
    var bottom: [ViewNode] = [], status: [ViewNode] = []
    var overflow = false
    var principal: ViewNode?
    var subtitleItem: AnyView?
    let glass = context.environment.barMetrics.glassToolbarItems
    // `toolbarBackground(.visible, for: .navigationBar)`: the bar's background shows, and
    // `toolbarColorScheme` applies to its title and items.
    let appearance = content.layoutValues[ObjectIdentifier(NavigationBarAppearance.self)] as? NavigationBarAppearance
    let backgroundShown = appearance?.backgroundVisibility == .visible
    var barContext = context
    if backgroundShown, let scheme = appearance?.colorScheme { barContext.environment.colorScheme = scheme }
    var titleMenu = content.layoutValues[ObjectIdentifier(ToolbarTitleMenuKey.self)] != nil
    let search = content.layoutValues[ObjectIdentifier(SearchableKey.self)] as? SearchFieldValue ?? outerSearch
    // `DefaultToolbarItem(kind: .search)` moves the search field out of the drawer.
    var searchMoved = false
    /// The context of toolbar items resolved as child `index` of the bar: no stack axis,
    /// labels showing their icon alone, and iOS 26's monochrome bar buttons (the label
    /// colour, unless a tint is set).
    func itemContext(_ index: Int) -> ResolveContext {
        var c = barContext.child(index)
        c.stackAxis = nil
        c.environment.labelsShowIconOnly = true
        if glass, c.environment.tint == nil { c.environment.tint = barContext.environment.controlPalette.label }
        return c
    }
    if let pushed, content.layoutValues[ObjectIdentifier(NavigationBackButtonHiddenKey.self)] as? Bool != true {
        leading.append(itemContext(9).resolveSingle(NavigationBackButton(title: pushed.previousTitle, glass: glass), implicit: nil))
    }
    if let toolbar = content.layoutValues[ObjectIdentifier(ToolbarContentKey.self)] as? AnyView {
        let c = itemContext(1)
        for item in c.resolve(toolbar) {
            if item.layoutValues[ObjectIdentifier(ToolbarTitleMenuKey.self)] != nil { titleMenu = true; continue }
            if item.layoutValues[ObjectIdentifier(DefaultSearchItemKey.self)] != nil {
                guard search != nil else { continue }  // no search field, no search item
                searchMoved = true
            }
            let placement = item.layoutValues[ObjectIdentifier(ToolbarPlacementKey.self)] as? ToolbarItemPlacement ?? .automatic
            switch placement.bar {
            case .bottom: bottom.append(item)
            case .status: status.append(item)
            case .overflow: overflow = true
            case .hidden: continue
            case .subtitle: subtitleItem = subtitleItem ?? AnyView(ResolvedNodes(nodes: [item]))
            case .navigation where inlineLarge && (placement.principal || placement.leading):
                // `.inlineLarge` moves leading and centred items into the overflow menu.
                overflow = true
            case .navigation:
                if placement.principal { principal = item } else if placement.leading { leading.append(item) } else { trailing.append(item) }
            }
        }
        if overflow {
            // `secondaryAction` items live in the overflow menu; the bar shows its button last.
            let symbol = glass ? "ellipsis" : "ellipsis.circle"
            trailing.append(c.child(7).resolveSingle(Button(action: {}) { Image(systemName: symbol) }, implicit: nil))
        }
    }
    // iOS 26: the search field goes to the bottom of the screen, unless it asked for the
    // drawer, a tab bar holds the bottom, or a `DefaultToolbarItem` placed it (see
    // `searchable(text:placement:prompt:)`).
    var expandedSearch = false
    if glass, let search, !searchMoved, !search.wantsDrawer, !context.environment.isInTabBarTab {
        searchMoved = true
        let behavior = content.layoutValues[ObjectIdentifier(SearchToolbarBehaviorKey.self)] as? SearchToolbarBehavior
            ?? context.environment.searchToolbarBehavior
        let c = itemContext(8)
        if bottom.isEmpty, status.isEmpty, behavior != .minimize {
            expandedSearch = true
            let dictation = content.layoutValues[ObjectIdentifier(SearchDictationKey.self)] as? TextInputDictationBehavior
                ?? context.environment.searchDictationBehavior
            bottom.append(c.resolveSingle(BottomSearchField(value: search, dictation: dictation?.prevents != true), implicit: nil))
        } else {
            // Minimized: a magnifying-glass button, trailingmost (a flexible spacer before it
            // unless one already takes the room).
            let button = c.child(1).resolveSingle(SearchToolbarButton(), implicit: nil)
            let hasFlexible = bottom.contains(where: BottomToolbarBehavior.isFlexible)
            if !hasFlexible { bottom += c.child(2).resolve(ToolbarSpacer(.flexible)) }
            bottom.append(button)
        }
    }
    // The bottom toolbar (`.bottomBar` and `.status` items): the container's last child.
    func appendBottomBar(to children: inout [ViewNode], of behavior: NavigationBehavior) {
        guard !bottom.isEmpty || !status.isEmpty else { return }
        let bar = BottomToolbarBehavior(items: bottom.count, glass: glass, expandedSearch: expandedSearch)
        behavior.bottomBar = bar
        children.append(ViewNode(bar, children: bottom + status, context: barContext.child(6), name: "BottomToolbar"))
    }
    if NavigationBarVisibility.isHidden(content) {
        // `.toolbar(.hidden, for: .navigationBar)`: no bar, the content from the top; the
        // bottom toolbar stays (it is another bar).
        let behavior = NavigationBehavior(large: false, leading: 0, trailing: 0, hasTitle: false)
        behavior.barHidden = true
        var children = [content]
        if let containerBackground {
            behavior.hasContainerBackground = true
            children.append(containerBackground)
        }
        appendBottomBar(to: &children, of: behavior)
        return [ViewNode(behavior, children: children, context: context, name: name)]
    }
    var titleNode: ViewNode?
    var largeSubtitle = false
    if let principal { titleNode = principal } else if let title {
        var c = barContext.child(2)
        c.environment.font = large || inlineLarge ? Font.largeTitle.bold() : Font.headline
        c.environment.foregroundStyle = AnyShapeStyle(barContext.environment.controlPalette.label)
        // A title menu (`toolbarTitleMenu`) shows a chevron after an inline title.
        // A subtitle (`navigationSubtitle`, or a `.subtitle` item under an inline title).
        let subtitle = (large ? nil : subtitleItem)
            ?? (content.layoutValues[ObjectIdentifier(NavigationSubtitleKey.self)] as? Text).map { AnyView($0) }
        if let subtitle {
            let main = titleMenu && !large ? AnyView(TitleWithMenuIndicator(title: title.lineLimit(1))) : AnyView(title.lineLimit(1))
            let colour = barContext.environment.controlPalette.secondaryLabel
            titleNode = c.resolveSingle(NavigationTitleStack(title: main, subtitle: subtitle, large: large || inlineLarge, colour: colour), implicit: nil)
            largeSubtitle = large
        } else {
            titleNode = titleMenu && !large
                ? c.resolveSingle(TitleWithMenuIndicator(title: title.lineLimit(1)), implicit: nil)
                : c.resolveSingle(title.lineLimit(1), implicit: nil)
        }
    }
    let behavior = NavigationBehavior(large: large && principal == nil, leading: leading.count, trailing: trailing.count, hasTitle: titleNode != nil)
    behavior.glassItems = glass
    behavior.inlineLarge = inlineLarge && principal == nil
    if largeSubtitle { behavior.largeTitleArea += NavigationTitleStack.largeSubtitleHeight }
    children += leading + trailing
    if let titleNode { children.append(titleNode) }
    if let search, !searchMoved {
        behavior.hasSearch = true
        children.append(context.child(3).resolveSingle(SearchField(value: search), implicit: nil))
    }
    if backgroundShown {
        let style = appearance?.background ?? AnyShapeStyle(barContext.environment.controlPalette.barBackground)
        behavior.hasBarBackground = true
        children.append(barContext.child(4).resolveSingle(Rectangle().fill(style), implicit: nil))
    }
    if let containerBackground {
        behavior.hasContainerBackground = true
        children.append(containerBackground)
    }
    appendBottomBar(to: &children, of: behavior)
    return [ViewNode(behavior, children: children, context: context, name: name)]
}
