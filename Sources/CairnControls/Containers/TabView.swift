import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A view that switches between tabs with a tab bar, drawn as iOS 17 draws it on an iPhone
/// without a home indicator (a rendered image has no safe area; on a device screen's safe area,
/// `ScreenSafeAreaView`, the bar runs on to the screen's edge under its items): the selected tab's content
/// above a 49-point tab bar (UITabBar's standard height) on the bar background
/// (rgb(249, 249, 249) at 94 % over the content's background; dark rgb(22, 22, 23) at 94 %,
/// Cairn's approximation of the dark bar material) with a one-pixel top
/// separator. Each tab's `.tabItem` is centred in an equal share of the width, drawn in
/// 10-point medium type, the selected item in the tint and the others in gray
/// (rgb(153, 153, 153), UITabBar's unselected item colour).
///
/// Under the iOS 26 design era (`DesignEra.iOS26`) the tab bar floats: a Liquid Glass capsule
/// 62 points tall, 21 points in from the sides and the bottom, over the content (which takes
/// the whole height, as content scrolls under iOS 26's bar); the selected tab sits on a
/// highlight capsule in the tint, the others in the label colour. `BarMetrics` holds the
/// numbers and their sources. The first search tab (`Tab(role: .search)`) stands apart in its
/// own glass circle at the trailing end, its glyph alone, and `tabViewBottomAccessory` adds a
/// glass capsule above the bar (`TabBarGeometry`). A selected search tab is drawn with its
/// circle highlighted; iOS then puts a search field in the bar's place (WWDC25 "Build a
/// SwiftUI app with the new design": "a search field takes the place of the tab bar"), which
/// Cairn does not draw.
///
/// The selected tab is the one whose `.tag` equals `selection`, else the first. Tabs are
/// written as iOS 18's `Tab("Home", systemImage: "house") { … }` (in `TabSection`s or not)
/// or as content with `.tabItem { … }` and `.tag(_:)`. With `.tabViewStyle(.page)` the
/// selected tab fills the view with page dots below (`PageTabViewBehavior`).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: AnyHashable?
    let content: Content

    /// A tab view selecting the tab whose tag is `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    /// A tab view of iOS 18's `Tab`s selecting the one whose value is `selection` (Apple's
    /// `init(selection:content:)` with a `TabContentBuilder<SelectionValue>`): each tab's
    /// `value:` takes the selection's type, so `Tab("Home", systemImage: "house", value: .home)`
    /// compiles with an enum selection, as on iOS.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
    }

    /// Never evaluated: `TabView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    /// The iOS 17 tab bar's height: 49 points (under iOS 26 the floating bar is 62 tall, 21 points above the bottom edge).
    public static var barHeight: CGFloat { 49 }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context.child(0)
        inner.stackAxis = nil
        // The accessory belongs to this tab view, not to tab views inside its tabs.
        inner.environment.tabViewBottomAccessory = nil
        // The tab bar holds the bottom of the screen: a tab's search field stays at the top.
        inner.environment.isInTabBarTab = context.environment.pageTabViewStyle == nil
        let tabs = inner.resolveOptions(content)
        let selected = tabs.firstIndex { selection != nil && $0.tagValue == selection } ?? 0
        var children: [ViewNode] = []
        if tabs.indices.contains(selected) {
            // `containerBackground(_:for: .tabView)` in the tab: behind its content.
            if let background = ContainerBackgroundValue.tabView(of: tabs[selected]) {
                let node = context.child(id: "tabBackground").resolveSingle(background, implicit: nil)
                children.append(ViewNode.container(ZStackLayout(), children: [node, tabs[selected]], context: context, name: "ZStack"))
            } else {
                children.append(tabs[selected])
            }
        }
        let env = context.environment
        let barHidden = tabs.indices.contains(selected) && (tabs[selected].layoutValues[ObjectIdentifier(TabBarVisibilityKey.self)] as? Visibility) == .hidden
        if let page = env.pageTabViewStyle ?? (barHidden ? PageTabViewStyle(indexDisplayMode: .never) : nil) {
            // Pages, or a tab whose content hides the tab bar (`.toolbar(.hidden, for:
            // .tabBar)`): the selected content fills the view.
            let behavior = PageTabViewBehavior(count: tabs.count, selected: selected, style: page, index: env.pageIndexViewStyle)
            return [ViewNode(behavior, children: children, context: context, name: "TabView")]
        }
        let floating = env.barMetrics.floatingTabBar
        let unselected = floating ? env.controlPalette.label : Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
        // iOS 26: the first search tab stands apart at the trailing end, its glyph alone.
        let roles = tabs.map { $0.layoutValues[ObjectIdentifier(TabRoleKey.self)] as? TabRoleValue }
        let search = floating ? roles.firstIndex { $0?.role == .search } : nil
        for (i, tab) in tabs.enumerated() {
            var c = context.child(id: "tabItem\(i)")
            c.environment.font = .system(size: 10, weight: .medium)
            // The item's symbol: Cairn's estimate of UITabBar's, the body size at the large
            // scale (26.5 points tall at 2×), so a circled symbol is about 25 points wide,
            // the HIG's target width for tab bar icons.
            c.environment.barSymbolFont = .body
            c.environment.imageScale = .large
            // SwiftUI gives tab items the fill variant (WWDC21, "What's new in SwiftUI":
            // "tab items … automatically get the fill variant").
            c.environment.symbolVariants = .fill
            let color = i == selected ? env.controlTint : unselected
            c.environment.foregroundStyle = AnyShapeStyle(color)
            c.stackAxis = .vertical
            if i == search, let icon = roles[i]?.icon {
                children.append(c.resolveSingle(icon, implicit: .vertical))
            } else if var item = tab.layoutValues[ObjectIdentifier(TabItemKey.self)] as? AnyView {
                if let badge = (tab.layoutValues[ObjectIdentifier(ListBadgeKey.self)] as? ListBadgeValue)?.text {
                    item = AnyView(item.overlay(alignment: .topTrailing) { TabBarBadge(text: badge) })
                }
                children.append(c.resolveSingle(item, implicit: .vertical))
            } else {
                children.append(c.resolveSingle(EmptyView(), implicit: .vertical))
            }
        }
        var hasAccessory = false
        if floating, let accessory = env.tabViewBottomAccessory {
            var c = context.child(id: "bottomAccessory")
            c.environment.tabViewBottomAccessory = nil
            c.environment.tabViewBottomAccessoryPlacement = .expanded
            children.append(c.resolveSingle(accessory, implicit: nil))
            hasAccessory = true
        }
        let behavior = TabViewBehavior(hasContent: !tabs.isEmpty, selected: selected, search: search, hasAccessory: hasAccessory)
        return [ViewNode(behavior, children: children, context: context, name: "TabView")]
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first tab.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

