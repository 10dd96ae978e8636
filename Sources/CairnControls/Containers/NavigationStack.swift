import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A view that shows a root view under a navigation bar, drawn as iOS 17 draws it on an
/// iPhone at the top of its content (no status bar: a rendered image has no safe area).
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

    /// A navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// Never evaluated: `NavigationStack` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        navigationNodes(root, context: context, name: "NavigationStack")
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

    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Never evaluated: `ToolbarItem` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content)
        for n in nodes { n.layoutValues[ObjectIdentifier(ToolbarPlacementKey.self)] = placement }
        return nodes
    }
}

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
func navigationNodes<Root: View>(_ root: Root, context: ResolveContext, name: String) -> [ViewNode] {
    // A `searchable` around this container is this container's; the content's own wins.
    let outerSearch = context.environment.pendingSearchField
    var rootContext = context.child(0)
    rootContext.environment.pendingSearchField = nil
    let content = rootContext.resolveSingle(root, implicit: .vertical)
    // `containerBackground(_:for: .navigation)` on the content: behind the whole container,
    // the bar included (the transparent bar shows it). Resolved once, the last child.
    let containerBackground = ContainerBackgroundValue.navigation(of: content).map {
        context.child(5).resolveSingle($0, implicit: nil)
    }
    let title = content.layoutValues[ObjectIdentifier(NavigationTitleKey.self)] as? Text
    let mode = content.layoutValues[ObjectIdentifier(NavigationDisplayModeKey.self)] as? NavigationBarItemTitleDisplayMode ?? .automatic
    if NavigationBarVisibility.isHidden(content) {
        // `.toolbar(.hidden, for: .navigationBar)`: no bar, the content from the top.
        let behavior = NavigationBehavior(large: false, leading: 0, trailing: 0, hasTitle: false)
        behavior.barHidden = true
        var children = [content]
        if let containerBackground {
            behavior.hasContainerBackground = true
            children.append(containerBackground)
        }
        return [ViewNode(behavior, children: children, context: context, name: name)]
    }
    let large = mode != .inline && title != nil
    var children = [content]
    // Toolbar items, in the tint, as borderless buttons.
    var leading: [ViewNode] = [], trailing: [ViewNode] = []
    var bottom: [ViewNode] = [], status: [ViewNode] = []
    var overflow = false
    var principal: ViewNode?
    let glass = context.environment.barMetrics.glassToolbarItems
    // `toolbarBackground(.visible, for: .navigationBar)`: the bar's background shows, and
    // `toolbarColorScheme` applies to its title and items.
    let appearance = content.layoutValues[ObjectIdentifier(NavigationBarAppearance.self)] as? NavigationBarAppearance
    let backgroundShown = appearance?.backgroundVisibility == .visible
    var barContext = context
    if backgroundShown, let scheme = appearance?.colorScheme { barContext.environment.colorScheme = scheme }
    var titleMenu = content.layoutValues[ObjectIdentifier(ToolbarTitleMenuKey.self)] != nil
    if let toolbar = content.layoutValues[ObjectIdentifier(ToolbarContentKey.self)] as? AnyView {
        var c = barContext.child(1)
        c.stackAxis = nil
        // iOS 26's bar buttons are monochrome: the label colour, unless a tint is set.
        if glass, c.environment.tint == nil { c.environment.tint = barContext.environment.controlPalette.label }
        for item in c.resolve(toolbar) {
            if item.layoutValues[ObjectIdentifier(ToolbarTitleMenuKey.self)] != nil { titleMenu = true; continue }
            let placement = item.layoutValues[ObjectIdentifier(ToolbarPlacementKey.self)] as? ToolbarItemPlacement ?? .automatic
            switch placement.bar {
            case .bottom: bottom.append(item)
            case .status: status.append(item)
            case .overflow: overflow = true
            case .hidden: continue
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
    var titleNode: ViewNode?
    if let principal { titleNode = principal } else if let title {
        var c = barContext.child(2)
        c.environment.font = large ? Font.largeTitle.bold() : Font.headline
        c.environment.foregroundStyle = AnyShapeStyle(barContext.environment.controlPalette.label)
        // A title menu (`toolbarTitleMenu`) shows a chevron after an inline title.
        titleNode = titleMenu && !large
            ? c.resolveSingle(TitleWithMenuIndicator(title: title.lineLimit(1)), implicit: nil)
            : c.resolveSingle(title.lineLimit(1), implicit: nil)
    }
    let behavior = NavigationBehavior(large: large && principal == nil, leading: leading.count, trailing: trailing.count, hasTitle: titleNode != nil)
    behavior.glassItems = glass
    children += leading + trailing
    if let titleNode { children.append(titleNode) }
    if let search = content.layoutValues[ObjectIdentifier(SearchableKey.self)] as? SearchFieldValue ?? outerSearch {
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
    if !bottom.isEmpty || !status.isEmpty {
        let bar = BottomToolbarBehavior(items: bottom.count, glass: glass)
        behavior.bottomBar = bar
        children.append(ViewNode(bar, children: bottom + status, context: barContext.child(6), name: "BottomToolbar"))
    }
    return [ViewNode(behavior, children: children, context: context, name: name)]
}

/// Lays out a navigation container: children are [content, leading items…, trailing
/// items…, title?, search field?, bar background?, container background?] (see
/// `NavigationStack`).
final class NavigationBehavior: NodeBehavior {
    let large: Bool
    let leading: Int
    let trailing: Int
    let hasTitle: Bool
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let margin: CGFloat = 16

    init(large: Bool, leading: Int, trailing: Int, hasTitle: Bool) {
        self.large = large
        self.leading = leading
        self.trailing = trailing
        self.hasTitle = hasTitle
    }

    /// Whether the bar is hidden (`.toolbar(.hidden, for: .navigationBar)`): no bar height.
    var barHidden = false

    /// Whether toolbar items sit on glass capsules (iOS 26).
    var glassItems = false

    /// Whether `.searchable` added a search field: a drawer under the title
    /// (`SearchField.drawerHeight` tall).
    var hasSearch = false

    /// Whether the bar's background shows (`toolbarBackground(.visible, for:)`): the last
    /// child fills the bar, drawn over the content and under the items.
    var hasBarBackground = false

    /// Whether the content set `containerBackground(_:for: .navigation)`: the last child fills
    /// the whole container, drawn first.
    var hasContainerBackground = false

    /// The bottom toolbar (`.bottomBar` and `.status` items), the last child when set.
    var bottomBar: BottomToolbarBehavior?

    /// The height the bottom toolbar takes from the content (iOS 17's bar; iOS 26's glass
    /// items float over the content, which takes the whole height).
    var bottomBarHeight: CGFloat { bottomBar.map { $0.glass ? 0 : BottomToolbarBehavior.barHeight } ?? 0 }

    /// The number of children after the bar background: the container background and the bottom toolbar.
    private var trailingChildren: Int { (hasContainerBackground ? 1 : 0) + (bottomBar != nil ? 1 : 0) }

    /// The index of the bar background child (when `hasBarBackground`).
    private func barBackgroundIndex(_ node: ViewNode) -> Int { node.children.count - 1 - trailingChildren }

    /// The index of the container background child (when `hasContainerBackground`).
    private func containerBackgroundIndex(_ node: ViewNode) -> Int { node.children.count - 1 - (bottomBar != nil ? 1 : 0) }

    /// The children drawn after the content: items, title, search field (not the backgrounds
    /// or the bottom toolbar).
    private func barChildren(_ node: ViewNode) -> ArraySlice<ViewNode> {
        node.children.dropFirst().dropLast((hasBarBackground ? 1 : 0) + trailingChildren)
    }

    /// The glass capsules of the toolbar items' groups, in the container's coordinates (set
    /// when the children are placed, iOS 26 only).
    private var glassGroups: [CGRect] = []

    var barHeight: CGFloat { barHidden ? 0 : Self.barHeight + (large ? Self.largeTitleHeight : 0) + (hasSearch ? SearchField.drawerHeight : 0) }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let bars = barHeight + bottomBarHeight
        let p = ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - bars, 0) })
        let c = node.children[0].sizeThatFits(p)
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? (c.width.isFinite ? c.width : 0)
        let h = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ((c.height.isFinite ? c.height : 0) + bars)
        return CGSize(width: w, height: h)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let kids = node.children
        let contentP = ProposedViewSize(width: size.width, height: max(size.height - barHeight - bottomBarHeight, 0))
        var cs = kids[0].sizeThatFits(contentP)
        if !cs.width.isFinite { cs.width = size.width }
        if !cs.height.isFinite { cs.height = contentP.height ?? 0 }
        // A root smaller than the space under the bar is centred in it, both ways, as SwiftUI
        // centres a hosting controller's root (`NavigationStack { Text("Hi") }`): origin =
        // inset + (proposal − size) / 2, OpenSwiftUI's `RootGeometry` (the layout reference's
        // §2 "Root", `shared/reference/swiftui-layout.md`).
        let contentTop = barHeight + ((contentP.height ?? cs.height) - cs.height) / 2
        kids[0].placement = LayoutPlacement(origin: CGPoint(x: (size.width - cs.width) / 2, y: contentTop), proposal: contentP, size: cs)
        func fit(_ n: ViewNode) -> CGSize {
            let s = n.sizeThatFits(.unspecified)
            return CGSize(width: s.width.isFinite ? s.width : 0, height: s.height.isFinite ? s.height : 0)
        }
        if glassItems {
            placeGlassItems(kids, width: size.width, fit: fit)
        } else {
            var x = Self.margin
            for n in kids[1..<(1 + leading)] {
                let s = fit(n)
                n.placement = LayoutPlacement(origin: CGPoint(x: x, y: (Self.barHeight - s.height) / 2), proposal: .unspecified, size: s)
                x += s.width + 8
            }
            var xr = size.width - Self.margin
            for n in kids[(1 + leading)..<(1 + leading + trailing)].reversed() {
                let s = fit(n)
                xr -= s.width
                n.placement = LayoutPlacement(origin: CGPoint(x: xr, y: (Self.barHeight - s.height) / 2), proposal: .unspecified, size: s)
                xr -= 8
            }
        }
        if hasBarBackground {
            let s = CGSize(width: size.width, height: min(barHeight, size.height))
            kids[barBackgroundIndex(node)].placement = LayoutPlacement(origin: .zero, proposal: ProposedViewSize(s), size: s)
        }
        if hasContainerBackground {
            kids[containerBackgroundIndex(node)].placement = LayoutPlacement(origin: .zero, proposal: ProposedViewSize(size), size: size)
        }
        if bottomBar != nil, let bar = kids.last {
            // The bottom toolbar's node spans the container and places its items at its bottom.
            bar.placement = LayoutPlacement(origin: .zero, proposal: ProposedViewSize(size), size: size)
        }
        if hasSearch, kids.count > 1 + leading + trailing + (hasTitle ? 1 : 0) {
            let field = kids[1 + leading + trailing + (hasTitle ? 1 : 0)]
            let top = Self.barHeight + (large ? Self.largeTitleHeight : 0) + (SearchField.drawerHeight - SearchField.fieldHeight) / 2
            let w = max(size.width - 2 * Self.margin, 0)
            let p = ProposedViewSize(width: w, height: SearchField.fieldHeight)
            field.placement = LayoutPlacement(origin: CGPoint(x: Self.margin, y: top), proposal: p, size: CGSize(width: w, height: SearchField.fieldHeight))
        }
        if hasTitle, kids.count > 1 + leading + trailing {
            let t = kids[1 + leading + trailing]
            let width = max(size.width - 2 * Self.margin, 0)
            let p = ProposedViewSize(width: width, height: nil)
            let s = t.sizeThatFits(p)
            if large {
                t.placement = LayoutPlacement(origin: CGPoint(x: Self.margin, y: Self.barHeight + (Self.largeTitleHeight - s.height) / 2), proposal: p, size: s)
            } else {
                t.placement = LayoutPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: (Self.barHeight - s.height) / 2), proposal: p, size: s)
            }
        }
    }

    /// iOS 26: each run of items between the edge and a `ToolbarSpacer` (or the bar's end)
    /// shares one glass capsule; every item takes a box at least `toolbarItemMinWidth` wide,
    /// its content centred with `toolbarItemPadding` each side.
    private func placeGlassItems(_ kids: [ViewNode], width: CGFloat, fit: (ViewNode) -> CGSize) {
        let m = BarMetrics.iOS26
        let h = m.toolbarItemHeight
        let top = (Self.barHeight - h) / 2
        var groups: [CGRect] = []
        func place(_ nodes: [ViewNode], from start: CGFloat, direction: CGFloat) {
            var x = start
            var group: CGRect?
            func close() { if let g = group { groups.append(g) }; group = nil }
            for n in nodes {
                let s = fit(n)
                if n.layoutValues[ObjectIdentifier(ToolbarSpacerKey.self)] != nil {
                    close()
                    let gap = min(s.width, 1e6)
                    n.placement = LayoutPlacement(origin: CGPoint(x: direction > 0 ? x : x - gap, y: top), proposal: .unspecified, size: s)
                    x += direction * gap
                    continue
                }
                let w = min(max(s.width + 2 * m.toolbarItemPadding, m.toolbarItemMinWidth), 1e6)
                let box = CGRect(x: direction > 0 ? x : x - w, y: top, width: w, height: h)
                n.placement = LayoutPlacement(origin: CGPoint(x: box.midX - s.width / 2, y: box.midY - s.height / 2), proposal: .unspecified, size: s)
                group = group.map { $0.union(box) } ?? box
                x += direction * w
            }
            close()
        }
        place(Array(kids[1..<(1 + leading)]), from: Self.margin, direction: 1)
        place(Array(kids[(1 + leading)..<(1 + leading + trailing)].reversed()), from: width - Self.margin, direction: -1)
        glassGroups = groups
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite else { return }
        let palette = node.environment.controlPalette
        // The bottom toolbar draws over everything else, last.
        defer { if bottomBar != nil { node.children[node.children.count - 1].draw(into: &list) } }
        if hasContainerBackground { node.children[containerBackgroundIndex(node)].draw(into: &list) }
        // The transparent bar shows the content's background (or the container background,
        // already drawn under everything).
        if !hasContainerBackground, let background = Self.contentBackground(node.children[0], palette) {
            list.fill(Path(CGRect(x: f.minX, y: f.minY, width: f.width, height: min(barHeight, f.height))), background)
        }
        if hasBarBackground, !glassItems {
            node.children[0].draw(into: &list)
            node.children[barBackgroundIndex(node)].draw(into: &list)
            for child in barChildren(node) { child.draw(into: &list) }
            return
        }
        if glassItems, !barHidden {
            // The content first, so the glass shows it; then the glass; then the items.
            node.children[0].draw(into: &list)
            if hasBarBackground { node.children[barBackgroundIndex(node)].draw(into: &list) }
            let env = node.environment
            for g in glassGroups {
                let r = g.offsetBy(dx: f.minX, dy: f.minY)
                guard r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { continue }
                list.items += GlassLook.items(path: Path(roundedRect: r, cornerRadius: r.height / 2, style: .circular), bounds: r,
                                              glass: .regular, scheme: env.colorScheme, era: env.designEra)
            }
            for child in barChildren(node) { child.draw(into: &list) }
            return
        }
        // The container background is already drawn, under everything.
        node.drawChildren(into: &list, skippingLast: trailingChildren)
    }

    /// A list's background (none when hidden), else the system background.
    static func contentBackground(_ node: ViewNode, _ palette: ControlPalette) -> Color? {
        var n: ViewNode? = node
        while let cur = n {
            if let list = cur.behavior as? ListBehavior {
                return cur.environment.listBackgroundHidden ? nil : list.metrics.background(palette)
            }
            // Through single wrappers, and through a presenter to the content it presents over.
            n = cur.children.count == 1 || cur.behavior is RootOverlayBehavior ? cur.children.first : nil
        }
        return palette.background
    }
}
