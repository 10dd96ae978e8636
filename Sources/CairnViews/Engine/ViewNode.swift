import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

// The layout engine's stages, one file each:
// - resolve: view values become nodes (`ResolveContext.resolve`, ResolveContext.swift; each
//   primitive view's `makeNodes`), and this file: the node tree itself (`ViewNode`: its
//   behavior, children, identity, environment) and its teardown;
// - size: ViewNode+Sizing.swift (`sizeThatFits` with its per-node cache, explicit guides,
//   spacing, priority: the `LayoutSubviewProxy` a layout algorithm sees);
// - place: ViewNode+Placement.swift (`place`: frames in root coordinates);
// - draw: ViewNode+Drawing.swift (the display list walk).
// The algorithms themselves (stacks, frames, padding, ...) are pure functions in CairnLayout.

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
    /// How the node takes part in its parent's drawing order (`.zIndex`): its own index,
    /// that of the view it wraps (modifiers), or none (0).
    var zIndexRole: ZIndexRole { get }
    /// The node's description name, for nodes made without a name of their own (nil: none).
    var nodeName: String? { get }
    /// Whether `size` gives the same size for every proposal (a frame with both lengths):
    /// the node then answers a new proposal with the size it first gave.
    var hasConstantSize: Bool { get }
    /// Whether children touching the node's edges inherit its safe-area outsets (see
    /// `ViewNode.safeAreaOutsets`). Scroll views and lists answer false: their content is
    /// inset, not extended, where a bar covers them.
    var passesSafeArea: Bool { get }
}

/// How a node's z-index is found (read as a witness, not a dynamic cast: drawing asks it
/// for every child of every container).
package enum ZIndexRole {
    /// The node's z-index is 0.
    case none
    /// The node's z-index is that of its first child (modifiers wrap the modified view).
    case wrapsFirstChild
    /// The node's own z-index (`.zIndex(_:)`).
    case value(Double)
}

extension NodeBehavior {
    package func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {}
    package func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? { nil }
    package func spacing(_ node: ViewNode) -> ViewSpacing { SpacingBox.standard.value }
    package func priority(_ node: ViewNode) -> Double { 0 }
    package func draw(_ node: ViewNode, into list: inout DisplayList) { node.drawChildren(into: &list) }
    package func releaseNodes() {}
    package var definesGuides: Bool { false }
    package var zIndexRole: ZIndexRole { .none }
    package var passesSafeArea: Bool { true }
    package var nodeName: String? { nil }
    package var hasConstantSize: Bool { false }
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
    /// The type name shown in layout descriptions, formatted only when asked for (by the
    /// node's own closure, or else by its behavior).
    package var name: String { nameSource?() ?? behavior.nodeName ?? "" }
    private let nameSource: (() -> String)?
    /// What few nodes have (ids, layout values, big caches, animation state), allocated on
    /// first use: a node stays small, and a large tree's passes touch fewer cache lines.
    @exclusivity(unchecked) private var extras: NodeExtras?

    /// The size stage's caches (read and written in ViewNode+Sizing.swift).
    @exclusivity(unchecked) var cache = NodeLayoutCache()

    /// Where the parent put this node, valid when `hasPlacement` (`placement`, 48 bytes
    /// where an optional `LayoutPlacement` takes 72).
    @exclusivity(unchecked) private var storedPlacement = (origin: CGPoint.zero, proposal: CompactProposal(), size: CGSize.zero)
    /// The node's frame in root coordinates, once placed (an animation may move it).
    @exclusivity(unchecked) package var frame: CGRect = .zero
    @exclusivity(unchecked) private var storedPlacedProposal = CompactProposal()
    /// Whether `place` has run.
    @exclusivity(unchecked) package internal(set) var isPlaced = false
    /// Whether `safeAreaOutsets` may be non-zero (inline: the place stage asks every node).
    @exclusivity(unchecked) package private(set) var hasSafeAreaOutsets = false
    @exclusivity(unchecked) private var hasPlacement = false
    /// Whether this node or one below it may have an explicit alignment guide
    /// (`NodeBehavior.definesGuides`); when false every explicit guide is nil.
    @exclusivity(unchecked) package private(set) var mayHaveGuides = false
    /// Levels of nodes below this one (0 for a leaf).
    @exclusivity(unchecked) private var depthBelow: Int32 = 0
    /// Levels of nodes below this one (0 for a leaf).
    package var subtreeDepth: Int { Int(depthBelow) }

