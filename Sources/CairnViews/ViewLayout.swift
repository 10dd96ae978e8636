import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A view laid out the way SwiftUI's hosting view does: proposed a size, its reported size
/// centred in it. The inspection API: frames by id, the negotiation as text, the drawing.
///
/// ```swift
/// let layout = ViewLayout(of: Text("Hello").frame(width: 100, height: 100).id("f"), in: CGSize(width: 200, height: 200))
/// layout.frame(of: "f")   // (50, 50, 100, 100)
/// print(layout)           // one line per view: proposals, sizes, frame
/// ```
public struct ViewLayout: CustomStringConvertible {
    /// The root's reported size.
    public let size: CGSize
    /// The size the root was proposed (the canvas).
    public let proposal: ProposedViewSize
    package let root: ViewNode
    package let graph: ViewGraph

    /// Lays out `view` proposed `size`, measuring text with `textMeasurer` (`import Cairn`
    /// adds `init(of:in:)`, which measures with Pango and the bundled fonts).
    public init<V: View>(of view: V, in size: CGSize, textMeasurer: any TextMeasurer) {
        var environment = EnvironmentValues()
        environment.textMeasurer = textMeasurer
        self.init(of: view, proposal: ProposedViewSize(size), environment: environment)
    }

    /// Lays out `view` for a proposal (nil axes: its ideal size) in an environment.
    ///
    /// Runs on the caller's thread. A tree deeper than the caller's stack allows (see
    /// `StackBudget`) is laid out again on one dedicated large-stack thread; a tree deeper
    /// than `ViewLayout.maximumDepth` is refused: it lays out as an empty view and
    /// `diagnostics` says why.
    package init<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues, graph: ViewGraph = ViewGraph()) {
        let environment = environment.withDesignEraFixed()
        graph.pass.begin()
        let measured = graph.pass.measurements
        var result = graph.withStackBudget { ViewLayout.layOut(view, proposal: proposal, environment: environment, graph: graph) }
        if graph.pass.stackExhausted && !graph.pass.isTooDeep {
            graph.pass.stackExhausted = false
            graph.pass.measurements = measured
            let job = UncheckedBox({ graph.withStackBudget { ViewLayout.layOut(view, proposal: proposal, environment: environment, graph: graph) } })
            result = LargeStack.run { UncheckedBox(job.value()) }.value
        }
        (root, size) = ViewLayout.refuseIfTooDeep(result, graph: graph, context: ResolveContext(environment: environment, graph: graph))
        self.proposal = ViewNode.sanitize(proposal)
        self.graph = graph
    }

    /// Lays out `view` like `init(of:proposal:environment:graph:)`, suspending instead of
    /// blocking while a tree too deep for the caller's stack is laid out on the large-stack
    /// thread (so a cooperative thread is never blocked).
    package static func make<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues, graph: ViewGraph = ViewGraph()) async -> ViewLayout {
        let environment = environment.withDesignEraFixed()
        graph.pass.begin()
        let measured = graph.pass.measurements
        var result = graph.withStackBudget { ViewLayout.layOut(view, proposal: proposal, environment: environment, graph: graph) }
        if graph.pass.stackExhausted && !graph.pass.isTooDeep {
            graph.pass.stackExhausted = false
            graph.pass.measurements = measured
            let job = UncheckedBox({ graph.withStackBudget { ViewLayout.layOut(view, proposal: proposal, environment: environment, graph: graph) } })
            result = await LargeStack.run { UncheckedBox(job.value()) }.value
        }
        let (root, size) = ViewLayout.refuseIfTooDeep(result, graph: graph, context: ResolveContext(environment: environment, graph: graph))
        return ViewLayout(root: root, size: size, proposal: ViewNode.sanitize(proposal), graph: graph)
    }

    /// The deepest view tree Cairn lays out, in levels of nodes (every layout modifier,
    /// effect and container is one level; a view value may nest at most twice as deep).
    /// Deeper trees are refused with a diagnostic: their drawing would nest as deep, and
    /// every consumer of a display list (painters, SVG, release) recurses.
    public static let maximumDepth = 20_000

    /// A tree deeper than `maximumDepth`, or one the large stack could not hold, becomes an
    /// empty root with a diagnostic.
    private static func refuseIfTooDeep(_ result: (ViewNode, CGSize), graph: ViewGraph, context: ResolveContext) -> (ViewNode, CGSize) {
        var depth = 0
        if !graph.pass.stackExhausted && !graph.pass.isTooDeep {
            // Nodes know their depth when built; content built during placement (a
            // GeometryReader's) is only known by walking the placed tree.
            guard graph.pass.builtDuringPlacement else { return result }
            result.0.walk { _, d in
                depth = max(depth, d)
                return depth <= maximumDepth
            }
            if depth <= maximumDepth { return result }
        }
        graph.pass.stackExhausted = false
        graph.pass.isTooDeep = false
        graph.diagnose("The view tree is nested more than \(maximumDepth) levels deep (ViewLayout.maximumDepth); Cairn does not lay out or draw it. Flatten the nesting (a stack of many children instead of many nested views).")
        let empty = ViewNode(EmptyBehavior(), context: context, name: "Refused")
        empty.place(at: .zero, size: .zero, proposal: .zero)
        return (empty, .zero)
    }

    /// A layout made of an already placed tree (an animation's presented frame).
    package init(root: ViewNode, size: CGSize, proposal: ProposedViewSize, graph: ViewGraph) {
        self.root = root
        self.size = size
        self.proposal = proposal
        self.graph = graph
    }

    /// Resolve, size, centre and place; run preference actions; repeat while they change
    /// state (at most 8 passes, as a hosting view settles).
    private static func layOut<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues, graph: ViewGraph) -> (ViewNode, CGSize) {
        let p = ViewNode.sanitize(proposal)
        var pass = 0
        var environment = environment
        // A `preferredColorScheme` is the window's: the tree is resolved in it. The previous
        // layout's finding is the first guess; a wrong guess resolves once more (checked once).
        let givenScheme = environment.colorScheme
        if let guess = graph.windowColorScheme { environment.colorScheme = guess }
        var schemeChecked = false
        while true {
            graph.isDirty = false
            graph.pass.preferredColorScheme = nil
            let context = ResolveContext(environment: environment, graph: graph)
            let root = context.resolveSingle(view, implicit: .vertical)
            if !schemeChecked, !graph.pass.stackExhausted, !graph.pass.isTooDeep {
                schemeChecked = true
                let wanted = graph.pass.preferredColorScheme ?? givenScheme
                graph.windowColorScheme = wanted == givenScheme ? nil : wanted
                if wanted != environment.colorScheme {
                    environment.colorScheme = wanted
                    continue
                }
            }
            var size = root.sizeThatFits(p)
            if !size.width.isFinite { size.width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
            if !size.height.isFinite { size.height = p.height.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
            let canvas = CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width,
                                height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height)
            let origin = CGPoint(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
            root.place(at: origin, size: size, proposal: p)
            if graph.pass.stackExhausted || graph.pass.isTooDeep { return (root, size) }
            if graph.pass.hasPreferenceActions {
                root.walk { node, _ in
                    (node.behavior as? PreferenceChangeBehavior)?.fire(node)
                    return true
                }
            }
            pass += 1
            if !graph.isDirty || pass >= 8 { return (root, size) }
        }
    }

    /// The frame, in root (canvas) coordinates, of the first view in tree order that carries
    /// `.id(id)`; nil when there is none. Like SwiftUI's global frame it is moved by the
    /// geometry effects around the view (`.offset`, `.rotationEffect`, `.scaleEffect`, ...).
    public func frame(of id: AnyHashable) -> CGRect? {
        var found: CGRect?
        root.walk { node, _ in
            if node.viewIDs.contains(id) {
                found = node.globalFrame
                return false
            }
            return true
        }
        return found
    }

    /// How many size computations the layout took (cache misses), for benchmarks.
    public var measurements: Int { graph.pass.measurements }

    /// Messages about bad input that was corrected (contradictory frames, ...).
    public var diagnostics: [String] { graph.diagnostics }

    /// The drawing of the laid-out view, in canvas coordinates.
    public var displayList: DisplayList {
        let list = graph.withStackBudget {
            var list = DisplayList()
            root.draw(into: &list)
            root.drawRootOverlays(into: &list)
            return list
        }
        guard graph.pass.stackExhausted else { return list }
        graph.pass.stackExhausted = false
        let box = UncheckedBox(root)
        return LargeStack.run {
            let node = box.value
            return node.graph.withStackBudget {
                var list = DisplayList()
                node.draw(into: &list)
                node.drawRootOverlays(into: &list)
                return list
            }
        }
    }

    /// The placed tree, one line per view: its type, each proposal it received with the
    /// size it reported, and its final frame.
    public var description: String {
        var lines: [String] = []
        root.walk { node, depth in
            let r = { NumberFormat.rounded($0) }
            let f = node.frame
            let proposals = node.sizeLog.map { "\($0.proposal) → \(r($0.size.width))×\(r($0.size.height))" }.joined(separator: ", ")
            var line = String(repeating: "  ", count: depth) + node.name
            if !node.viewIDs.isEmpty { line += " id=" + node.viewIDs.map { "\($0.base)" }.joined(separator: ",") }
            line += " frame=(\(r(f.minX)), \(r(f.minY)), \(r(f.width)), \(r(f.height)))"
            line += " proposals: [\(proposals)]"
            lines.append(line)
            return true
        }
        return lines.joined(separator: "\n")
    }
}
