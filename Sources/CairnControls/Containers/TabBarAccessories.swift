import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// iOS 26's additions to the floating tab bar: the search tab apart at the trailing end, and
// the bottom accessory above the bar (`TabView` lays both out; `TabBarGeometry` holds where).

/// Where a tab view's bottom accessory is shown (Apple: `TabViewBottomAccessoryPlacement`,
/// iOS 26).
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Above the tab bar, which is at full size.
    case expanded
    /// In line with the minimised tab bar.
    case inline
}

private struct TabViewBottomAccessoryKey: EnvironmentKey { static var defaultValue: AnyView? { nil } }
private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey { static var defaultValue: TabViewBottomAccessoryPlacement? { nil } }

extension EnvironmentValues {
    /// Where the enclosing tab view's bottom accessory is shown (Apple:
    /// `tabViewBottomAccessoryPlacement`, iOS 26): nil outside an accessory's content. A still
    /// shows the tab bar at rest, at full size, so inside the accessory it is `.expanded`.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }

    /// The bottom accessory a `TabView` here shows (set by `tabViewBottomAccessory`).
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }
}

extension View {
    /// Places `content` in the tab view's bottom accessory (Apple:
    /// `tabViewBottomAccessory(content:)`, iOS 26): "On iPhone, the placement of the bottom
    /// accessory depends on the tab bar size: when the tab bar is normal size, the accessory
    /// appears above it". A still shows the bar at rest, at normal size, so under the iOS 26
    /// design era the accessory is its own Liquid Glass capsule as wide as the tab bar, 48
    /// points tall (UIKit's frame on a 402-point iPhone, 360 × 48, measured by a third party;
    /// Apple publishes no number), 8 points above the bar (**Cairn's estimate**: no source
    /// measures the gap; 8 is the gap iOS 26 leaves between the tab bar and its search tab).
    /// The content is laid out in the capsule's size, centred. The API is iOS 26's; under the
    /// iOS 17 era, whose tab bar has no accessory, nothing is drawn.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, AnyView(content()))
    }

    /// The bottom accessory, shown only when `isEnabled` (Apple:
    /// `tabViewBottomAccessory(isEnabled:content:)`, iOS 26.1).
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, isEnabled ? AnyView(content()) : nil)
    }
}

/// What a `Tab` tells its tab view beyond its item: its role, and for a search tab the icon
/// alone (iOS 26 draws the search tab as a glyph in its own circle).
struct TabRoleValue {
    let role: TabRole?
    let icon: AnyView?
}

enum TabRoleKey {}

/// Where iOS 26's floating tab bar puts its parts in a tab view of a given size.
///
/// - The bar: a capsule `BarMetrics.tabBarHeight` (62) tall, `tabBarSideInset` (21) from the
///   sides and `tabBarBottomInset` (21) from the bottom.
/// - A search tab (`Tab(role: .search)`): Apple, WWDC25 "What's new in SwiftUI": "the Search
///   tab now appears separated from the rest of the tabs in the tab bar"; HIG Tab bars: "A tab
///   bar can include a dedicated search tab at the trailing end". Its circle is the bar's height (62), 8 points
///   from the capsule holding the other tabs (third-party frame measurements, corroborated
///   by a second; Apple publishes no number).
/// - The bottom accessory: as wide as the bar, 48 tall, 8 above it (see
///   `tabViewBottomAccessory(content:)`).
struct TabBarGeometry {
    /// The capsule holding the tabs (all of them, or all but the search tab).
    var tabs: CGRect
    /// The search tab's circle, when there is one.
    var search: CGRect?
    /// The accessory's capsule, when there is one.
    var accessory: CGRect?

    static let searchGap: CGFloat = 8
    static let accessoryHeight: CGFloat = 48
    static let accessoryGap: CGFloat = 8

    /// The parts in a tab view of `size`.
    init(size: CGSize, metrics: BarMetrics, hasSearch: Bool, hasAccessory: Bool) {
        let bar = CGRect(x: metrics.tabBarSideInset, y: size.height - metrics.tabBarFootprint,
                         width: max(size.width - 2 * metrics.tabBarSideInset, 0), height: metrics.tabBarHeight)
        tabs = bar
        search = nil
        accessory = nil
        if hasSearch, bar.width > bar.height + Self.searchGap {
            search = CGRect(x: bar.maxX - bar.height, y: bar.minY, width: bar.height, height: bar.height)
            tabs.size.width = bar.width - bar.height - Self.searchGap
        }
        if hasAccessory {
            accessory = CGRect(x: bar.minX, y: bar.minY - Self.accessoryGap - Self.accessoryHeight,
                               width: bar.width, height: Self.accessoryHeight)
        }
    }

    /// The height the bar's parts take at the bottom of the view.
    static func footprint(_ metrics: BarMetrics, hasAccessory: Bool) -> CGFloat {
        metrics.tabBarFootprint + (hasAccessory ? accessoryHeight + accessoryGap : 0)
    }
}
