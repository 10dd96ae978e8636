import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// How one kind of node sizes, places, aligns and draws (the node's "layout computer").
package protocol NodeBehavior: AnyObject {
    /// The node's size for a (sanitised) proposal.
    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize
    /// Records each child's placement, in the node's own coordinates (`child.placement`).
    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize)
    /// The node's explicit value of a guide when proposed `proposal` (giving `size`).
    func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat?
    /// The node's spacing preferences.
    func spacing(_ node: ViewNode) -> ViewSpacing
    /// The node's layout priority.
    func priority(_ node: ViewNode) -> Double
    /// Appends the node's drawing (children included) in root coordinates.
    func draw(_ node: ViewNode, into list: inout DisplayList)
    /// Drops any references to nodes the behavior keeps (proxies, caches), so a deep tree
    /// can be released level by level; called once, when the node is released.
    func releaseNodes()
    /// Whether `explicitAlignment` can answer a value that does not come from the node's
    /// `children` (text baselines, `.alignmentGuide`, a custom layout's own guides, nodes
    /// kept outside `children`). When neither a node nor any node below it does, the
    /// engine answers nil without asking (most trees have no explicit guides at all).
    var definesGuides: Bool { get }
}

extension NodeBehavior {
    package func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {}
    package func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? { nil }
    package func spacing(_ node: ViewNode) -> ViewSpacing { ViewSpacing() }
    package func priority(_ node: ViewNode) -> Double { 0 }
    package func draw(_ node: ViewNode, into list: inout DisplayList) { node.drawChildren(into: &list) }
    package func releaseNodes() {}
    package var definesGuides: Bool { false }
}

