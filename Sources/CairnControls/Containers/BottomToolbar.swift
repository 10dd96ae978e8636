import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// Lays out and draws a navigation container's bottom toolbar: the items placed
/// `.bottomBar` (children `0..<items`), then those placed `.status` (the rest). The node spans
/// the whole container and draws the bar along its bottom edge.
///
/// **iOS 17** (`UIToolbar`, as iOS 17 draws it on an iPhone without a home indicator, like
/// `TabView`'s bar): a band 44 points tall at the bottom (UIKit's standard toolbar height),
/// which the content does not take; the bar background and a one-pixel top separator of the
/// tab bar (`TabView`). Items are packed from the leading end, 16 points in and 8 points
/// apart (Cairn's estimate: the navigation bar's margins and spacing, which `UIToolbar`
/// shares); a `Spacer()` or a flexible `ToolbarSpacer` takes the room left, shared equally,
/// which is how a bottom bar's items are pushed to its ends (`Button…; Spacer(); Button…`).
/// Apple documents `status` only as "the center of the bottom toolbar", so status items are
/// centred in the band.
///
/// **iOS 26** (`DesignEra.iOS26`): the bar has no background; each run of items between
/// spacers shares one glass capsule 44 points tall, each item at least 44 wide with 12
/// points each side (the navigation bar's glass items, `BarMetrics`), over the content,
/// which takes the whole height. The row is centred in the band where the floating tab bar
/// sits (62 points tall, 21 points from the sides and the bottom edge) — Cairn's estimate:
/// Apple's iOS 26 apps show a bottom toolbar's glass in the tab bar's place, and Apple
/// publishes no toolbar geometry. `searchable`'s expanded field (`BottomSearchField`), alone
/// in the bar, spans the band and is `BottomSearchField.height` tall on its own capsule.
final class BottomToolbarBehavior: NodeBehavior {
    /// The number of `.bottomBar` children (the `.status` ones follow).
    let items: Int
    /// Whether items sit on glass capsules over the content (iOS 26).
    let glass: Bool
    /// Whether the one bar item is `searchable`'s expanded field (iOS 26).
    let expandedSearch: Bool
    /// iOS 17's toolbar height (`UIToolbar`).
    static let barHeight: CGFloat = 44
    /// The inset of the first and last items from the bar's ends (iOS 17).
    static let margin: CGFloat = 16
    /// The space between adjacent items (iOS 17).
    static let spacing: CGFloat = 8

    /// The glass capsules of the item groups, in the node's coordinates (iOS 26).
    private(set) var glassGroups: [CGRect] = []
    /// The indices of the groups that are a confirm button's own accent-tinted capsule.
    private var prominentGroups: Set<Int> = []

