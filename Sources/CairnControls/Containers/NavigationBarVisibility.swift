import CairnLayout
import CairnViews

/// A bar that `.toolbar(_:for:)` shows or hides, as SwiftUI's `ToolbarPlacement`: the
/// navigation bar a `NavigationStack` draws and the tab bar a `TabView` draws. (The bottom
/// toolbar is not drawn by Cairn, so `.bottomBar` is not declared: hiding it does not
/// compile rather than silently doing nothing.)
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The navigation bar of a `NavigationStack` or `NavigationView`.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar of a `TabView`, asked for by a tab's content.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The system's choice: on an iPhone, the navigation bar.
    public static let automatic = ToolbarPlacement(name: "automatic")
}

/// The tab bar's visibility a tab's content asks for (`.toolbar(.hidden, for: .tabBar)`).
enum TabBarVisibilityKey {}

/// The view `toolbar(_:for:)` returns: its content, with the visibility recorded for the
/// bars named (none named: the navigation bar), leaving the others' as set elsewhere.
struct BarVisibilityWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let visibility: Visibility
    let bars: [ToolbarPlacement]
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content)
        let navigation = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        let value = visibility == .hidden ? Visibility.hidden : Visibility.visible
        for n in nodes {
            if navigation { n.layoutValues[ObjectIdentifier(NavigationBarVisibility.self)] = value }
            if bars.contains(.tabBar) { n.layoutValues[ObjectIdentifier(TabBarVisibilityKey.self)] = value }
        }
        return nodes
    }
}

/// The navigation bar's visibility a view asks for (`.toolbar(_:for:)`).
enum NavigationBarVisibility {
    /// Whether `content` asks to hide its navigation container's bar.
    static func isHidden(_ content: ViewNode) -> Bool {
        (content.layoutValues[ObjectIdentifier(NavigationBarVisibility.self)] as? Visibility) == .hidden
    }
}

extension View {
    /// Shows or hides the navigation bar of the navigation container around this view, as
    /// SwiftUI's `toolbar(_:for:)` ("Specifies the visibility of a bar managed by SwiftUI… The
    /// preferred visibility flows up to the nearest container that renders a bar", Apple's
    /// documentation; no bars means the automatic one, a `NavigationStack`'s bar): with
    /// `.hidden` the container draws no bar, title or toolbar items and its content starts at
    /// the top; `.visible` and `.automatic` keep the bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        BarVisibilityWriter(content: self, visibility: visibility, bars: bars)
    }

    /// Shows or hides bars, as `toolbar(_:for:)` does (Apple: `toolbarVisibility(_:for:)`,
    /// iOS 18's name for it).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        BarVisibilityWriter(content: self, visibility: visibility, bars: bars)
    }

    /// Hides the navigation bar for this view, as SwiftUI's (deprecated) `navigationBarHidden(_:)`:
    /// the same as `.toolbar(hidden ? .hidden : .visible, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .visible, for: .navigationBar)
    }
}
