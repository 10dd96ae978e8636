import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// The placement of margins (iOS 17): which part of a view `contentMargins(_:_:for:)`
/// customises.
///
/// Apple: `automatic` makes "a ScrollView … use this placement to automatically inset both
/// its content and scroll indicators by the specified amount"; `scrollContent` insets
/// "their content, but not their scroll indicators"; `scrollIndicators` insets "their scroll
/// indicators, but not their content". iOS hides scroll indicators at rest, so in a still
/// image `scrollIndicators` margins change nothing that is drawn.
public struct ContentMarginPlacement: Hashable, Sendable {
    let insetsContent: Bool
    let insetsIndicators: Bool

    /// The automatic placement: scroll views inset both their content and their indicators.
    public static let automatic = ContentMarginPlacement(insetsContent: true, insetsIndicators: true)
    /// The scroll content placement: scroll views inset their content, not their indicators.
    public static let scrollContent = ContentMarginPlacement(insetsContent: true, insetsIndicators: false)
    /// The scroll indicators placement: scroll views inset their indicators, not their content.
    public static let scrollIndicators = ContentMarginPlacement(insetsContent: false, insetsIndicators: true)
}

private struct ScrollContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }

extension EnvironmentValues {
    /// The margins scroll views and lists in this view add around their scrollable content.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Configures the content margin for a placement (iOS 17): the scroll views and lists in
    /// this view inset their content by `insets` on `edges`.
    ///
    /// Apple: "the scroll view will automatically inset its content by the safe area plus an
    /// additional 20 points on the leading and trailing edge" for
    /// `.contentMargins(.horizontal, 20.0)`. The scroll view keeps its frame (its clip and a
    /// list's background fill it); at rest its content starts `insets` in from the top and
    /// leading edges and is offered the width (or height) less the margins across a scroll
    /// axis. Along a scroll axis the trailing margin lengthens the scrollable content. A
    /// margin set closer to the scroll view wins on the edges it names; a negative or
    /// non-finite inset counts as 0.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement.insetsContent else { return }
            func clean(_ v: CGFloat) -> CGFloat { validLength(v) ?? 0 }
            if edges.contains(.top) { margins.top = clean(insets.top) }
            if edges.contains(.leading) { margins.leading = clean(insets.leading) }
            if edges.contains(.bottom) { margins.bottom = clean(insets.bottom) }
            if edges.contains(.trailing) { margins.trailing = clean(insets.trailing) }
        }
    }

    /// Configures the content margin for a placement (iOS 17): `length` points on `edges`
    /// (nil: the default, no margin, as a `ScrollView` has by default).
    ///
    /// Apple's example: `ScrollView(.horizontal) { … }.contentMargins(.horizontal, 20.0)`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? 0), for: placement)
    }

    /// Configures the content margin for a placement (iOS 17): `length` points on all edges.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }
}