    /// Where the parent put this node (set during the parent's placement).
    package var placement: LayoutPlacement? {
        get {
            hasPlacement ? LayoutPlacement(origin: storedPlacement.origin, proposal: storedPlacement.proposal.proposal, size: storedPlacement.size) : nil
        }
        set {
            if let newValue {
                storedPlacement = (newValue.origin, CompactProposal(newValue.proposal), newValue.size)
                hasPlacement = true
            } else {
                hasPlacement = false
            }
        }
    }
    /// The proposal the node was placed with.
    package internal(set) var placedProposal: ProposedViewSize {
        get { storedPlacedProposal.proposal }
        set { storedPlacedProposal = CompactProposal(newValue) }
    }

    /// The extras, made on first use.
    private func madeExtras() -> NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }

    /// How far beyond each edge of the node's frame lies area a bar covers (the unsafe part of
    /// the safe area), set during placement: a navigation bar gives its content the bar's
    /// height at the top, and children touching an edge of a node that `passesSafeArea`
    /// inherit that edge's value. `ignoresSafeArea` extends a view by it (as SwiftUI does, a
    /// view grows into the safe area only where its frame touches the area's edge). Leading
    /// means left.
    package var safeAreaOutsets: EdgeInsets {
        get { hasSafeAreaOutsets ? extras?.safeAreaOutsets ?? EdgeInsets() : EdgeInsets() }
        set {
            let zero = !(newValue.top > 0 || newValue.leading > 0 || newValue.bottom > 0 || newValue.trailing > 0)
            if zero {
                guard hasSafeAreaOutsets else { return }
                extras?.safeAreaOutsets = EdgeInsets()
                hasSafeAreaOutsets = false
            } else {
                madeExtras().safeAreaOutsets = newValue
                hasSafeAreaOutsets = true
            }
        }
    }

    /// The values given with `.id(_:)` to this view.
    package var viewIDs: [AnyHashable] {
        get { extras?.viewIDs ?? [] }
        _modify { yield &madeExtras().viewIDs }
    }
    /// Values for the enclosing layout container (`.layoutValue(key:value:)`).
    package var layoutValues: [ObjectIdentifier: Any] {
        get { extras?.layoutValues ?? [:] }
        _modify { yield &madeExtras().layoutValues }
    }
    /// Values for the enclosing custom container (`.containerValue(_:_:)`), nil when unset.
    package var containerValues: ContainerValues? {
        get { extras?.containerValues }
        _modify { yield &madeExtras().containerValues }
    }
    /// Effects an animation draws this node with (transitions of inserted views).
    package var presentationEffects: [DrawingEffect] {
        get { extras?.animation.presentationEffects ?? [] }
        _modify { yield &madeExtras().animation.presentationEffects }
    }
    /// Views being removed by an animation, still drawn at their old place in the order.
    package var ghosts: [(index: Int, node: ViewNode)] {
        get { extras?.animation.ghosts ?? [] }
        _modify { yield &madeExtras().animation.ghosts }
    }
    /// Every proposal received, in order, with the size reported for it.
    package var sizeLog: [(proposal: ProposedViewSize, size: CGSize)] { cache.sizeLog }

    package convenience init(_ behavior: any NodeBehavior, children: [ViewNode] = [], context: ResolveContext, name: @autoclosure @escaping () -> String) {
        self.init(behavior, children: children, context: context, nameSource: name)
    }

    /// A node whose description name `nameSource` formats when asked (passing a closure
    /// the caller already has makes no new one), or, without one, its behavior's `nodeName`.
    package init(_ behavior: any NodeBehavior, children: [ViewNode] = [], context: ResolveContext, nameSource: (() -> String)? = nil) {
        self.behavior = behavior
        self.children = children
        self.environment = context.environment
        self.graph = context.graph
        self.identity = context.identity
        self.nameSource = nameSource
        var guides = behavior.definesGuides
        var depth: Int32 = 0
        for c in children {
            c.parent = self
            if let values = c.extras?.layoutValues, !values.isEmpty { layoutValues.merge(values) { a, _ in a } }
            depth = max(depth, c.depthBelow &+ 1)
            if c.mayHaveGuides { guides = true }
        }
        depthBelow = depth
        mayHaveGuides = guides
        if Int(depth) > ViewLayout.maximumDepth { graph.pass.isTooDeep = true }
    }

    /// Releases a deep tree level by level: the default release recurses once per level and
    /// would overflow the stack for trees tens of thousands of levels deep.
    deinit {
        guard !children.isEmpty else { return }
        for c in children where c.parent === self { c.parent = nil }
        // A shallow subtree is released by Swift's own recursion, bounded by its depth
        // (`setChildren` keeps the depth of content built at placement counted up to the
        // bound); a deep one level by level below. A quarter of a grid's layout was this
        // loop's bookkeeping.
        if depthBelow < ViewNode.recursiveReleaseDepth { return }
        behavior.releaseNodes()
        var pending = children
        children = []
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node) {
                node.behavior.releaseNodes()
                for c in node.children where c.parent === node { c.parent = nil }
                pending.append(contentsOf: node.children)
                node.children = []
                if let extras = node.extras, !extras.animation.ghosts.isEmpty {
                    for g in extras.animation.ghosts { pending.append(g.node) }
                    extras.animation.ghosts = []
                }
            }
        }
    }

    /// Replaces the children (content built at placement time, as a GeometryReader's).
    package func setChildren(_ nodes: [ViewNode]) {
        graph.pass.builtDuringPlacement = true
        for c in children where c.parent === self { c.parent = nil }
        children = nodes
        var depth: Int32 = 0
        var guides = false
        for c in nodes {
            c.parent = self
            depth = max(depth, c.depthBelow &+ 1)
            if c.mayHaveGuides { guides = true }
        }
        depthBelow = depth
        // Ancestors count the new levels, up to the depth past which a node releases its
        // subtree level by level anyway (a node's teardown relies on the count: see deinit).
        var below = self
        while let up = below.parent, up.depthBelow < ViewNode.recursiveReleaseDepth, up.depthBelow < below.depthBelow &+ 1 {
            up.depthBelow = below.depthBelow &+ 1
            below = up
        }
        // New content with guides: this node and its ancestors may now answer them.
        var node: ViewNode? = guides ? self : nil
        while let n = node, !n.mayHaveGuides {
            n.mayHaveGuides = true
            node = n.parent
        }
    }

    /// Levels below which a node's teardown lets Swift release its subtree recursively:
    /// each level takes a few hundred bytes of stack, so 64 fit any thread's stack.
    static let recursiveReleaseDepth: Int32 = 64

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
}

