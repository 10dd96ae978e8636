import CairnGeometry
import CairnViews

/// The environment key of `defaultScrollAnchor`.
private struct DefaultScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

extension EnvironmentValues {
    /// The anchor set by `.defaultScrollAnchor(_:)` (nil: the top-leading offset zero).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Sets which part of a scroll view's content shows at rest, as SwiftUI's iOS 17
    /// `defaultScrollAnchor(_:)` ("Associates an anchor to control which part of the scroll
    /// view's content should be rendered by default… Provide a value of `bottom` to have the
    /// scroll view start at the bottom of its content", Apple's documentation). Along each
    /// scrollable axis the anchor's point of the content is placed on the same point of the
    /// scroll view: `.bottom` shows the end of a long column; content shorter than the scroll
    /// view is aligned by the anchor too (Apple: the anchor also decides "how the scroll view
    /// should align content smaller than its container size"). `nil` keeps the top/leading edge.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}
