import CairnGeometry
import Foundation

/// The HStack/VStack algorithm (reference §4; OpenSwiftUI `StackLayout`, objc.io, Field Guide).
///
/// Steps:
/// 0. Spacing: the explicit spacing for every pair, else each pair's spacing preferences.
/// 1. Unspecified major proposal (ideal sizing): every child is proposed nil on the major
///    axis and the stack's minor proposal; no sorting.
/// 2. Concrete major proposal P: probe each child's minimum (proposed 0) and maximum
///    (proposed ∞); sort by priority (highest first), then flexibility (max − min,
///    smallest first; two infinite flexibilities: larger minimum first; other ties:
///    declaration order); reserve the minimums of all lower-priority groups; within a group
///    propose each child `max(available / remaining, 0)` and subtract what it took.
/// 3. Minor axis: each child sits at −(its alignment guide); the stack's minor extent is the
///    union of the children's ranges and the alignment line, shifted to start at 0.
/// 4. Placement re-runs step 2 with the sizing proposal, a nil minor proposal replaced by
///    the stack's final minor size, and lays children out in order (RTL mirrors later).
package struct StackAlgorithm {
    package let axis: Axis
    package let spacing: CGFloat?
    package let alignment: AlignmentKey

    package init(axis: Axis, spacing: CGFloat?, alignment: AlignmentKey) {
        self.axis = axis
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
        self.alignment = alignment
    }

    /// The result of laying the children out for one proposal.
    package struct Result {
        /// Each child's proposal, in declaration order.
        package var proposals: [ProposedViewSize]
        /// Each child's top-leading corner in the stack's coordinates.
        package var origins: [CGPoint]
        /// The stack's size.
        package var size: CGSize
    }

    // Step 0
    package func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        let n = subviews.count
        guard n > 1 else { return [] }
        let base = subviews.startIndex
        var result = [CGFloat](repeating: 0, count: n - 1)
        if let spacing {
            for i in 0..<(n - 1) { result[i] = spacing }
            return result
        }
        var previous = subviews[base].spacing
        for i in 0..<(n - 1) {
            let next = subviews[base + i + 1].spacing
            result[i] = previous.distance(to: next, along: axis)
            previous = next
        }
        return result
    }

    package func layout(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Result {
        layout(proposal, subviews: subviews, gaps: gaps(subviews), priorities: subviews.map(\.priority))
    }

    /// Steps 1–3 with the gaps and the children's priorities already known (they do not
    /// depend on the proposal, so the cache computes them once per container).
    func layout(_ proposal: ProposedViewSize, subviews: LayoutSubviews, gaps: [CGFloat], priorities: [Double]) -> Result {
        let n = subviews.count
        let base = subviews.startIndex
        var totalSpacing: CGFloat = 0
        for g in gaps { totalSpacing += g }
        let minor = proposal[axis.other]
        var proposals = [ProposedViewSize](repeating: ProposedViewSize(major: nil, minor: minor, axis: axis), count: n)

        // Steps 2.1–2.4 keep each child's minimum and flexibility in scratch memory on the
        // stack (no array per measurement).
        if let major = proposal[axis], n > 0 { withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 2 * n) { probe in
            let mins = UnsafeMutableBufferPointer(rebasing: probe[0..<n])
            let flex = UnsafeMutableBufferPointer(rebasing: probe[n..<(2 * n)])
            // Step 2.1: probe flexibility.
            let zero = ProposedViewSize(major: 0, minor: minor, axis: axis)
            let infinite = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
            for i in 0..<n {
                let s = subviews[base + i]
                let lo = s.sizeThatFits(zero)[axis]
                let hi = s.sizeThatFits(infinite)[axis]
                mins[i] = lo
                flex[i] = hi - lo
            }
            // Step 2.2: fitting order.
            let order = (0..<n).sorted { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                if flex[a] != flex[b] {
                    if flex[a].isInfinite && flex[b].isInfinite { return a < b }
                    return flex[a] < flex[b]
                }
                if flex[a].isInfinite && mins[a] != mins[b] { return mins[a] > mins[b] }
                return a < b
            }
            // Step 2.3: reserve the minimums of lower-priority groups.
            var available = major - totalSpacing
            let topPriority = priorities[order[0]]
            for i in order where priorities[i] != topPriority { available -= mins[i] }
            // Step 2.4: distribute, group by group.
            var k = 0
            while k < n {
                let p = priorities[order[k]]
                var end = k
                while end < n && priorities[order[end]] == p { end += 1 }
                if k > 0 { for j in k..<end { available += mins[order[j]] } }
                var remaining = end - k
                for j in k..<end {
                    let i = order[j]
                    let share = max(available / CGFloat(remaining), 0)
                    proposals[i] = ProposedViewSize(major: share, minor: minor, axis: axis)
                    available -= subviews[base + i].sizeThatFits(proposals[i])[axis]
                    remaining -= 1
                }
                k = end
            }
        } }

        // Step 3: minor axis.
        // `origins` first holds each child's start (−its guide) and its length along the
        // axis (no array of dimensions is kept); the second loop makes them origins.
        var origins: [CGPoint] = []
        origins.reserveCapacity(n)
        var lo: CGFloat = 0, hi: CGFloat = 0
        for i in 0..<n {
            let d = subviews[base + i].dimensions(in: proposals[i])
            let start = -d[alignment]
            origins.append(CGPoint(x: start, y: d.size[axis]))
            lo = min(lo, start)
            hi = max(hi, start + d.size[axis.other])
        }
        var position: CGFloat = 0
        for i in 0..<n {
            let minorOrigin = origins[i].x - lo
            let length = origins[i].y
            origins[i] = axis == .horizontal ? CGPoint(x: position, y: minorOrigin) : CGPoint(x: minorOrigin, y: position)
            position += length
            if i < gaps.count { position += gaps[i] }
        }
        return Result(proposals: proposals, origins: origins, size: CGSize(major: position, minor: hi - lo, axis: axis))
    }
}