/// One view in the laid-out tree: a behavior, its children, its caches and, once placed,
/// its frame in root coordinates.
package final class ViewNode: LayoutSubviewProxy, ExplicitAlignmentSource {
    package let behavior: any NodeBehavior
    @exclusivity(unchecked) package private(set) var children: [ViewNode]
    /// The node whose children include this one. Not `weak` (a weak reference moves every
    /// node's reference count to a side table, ~8 % of a layout): a parent clears its
    /// children's back references when it is released, so this is nil, never dangling,
    /// once the parent is gone.
    @exclusivity(unchecked) package unowned(unsafe) var parent: ViewNode?
    package let environment: EnvironmentValues
    /// Strong: an `unowned` reference costs a checked retain and a release on every use
    /// (~1 % of a layout); the graph holds no nodes, so this makes no cycle.
    package let graph: ViewGraph
    package let identity: Int
    /// The type name shown in layout descriptions, formatted only when asked for.
    package var name: String { nameSource() }
    private let nameSource: () -> String
    /// The values given with `.id(_:)` to this view.
    @exclusivity(unchecked) package var viewIDs: [AnyHashable] = []
    /// Values for the enclosing layout container (`.layoutValue(key:value:)`).
    @exclusivity(unchecked) package var layoutValues: [ObjectIdentifier: Any] = [:]

    @exclusivity(unchecked) private var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// The first proposal received with the size reported for it, kept in the node (a
    /// leaf is usually asked once: no array for it).
    @exclusivity(unchecked) private var firstSize: (proposal: ProposedViewSize, size: CGSize)?
    /// The proposals received after the first, in order, with their sizes.
    @exclusivity(unchecked) private var laterSizes: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// Every proposal received, in order, with the size reported for it.
    package var sizeLog: [(proposal: ProposedViewSize, size: CGSize)] {
        guard let firstSize else { return [] }
        return [firstSize] + laterSizes
    }
    /// Explicit guide values asked for, scanned linearly (a node sees a handful of queries;
    /// hashing each was 15 % of a grid's layout), then hashed past 8.
    @exclusivity(unchecked) private var alignmentLog: [(query: AlignmentQuery, value: CGFloat?)] = []
    @exclusivity(unchecked) private var alignmentCache: [AlignmentQuery: CGFloat?] = [:]
    @exclusivity(unchecked) private var cachedSpacing: ViewSpacing?

    /// Where the parent put this node (set during the parent's placement).
    @exclusivity(unchecked) package var placement: LayoutPlacement?
    /// The node's frame in root coordinates, once placed (an animation may move it).
    @exclusivity(unchecked) package var frame: CGRect = .zero
    /// Effects an animation draws this node with (transitions of inserted views).
    @exclusivity(unchecked) package var presentationEffects: [DrawingEffect] = []
    /// Views being removed by an animation, still drawn at their old place in the order.
    @exclusivity(unchecked) package var ghosts: [(index: Int, node: ViewNode)] = []
    /// The proposal the node was placed with.
    @exclusivity(unchecked) package private(set) var placedProposal: ProposedViewSize = .unspecified
    /// Whether `place` has run.
    @exclusivity(unchecked) package private(set) var isPlaced = false
    /// Levels of nodes below this one (0 for a leaf).
    @exclusivity(unchecked) package private(set) var subtreeDepth = 0
    /// Whether this node or one below it may have an explicit alignment guide
    /// (`NodeBehavior.definesGuides`); when false every explicit guide is nil.
    @exclusivity(unchecked) package private(set) var mayHaveGuides = false

    package convenience init(_ behavior: any NodeBehavior, children: [ViewNode] = [], context: ResolveContext, name: @autoclosure @escaping () -> String) {
        self.init(behavior, children: children, context: context, nameSource: name)
    }

    /// A node whose description name `nameSource` formats when asked (passing a closure
    /// the caller already has makes no new one).
    package init(_ behavior: any NodeBehavior, children: [ViewNode] = [], context: ResolveContext, nameSource: @escaping () -> String) {
        self.behavior = behavior
        self.children = children
        self.environment = context.environment
        self.graph = context.graph
        self.identity = context.identity
        self.nameSource = nameSource
        var guides = behavior.definesGuides
        for c in children {
            c.parent = self
            if !c.layoutValues.isEmpty { layoutValues.merge(c.layoutValues) { a, _ in a } }
            subtreeDepth = max(subtreeDepth, c.subtreeDepth + 1)
            if c.mayHaveGuides { guides = true }
        }
        mayHaveGuides = guides
        if subtreeDepth > ViewLayout.maximumDepth { graph.isTooDeep = true }
    }

    /// Releases a deep tree level by level: the default release recurses once per level and
    /// would overflow the stack for trees tens of thousands of levels deep.
    deinit {
        guard !children.isEmpty else { return }
        for c in children where c.parent === self { c.parent = nil }
        // Always iterative: `subtreeDepth` misses content built at placement (nested
        // GeometryReaders), so it cannot tell a shallow tree from a deep one.
        behavior.releaseNodes()
        var pending = children
        children = []
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node) {
                node.behavior.releaseNodes()
                for c in node.children where c.parent === node { c.parent = nil }
                pending.append(contentsOf: node.children)
                node.children = []
                for g in node.ghosts { pending.append(g.node) }
                node.ghosts = []
            }
        }
    }

    /// Replaces the children (content built at placement time, as a GeometryReader's).
    package func setChildren(_ nodes: [ViewNode]) {
        for c in children where c.parent === self { c.parent = nil }
        children = nodes
        subtreeDepth = 0
        var guides = false
        for c in nodes {
            c.parent = self
            subtreeDepth = max(subtreeDepth, c.subtreeDepth + 1)
            if c.mayHaveGuides { guides = true }
        }
        // New content with guides: this node and its ancestors may now answer them.
        var node: ViewNode? = guides ? self : nil
        while let n = node, !n.mayHaveGuides {
            n.mayHaveGuides = true
            node = n.parent
        }
    }

    // MARK: Sizing

    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let p = ViewNode.sanitize(proposal)
        // Most nodes see a handful of proposals (a stack's child about nine): a linear
        // scan of the log beats hashing.
        if let first = firstSize {
            if ViewNode.same(first.proposal, p) { return first.size }
            if laterSizes.count < ViewNode.linearScanLimit {
                for entry in laterSizes where ViewNode.same(entry.proposal, p) { return entry.size }
            } else if let hit = sizeCache[p] {
                return hit
            }
        }
        guard graph.hasStack() else { return .zero }
        graph.measurements += 1
        let raw = behavior.size(self, p)
        let size = CGSize(width: ViewNode.sanitize(raw.width), height: ViewNode.sanitize(raw.height))
        if firstSize == nil {
            firstSize = (p, size)
            return size
        }
        if laterSizes.isEmpty { laterSizes.reserveCapacity(6) }
        laterSizes.append((p, size))
        if laterSizes.count >= ViewNode.linearScanLimit {
            if sizeCache.isEmpty { for entry in sizeLog { sizeCache[entry.proposal] = entry.size } }
            sizeCache[p] = size
        }
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
        if let cachedSpacing { return cachedSpacing }
        guard graph.hasStack() else { return ViewSpacing() }
        let s = behavior.spacing(self)
        cachedSpacing = s
        return s
    }

    package func layoutValue(for key: ObjectIdentifier) -> Any? { layoutValues[key] }

    package func recordPlacement(_ placement: LayoutPlacement) { self.placement = placement }

    /// The node's explicit value of `key` for `proposal`, cached.
    package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        if !mayHaveGuides {
            // The answer is nil; the size is still asked for, as the full query does.
            _ = sizeThatFits(proposal)
            return nil
        }
        let query = AlignmentQuery(key: key, proposal: proposal)
        if alignmentLog.count <= 8 {
            for entry in alignmentLog where entry.query == query { return entry.value }
        } else if let hit = alignmentCache[query] {
            return hit
        }
        guard graph.hasStack() else { return nil }
        let value = behavior.explicitAlignment(self, key, proposal: proposal, size: sizeThatFits(proposal))
        alignmentLog.append((query, value))
        if alignmentLog.count > 8 {
            if alignmentCache.isEmpty { for entry in alignmentLog { alignmentCache[entry.query] = .some(entry.value) } }
            alignmentCache[query] = .some(value)
        }
        return value
    }

    /// This node as a subview proxy.
    package var subview: LayoutSubview { LayoutSubview(proxy: self, index: 0) }

    // MARK: Placement

    /// Places the node at `origin` (root coordinates) with `size`, then its children.
    package func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        guard graph.hasStack() else { return }
        frame = CGRect(origin: origin, size: size)
        placedProposal = proposal
        isPlaced = true
        for c in children { c.placement = nil }
        behavior.placeChildren(self, size: size, proposal: proposal)
        // A leaf stops here (without reading the environment); placement may also have
        // built the children (a GeometryReader's content).
        if children.isEmpty { return }
        let mirrored = environment.layoutDirection == .rightToLeft
        for c in children {
            // Apple: an unplaced subview appears at the centre of its container with the
            // container's proposal.
            let pl = c.placement ?? {
                let s = c.sizeThatFits(proposal)
                return LayoutPlacement(origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: proposal, size: s)
            }()
            var x = pl.origin.x
            if mirrored { x = size.width - x - pl.size.width }
            c.place(at: CGPoint(x: origin.x + x, y: origin.y + pl.origin.y), size: pl.size, proposal: pl.proposal)
        }
    }

    // MARK: Drawing

    package func draw(into list: inout DisplayList) {
        guard graph.hasStack() else { return }
        if presentationEffects.isEmpty {
            behavior.draw(self, into: &list)
            return
        }
        var inner = DisplayList()
        behavior.draw(self, into: &inner)
        for effect in presentationEffects.reversed() where !inner.isEmpty {
            var group = effect.group(in: frame)
            group.content = inner
            inner = DisplayList([.group(group)])
        }
        list.items.append(contentsOf: inner.items)
    }

    package func drawChildren(into list: inout DisplayList) {
        if ghosts.isEmpty {
            for c in childrenInDrawingOrder { c.draw(into: &list) }  // zIndex (ShapeShorthands.swift)
            return
        }
        var pending = ghosts[...]
        for (i, c) in children.enumerated() {
            while let g = pending.first, g.index <= i {
                g.node.draw(into: &list)
                pending = pending.dropFirst()
            }
            c.draw(into: &list)
        }
        for g in pending { g.node.draw(into: &list) }
    }

    // MARK: Traversal

    /// Visits this node and its descendants in tree order; stop by returning false.
    /// Iterative, so it works for trees of any depth.
    @discardableResult
    package func walk(_ visit: (ViewNode, Int) -> Bool, depth: Int = 0) -> Bool {
        var pending: [(ViewNode, Int)] = [(self, depth)]
        while let (node, d) = pending.popLast() {
            guard visit(node, d) else { return false }
            for c in node.children.reversed() { pending.append((c, d + 1)) }
        }
        return true
    }

    /// How many logged proposals a node scans before it hashes them.
    static let linearScanLimit = 12

    /// `ProposedViewSize`'s `==`, inlined (the derived one is a call into another module).
    @inline(__always)
    static func same(_ a: ProposedViewSize, _ b: ProposedViewSize) -> Bool {
        same(a.width, b.width) && same(a.height, b.height)
    }

    @inline(__always)
    private static func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case let (x?, y?): x == y
        case (nil, nil): true
        default: false
        }
    }

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

/// A cache key for explicit alignment queries.
struct AlignmentQuery: Hashable {
    let key: AlignmentKey
    let proposal: ProposedViewSize
}

/// A leaf that takes no space and draws nothing (what a pass that ran out of stack, or a
/// refused tree, leaves in place of the views it did not reach).
final class EmptyBehavior: NodeBehavior {
    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { .zero }
}
