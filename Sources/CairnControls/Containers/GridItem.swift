import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): its size rule, the spacing after
/// it and the alignment of its cells, as in SwiftUI.
public struct GridItem: Sendable {
    /// How a grid item is sized.
    public enum Size: Sendable {
        /// One track of exactly this length.
        case fixed(CGFloat)
        /// One track sharing the room left, clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in the item's share, sharing it.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The size rule.
    public var size: Size
    /// The spacing to the next track (nil: 8 points).
    public var spacing: CGFloat?
    /// The alignment of cells in this item's tracks (nil: the grid's).
    public var alignment: Alignment?

    /// A grid item (default: flexible).
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One track a grid item expands into: its length, the spacing after it and its alignment.
struct GridTrack: Equatable {
    var length: CGFloat
    var spacingAfter: CGFloat
    var alignment: Alignment?
    static func == (a: GridTrack, b: GridTrack) -> Bool { a.length == b.length && a.spacingAfter == b.spacingAfter }
}

/// SwiftUI's lazy-grid track sizing for an available length `L` (published measurements:
/// "预判 LazyVGrid 布局", juejin.cn/post/7081943051349786631 and /7083356120147820552, which
/// reproduce SwiftUI's frames to the point).
///
/// Steps:
/// 1. Subtract the fixed items' lengths and every item's spacing (the last item's excepted)
///    from `L`: the room left.
/// 2. Visit the other items in order; each gets an equal share of the room left among the
///    non-fixed items not yet visited:
///    - flexible: its share clamped to `minimum...maximum`;
///    - adaptive: `n = max(1, ⌊(share + s) / (minimum + s)⌋)` tracks (s = its spacing, at
///      most 10,000 tracks; with `minimum + s ≤ 0`, one track), each
///      `(share − (n − 1) · s) / n`, at most `maximum`, never negative (the minimum decides
///      the count only, as measured);
///    and what it takes is subtracted from the room left.
/// 3. The grid reports the sum; it then sizes its tracks again for that sum (SwiftUI's second
///    pass), which is where cells are placed — so clamped flexible items can overflow.
/// With no length offered (or an infinite one), a flexible item takes its minimum and an
/// adaptive item one track of its minimum (Cairn's choice). Negative spacing counts as 0.
func gridTracks(_ items: [GridItem], available: CGFloat?) -> [GridTrack] {
    func spacing(_ item: GridItem) -> CGFloat { item.spacing.map { $0.isFinite ? max($0, 0) : 8 } ?? 8 }
    func finite(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? v : fallback }
    guard let L = available, L.isFinite else {
        return items.enumerated().map { i, item in
            let after = i == items.count - 1 ? 0 : spacing(item)
            switch item.size {
            case .fixed(let v): return GridTrack(length: max(finite(v, 0), 0), spacingAfter: after, alignment: item.alignment)
            case .flexible(let lo, _), .adaptive(let lo, _): return GridTrack(length: max(finite(lo, 0), 0), spacingAfter: after, alignment: item.alignment)
            }
        }
    }
    // Step 1.
    var room = L
    var flexibleLeft = 0
    for (i, item) in items.enumerated() {
        if i < items.count - 1 { room -= spacing(item) }
        if case .fixed(let v) = item.size { room -= max(finite(v, 0), 0) } else { flexibleLeft += 1 }
    }
    // Step 2.
    var tracks: [GridTrack] = []
    for (i, item) in items.enumerated() {
        let after = i == items.count - 1 ? 0 : spacing(item)
        switch item.size {
        case .fixed(let v):
            tracks.append(GridTrack(length: max(finite(v, 0), 0), spacingAfter: after, alignment: item.alignment))
        case .flexible(let lo, let hi):
            let share = room / CGFloat(flexibleLeft)
            let w = max(min(share, hi.isNaN ? .infinity : hi), lo.isFinite ? max(lo, 0) : 0)
            tracks.append(GridTrack(length: w, spacingAfter: after, alignment: item.alignment))
            room -= w
            flexibleLeft -= 1
        case .adaptive(let lo, let hi):
            let share = room / CGFloat(flexibleLeft)
            let s = spacing(item)
            let minimum = lo.isFinite ? max(lo, 0) : 0
            var n = 1
            if minimum + s > 0 {
                let fit = ((share + s) / (minimum + s)).rounded(.down)
                n = fit.isFinite ? Int(min(max(fit, 1), 10_000)) : 1
            }
            let w = max(min((share - CGFloat(n - 1) * s) / CGFloat(n), hi.isNaN ? .infinity : hi), 0)
            for k in 0..<n {
                tracks.append(GridTrack(length: w, spacingAfter: k == n - 1 ? after : s, alignment: item.alignment))
            }
            room -= CGFloat(n) * w + CGFloat(n - 1) * s
            flexibleLeft -= 1
        }
    }
    return tracks
}

/// The total length of `tracks` with their spacing.
func gridLength(_ tracks: [GridTrack]) -> CGFloat {
    tracks.reduce(0) { $0 + $1.length + $1.spacingAfter }
}