enum TabItemKey {}

extension View {
    /// Sets the item shown for this view in its `TabView`'s tab bar: a symbol above a title,
    /// given as an `Image` and a `Text` or as a `Label`. As UIKit's tab bar item takes only
    /// an image and a title, the bar sets their sizes: titles in 10-point medium type,
    /// symbols at the body size and the large scale (Cairn's estimate, see `TabView`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(TabItemKey.self),
                        value: AnyView(VStack(spacing: 2) { label() }.labelStyle(TabItemLabelStyle())))
    }
}

/// Lays out a tab view: children are [selected content?, tab items…, bottom accessory?].
/// Under iOS 26, `search` is the index (among the items) of the search tab set apart.
final class TabViewBehavior: NodeBehavior {
    let hasContent: Bool
    let selected: Int
    let search: Int?
    let hasAccessory: Bool
    init(hasContent: Bool, selected: Int, search: Int? = nil, hasAccessory: Bool = false) {
        self.hasContent = hasContent
        self.selected = selected
        self.search = search
        self.hasAccessory = hasAccessory
    }

    /// The tab items among the children.
    func items(_ node: ViewNode) -> ArraySlice<ViewNode> {
        node.children.dropFirst(hasContent ? 1 : 0).dropLast(hasAccessory ? 1 : 0)
    }

