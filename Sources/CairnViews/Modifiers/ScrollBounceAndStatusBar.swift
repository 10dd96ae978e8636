import CairnGeometry

/// When a scroll view bounces at its edges, as SwiftUI's `ScrollBounceBehavior` (iOS 16.4).
public struct ScrollBounceBehavior: Equatable, Sendable {
    let name: String
    /// The platform's default: always bounce on iOS.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Bounce whatever the content's size.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounce only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// Accepted for source compatibility: bouncing happens while dragging, so a still image
    /// (a scroll view at rest, at offset zero) is the same with any behaviour.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Accepted for source compatibility: Cairn draws no status bar (a rendered image has no
    /// safe area, see `NavigationStack`), so hiding it changes nothing drawn.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
}
