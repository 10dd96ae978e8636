import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// Where a view is in its scroll view's visible region (Apple: `ScrollTransitionPhase`,
/// iOS 17).
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region: above it (vertical) or before its leading edge.
    case topLeading
    /// Inside the visible region, past the configuration's threshold.
    case identity
    /// After the visible region: below it or past its trailing edge.
    case bottomTrailing

    /// Whether the phase is `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing` (Apple: "Returns -1.0
    /// when in the topLeading phase, zero when in the identity phase, and 1.0 when in the
    /// bottomTrailing phase").
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition moves between its phases (Apple: `ScrollTransitionConfiguration`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable { case interactive, animated, identity }
    let mode: Mode
    var thresholdValue: Threshold = .visible

    /// Interpolates the effect with the view's position as it scrolls across the threshold:
    /// at the threshold the identity phase's effect, fully hidden the edge phase's.
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive)
    /// Switches to the edge phase's effect once the view passes the threshold (animated on a
    /// device; a rendered frame shows where the animation ends).
    public static let animated = ScrollTransitionConfiguration(mode: .animated)
    /// `animated`, with `animation` (a still shows where it ends).
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// Never leaves the identity phase.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    /// This configuration with the threshold at which the view counts as fully visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var c = self
        c.thresholdValue = threshold
        return c
    }

    /// This configuration with `animation` (for `.animated`; a still shows where it ends).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// A point in a view's progress from hidden (wholly outside the visible region) to
    /// visible (Apple: `ScrollTransitionConfiguration.Threshold`): the position of the view's
    /// leading edge along the axis, measured from the visible region's start, at which it
    /// becomes identity, given the view's length and the region's, on one side.
    public struct Threshold: Sendable {
        let position: @Sendable (_ trailingSide: Bool, _ length: CGFloat, _ visible: CGFloat) -> CGFloat

        /// The whole view is visible.
        public static let visible = Threshold.visible(1)
        /// The whole view is hidden (the view is identity while any of it shows).
        public static let hidden = Threshold.visible(0)
        /// The view is centred in the visible region.
        public static var centered: Threshold { Threshold { _, length, visible in (visible - length) / 2 } }
        /// `amount` of the view is visible (0 hidden, 1 wholly visible; clamped, NaN is 1).
        public static func visible(_ amount: Double) -> Threshold {
            let a = CGFloat(amount.isNaN ? 1 : min(max(amount, 0), 1))
            return Threshold { trailing, length, visible in trailing ? visible - a * length : -(1 - a) * length }
        }
        /// This threshold moved `distance` points further into the visible region.
        public func inset(by distance: Double) -> Threshold {
            let d = CGFloat(distance.isFinite ? distance : 0), base = position
            return Threshold { trailing, length, visible in base(trailing, length, visible) + (trailing ? -d : d) }
        }
        /// The threshold a fraction `amount` of the way from this one to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = CGFloat(amount.isFinite ? amount : 0), a = position, b = other.position
            return Threshold { trailing, length, visible in
                let p = a(trailing, length, visible)
                return p + (b(trailing, length, visible) - p) * t
            }
        }
    }
}

/// A view's phase and how far into it (0 at the threshold, 1 wholly hidden).
struct ScrollTransitionState: Equatable {
    var phase: ScrollTransitionPhase
    var progress: Double
    static let identity = ScrollTransitionState(phase: .identity, progress: 0)

    /// The state of a view whose leading edge is at `start` (from the visible region's start)
    /// with `length`, in a region `visible` long.
    static func of(start: CGFloat, length: CGFloat, visible: CGFloat,
                   topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration) -> ScrollTransitionState {
        guard start.isFinite, length.isFinite, visible.isFinite else { return .identity }
        let lead = topLeading.thresholdValue.position(false, length, visible)
        let trail = bottomTrailing.thresholdValue.position(true, length, visible)
        func progress(_ distance: CGFloat, _ span: CGFloat) -> Double {
            span > 0 ? Double(min(max(distance / span, 0), 1)) : 1
        }
        if start < lead, topLeading.mode != .identity {
            let p = progress(lead - start, lead + length)
            return ScrollTransitionState(phase: .topLeading, progress: topLeading.mode == .animated ? 1 : p)
        }
        if start > trail, bottomTrailing.mode != .identity {
            let p = progress(start - trail, visible - trail)
            return ScrollTransitionState(phase: .bottomTrailing, progress: bottomTrailing.mode == .animated ? 1 : p)
        }
        return .identity
    }

    /// The state of `node` in its nearest scroll view along `axis` (nil: the scroll view's
    /// axis); identity outside any scroll view.
    static func of(_ node: ViewNode, axis: Axis?, topLeading: ScrollTransitionConfiguration,
                   bottomTrailing: ScrollTransitionConfiguration) -> ScrollTransitionState {
        var ancestor = node.parent
        while let n = ancestor, !(n.behavior is ScrollBehavior) { ancestor = n.parent }
        guard let scroll = ancestor, let behavior = scroll.behavior as? ScrollBehavior else { return .identity }
        let along = axis ?? (behavior.axes.contains(.vertical) ? .vertical : .horizontal)
        let region = scroll.globalFrame, f = node.globalFrame
        return along == .vertical
            ? of(start: f.minY - region.minY, length: f.height, visible: region.height, topLeading: topLeading, bottomTrailing: bottomTrailing)
            : of(start: f.minX - region.minX, length: f.width, visible: region.width, topLeading: topLeading, bottomTrailing: bottomTrailing)
    }
}

extension View {
    /// Applies the effect `transition` returns for the view's phase as it scrolls through its
    /// scroll view's visible region (Apple: `scrollTransition(_:axis:transition:)`, iOS 17).
    ///
    /// ```swift
    /// ForEach(photos) { photo in
    ///     PhotoCard(photo).scrollTransition { content, phase in
    ///         content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.75)
    ///     }
    /// }
    /// ```
    /// The phase is `.identity` while the view is inside the threshold (by default wholly
    /// visible), `.topLeading` or `.bottomTrailing` past it. With `.interactive` (the default)
    /// the drawn effect is interpolated between the identity phase's and the edge phase's by
    /// how far the view has moved from the threshold to wholly hidden; with `.animated` the
    /// edge phase's effect applies fully once the view passes the threshold (where its
    /// animation ends). A rendered scroll view is at its initial position unless a
    /// `ScrollPosition` moves it; views outside any scroll view stay in the identity phase.
    /// `axis` nil follows the scroll view's axis. The effects never change layout.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// `scrollTransition` with a configuration for each edge (Apple:
    /// `scrollTransition(topLeading:bottomTrailing:axis:transition:)`).
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        VisualEffectView(content: self, name: "ScrollTransition") { node in
            let state = ScrollTransitionState.of(node, axis: axis, topLeading: topLeading, bottomTrailing: bottomTrailing)
            let identity = transition(EmptyVisualEffect(), .identity).operations
            if state.phase == .identity { return identity }
            let edge = transition(EmptyVisualEffect(), state.phase).operations
            return VisualEffectOperation.interpolate(from: identity, to: edge, state.progress, in: node.environment)
        }
    }
}
