import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// The environment key of `isScrollClipDisabled`.
private struct ScrollClipDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether scroll views inside draw their content beyond their bounds (`.scrollClipDisabled()`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Sets whether scroll views in this view clip their content to their bounds, as SwiftUI's
    /// `scrollClipDisabled(_:)` (iOS 17).
    ///
    /// Apple: "Sets whether a scroll view clips its content to its bounds"; with clipping
    /// disabled, content past the scroll view's frame (a card's shadow, the next card of a
    /// carousel) is drawn where it lies.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }
}
