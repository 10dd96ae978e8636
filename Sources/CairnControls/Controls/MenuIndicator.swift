import CairnViews

private struct MenuIndicatorKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// Whether menus in this view show their indicator (Apple: `menuIndicatorVisibility`;
    /// default `.automatic`).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of the indicator of the menus in this view (Apple:
    /// `menuIndicator(_:)`, iOS 15, "Sets the menu indicator visibility for controls within
    /// this view"): `.hidden` removes the up-and-down chevrons after a menu-style `Picker`'s
    /// value. A `Menu`'s button shows no indicator on iOS, so it does not change.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }

    /// Sets whether the controls in this view show their labels (Apple:
    /// `labelsVisibility(_:)`, iOS 18): `.hidden` is `labelsHidden()`; `.visible` and
    /// `.automatic` show them again inside a `labelsHidden()` view.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        transformEnvironment(\.labelsHidden) { $0 = visibility == .hidden }
    }

    /// Binds the focus of this view's search field to `condition` (Apple:
    /// `searchFocused(_:)`, iOS 18). Focus does not show in a still picture (the keyboard and
    /// caret appear only on a device): nothing drawn changes, as for `focused(_:)`.
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds the focus of this view's search field to `binding` being `value` (Apple:
    /// `searchFocused(_:equals:)`, iOS 18); nothing drawn changes, as for `focused(_:equals:)`.
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
}
