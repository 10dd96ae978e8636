import Foundation
import CairnViews

/// How a `NavigationView` arranges its views (Apple: `NavigationViewStyle`, deprecated with
/// `NavigationView`). Apple: "by default, navigation views appear with multiple columns in
/// wider environments, like iPad in landscape orientation"; `.stack` forces "single-column
/// stack navigation in these environments". Cairn draws an iPhone, whose compact width shows
/// one column in every style, so every style draws the same stack (tested): the modifier is
/// declared so code that sets it compiles. Apple documents no custom styles.
public protocol NavigationViewStyle {}

/// The default navigation view style (Apple: `DefaultNavigationViewStyle`, `.automatic`).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// A view stack that shows a single top view at a time (Apple: `StackNavigationViewStyle`,
/// `.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// A series of views in columns (Apple: `ColumnNavigationViewStyle`, `.columns`): one column
/// on an iPhone.
public struct ColumnNavigationViewStyle: NavigationViewStyle {}

/// A primary view stack that navigates to a detail view (Apple:
/// `DoubleColumnNavigationViewStyle`): one column on an iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The double-column style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A view stack that only shows a single top view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A series of views in columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of the navigation views in this view (Apple: `navigationViewStyle(_:)`).
    /// On an iPhone every style draws a stack, so the view is unchanged (see
    /// `NavigationViewStyle`).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
