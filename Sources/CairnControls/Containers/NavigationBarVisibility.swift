import CairnLayout
import CairnViews

/// A bar that `.toolbar(_:for:)` shows or hides, as SwiftUI's `ToolbarPlacement`. Cairn has the
/// navigation bar only (the one a still `NavigationStack` draws); the tab and bottom bars are
/// not declared, so hiding them does not compile rather than silently doing nothing.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The navigation bar of a `NavigationStack` or `NavigationView`.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
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
        let hides = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar))
        return LayoutValueView(content: self, key: ObjectIdentifier(NavigationBarVisibility.self), value: hides ? Visibility.hidden : Visibility.visible)
    }

    /// Hides the navigation bar for this view, as SwiftUI's (deprecated) `navigationBarHidden(_:)`:
    /// the same as `.toolbar(hidden ? .hidden : .visible, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .visible, for: .navigationBar)
    }
}
