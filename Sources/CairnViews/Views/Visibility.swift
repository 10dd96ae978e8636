import Foundation

/// The visibility of a UI element, as SwiftUI's `Visibility`: chosen automatically, always
/// shown, or hidden (used by `chartLegend(_:)`, `chartXAxis(_:)`, ...).
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The element may be shown or hidden, whichever the context prefers.
    case automatic
    /// The element is shown.
    case visible
    /// The element is hidden.
    case hidden
}
