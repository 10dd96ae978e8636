import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// The list styles Cairn draws (`.listStyle(_:)`), as iOS 17 draws them.
public protocol ListStyle {}

/// Rows in rounded cards inset from the edges on the grouped background (iOS's default).
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}

/// Rows in full-width groups on the grouped background.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
}

/// Rows edge to edge on the system background.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}

/// Rows inset from the edges on the system background.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
}

/// The sidebar style: on an iPhone-sized canvas, `.insetGrouped`'s cards with what Apple
/// documents of sidebars — a disclosure indicator in each section header ("On macOS and iOS,
/// the sidebar list style displays disclosure indicators in the section headers that allow
/// the user to collapse and expand sections"), and `Label` icons in the accent colour unless
/// `listItemTint(_:)` sets another (Apple, `ListItemTint`).
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}

/// The default list style: `.insetGrouped` on iOS 17, `.sidebar` in the sidebar column of a
/// `NavigationSplitView`.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rows in rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Rows in full-width groups.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges on the system background.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style (inset grouped on a compact canvas).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style (inset grouped on iOS 17).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The metrics of one list style on an iPhone-sized canvas (compact width): UIKit's table
/// view metrics, which SwiftUI's `List` uses on iOS 17.
///
/// - Cards (inset grouped): 16 points in from the edges (the compact layout margin), corner
///   radius 10, rows on `secondarySystemGroupedBackground` over `systemGroupedBackground`.
/// - Rows: content 20 points in from the card's edges, 6 above and below, at least 44 tall
///   (HIG "Layout": 44 × 44 minimum hit target; a text row, a switch row and a stepper row
///   are all 44 tall); separators one pixel of `separator`, from the content's leading edge
///   to the card's trailing edge, between rows.
/// - Sections without a header are 35 points apart (the grouped table's default section
///   spacing); a header (footnote, uppercase, `secondaryLabel`) sits 7 points above its card,
///   17 points below the list's top or 24 below the previous section; a footer (footnote,
///   `secondaryLabel`) 7 points below its card.
/// - Plain and inset: rows on the system background, headers (headline) on a 28-point band
///   of the grouped background colour, no section spacing; `.inset` insets rows by 16.
struct ListMetrics {
    enum Kind { case grouped, plain }
    let kind: Kind
    let cardInset: CGFloat
    let cornerRadius: CGFloat

    static let rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
    static let minRowHeight: CGFloat = 44
    static let sectionSpacing: CGFloat = 35
    static let headerGap: CGFloat = 7
    static let firstHeaderTop: CGFloat = 17
    static let headerTop: CGFloat = 24

    /// iOS 26's inset-grouped rows are at least this tall (Cairn's estimate: about 51 points
    /// measured on iOS 26 snapshots, issue 24; Apple publishes no number).
    static let minRowHeightIOS26: CGFloat = 51
    /// iOS 26's inset-grouped card corner radius (Cairn's estimate: about 25 measured on
    /// iOS 26 snapshots, issue 24).
    static let cornerRadiusIOS26: CGFloat = 25

    init(_ style: ListStyleChoice, era: DesignEra) {
        switch style {
        case .insetGrouped, .sidebar: (kind, cardInset, cornerRadius) = (.grouped, 16, era == .iOS26 ? Self.cornerRadiusIOS26 : 10)
        case .grouped: (kind, cardInset, cornerRadius) = (.grouped, 0, 0)
        case .plain: (kind, cardInset, cornerRadius) = (.plain, 0, 0)
        case .inset: (kind, cardInset, cornerRadius) = (.plain, 16, 0)
        }
    }

    func background(_ p: ControlPalette) -> Color { kind == .grouped ? p.groupedBackground : p.background }
    func rowBackground(_ p: ControlPalette) -> Color { kind == .grouped ? p.groupedRow : p.background }
}

enum ListStyleChoice: Sendable { case insetGrouped, grouped, plain, inset, sidebar }

private struct ExplicitListStyleKey: EnvironmentKey { static var defaultValue: ListStyleChoice? { nil } }
private struct AutomaticListStyleKey: EnvironmentKey { static var defaultValue: ListStyleChoice { .insetGrouped } }

extension EnvironmentValues {
    /// The list style in effect: the one set (`listStyle(_:)` other than `.automatic`, or a
    /// `Form`'s), else the context's automatic one.
    var listStyle: ListStyleChoice { explicitListStyle ?? automaticListStyle }

    /// The style `listStyle(_:)` set, nil for none or `.automatic`.
    var explicitListStyle: ListStyleChoice? {
        get { self[ExplicitListStyleKey.self] }
        set { self[ExplicitListStyleKey.self] = newValue }
    }

    /// What `.automatic` (or no list style) means here: `.insetGrouped`, or `.sidebar` in a
    /// split view's sidebar column.
    var automaticListStyle: ListStyleChoice {
        get { self[AutomaticListStyleKey.self] }
        set { self[AutomaticListStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the lists in this view with `style` (`.automatic`: the context's default).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let choice: ListStyleChoice? = style is GroupedListStyle ? .grouped : style is PlainListStyle ? .plain : style is InsetListStyle ? .inset
            : style is SidebarListStyle ? .sidebar : style is InsetGroupedListStyle ? .insetGrouped : nil
        return environment(\.explicitListStyle, choice)
    }

    /// This view as a split view's sidebar column: its lists default to the sidebar style
    /// (Apple's Human Interface Guidelines, "Split views": "For the primary column displaying
    /// the sidebar, use the sidebar appearance", which SwiftUI gives a sidebar
    /// "automatically"), unless a list style other than `.automatic` is set above or on them.
    func sidebarColumnListStyle() -> some View {
        environment(\.automaticListStyle, .sidebar)
    }
}

private struct ListBackgroundHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether lists leave out their background (`.scrollContentBackground(.hidden)`).
    var listBackgroundHidden: Bool {
        get { self[ListBackgroundHiddenKey.self] }
        set { self[ListBackgroundHiddenKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background of the lists and forms in this view (iOS 16): hidden,
    /// the grouped background is not drawn, so the view's own background shows through
    /// around the rows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.listBackgroundHidden, visibility == .hidden)
    }
}
