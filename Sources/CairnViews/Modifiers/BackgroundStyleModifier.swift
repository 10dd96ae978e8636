import CairnDisplayList

private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.background` resolves to (Apple: `EnvironmentValues.backgroundStyle`, iOS 16,
    /// "An optional style that overrides the default system background style when set"); nil:
    /// the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style `.background` and `background(in:)` fill with in this view (Apple:
    /// `backgroundStyle(_:)`, iOS 16, "Sets the specified style to render backgrounds within
    /// the view"): `.background(in: Circle()).backgroundStyle(.blue.gradient)` fills the circle
    /// with the gradient; `.background.secondary` is that style at 0.6 opacity
    /// (`BackgroundStyle`). A level of the background itself (`.backgroundStyle(.background.secondary)`)
    /// resolves against the system background.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        DiagnosticView(content: environment(\.backgroundStyle, AnyShapeStyle(style)),
                       messages: InputDiagnostics.style(style, in: "backgroundStyle(_:)"))
    }
}
