import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// The key under which `.badge(_:)` stores a list row's badge (`ListBadgeValue`).
enum ListBadgeKey {}

/// A row's badge text; `nil` hides the badge.
struct ListBadgeValue {
    let text: Text?

    init(text: Text?) { self.text = text }

    /// A count's badge; a count of zero hides it (see `badge(_:)` below).
    init(count: Int) { text = count == 0 ? nil : Text(verbatim: "\(count)") }
}

extension View {
    /// Shows `count` at the trailing edge of this list row, as SwiftUI's `.badge(_:)`.
    ///
    /// Apple: "Badges are only displayed in list rows and iOS tab bars"; in a list row the
    /// badge is the count in the secondary style at the row's trailing edge; on a tab's
    /// content, a red oval at its tab item's upper-right corner (`TabBarBadge`). A count of
    /// zero hides it. Elsewhere the view is unchanged.
    public func badge(_ count: Int) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(ListBadgeKey.self), value: ListBadgeValue(count: count))
    }

    /// Shows `label` at the trailing edge of this list row; `nil` hides the badge.
    public func badge(_ label: Text?) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(ListBadgeKey.self), value: ListBadgeValue(text: label))
    }

    /// Shows a localized label at the trailing edge of this list row; `nil` hides the badge.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(ListBadgeKey.self), value: ListBadgeValue(text: key.map { Text($0) }))
    }

    /// Shows a string label at the trailing edge of this list row; `nil` hides the badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(ListBadgeKey.self), value: ListBadgeValue(text: label.map { Text($0) }))
    }
}

/// `row` with its trailing accessories, as iOS orders them: the row's views, a spacer, the
/// badge (if it carries one) in `.secondary` — with `badgeProminence(.increased)`, white text
/// on a red capsule (`BadgeProminence`) — then a navigation link's disclosure chevron, in an
/// HStack. A badge on a navigation row sits before its chevron ("Storage … 3 ›").
func listRowWithAccessories(_ row: ViewNode, context: ResolveContext) -> ViewNode {
    let badge = (row.layoutValues[ObjectIdentifier(ListBadgeKey.self)] as? ListBadgeValue)?.text
    let chevron = row.layoutValues[ObjectIdentifier(NavigationRowChevronKey.self)] != nil
    guard badge != nil || chevron else { return row }
    let increased = row.environment.badgeProminence == .increased
    // One flat HStack (the spacer a direct child, as in a navigation row of old): the row's
    // views are offered all the width the accessories leave, not an equal share.
    let rest = context.child(id: "rowBadge").resolve(Group {
        Spacer()
        if let badge {
            if increased {
                badge.foregroundStyle(.white).padding(.horizontal, 8).padding(.vertical, 2).background(Capsule().fill(Color.red))
            } else {
                badge.foregroundStyle(.secondary)
            }
        }
        if chevron { NavigationRowChevron() }
    })
    return ViewNode.container(HStackLayout(), children: [row] + rest, context: context, name: "BadgedRow")
}