    init(items: Int, glass: Bool, expandedSearch: Bool = false) {
        self.items = items
        self.glass = glass
        self.expandedSearch = expandedSearch && glass && items == 1
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: Self.finite(proposal.width), height: Self.finite(proposal.height))
    }

    private static func finite(_ v: CGFloat?) -> CGFloat {
        guard let v, v.isFinite, v > 0 else { return 0 }
        return min(v, 1e7)
    }

    /// How far the screen's bottom edge lies below the container (its bottom safe-area
    /// outset: the home indicator's band), set by the container at each placement: iOS 26's
    /// glass band stands `tabBarBottomInset` above the screen's edge, where a tab bar stands.
    var reach: CGFloat = 0

    /// The band the items are centred in, in the node's coordinates.
    func band(in size: CGSize) -> CGRect {
        if glass {
            let m = BarMetrics.iOS26
            let w = max(size.width - 2 * m.tabBarSideInset, 0)
            return CGRect(x: m.tabBarSideInset, y: size.height + reach - m.tabBarFootprint, width: w, height: m.tabBarHeight)
        }
        return CGRect(x: 0, y: size.height - Self.barHeight, width: size.width, height: Self.barHeight)
    }

    /// Whether `n` takes the room left: a flexible `ToolbarSpacer`, or a view that grows with
    /// the width offered (`Spacer()`, a `.frame(maxWidth: .infinity)`).
    static func isFlexible(_ n: ViewNode) -> Bool {
        if let sizing = n.layoutValues[ObjectIdentifier(ToolbarSpacerKey.self)] as? SpacerSizing { return !sizing.fixed }
        let wide = n.sizeThatFits(ProposedViewSize(width: 1e6, height: Self.barHeight)).width
        return wide.isFinite && wide >= 1e5
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let kids = node.children
        let band = band(in: size)
        let m = BarMetrics.iOS26
        func fit(_ n: ViewNode) -> CGSize {
            let s = n.sizeThatFits(.unspecified)
            return CGSize(width: s.width.isFinite ? min(s.width, 1e6) : 0, height: s.height.isFinite ? min(s.height, 1e6) : 0)
        }
        // The bar's items: a width each (a flexible one's from the room left), in order.
        let bar = Array(kids.prefix(items))
        if expandedSearch, let field = bar.first {
            // The field spans the band, centred in it.
            let h = BottomSearchField.height
            let box = CGRect(x: band.minX, y: band.midY - h / 2, width: band.width, height: h)
            field.placement = LayoutPlacement(origin: box.origin, proposal: ProposedViewSize(box.size), size: box.size)
            glassGroups = band.width > 0 ? [box] : []
            prominentGroups = []
            placeStatus(Array(kids.dropFirst(items)), in: band)
            return
        }
        let flexible = bar.map(Self.isFlexible)
        let sizes = bar.map(fit)
        let inset = glass ? 0 : Self.margin
        func boxWidth(_ i: Int) -> CGFloat {
            let spacer = bar[i].layoutValues[ObjectIdentifier(ToolbarSpacerKey.self)] != nil
            return glass && !spacer ? max(sizes[i].width + 2 * m.toolbarItemPadding, m.toolbarItemMinWidth) : sizes[i].width
        }
        var fixedTotal: CGFloat = 0
        var gaps = 0
        for i in bar.indices where !flexible[i] {
            fixedTotal += boxWidth(i)
            if !glass, i > 0, !flexible[i - 1] { gaps += 1 }
        }
        let flexibleCount = flexible.filter { $0 }.count
        let room = max(band.width - 2 * inset - fixedTotal - CGFloat(gaps) * Self.spacing, 0)
        let share = flexibleCount > 0 ? room / CGFloat(flexibleCount) : 0
        var x = band.minX + inset
        var capsules = GlassCapsuleGroups()
        let itemHeight = glass ? m.toolbarItemHeight : band.height
        let top = band.midY - itemHeight / 2
        for (i, n) in bar.enumerated() {
            let spacer = flexible[i] || n.layoutValues[ObjectIdentifier(ToolbarSpacerKey.self)] != nil
            if !glass, i > 0, !flexible[i], !flexible[i - 1] { x += Self.spacing }
            if spacer {
                capsules.close()
                let w = flexible[i] ? share : sizes[i].width
                let p = ProposedViewSize(width: w, height: 0)
                n.placement = LayoutPlacement(origin: CGPoint(x: x, y: band.midY), proposal: p, size: CGSize(width: w, height: 0))
                x += w
                continue
            }
            let w = boxWidth(i)
            let s = sizes[i]
            let box = CGRect(x: x, y: top, width: w, height: itemHeight)
            n.placement = LayoutPlacement(origin: CGPoint(x: box.midX - s.width / 2, y: box.midY - s.height / 2), proposal: .unspecified, size: s)
            capsules.add(box, for: n)
            x += w
        }
        capsules.close()
        glassGroups = glass ? capsules.groups : []
        prominentGroups = glass ? capsules.prominent : []
        placeStatus(Array(kids.dropFirst(items)), in: band)
    }

    /// Status items: centred in the band, side by side.
    private func placeStatus(_ status: [ViewNode], in band: CGRect) {
        func fit(_ n: ViewNode) -> CGSize {
            let s = n.sizeThatFits(.unspecified)
            return CGSize(width: s.width.isFinite ? min(s.width, 1e6) : 0, height: s.height.isFinite ? min(s.height, 1e6) : 0)
        }
        let statusSizes = status.map(fit)
        let total = statusSizes.reduce(0) { $0 + $1.width } + CGFloat(max(status.count - 1, 0)) * Self.spacing
        var sx = band.midX - total / 2
        for (n, s) in zip(status, statusSizes) {
            n.placement = LayoutPlacement(origin: CGPoint(x: sx, y: band.midY - s.height / 2), proposal: .unspecified, size: s)
            sx += s.width + Self.spacing
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 else { return }
        let env = node.environment
        if glass {
            BarMetrics.drawGlassCapsules(glassGroups, prominent: prominentGroups, in: node, into: &list)
        } else {
            let bar = band(in: f.size).offsetBy(dx: f.minX, dy: f.minY).intersection(f)
            if !bar.isNull, bar.height > 0 {
                let palette = env.controlPalette
                list.fill(Path(bar), palette.background)
                list.fill(Path(bar), palette.barBackground)
                let hairline = 1 / max(env.displayScale, 1)
                list.fill(Path(CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: hairline)), palette.barHairline)
            }
        }
        node.drawChildren(into: &list)
    }
}
