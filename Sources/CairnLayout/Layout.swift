import CairnAnimation
import CairnGeometry
import Foundation

/// A type that sizes and places a collection of subviews: SwiftUI's `Layout` protocol.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`; everything else has SwiftUI's defaults.
/// The `bounds` given to `placeSubviews` are in the parent's coordinate space, so always
/// offset positions by `bounds.minX`/`bounds.minY`.
public protocol Layout: Animatable {
    /// Properties of this layout type (its stack orientation).
    static var layoutProperties: LayoutProperties { get }
    /// Cached values the layout computes once and reuses.
    associatedtype Cache = Void
    /// The subviews of a container.
    typealias Subviews = LayoutSubviews

    /// Creates the cache (once per container).
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when subviews change (default: make it again).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's spacing preferences (default: the union of its subviews').
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's explicit value of a horizontal guide (default: its subviews' combined).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The container's explicit value of a vertical guide (default: its subviews' combined).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// The default properties: no stack orientation (SwiftUI's default for a custom layout).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Rebuilds the cache with `makeCache(subviews:)` when the subviews change (SwiftUI's default).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing; an empty container has zero spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        var result = first.spacing
        for s in subviews.dropFirst() { result.formUnion(s.spacing) }
        return result
    }

    /// SwiftUI's default: the subviews' explicit values of `guide` where they are placed, combined (custom guides averaged, first baseline top-most, last baseline bottom-most); nil when none has one.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// SwiftUI's default: the subviews' explicit values of `guide` where they are placed, combined (custom guides averaged, first baseline top-most, last baseline bottom-most); nil when none has one.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// SwiftUI's default: place the subviews, take the explicit values of those that have
    /// one, translated into the container's coordinates, and combine them (custom guides
    /// averaged, first baseline top-most, last baseline bottom-most, built-in edges never).
    package func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        if key.combination == .none || subviews.isEmpty { return nil }
        let recorder = PlacementRecorder(subviews)
        placeSubviews(in: bounds, proposal: proposal, subviews: recorder.subviews, cache: &cache)
        var values: [CGFloat] = []
        for (i, subview) in subviews.enumerated() {
            let placement = recorder.placements[i] ?? LayoutPlacement(
                origin: CGPoint(x: bounds.midX, y: bounds.midY), proposal: proposal, size: subview.sizeThatFits(proposal))
            let d = subview.dimensions(in: placement.proposal)
            guard let v = d[explicit: key] else { continue }
            let origin = key.axis == .horizontal ? placement.origin.x - bounds.minX : placement.origin.y - bounds.minY
            values.append(origin + v)
        }
        return key.combine(values)
    }
}

extension Layout where Cache == () {
    /// No cache: for layouts whose `Cache` is `()`.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Stands in for a container's subviews to learn where `placeSubviews` puts them,
/// without moving the real subviews.
package final class PlacementRecorder {
    private final class Proxy: LayoutSubviewProxy {
        let base: any LayoutSubviewProxy
        let index: Int
        unowned let recorder: PlacementRecorder
        init(base: any LayoutSubviewProxy, index: Int, recorder: PlacementRecorder) {
            self.base = base
            self.index = index
            self.recorder = recorder
        }
        func sizeThatFits(_ p: ProposedViewSize) -> CGSize { base.sizeThatFits(p) }
        func dimensions(in p: ProposedViewSize) -> ViewDimensions { base.dimensions(in: p) }
        var priority: Double { base.priority }
        var spacing: ViewSpacing { base.spacing }
        func layoutValue(for key: ObjectIdentifier) -> Any? { base.layoutValue(for: key) }
        func recordPlacement(_ placement: LayoutPlacement) { recorder.placements[index] = placement }
    }

    package var placements: [LayoutPlacement?]
    package private(set) var subviews = LayoutSubviews([])

    package init(_ original: LayoutSubviews) {
        placements = Array(repeating: nil, count: original.count)
        var proxies: [LayoutSubview] = []
        for (i, s) in original.enumerated() {
            proxies.append(LayoutSubview(proxy: Proxy(base: s.proxy, index: i, recorder: self), index: i))
        }
        subviews = LayoutSubviews(proxies, layoutDirection: original.layoutDirection)
    }
}
