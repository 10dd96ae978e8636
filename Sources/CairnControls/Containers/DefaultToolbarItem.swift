import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// A kind of toolbar item a view adds by default (Apple: `ToolbarDefaultItemKind`).
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    /// The sidebar toggle a `NavigationSplitView` adds (iOS 17). On an iPhone the split view
    /// collapses to a stack, which shows no sidebar toggle.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title and subtitle of the navigation bar (iOS 18).
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// "The search item added by a `searchable(text:isPresented:placement:prompt:)` modifier"
    /// (iOS 26), which "can be placed in the `bottomBar` on all supported platforms. On iOS,
    /// it can also be placed in the top bar."
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// A toolbar item that stands for a system item, placed where the toolbar says (Apple:
/// `DefaultToolbarItem`, iOS 26): "If the system has already placed a matching item `kind` in
/// the toolbar, using a valid `DefaultToolbarItem` … will implicitly replace the default-placed
/// instance."
///
/// - `.search` moves `searchable`'s field out of the navigation bar's drawer to `placement`,
///   drawn as a magnifying-glass button (on glass under iOS 26): the "button-like control" iOS
///   26 shows for an inactive search field in a toolbar (Apple, `searchToolbarBehavior(_:)`;
///   iOS 26.0's default, `.minimize`'s since 26.1, whose default expands it into a field with
///   a label, which Cairn does not draw). Without a `searchable` there is no search item and
///   nothing is drawn.
/// - `.sidebarToggle` draws nothing on an iPhone, where the split view shows no toggle.
/// - `.title` leaves the title where the navigation bar puts it (Cairn does not move it).
public struct DefaultToolbarItem: View, PrimitiveView {
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// The system's item of `kind` at `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    /// Never evaluated: `DefaultToolbarItem` is a primitive view that Cairn lays out itself.
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard kind == .search else { return [] }
        let nodes = ToolbarItem(placement: placement) { SearchToolbarButton() }.makeNodes(context)
        for n in nodes { n.layoutValues[ObjectIdentifier(DefaultSearchItemKey.self)] = true }
        return nodes
    }
}

/// Marks the node of a `DefaultToolbarItem(kind: .search)`: the navigation container keeps it
/// (and leaves its drawer empty) only when it has a search field.
enum DefaultSearchItemKey {}

/// An inactive search field drawn as iOS 26's "button-like control": a magnifying glass
/// (`DefaultToolbarItem(kind: .search)`, and `searchable`'s minimized bottom field).
struct SearchToolbarButton: View {
    var body: some View { Button(action: {}) { Image(systemName: "magnifyingglass") } }
}
