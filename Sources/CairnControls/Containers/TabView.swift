import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A view that switches between tabs with a tab bar, drawn as iOS 17 draws it on an iPhone
/// without a home indicator (a rendered image has no safe area): the selected tab's content
/// above a 49-point tab bar (UITabBar's standard height) on the bar background
/// (rgb(249, 249, 249) at 94 % over the content's background; dark rgb(22, 22, 23) at 94 %,
/// Cairn's approximation of the dark bar material) with a one-pixel top
/// separator. Each tab's `.tabItem` is centred in an equal share of the width, drawn in
/// 10-point medium type, the selected item in the tint and the others in gray
/// (rgb(153, 153, 153), UITabBar's unselected item colour).
///
/// The selected tab is the one whose `.tag` equals `selection`, else the first.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: AnyHashable?
    let content: Content

    /// A tab view selecting the tab whose tag is `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    /// Never evaluated: `TabView` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    /// The tab bar's height: 49 points.
    public static var barHeight: CGFloat { 49 }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context.child(0)
        inner.stackAxis = nil
        let tabs = inner.resolveOptions(content)
        let selected = tabs.firstIndex { selection != nil && $0.tagValue == selection } ?? 0
        var children: [ViewNode] = []
        if tabs.indices.contains(selected) { children.append(tabs[selected]) }
        let env = context.environment
        for (i, tab) in tabs.enumerated() {
            var c = context.child(id: "tabItem\(i)")
            c.environment.font = .system(size: 10, weight: .medium)
            let color = i == selected ? env.controlTint : Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
            c.environment.foregroundStyle = AnyShapeStyle(color)
            c.stackAxis = .vertical
            if var item = tab.layoutValues[ObjectIdentifier(TabItemKey.self)] as? AnyView {
                if let badge = (tab.layoutValues[ObjectIdentifier(ListBadgeKey.self)] as? ListBadgeValue)?.text {
                    item = AnyView(item.overlay(alignment: .topTrailing) { TabBarBadge(text: badge) })
                }
                children.append(c.resolveSingle(item, implicit: .vertical))
            } else {
                children.append(c.resolveSingle(EmptyView(), implicit: .vertical))
            }
        }
        return [ViewNode(TabViewBehavior(hasContent: !tabs.isEmpty), children: children, context: context, name: "TabView")]
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
    /// Sets the item shown for this view in its `TabView`'s tab bar (a symbol above a title
    /// when given as an `Image` and a `Text`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(TabItemKey.self), value: AnyView(VStack(spacing: 2) { label() }))
    }
}

/// Lays out a tab view: children are [selected content?, tab items…].
final class TabViewBehavior: NodeBehavior {
    let hasContent: Bool
    init(hasContent: Bool) { self.hasContent = hasContent }
    var bar: CGFloat { TabView<Int, EmptyView>.barHeight }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        guard hasContent else { return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: bar) }
        let c = node.children[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - bar, 0) }))
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? (c.width.isFinite ? c.width : 0)
        let h = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ((c.height.isFinite ? c.height : 0) + bar)
        return CGSize(width: w, height: h)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let items = hasContent ? Array(node.children.dropFirst()) : node.children
        if hasContent {
            let p = ProposedViewSize(width: size.width, height: max(size.height - bar, 0))
            var s = node.children[0].sizeThatFits(p)
            if !s.width.isFinite { s.width = size.width }
            if !s.height.isFinite { s.height = p.height ?? 0 }
            node.children[0].placement = LayoutPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - bar - s.height) / 2), proposal: p, size: s)
        }
        let share = size.width / CGFloat(max(items.count, 1))
        for (i, item) in items.enumerated() {
            let p = ProposedViewSize(width: share, height: bar)
            var s = item.sizeThatFits(p)
            if !s.width.isFinite { s.width = share }
            if !s.height.isFinite { s.height = bar }
            item.placement = LayoutPlacement(origin: CGPoint(x: CGFloat(i) * share + (share - s.width) / 2, y: size.height - bar + (bar - s.height) / 2), proposal: p, size: s)
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite else { return }
        if hasContent { node.children[0].draw(into: &list) }
        let barRect = CGRect(x: f.minX, y: f.maxY - bar, width: f.width, height: bar)
        let palette = node.environment.controlPalette
        list.fill(Path(barRect), palette.background)
        list.fill(Path(barRect), palette.barBackground)
        let hairline = 1 / max(node.environment.displayScale, 1)
        list.fill(Path(CGRect(x: barRect.minX, y: barRect.minY, width: barRect.width, height: hairline)), palette.barHairline)
        for item in node.children.dropFirst(hasContent ? 1 : 0) { item.draw(into: &list) }
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
