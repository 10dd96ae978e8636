import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

// The size stage: what a layout algorithm asks a subview (its `LayoutSubviewProxy`), each
// answer cached per node and proposal.
extension ViewNode {
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let p = ViewNode.sanitize(proposal)
        // Most nodes see a handful of proposals (a stack's child about nine): a linear
        // scan of the log beats hashing. `LoggedSize()` matches no proposal, and a node
        // not yet asked has no later sizes.
        let key = LoggedSize(p, .zero)
        if cache.firstSize.isFor(key) { return cache.firstSize.size }
        if cache.laterSizes.count < ViewNode.linearScanLimit {
            for entry in cache.laterSizes where entry.isFor(key) { return entry.size }
        } else if let hit = cache.overflow?.sizes[p] {
            return hit
        }
        // A node whose size no proposal changes (a frame with both lengths) logs each new
        // proposal with the size it already gave, without asking its behavior again.
        if !cache.firstSize.isNone, behavior.hasConstantSize {
            graph.pass.measurements += 1
            let size = cache.firstSize.size
            cache.record(p, size)
            return size
        }
        guard graph.hasStack() else { return .zero }
        graph.pass.measurements += 1
        let raw = behavior.size(self, p)
        let size = CGSize(width: ViewNode.sanitize(raw.width), height: ViewNode.sanitize(raw.height))
        cache.record(p, size)
        return size
    }

    package func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let p = ViewNode.sanitize(proposal)
        return ViewDimensions(size: sizeThatFits(p), source: self, proposal: p)
    }

    /// Answers `ViewDimensions` made by `dimensions(in:)` (their proposal is sanitised).
    package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        mayHaveGuides ? explicitAlignment(key, proposal: proposal) : nil
    }

    package var priority: Double { graph.hasStack() ? behavior.priority(self) : 0 }

    package var spacing: ViewSpacing {
        if let cached = cache.spacing { return cached.value }
        guard graph.hasStack() else { return SpacingBox.standard.value }
        let s = behavior.spacing(self)
        cache.spacing = s == SpacingBox.standard.value ? SpacingBox.standard : SpacingBox(s)
        return s
    }

    package func layoutValue(for key: ObjectIdentifier) -> Any? { layoutValues[key] }

    /// The node's explicit value of `key` for `proposal`, cached.
    package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        if !mayHaveGuides {
            // The answer is nil; the size is still asked for, as the full query does.
            _ = sizeThatFits(proposal)
            return nil
        }
        let query = AlignmentQuery(key: key, proposal: proposal)
        if let known = cache.overflow?.alignment(for: query) { return known }
        guard graph.hasStack() else { return nil }
        let value = behavior.explicitAlignment(self, key, proposal: proposal, size: sizeThatFits(proposal))
        cache.madeOverflow().record(query, value)
        return value
    }

    /// This node as a subview proxy.
    package var subview: LayoutSubview { LayoutSubview(proxy: self, index: 0) }

    /// How many logged proposals a node scans before it hashes them.
    static let linearScanLimit = 12


    // MARK: Sanitising

    /// NaN proposals become nil (unspecified) and negative ones 0.
    package static func sanitize(_ p: ProposedViewSize) -> ProposedViewSize {
        func f(_ v: CGFloat?) -> CGFloat? {
            guard let v, !v.isNaN else { return nil }
            return max(v, 0)
        }
        if let w = p.width, let h = p.height, w >= 0, h >= 0 { return p }
        return ProposedViewSize(width: f(p.width), height: f(p.height))
    }

    /// A reported length is never NaN or negative.
    package static func sanitize(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(v, 0) }
}

/// A node's size-stage caches, in one value (`ViewNode.cache`): the size reported for each
/// proposal, its spacing preferences and, out of line for the few nodes that need them,
/// hashed sizes and explicit guide values.
struct NodeLayoutCache {
    /// The first proposal received with the size reported for it, kept in the node (a
    /// leaf is usually asked once: no array for it); `LoggedSize()`, for no proposal, before.
    var firstSize = LoggedSize()
    /// The proposals received after the first, in order, with their sizes.
    var laterSizes: [LoggedSize] = []
    /// The node's spacing preferences, once asked (shared when they are the default).
    var spacing: SpacingBox?
    /// Hashed sizes and explicit guide values, made on first use.
    var overflow: NodeCacheOverflow?