    /// Where iOS 26's bar puts its parts in a view of `size`.
    func geometry(_ size: CGSize, _ metrics: BarMetrics) -> TabBarGeometry {
        TabBarGeometry(size: size, metrics: metrics, hasSearch: search != nil, hasAccessory: hasAccessory)
    }
    var bar: CGFloat { TabView<Int, EmptyView>.barHeight }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let metrics = node.environment.barMetrics
        if metrics.floatingTabBar { return floatingSize(node, proposal, metrics) }
        guard hasContent else { return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: bar) }
        let c = node.children[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - bar, 0) }))
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? (c.width.isFinite ? c.width : 0)
        let h = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ((c.height.isFinite ? c.height : 0) + bar)
        return CGSize(width: w, height: h)
    }

    /// iOS 26: the content takes the proposal; an unspecified height holds the content and
    /// the floating bar below it.
    private func floatingSize(_ node: ViewNode, _ proposal: ProposedViewSize, _ metrics: BarMetrics) -> CGSize {
        let c = hasContent ? node.children[0].sizeThatFits(proposal) : .zero
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? (c.width.isFinite ? c.width : 0)
        let footprint = TabBarGeometry.footprint(metrics, hasAccessory: hasAccessory)
        let h = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ((c.height.isFinite ? c.height : 0) + footprint)
        return CGSize(width: w, height: h)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let metrics = node.environment.barMetrics
        let items = Array(items(node))
        let floating = metrics.floatingTabBar
        // The bar reaches the screen's bottom edge below the view (its bottom safe-area outset:
        // the home indicator's band, `ScreenSafeAreaView`): iOS 17's fills the band under its
        // items, iOS 26's floating bar stands `tabBarBottomInset` above the screen's edge.
        let reach = node.screenReach(.bottom)
        // iOS 26: the content is laid out above the floating bar, which is its bottom safe
        // area: a background or `ignoresSafeArea` reaches under the bar, and so do scroll
        // views and lists (`ViewNode.reachingUnderBottomBar`), rows showing through the glass.
        let footprint = floating ? node.floatingBarHeight(footprint: TabBarGeometry.footprint(metrics, hasAccessory: hasAccessory), height: size.height) : bar
        let contentHeight = max(size.height - footprint, 0)
        if hasContent {
            let p = ProposedViewSize(width: size.width, height: contentHeight)
            var s = node.children[0].sizeThatFits(p)
            if !s.width.isFinite { s.width = size.width }
            if !s.height.isFinite { s.height = p.height ?? 0 }
            let y = (contentHeight - s.height) / 2
            node.children[0].placement = LayoutPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: y), proposal: p, size: s)
            if floating { node.children[0].extendUnderFloatingBar(footprint, reach: reach, touches: abs(y + s.height - contentHeight) < 0.001) }
        }
        let parts = floating ? geometry(CGSize(width: size.width, height: size.height + reach), metrics) : nil
        let barRect = parts?.tabs ?? CGRect(x: 0, y: size.height - bar, width: size.width, height: bar)
        for (i, item) in items.enumerated() {
            place(item, in: box(ofItem: i, count: items.count, tabs: barRect, search: parts?.search))
        }
        if hasAccessory, let accessory = node.children.last {
            place(accessory, in: parts?.accessory ?? .zero)
        }
    }

    /// Item `i`'s box of `count`: its share of the `tabs` capsule (the search tab's share given
    /// up), or the search tab's circle.
    private func box(ofItem i: Int, count: Int, tabs: CGRect, search circle: CGRect?) -> CGRect {
        if i == search, let circle { return circle }
        let apart = circle != nil && search != nil
        let share = tabs.width / CGFloat(max(count - (apart ? 1 : 0), 1))
        let slot = apart && i > (search ?? 0) ? i - 1 : i
        return CGRect(x: tabs.minX + CGFloat(slot) * share, y: tabs.minY, width: share, height: tabs.height)
    }

    /// Proposes `box`'s size to `child` and centres it there.
    private func place(_ child: ViewNode, in box: CGRect) {
        let p = ProposedViewSize(width: box.width, height: box.height)
        var s = child.sizeThatFits(p)
        if !s.width.isFinite { s.width = box.width }
        if !s.height.isFinite { s.height = box.height }
        child.placement = LayoutPlacement(origin: CGPoint(x: box.minX + (box.width - s.width) / 2, y: box.minY + (box.height - s.height) / 2),
                                          proposal: p, size: s)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite else { return }
        let metrics = node.environment.barMetrics
        // iOS 26: under the floating bar, below the content's safe area, the tab's own
        // background shows (a grouped list's, else the system background), as a navigation
        // bar shows its content's (`NavigationBehavior.contentBackground`).
        let reach = node.screenReach(.bottom)
        if metrics.floatingTabBar, hasContent,
           let background = NavigationBehavior.contentBackground(node.children[0], node.environment.controlPalette) {
            let footprint = min(max(TabBarGeometry.footprint(metrics, hasAccessory: hasAccessory) - reach, 0), f.height)
            list.fill(Path(CGRect(x: f.minX, y: f.maxY - footprint, width: f.width, height: footprint + reach)), background)
        }
        if hasContent { node.children[0].draw(into: &list) }
        if metrics.floatingTabBar {
            drawFloatingBar(node, metrics, reach: reach, into: &list)
        } else {
            let barRect = CGRect(x: f.minX, y: f.maxY - bar, width: f.width, height: bar + reach)
            let palette = node.environment.controlPalette
            list.fill(Path(barRect), palette.background)
            list.fill(Path(barRect), palette.barBackground)
            let hairline = 1 / max(node.environment.displayScale, 1)
            list.fill(Path(CGRect(x: barRect.minX, y: barRect.minY, width: barRect.width, height: hairline)), palette.barHairline)
        }
        for item in node.children.dropFirst(hasContent ? 1 : 0) { item.draw(into: &list) }
    }

    /// iOS 26: regular glass in a capsule over the content (and a circle for the search tab, a
    /// capsule for the accessory), and the selected tab's highlight.
    private func drawFloatingBar(_ node: ViewNode, _ metrics: BarMetrics, reach: CGFloat, into list: inout DisplayList) {
        let f = node.frame
        let parts = geometry(CGSize(width: f.width, height: f.height + reach), metrics)
        guard parts.tabs.width > 0, parts.tabs.height > 0 else { return }
        let env = node.environment
        for part in [parts.accessory, parts.tabs, parts.search].compactMap({ $0?.offsetBy(dx: f.minX, dy: f.minY) }) {
            list.items += GlassLook.items(path: Path(roundedRect: part, cornerRadius: part.height / 2, style: .circular), bounds: part,
                                          glass: .regular, scheme: env.colorScheme, era: env.designEra)
        }
        let count = items(node).count
        guard let inset = metrics.tabSelectionInset, count > 0, selected < count else { return }
        let highlight = box(ofItem: selected, count: count, tabs: parts.tabs, search: parts.search)
            .offsetBy(dx: f.minX, dy: f.minY).insetBy(dx: inset, dy: inset)
        guard highlight.width > 0, highlight.height > 0 else { return }
        let r = min(highlight.width, highlight.height) / 2
        list.fill(Path(roundedRect: highlight, cornerRadius: r, style: .circular), BarMetrics.tabSelectionFill(env.colorScheme), in: env)
    }
}