/// A proposal in 16 bytes (an optional `CGFloat` takes 9 and pads to 16): an unspecified
/// axis is a NaN with a payload of its own, so a NaN a layout proposes stays a NaN.
struct CompactProposal {
    private let width: CGFloat
    private let height: CGFloat
    private static let unspecifiedBits: UInt = 0x7FF8_0000_0000_0CA1

    /// Unspecified on both axes.
    @inline(__always)
    init() {
        width = CGFloat(bitPattern: Self.unspecifiedBits)
        height = CGFloat(bitPattern: Self.unspecifiedBits)
    }

    init(_ proposal: ProposedViewSize) {
        width = proposal.width ?? CGFloat(bitPattern: Self.unspecifiedBits)
        height = proposal.height ?? CGFloat(bitPattern: Self.unspecifiedBits)
    }

    var proposal: ProposedViewSize {
        ProposedViewSize(width: width.bitPattern == Self.unspecifiedBits ? nil : width,
                         height: height.bitPattern == Self.unspecifiedBits ? nil : height)
    }
}

/// The parts of a node few nodes have, kept out of line (`ViewNode.extras`): its ids, its
/// values for the enclosing layout, and what an animation adds to it.
final class NodeExtras {
    var viewIDs: [AnyHashable] = []
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var containerValues: ContainerValues?
    var animation = NodeAnimationExtras()
    var safeAreaOutsets = EdgeInsets()
}

/// What an animation adds to a node while it presents a change (Animation/Presentation.swift).
struct NodeAnimationExtras {
    /// Effects the node is drawn with (an inserted or removed view's transition).
    var presentationEffects: [DrawingEffect] = []
    /// Removed views still drawn at their old place in the order, by child index.
    var ghosts: [(index: Int, node: ViewNode)] = []
}

/// A node's cached spacing preferences, shared by every node whose preferences are the
/// default (most views: one box instead of one each).
final class SpacingBox: Sendable {
    let value: ViewSpacing
    init(_ value: ViewSpacing) { self.value = value }
    /// The default preferences' box.
    static let standard = SpacingBox(ViewSpacing())
}

/// A leaf that takes no space and draws nothing (what a pass that ran out of stack, or a
/// refused tree, leaves in place of the views it did not reach).
final class EmptyBehavior: NodeBehavior {
    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { .zero }
}
