import CairnGeometry
import CairnViews

/// The environment key of `defaultScrollAnchor`.
private struct DefaultScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

/// The environment key of `defaultScrollAnchor(_:for: .initialOffset)`.
private struct InitialOffsetScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

/// The environment key of `defaultScrollAnchor(_:for: .alignment)`.
private struct AlignmentScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

/// What a scroll anchor set with `defaultScrollAnchor(_:for:)` governs (Apple:
/// `ScrollAnchorRole`, iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let rawValue: Int
    /// Where the scroll view starts (content longer than the scroll view).
    public static let initialOffset = ScrollAnchorRole(rawValue: 0)
    /// How the visible part moves when the content's size changes: no change in a still.
    public static let sizeChanges = ScrollAnchorRole(rawValue: 1)
    /// How content shorter than the scroll view is aligned in it.
    public static let alignment = ScrollAnchorRole(rawValue: 2)
}

extension EnvironmentValues {
    /// `defaultScrollAnchor(_:for: .initialOffset)`'s anchor.
    var initialOffsetScrollAnchor: UnitPoint? {
        get { self[InitialOffsetScrollAnchorKey.self] }
        set { self[InitialOffsetScrollAnchorKey.self] = newValue }
    }
    /// `defaultScrollAnchor(_:for: .alignment)`'s anchor.
    var alignmentScrollAnchor: UnitPoint? {
        get { self[AlignmentScrollAnchorKey.self] }
        set { self[AlignmentScrollAnchorKey.self] = newValue }
    }

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

    /// Sets the anchor for one role of a scroll view (Apple: `defaultScrollAnchor(_:for:)`,
    /// iOS 18): `.initialOffset` places content longer than the scroll view (`.bottom` starts
    /// a chat at its end), `.alignment` aligns content shorter than it, `.sizeChanges`
    /// governs later size changes (nothing a still shows). A role's anchor takes precedence
    /// over `defaultScrollAnchor(_:)`'s for that case.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.self) { env in
            if role == .initialOffset { env.initialOffsetScrollAnchor = anchor }
            if role == .alignment { env.alignmentScrollAnchor = anchor }
        }
    }
}
