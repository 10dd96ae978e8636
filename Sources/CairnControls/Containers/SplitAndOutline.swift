import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// `NavigationSplitView` as an iPhone shows it (collapsed to one stack) and hierarchical
// lists (`OutlineGroup`, `List(_:children:)`), collapsed at rest.

/// Which columns of a split view are visible (Apple: `NavigationSplitViewVisibility`). On an
/// iPhone the split view is collapsed to one stack whatever the visibility.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    /// The system's choice.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view (Apple: `NavigationSplitViewColumn`): the one a collapsed split
/// view shows with `preferredCompactColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let index: Int
    /// The sidebar (the leading column).
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    /// The content column (three-column split views).
    public static let content = NavigationSplitViewColumn(index: 1)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// A view of two or three columns (Apple: `NavigationSplitView`, iOS 16). On an iPhone, which
/// Cairn draws, it collapses into a single `NavigationStack` (Apple: "In narrow contexts like
/// iPhone … the navigation split view collapses all of its columns into a stack"); at rest,
/// with nothing selected, the stack shows the sidebar, or the column named by
/// `preferredCompactColumn`. Lists in the sidebar column take the sidebar style unless
/// another is set (Apple's HIG, "Split views": the primary column uses "the sidebar
/// appearance"): `Label` icons in the accent colour, collapsible section headers.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let shown: AnyView

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        shown = AnyView(sidebar().sidebarColumnListStyle())
    }

    /// A three-column split view whose column visibility is bound (it changes nothing on an iPhone).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        shown = AnyView(sidebar().sidebarColumnListStyle())
    }

    /// A three-column split view showing `preferredCompactColumn` when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        switch preferredCompactColumn.wrappedValue.index {
        case 1: shown = AnyView(content())
        case 2: shown = AnyView(detail())
        default: shown = AnyView(sidebar().sidebarColumnListStyle())
        }
    }

    /// The collapsed stack: the shown column in a `NavigationStack` (its title and toolbar
    /// in the stack's bar).
    public var body: some View {
        NavigationStack { shown }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        shown = AnyView(sidebar().sidebarColumnListStyle())
    }

    /// A two-column split view whose column visibility is bound (it changes nothing on an iPhone).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        shown = AnyView(sidebar().sidebarColumnListStyle())
    }

    /// A two-column split view showing `preferredCompactColumn` when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        shown = preferredCompactColumn.wrappedValue.index == 2 ? AnyView(detail()) : AnyView(sidebar().sidebarColumnListStyle())
    }
}

/// How a split view's columns share the width (Apple: `NavigationSplitViewStyle`); a
/// collapsed split view has one column, so no style changes the iPhone's picture.
public protocol NavigationSplitViewStyle: Sendable {}

/// The system's split view style (Apple: `AutomaticNavigationSplitViewStyle`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {}
/// Columns of balanced widths (Apple: `BalancedNavigationSplitViewStyle`).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {}
/// A prominent detail column (Apple: `ProminentDetailNavigationSplitViewStyle`).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The system's split view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns of balanced widths.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A prominent detail column.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Accepted for source compatibility: a collapsed split view has one column (Apple:
    /// `navigationSplitViewStyle(_:)`).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Accepted for source compatibility: a collapsed split view's column takes the width
    /// (Apple: `navigationSplitViewColumnWidth(_:)`).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// Accepted for source compatibility: a collapsed split view's column takes the width
    /// (Apple: `navigationSplitViewColumnWidth(min:ideal:max:)`).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// A tree of data shown as disclosure groups (Apple: `OutlineGroup`): an element with
/// children is a `DisclosureGroup` labelled by its row, collapsed (iOS's default, so its
/// children are not drawn at rest); an element whose children are nil or empty is a plain
/// row.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// An outline of `data`'s elements identified by `id`, their children at `children`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    /// The rows: a disclosure group for each element with children, a row for each leaf.
    public var body: some View {
        ForEach(data, id: id) { element in
            if let kids = element[keyPath: children], !kids.isEmpty {
                DisclosureGroup {
                    // Erased to end the recursion of the outline's type, as SwiftUI's is.
                    OutlineSubgroupChildren(children: AnyView(OutlineGroup(kids, id: id, children: children, content: content)))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

/// The children of an outline subgroup, type-erased (Apple: `OutlineSubgroupChildren`, "A
/// type-erased view representing the children in an outline subgroup"): what an
/// `OutlineGroup`'s disclosure groups hold.
public struct OutlineSubgroupChildren: View {
    let children: AnyView
    /// The children's rows.
    public var body: some View { children }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// An outline of identifiable elements.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Data: RangeReplaceableCollection {
    /// An outline of one identifiable root and its descendants.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element, ID == DataElement.ID {
        var data = Data()
        data.append(root)
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A hierarchical list of identifiable elements (Apple: `List(_:children:rowContent:)`):
    /// an `OutlineGroup` of them, collapsed at rest.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A hierarchical list of elements identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
