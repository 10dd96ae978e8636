import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// The geometry of the system bars in one design era (`DesignEra`): `TabView`'s tab bar and
/// `NavigationStack`'s navigation bar and toolbar items, in one table so every number and
/// its source live in one place (as `ControlMetrics` does for the controls).
///
/// iOS 17's numbers are UIKit's (`TabView` and `NavigationStack` cite them). Under iOS 26
/// Apple's HIG "Materials" says "Liquid Glass forms a distinct functional layer for controls
/// and navigation elements — like tab bars and sidebars — that floats above the content
/// layer" and "allows content to scroll and peek through from beneath these elements" (so
/// the content takes the whole height); write-ups of iOS 26 describe tab bars as
/// "capsule-shaped and inset from the screen edges" ("My Beef with the iOS 26 Tab Bar",
/// January 2026); toolbar items sit on glass, grouped ("the shared background
/// platter"; items a `ToolbarSpacer` separates get their own glass — Apple's `ToolbarSpacer`
/// documentation). Apple publishes none of the numbers below; each is marked:
///
/// - **Tab bar 62 points tall**: an open-source UIKit tab bar written for iOS 26
///   (`LagoonTabBar`'s constants: `barHeight = 62`, "matches the standard iOS tab bar
///   height"). **Cairn's estimate** in that it is one imitation's measurement.
/// - **21 points from the screen's sides and bottom**: the same `LagoonTabBar`
///   (`horizontalPadding = 21`) and another iOS 26 tab bar, `MainTabBar`
///   (`horizontalPadding = 21`, `bottomPadding = 21`); a rendered image has no home
///   indicator, so the bar floats 21 points above its bottom edge (**Cairn's estimate**).
/// - **The selected tab's highlight**: a capsule filling the tab's share of the bar inset 4
///   points (**Cairn's estimate**: the highlight nearly touches the bar's rim in iOS 26
///   screenshots), filled black at 6 % (dark: white at 12 %) — `MainTabBar`'s
///   `lightSelectionAlpha = 0.06` / `darkSelectionAlpha = 0.12`. Unselected items are drawn in
///   the label colour, not gray (**Cairn's estimate** from iOS 26 screenshots of Apple's
///   apps, whose unselected tabs are black or white).
/// - **Toolbar items**: glass capsules 44 points tall (the HIG's minimum hit target, 44 × 44,
///   which a lone symbol's glass circle matches), each item at least 44 wide with 12 points
///   each side of its content; adjacent items at one end share one capsule, a `ToolbarSpacer`
///   starts a new one 8 points on. Items draw in the label colour (**Cairn's estimate**:
///   iOS 26's bar buttons are monochrome unless prominent). The bar's rows keep iOS 17's
///   heights (44, and 52 more for a large title) and 16-point margins (**Cairn's estimate**:
///   no change of `UINavigationBar`'s height has been published); at rest at the top of a
///   scroll the bar has no background of its own, as in iOS 17.
package struct BarMetrics: Sendable, Equatable {
    /// Whether the tab bar floats as a glass capsule (iOS 26) or spans the width (iOS 17).
    package var floatingTabBar: Bool
    /// The tab bar's height.
    package var tabBarHeight: CGFloat
    /// The tab bar's inset from the leading and trailing edges.
    package var tabBarSideInset: CGFloat
    /// The tab bar's inset from the bottom edge.
    package var tabBarBottomInset: CGFloat
    /// The selected tab's highlight capsule's inset from the bar's edge (nil: none).
    package var tabSelectionInset: CGFloat?
    /// Whether toolbar items are drawn on glass capsules.
    package var glassToolbarItems: Bool
    /// A glass toolbar item's height (its capsule's).
    package var toolbarItemHeight: CGFloat
    /// A glass toolbar item's least width.
    package var toolbarItemMinWidth: CGFloat
    /// The padding each side of a glass toolbar item's content.
    package var toolbarItemPadding: CGFloat

    /// The vertical space the tab bar takes from the bottom of its view.
    package var tabBarFootprint: CGFloat { tabBarHeight + tabBarBottomInset }

    /// iOS 17: `UITabBar` 49 tall across the width; plain toolbar items in the tint.
    package static let iOS17 = BarMetrics(
        floatingTabBar: false, tabBarHeight: 49, tabBarSideInset: 0, tabBarBottomInset: 0, tabSelectionInset: nil,
        glassToolbarItems: false, toolbarItemHeight: 44, toolbarItemMinWidth: 0, toolbarItemPadding: 0)

    /// iOS 26 (sources in the type's summary).
    package static let iOS26 = BarMetrics(
        floatingTabBar: true, tabBarHeight: 62, tabBarSideInset: 21, tabBarBottomInset: 21, tabSelectionInset: 4,
        glassToolbarItems: true, toolbarItemHeight: 44, toolbarItemMinWidth: 44, toolbarItemPadding: 12)

    /// The metrics of `era`.
    package static func of(_ era: DesignEra) -> BarMetrics {
        switch era {
        case .iOS17: .iOS17
        case .iOS26: .iOS26
        }
    }

    /// The selected tab's highlight fill in `scheme` (black at 6 %, dark: white at 12 %).
    package static func tabSelectionFill(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color.white.opacity(0.12) : Color.black.opacity(0.06)
    }
}

extension EnvironmentValues {
    /// The bar metrics of this environment's design era.
    package var barMetrics: BarMetrics { .of(designEra) }
}

extension BarMetrics {
    /// Appends regular glass capsules (radius half the height) for `groups`, given in `node`'s
    /// coordinates: the toolbar items' shared platters of the navigation bar and the bottom
    /// toolbar under iOS 26; those at the indices in `prominent` (a confirm button's) are
    /// tinted with the accent colour. Empty or non-finite rectangles are skipped.
    static func drawGlassCapsules(_ groups: [CGRect], prominent: Set<Int> = [], in node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        let env = node.environment
        for (i, g) in groups.enumerated() {
            let r = g.offsetBy(dx: f.minX, dy: f.minY)
            guard r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { continue }
            let glass: Glass = prominent.contains(i) ? .regular.tint(.accentColor) : .regular
            list.items += GlassLook.items(path: Path(roundedRect: r, cornerRadius: r.height / 2, style: .circular), bounds: r,
                                          glass: glass, scheme: env.colorScheme, era: env.designEra)
        }
    }
}

/// The glass capsules of a bar's items (iOS 26), built item by item: a run of items shares one
/// capsule until a spacer ends it; a confirm button (`ButtonRole.isProminentInToolbar`) gets
/// a capsule of its own, which `BarMetrics.drawGlassCapsules` tints with the accent colour.
struct GlassCapsuleGroups {
    /// The capsules, in the order made.
    private(set) var groups: [CGRect] = []
    /// The indices of the confirm buttons' own capsules.
    private(set) var prominent: Set<Int> = []
    private var open: CGRect?

    /// Adds the box of item `node`.
    mutating func add(_ box: CGRect, for node: ViewNode) {
        if node.carriesLayoutValue(SharedBackgroundHiddenKey.self) {
            // `.sharedBackgroundVisibility(.hidden)`: its own grouping, with no capsule.
            close()
        } else if ButtonRole.isProminentInToolbar(node) {
            close()
            prominent.insert(groups.count)
            groups.append(box)
        } else {
            open = open.map { $0.union(box) } ?? box
        }
    }

    /// Ends the current run (at a spacer or the bar's end).
    mutating func close() {
        if let g = open { groups.append(g) }
        open = nil
    }
}

