import CairnViews
import Foundation

// The navigation bar's iOS 13–14 spellings (deprecated, still in pasted code), each drawn by
// its modern replacement: `navigationBarTitle` → `navigationTitle` (+ the display mode),
// `navigationBarItems` → `toolbar` items at the bar's leading and trailing edges.

extension View {
    /// Titles the navigation bar, as SwiftUI's deprecated `navigationBarTitle(_:)`
    /// (`navigationTitle(_:)`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Titles the navigation bar with a localized string key (deprecated spelling).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// Titles the navigation bar with a string shown verbatim (deprecated spelling).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// Titles the navigation bar and chooses how the title shows, as SwiftUI's deprecated
    /// `navigationBarTitle(_:displayMode:)`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItemTitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Titles the navigation bar with a localized string key and a display mode (deprecated spelling).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItemTitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Titles the navigation bar with a string and a display mode (deprecated spelling).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItemTitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Puts `leading` and `trailing` in the navigation bar, as SwiftUI's deprecated
    /// `navigationBarItems(leading:trailing:)` (toolbar items at `.topBarLeading` and
    /// `.topBarTrailing`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// Puts `leading` at the navigation bar's leading edge (deprecated spelling).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// Puts `trailing` at the navigation bar's trailing edge (deprecated spelling).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }
}