/// A tab item's badge (`.badge(_:)` on a tab's content): Apple's UITabBarItem documents
/// "text that is displayed in the upper-right corner of the item with a surrounding red
/// oval" (badge colour systemRed). The oval's size is Cairn's estimate of UIKit's: 18 points
/// high, at least 18 wide (a circle for one digit), the text in 13-point white type with 5
/// points each side; its centre sits on the item's top-trailing corner.
struct TabBarBadge: View {
    let text: Text
    var body: some View {
        text.font(.system(size: 13))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
            .alignmentGuide(.top) { $0.height / 2 }
            .alignmentGuide(.trailing) { $0.width / 2 }
    }
}

/// Builds a tab view's tabs (SwiftUI's `TabContentBuilder<SelectionValue>`): the view
/// builder's rules, plus a `Tab` whose value is the tab view's selection type, so a tab's
/// `value: .home` is read as `SelectionValue.home`. Other views (a `ForEach` of tabs, a
/// `TabSection`, content with `.tabItem`) are taken as the view builder takes them.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab selected by a value of the tab view's selection type.
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> Tab<SelectionValue, C, L> { tab }
    /// A section whose tabs take the tab view's selection type.
    public static func buildExpression<H: View, C: View>(_ section: TabSection<H, C, SelectionValue>) -> TabSection<H, C, SelectionValue> { section }
    /// Any other view, as the view builder takes it.
    public static func buildExpression<V: View>(_ view: V) -> V { view }
    /// No tabs.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One tab.
    public static func buildBlock<V: View>(_ content: V) -> V { content }
    /// Several tabs, in order.
    public static func buildBlock<each V: View>(_ content: repeat each V) -> TupleView<(repeat each V)> {
        ViewBuilder.buildBlock(repeat each content)
    }
    /// Tabs under an `if`.
    public static func buildIf<V: View>(_ content: V?) -> V? { content }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }
    /// Tabs under `if #available`.
    public static func buildLimitedAvailability<V: View>(_ content: V) -> AnyView { AnyView(content) }
}