/// A horizontal stack layout: `HStack`'s algorithm as a `Layout`.
public struct HStackLayout: Layout {
    /// How children line up vertically (default `.center`).
    public var alignment: VerticalAlignment
    /// The gap between children in points; nil uses each pair's preferred spacing (8 between most views).
    public var spacing: CGFloat?
    /// A horizontal stack with the given child alignment and spacing (nil: the children's preferences).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// A horizontal stack orientation, so `Spacer`s inside expand horizontally.
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    /// The sizes computed for recent proposals, reused by placement.
    public typealias Cache = StackCache
    /// An empty cache.
    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    /// The stack's size for `proposal`: SwiftUI's algorithm, sharing space among children from the least to the most flexible, by layout priority.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        cache.layout(StackAlgorithm(axis: .horizontal, spacing: spacing, alignment: alignment.key), proposal, subviews).size
    }
    /// Places the children left to right (right to left in a right-to-left layout) with the spacing, aligned on `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        cache.place(StackAlgorithm(axis: .horizontal, spacing: spacing, alignment: alignment.key), in: bounds, proposal, subviews)
    }
    /// The first child's leading spacing, the last child's trailing spacing and every child's top and bottom spacing.
    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
        stackSpacing(subviews, axis: .horizontal)
    }
}

/// A vertical stack layout: `VStack`'s algorithm as a `Layout`.
public struct VStackLayout: Layout {
    /// How children line up horizontally (default `.center`).
    public var alignment: HorizontalAlignment
    /// The gap between children in points; nil uses each pair's preferred spacing (8 between most views).
    public var spacing: CGFloat?
    /// A vertical stack with the given child alignment and spacing (nil: the children's preferences).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// A vertical stack orientation, so `Spacer`s inside expand vertically.
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }
    /// The sizes computed for recent proposals, reused by placement.
    public typealias Cache = StackCache
    /// An empty cache.
    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    /// The stack's size for `proposal`: SwiftUI's algorithm, sharing space among children from the least to the most flexible, by layout priority.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        cache.layout(StackAlgorithm(axis: .vertical, spacing: spacing, alignment: alignment.key), proposal, subviews).size
    }
    /// Places the children top to bottom with the spacing, aligned on `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        cache.place(StackAlgorithm(axis: .vertical, spacing: spacing, alignment: alignment.key), in: bounds, proposal, subviews)
    }
    /// The first child's top spacing, the last child's bottom spacing and every child's leading and trailing spacing.
    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
        stackSpacing(subviews, axis: .vertical)
    }
}

/// A stack publishes its first child's leading edge, its last child's trailing edge and
/// every child's cross-axis edges (reference §5).
private func stackSpacing(_ subviews: LayoutSubviews, axis: Axis) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    let (startEdge, endEdge): (Edge, Edge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    let cross: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    var result = ViewSpacing.empty
    result[startEdge] = first.spacing[startEdge]
    result[endEdge] = last.spacing[endEdge]
    for s in subviews { result.formUnion(s.spacing, edges: cross) }
    return result
}

/// The stack's cache: the last layouts computed, so placement reuses sizing work.
public struct StackCache {
    private var results: [(ProposedViewSize, StackAlgorithm.Result)] = []
    /// The gaps between the children and their priorities: the same for every proposal,
    /// so computed once (nil until the first layout).
    private var gaps: [CGFloat]?
    private var priorities: [Double] = []
    /// An empty cache.
    public init() {}

    mutating func layout(_ algorithm: StackAlgorithm, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> StackAlgorithm.Result {
        for entry in results where entry.0 == proposal { return entry.1 }
        let gaps: [CGFloat]
        if let known = self.gaps, priorities.count == subviews.count {
            gaps = known
        } else {
            gaps = algorithm.gaps(subviews)
            priorities = subviews.map(\.priority)
            self.gaps = gaps
        }
        let r = algorithm.layout(proposal, subviews: subviews, gaps: gaps, priorities: priorities)
        if results.count >= 8 { results.removeFirst() }
        results.append((proposal, r))
        return r
    }

    // Step 4
    mutating func place(_ algorithm: StackAlgorithm, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var p = proposal
        if p[algorithm.axis.other] == nil {
            p[algorithm.axis.other] = layout(algorithm, proposal, subviews).size[algorithm.axis.other]
        }
        let r = layout(algorithm, p, subviews)
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + r.origins[i].x, y: bounds.minY + r.origins[i].y), proposal: r.proposals[i])
        }
    }
}
