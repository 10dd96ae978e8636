import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnViews

/// How prominent a section header is (Apple: `Prominence`, iOS 15).
public enum Prominence: Hashable, Sendable {
    /// The standard header: in a grouped list, footnote text in capitals in the secondary
    /// label colour.
    case standard
    /// The increased header (Apple: "the section header appears with increased prominence"):
    /// in a grouped or inset-grouped list, UIKit's `prominentInsetGroupedHeader()`
    /// configuration ("a prominent header in an inset grouped list"). Apple publishes neither
    /// its font nor its colour; Cairn's estimate is `.title3` bold in the label colour, not in
    /// capitals (the large, dark, sentence-case header of iOS's prominent sections).
    case increased
}

/// The visual prominence of a badge (Apple: `BadgeProminence`, iOS 17).
public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    /// The standard prominence: on iOS "this prominence of badge has no platter" (Apple),
    /// the count in the secondary style at the row's trailing edge.
    public static let standard = BadgeProminence(level: 1)
    /// The highest prominence: "In lists on iOS and macOS, this results in badge labels being
    /// displayed on a red platter" (Apple). Cairn draws white text on a system-red capsule, 8
    /// points of padding either side and 2 above and below, at least as wide as it is tall
    /// (Cairn's estimate of the platter, whose size Apple does not publish).
    public static let increased = BadgeProminence(level: 2)
    /// The lowest prominence: "On iOS, this looks the same as `.standard`" (Apple).
    public static let decreased = BadgeProminence(level: 0)
}

private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
private struct BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }

extension EnvironmentValues {
    /// The prominence of section headers in this view (Apple: `headerProminence`; default
    /// `.standard`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// The prominence of badges in this view (Apple: `badgeProminence`; default `.standard`).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of section headers in this view (Apple: `headerProminence(_:)`,
    /// "Sets the header prominence for this view"): `Section("Header") { … }
    /// .headerProminence(.increased)` in an inset-grouped list draws its header larger and in
    /// the primary colour (`Prominence.increased`). A plain list's headers are already
    /// headlines and do not change.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// Sets the prominence of badges in this view (Apple: `badgeProminence(_:)`, iOS 17):
    /// `.increased` draws a list row's badge on a red capsule; `.decreased` looks like
    /// `.standard` on iOS. Outside a list row badges are unchanged (tab bar badges are always
    /// red ovals).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

/// A tint effect for content in a list (Apple: `ListItemTint`, iOS 14): "On iOS and macOS,
/// sidebars apply the tint color to `Label` icons"; Cairn tints the icons of the labels in
/// every list row (an iPhone's sidebar is drawn as an inset-grouped list).
public struct ListItemTint: Hashable, Sendable {
    let color: Color

    /// An explicit tint colour the system does not override.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// An explicit tint colour the system can override (on macOS, with the accent colour;
    /// iOS keeps it, so it draws as `.fixed`).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// "A standard grayscale tint effect" (Apple): Cairn draws the icons in UIKit's
    /// `systemGray` (142, 142, 147; dark 142, 142, 147), its estimate of the grey.
    public static let monochrome = ListItemTint(color: UIColor.systemGray.color)
}

private struct PendingListItemTintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// A `listItemTint(_:)` set outside any list (on the `List` itself): the lists inside
    /// apply it to their rows (`listNodes`).
    var pendingListItemTint: Color? {
        get { self[PendingListItemTintKey.self] }
        set { self[PendingListItemTintKey.self] = newValue }
    }
}

/// Sets the list item tint: for the rows when the view is inside a list, else for the lists
/// inside it (elsewhere it changes nothing).
struct ListItemTintWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let tint: ListItemTint?
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        if let tint {
            if c.environment.isInList { c.environment.listItemIconTint = tint.color } else { c.environment.pendingListItemTint = tint.color }
        }
        return c.resolve(content)
    }
}

extension View {
    /// Sets the tint effect of this list content (Apple: `listItemTint(_:)`, "Sets the tint
    /// effect for content in a list"): the icons of `Label`s in the rows take the colour.
    /// `nil` keeps the inherited tint; outside a list nothing changes.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        ListItemTintWriter(content: self, tint: tint)
    }

    /// Sets a fixed tint colour for this list content (Apple: `listItemTint(_:)` with a
    /// `Color`, the same as `.fixed(tint)`); `nil` keeps the inherited tint.
    public func listItemTint(_ tint: Color?) -> some View {
        ListItemTintWriter(content: self, tint: tint.map(ListItemTint.fixed))
    }
}
