import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

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

    /// The height of the large title's area under the bar's row (taller by a subtitle's line
    /// with `navigationSubtitle`).
    var largeTitleArea = NavigationBehavior.largeTitleHeight

    /// `toolbarTitleDisplayMode(.inlineLarge)`: the title large, leading, in the bar's row.
    var inlineLarge = false

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

    /// The height the bottom toolbar takes from the content of `node`, `height` tall: iOS 17's
    /// bar; iOS 26's glass band and the inset below it, a floating bar where the tab bar
    /// floats (`ViewNode.floatingBarHeight`), which is the content's bottom safe area: as under
    /// a tab bar, a `safeAreaInset(edge: .bottom)` sits above the glass while lists, scroll
    /// views and backgrounds reach under it (see `placeChildren`).
    func bottomBarHeight(of node: ViewNode, height: CGFloat) -> CGFloat {
        guard let bottomBar else { return 0 }
        return bottomBar.glass ? node.floatingBarHeight(footprint: BarMetrics.iOS26.tabBarFootprint, height: height)
            : BottomToolbarBehavior.barHeight
    }

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
    /// The indices in `glassGroups` of capsules holding a `.confirm` button (prominent glass).
    private var prominentGroups: Set<Int> = []

    var barHeight: CGFloat { barHidden ? 0 : Self.barHeight + (large ? largeTitleArea : 0) + (hasSearch ? SearchField.drawerHeight : 0) }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let bars = barHeight + bottomBarHeight(of: node, height: .infinity)
        let p = ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - bars, 0) })
        let c = node.children[0].sizeThatFits(p)
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? (c.width.isFinite ? c.width : 0)
        let h = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ((c.height.isFinite ? c.height : 0) + bars)
        return CGSize(width: w, height: h)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let kids = node.children
        let reach = node.screenReach(.bottom)
        bottomBar?.reach = reach
        let bottomHeight = bottomBarHeight(of: node, height: size.height - barHeight)
        let contentP = ProposedViewSize(width: size.width, height: max(size.height - barHeight - bottomHeight, 0))
        var cs = kids[0].sizeThatFits(contentP)
        if !cs.width.isFinite { cs.width = size.width }
        if !cs.height.isFinite { cs.height = contentP.height ?? 0 }
        // A root smaller than the space under the bar is centred in it, both ways, as SwiftUI
        // centres a hosting controller's root (`NavigationStack { Text("Hi") }`): origin =
        // inset + (proposal − size) / 2, OpenSwiftUI's `RootGeometry` (the layout reference's
        // §2 "Root", `shared/reference/swiftui-layout.md`).
        let contentTop = barHeight + ((contentP.height ?? cs.height) - cs.height) / 2
        kids[0].placement = LayoutPlacement(origin: CGPoint(x: (size.width - cs.width) / 2, y: contentTop), proposal: contentP, size: cs)
        // The bar covers the area above content that reaches it: `ignoresSafeArea` (and a
        // shape-style `background`) in the content extends under the bar, which is clear at
        // rest and shows it (see `ViewNode.safeAreaOutsets`).
        if barHeight > 0, abs(contentTop - barHeight) < 0.001 {
            var outsets = kids[0].safeAreaOutsets
            outsets.top = barHeight + node.safeAreaOutsets.top
            kids[0].safeAreaOutsets = outsets
        }
        // iOS 26's glass bottom toolbar is the content's bottom safe area: what reaches it runs
        // on under the glass, to the screen's edge.
        if bottomBar?.glass == true {
            kids[0].extendUnderFloatingBar(bottomHeight, reach: reach, touches: abs(contentTop + cs.height - (size.height - bottomHeight)) < 0.001)
        }
        func fit(_ n: ViewNode) -> CGSize {
            let s = n.sizeThatFits(.unspecified)
            return CGSize(width: s.width.isFinite ? s.width : 0, height: s.height.isFinite ? s.height : 0)
        }
        if glassItems {
            placeGlassItems(kids, width: size.width, fit: fit)
        } else {
            var x = Self.margin
            // A leading item gives way to a centred inline title (8 points clear of it): it is
            // proposed only the room left, so the back button shortens to "Back" or its chevron
            // (`NavigationBackButton`) rather than running under the title.
            let titleHalfWidth: CGFloat? = {
                guard hasTitle, !large, !inlineLarge, kids.count > 1 + leading + trailing else { return nil }
                let s = kids[1 + leading + trailing].sizeThatFits(ProposedViewSize(width: max(size.width - 2 * Self.margin, 0), height: nil))
                return s.width.isFinite ? s.width / 2 : nil
            }()
            for n in kids[1..<(1 + leading)] {
                var s = fit(n)
                var p = ProposedViewSize.unspecified
                if let half = titleHalfWidth, size.width.isFinite {
                    let room = max(size.width / 2 - half - 8 - x, 0)
                    if s.width > room {
                        p = ProposedViewSize(width: room, height: nil)
                        let f = n.sizeThatFits(p)
                        s = CGSize(width: min(f.width.isFinite ? f.width : room, room), height: f.height.isFinite ? f.height : s.height)
                    }
                }
                n.placement = LayoutPlacement(origin: CGPoint(x: x, y: (Self.barHeight - s.height) / 2), proposal: p, size: s)
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
        // A visible bar background, and the container background, run on up under the status
        // bar where the container reaches the screen's top edge (its top safe-area outset, on
        // a device screen: `ScreenSafeAreaView`), as UIKit's bar and container do.
        let up = node.screenReach(.top)
        if hasBarBackground {
            let extra = barHeight > 0 ? up : 0
            let s = CGSize(width: size.width, height: min(barHeight, size.height) + extra)
            kids[barBackgroundIndex(node)].placement = LayoutPlacement(origin: CGPoint(x: 0, y: -extra), proposal: ProposedViewSize(s), size: s)
        }
        if hasContainerBackground {
            let s = CGSize(width: size.width, height: size.height + up)
            kids[containerBackgroundIndex(node)].placement = LayoutPlacement(origin: CGPoint(x: 0, y: -up), proposal: ProposedViewSize(s), size: s)
        }
        if bottomBar != nil, let bar = kids.last {
            // The bottom toolbar's node spans the container and places its items at its bottom.
            bar.placement = LayoutPlacement(origin: .zero, proposal: ProposedViewSize(size), size: size)
        }
        if hasSearch, kids.count > 1 + leading + trailing + (hasTitle ? 1 : 0) {
            let field = kids[1 + leading + trailing + (hasTitle ? 1 : 0)]
            let top = Self.barHeight + (large ? largeTitleArea : 0) + (SearchField.drawerHeight - SearchField.fieldHeight) / 2
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
                t.placement = LayoutPlacement(origin: CGPoint(x: Self.margin, y: Self.barHeight + (largeTitleArea - s.height) / 2), proposal: p, size: s)
            } else if inlineLarge {
                // Leading in the bar's row, up to the trailing items (8 before the first).
                let itemsMinX = glassItems ? glassGroups.map(\.minX).min()
                    : kids[(1 + leading)..<(1 + leading + trailing)].compactMap { $0.placement?.origin.x }.min()
                let room = max(min(width, (itemsMinX.map { $0 - 8 } ?? size.width - Self.margin) - Self.margin), 0)
                let q = ProposedViewSize(width: room, height: nil)
                let fitted = t.sizeThatFits(q)
                let w = min(fitted.width.isFinite ? fitted.width : room, room)
                let h = fitted.height.isFinite ? fitted.height : 0
                t.placement = LayoutPlacement(origin: CGPoint(x: Self.margin, y: (Self.barHeight - h) / 2), proposal: q, size: CGSize(width: w, height: h))
            } else {
                // Centred, unless the bar's items leave less room there: then in the room
                // between them (8 points clear of each), truncated if it needs more (UIKit
                // moves a title that would overlap its bar buttons).
                let leadingEdges: [CGFloat], trailingEdges: [CGFloat]
                if glassItems {
                    leadingEdges = glassGroups.filter { $0.midX < size.width / 2 }.map(\.maxX)
                    trailingEdges = glassGroups.filter { $0.midX >= size.width / 2 }.map(\.minX)
                } else {
                    leadingEdges = kids[1..<(1 + leading)].compactMap { n in n.placement.map { $0.origin.x + $0.size.width } }
                    trailingEdges = kids[(1 + leading)..<(1 + leading + trailing)].compactMap { $0.placement?.origin.x }
                }
                let lo = (leadingEdges.max().map { $0 + 8 } ?? Self.margin)
                let hi = (trailingEdges.min().map { $0 - 8 } ?? size.width - Self.margin)
                var q = p, fitted = s
                var x = (size.width - s.width) / 2
                if hi > lo, s.width.isFinite, x < lo || x + s.width > hi {
                    if s.width > hi - lo {
                        q = ProposedViewSize(width: hi - lo, height: nil)
                        let f = t.sizeThatFits(q)
                        fitted = CGSize(width: min(f.width.isFinite ? f.width : hi - lo, hi - lo), height: f.height.isFinite ? f.height : s.height)
                    }
                    x = min(max(x, lo), hi - fitted.width)
                }
                t.placement = LayoutPlacement(origin: CGPoint(x: x, y: (Self.barHeight - fitted.height) / 2), proposal: q, size: fitted)
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
        var capsules = GlassCapsuleGroups()
        func place(_ nodes: [ViewNode], from start: CGFloat, direction: CGFloat) {
            var x = start
            for n in nodes {
                let s = fit(n)
                if n.layoutValues[ObjectIdentifier(ToolbarSpacerKey.self)] != nil {
                    capsules.close()
                    let gap = min(s.width, 1e6)
                    n.placement = LayoutPlacement(origin: CGPoint(x: direction > 0 ? x : x - gap, y: top), proposal: .unspecified, size: s)
                    x += direction * gap
                    continue
                }
                let w = min(max(s.width + 2 * m.toolbarItemPadding, m.toolbarItemMinWidth), 1e6)
                let box = CGRect(x: direction > 0 ? x : x - w, y: top, width: w, height: h)
                n.placement = LayoutPlacement(origin: CGPoint(x: box.midX - s.width / 2, y: box.midY - s.height / 2), proposal: .unspecified, size: s)
                capsules.add(box, for: n)
                x += direction * w
            }
            capsules.close()
        }
        place(Array(kids[1..<(1 + leading)]), from: Self.margin, direction: 1)
        place(Array(kids[(1 + leading)..<(1 + leading + trailing)].reversed()), from: width - Self.margin, direction: -1)
        glassGroups = capsules.groups
        prominentGroups = capsules.prominent
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
            BarMetrics.drawGlassCapsules(glassGroups, prominent: prominentGroups, in: node, into: &list)
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
            n = decoratedContent(of: cur)
        }
        return palette.background
    }

    /// The view `node` wraps, when it shows that view's background as its own: the child of a
    /// single wrapper, the content a presenter presents over, the view an overlay or
    /// background decorates (a list with an empty-state overlay still reaches under the bar),
    /// and the view a bottom `safeAreaInset` insets (a list with a record button below); nil
    /// for a container of several views. The bar's and the screen's backgrounds both look
    /// through these.
    static func decoratedContent(of node: ViewNode) -> ViewNode? {
        node.children.count == 1 || node.behavior is RootOverlayBehavior || node.behavior is DecorationBehavior
            || node.behavior is SafeAreaInsetBehavior ? node.children.first : nil
    }
}