    /// Every proposal received, in order, with the size reported for it.
    var sizeLog: [(proposal: ProposedViewSize, size: CGSize)] {
        guard !firstSize.isNone else { return [] }
        return ([firstSize] + laterSizes).map { ($0.proposal, $0.size) }
    }

    /// Records the size reported for a (sanitised) proposal not asked before.
    mutating func record(_ p: ProposedViewSize, _ size: CGSize) {
        if firstSize.isNone {
            firstSize = LoggedSize(p, size)
            return
        }
        if laterSizes.isEmpty { laterSizes.reserveCapacity(6) }
        laterSizes.append(LoggedSize(p, size))
        if laterSizes.count >= ViewNode.linearScanLimit {
            let hashed = madeOverflow()
            if hashed.sizes.isEmpty { for entry in sizeLog { hashed.sizes[entry.proposal] = entry.size } }
            hashed.sizes[p] = size
        }
    }

    /// The out-of-line part, made on first use.
    mutating func madeOverflow() -> NodeCacheOverflow {
        if let overflow { return overflow }
        let made = NodeCacheOverflow()
        overflow = made
        return made
    }
}

/// The caches few nodes need: sizes by proposal once a node has received more than
/// `ViewNode.linearScanLimit` proposals, and the explicit guide values asked for.
final class NodeCacheOverflow {
    /// Sizes by proposal.
    var sizes: [ProposedViewSize: CGSize] = [:]
    /// Explicit guide values asked for, scanned linearly (a node sees a handful of queries;
    /// hashing each was 15 % of a grid's layout), then hashed past 8.
    private var alignmentLog: [(query: AlignmentQuery, value: CGFloat?)] = []
    private var alignments: [AlignmentQuery: CGFloat?] = [:]

    /// The value recorded for `query` (`.some(nil)`: recorded as no value), or nil.
    func alignment(for query: AlignmentQuery) -> CGFloat?? {
        if alignmentLog.count <= 8 {
            for entry in alignmentLog where entry.query == query { return .some(entry.value) }
            return nil
        }
        return alignments[query]
    }

    /// Records the value of a query not asked before.
    func record(_ query: AlignmentQuery, _ value: CGFloat?) {
        alignmentLog.append((query, value))
        if alignmentLog.count > 8 {
            if alignments.isEmpty { for entry in alignmentLog { alignments[entry.query] = .some(entry.value) } }
            alignments[query] = .some(value)
        }
    }
}

/// A cache key for explicit alignment queries.
struct AlignmentQuery: Hashable {
    let key: AlignmentKey
    let proposal: ProposedViewSize
}

/// One entry of a node's size log: a sanitised proposal (which never holds NaN, so NaN
/// stands for an unspecified axis: 32 bytes where `(ProposedViewSize, CGSize)` takes 48)
/// and the size reported for it.
struct LoggedSize {
    private let width: CGFloat
    private let height: CGFloat
    let size: CGSize

    init(_ proposal: ProposedViewSize, _ size: CGSize) {
        width = proposal.width ?? .nan
        height = proposal.height ?? .nan
        self.size = size
    }

    /// No entry: a negative proposed width, which no sanitised proposal has, so it is for
    /// no proposal.
    @inline(__always)
    init() {
        width = -1
        height = -1
        size = .zero
    }

    /// Whether this is the empty entry `LoggedSize()`.
    var isNone: Bool { width < 0 }

    /// The proposal, with its unspecified axes back as nil.
    var proposal: ProposedViewSize {
        ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    }

    /// Whether both are for the same proposal (`ProposedViewSize`'s `==`: nil equals nil).
    @inline(__always)
    func isFor(_ other: LoggedSize) -> Bool {
        (width == other.width || (width.isNaN && other.width.isNaN))
            && (height == other.height || (height.isNaN && other.height.isNaN))
    }
}
