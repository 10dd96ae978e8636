import Cairn
import CairnActivityKit
import Foundation

// Live Activities (WidgetKit with ActivityKit, iOS 16.1): `ActivityConfiguration` with its
// context, environment values and modifiers. The Dynamic Island's types are in
// DynamicIsland.swift; how each presentation is drawn, in LiveActivityPresentation.swift.

/// What a Live Activity's views receive (WidgetKit's `ActivityViewContext`).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The static data.
    public let attributes: Attributes
    /// The dynamic data.
    public let state: Attributes.ContentState
    /// Whether the content is past its stale date (false in a render).
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String
}

/// A Live Activity's views (WidgetKit's `ActivityConfiguration`): the Lock Screen
/// presentation `content` and the Dynamic Island's presentations, for an activity's context.
/// As a widget in a bundle it draws nothing on the Home Screen; `LiveActivityContainer` and the
/// Live Activity forms of `#Preview` draw it.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, WidgetContentSource {
    let lockScreen: (ActivityViewContext<Attributes>) -> AnyView
    let island: (ActivityViewContext<Attributes>) -> DynamicIsland

    /// The Live Activity of `Attributes`: `content` for the Lock Screen, `dynamicIsland` for
    /// the Dynamic Island.
    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        lockScreen = { AnyView(content($0)) }
        island = dynamicIsland
    }

    /// A primitive configuration is its own body.
    public var body: Self { self }

    /// No Home Screen entry view: a Live Activity is not a timeline widget.
    var widgetContent: WidgetContent { WidgetContent(view: { _ in nil }, timeline: { _ in [] }) }

    /// The families it supports beyond the iPhone's (a watch's Smart Stack): nothing drawn
    /// changes.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self { self }
}

/// The sizes a Live Activity is drawn in (WidgetKit's `ActivityFamily`).
public enum ActivityFamily: Hashable, Sendable {
    /// The small presentation (Apple Watch, CarPlay).
    case small
    /// The medium presentation (the Lock Screen).
    case medium
}

private struct ActivityFamilyKey: EnvironmentKey { static var defaultValue: ActivityFamily { .medium } }
private struct IsActivityFullscreenKey: EnvironmentKey { static var defaultValue: Bool { false } }
/// The `activityBackgroundTint(_:)` a Lock Screen presentation draws behind its content (the
/// first one set, in the order the content declares them).
struct ActivityBackgroundTintKey: PreferenceKey {
    static var defaultValue: Color? { nil }
    static func reduce(value: inout Color?, nextValue: () -> Color?) { value = value ?? nextValue() }
}

extension EnvironmentValues {
    /// The family the Live Activity is drawn in (WidgetKit's `activityFamily`): `.medium`.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }

    /// Whether the Live Activity fills the screen (StandBy; WidgetKit's
    /// `isActivityFullscreen`): false.
    public var isActivityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] }
        set { self[IsActivityFullscreenKey.self] = newValue }
    }
}

extension View {
    /// The background of the Live Activity's Lock Screen presentation (WidgetKit's
    /// `activityBackgroundTint(_:)`): `color` fills the presentation behind its content; nil
    /// keeps the system's background.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        preference(key: ActivityBackgroundTintKey.self, value: color)
    }

    /// The colour of the system's action button beside a Lock Screen Live Activity (the
    /// button to dismiss it): not part of the presentation Cairn draws.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

/// What a Live Activity preview shows (WidgetKit's `ActivityPreviewViewKind`).
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen presentation.
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The Dynamic Island presentations a preview shows.
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        /// The compact leading and trailing views around the camera.
        case compact
        /// The expanded presentation.
        case expanded
        /// The minimal presentation.
        case minimal
    }
}
