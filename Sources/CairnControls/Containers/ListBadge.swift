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
}

extension View {
    /// Shows `count` at the trailing edge of this list row, as SwiftUI's `.badge(_:)`.
    ///
    /// Apple: "Badges are only displayed in list rows and iOS tab bars"; in a list row the
    /// badge is the count in the secondary style at the row's trailing edge; on a tab's
    /// content, a red oval at its tab item's upper-right corner (`TabBarBadge`). A count of
    /// zero hides it. Elsewhere the view is unchanged.
    public func badge(_ count: Int) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(ListBadgeKey.self), value: ListBadgeValue(text: count == 0 ? nil : Text(verbatim: "\(count)")))
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

/// `row` with its badge (if it carries one) at the trailing edge: the row's views, a spacer
/// and the badge text in `.secondary`, in an HStack; with `badgeProminence(.increased)`, white
/// text on a red capsule (`BadgeProminence`).
func listRowWithBadge(_ row: ViewNode, context: ResolveContext) -> ViewNode {
    guard let badge = (row.layoutValues[ObjectIdentifier(ListBadgeKey.self)] as? ListBadgeValue)?.text else { return row }
    let rest: [ViewNode]
    if row.environment.badgeProminence == .increased {
        rest = context.child(id: "rowBadge").resolve(HStack {
            Spacer()
            badge.foregroundStyle(.white).padding(.horizontal, 8).padding(.vertical, 2).background(Capsule().fill(Color.red))
        })
    } else {
        rest = context.child(id: "rowBadge").resolve(HStack { Spacer(); badge.foregroundStyle(.secondary) })
    }
    return ViewNode.container(HStackLayout(), children: [row] + rest, context: context, name: "BadgedRow")
}
